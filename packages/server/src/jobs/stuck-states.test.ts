// Stuck states (issue 13 row 8) on the real server: a thumbnail job that fails for good answers the
// failed placeholder (X-Vitrine-Placeholder: failed, a picture of its own) and marks the file
// thumbnailFailed, instead of "pending" for ever; "Regenerate thumbnails" (POST /api/Thumb/generate)
// queues it again, and with a source that draws, the thumbnail is ready. A job still waiting for a
// retry is pending, not failed.
import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failedPlaceholderPng, placeholderPng } from '../images/download';
import type { LocalBlobStore } from '../storage/blob-store';
import { type Agent, startTestServer, type TestServer } from '../testing/harness';
import { solidImage } from '../testing/images';
import { uploadBytes } from '../testing/upload';
import { JOB_KINDS, JOB_STATUS } from './queue';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.app.ready();
});
beforeEach(() => server.reset());
afterAll(() => server.close());

let damaged = 0;

/**
 * A JPEG cut short: its header says JPEG (so it is taken as an image), its pixels are missing. Each
 * one different (blobs are shared by content, and the first test mends its blob on disk).
 */
async function damagedJpeg(): Promise<Buffer> {
  damaged += 1;
  const whole = await solidImage(320 + damaged, 240);
  return whole.subarray(0, Math.floor(whole.length / 3));
}

async function upload(admin: Agent, name: string, bytes: Buffer): Promise<number> {
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

/** The file as the search answers it (its ImageSummary). */
type Summary = { id: number; thumbnailFailed?: boolean; thumbnailVersion?: string | null };

async function summaryOf(admin: Agent, id: number): Promise<Summary> {
  const answer = await admin.call<{ images: Summary[] }>('POST', '/api/search', {
    criteria: { selectedFolder: server.library.folders.workspace.id },
  });
  expect(answer.status).toBe(200);
  const image = answer.body.images.find((candidate) => candidate.id === id);
  expect(image).toBeDefined();
  return image as Summary;
}

describe('a thumbnail job that fails (issue 13 row 8)', () => {
  it('answers the failed placeholder and thumbnailFailed, and regenerating with a source that draws makes it ready', async () => {
    const admin = await server.as('superAdmin');
    const id = await upload(admin, 'damaged.jpg', await damagedJpeg());
    const job = await server.app.vitrine.db
      .selectFrom('jobs')
      .select(['status', 'last_error'])
      .where('file_id', '=', id)
      .where('kind', '=', JOB_KINDS.thumbnails)
      .executeTakeFirstOrThrow();
    expect(job.status).toBe(JOB_STATUS.failed);

    const failed = await server.app.inject({
      method: 'GET',
      url: `/Download.aspx?id=${id}&thumb=1`,
      headers: { cookie: `vitrine_session=${admin.cookie}` },
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.headers['x-vitrine-placeholder']).toBe('failed');
    expect(failed.headers['cache-control']).toBe('no-store');
    expect(failed.headers['content-type']).toBe('image/png');
    // Its own picture: not the grey "pending" one.
    expect(failed.rawPayload.equals(await failedPlaceholderPng())).toBe(true);
    expect(failed.rawPayload.equals(await placeholderPng())).toBe(false);
    expect((await summaryOf(admin, id)).thumbnailFailed).toBe(true);
    // No rendition, no version: the failed picture's URL carries none, and even with one it is not cached.
    expect((await summaryOf(admin, id)).thumbnailVersion).toBeNull();
    const failedWithVersion = await server.app.inject({
      method: 'GET',
      url: `/Download.aspx?id=${id}&thumb=1&v=anything`,
      headers: { cookie: `vitrine_session=${admin.cookie}` },
    });
    expect(failedWithVersion.headers['x-vitrine-placeholder']).toBe('failed');
    expect(failedWithVersion.headers['cache-control']).toBe('no-store');

    // The source mended (the blob's bytes now draw), then "Regenerate thumbnails".
    const file = await server.app.vitrine.db
      .selectFrom('files')
      .select('content_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const store = server.app.vitrine.blobs as LocalBlobStore;
    await writeFile(store.pathOf(file.content_hash), await solidImage(320, 240));
    expect((await admin.call('POST', '/api/Thumb/generate', { IdArray: [id] })).status).toBe(204);
    await server.app.vitrineJobs.worker.idle();

    const ready = await server.app.inject({
      method: 'GET',
      url: `/Download.aspx?id=${id}&thumb=1`,
      headers: { cookie: `vitrine_session=${admin.cookie}` },
    });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['x-vitrine-placeholder']).toBeUndefined();
    expect(ready.headers['content-type']).toMatch(/^image\/(jpeg|webp|png)$/);
    expect(ready.headers.etag).toBeDefined();
    expect(ready.headers['cache-control']).toBe('private, no-cache');
    const summary = await summaryOf(admin, id);
    expect(summary.thumbnailFailed).toBe(false);
    // Made now: the summary names a version, and the URL with it is the one cached for good.
    expect(summary.thumbnailVersion).toMatch(/^[0-9A-Za-z_-]{16}$/);
    const versioned = await server.app.inject({
      method: 'GET',
      url: `/Download.aspx?id=${id}&thumb=1&v=${summary.thumbnailVersion}`,
      headers: { cookie: `vitrine_session=${admin.cookie}` },
    });
    expect(versioned.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(versioned.rawPayload.equals(ready.rawPayload)).toBe(true);
  });

  it('regenerating a source that is still damaged queues it again (pending meanwhile) and fails again', async () => {
    const admin = await server.as('superAdmin');
    const id = await upload(admin, 'damaged.jpg', await damagedJpeg());
    const headers = { cookie: `vitrine_session=${admin.cookie}` };
    const ask = () => server.app.inject({ method: 'GET', url: `/Download.aspx?id=${id}&thumb=1`, headers });
    expect((await ask()).headers['x-vitrine-placeholder']).toBe('failed');

    // The worker stopped, so the queued job waits: the file is pending again, not failed.
    await server.app.vitrineJobs.worker.stop();
    try {
      expect((await admin.call('POST', '/api/Thumb/generate', { IdArray: [id] })).status).toBe(204);
      expect((await ask()).headers['x-vitrine-placeholder']).toBe('pending');
      expect((await summaryOf(admin, id)).thumbnailFailed).toBe(false);
    } finally {
      server.app.vitrineJobs.worker.start();
    }
    await server.app.vitrineJobs.worker.idle();
    expect((await ask()).headers['x-vitrine-placeholder']).toBe('failed');
    const jobs = await server.app.vitrine.db
      .selectFrom('jobs')
      .select('status')
      .where('file_id', '=', id)
      .where('kind', '=', JOB_KINDS.thumbnails)
      .orderBy('id')
      .execute();
    expect(jobs.map((row) => row.status)).toEqual([JOB_STATUS.failed, JOB_STATUS.failed]);
  });

  it('a job waiting for a retry (a passing failure) is pending, not failed', async () => {
    const admin = await server.as('superAdmin');
    const id = await upload(admin, 'damaged.jpg', await damagedJpeg());
    // As failJob leaves a job that may still pass: queued again, after a delay.
    await server.app.vitrine.db
      .updateTable('jobs')
      .set({ status: JOB_STATUS.queued, run_after: '2999-01-01T00:00:00.000Z' })
      .where('file_id', '=', id)
      .execute();
    const answer = await server.app.inject({
      method: 'GET',
      url: `/Download.aspx?id=${id}&thumb=1`,
      headers: { cookie: `vitrine_session=${admin.cookie}` },
    });
    expect(answer.headers['x-vitrine-placeholder']).toBe('pending');
    expect(answer.rawPayload.equals(await placeholderPng())).toBe(true);
    expect((await summaryOf(admin, id)).thumbnailFailed).toBe(false);
  });
});
