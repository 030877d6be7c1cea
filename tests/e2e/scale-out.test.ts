// Several stateless instances (issue 16 point 3, docs/operations.md "Web and worker instances",
// docs/scaling.md "More than one instance"): the built command line (packages/server/dist/cli.js,
// built here with tsup as `npm start` builds it) started as separate processes over one PostgreSQL
// cluster and one s3rver bucket that this file starts, each with an empty data directory of its own
// (nothing shared on disk). A starts alone with --empty and prints the admin password; B is
// web-only (VITRINE_JOBS=off); C runs jobs like A. Everything goes over real HTTP with the session
// cookie made on A:
// - an upload on A whose thumbnail job is run by exactly one instance (the per-process counters
//   vitrine_jobs_finished_total of the three /metrics add up to one);
// - its thumbnail served by B, a search on C that finds it (C's cached answer from before dropped);
// - chunks of one upload sent to A, B and C, completed into one file;
// - an export started on A and downloaded from B, its entry the original's bytes;
// - C killed (SIGKILL) while it runs a job, the only worker left; D, started after, finishes it once
//   C's lease (VITRINE_JOB_LEASE_MS) has run out: done, on its second try.
/// <reference path="../../packages/server/src/testing/s3rver.d.ts" />
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chunkFields, resolveUploadFlags, UPLOAD_WIRE } from '@vitrine/api-client';
import { THUMBNAIL_INDEX } from '@vitrine/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoLikeJpeg } from '../../packages/server/src/testing/images.ts';
import {
  adminQuery,
  databaseUrl,
  type PostgresCluster,
  startPostgresCluster,
} from '../../packages/server/src/testing/postgres-cluster.ts';
import { parseExposition, sampleValue } from '../../packages/server/src/testing/prometheus-text.ts';
import { startTestS3, type TestS3 } from '../../packages/server/src/testing/s3.ts';
import { connectPostgres, readZip } from '../../packages/server/src/testing/scale-out-support.ts';
import { holdWorkspaceBuilds, packagesBuiltForThisRun } from './run-locks';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const serverDir = join(repoRoot, 'packages', 'server');
const cliPath = join(serverDir, 'dist', 'cli.js');

/** The lease of every instance's job worker: a killed instance's job is taken over after 3 s. */
const LEASE_MS = 3_000;
/** How often the test looks at the jobs table. */
const POLL_MS = 25;

interface Instance {
  name: string;
  child: ChildProcess;
  url: string;
  /** What it printed (stdout and stderr). */
  output: () => string;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
}

let cluster: PostgresCluster | undefined;
let s3: TestS3 | undefined;
let db: Awaited<ReturnType<typeof connectPostgres>> | undefined;
let workDir = '';
let baseEnv: NodeJS.ProcessEnv = {};
const instances: Instance[] = [];
let A: Instance;
let B: Instance;
let C: Instance;
let cookie = '';
let folderId = 0;

/** Runs a command to its end; rejects with its output when it fails. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited (${code}):\n${output}`)),
    );
  });
}

/**
 * Starts `node packages/server/dist/cli.js --port 0 --data-dir <its own>` with the shared
 * environment and `env`; resolves once it printed its URL (and whatever `until` asks for).
 */
async function startInstance(
  name: string,
  env: NodeJS.ProcessEnv,
  args: string[] = [],
  until = /Vitrine is running at (http:\/\/127\.0\.0\.1:\d+)/,
): Promise<{ instance: Instance; match: RegExpExecArray }> {
  const dataDir = await mkdtemp(join(workDir, `${name}-`));
  const child = spawn(process.execPath, [cliPath, '--port', '0', '--data-dir', dataDir, ...args], {
    cwd: workDir,
    env: { ...baseEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // A run that ends without its afterAll (an interrupt) still ends the processes it started.
  const onExit = () => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null)
      process.kill(child.pid, 'SIGKILL');
  };
  process.once('exit', onExit);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      process.removeListener('exit', onExit);
      resolve();
    }),
  );
  const instance: Instance = { name, child, url: '', output: () => output, exited };
  instances.push(instance);
  const match = await new Promise<RegExpExecArray>((resolve, reject) => {
    const look = (chunk: Buffer) => {
      output += chunk;
      const found = until.exec(output);
      if (found) resolve(found);
    };
    child.stdout?.on('data', look);
    child.stderr?.on('data', look);
    child.once('exit', (code, signal) =>
      reject(new Error(`${name} exited (${code ?? signal}) before it was ready:\n${output}`)),
    );
  });
  instance.url = /Vitrine is running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1] ?? '';
  return { instance, match };
}

/** Stops one instance by its pid: `signal`, then SIGKILL if it has not gone within 30 s. */
async function stopInstance(instance: Instance, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  const { child } = instance;
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  process.kill(child.pid, signal);
  const late = setTimeout(() => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null)
      process.kill(child.pid, 'SIGKILL');
  }, 30_000);
  await instance.exited;
  clearTimeout(late);
}

/** A call with the session cookie; JSON in when `body` is given. */
function call(instance: Instance, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${instance.url}${path}`, {
    method,
    headers: {
      cookie: `vitrine_session=${cookie}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${response.url}: ${text}`);
  return JSON.parse(text) as T;
}

let uploads = 0;

/**
 * Uploads `bytes` as api-client's uploadFile sends them, chunk `i` (of `chunkSize` bytes) to
 * `targets[i]`, one after the other; answers the new file's id (from the last chunk's answer).
 */
async function upload(
  targets: Instance[],
  fileName: string,
  bytes: Buffer,
  chunkSize = bytes.length,
): Promise<number> {
  const count = Math.max(1, Math.ceil(bytes.length / chunkSize));
  expect(targets).toHaveLength(count);
  uploads += 1;
  const uniqueId = `scale-out-${uploads}-${Date.now()}`;
  let answer: { files?: { Id: number }[] } = {};
  for (let index = 0; index < count; index++) {
    const offset = index * chunkSize;
    const form = new FormData();
    for (const [field, value] of chunkFields({
      fileName,
      fileSize: bytes.length,
      chunk: { index, count, offset, size: 0 },
      uniqueId,
      flags: resolveUploadFlags(),
    }))
      form.append(field, value);
    form.append(
      UPLOAD_WIRE.file,
      new Blob([bytes.subarray(offset, offset + chunkSize) as Uint8Array<ArrayBuffer>]),
      fileName,
    );
    const target = targets[index] as Instance;
    answer = await json(
      await fetch(`${target.url}/api/upload/${folderId}`, {
        method: 'POST',
        headers: { cookie: `vitrine_session=${cookie}` },
        body: form,
      }),
    );
  }
  const id = answer.files?.[0]?.Id;
  if (!id) throw new Error(`the last chunk of ${fileName} answered no file: ${JSON.stringify(answer)}`);
  return id;
}

interface JobRow {
  id: number;
  status: string;
  tries: number;
  claimed_by: string | null;
  lease_until: string | null;
  updated_at: string;
}

/** The thumbnail job of a file, as the database holds it for every instance. */
async function thumbnailJob(fileId: number): Promise<JobRow | undefined> {
  const result = await db?.query<JobRow>(
    `select id, status, tries, claimed_by, lease_until, updated_at from jobs
      where kind = 'thumbnails' and file_id = $1 order by id desc limit 1`,
    [fileId],
  );
  return result?.rows[0];
}

/** Polls the job until `done` says so; throws with the last row after `timeoutMs`. */
async function waitForJob(fileId: number, done: (job: JobRow) => boolean, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await thumbnailJob(fileId);
    if (job && done(job)) return job;
    if (Date.now() > deadline) throw new Error(`job of file ${fileId}: ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Thumbnail jobs this instance's worker finished as done (its own counter, GET /metrics). */
async function thumbnailsDone(instance: Instance): Promise<number> {
  const answer = await fetch(`${instance.url}/metrics`);
  expect(answer.status).toBe(200);
  const metrics = parseExposition(await answer.text());
  return sampleValue(metrics, 'vitrine_jobs_finished_total', { kind: 'thumbnails', outcome: 'done' });
}

/** Bytes of upload chunk requests this instance received (its own counter, GET /metrics). */
async function uploadBytesReceived(instance: Instance): Promise<number> {
  const answer = await fetch(`${instance.url}/metrics`);
  return sampleValue(parseExposition(await answer.text()), 'vitrine_upload_bytes_received_total');
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function download(instance: Instance, query: string): Promise<{ response: Response; bytes: Buffer }> {
  const response = await call(instance, 'GET', `/Download.aspx?${query}`);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

// It builds or packs the workspace's own outputs: never beside another file that does (run-locks.ts).
holdWorkspaceBuilds();

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'vitrine-scale-out-'));
  // The environment of a machine that runs the command line: no test runner's or package manager's
  // settings, nothing of an outer Vitrine configuration.
  baseEnv = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) =>
        !/^(VITRINE_|AWS_|DATABASE_URL$|PORT$|NODE_OPTIONS$|VITEST|npm_|PNPM_)/.test(key) && key !== 'TEST',
    ),
  );
  // The server's dist as `npm start` makes it (packages/server: tsup, then node dist/cli.js).
  if (!packagesBuiltForThisRun() || !existsSync(cliPath)) {
    await run(join(repoRoot, 'node_modules', '.bin', 'tsup'), [], serverDir, baseEnv);
  }
  cluster = await startPostgresCluster();
  await adminQuery(cluster.adminUrl, 'create database vitrine_scale_out');
  const url = databaseUrl(cluster.adminUrl, 'vitrine_scale_out');
  s3 = await startTestS3();
  const storage = s3.config('scale-out/');
  baseEnv = {
    ...baseEnv,
    DATABASE_URL: url,
    VITRINE_STORAGE: storage.url,
    VITRINE_S3_ENDPOINT: s3.endpoint,
    AWS_ACCESS_KEY_ID: storage.credentials?.accessKeyId,
    AWS_SECRET_ACCESS_KEY: storage.credentials?.secretAccessKey,
    AWS_REGION: storage.region,
    VITRINE_JOB_LEASE_MS: String(LEASE_MS),
  };

  // The first instance alone: it migrates the new database and prints the password once.
  const first = await startInstance('A', {}, ['--empty'], /Sign in as admin with the password (\S+)\n/);
  A = first.instance;
  const password = first.match[1] as string;
  // Then the other two together (migrations under the lock find nothing left to apply).
  const [b, c] = await Promise.all([
    // B says it runs no jobs.
    startInstance('B', { VITRINE_JOBS: 'off' }, [], /background jobs: off \(VITRINE_JOBS=off/),
    startInstance('C', {}),
  ]);
  B = b.instance;
  C = c.instance;

  const signIn = await fetch(`${A.url}/api/session/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'admin', password }),
  });
  expect(signIn.status).toBe(200);
  cookie = /vitrine_session=([^;]+)/.exec(signIn.headers.getSetCookie().join('\n'))?.[1] ?? '';
  expect(cookie).not.toBe('');
  db = await connectPostgres(url);
  const folder = await json<{ id: number }>(
    await call(B, 'POST', '/api/folder/addFolder', { Name: 'Scale-out', ParentId: 0 }),
  );
  folderId = folder.id;
}, 600_000);

afterAll(async () => {
  // Every process this file started, by its pid; then the database client, the bucket and the cluster.
  await Promise.all(instances.map((instance) => stopInstance(instance)));
  await db?.end().catch(() => undefined);
  await s3?.close();
  await cluster?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
}, 120_000);

describe('three server processes on one PostgreSQL and one bucket', () => {
  let photo: Buffer;
  let photoId = 0;

  it('an upload on A: its thumbnail job is run by exactly one instance, the web-only B runs none', async () => {
    // A search on C before the upload: C caches its answer; A's write must drop it (docs/scaling.md).
    const before = await json<{ images: unknown[] }>(
      await call(C, 'POST', '/api/search', { criteria: { selectedFolder: 0, text: 'lighthouse' } }),
    );
    expect(before.images).toEqual([]);
    const done = await Promise.all([A, B, C].map(thumbnailsDone));
    photo = await photoLikeJpeg(1200, 900, 3);
    photoId = await upload([A], 'lighthouse.jpg', photo);
    const job = await waitForJob(photoId, (row) => row.status === 'done');
    expect(job.tries).toBe(1);
    const after = await Promise.all([A, B, C].map(thumbnailsDone));
    const ran = after.map((count, i) => count - (done[i] as number));
    expect(ran.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(ran[1]).toBe(0);
  });

  it('B serves its thumbnail, C finds it by a search', async () => {
    const medium = await db?.query<{ content_hash: string }>(
      `select content_hash from renditions where file_id = $1 and size = 'medium'`,
      [photoId],
    );
    const hash = medium?.rows[0]?.content_hash;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    // The URL the views make (thumbnailUrl: /Download.aspx?id=&thumb=).
    const thumb = await download(B, `id=${photoId}&thumb=${THUMBNAIL_INDEX.medium}`);
    expect(thumb.response.status).toBe(200);
    expect(thumb.response.headers.get('x-vitrine-placeholder')).toBeNull();
    expect(thumb.response.headers.get('content-type')).toMatch(/^image\//);
    expect(sha256(thumb.bytes)).toBe(hash);
    const original = await download(B, `id=${photoId}`);
    expect(original.response.status).toBe(200);
    expect(original.bytes.equals(photo)).toBe(true);

    const found = await json<{ images: { id: number; name: string }[] }>(
      await call(C, 'POST', '/api/search', { criteria: { selectedFolder: 0, text: 'lighthouse' } }),
    );
    expect(found.images.map((image) => image.id)).toEqual([photoId]);
  });

  it('chunks of one upload sent to A, B and C make one file with the right bytes', async () => {
    const bytes = await photoLikeJpeg(900, 700, 5);
    const chunkSize = Math.ceil(bytes.length / 3);
    const received = await Promise.all([A, B, C].map(uploadBytesReceived));
    const id = await upload([A, B, C], 'harbour.jpg', bytes, chunkSize);
    // Each process received its chunk (its own counter: the chunk's bytes and the multipart framing).
    const after = await Promise.all([A, B, C].map(uploadBytesReceived));
    after.forEach((count, i) => {
      const delta = count - (received[i] as number);
      expect(delta).toBeGreaterThanOrEqual(bytes.length - 2 * chunkSize);
      expect(delta).toBeLessThan(chunkSize + 4_000);
    });
    const files = await db?.query<{ id: number; content_hash: string; file_size: number }>(
      `select id, content_hash, file_size::integer as file_size from files where file_name = 'harbour.jpg'`,
    );
    expect(files?.rows).toEqual([{ id, content_hash: sha256(bytes), file_size: bytes.length }]);
    const original = await download(C, `id=${id}`);
    expect(original.bytes.equals(bytes)).toBe(true);
    const job = await waitForJob(id, (row) => row.status === 'done');
    expect(job.tries).toBe(1);
  });

  it('an export started on A is downloaded from B: its entry is the original, byte for byte', async () => {
    const started = await json<{ id: string }>(
      await call(A, 'POST', '/api/export', { ids: [photoId], type: 1 }),
    );
    const answer = await call(B, 'GET', `/api/export/${encodeURIComponent(started.id)}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    const entries = await readZip(Buffer.from(await answer.arrayBuffer()));
    expect([...entries.keys()]).toEqual(['lighthouse.jpg']);
    expect(entries.get('lighthouse.jpg')?.equals(photo)).toBe(true);
  });

  it('C killed while it runs a job: D, started after, finishes it once the lease ran out (done, 2 tries)', async () => {
    // C the only worker: A stops as a rolling restart stops it (SIGTERM: nothing in hand).
    await stopInstance(A);
    expect(A.child.exitCode).toBe(0);
    const big = await photoLikeJpeg(6000, 4000, 9);
    const id = await upload([B], 'panorama.jpg', big);
    const running = await waitForJob(id, (row) => row.status !== 'queued');
    const seenAt = Date.now();
    expect(running.status, 'the job finished before C could be killed: make it longer').toBe('running');
    // The lease VITRINE_JOB_LEASE_MS asked for, not the default minute: claimed (updated_at) until
    // now + 3 s, renewed every second to the renewal's time + 3 s.
    const claimedAt = Date.parse(running.updated_at);
    const lease = Date.parse(running.lease_until ?? '') - claimedAt;
    expect(lease).toBeGreaterThanOrEqual(LEASE_MS);
    expect(lease).toBeLessThanOrEqual(LEASE_MS + (seenAt - claimedAt));
    await stopInstance(C, 'SIGKILL');
    expect(C.child.signalCode).toBe('SIGKILL');
    const left = await thumbnailJob(id);
    expect(left).toMatchObject({ status: 'running', tries: 1, claimed_by: running.claimed_by });

    const killedAt = Date.now();
    const { instance: D } = await startInstance('D', {});
    const finished = await waitForJob(id, (row) => row.status === 'done');
    expect(finished).toMatchObject({ status: 'done', tries: 2, claimed_by: null });
    // Not before C's lease had run out; long before the default minute would have.
    expect(Date.now() - killedAt).toBeGreaterThanOrEqual(LEASE_MS - 1_000);
    expect(await thumbnailsDone(D)).toBe(1);
    const thumb = await download(B, `id=${id}&thumb=${THUMBNAIL_INDEX.medium}`);
    expect(thumb.response.status).toBe(200);
    expect(thumb.response.headers.get('x-vitrine-placeholder')).toBeNull();
  }, 240_000);
});
