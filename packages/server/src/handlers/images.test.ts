// images and files: details, patches, delete, move, sets, rotation, EXIF, thumbnails, video status
// and Download.aspx (spec 001 §3, §6, §7, §8; spec 000 §7), each refused for a user without the
// permission (403, nothing changes) and for one who may not see the file (404).

import type { components } from '@vitrine/api-client';
import type { RoleName } from '@vitrine/core';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { encodeJpegWithMetadata } from '../media';
import { TEST_SCRYPT_COST } from '../testing/contract';
import { type Agent, startTestServer, type TestServer } from '../testing/harness';
import { colourAt, solidImage, twoHalves } from '../testing/images';
import { uploadBytes } from '../testing/upload';

type Schemas = components['schemas'];
type Result = { files: { Id: number }[] };

let server: TestServer;
let editor: Agent;
let admin: Agent;
let viewer: Agent;
let outsider: Agent;
let folderId: number;
let photoId: number;
let secondId: number;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function upload(agent: Agent, folder: number, name: string, bytes: Uint8Array): Promise<number> {
  const [answer] = await uploadBytes<Result>(server, agent, `/api/upload/${folder}`, name, bytes);
  if (answer?.status !== 200)
    throw new Error(`upload ${name}: ${answer?.status} ${JSON.stringify(answer?.body)}`);
  return answer.body.files[0]?.Id as number;
}

const photo = () =>
  encodeJpegWithMetadata(sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } }), {
    title: 'Harbour',
    author: 'Ana Lima',
    keywords: ['harbour'],
    camera: { make: 'Canon', model: 'EOS R5' },
    dateTaken: '2024-05-06T07:08:09',
  });

beforeEach(async () => {
  await server.reset();
  const db = server.app.vitrine.db;
  // A user who may see only /Products (the workspace's files are hidden from them: 404).
  const { id } = await db
    .insertInto('users')
    .values({
      user_name: 'outsider',
      email: null,
      password_hash: await hashPassword('outsider-password', TEST_SCRYPT_COST),
      folder_id: null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', 'editor' satisfies RoleName)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('role_assignments')
    .values({
      user_id: id,
      role_id: role.id,
      folder_id: server.library.folders.products.id,
      set_id: null,
      group_id: null,
    })
    .execute();
  editor = await server.as('editor');
  admin = await server.as('superAdmin');
  viewer = await server.as('viewer');
  outsider = server.agent();
  await outsider.signIn('outsider', 'outsider-password');
  const folder = await editor.call<{ id: number }>('POST', '/api/folder/addFolder', {
    Name: 'Shoot',
    ParentId: server.library.folders.workspace.id,
  });
  folderId = folder.body.id;
  photoId = await upload(editor, folderId, 'harbour.jpg', await photo());
  secondId = await upload(editor, folderId, 'second.png', await solidImage(40, 30, 'png'));
});

const detail = (agent: Agent, id: number, skip = true) =>
  agent.call<Schemas['ImageDetail']>('GET', `/api/images/${id}${skip ? '?skipImgLogUpdate=true' : ''}`);

const row = (id: number) =>
  server.app.vitrine.db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();

describe('details (spec 001 §3, §7)', () => {
  it('answers the detail object; reading counts a view unless skipImgLogUpdate', async () => {
    const answer = await detail(editor, photoId, false);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: photoId,
      fileName: 'harbour.jpg',
      extension: 'jpg',
      mimeType: 'image/jpeg',
      folder: { id: folderId, shortPath: '/Marketing/Shoot' },
      keywords: ['harbour'],
      imageAttributes: { title: 'Harbour', author: 'Ana Lima' },
      imageIPTC: { DateCreated: '2024-05-06T07:08:09' },
      imageInfo: { width: 300, height: 200, Make: 'Canon', Model: 'EOS R5' },
      imageLog: { viewCount: 1 },
      isImage: true,
      isWebImage: true,
      isRecognizible: true,
      version: 1,
      owner: { id: server.library.userIds.editor },
    });
    expect((await detail(editor, photoId)).body.imageLog?.viewCount).toBe(1);
  });

  it('answers several in the order asked and leaves out what is missing or hidden', async () => {
    const many = await editor.call<Schemas['ImageDetail'][]>('POST', '/api/images/details', {
      ids: [secondId, 999999, photoId],
    });
    expect(many.body.map((i) => i.id)).toEqual([secondId, photoId]);
    expect((await outsider.call<unknown[]>('POST', '/api/images/details', { ids: [photoId] })).body).toEqual(
      [],
    );
    expect((await detail(outsider, photoId)).status).toBe(404);
  });
});

describe('update patches (spec 001 §3, §5, §6)', () => {
  const patch = (agent: Agent, imageIds: number[], patches: unknown[]) =>
    agent.call<{ updatedIds: number[] }>('PATCH', '/api/images', { imageIds, patches });

  it('replaces, appends and prepends; each image gets its own patches once', async () => {
    const answer = await patch(
      editor,
      [photoId, secondId],
      [
        { id: photoId, field: 'imageAttributes.subject', action: 'replace', value: 'Boats' },
        { id: photoId, field: 'imageAttributes.title', action: 'append', value: ' at dawn' },
        { id: secondId, field: 'imageAttributes.title', action: 'append', value: ' at dusk' },
        { id: secondId, field: 'imageAttributes.subject', action: 'prepend', value: 'Old ' },
      ],
    );
    expect(answer.body.updatedIds).toEqual([photoId, secondId]);
    expect((await detail(editor, photoId)).body.imageAttributes).toMatchObject({
      title: 'Harbour at dawn',
      subject: 'Boats',
    });
    expect((await detail(editor, secondId)).body.imageAttributes).toMatchObject({
      title: ' at dusk',
      subject: 'Old ',
    });
  });

  it("splits keywords on ';' (a comma stays inside a keyword) and appends without doubles", async () => {
    await patch(
      editor,
      [photoId],
      [{ id: photoId, field: 'keywords', action: 'append', value: 'Paris, France; harbour;boats' }],
    );
    expect((await detail(editor, photoId)).body.keywords).toEqual(['harbour', 'Paris, France', 'boats']);
    await patch(editor, [photoId], [{ id: photoId, field: 'keywords', action: 'replace', value: 'one' }]);
    expect((await detail(editor, photoId)).body.keywords).toEqual(['one']);
  });

  it('stores hostile text as data and answers it back as sent', async () => {
    const hostile = `<script>alert("x")</script> '; DROP TABLE files; -- \u202e`;
    await patch(
      editor,
      [photoId],
      [{ id: photoId, field: 'imageAttributes.description', action: 'replace', value: hostile }],
    );
    expect((await detail(editor, photoId)).body.imageAttributes?.description).toBe(hostile);
  });

  it('refuses an unknown field or a value outside a dictionary with 400 and saves nothing', async () => {
    const usage = await server.app.vitrine.db
      .selectFrom('custom_metadata_definitions')
      .select('id')
      .where('label', '=', 'Usage__Rights')
      .executeTakeFirstOrThrow();
    const refused = await patch(
      editor,
      [photoId],
      [
        { id: photoId, field: 'imageAttributes.title', action: 'replace', value: 'Changed' },
        { id: photoId, field: `custom-${usage.id}`, action: 'replace', value: 'Billboard' },
      ],
    );
    expect(refused.status).toBe(400);
    expect((await row(photoId))?.title).toBe('Harbour');
    expect(
      (await patch(editor, [photoId], [{ id: photoId, field: 'fileName', action: 'replace', value: 'x' }]))
        .status,
    ).toBe(400);
    const ok = await patch(
      editor,
      [photoId],
      [{ id: photoId, field: `custom-${usage.id}`, action: 'replace', value: 'Web;Print' }],
    );
    expect(ok.status).toBe(200);
    expect((await detail(editor, photoId)).body.imageCustomMetadatas).toEqual([
      { definitionId: usage.id, value: 'Web;Print' },
    ]);
  });

  it('403 for a viewer and 404 for a user who cannot see the image: nothing changes', async () => {
    const change = [{ id: photoId, field: 'imageAttributes.title', action: 'replace', value: 'Nope' }];
    const refused = await patch(viewer, [photoId], change);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      responseStatus: { message: 'You are not allowed to edit this image' },
    });
    expect((await patch(outsider, [photoId], change)).status).toBe(404);
    expect((await patch(server.agent(), [photoId], change)).status).toBe(403);
    expect((await row(photoId))?.title).toBe('Harbour');
  });
});

describe('delete (spec 001 §6, §8)', () => {
  it('deletes with delete permission and removes blobs nothing else uses; 403 / 404 otherwise', async () => {
    const before = await row(photoId);
    expect((await viewer.call('POST', '/api/images/delete', { imageIds: [photoId] })).status).toBe(403);
    expect((await outsider.call('POST', '/api/images/delete', { imageIds: [photoId] })).status).toBe(404);
    expect((await server.agent().call('POST', '/api/images/delete', { imageIds: [photoId] })).status).toBe(
      403,
    );
    expect(await row(photoId)).toBeDefined();
    const answer = await editor.call('POST', '/api/images/delete', { imageIds: [photoId, 999999] });
    expect(answer.body).toEqual({ deletedIds: [photoId], failedImageIds: [999999] });
    expect(await row(photoId)).toBeUndefined();
    expect(await server.app.vitrine.blobs.stat(before?.content_hash as string)).toBeNull();
  });
});

describe('move (spec 001 §7, §8: 409, Override, failedImageIds)', () => {
  it('answers 409 on a name in use, replaces with Override, and reports files it may not move', async () => {
    const target = (
      await editor.call<{ id: number }>('POST', '/api/folder/addFolder', {
        Name: 'Target',
        ParentId: server.library.folders.workspace.id,
      })
    ).body.id;
    const clash = await upload(editor, target, 'harbour.jpg', await solidImage(5, 5));
    const conflict = await editor.call('PATCH', '/api/files', { newFolderId: target, fileIds: [photoId] });
    expect(conflict.status).toBe(409);
    expect((await row(photoId))?.folder_id).toBe(folderId);
    const moved = await editor.call('PATCH', '/api/files', {
      newFolderId: target,
      fileIds: [photoId, secondId],
      Override: true,
    });
    expect(moved.body).toEqual({ failedImageIds: [] });
    expect((await row(photoId))?.folder_id).toBe(target);
    expect(await row(clash)).toBeUndefined();
    // A file in /Products, where the editor only reads: listed as failed, not moved.
    const product = await upload(
      admin,
      server.library.folders.products.id,
      'p.png',
      await solidImage(4, 4, 'png'),
    );
    const partial = await editor.call('PATCH', '/api/files', { newFolderId: target, fileIds: [product] });
    expect(partial.body).toEqual({ failedImageIds: [product] });
    expect((await row(product))?.folder_id).toBe(server.library.folders.products.id);
    expect(
      (await viewer.call('PATCH', '/api/files', { newFolderId: target, fileIds: [secondId] })).status,
    ).toBe(403);
  });
});

describe('sets of an image, add to set, exclude (spec 000 §6, §7; spec 001 §7)', () => {
  it('adds and excludes with the set permissions; others get 403 and nothing changes', async () => {
    const set = await server.app.vitrine.db
      .selectFrom('sets')
      .select('id')
      .where('name', '=', 'Empty set')
      .executeTakeFirstOrThrow();
    expect(
      (await viewer.call('POST', `/api/virtualsets/${set.id}/images`, { ImageIds: [photoId] })).status,
    ).toBe(403);
    expect(
      (await admin.call('POST', `/api/virtualsets/${set.id}/images`, { ImageIds: [photoId] })).status,
    ).toBe(204);
    expect((await editor.call('POST', '/api/image/virtualsets', { id: photoId })).body).toEqual([
      { id: set.id, name: 'Empty set' },
    ]);
    expect((await outsider.call('POST', '/api/image/virtualsets', { id: photoId })).status).toBe(404);
    expect(
      (await viewer.call('POST', `/api/virtualsets/${set.id}/deleteimages`, { ImageIds: [photoId] })).status,
    ).toBe(403);
    expect(
      (await server.agent().call('POST', `/api/virtualsets/${set.id}/deleteimages`, { ImageIds: [photoId] }))
        .status,
    ).toBe(403);
    expect((await admin.call('POST', '/api/image/virtualsets', { id: photoId })).body).toHaveLength(1);
    expect(
      (await admin.call('POST', `/api/virtualsets/${set.id}/deleteimages`, { ImageIds: [photoId] })).status,
    ).toBe(204);
    expect((await admin.call('POST', '/api/image/virtualsets', { id: photoId })).body).toEqual([]);
  });
});

describe('rotation, EXIF, thumbnails, video status (spec 001 §4, §7; spec 000 §7)', () => {
  it('rotates the original by 90° as a new version; a viewer gets 403', async () => {
    const id = await upload(editor, folderId, 'halves.png', await twoHalves(40, 20).png().toBuffer());
    expect((await viewer.call('PUT', '/api/image/rotate', { clockwise: true, imageId: id })).status).toBe(
      403,
    );
    expect((await row(id))?.version).toBe(1);
    const answer = await editor.call('PUT', '/api/image/rotate', { clockwise: true, imageId: id });
    expect(answer.body).toEqual({ result: true });
    expect(await row(id)).toMatchObject({ width: 20, height: 40, version: 2 });
    const original = await server.app.inject({
      method: 'GET',
      url: `/Download.aspx?id=${id}`,
      headers: { cookie: `vitrine_session=${editor.cookie}` },
    });
    // Left half red turned clockwise: red on top.
    expect(await colourAt(original.rawPayload, 10, 5)).toBe('red');
  });

  it('answers the EXIF tags, and "Exif not found for the file" for a file without any', async () => {
    const exif = await editor.call<Schemas['ExifDetails']>('GET', `/api/images/${photoId}/exif`);
    expect(exif.body.tags).toEqual(expect.arrayContaining([{ group: 'IFD0', name: 'Make', value: 'Canon' }]));
    const text = await upload(editor, folderId, 'notes.txt', Buffer.from('plain'));
    const none = await editor.call('GET', `/api/images/${text}/exif`);
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ responseStatus: { message: 'Exif not found for the file' } });
    expect((await outsider.call('GET', `/api/images/${photoId}/exif`)).status).toBe(404);
  });

  it('regenerates thumbnails with editData only', async () => {
    await server.app.vitrineJobs.worker.idle();
    expect((await viewer.call('POST', '/api/Thumb/generate', { IdArray: [photoId] })).status).toBe(403);
    expect((await editor.call('POST', '/api/Thumb/generate', { IdArray: [photoId] })).status).toBe(204);
    const jobs = await server.app.vitrine.db
      .selectFrom('jobs')
      .select(['status'])
      .where('file_id', '=', photoId)
      .execute();
    expect(jobs).toHaveLength(2);
  });

  it('answers a video status and takes priority / skip with add or webUpload (spec 001 §4, §6)', async () => {
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(100)]);
    // The worker paused: a video job it claimed at once would show '0%' instead of the states asked
    // for (on PostgreSQL the claim often came before the status request).
    await server.app.vitrineJobs.worker.stop();
    try {
      const id = await upload(editor, folderId, 'clip.mp4', mp4);
      expect((await editor.call('GET', `/api/image/videostatus/${id}`)).body).toEqual({
        id,
        status: 'unprocessed',
        videoTries: 0,
      });
      expect((await viewer.call('POST', '/api/video/retry', { Id: id, Status: 'priority' })).status).toBe(
        403,
      );
      expect((await editor.call('POST', '/api/video/retry', { Id: id, Status: 'priority' })).body).toEqual({
        status: 'ok',
        message: null,
      });
      expect((await editor.call<{ status: string }>('GET', `/api/image/videostatus/${id}`)).body.status).toBe(
        'priority',
      );
      await editor.call('POST', '/api/video/retry', { Id: id, Status: 'skipped' });
      expect((await editor.call<{ status: string }>('GET', `/api/image/videostatus/${id}`)).body.status).toBe(
        'skipped',
      );
      expect((await editor.call('POST', '/api/video/retry', { Id: photoId })).status).toBe(400);
    } finally {
      server.app.vitrineJobs.worker.start();
    }
  });
});

describe('Download.aspx (spec 000 §7, spec 001 §7, §9)', () => {
  const get = (agent: Agent | undefined, query: string) =>
    server.app.inject({
      method: 'GET',
      url: `/Download.aspx?${query}`,
      headers: agent?.cookie ? { cookie: `vitrine_session=${agent.cookie}` } : {},
    });

  it('serves the original as an attachment with its type and nosniff; a guest may download, a hidden file is 404', async () => {
    const answer = await get(editor, `id=${photoId}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/jpeg');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="harbour.jpg"; filename*=UTF-8''harbour.jpg`,
    );
    expect(
      answer.rawPayload.equals(
        await server.app.vitrine.blobs.get((await row(photoId))?.content_hash as string),
      ),
    ).toBe(true);
    // The content hash is its ETag: a client holding it gets 304 without the bytes.
    const etag = String(answer.headers.etag);
    expect(etag).toBe(`"${(await row(photoId))?.content_hash}"`);
    const again = await server.app.inject({
      method: 'GET',
      url: `/Download.aspx?id=${photoId}`,
      headers: { cookie: `vitrine_session=${editor.cookie}`, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await get(undefined, `id=${photoId}`)).statusCode).toBe(200);
    expect((await get(outsider, `id=${photoId}`)).statusCode).toBe(404);
  });

  it('serves a placeholder while the thumbnail job has not run, then the rendition of the size asked', async () => {
    const id = await upload(editor, folderId, 'big.png', await solidImage(2000, 1000, 'png'));
    // As if the job had not run yet (the worker is idle once the upload's job is done).
    await server.app.vitrineJobs.worker.idle();
    await server.app.vitrine.db.deleteFrom('renditions').where('file_id', '=', id).execute();
    const pending = await get(editor, `id=${id}&thumb=5`);
    expect(pending.headers['x-vitrine-placeholder']).toBe('pending');
    expect(pending.headers['cache-control']).toBe('no-store');
    await editor.call('POST', '/api/Thumb/generate', { IdArray: [id] });
    await server.app.vitrineJobs.worker.idle();
    for (const [thumb, width] of [
      [5, 1024],
      [3, 1920],
      [4, 2000],
      [0, 384],
    ] as const) {
      const answer = await get(editor, `id=${id}&thumb=${thumb}`);
      expect(answer.headers['x-vitrine-placeholder']).toBeUndefined();
      expect((await sharp(answer.rawPayload).metadata()).width).toBe(width);
    }
    // A PDF gets its first page drawn (issue 14); one with no page to draw fails for good.
    const pdf = await upload(editor, folderId, 'doc.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    await server.app.vitrineJobs.worker.idle();
    expect((await get(editor, `id=${pdf}&thumb=0`)).headers['x-vitrine-placeholder']).toBe('failed');
  });

  it('never serves something a browser could run inline: SVG, HTML (whatever its name) and PDF are attachments', async () => {
    const svg = await upload(
      editor,
      folderId,
      'logo.svg',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>',
      ),
    );
    const html = await upload(
      editor,
      folderId,
      'innocent.png',
      Buffer.from('<!doctype html><script>alert(1)</script>'),
    );
    const pdf = await upload(editor, folderId, 'doc.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    for (const [id, type] of [
      [svg, 'image/svg+xml'],
      [html, 'text/html'],
      [pdf, 'application/pdf'],
    ] as const) {
      const answer = await get(editor, `id=${id}&preview=1`);
      expect(answer.headers['content-type']).toBe(type);
      expect(String(answer.headers['content-disposition'])).toMatch(/^attachment;/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    // A raster preview is inline (the medium rendition once made).
    await server.app.vitrineJobs.worker.idle();
    const raster = await get(editor, `id=${secondId}&preview=1`);
    expect(raster.headers['content-type']).toBe('image/jpeg');
    expect(String(raster.headers['content-disposition'])).toMatch(/^inline;/);
  });

  it('writes a hostile name into Content-Disposition as data', async () => {
    const id = await upload(editor, folderId, 'a"b;X-Evil: 1 é.png', await solidImage(4, 4, 'png'));
    const answer = await get(editor, `id=${id}`);
    expect(answer.headers['x-evil']).toBeUndefined();
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="a_b;X-Evil: 1 _.png"; filename*=UTF-8''a%22b%3BX-Evil%3A%201%20%C3%A9.png`,
    );
  });
});
