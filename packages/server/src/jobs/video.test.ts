// The video job (spec 001 §3 video status values, §4 "Video processing", §6 retry permissions) with
// real videos made by ffmpeg in the test: the poster frame becomes the thumbnails, a video a browser
// cannot play gets an MP4 rendition, the status goes through percentages to '' (done), failures say
// "error" and count tries, priority jobs go first, a restart resumes, and without ffmpeg a video
// fails at once with a clear status.
import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ingestContextFor } from '../ingest/context';
import { ingestFile } from '../ingest/ingest';
import { seedDemoLibrary } from '../library/bootstrap';
import { createServer } from '../server';
import { TEST_SCRYPT_COST } from '../testing/contract';
import { type Agent, insertTopFolder, startTestServer, TEST_NOW, type TestServer } from '../testing/harness';
import { uploadBytes } from '../testing/upload';
import { findVideoTools } from './ffmpeg';
import { JOB_RETRY } from './queue';
import { VIDEO_ERRORS } from './video';

const run = promisify(execFile);
const tools = await findVideoTools();
if (!tools) throw new Error('These tests need ffmpeg and ffprobe (apt-get install ffmpeg).');

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'vitrine-video-test-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

/** A test-pattern video made by ffmpeg: H.264 MP4 (plays in browsers) or MPEG-4 Part 2 AVI (does not). */
async function makeVideo(kind: 'mp4' | 'avi', seconds = 2, size = '160x120'): Promise<Buffer> {
  const out = join(scratch, `clip-${Math.random().toString(36).slice(2)}.${kind}`);
  await run(tools?.ffmpeg ?? 'ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=${size}:rate=10:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    ...(kind === 'mp4'
      ? ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac']
      : ['-c:v', 'mpeg4', '-c:a', 'mp3']),
    '-shortest',
    out,
  ]);
  return readFile(out);
}

/** Every value the files' video_status takes, in order (a trigger records them). */
async function recordStatuses(server: TestServer) {
  const db = server.app.vitrine.db;
  await sql`CREATE TABLE IF NOT EXISTS status_log (seq INTEGER PRIMARY KEY, file_id INTEGER, status TEXT)`.execute(
    db,
  );
  await sql`DELETE FROM status_log`.execute(db);
  await sql`CREATE TRIGGER IF NOT EXISTS status_log_t AFTER UPDATE OF video_status ON files
    BEGIN INSERT INTO status_log (file_id, status) VALUES (NEW.id, NEW.video_status); END`.execute(db);
  return async (fileId: number) =>
    (
      await sql<{
        status: string | null;
      }>`SELECT status FROM status_log WHERE file_id = ${fileId} ORDER BY seq`.execute(db)
    ).rows.map((r) => r.status);
}

async function upload(server: TestServer, agent: Agent, name: string, bytes: Uint8Array): Promise<number> {
  const answers = await uploadBytes<{ files: { Id: number }[] }>(
    server,
    agent,
    `/api/upload/${server.library.folders.workspace.id}`,
    name,
    bytes,
  );
  const last = answers.at(-1);
  if (last?.status !== 200) throw new Error(`upload ${name}: ${last?.status} ${JSON.stringify(last?.body)}`);
  return last.body.files[0]?.Id as number;
}

const status = async (agent: Agent, id: number) =>
  (
    await agent.call<{ id: number; status: string | null; videoTries: number }>(
      'GET',
      `/api/image/videostatus/${id}`,
    )
  ).body;

const download = (server: TestServer, agent: Agent, query: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'GET',
    url: `/Download.aspx?${query}`,
    headers: { cookie: `vitrine_session=${agent.cookie}`, ...headers },
  });

// ffmpeg runs for real: on a loaded 2-core machine a test takes seconds. The timeouts are hang
// guards, not speed checks.
describe('the video job with ffmpeg (spec 001 §3, §4)', { timeout: 60_000 }, () => {
  let server: TestServer;
  let editor: Agent;
  let clock: Date;
  beforeAll(async () => {
    clock = TEST_NOW;
    server = await startTestServer({ now: () => clock });
    await server.app.ready();
    editor = await server.as('editor');
  });
  afterAll(() => server.close());

  it('an MP4 a browser plays: probed, its poster frame becomes the thumbnails, done with status ""', async () => {
    const statuses = await recordStatuses(server);
    const mp4 = await makeVideo('mp4', 3, '320x240');
    const id = await upload(server, editor, 'clip.mp4', mp4);
    await server.app.vitrineJobs.worker.idle();
    expect(await status(editor, id)).toEqual({ id, status: '', videoTries: 1 });
    // spec 001 §3: percentages while it ran, then empty.
    const seen = await statuses(id);
    expect(seen.at(-1)).toBe('');
    expect(seen.slice(0, -1).length).toBeGreaterThan(0);
    for (const value of seen.slice(0, -1)) expect(value).toMatch(/^\d{1,2}%$/);
    // The poster is every thumbnail size (Download.aspx thumb=), no placeholder.
    const thumb = await download(server, editor, `id=${id}&thumb=3`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['x-vitrine-placeholder']).toBeUndefined();
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([320, 240]);
    // No web rendition: the preview is the original itself, inline, seekable.
    const preview = await download(server, editor, `id=${id}&preview=1`, { range: 'bytes=0-99' });
    expect(preview.statusCode).toBe(206);
    expect(preview.headers['content-type']).toBe('video/mp4');
    expect(preview.rawPayload.equals(mp4.subarray(0, 100))).toBe(true);
    const sizes = await server.app.vitrine.db
      .selectFrom('renditions')
      .select('size')
      .where('file_id', '=', id)
      .orderBy('size')
      .execute();
    expect(sizes.map((r) => r.size)).toEqual(['large', 'medium', 'small', 'tiny']);
    // The video details (spec 001 §7), read by ffprobe.
    const details = await editor.call('GET', `/api/images/${id}/video`);
    expect(details.body).toEqual({
      id,
      durationSeconds: expect.closeTo(3, 0),
      width: 320,
      height: 240,
      codec: 'h264',
      frameRate: 10,
      panoramicProjection: 'equirectangular',
    });
    const photo = await upload(
      server,
      editor,
      'still.png',
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    expect((await editor.call('GET', `/api/images/${photo}/video`)).status).toBe(404);
  });

  it('a video a browser cannot play (MPEG-4 in AVI) gets an H.264 MP4 rendition, served as its preview', async () => {
    const statuses = await recordStatuses(server);
    const avi = await makeVideo('avi', 4);
    const id = await upload(server, editor, 'old camera.avi', avi);
    await server.app.vitrineJobs.worker.idle();
    expect(await status(editor, id)).toEqual({ id, status: '', videoTries: 1 });
    const seen = await statuses(id);
    // The transcode reports its share: percentages past the poster's 10%, never going back.
    const percents = seen.slice(0, -1).map((value) => Number(/^(\d+)%$/.exec(value ?? '')?.[1]));
    expect(percents.every((n) => Number.isInteger(n))).toBe(true);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(Math.max(...percents)).toBeGreaterThan(10);

    const preview = await download(server, editor, `id=${id}&preview=1`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('video/mp4');
    expect(String(preview.headers['content-disposition'])).toBe(
      `inline; filename="old camera.mp4"; filename*=UTF-8''old%20camera.mp4`,
    );
    const web = join(scratch, 'web.mp4');
    await writeFile(web, preview.rawPayload);
    const { stdout } = await run(tools?.ffprobe ?? 'ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_name',
      '-of',
      'csv=p=0',
      web,
    ]);
    expect(stdout.trim().split('\n').sort()).toEqual(['aac', 'h264']);
    // The original stays what was uploaded.
    const original = await download(server, editor, `id=${id}`);
    expect(original.headers['content-type']).toBe('video/x-msvideo');
    expect(original.rawPayload.equals(avi)).toBe(true);
    // Deleting the video takes the rendition's blob with it.
    const webHash = (
      await server.app.vitrine.db
        .selectFrom('renditions')
        .select('content_hash')
        .where('file_id', '=', id)
        .where('size', '=', 'web')
        .executeTakeFirstOrThrow()
    ).content_hash;
    const admin = await server.as('superAdmin');
    expect((await admin.call('POST', '/api/images/delete', { imageIds: [id] })).status).toBe(200);
    expect(await server.app.vitrine.blobs.stat(webHash)).toBeNull();
  });

  it('a damaged video fails at once with a status containing "error" and one try; retry queues it again', async () => {
    const broken = Buffer.concat([(await makeVideo('mp4')).subarray(0, 64), Buffer.alloc(4000, 7)]);
    const id = await upload(server, editor, 'broken.mp4', broken);
    await server.app.vitrineJobs.worker.idle();
    const failed = await status(editor, id);
    expect(failed.status).toMatch(/^error: /);
    expect(failed.videoTries).toBe(1);
    const job = await server.app.vitrine.db
      .selectFrom('jobs')
      .select(['status', 'tries'])
      .where('file_id', '=', id)
      .where('kind', '=', 'video')
      .executeTakeFirstOrThrow();
    // ffprobe cannot read it: that will not pass by trying again.
    expect(job).toEqual({ status: 'failed', tries: 1 });
    expect((await download(server, editor, `id=${id}&thumb=0`)).headers['x-vitrine-placeholder']).toBe(
      'none',
    );
    // spec 001 §4 "clicking retries and sets the state to queued"; it fails again, two tries now.
    expect((await editor.call('POST', '/api/video/retry', { Id: id })).body).toEqual({
      status: 'ok',
      message: null,
    });
    await server.app.vitrineJobs.worker.idle();
    expect(await status(editor, id)).toMatchObject({ status: expect.stringMatching(/error/), videoTries: 2 });
  });

  it('a failed ffmpeg run is tried again after a delay, up to the limit of tries', async () => {
    // An ffmpeg that fails (as on a full disk), then one that works.
    const fake = join(scratch, 'ffmpeg');
    await writeFile(
      fake,
      '#!/bin/sh\ncase "$*" in *-version*) exit 0;; esac\necho "No space left on device" >&2\nexit 1\n',
    );
    await chmod(fake, 0o755);
    vi.stubEnv('VITRINE_FFMPEG', fake);
    vi.stubEnv('VITRINE_FFPROBE', tools?.ffprobe ?? 'ffprobe');
    let now = TEST_NOW;
    const flaky = await startTestServer({ now: () => now });
    try {
      await flaky.app.ready();
      const agent = await flaky.as('editor');
      const id = await upload(flaky, agent, 'clip.mp4', await makeVideo('mp4'));
      await flaky.app.vitrineJobs.worker.idle();
      expect(await status(agent, id)).toEqual({
        id,
        status: 'error: ffmpeg failed: No space left on device',
        videoTries: 1,
      });
      const job = () =>
        flaky.app.vitrine.db
          .selectFrom('jobs')
          .select(['status', 'tries'])
          .where('file_id', '=', id)
          .where('kind', '=', 'video')
          .executeTakeFirstOrThrow();
      expect(await job()).toEqual({ status: 'queued', tries: 1 });
      for (let tries = 2; tries <= JOB_RETRY.maxTries; tries++) {
        now = new Date(now.getTime() + 61_000);
        await flaky.app.vitrineJobs.worker.idle();
        expect((await status(agent, id)).videoTries).toBe(tries);
      }
      expect(await job()).toEqual({ status: 'failed', tries: JOB_RETRY.maxTries });
      // Once ffmpeg works, the user's retry processes it.
      await writeFile(fake, `#!/bin/sh\nexec ${tools?.ffmpeg ?? 'ffmpeg'} "$@"\n`);
      expect((await agent.call('POST', '/api/video/retry', { Id: id })).status).toBe(200);
      await flaky.app.vitrineJobs.worker.idle();
      expect(await status(agent, id)).toEqual({ id, status: '', videoTries: JOB_RETRY.maxTries + 1 });
    } finally {
      await flaky.close();
    }
  });

  it('claims priority videos first (spec 001 §4 "Queued for Processing (priority)")', async () => {
    const statuses = await recordStatuses(server);
    await server.app.vitrineJobs.worker.stop();
    const mp4 = await makeVideo('mp4');
    const ids: number[] = [];
    // Distinct bytes per file (a different tail), so each is its own blob.
    for (const n of [1, 2, 3])
      ids.push(await upload(server, editor, `q${n}.mp4`, Buffer.concat([mp4, Buffer.from([n])])));
    const [first, second, third] = ids as [number, number, number];
    expect((await status(editor, third)).status).toBe('unprocessed');
    await editor.call('POST', '/api/video/retry', { Id: third, Status: 'priority' });
    expect((await status(editor, third)).status).toBe('priority');
    // Skipped stays skipped: its job is dropped.
    await editor.call('POST', '/api/video/retry', { Id: second, Status: 'skipped' });
    server.app.vitrineJobs.worker.start();
    await server.app.vitrineJobs.worker.idle();
    const started = await sql<{
      file_id: number;
    }>`SELECT file_id FROM status_log WHERE status = '0%' ORDER BY seq`.execute(server.app.vitrine.db);
    expect(started.rows.map((r) => r.file_id)).toEqual([third, first]);
    expect((await status(editor, second)).status).toBe('skipped');
    expect(await statuses(second)).toEqual(['skipped']);
    expect((await status(editor, first)).status).toBe('');
  });

  it('retry, priority and skip need add or webUpload on the folder (spec 001 §6)', async () => {
    const id = await upload(
      server,
      editor,
      'perm.mp4',
      Buffer.concat([await makeVideo('mp4'), Buffer.from('p')]),
    );
    const viewer = await server.as('viewer');
    for (const Status of [undefined, 'priority', 'skipped'] as const) {
      const answer = await viewer.call('POST', '/api/video/retry', { Id: id, ...(Status ? { Status } : {}) });
      expect(answer.status).toBe(403);
    }
    await server.app.vitrineJobs.worker.idle();
    expect((await status(viewer, id)).status).toBe('');
  });
});

describe('a restart resumes video jobs (jobs table)', { timeout: 120_000 }, () => {
  it('runs a video job a stopped server left running, from its queued status', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-video-restart-'));
    try {
      const first = await createServer({ dataDir, scryptCost: TEST_SCRYPT_COST });
      // Never made ready: the worker does not start (a process that died mid-job).
      const folderId = await insertTopFolder(first.vitrine.db, 'Clips');
      const { file } = await ingestFile(await ingestContextFor(first.vitrine), {
        source: { stream: (await import('node:stream')).Readable.from([await makeVideo('mp4')]) },
        fileName: 'clip.mp4',
        folder: { id: folderId },
        ownerId: null,
      });
      // As it was when the process died: the job running, the file at 37%.
      await first.vitrine.db
        .updateTable('jobs')
        .set({ status: 'running', tries: 1, priority: 10 })
        .where('file_id', '=', file.id)
        .execute();
      await first.vitrine.db
        .updateTable('files')
        .set({ video_status: '37%' })
        .where('id', '=', file.id)
        .execute();
      await first.vitrine.db.destroy();

      const second = await createServer({ dataDir, scryptCost: TEST_SCRYPT_COST });
      try {
        await second.ready();
        await second.vitrineJobs.worker.idle();
        const row = await second.vitrine.db
          .selectFrom('files')
          .select(['video_status', 'video_tries'])
          .where('id', '=', file.id)
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ video_status: '', video_tries: 1 });
        const renditions = await second.vitrine.db
          .selectFrom('renditions')
          .select('size')
          .where('file_id', '=', file.id)
          .execute();
        expect(renditions).toHaveLength(4);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('a stopping server interrupts a transcode: the job is queued again without counting a try', async () => {
    const server = await startTestServer();
    try {
      await server.app.ready();
      const statuses = await recordStatuses(server);
      const editor = await server.as('editor');
      const id = await upload(server, editor, 'long.avi', await makeVideo('avi', 120, '320x240'));
      // Wait until the transcode runs (past the poster's 10%).
      for (let i = 0; i < 600; i++) {
        const last = (await statuses(id)).at(-1) ?? '';
        if (Number(/^(\d+)%$/.exec(last)?.[1] ?? 0) > 10) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await server.app.vitrineJobs.worker.stop();
      const row = await server.app.vitrine.db
        .selectFrom('files')
        .select(['video_status', 'video_tries'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ video_status: 'unprocessed', video_tries: 0 });
      const job = await server.app.vitrine.db
        .selectFrom('jobs')
        .select(['status', 'tries'])
        .where('file_id', '=', id)
        .where('kind', '=', 'video')
        .executeTakeFirstOrThrow();
      expect(job).toEqual({ status: 'queued', tries: 0 });
    } finally {
      await server.close();
    }
  });
});

describe('the demo library (first start) with ffmpeg', { timeout: 120_000 }, () => {
  it('includes a video, and the worker processes it: poster thumbnails, status done', async () => {
    const server = await startTestServer();
    try {
      await server.app.ready();
      const summary = await seedDemoLibrary(server.app.vitrine, {
        ownerId: null,
        demo: { imageCount: 1, video: true },
        onJobsQueued: () => server.app.vitrineJobs.worker.wake(),
      });
      expect(summary.skipped).toEqual([]);
      await server.app.vitrineJobs.worker.idle();
      const video = await server.app.vitrine.db
        .selectFrom('files')
        .select(['id', 'mime_type', 'video_status', 'video_tries', 'width', 'height'])
        .where('mime_type', 'like', 'video/%')
        .executeTakeFirstOrThrow();
      expect(video).toMatchObject({
        mime_type: 'video/mp4',
        video_status: '',
        video_tries: 1,
        width: 640,
        height: 360,
      });
      const sizes = await server.app.vitrine.db
        .selectFrom('renditions')
        .select('size')
        .where('file_id', '=', video.id)
        .execute();
      expect(sizes).toHaveLength(4);
    } finally {
      await server.close();
    }
  });
});

describe('without ffmpeg', { timeout: 60_000 }, () => {
  it('a video fails at once with "error: ffmpeg is not installed on the server", and the log says so once', async () => {
    vi.stubEnv('VITRINE_FFMPEG', join(scratch, 'no-such-ffmpeg'));
    const lines: string[] = [];
    const server = await startTestServer({
      logger: {
        level: 'warn',
        stream: { write: (line: string) => lines.push(line) },
      } as never,
    });
    try {
      await server.app.ready();
      const editor = await server.as('editor');
      const id = await upload(server, editor, 'clip.mp4', await makeVideo('mp4'));
      await server.app.vitrineJobs.worker.idle();
      expect(await status(editor, id)).toEqual({
        id,
        status: `error: ${VIDEO_ERRORS.noFfmpeg}`,
        videoTries: 1,
      });
      expect((await download(server, editor, `id=${id}&thumb=0`)).headers['x-vitrine-placeholder']).toBe(
        'none',
      );
      expect(lines.filter((line) => line.includes('ffmpeg / ffprobe not found'))).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});
