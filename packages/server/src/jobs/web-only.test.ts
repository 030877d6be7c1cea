// Web and worker instances (docs/operations.md "Web and worker instances"): a server with its job
// worker off (ServerOptions.jobs false, the command line's VITRINE_JOBS=off) queues the jobs of its
// uploads and runs none, so that instances with the worker on run them; and the per-process count of
// finished jobs (GET /metrics vitrine_jobs_finished_total{kind,outcome}) that tells which instance ran
// a job.
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';
import { solidImage } from '../testing/images';
import { parseExposition, samplesOf, sampleValue } from '../testing/prometheus-text';
import { uploadBytes } from '../testing/upload';
import { JOB_KINDS, JOB_STATUS } from './queue';
import { JOB_WORKER_DEFAULTS } from './worker';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function finishedJobs(target: TestServer) {
  const answer = await target.app.inject({ method: 'GET', url: '/metrics' });
  expect(answer.statusCode).toBe(200);
  return parseExposition(answer.body);
}

async function upload(target: TestServer, name: string, bytes: Buffer): Promise<number> {
  const editor = await target.as('editor');
  const answers = await uploadBytes<{ files: { Id: number }[] }>(
    target,
    editor,
    `/api/upload/${target.library.folders.workspace.id}`,
    name,
    bytes,
  );
  expect(answers.at(-1)?.status, JSON.stringify(answers.at(-1)?.body)).toBe(200);
  return answers.at(-1)?.body.files[0]?.Id ?? 0;
}

async function thumbnailJobOf(target: TestServer, fileId: number) {
  return target.app.vitrine.db
    .selectFrom('jobs')
    .select(['status', 'tries', 'claimed_by'])
    .where('kind', '=', JOB_KINDS.thumbnails)
    .where('file_id', '=', fileId)
    .executeTakeFirstOrThrow();
}

describe('a web-only server (jobs: false)', () => {
  it('queues the thumbnail job of an upload and runs none; a worker started over the same database runs it', async () => {
    server = await startTestServer({ jobs: false });
    await server.app.ready();
    const id = await upload(server, 'web-only.png', await solidImage(64, 48, 'png', '#336699'));
    // Longer than a worker's poll: a running worker would have claimed it by now.
    await new Promise((resolve) => setTimeout(resolve, JOB_WORKER_DEFAULTS.pollMs + 500));
    expect(await thumbnailJobOf(server, id)).toEqual({
      status: JOB_STATUS.queued,
      tries: 0,
      claimed_by: null,
    });
    expect(samplesOf(await finishedJobs(server), 'vitrine_jobs_finished_total')).toEqual([]);

    // What an instance with the worker on does with the queued job (here this process's worker).
    server.app.vitrineJobs.worker.start();
    await server.app.vitrineJobs.worker.idle();
    expect(await thumbnailJobOf(server, id)).toEqual({ status: JOB_STATUS.done, tries: 1, claimed_by: null });
    const metrics = await finishedJobs(server);
    expect(metrics.types.get('vitrine_jobs_finished_total')).toBe('counter');
    expect(sampleValue(metrics, 'vitrine_jobs_finished_total', { kind: 'thumbnails', outcome: 'done' })).toBe(
      1,
    );
  }, 30_000);
});

describe('vitrine_jobs_finished_total', () => {
  it("counts the jobs this process's worker finished by kind and outcome: done, and failed for good", async () => {
    server = await startTestServer();
    await server.app.ready();
    await upload(server, 'good.png', await solidImage(40, 30, 'png', '#118844'));
    // A JPEG cut short: taken as an image, its pixels missing; it fails the same way every time.
    const whole = await solidImage(321, 240);
    const damagedId = await upload(server, 'damaged.jpg', whole.subarray(0, Math.floor(whole.length / 3)));
    await server.app.vitrineJobs.worker.idle();
    expect((await thumbnailJobOf(server, damagedId)).status).toBe(JOB_STATUS.failed);
    const metrics = await finishedJobs(server);
    const samples = samplesOf(metrics, 'vitrine_jobs_finished_total');
    expect(samples.sort((a, b) => a.labels.outcome?.localeCompare(b.labels.outcome ?? '') ?? 0)).toEqual([
      { name: 'vitrine_jobs_finished_total', labels: { kind: 'thumbnails', outcome: 'done' }, value: 1 },
      { name: 'vitrine_jobs_finished_total', labels: { kind: 'thumbnails', outcome: 'failed' }, value: 1 },
    ]);
  }, 30_000);
});
