// Saving an annotation over HTTP (spec 001 §2 "the drawing is merged and saved in PNG format and the
// original stays in version history", §5 "Image is too large to be annotated!", §6 annotations
// enabled and editData; issue 18): the drawing is laid over the image as Download.aspx?rotate=1
// serves it, the result is a new version marked wasAnnotated, the original kept and restorable, the
// thumbnails made again. The merged pixels are read back with sharp.
import type { components } from '@vitrine/api-client';
import { ANNOTATION_MAX_PIXELS } from '@vitrine/core';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeSetting } from '../library/settings';
import { type Agent, startTestServer, type TestServer } from '../testing/harness';
import { postMultipart, uploadBytes } from '../testing/upload';
import { ANNOTATION_MAX_BYTES, ANNOTATION_MESSAGES } from './annotation';

type ImageVersion = components['schemas']['ImageVersion'];
const TOO_LARGE = 'Image is too large to be annotated!';

let server: TestServer;
let editor: Agent;
let viewer: Agent;
let folderId: number;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

beforeEach(async () => {
  await server.reset();
  editor = await server.as('editor');
  viewer = await server.as('viewer');
  const folder = await editor.call<{ id: number }>('POST', '/api/folder/addFolder', {
    Name: 'Whiteboard',
    ParentId: server.library.folders.workspace.id,
  });
  folderId = folder.body.id;
});

const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

/** A transparent drawing of `width` × `height` with a filled rectangle (x, y, w, h) in `colour`. */
function drawing(
  width: number,
  height: number,
  rect: { x: number; y: number; w: number; h: number } | null,
  colour = '#ff0000',
): Promise<Buffer> {
  const shape = rect
    ? `<rect x="${rect.x}" y="${rect.y}" width="${rect.w}" height="${rect.h}" fill="${colour}"/>`
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shape}</svg>`;
  return sharp(Buffer.from(svg)).ensureAlpha().png().toBuffer();
}

async function upload(name: string, bytes: Buffer): Promise<number> {
  const answers = await uploadBytes<{ files: { Id: number }[] }>(
    server,
    editor,
    `/api/upload/${folderId}`,
    name,
    bytes,
  );
  const last = answers.at(-1);
  if (last?.status !== 200) throw new Error(`upload ${name}: ${last?.status} ${JSON.stringify(last?.body)}`);
  return last.body.files[0]?.Id as number;
}

const annotate = <T = { id: number; versionId: number | null }>(
  agent: Agent,
  id: number,
  bytes: Buffer | null,
) =>
  postMultipart<T>(
    server,
    agent,
    `/api/images/${id}/annotation`,
    [],
    bytes ? { bytes, name: 'annotation.png' } : null,
  );

const row = (id: number) =>
  server.app.vitrine.db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function download(id: number, query = ''): Promise<Buffer> {
  const answer = await server.app.inject({
    method: 'GET',
    url: `/Download.aspx?id=${id}${query}`,
    headers: { cookie: `vitrine_session=${editor.cookie}` },
  });
  expect(answer.statusCode).toBe(200);
  return answer.rawPayload;
}

/** The RGB of one pixel of an encoded image. */
async function pixel(image: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [data[offset] ?? -1, data[offset + 1] ?? -1, data[offset + 2] ?? -1];
}

const isRed = ([r, g, b]: [number, number, number]) => r > 200 && g < 60 && b < 60;
const isBlue = ([r, g, b]: [number, number, number]) => b > 200 && r < 60 && g < 60;

describe('saving an annotation (spec 001 §2)', () => {
  it('merges the drawing over the image as a PNG new version; the original stays in the history', async () => {
    const original = await solid(120, 80, '#0000ff').jpeg().toBuffer();
    const id = await upload('harbour.jpg', original);
    const before = await row(id);

    const answer = await annotate(editor, id, await drawing(120, 80, { x: 10, y: 10, w: 30, h: 20 }));
    expect(answer.status).toBe(200);
    expect(answer.body.id).toBe(id);

    const after = await row(id);
    expect(after).toMatchObject({ mime_type: 'image/png', width: 120, height: 80, version: 2 });
    // The name and the metadata users edited stay: the file is the same item (docs/decisions.md).
    expect(after.file_name).toBe('harbour.jpg');
    const merged = await download(id);
    expect((await sharp(merged).metadata()).format).toBe('png');
    expect(isRed(await pixel(merged, 20, 15))).toBe(true);
    expect(isRed(await pixel(merged, 39, 29))).toBe(true);
    expect(isBlue(await pixel(merged, 60, 50))).toBe(true);
    expect(isBlue(await pixel(merged, 5, 5))).toBe(true);

    const versions = await editor.call<{ imageVersions: ImageVersion[] }>('GET', `/api/versions/${id}`);
    const [current, kept] = versions.body.imageVersions;
    expect(versions.body.imageVersions).toHaveLength(2);
    expect(current).toMatchObject({ versionNumber: 2, wasAnnotated: true, isLastPictureVersion: true });
    expect(kept).toMatchObject({ versionNumber: 1, wasAnnotated: false, extension: 'jpg' });
    expect(answer.body.versionId).toBe(kept?.id);
    expect(JSON.parse(current?.auditRecord?.data ?? '[]')).toContainEqual({
      fieldName: 'annotation',
      newValue: 'png',
    });
    // The original's bytes, untouched, are the kept version's.
    const keptFile = await server.app.inject({
      method: 'GET',
      url: `/api/version/${kept?.id}/file`,
      headers: { cookie: `vitrine_session=${editor.cookie}` },
    });
    expect(Buffer.compare(keptFile.rawPayload, original)).toBe(0);
    expect(before.content_hash).not.toBe(after.content_hash);

    // Restoring the original brings its pixels back as the current content.
    const restored = await editor.call('POST', `/api/versions/${id}/restore/${kept?.id}`);
    expect(restored.status).toBe(200);
    expect((await row(id)).content_hash).toBe(before.content_hash);
  });

  it('makes the thumbnails again from the merged picture', async () => {
    const id = await upload('dock.png', await solid(200, 100, '#0000ff').png().toBuffer());
    await server.app.vitrineJobs.worker.idle();
    expect(isBlue(await pixel(await download(id, '&preview=1'), 150, 50))).toBe(true);
    const answer = await annotate(editor, id, await drawing(200, 100, { x: 100, y: 0, w: 100, h: 100 }));
    expect(answer.status).toBe(200);
    await server.app.vitrineJobs.worker.idle();
    const preview = await download(id, '&preview=1');
    expect(isRed(await pixel(preview, 150, 50))).toBe(true);
    expect(isBlue(await pixel(preview, 50, 50))).toBe(true);
  });

  it('draws over the image turned upright from its EXIF orientation, as Download.aspx?rotate=1 shows it', async () => {
    // Stored 80 × 40 with orientation 6 (turn 90° clockwise to show): upright it is 40 × 80.
    const stored = await solid(80, 40, '#0000ff').jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const id = await upload('portrait.jpg', stored);
    const background = await download(id, '&rotate=1');
    expect(await sharp(background).metadata()).toMatchObject({ width: 40, height: 80 });

    // A mark in the top 20 rows of the upright picture.
    const answer = await annotate(editor, id, await drawing(40, 80, { x: 0, y: 0, w: 40, h: 20 }));
    expect(answer.status).toBe(200);
    const merged = await download(id);
    const meta = await sharp(merged).metadata();
    expect(meta).toMatchObject({ width: 40, height: 80 });
    expect(meta.orientation ?? 1).toBe(1);
    expect(isRed(await pixel(merged, 20, 10))).toBe(true);
    expect(isBlue(await pixel(merged, 20, 60))).toBe(true);
    expect(await row(id)).toMatchObject({ width: 40, height: 80, rotation: 0 });
  });

  it('stretches a drawing of another size over the whole image', async () => {
    const id = await upload('wide.png', await solid(100, 50, '#0000ff').png().toBuffer());
    // The right half of a 50 × 25 drawing covers the right half of the image.
    const answer = await annotate(editor, id, await drawing(50, 25, { x: 25, y: 0, w: 25, h: 25 }));
    expect(answer.status).toBe(200);
    const merged = await download(id);
    expect(isRed(await pixel(merged, 80, 25))).toBe(true);
    expect(isBlue(await pixel(merged, 20, 25))).toBe(true);
  });
});

describe('refusals (spec 001 §5, §6)', () => {
  const unchanged = async (id: number, hash: string) => {
    expect(await row(id)).toMatchObject({ content_hash: hash, version: 1 });
  };

  it('refuses an empty drawing, one with nothing visible, and no file part, with the spec message', async () => {
    const id = await upload('calm.png', await solid(60, 40, '#0000ff').png().toBuffer());
    const { content_hash: hash } = await row(id);
    for (const bytes of [Buffer.alloc(0), await drawing(60, 40, null), null]) {
      const answer = await annotate<{ responseStatus: { message: string } }>(editor, id, bytes);
      expect(answer.status).toBe(400);
      expect(answer.body.responseStatus.message).toBe(TOO_LARGE);
    }
    await unchanged(id, hash);
  });

  it(`refuses an image over ${ANNOTATION_MAX_PIXELS} pixels with the spec message`, async () => {
    const id = await upload('huge.png', await solid(4097, 4096, '#0000ff').png().toBuffer());
    const { content_hash: hash } = await row(id);
    const answer = await annotate<{ responseStatus: { message: string } }>(
      editor,
      id,
      await drawing(40, 40, { x: 0, y: 0, w: 10, h: 10 }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.responseStatus.message).toBe(TOO_LARGE);
    await unchanged(id, hash);
  });

  it('refuses a drawing over the byte limit with 413 and the spec message', async () => {
    const id = await upload('tide.png', await solid(60, 40, '#0000ff').png().toBuffer());
    const { content_hash: hash } = await row(id);
    const answer = await annotate<{ responseStatus: { message: string } }>(
      editor,
      id,
      Buffer.alloc(ANNOTATION_MAX_BYTES + 1, 1),
    );
    expect(answer.status).toBe(413);
    expect(answer.body.responseStatus.message).toBe(TOO_LARGE);
    await unchanged(id, hash);
  }, 60_000);

  it('refuses a drawing that is not a PNG, and a file that is not an image', async () => {
    const id = await upload('reef.png', await solid(60, 40, '#0000ff').png().toBuffer());
    const { content_hash: hash } = await row(id);
    const jpeg = await annotate<{ responseStatus: { message: string } }>(
      editor,
      id,
      await solid(60, 40, '#ff0000').jpeg().toBuffer(),
    );
    expect(jpeg.status).toBe(400);
    expect(jpeg.body.responseStatus.message).toBe(ANNOTATION_MESSAGES.notPng);
    await unchanged(id, hash);

    const text = await upload('notes.txt', Buffer.from('plain words'));
    const answer = await annotate<{ responseStatus: { message: string } }>(
      editor,
      text,
      await drawing(10, 10, { x: 0, y: 0, w: 5, h: 5 }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.responseStatus.message).toBe(ANNOTATION_MESSAGES.notAnImage);
  });

  it('needs editData (a viewer gets 403) and annotations enabled (403 while off)', async () => {
    const id = await upload('quay.png', await solid(60, 40, '#0000ff').png().toBuffer());
    const { content_hash: hash } = await row(id);
    const mark = await drawing(60, 40, { x: 0, y: 0, w: 10, h: 10 });
    expect((await annotate(viewer, id, mark)).status).toBe(403);
    await writeSetting(server.app.vitrine.db, 'globalSettings', { enableAnnotations: false });
    try {
      const off = await annotate<{ responseStatus: { message: string } }>(editor, id, mark);
      expect(off.status).toBe(403);
      expect(off.body.responseStatus.message).toBe(ANNOTATION_MESSAGES.disabled);
    } finally {
      await writeSetting(server.app.vitrine.db, 'globalSettings', { enableAnnotations: true });
    }
    await unchanged(id, hash);
    expect((await annotate(editor, id, mark)).status).toBe(200);
  });

  it('answers 404 for an image that does not exist', async () => {
    const mark = await drawing(10, 10, { x: 0, y: 0, w: 5, h: 5 });
    expect((await annotate(editor, 987_654, mark)).status).toBe(404);
  });
});
