// Replacing a file by a new version as the viewer does it (issue 17; spec 001 §2 "an image-overwrite
// handler path with the image id", §5 "Overwrite upload (limit to one)", §6 "The upload (new
// version) button needs edit and add permission", §7 createNewVersion): the client's uploadFile to
// the image, under the file's own name. The file keeps its id and name, the old content becomes a
// version; a user without the rights is refused; an image that is gone answers 443.
import { uploadFile } from '@vitrine/api-client';
import { expect, it } from 'vitest';
import { describeContract, pngFile } from './support';

describeContract('replace a file', (c) => {
  const replace = (imageId: number, file: File) =>
    uploadFile({
      baseUrl: c.target.baseUrl,
      fetch: (request) => c.target.fetch(request),
      target: { kind: 'overwrite', imageId },
      file,
      options: { createNewVersion: true },
    });
  const versionCount = async (imageId: number) => {
    const { data, error } = await c.client.GET('/api/versions/{imageId}', { params: { path: { imageId } } });
    expect(error).toBeUndefined();
    return data?.imageVersions.length ?? -1;
  };

  it('keeps the id and the name, and the old content as a version', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const name = `${c.uniqueName('harbour')}.png`;
    const id = await c.uploadPng(folder.id, name);
    const before = await versionCount(id);

    const outcome = await replace(id, pngFile(name));
    expect(outcome).toMatchObject({ status: 'done', files: [{ Id: id, name }] });
    expect(await versionCount(id)).toBe(before + 1);
    const files = await c.filesIn(folder.id);
    expect(files.map((file) => [file.id, file.fileName])).toEqual([[id, name]]);
  });

  it('refuses a user without edit and add (403), and an image that is gone (443)', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const id = await c.uploadPng(folder.id);
    await c.signInAs('viewer');
    expect(await replace(id, pngFile('new.png'))).toMatchObject({ status: 'failed', code: 403 });
    await c.signInAs('editor');
    expect(await replace(987_654_321, pngFile('new.png'))).toEqual({
      status: 'failed',
      code: 443,
      message: 'Changed image not found.',
    });
  });
});
