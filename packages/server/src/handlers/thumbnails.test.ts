// POST /Thumbnails.asmx/Change (spec 000 §7 "{id, type, data}"; the meaning of type and data is
// ours, docs/decisions.md "Custom thumbnails") on the real server with a real video made by ffmpeg
// and real pictures made by sharp: a frame at a time, a sent picture, back to automatic; editData
// enforced (spec 001 §6); the bounds; new URLs (thumbnailVersion); the choice kept when thumbnails
// are made again, dropped when the content changes.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THUMBNAIL_CHANGE_MESSAGES } from '../images/thumbnail-change';
import { findVideoTools } from '../jobs/ffmpeg';
import { type Agent, startTestServer, type TestServer } from '../testing/harness';
import { colourAt, pngBomb, solidImage } from '../testing/images';
import { uploadBytes } from '../testing/upload';

const run = promisify(execFile);
const tools = await findVideoTools();
if (!tools) throw new Error('These tests need ffmpeg and ffprobe (apt-get install ffmpeg).');

let scratch: string;
let server: TestServer;
let editor: Agent;
let viewer: Agent;
let admin: Agent;
let video: number;
let photo: number;

/** Red for the first second, blue for the next two: the frame taken shows which time was used. */
async function redThenBlueVideo(): Promise<Buffer> {
  const out = join(scratch, 'red-blue.mp4');
  await run(tools?.ffmpeg ?? 'ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'color=c=red:size=160x120:rate=10:duration=1',
    '-f',
    'lavfi',
    '-i',
    'color=c=blue:size=160x120:rate=10:duration=2',
    '-filter_complex',
    '[0:v][1:v]concat=n=2:v=1[v]',
    '-map',
    '[v]',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    out,
  ]);
  return readFile(out);
}

async function upload(name: string, bytes: Uint8Array): Promise<number> {
  const answers = await uploadBytes<{ files: { Id: number }[] }>(
    server,
    editor,
    `/api/upload/${server.library.folders.workspace.id}`,
    name,
    bytes,
  );
  expect(answers.at(-1)?.status, JSON.stringify(answers.at(-1)?.body)).toBe(200);
  await server.app.vitrineJobs.worker.idle();
  return answers.at(-1)?.body.files[0]?.Id ?? 0;
}

/** The file's thumbnailVersion as a tile reads it (the search's ImageSummary). */
async function tileVersion(id: number): Promise<string | null> {
  const answer = await admin.call<{ images: { id: number; thumbnailVersion: string | null }[] }>(
    'POST',
    '/api/search',
    { criteria: { selectedFolder: server.library.folders.workspace.id } },
  );
  return answer.body.images.find((image) => image.id === id)?.thumbnailVersion ?? null;
}

/** The tiny thumbnail (thumb=1) at its versioned URL, and how it is cached. */
async function thumbnail(id: number, version: string | null) {
  const answer = await server.app.inject({
    method: 'GET',
    url: `/Download.aspx?id=${id}&thumb=1${version ? `&v=${version}` : ''}`,
    headers: { cookie: `vitrine_session=${admin.cookie}` },
  });
  expect(answer.statusCode).toBe(200);
  return { bytes: answer.rawPayload, cacheControl: answer.headers['cache-control'] };
}

const change = (agent: Agent, body: { id: number; type: string; data: string }) =>
  agent.call<{ id: number; thumbnailVersion: string | null } | { responseStatus: { message: string } }>(
    'POST',
    '/Thumbnails.asmx/Change',
    body,
  );

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'vitrine-thumbnail-change-'));
  server = await startTestServer();
  await server.app.ready();
  editor = await server.as('editor');
  viewer = await server.as('viewer');
  admin = await server.as('superAdmin');
  video = await upload('red then blue.mp4', await redThenBlueVideo());
  photo = await upload('green.png', await solidImage(300, 200, 'png', '#00aa00'));
}, 120_000);

afterAll(async () => {
  await server?.close();
  await rm(scratch, { recursive: true, force: true });
});

// ffmpeg runs for real on a loaded machine: the timeouts are hang guards, not speed checks.
describe('POST /Thumbnails.asmx/Change', { timeout: 60_000 }, () => {
  it('a frame of the video at a time becomes its thumbnail, at a new URL cached for good', async () => {
    const automatic = await tileVersion(video);
    expect(automatic).not.toBeNull();
    // The automatic poster is taken one second in (jobs/video.ts posterTime): already blue.
    expect(await colourAt((await thumbnail(video, automatic)).bytes, 10, 10)).toBe('blue');

    const answer = await change(editor, { id: video, type: 'frame', data: '0.2' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { thumbnailVersion } = answer.body as { thumbnailVersion: string };
    expect(thumbnailVersion).not.toBe(automatic);
    expect(await tileVersion(video)).toBe(thumbnailVersion);
    const chosen = await thumbnail(video, thumbnailVersion);
    expect(await colourAt(chosen.bytes, 10, 10)).toBe('red');
    expect(chosen.cacheControl).toContain('immutable');
    // The old URL is no longer the current one: revalidated, never the year-long cache.
    expect((await thumbnail(video, automatic)).cacheControl).toBe('private, no-cache');
    // Every size changed, not only the tile's.
    const medium = await server.app.inject({
      method: 'GET',
      url: `/Download.aspx?id=${video}&thumb=3`,
      headers: { cookie: `vitrine_session=${admin.cookie}` },
    });
    expect(await colourAt(medium.rawPayload, 10, 10)).toBe('red');
  });

  it('is kept when the thumbnails are made again (regenerate), and the web rendition stays', async () => {
    const chosen = await tileVersion(video);
    const regenerate = await editor.call('POST', '/api/Thumb/generate', { IdArray: [video] });
    expect(regenerate.status).toBe(204);
    await server.app.vitrineJobs.worker.idle();
    expect(await tileVersion(video)).toBe(chosen);
    expect(await colourAt((await thumbnail(video, chosen)).bytes, 10, 10)).toBe('red');
  });

  it('a sent picture becomes the thumbnail of any file; automatic brings the made one back', async () => {
    const automatic = await tileVersion(photo);
    const red = await solidImage(640, 480, 'jpeg', '#ff0000');
    const answer = await change(editor, { id: photo, type: 'image', data: dataUrl('image/jpeg', red) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const version = (answer.body as { thumbnailVersion: string }).thumbnailVersion;
    expect(version).not.toBe(automatic);
    expect(await colourAt((await thumbnail(photo, version)).bytes, 5, 5)).toBe('red');
    const row = await server.app.vitrine.db
      .selectFrom('files')
      .select(['content_hash', 'custom_thumbnail_for'])
      .where('id', '=', photo)
      .executeTakeFirstOrThrow();
    expect(row.custom_thumbnail_for).toBe(row.content_hash);

    const back = await change(editor, { id: photo, type: 'automatic', data: '' });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    // Made again from the same content: the same bytes, so the same version as before the choice.
    expect((back.body as { thumbnailVersion: string }).thumbnailVersion).toBe(automatic);
    const [r, g, b] = (
      await sharp((await thumbnail(photo, automatic)).bytes)
        .raw()
        .toBuffer()
    ).subarray(0, 3);
    expect([r, g, b].map((value) => Math.round((value ?? 0) / 16))).toEqual([0, 11, 0]);
  });

  it('the video goes back to its poster frame with automatic', async () => {
    const answer = await change(editor, { id: video, type: 'automatic', data: '' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const version = (answer.body as { thumbnailVersion: string }).thumbnailVersion;
    expect(await colourAt((await thumbnail(video, version)).bytes, 10, 10)).toBe('blue');
  });

  it('a new content of the file (a rotation) drops the choice: its thumbnails are made from it', async () => {
    const red = await solidImage(64, 64, 'png', '#ff0000');
    await change(editor, { id: photo, type: 'image', data: dataUrl('image/png', red) });
    const rotated = await editor.call('PUT', '/api/image/rotate', { imageId: photo, clockwise: true });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    await server.app.vitrineJobs.worker.idle();
    const version = await tileVersion(photo);
    const [r, g] = (
      await sharp((await thumbnail(photo, version)).bytes)
        .raw()
        .toBuffer()
    ).subarray(0, 3);
    expect((r ?? 0) < 60 && (g ?? 0) > 140).toBe(true);
  });

  it('needs editData on the file (spec 001 §6): a viewer is refused, nothing changes', async () => {
    const before = await tileVersion(video);
    const answer = await change(viewer, { id: video, type: 'frame', data: '0.2' });
    expect(answer.status).toBe(403);
    expect(await tileVersion(video)).toBe(before);
  });

  it.each([
    [
      'a time past the end',
      { type: 'frame', data: '9' },
      'video',
      /^The time of the frame must be between 0 and 3(\.\d+)? seconds\.$/,
    ],
    [
      'a time that is no number',
      { type: 'frame', data: 'soon' },
      'video',
      THUMBNAIL_CHANGE_MESSAGES.badTime(null),
    ],
    ['a frame of a picture', { type: 'frame', data: '0' }, 'photo', THUMBNAIL_CHANGE_MESSAGES.notVideo],
    [
      'data that is no data URL',
      { type: 'image', data: 'hello' },
      'photo',
      THUMBNAIL_CHANGE_MESSAGES.badImage,
    ],
    [
      'a data URL that is no picture',
      { type: 'image', data: dataUrl('image/png', Buffer.from('<html>not a picture</html>')) },
      'photo',
      THUMBNAIL_CHANGE_MESSAGES.badImage,
    ],
    [
      'an SVG',
      {
        type: 'image',
        data: dataUrl(
          'image/svg+xml',
          Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
          ),
        ),
      },
      'photo',
      THUMBNAIL_CHANGE_MESSAGES.badImage,
    ],
    [
      'a picture over the pixel limit',
      { type: 'image', data: dataUrl('image/png', pngBomb(10_000)) },
      'photo',
      THUMBNAIL_CHANGE_MESSAGES.tooLarge,
    ],
    [
      'more than 5,000,000 bytes',
      { type: 'image', data: dataUrl('image/png', Buffer.alloc(5_000_100, 1)) },
      'photo',
      THUMBNAIL_CHANGE_MESSAGES.tooLarge,
    ],
  ])('refuses %s with 400 and a message to show', async (_name, request, which, message) => {
    const id = which === 'video' ? video : photo;
    const before = await tileVersion(id);
    const answer = await change(editor, { id, ...request });
    expect(answer.status).toBe(400);
    const shown = (answer.body as { responseStatus: { message: string } }).responseStatus.message;
    if (typeof message === 'string') expect(shown).toBe(message);
    else expect(shown).toMatch(message);
    expect(await tileVersion(id)).toBe(before);
  });
});
