// Real tiles for PDF and audio (issue 14) on the real server with real files made in the test: a
// PDF's first page (pdftoppm) and an audio file's waveform (ffmpeg showwavespic) become the four
// renditions of spec 000 §9, ImageSummary carries the page count and the length (a video's too,
// from the video job), and a PDF pdftoppm cannot draw takes the failed state like a damaged photo.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createRandom } from '@vitrine/core';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encodeWav, synthesiseMelody } from '../seed/audio';
import { makeDemoPdf } from '../seed/pdf';
import { type Agent, startTestServer, type TestServer } from '../testing/harness';
import { uploadBytes } from '../testing/upload';
import { findPdfTools, WAVEFORM_SIZE } from './documents';
import { findVideoTools } from './ffmpeg';
import { JOB_KINDS, JOB_STATUS } from './queue';

const run = promisify(execFile);
const videoTools = await findVideoTools();
if (!videoTools) throw new Error('These tests need ffmpeg and ffprobe (apt-get install ffmpeg).');
if (!(await findPdfTools())) throw new Error('These tests need pdftoppm (apt-get install poppler-utils).');

let server: TestServer;
let admin: Agent;
let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'vitrine-documents-test-'));
  server = await startTestServer();
  await server.app.ready();
});
beforeEach(async () => {
  await server.reset();
  admin = await server.as('superAdmin');
});
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

async function upload(name: string, bytes: Uint8Array): Promise<number> {
  const answers = await uploadBytes<{ files: { Id: number }[] }>(
    server,
    admin,
    `/api/upload/${server.library.folders.workspace.id}`,
    name,
    bytes,
  );
  expect(answers.at(-1)?.status, JSON.stringify(answers.at(-1)?.body)).toBe(200);
  const id = answers.at(-1)?.body.files[0]?.Id ?? 0;
  await server.app.vitrineJobs.worker.idle();
  return id;
}

type Summary = {
  id: number;
  isPdf?: boolean;
  isAudio?: boolean;
  thumbnailFailed?: boolean;
  thumbnailVersion?: string | null;
  durationSeconds?: number | null;
  pageCount?: number | null;
};

async function summaryOf(id: number): Promise<Summary> {
  const answer = await admin.call<{ images: Summary[] }>('POST', '/api/search', {
    criteria: { selectedFolder: server.library.folders.workspace.id },
  });
  expect(answer.status).toBe(200);
  const image = answer.body.images.find((candidate) => candidate.id === id);
  expect(image).toBeDefined();
  return image as Summary;
}

/** Download.aspx?thumb=1 (tiny, 384×288 box): the picture's size, or the placeholder's reason. */
async function tiny(id: number) {
  const answer = await server.app.inject({
    method: 'GET',
    url: `/Download.aspx?id=${id}&thumb=1`,
    headers: { cookie: `vitrine_session=${admin.cookie}` },
  });
  expect(answer.statusCode).toBe(200);
  const placeholder = answer.headers['x-vitrine-placeholder'];
  if (placeholder !== undefined) return { placeholder };
  const meta = await sharp(answer.rawPayload).metadata();
  const stats = await sharp(answer.rawPayload).stats();
  return { width: meta.width, height: meta.height, type: answer.headers['content-type'], stats };
}

async function lastThumbnailJob(id: number) {
  return server.app.vitrine.db
    .selectFrom('jobs')
    .selectAll()
    .where('file_id', '=', id)
    .where('kind', '=', JOB_KINDS.thumbnails)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

describe('PDF and audio thumbnails (issue 14)', { timeout: 60_000 }, () => {
  it('a PDF: its first page (A4, portrait) is every thumbnail size, and the summary says 3 pages', async () => {
    const { bytes } = await makeDemoPdf(createRandom(7), 3);
    const id = await upload('price-list.pdf', bytes);
    const picture = await tiny(id);
    expect(picture.placeholder).toBeUndefined();
    // A4 is 210 × 297 mm: fitted into 384 × 288, the height fills the box.
    expect(picture.height).toBe(288);
    expect(picture.width).toBeGreaterThanOrEqual(202);
    expect(picture.width).toBeLessThanOrEqual(206);
    // A drawn page, not a flat colour: the text makes dark pixels on white paper.
    expect(picture.stats?.channels[0]?.min).toBeLessThan(128);
    expect(picture.stats?.channels[0]?.max).toBeGreaterThan(240);
    const renditions = await server.app.vitrine.db
      .selectFrom('renditions')
      .select('size')
      .where('file_id', '=', id)
      .execute();
    expect(renditions.map((r) => r.size).sort()).toEqual(['large', 'medium', 'small', 'tiny']);
    const summary = await summaryOf(id);
    expect(summary).toMatchObject({ isPdf: true, pageCount: 3, durationSeconds: null, thumbnailFailed: false });
    expect(summary.thumbnailVersion).toEqual(expect.any(String));
  });

  it('a WAV: its waveform (4:3) is the thumbnail, and the summary says how long it plays', async () => {
    const samples = synthesiseMelody(createRandom(3), 2.5, 22_050);
    const id = await upload('jingle.wav', encodeWav(samples, 22_050));
    const picture = await tiny(id);
    expect(picture.placeholder).toBeUndefined();
    expect([picture.width, picture.height]).toEqual([
      384,
      Math.round((384 * WAVEFORM_SIZE.height) / WAVEFORM_SIZE.width),
    ]);
    // The wave (blue) on its light background: both colours are there.
    expect(picture.stats?.channels[0]?.min).toBeLessThan(100);
    expect(picture.stats?.channels[2]?.max).toBeGreaterThan(200);
    const summary = await summaryOf(id);
    expect(summary.isAudio).toBe(true);
    expect(summary.pageCount).toBeNull();
    expect(summary.durationSeconds).toBeCloseTo(2.5, 1);
    expect(summary.thumbnailVersion).toEqual(expect.any(String));
  });

  it('an MP3 (no WAV header to read): ffprobe gives its length', async () => {
    const out = join(scratch, 'tone.mp3');
    await run(videoTools.ffmpeg, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=330:duration=3',
      '-c:a',
      'libmp3lame',
      out,
    ]);
    const id = await upload('tone.mp3', await readFile(out));
    expect((await tiny(id)).placeholder).toBeUndefined();
    const summary = await summaryOf(id);
    expect(summary.durationSeconds).toBeGreaterThan(2.9);
    expect(summary.durationSeconds).toBeLessThan(3.2);
  });

  it('a video: the video job records its length for the tile', async () => {
    const out = join(scratch, 'clip.mp4');
    await run(videoTools.ffmpeg, [
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
    const id = await upload('clip.mp4', await readFile(out));
    const summary = await summaryOf(id);
    expect(summary.durationSeconds).toBeCloseTo(2, 1);
    expect(summary.pageCount).toBeNull();
  });

  it('a PDF pdftoppm cannot draw: the job fails for good, the failed placeholder and thumbnailFailed', async () => {
    const damaged = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41)]);
    const id = await upload('damaged.pdf', damaged);
    const job = await lastThumbnailJob(id);
    expect(job.status).toBe(JOB_STATUS.failed);
    expect(job.last_error).toMatch(/pdf/i);
    expect(await tiny(id)).toEqual({ placeholder: 'failed' });
    expect(await summaryOf(id)).toMatchObject({ thumbnailFailed: true, thumbnailVersion: null });
  });
});
