// Issue 19, beyond the spec (openapi.yml getUploadReceived, findUploadDuplicates and the public upload
// pages): resuming at the first missing chunk, the exact-content duplicate pre-check before a byte is
// sent, and the administrator's public upload pages, whose refusals are spec 001 §8's statuses
// (442 'Upload limit reached.'; 403 for a page that is gone).
import { chunkFields, resolveUploadFlags, UPLOAD_WIRE } from '@vitrine/api-client';
import { expect, it } from 'vitest';
import { type Contract, describeContract, expectApiError, pngFile } from './support';

type ChunkAnswer = { complete: boolean; receivedBytes: number; files?: { Id: number; name: string }[] };

async function sha256Hex(blob: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Posts chunk `index` of `bytes` cut in `chunkSize` pieces, as api-client's uploadFile would. */
async function postChunk(
  c: Contract,
  path: string,
  upload: { fileName: string; bytes: Uint8Array; chunkSize: number; uniqueId: string },
  index: number,
): Promise<{ status: number; body: unknown }> {
  const count = Math.ceil(upload.bytes.length / upload.chunkSize);
  const offset = index * upload.chunkSize;
  const part = upload.bytes.subarray(offset, offset + upload.chunkSize);
  const form = new FormData();
  for (const [name, value] of chunkFields({
    fileName: upload.fileName,
    fileSize: upload.bytes.length,
    chunk: { index, count, offset, size: part.length },
    uniqueId: upload.uniqueId,
    flags: resolveUploadFlags({}),
  })) {
    form.append(name, value);
  }
  form.append(UPLOAD_WIRE.file, new Blob([part as Uint8Array<ArrayBuffer>]), upload.fileName);
  const response = await c.target.fetch(
    new Request(`${c.target.baseUrl}${path}`, { method: 'POST', body: form }),
  );
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
}

const errorMessage = (body: unknown) =>
  (body as { responseStatus?: { message?: string } }).responseStatus?.message;

describeContract('upload', (c) => {
  const received = async (
    uniqueId: string,
    target: { folderId: number } | { publicHash: string } | { imageId: number },
  ) => {
    const result = await c.client.GET('/api/upload/received', { params: { query: { uniqueId, ...target } } });
    expect(result.error).toBeUndefined();
    return result.data;
  };

  it('lists the chunks it holds for the uniqueId, so a client resumes at the first missing one (issue 19)', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const bytes = Uint8Array.from({ length: 30 }, (_, i) => (i * 7) % 256);
    const upload = { fileName: 'resume.bin', bytes, chunkSize: 10, uniqueId: `resume-${c.uniqueName('u')}` };
    const path = `/api/upload/${folder.id}`;
    expect(await received(upload.uniqueId, { folderId: folder.id })).toEqual({
      uniqueId: upload.uniqueId,
      chunkCount: null,
      received: [],
    });
    expect((await postChunk(c, path, upload, 0)).status).toBe(200);
    expect((await postChunk(c, path, upload, 2)).status).toBe(200);
    expect(await received(upload.uniqueId, { folderId: folder.id })).toMatchObject({
      uniqueId: upload.uniqueId,
      chunkCount: 3,
      received: [0, 2],
    });
    // Only the missing chunk: the file is complete and whole.
    const last = await postChunk(c, path, upload, 1);
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({ complete: true, files: [{ name: 'resume.bin', folderId: folder.id }] });
    const files = await c.filesIn(folder.id);
    expect(files.map((f) => [f.fileName, f.fileSize])).toEqual([['resume.bin', 30]]);
    // Complete: every index but the last; the last sent again answers the same file, no second one.
    expect(await received(upload.uniqueId, { folderId: folder.id })).toMatchObject({
      chunkCount: 3,
      received: [0, 1],
    });
    const again = await postChunk(c, path, upload, 2);
    expect((again.body as ChunkAnswer).files?.[0]?.Id).toBe((last.body as ChunkAnswer).files?.[0]?.Id);
    expect(await c.filesIn(folder.id)).toHaveLength(1);

    // Another user holds nothing of it.
    await c.signInAs('superAdmin');
    expect(await received(upload.uniqueId, { folderId: folder.id })).toMatchObject({
      chunkCount: null,
      received: [],
    });
    // Neither folderId nor publicHash: 400.
    expectApiError(
      await c.client.GET('/api/upload/received', { params: { query: { uniqueId: upload.uniqueId } } }),
      400,
    );
  });

  it('lists the chunks of a new version sent over one file (imageId), so a replace resumes too (issue 19)', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const imageId = await c.uploadPng(folder.id, 'current.png');
    const bytes = new Uint8Array(await pngFile('current.png').arrayBuffer());
    const chunkSize = Math.ceil(bytes.length / 3);
    const upload = { fileName: 'current.png', bytes, chunkSize, uniqueId: c.uniqueName('replace') };
    const path = `/api/upload/overwrite/${imageId}`;
    expect(await received(upload.uniqueId, { imageId })).toEqual({
      uniqueId: upload.uniqueId,
      chunkCount: null,
      received: [],
    });
    expect((await postChunk(c, path, upload, 0)).status).toBe(200);
    expect(await received(upload.uniqueId, { imageId })).toMatchObject({ chunkCount: 3, received: [0] });
    // The same uniqueId into the folder is another upload: nothing of it there.
    expect(await received(upload.uniqueId, { folderId: folder.id })).toMatchObject({
      chunkCount: null,
      received: [],
    });
    expect((await postChunk(c, path, upload, 1)).status).toBe(200);
    const last = await postChunk(c, path, upload, 2);
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({ complete: true, files: [{ Id: imageId }] });
    // Complete: every index but the last, as any upload; still one file in the folder.
    expect(await received(upload.uniqueId, { imageId })).toMatchObject({ chunkCount: 3, received: [0, 1] });
    expect(await c.filesIn(folder.id)).toHaveLength(1);
    // Two targets at once: 400. A viewer may not replace the file: 403 (spec 001 §6: edit and add).
    expectApiError(
      await c.client.GET('/api/upload/received', {
        params: { query: { uniqueId: upload.uniqueId, imageId, folderId: folder.id } },
      }),
      400,
    );
    await c.signInAs('viewer');
    expectApiError(
      await c.client.GET('/api/upload/received', {
        params: { query: { uniqueId: upload.uniqueId, imageId } },
      }),
      403,
    );
  });

  it('takes the chunks of one upload at once and out of order: one file, with the right bytes (issue 19, two chunks in flight)', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const bytes = Uint8Array.from({ length: 40 }, (_, i) => (i * 13 + 5) % 256);
    const upload = { fileName: 'at-once.bin', bytes, chunkSize: 10, uniqueId: c.uniqueName('at-once') };
    const path = `/api/upload/${folder.id}`;
    // Chunk 0 alone (as uploadFile sends it), then 3, 1 and 2 at once.
    const first = await postChunk(c, path, upload, 0);
    expect(first).toMatchObject({ status: 200, body: { complete: false } });
    const answers = await Promise.all([3, 1, 2].map((index) => postChunk(c, path, upload, index)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    // Whichever registered the last missing index completed the upload (another may have waited for
    // that answer): one file, named in every complete answer.
    const complete = answers.map((answer) => answer.body as ChunkAnswer).filter((body) => body.complete);
    expect(complete.length).toBeGreaterThanOrEqual(1);
    const ids = new Set(complete.map((body) => body.files?.[0]?.Id));
    expect(ids.size).toBe(1);
    const files = await c.filesIn(folder.id);
    expect(files.map((f) => [f.id, f.fileName, f.fileSize])).toEqual([[[...ids][0], 'at-once.bin', 40]]);
    // Its bytes are the file's, in order: the exact-content lookup finds it by SHA-256 and size.
    const sha256 = await sha256Hex(new Blob([bytes as Uint8Array<ArrayBuffer>]));
    const found = await c.client.POST('/api/upload/duplicates', {
      body: { folderId: folder.id, files: [{ key: 'it', sha256, size: bytes.length }] },
    });
    expect(found.error).toBeUndefined();
    expect(found.data).toEqual({
      duplicates: [{ key: 'it', files: [{ fileId: [...ids][0], name: 'at-once.bin', folderId: folder.id }] }],
    });
  });

  it('a one-chunk upload sent again (its answer lost) answers the same file, not a name conflict (issue 19)', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const bytes = new Uint8Array(await pngFile('once.png').arrayBuffer());
    const upload = { fileName: 'once.png', bytes, chunkSize: bytes.length, uniqueId: c.uniqueName('once') };
    const first = await postChunk(c, `/api/upload/${folder.id}`, upload, 0);
    expect(first.status).toBe(200);
    const again = await postChunk(c, `/api/upload/${folder.id}`, upload, 0);
    expect(again.status).toBe(200);
    expect((again.body as ChunkAnswer).files?.[0]?.Id).toBe((first.body as ChunkAnswer).files?.[0]?.Id);
    expect(await c.filesIn(folder.id)).toHaveLength(1);
    // Another upload (another uniqueId) of that name is a conflict as ever.
    const other = await postChunk(
      c,
      `/api/upload/${folder.id}`,
      { ...upload, uniqueId: c.uniqueName('other') },
      0,
    );
    expect(other.status).toBe(446);
  });

  it('a later chunk that came before chunk 0 does not spare chunk 0 the name check: 446 then (issue 19)', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const path = `/api/upload/${folder.id}`;
    const kept = {
      fileName: 'early.bin',
      bytes: new Uint8Array(4),
      chunkSize: 4,
      uniqueId: c.uniqueName('kept'),
    };
    expect((await postChunk(c, path, kept, 0)).status).toBe(200);
    // Chunks are taken in any order, so chunk 1 may come first (a client of its own, or a chunk 0
    // whose first try was lost). Chunk 0 is refused then, not only the file once its last chunk came.
    const upload = { ...kept, bytes: new Uint8Array(25), chunkSize: 10, uniqueId: c.uniqueName('early') };
    expect(await postChunk(c, path, upload, 1)).toMatchObject({ status: 200, body: { complete: false } });
    expect((await postChunk(c, path, upload, 0)).status).toBe(446);
    expect((await c.filesIn(folder.id)).map((file) => file.fileName)).toEqual(['early.bin']);
  });

  it('chunk 0 sent again once it was taken is not name-checked again: the upload completes (issue 19)', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const path = `/api/upload/${folder.id}`;
    const upload = {
      fileName: 'twice.bin',
      bytes: new Uint8Array(15),
      chunkSize: 10,
      uniqueId: c.uniqueName('twice'),
    };
    expect((await postChunk(c, path, upload, 0)).status).toBe(200);
    expect((await postChunk(c, path, upload, 0)).status).toBe(200);
    expect(await postChunk(c, path, upload, 1)).toMatchObject({ status: 200, body: { complete: true } });
    expect(await c.filesIn(folder.id)).toHaveLength(1);
  });

  it('finds files with exactly the same content among those the user sees, before uploading (issue 19)', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const png = pngFile('x.png');
    const sha256 = await sha256Hex(png);
    const id = await c.uploadPng(folder.id, 'original.png');
    const ask = (files: { key: string; sha256: string; size: number }[]) =>
      c.client.POST('/api/upload/duplicates', { body: { folderId: folder.id, files } });
    const answer = await ask([
      { key: 'same', sha256, size: png.size },
      { key: 'same hash, other size', sha256, size: png.size + 1 },
      { key: 'other', sha256: 'f'.repeat(64), size: png.size },
    ]);
    expect(answer.error).toBeUndefined();
    expect(answer.data).toEqual({
      duplicates: [{ key: 'same', files: [{ fileId: id, name: 'original.png', folderId: folder.id }] }],
    });
    // Bounded: at most 100 files; a SHA-256 is 64 lowercase hex digits.
    const many = Array.from({ length: 101 }, (_, i) => ({ key: `k${i}`, sha256, size: png.size }));
    expectApiError(await ask(many), 400);
    expectApiError(await ask([{ key: 'k', sha256: sha256.toUpperCase(), size: png.size }]), 400);
    // A viewer may not upload into the folder.
    await c.signInAs('viewer');
    expectApiError(await ask([{ key: 'same', sha256, size: png.size }]), 403);
  });

  it('public upload pages: administrators only; quotas answer 442, a revoked page 403 (issue 19, spec 001 §8)', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    expectApiError(await c.client.GET('/api/upload/public-pages'), 403);
    expectApiError(await c.client.POST('/api/upload/public-pages', { body: { folderId: folder.id } }), 403);

    await c.signInAs('superAdmin');
    const created = await c.client.POST('/api/upload/public-pages', {
      body: { folderId: folder.id, maxFiles: 2 },
    });
    expect(created.error).toBeUndefined();
    const page = created.data;
    expect(page).toMatchObject({
      folderId: folder.id,
      folderName: folder.name,
      expiresAt: null,
      maxFiles: 2,
      maxBytes: null,
      filesReceived: 0,
      bytesReceived: 0,
      revoked: false,
    });
    expect(page?.hash).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const hash = page?.hash as string;
    const listed = await c.client.GET('/api/upload/public-pages');
    expect(listed.data?.pages.find((p) => p.hash === hash)).toEqual(page);
    expectApiError(
      await c.client.POST('/api/upload/public-pages', {
        body: { folderId: folder.id, expiresAt: '2000-01-01T00:00:00.000Z' },
      }),
      400,
    );

    // A visitor without a session uploads through the page, up to its quota.
    await c.signInAs('guest');
    const png = new Uint8Array(await pngFile('p.png').arrayBuffer());
    const send = (name: string) =>
      postChunk(
        c,
        `/api/upload/public/${hash}`,
        { fileName: name, bytes: png, chunkSize: png.length, uniqueId: c.uniqueName('public') },
        0,
      );
    for (const name of ['one.png', 'two.png']) expect((await send(name)).status).toBe(200);
    const third = await send('three.png');
    expect(third.status).toBe(442);
    expect(errorMessage(third.body)).toBe('Upload limit reached.');

    await c.signInAs('superAdmin');
    const counted = await c.client.GET('/api/upload/public-pages');
    expect(counted.data?.pages.find((p) => p.hash === hash)).toMatchObject({
      filesReceived: 2,
      bytesReceived: 2 * png.length,
    });
    const revoked = await c.client.DELETE('/api/upload/public-pages/{hash}', { params: { path: { hash } } });
    expect(revoked.response.status).toBe(204);
    expect(
      (await c.client.GET('/api/upload/public-pages')).data?.pages.find((p) => p.hash === hash)?.revoked,
    ).toBe(true);
    expectApiError(
      await c.client.DELETE('/api/upload/public-pages/{hash}', {
        params: { path: { hash: 'no-such-page' } },
      }),
      404,
    );
    await c.signInAs('guest');
    const refused = await send('four.png');
    expect(refused.status).toBe(403);
    expect(errorMessage(refused.body)).toBe('This public upload page does not exist or has expired.');
    expect((await c.filesIn(folder.id)).map((f) => f.fileName).sort()).toEqual(['one.png', 'two.png']);
  });
});
