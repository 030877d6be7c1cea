// The job queue: one queued job per kind and file, claims by priority, retries with a delay up to
// three tries, failures that will not pass fail at once, and a worker runs one job at a time.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, TEST_NOW, type TestServer } from '../test/harness';
import { claimJob, enqueueJob, failJob, JOB_RETRY, resumeInterruptedJobs } from './queue';
import { JobWorker, PermanentJobError } from './worker';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(() => server.reset());
afterAll(() => server.close());

const db = () => server.app.vitrine.db;
const later = (ms: number) => new Date(TEST_NOW.getTime() + ms);

describe('the queue', () => {
  it('claims the highest priority first; a restart queues running jobs again', async () => {
    const folderId = server.library.folders.workspace.id;
    const first = await enqueueJob(db(), { kind: 'resync', folderId, now: TEST_NOW });
    const urgent = await enqueueJob(db(), { kind: 'resync', folderId, priority: 10, now: TEST_NOW });
    expect((await claimJob(db(), ['resync'], TEST_NOW))?.id).toBe(urgent);
    expect((await claimJob(db(), ['resync'], TEST_NOW))?.id).toBe(first);
    expect(await claimJob(db(), ['resync'], TEST_NOW)).toBeUndefined();
    expect(await claimJob(db(), ['video'], TEST_NOW)).toBeUndefined();
    // A running job goes back to the queue at the next start.
    expect(await resumeInterruptedJobs(db(), TEST_NOW)).toBe(2);
  });

  it(`retries after ${JOB_RETRY.delaysMs.join(' and ')} ms, up to ${JOB_RETRY.maxTries} tries; a permanent failure fails at once`, async () => {
    const id = await enqueueJob(db(), { kind: 'resync', now: TEST_NOW });
    let job = await claimJob(db(), ['resync'], TEST_NOW);
    expect(await failJob(db(), job as NonNullable<typeof job>, 'disk busy', TEST_NOW)).toBe('queued');
    expect(await claimJob(db(), ['resync'], later(1000))).toBeUndefined();
    job = await claimJob(db(), ['resync'], later(JOB_RETRY.delaysMs[0]));
    expect(job?.tries).toBe(2);
    expect(await failJob(db(), job as NonNullable<typeof job>, 'disk busy', later(5000))).toBe('queued');
    job = await claimJob(db(), ['resync'], later(5000 + JOB_RETRY.delaysMs[1]));
    expect(await failJob(db(), job as NonNullable<typeof job>, 'disk busy', later(70_000))).toBe('failed');
    const row = await db().selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', tries: 3, last_error: 'disk busy' });

    await enqueueJob(db(), { kind: 'resync', now: TEST_NOW });
    const other = await claimJob(db(), ['resync'], TEST_NOW);
    expect(
      await failJob(db(), other as NonNullable<typeof other>, 'broken', TEST_NOW, { permanent: true }),
    ).toBe('failed');
  });
});

describe('JobWorker', () => {
  it('runs one job at a time by default and records how each ended', async () => {
    let running = 0;
    let most = 0;
    const seen: string[] = [];
    const worker = new JobWorker({
      db: db(),
      now: () => TEST_NOW,
      pollMs: 20,
      runners: {
        resync: async (job) => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 10));
          running -= 1;
          const payload = JSON.parse(job.payload) as { name: string };
          seen.push(payload.name);
          if (payload.name === 'bad') throw new PermanentJobError('cannot');
        },
      },
    });
    for (const name of ['a', 'bad', 'c'])
      await enqueueJob(db(), { kind: 'resync', payload: { name }, now: TEST_NOW });
    worker.start();
    await worker.idle();
    await worker.stop();
    expect(most).toBe(1);
    expect(seen).toEqual(['a', 'bad', 'c']);
    const statuses = await db().selectFrom('jobs').select('status').orderBy('id').execute();
    expect(statuses.map((s) => s.status)).toEqual(['done', 'failed', 'done']);
  });
});
