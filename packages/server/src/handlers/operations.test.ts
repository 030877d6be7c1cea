// Operations over HTTP on the real server (issue 16 point 6, docs/operations.md): the health probes a
// load balancer asks, request ids in the answers and the logs, and the metrics in the Prometheus text
// format, read back with a strict parser of the format.
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseCliArgs } from '../cli';
import { appliedMigrations } from '../db/migrations';
import { loadOpenApi } from '../http/openapi';
import { checkReadiness, jsonLogger, requestIdOf } from '../http/operations';
import { checkResponse } from '../http/routes';
import { startTestServer, TEST_NOW, type TestServer } from '../testing/harness';
import { type Exposition, parseExposition, samplesOf, sampleValue } from '../testing/prometheus-text';
import { uploadBytes } from '../testing/upload';

const contract = loadOpenApi();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The answer checked against openapi.yml's declaration of the operation (strict: a declared status). */
function expectContract(operationId: string, status: number, body: unknown): void {
  const op = contract.operation(operationId);
  if (!op) throw new Error(`${operationId} is not in openapi.yml`);
  expect(checkResponse(contract, op, status, body, true)).toBeNull();
}

let server: TestServer;
/** The server's log lines (JSON), as the command line writes them. */
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  server = await startTestServer({
    logger: {
      ...jsonLogger('info'),
      stream: { write: (line: string) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
    },
  });
});
beforeEach(async () => {
  await server.reset();
  logLines.length = 0;
});
afterAll(() => server.close());

async function scrape(target: TestServer = server): Promise<Exposition> {
  const answer = await target.app.inject({ method: 'GET', url: '/metrics' });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  return parseExposition(answer.body);
}

describe('GET /healthz and /readyz', () => {
  it('both answer 200 {"status":"ok"} without a session, never cached', async () => {
    for (const [url, operationId] of [
      ['/healthz', 'getHealth'],
      ['/readyz', 'getReadiness'],
    ] as const) {
      const answer = await server.agent().call('GET', url);
      expect(answer.status, url).toBe(200);
      expect(answer.body).toEqual({ status: 'ok' });
      expect(answer.headers['cache-control']).toBe('no-store');
      expectContract(operationId, answer.status, answer.body);
    }
    // A balancer's HEAD works too.
    expect((await server.app.inject({ method: 'HEAD', url: '/healthz' })).statusCode).toBe(200);
  });

  it('readyz answers 503 NotReady while a migration is missing, and 200 again once it is back', async () => {
    const db = server.app.vitrine.db;
    const last = (await appliedMigrations(db)).at(-1) as string;
    const row = await sql<{ name: string; timestamp: string }>`
      select name, timestamp from kysely_migration where name = ${last}`.execute(db);
    await sql`delete from kysely_migration where name = ${last}`.execute(db);
    try {
      const answer = await server.agent().call('GET', '/readyz');
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({
        responseStatus: { errorCode: 'NotReady', message: `Migrations are not applied: ${last}.` },
      });
      expectContract('getReadiness', answer.status, answer.body);
      // Liveness does not look at the database.
      expect((await server.agent().call('GET', '/healthz')).status).toBe(200);
    } finally {
      const { name, timestamp } = row.rows[0] as { name: string; timestamp: string };
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${timestamp})`.execute(db);
    }
    expect((await server.agent().call('GET', '/readyz')).status).toBe(200);
  });

  it('with the database closed, readyz answers 503 "The database does not answer." and healthz still 200', async () => {
    const broken = await startTestServer();
    try {
      // Started first (its start-up sweeps read the database), then the database goes away.
      await broken.app.ready();
      await broken.app.vitrine.database.close();
      const ready = await broken.agent().call('GET', '/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({
        responseStatus: { errorCode: 'NotReady', message: 'The database does not answer.' },
      });
      expect(ready.headers['cache-control']).toBe('no-store');
      const live = await broken.agent().call('GET', '/healthz');
      expect(live.status).toBe(200);
      expect(live.body).toEqual({ status: 'ok' });
    } finally {
      await broken.close();
    }
  });

  it('a database that does not answer within the time limit is not ready', async () => {
    const never = () => new Promise<never>(() => undefined);
    expect(await checkReadiness(never, 30)).toEqual({
      ready: false,
      reason: 'The database did not answer within 0.03 s.',
    });
    expect(await checkReadiness(async () => ({ ready: true }), 30)).toEqual({ ready: true });
  });

  it('keeps the probes out of the info log; other requests are logged', async () => {
    await server.agent().call('GET', '/healthz');
    await server.agent().call('GET', '/readyz');
    expect(logLines).toEqual([]);
    await server.agent().call('GET', '/api/session/currentuser');
    expect(logLines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });
});

describe('request ids', () => {
  it('makes one per request when none is sent, echoes it in X-Request-Id and puts it on every log line', async () => {
    const first = await server.agent().call('GET', '/api/session/currentuser');
    const second = await server.agent().call('GET', '/api/session/currentuser');
    const id = first.headers['x-request-id'] as string;
    expect(id).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(id);
    const lines = logLines.filter((line) => line.reqId === id);
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    // The format of docs/operations.md "Logs": level as a word, ISO time, the request and the answer.
    expect(lines[0]).toMatchObject({
      level: 'info',
      req: { method: 'GET', url: '/api/session/currentuser' },
    });
    expect(new Date(lines[0]?.time as string).toISOString()).toBe(lines[0]?.time);
    expect(lines[1]).toMatchObject({ level: 'info', res: { statusCode: expect.any(Number) } });
    expect(lines[1]?.responseTime).toEqual(expect.any(Number));
  });

  it("keeps a caller's sane X-Request-Id (at most 128 of A-Z a-z 0-9 . _ -)", async () => {
    for (const sent of ['lb-7f3a.91_x', 'a'.repeat(128), 'req_01HZX.2']) {
      const answer = await server
        .agent()
        .call('GET', '/api/session/currentuser', undefined, { 'x-request-id': sent });
      expect(answer.headers['x-request-id']).toBe(sent);
      expect(logLines.some((line) => line.reqId === sent)).toBe(true);
    }
  });

  it('replaces a hostile or oversized X-Request-Id with a new one, never echoing it', async () => {
    for (const sent of ['a'.repeat(129), 'two words', '"},{"level":"fatal', '<script>', 'id;rm', 'ü']) {
      const answer = await server.app.inject({
        method: 'GET',
        url: '/api/session/currentuser',
        headers: { 'x-request-id': sent },
      });
      expect(answer.headers['x-request-id'], sent).toMatch(UUID);
      expect(logLines.some((line) => line.reqId === sent)).toBe(false);
    }
    expect(requestIdOf(['a', 'b'])).toMatch(UUID);
    expect(requestIdOf(undefined)).toMatch(UUID);
    expect(requestIdOf('')).toMatch(UUID);
  });

  it('is on every answer: a 404, a refused cross-site write and the probes', async () => {
    const missing = await server.agent().call('GET', '/api/no-such-thing');
    expect(missing.status).toBe(404);
    expect(missing.headers['x-request-id']).toMatch(UUID);
    const refused = await server
      .agent()
      .call(
        'POST',
        '/api/session/signout',
        {},
        { origin: 'https://elsewhere.example', 'x-request-id': 'trace-1' },
      );
    expect(refused.status).toBe(403);
    expect(refused.headers['x-request-id']).toBe('trace-1');
    expect((await server.agent().call('GET', '/healthz')).headers['x-request-id']).toMatch(UUID);
  });
});

describe('GET /metrics', () => {
  it('counts requests by method, route pattern and status class, never by raw URL', async () => {
    const admin = await server.as('superAdmin');
    const route = '/api/folders/limitUploadFileTypes/:id';
    const key = { method: 'GET', route, status_class: '2xx' };
    const before = sampleValue(await scrape(), 'vitrine_http_requests_total', key);
    const { workspace, products } = server.library.folders;
    for (const id of [workspace.id, products.id]) {
      const answer = await admin.call('GET', `/api/folders/limitUploadFileTypes/${id}`);
      expect(answer.status).toBe(200);
    }
    const missing = await admin.call('GET', '/api/folders/limitUploadFileTypes/999999');
    expect(missing.status).toBe(404);
    await server.agent().call('GET', '/api/no-such-thing/42');
    const after = await scrape();
    expect(sampleValue(after, 'vitrine_http_requests_total', key)).toBe(before + 2);
    expect(
      sampleValue(after, 'vitrine_http_requests_total', { method: 'GET', route, status_class: '4xx' }),
    ).toBeGreaterThanOrEqual(1);
    // A request no route matched is labelled as such, not by its URL.
    expect(
      sampleValue(after, 'vitrine_http_requests_total', {
        method: 'GET',
        route: '(no route)',
        status_class: '4xx',
      }),
    ).toBeGreaterThanOrEqual(1);
    const routes = new Set(samplesOf(after, 'vitrine_http_requests_total').map((s) => s.labels.route));
    for (const label of routes) expect(label).not.toMatch(/\d{3,}|no-such-thing/);
    expect(after.types.get('vitrine_http_requests_total')).toBe('counter');
  });

  it('has a latency histogram per route whose buckets are cumulative and end in the count', async () => {
    await server.agent().call('GET', '/api/session/currentuser');
    await server.agent().call('GET', '/api/session/currentuser');
    const metrics = await scrape();
    expect(metrics.types.get('vitrine_http_request_duration_seconds')).toBe('histogram');
    const labels = { method: 'GET', route: '/api/session/currentuser' };
    const buckets = samplesOf(metrics, 'vitrine_http_request_duration_seconds_bucket', labels);
    expect(buckets.map((b) => b.labels.le)).toEqual([
      '0.005',
      '0.01',
      '0.025',
      '0.05',
      '0.1',
      '0.25',
      '0.5',
      '1',
      '2.5',
      '5',
      '10',
      '30',
      '+Inf',
    ]);
    for (let i = 1; i < buckets.length; i++) {
      expect(buckets[i]?.value).toBeGreaterThanOrEqual(buckets[i - 1]?.value as number);
    }
    const count = sampleValue(metrics, 'vitrine_http_request_duration_seconds_count', labels);
    expect(count).toBeGreaterThanOrEqual(2);
    expect(buckets.at(-1)?.value).toBe(count);
    expect(sampleValue(metrics, 'vitrine_http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
  });

  it('shows jobs queued, running and failed as the jobs table holds them when scraped', async () => {
    const db = server.app.vitrine.db;
    // The worker must not take these: they wait an hour (run_after).
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const now = TEST_NOW.toISOString();
    const job = (status: string) => ({
      kind: 'thumbnails',
      status,
      run_after: later,
      created_at: now,
      updated_at: now,
    });
    await db.deleteFrom('jobs').execute();
    await db
      .insertInto('jobs')
      .values([job('queued'), job('queued'), job('queued'), job('running'), job('failed'), job('done')])
      .execute();
    const table = await db
      .selectFrom('jobs')
      .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
      .groupBy('status')
      .execute();
    const inTable = (status: string) => Number(table.find((row) => row.status === status)?.count ?? 0);
    const metrics = await scrape();
    expect(metrics.types.get('vitrine_jobs')).toBe('gauge');
    for (const status of ['queued', 'running', 'failed']) {
      expect(sampleValue(metrics, 'vitrine_jobs', { status }), status).toBe(inTable(status));
    }
    expect(sampleValue(metrics, 'vitrine_jobs', { status: 'queued' })).toBe(3);
    expect(samplesOf(metrics, 'vitrine_jobs', { status: 'done' })).toEqual([]);
    await db.deleteFrom('jobs').where('status', '=', 'queued').execute();
    expect(sampleValue(await scrape(), 'vitrine_jobs', { status: 'queued' })).toBe(0);
    await db.deleteFrom('jobs').execute();
  });

  it('counts the bytes of upload chunks received', async () => {
    const editor = await server.as('editor');
    const before = sampleValue(await scrape(), 'vitrine_upload_bytes_received_total');
    const answers = await uploadBytes(
      server,
      editor,
      `/api/upload/${server.library.folders.workspace.id}`,
      'metrics.bin',
      Buffer.alloc(2_000, 7),
      { chunkSize: 1_000, order: [0] },
    );
    expect(answers[0]?.status).toBe(200);
    const after = sampleValue(await scrape(), 'vitrine_upload_bytes_received_total');
    // The chunk's body: 1,000 bytes of file plus the multipart fields and framing.
    expect(after - before).toBeGreaterThan(1_000);
    expect(after - before).toBeLessThan(4_000);
  });

  it('answers without a session, never cached, and is turned off with metrics: false (404)', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/metrics' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expectContract('getMetrics', 200, undefined);
    const off = await startTestServer({ metrics: false });
    try {
      const refused = await off.agent().call('GET', '/metrics');
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({
        responseStatus: { errorCode: 'NotFound', message: 'No route GET /metrics.' },
      });
      expectContract('getMetrics', refused.status, refused.body);
      expect(off.app.vitrineMetrics).toBeNull();
      // The probes do not depend on metrics.
      expect((await off.agent().call('GET', '/healthz')).status).toBe(200);
    } finally {
      await off.close();
    }
  });
});

describe('the command line', () => {
  it('reads VITRINE_METRICS and VITRINE_LOG_LEVEL (default warn), refusing other values', () => {
    expect(parseCliArgs([], {}).metrics).toBeUndefined();
    expect(parseCliArgs([], { VITRINE_METRICS: 'off' }).metrics).toBe(false);
    expect(parseCliArgs([], { VITRINE_METRICS: 'on' }).metrics).toBe(true);
    expect(() => parseCliArgs([], { VITRINE_METRICS: 'maybe' })).toThrow(/VITRINE_METRICS/);
    expect(parseCliArgs([], {}).logLevel).toBe('warn');
    expect(parseCliArgs([], { VITRINE_LOG_LEVEL: 'INFO' }).logLevel).toBe('info');
    expect(() => parseCliArgs([], { VITRINE_LOG_LEVEL: 'loud' })).toThrow(/VITRINE_LOG_LEVEL must be one of/);
  });
});
