// The store of reports being made (issue 20: "large exports continue in the background and notify
// when ready"): each report is asked about (GET /api/export/{token}/status) until it is ready or
// failed; a token that went is a failure with the server's words; a report let go by its dialog stays
// followed (attended false) for the notifier.
import { createVitrineClient } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { createReportJobs } from './background';

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
