// The store of reports being made (issue 20: "large exports continue in the background and notify
// when ready"): each report is asked about (GET /api/export/{token}/status) until it is ready or
// failed; a token that went is a failure with the server's words; a report let go by its dialog stays
// followed (attended false) for the notifier.
import { createVitrineClient } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { createReportJobs } from './background';
import { FOLLOWED_REPORTS_KEPT, FOLLOWED_REPORTS_KEY, hasKeptReports } from './kept';

/** A client whose status answers come from `answers` in turn (the last one repeats). */
function clientAnswering(answers: readonly (Record<string, unknown> | 404)[]) {
  let asked = 0;
  const client = createVitrineClient({
    baseUrl: 'http://vitrine.test',
    fetch: async (request: Request) => {
      expect(new URL(request.url).pathname).toBe('/api/export/tok-1/status');
      const answer = answers[Math.min(asked, answers.length - 1)];
      asked += 1;
      if (answer === 404)
        return Response.json(
          { responseStatus: { errorCode: 'NotFound', message: 'This export was not found or has expired.' } },
          { status: 404 },
        );
      return Response.json(answer);
    },
  });
  return { client, asked: () => asked };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createReportJobs', () => {
  it('follows a report from queued through making to ready, then stops asking', async () => {
    const { client, asked } = clientAnswering([
      { state: 'queued', done: 0, total: 4 },
      { state: 'making', done: 2, total: 4 },
      { state: 'ready', done: 4, total: 4 },
    ]);
    const jobs = createReportJobs(5);
    const seen: string[] = [];
    jobs.subscribe(() => {
      const [item] = jobs.getSnapshot();
      if (item) seen.push(`${item.state} ${item.done}/${item.total}`);
    });
    jobs.follow(client, 'tok-1', 4);
    await settle(100);
    expect(seen).toContain('making 2/4');
    expect(seen.at(-1)).toBe('ready 4/4');
    const times = asked();
    await settle(50);
    expect(asked()).toBe(times);
  });

  it('a token that went (404) is a failed report, with the server’s words', async () => {
    const { client } = clientAnswering([404]);
    const jobs = createReportJobs(5);
    jobs.follow(client, 'tok-1', 2);
    await settle(50);
    expect(jobs.getSnapshot()[0]).toMatchObject({
      state: 'failed',
      message: 'This export was not found or has expired.',
    });
  });

  it('a report its dialog let go stays followed, unattended; forgetting it stops asking', async () => {
    const { client, asked } = clientAnswering([{ state: 'making', done: 1, total: 3 }]);
    const jobs = createReportJobs(5);
    jobs.follow(client, 'tok-1', 3);
    jobs.detach('tok-1');
    expect(jobs.getSnapshot()[0]?.attended).toBe(false);
    await settle(40);
    jobs.forget('tok-1');
    expect(jobs.getSnapshot()).toEqual([]);
    const times = asked();
    await settle(40);
    expect(asked()).toBeLessThanOrEqual(times + 1);
  });
});

/** A tab's session storage, in memory: what survives a reload of the page. */
function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

describe('createReportJobs over a reload (session storage)', () => {
  it('keeps the followed reports, and the next page follows them again in the background until ready', async () => {
    const storage = memoryStorage();
    const before = createReportJobs(5, storage);
    const making = clientAnswering([{ state: 'making', done: 1, total: 3 }]);
    before.follow(making.client, 'tok-1', 3);
    expect(JSON.parse(storage.getItem(FOLLOWED_REPORTS_KEY) ?? '[]')).toEqual([
      { token: 'tok-1', fileCount: 3 },
    ]);
    await settle(20);
    before.forget('tok-1');
    expect(storage.getItem(FOLLOWED_REPORTS_KEY)).toBeNull();
    before.follow(making.client, 'tok-1', 3);

    // The reload: a new page, a new store on the same storage; the dialog that watched it is gone.
    const after = createReportJobs(5, storage);
    expect(after.getSnapshot()).toEqual([]);
    const { client } = clientAnswering([
      { state: 'making', done: 2, total: 3 },
      { state: 'ready', done: 3, total: 3 },
    ]);
    after.resume(client);
    expect(after.getSnapshot()).toEqual([
      { token: 'tok-1', fileCount: 3, state: 'queued', done: 0, total: 3, attended: false },
    ]);
    await settle(60);
    expect(after.getSnapshot()[0]).toMatchObject({ state: 'ready', done: 3, total: 3, attended: false });
    before.forget('tok-1');
  });

  it('a report followed before resume keeps those an earlier page kept beside it', async () => {
    const storage = memoryStorage({
      [FOLLOWED_REPORTS_KEY]: JSON.stringify([{ token: 'tok-0', fileCount: 1 }]),
    });
    const jobs = createReportJobs(60_000, storage);
    const { client } = clientAnswering([{ state: 'making', done: 0, total: 2 }]);
    jobs.follow(client, 'tok-1', 2);
    expect(JSON.parse(storage.getItem(FOLLOWED_REPORTS_KEY) ?? '[]')).toEqual([
      { token: 'tok-0', fileCount: 1 },
      { token: 'tok-1', fileCount: 2 },
    ]);
    jobs.forget('tok-1');
  });

  it('drops without a word a kept report that went meanwhile (404), and forgets it in storage', async () => {
    const storage = memoryStorage({
      [FOLLOWED_REPORTS_KEY]: JSON.stringify([{ token: 'tok-1', fileCount: 2 }]),
    });
    const jobs = createReportJobs(5, storage);
    const { client } = clientAnswering([404]);
    jobs.resume(client);
    expect(jobs.getSnapshot()).toHaveLength(1);
    await settle(40);
    expect(jobs.getSnapshot()).toEqual([]);
    expect(storage.getItem(FOLLOWED_REPORTS_KEY)).toBeNull();
  });

  it('reads only once, only its own bounded number of well-formed entries, and junk as none', async () => {
    const paths: string[] = [];
    const client = createVitrineClient({
      baseUrl: 'http://vitrine.test',
      fetch: async (request: Request) => {
        paths.push(new URL(request.url).pathname);
        return Response.json({ state: 'making', done: 0, total: 1 });
      },
    });
    const junkStorage = memoryStorage({ [FOLLOWED_REPORTS_KEY]: '{not json' });
    expect(hasKeptReports(junkStorage)).toBe(false);
    const junk = createReportJobs(5, junkStorage);
    junk.resume(client);
    expect(junk.getSnapshot()).toEqual([]);

    const many = Array.from({ length: FOLLOWED_REPORTS_KEPT + 5 }, (_, i) => ({
      token: `tok-${i}`,
      fileCount: 1,
    }));
    const kept = [
      ...many,
      { token: '', fileCount: 1 },
      { token: 'tok-x', fileCount: -1 },
      { token: 'x'.repeat(201), fileCount: 1 },
      { token: 'tok-y' },
      'tok-z',
    ];
    const storage = memoryStorage({ [FOLLOWED_REPORTS_KEY]: JSON.stringify(kept) });
    expect(hasKeptReports(storage)).toBe(true);
    expect(hasKeptReports(null)).toBe(false);
    const jobs = createReportJobs(60_000, storage);
    jobs.resume(client);
    jobs.resume(client);
    expect(jobs.getSnapshot().map((item) => item.token)).toEqual(
      many.slice(-FOLLOWED_REPORTS_KEPT).map((entry) => entry.token),
    );
    await settle(20);
    expect(paths).toEqual(
      many.slice(-FOLLOWED_REPORTS_KEPT).map((entry) => `/api/export/${entry.token}/status`),
    );
    for (const item of jobs.getSnapshot()) jobs.forget(item.token);

    // Without storage (tests, stories) there is nothing to resume.
    const none = createReportJobs(5);
    none.resume(client);
    expect(none.getSnapshot()).toEqual([]);
  });
});
