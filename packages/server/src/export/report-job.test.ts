// PDF reports made in the background (issue 20): POST /api/export with a pdfRequest answers the token
// at once and queues a `report` job; GET /api/export/{token}/status says how it stands; the report
// worker makes it (images placed written as it goes) and stores it as a blob; GET /api/export/{token}
// sends it, waiting when asked early; at most 3 reports being made per person (429 beyond).
// The server runs without workers (jobs: false) so each step is the test's: the job is run by hand.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claimJob, JOB_KINDS } from '../jobs/queue';
import { type Agent, startTestServer, TEST_NOW, type TestServer } from '../testing/harness';
import { solidImage } from '../testing/images';
import { uploadBytes } from '../testing/upload';
import { MAX_REPORTS_UNDER_WAY, REPORT_NOTHING_LEFT, reportRunner, TOO_MANY_REPORTS } from './report-job';
import { exportStoreOf } from './store';

let server: TestServer;
let editor: Agent;
let ids: number[];

beforeAll(async () => {
  server = await startTestServer({ jobs: false });
}, 120_000);
afterAll(() => server.close());

beforeEach(async () => {
  await server.reset();
  editor = await server.as('editor');
  const folderId = server.library.folders.workspace.id;
  ids = [];
  for (const name of ['dock-report.png', 'crane-report.png', 'buoy-report.png']) {
    const [answer] = await uploadBytes<{ files: { Id: number }[] }>(
      server,
      editor,
      `/api/upload/${folderId}`,
      name,
      await solidImage(40, 30, 'png'),
    );
    ids.push(answer?.body.files[0]?.Id as number);
  }
});

const status = (token: string, agent: Agent = editor) =>
  agent.call<{ state: string; done: number; total: number; message?: string }>(
    'GET',
    `/api/export/${encodeURIComponent(token)}/status`,
  );

const download = (token: string) =>
  server.app.inject({
    method: 'GET',
    url: `/api/export/${encodeURIComponent(token)}`,
    headers: { cookie: `vitrine_session=${editor.cookie}` },
  });

async function prepareReport(): Promise<string> {
  const answer = await editor.call<{ id: string }>('POST', '/api/export', {
    ids,
    pdfRequest: { settings: { template: 7 } },
  });
  expect(answer.status).toBe(200);
  return answer.body.id;
}

/** Claims the next report job and runs it, noting the progress it writes; false when none is due. */
async function runNextReport(progress: { done: number; total: number }[] = []): Promise<boolean> {
  const db = server.app.vitrine.db;
  const job = await claimJob(db, [JOB_KINDS.report], new Date());
  if (!job) return false;
  const store = exportStoreOf(db);
  const watched = Object.create(store) as typeof store;
  watched.updateReport = async (hash, patch) => {
    if (patch.done !== undefined && patch.total !== undefined)
      progress.push({ done: patch.done, total: patch.total });
    return store.updateReport(hash, patch);
  };
  const run = reportRunner({ db, blobs: server.app.vitrine.blobs, store: watched, now: () => TEST_NOW });
  await run(job, new AbortController().signal).catch(() => undefined);
  return true;
}

describe('PDF reports in the background', () => {
  it('answers the token at once, queued; the job makes it (images placed counted); then it is ready and sent', async () => {
    const token = await prepareReport();
    expect((await status(token)).body).toEqual({ state: 'queued', done: 0, total: 3 });
    const progress: { done: number; total: number }[] = [];
    expect(await runNextReport(progress)).toBe(true);
    // Images placed, never more than the total, ending at the total.
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((step) => step.total === 3 && step.done <= 3)).toBe(true);
    expect((await status(token)).body).toEqual({ state: 'ready', done: 3, total: 3 });
    const answer = await download(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const text = execFileSync('pdftotext', ['-', '-'], { input: answer.rawPayload }).toString();
    expect(text).toContain('dock-report.png');
    expect(text).toContain('buoy-report.png');
    // Downloaded again: the same stored PDF.
    expect((await download(token)).rawPayload.equals(answer.rawPayload)).toBe(true);
  });

  it('a download asked before the report is ready waits for it', async () => {
    const token = await prepareReport();
    const early = download(token);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await runNextReport();
    const answer = await early;
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it(`refuses a person's ${MAX_REPORTS_UNDER_WAY + 1}th report while ${MAX_REPORTS_UNDER_WAY} are being made (429), and takes it once one is ready`, async () => {
    for (let n = 0; n < MAX_REPORTS_UNDER_WAY; n++) await prepareReport();
    const refused = await editor.call<{ responseStatus: { errorCode: string; message: string } }>(
      'POST',
      '/api/export',
      { ids, pdfRequest: {} },
    );
    expect(refused.status).toBe(429);
    expect(refused.body.responseStatus).toEqual({ errorCode: 'TooManyReports', message: TOO_MANY_REPORTS });
    // A zip is no report: still taken.
    expect((await editor.call('POST', '/api/export', { ids, type: 1 })).status).toBe(200);
    await runNextReport();
    expect((await editor.call('POST', '/api/export', { ids, pdfRequest: {} })).status).toBe(200);
  });

  it('fails with its reason when none of its files may be downloaded any more, and the download says so', async () => {
    const token = await prepareReport();
    const db = server.app.vitrine.db;
    await db.deleteFrom('files').where('id', 'in', ids).execute();
    await runNextReport();
    expect((await status(token)).body).toEqual({
      state: 'failed',
      done: 0,
      total: 3,
      message: REPORT_NOTHING_LEFT,
    });
    const answer = await download(token);
    expect(answer.statusCode).toBe(500);
    expect(answer.json().responseStatus.message).toBe(REPORT_NOTHING_LEFT);
  });

  it("answers 404 for another person's report and for an unknown token", async () => {
    const token = await prepareReport();
    const admin = await server.as('superAdmin');
    expect((await status(token, admin)).status).toBe(404);
    expect((await status('unknown-token')).status).toBe(404);
  });
});
