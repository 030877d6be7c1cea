// POST /Thumbnails.asmx/Change (spec 000 §7 "{id, type, data}"; what type and data mean is ours,
// docs/decisions.md "Custom thumbnails"): a frame of a video at a time, a sent picture for any file,
// back to automatic; each answers the new thumbnailVersion and the listing carries it. editData on
// the file (spec 001 §6), the bounds and their messages, the same on every target.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ImageSummary } from '@vitrine/api-client';
import { expect, it } from 'vitest';
import { type Contract, describeContract, expectApiError } from './support';

/** A two-second H.264 MP4 made by ffmpeg (the server draws real frames from it). */
async function twoSecondMp4(): Promise<Uint8Array<ArrayBuffer>> {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-contract-video-'));
  try {
    const out = join(dir, 'clip.mp4');
    await promisify(execFile)(process.env.VITRINE_FFMPEG ?? 'ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=160x120:rate=10:duration=2',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      out,
    ]);
    return new Uint8Array(await readFile(out));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The summary of `id` once it has thumbnails (the server's worker makes them after the upload). */
async function ready(c: Contract, folderId: number, id: number): Promise<ImageSummary> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const image = (await c.filesIn(folderId)).find((file) => file.id === id);
    if (!image) throw new Error(`file ${id} not listed`);
    const drawn = image.thumbnailVersion && (!image.isVideo || typeof image.durationSeconds === 'number');
    if (drawn || Date.now() > deadline) return image;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A 4×4 red PNG as a data URL. */
const RED_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGP4z8AARwzEcQCukw/x0F8jngAAAABJRU5ErkJggg==';

const change = (c: Contract, id: number, type: 'frame' | 'image' | 'automatic', data: string) =>
  c.client.POST('/Thumbnails.asmx/Change', { body: { id, type, data } });

describeContract('thumbnail change', (c) => {
  it('a sent picture becomes a file’s thumbnail at a new version; automatic goes back', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const id = await c.uploadPng(folder.id, 'picked.png');
    const before = (await ready(c, folder.id, id)).thumbnailVersion;

    const picked = await change(c, id, 'image', RED_PNG);
    expect(picked.response.status).toBe(200);
    expect(picked.data?.id).toBe(id);
    const version = picked.data?.thumbnailVersion;
    expect(version).toMatch(/^[0-9A-Za-z_-]{1,64}$/);
    expect(version).not.toBe(before);
    expect((await c.filesIn(folder.id)).find((file) => file.id === id)?.thumbnailVersion).toBe(version);
    const thumb = await c.target.fetch(
      new Request(`${c.target.baseUrl}/Download.aspx?id=${id}&thumb=1&v=${version}`),
    );
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type') ?? '').toMatch(/^image\//);

    const back = await change(c, id, 'automatic', '');
    expect(back.response.status).toBe(200);
    expect(back.data?.thumbnailVersion).not.toBe(version);
  });

  it('a frame of a video at a time becomes its thumbnail; a time past its end is refused', {
    timeout: 60_000,
  }, async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const upload = await c.upload(
      folder.id,
      new File([await twoSecondMp4()], 'clip.mp4', { type: 'video/mp4' }),
    );
    expect(upload.outcome.status).toBe('done');
    const video = (await c.filesIn(folder.id)).find((file) => file.fileName === 'clip.mp4');
    if (!video) throw new Error('the video is not listed');
    const before = (await ready(c, folder.id, video.id)).thumbnailVersion;

    const frame = await change(c, video.id, 'frame', '0.5');
    expect(frame.response.status).toBe(200);
    expect(frame.data?.thumbnailVersion).not.toBe(before);

    const late = await change(c, video.id, 'frame', '100000');
    const error = expectApiError(late, 400);
    expect((error.body as { responseStatus: { message: string } }).responseStatus.message).toMatch(
      /^The time of the frame must be between 0 and \d+(\.\d+)? seconds\.$/,
    );
  });

  it('refuses what is not a picture, a frame of a picture, a viewer (403) and a file that is not there (404)', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const id = await c.uploadPng(folder.id, 'kept.png');
    expectApiError(
      await change(c, id, 'image', 'hello'),
      400,
      'The thumbnail must be a JPEG, PNG, WebP or GIF image.',
    );
    expectApiError(
      await change(
        c,
        id,
        'image',
        `data:image/png;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`,
      ),
      400,
      'The thumbnail must be a JPEG, PNG, WebP or GIF image.',
    );
    expectApiError(
      await change(c, id, 'frame', '0'),
      400,
      'Only a video has frames to choose a thumbnail from.',
    );
    expectApiError(await change(c, 999_999_999, 'automatic', ''), 404);

    await c.signInAs('viewer');
    expectApiError(await change(c, id, 'image', RED_PNG), 403);
  });
});
