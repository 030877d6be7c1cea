// The job queue: one queued job per kind and file, claims by priority, retries with a delay up to
// three tries, failures that will not pass fail at once, and a worker runs one job at a time; leases
// let several instances share the queue (issue 16). Runs on SQLite and PostgreSQL (server-pg).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, TEST_NOW, type TestServer } from '../testing/harness';
import {
  claimJob,
  enqueueJob,
  failJob,
  JOB_ABANDONED,
  JOB_LEASE_MS,
  JOB_RETRY,
  renewLease,
  resumeInterruptedJobs,
} from './queue';
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

describe('leases: several instances share one queue (issue 16)', () => {
  const jobRow = (id: number) =>
    db().selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('a job whose lease ran out (its instance was killed) is claimed again by another worker, its try counted', async () => {
    const id = await enqueueJob(db(), { kind: 'resync', now: TEST_NOW });
    const first = await claimJob(db(), ['resync'], TEST_NOW, { owner: 'killed', leaseMs: JOB_LEASE_MS });
    expect(first).toMatchObject({ id, tries: 1, claimed_by: 'killed' });
    // While the lease holds nobody else gets it.
    expect(await claimJob(db(), ['resync'], later(JOB_LEASE_MS - 1), { owner: 'other' })).toBeUndefined();
    // Once it ran out, the next claim takes it over.
    const again = await claimJob(db(), ['resync'], later(JOB_LEASE_MS + 1), { owner: 'other' });
    expect(again).toMatchObject({ id, tries: 2, status: 'running', claimed_by: 'other' });
    await expect(jobRow(id)).resolves.toMatchObject({ status: 'running', tries: 2, claimed_by: 'other' });
    // The killed worker's late renewal no longer holds it.
    await expect(renewLease(db(), id, 'killed', later(10 * JOB_LEASE_MS))).resolves.toBe(false);
    await expect(renewLease(db(), id, 'other', later(3 * JOB_LEASE_MS))).resolves.toBe(true);
  });

  it(`a job whose instance stopped on each of its ${JOB_RETRY.maxTries} tries fails for good`, async () => {
    const id = await enqueueJob(db(), { kind: 'resync', now: TEST_NOW });
    let at = 0;
    for (let i = 0; i < JOB_RETRY.maxTries; i++) {
      expect(await claimJob(db(), ['resync'], later(at), { owner: `dies-${i}` })).toMatchObject({ id });
      at += JOB_LEASE_MS + 1;
    }
    expect(await claimJob(db(), ['resync'], later(at), { owner: 'next' })).toBeUndefined();
    await expect(jobRow(id)).resolves.toMatchObject({
      status: 'failed',
      tries: JOB_RETRY.maxTries,
      last_error: JOB_ABANDONED,
      lease_until: null,
      claimed_by: null,
    });
  });

  it('a restart on PostgreSQL leaves jobs with a live lease to their instance; on SQLite every running job is its own', async () => {
    const id = await enqueueJob(db(), { kind: 'resync', now: TEST_NOW });
    await claimJob(db(), ['resync'], TEST_NOW, { owner: 'alive' });
    expect(await resumeInterruptedJobs(db(), later(1000), 'postgres')).toBe(0);
    await expect(jobRow(id)).resolves.toMatchObject({ status: 'running', claimed_by: 'alive' });
    expect(await resumeInterruptedJobs(db(), later(JOB_LEASE_MS + 1), 'postgres')).toBe(1);
    await expect(jobRow(id)).resolves.toMatchObject({
      status: 'queued',
      lease_until: null,
      claimed_by: null,
    });
    expect(await claimJob(db(), ['resync'], later(JOB_LEASE_MS + 1), { owner: 'alive' })).toMatchObject({ id });
    expect(await resumeInterruptedJobs(db(), later(JOB_LEASE_MS + 2), 'sqlite')).toBe(1);
  });

  it('two workers over one database run each job exactly once; a finished job keeps no lease', async () => {
    const runs = new Map<string, number>();
    const runner = async (job: { payload: string }) => {
      const { name } = JSON.parse(job.payload) as { name: string };
      runs.set(name, (runs.get(name) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    const names = Array.from({ length: 30 }, (_, i) => `job-${i}`);
    for (const name of names) await enqueueJob(db(), { kind: 'resync', payload: { name }, now: TEST_NOW });
    const workers = [0, 1].map(
      () =>
        new JobWorker({
          db: db(),
          now: () => TEST_NOW,
          pollMs: 10,
          concurrency: 2,
          runners: { resync: runner },
        }),
    );
    for (const worker of workers) worker.start();
    await Promise.all(workers.map((worker) => worker.idle()));
    await Promise.all(workers.map((worker) => worker.stop()));
    expect([...runs.keys()].sort()).toEqual([...names].sort());
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    const rows = await db().selectFrom('jobs').select(['status', 'lease_until', 'claimed_by']).execute();
    expect(
      rows.every((row) => row.status === 'done' && row.lease_until === null && row.claimed_by === null),
    ).toBe(true);
  });

  it('a worker renews the lease of the job it runs: once its first lease is past, the job is still not free', async () => {
    // The workers' clock is the test's: the only real wait is for a renewal to happen at all.
    const leaseMs = 300;
    const start = TEST_NOW.getTime();
    let clock = start;
    const now = () => new Date(clock);
    let release: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = new JobWorker({
      db: db(),
      now,
      pollMs: 10,
      leaseMs,
      runners: { resync: () => holding },
    });
    const id = await enqueueJob(db(), { kind: 'resync', now: now() });
    slow.start();
    await expect.poll(async () => (await jobRow(id)).status).toBe('running');
    expect((await jobRow(id)).lease_until).toBe(new Date(start + leaseMs).toISOString());
    // Just before the lease runs out, the worker renews it from its clock.
    clock = start + leaseMs - 10;
    const renewed = new Date(clock + leaseMs).toISOString();
    await expect.poll(async () => (await jobRow(id)).lease_until, { timeout: 10_000 }).toBe(renewed);
    // Past the first lease: another worker's claim finds nothing to take over.
    clock = start + leaseMs + 10;
    expect(await claimJob(db(), ['resync'], now(), { owner: 'other' })).toBeUndefined();
    await expect(jobRow(id)).resolves.toMatchObject({ status: 'running', claimed_by: slow.id, tries: 1 });
    release();
    await slow.idle();
    await slow.stop();
    await expect(jobRow(id)).resolves.toMatchObject({ status: 'done', tries: 1, lease_until: null });
  });
});
