// Chunked upload (spec 001 §7 "Upload POST, multipart; chunks of 60,000,000 bytes"; §9 chunk size)
// with the client's own `uploadFile`: the file is listed in its folder afterwards, its name is then
// taken (§5 file-name check) and a second upload of that name is a conflict, not an error (§8, 446).
import { expect, it } from 'vitest';
import { describeContract, pngFile, sparseFiles } from './support';

/** spec 001 §9: chunk size 60,000,000 bytes. One byte more makes a second chunk. */
const CHUNK_SIZE = 60_000_000;

describeContract('upload', (c) => {
  const isNameVacant = async (folderId: number, fileFullPath: string) => {
    const { data, error } = await c.client.POST('/api/upload/checkfilename', {
      body: { fileFullPath, folderId },
    });
    expect(error).toBeUndefined();
    return data?.isNameVacant;
  };

  it('uploads a small file in one chunk; it is then listed in its folder (spec 001 §7)', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    expect(await isNameVacant(folder.id, 'harbour.png')).toBe(true);

    const { outcome, progress } = await c.upload(folder.id, pngFile('harbour.png'));
    expect(outcome).toMatchObject({ status: 'done', files: [{ name: 'harbour.png', folderId: folder.id }] });
    expect(progress.map((p) => p.chunkCount)).toEqual([1]);

    const files = await c.filesIn(folder.id);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({
      id: outcome.status === 'done' ? outcome.files[0]?.Id : -1,
      fileName: 'harbour.png',
      // openapi.yml ImageSummary: "Without the leading dot, lower case".
      extension: 'png',
      fileSize: pngFile('x.png').size,
    });
    expect(await isNameVacant(folder.id, 'harbour.png')).toBe(false);
  });

  it('uploads a file larger than one chunk in two chunks (spec 001 §7, §9)', {
    timeout: 60_000,
  }, async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const disk = await sparseFiles();
    try {
      const file = await disk.create('survey.bin', CHUNK_SIZE + 1);
      const { outcome, progress } = await c.upload(folder.id, file);
      expect(outcome).toMatchObject({ status: 'done', files: [{ name: 'survey.bin', folderId: folder.id }] });
      expect(progress.map((p) => [p.chunkIndex, p.chunkCount])).toEqual([
        [0, 2],
        [1, 2],
      ]);
      expect(progress.at(-1)?.loaded).toBe(CHUNK_SIZE + 1);
    } finally {
      await disk.remove();
    }
    const files = await c.filesIn(folder.id);
    expect(files.map((f) => [f.fileName, f.fileSize])).toEqual([['survey.bin', CHUNK_SIZE + 1]]);
  });

  it('answers a second file of the same name with 446, a conflict; makeCopy then uploads a copy (spec 001 §4, §8)', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    await c.uploadPng(folder.id, 'pier.png');

    const again = await c.upload(folder.id, pngFile('pier.png'));
    expect(again.outcome).toEqual({
      status: 'conflict',
      code: 446,
      message: 'Failed to add the file due to a file with the same name already exists.',
    });
    expect(again.answers.map((a) => a.status)).toEqual([446]);
    expect(await c.filesIn(folder.id)).toHaveLength(1);

    const copy = await c.upload(folder.id, pngFile('pier.png'), { makeCopy: true });
    expect(copy.outcome.status).toBe('done');
    expect(await c.filesIn(folder.id)).toHaveLength(2);
  });
});
