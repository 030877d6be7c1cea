// @vitrine/server in a process of its own for upload-browser.bench.ts, as `npm start` runs it: the
// benchmark's own process carries the proxy's bytes and playwright, and a server sharing that one
// thread waited for them (and they for it) on every byte. Started with an IPC channel by
// `startUploadServerProcess` over a data directory the harness seeded; adds the bench-only raw route
// (POST /bench/raw: the server's multipart parser, the file part hashed while written to disk, as a
// chunk is; no ingest). Answers 'cpu' with its process.cpuUsage(), profiles its CPU between
// 'profile-start' and 'profile-stop' (a .cpuprofile for Chrome DevTools); ends on 'close'.
import { type ChildProcess, fork } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { VitrineServer } from '../../e2e/upload-page/harness.ts';
import { TRANSFORM_TYPES_FLAGS } from './transform-types.ts';

export const RAW_PATH = '/bench/raw';

type Message =
  | { type: 'listening'; port: number }
  | { type: 'cpu'; usage: NodeJS.CpuUsage }
  | { type: 'profiled' };
type Request = 'cpu' | 'close' | 'profile-start' | { type: 'profile-stop'; path: string };

/** The server process as the benchmark sees it. */
export interface UploadServerProcess {
  port: number;
  /** The server process's CPU time so far (user + system), in milliseconds. */
  cpuMs(): Promise<number>;
  /** Starts profiling the server's CPU (V8's sampling profiler). */
  startProfile(): Promise<void>;
  /** Stops it and writes the profile to `path` (a .cpuprofile). */
  stopProfile(path: string): Promise<void>;
  close(): Promise<void>;
}

/** Starts the server process over `dataDir`; the raw route spools into `rawDir`, up to `maxRawBytes`. */
export async function startUploadServerProcess(
  dataDir: string,
  rawDir: string,
  maxRawBytes: number,
): Promise<UploadServerProcess> {
  const child: ChildProcess = fork(import.meta.filename, [dataDir, rawDir, String(maxRawBytes)], {
    execArgv: [...TRANSFORM_TYPES_FLAGS, ...process.execArgv],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = (type: Message['type']) =>
    new Promise<Message>((resolve, reject) => {
      const onMessage = (message: Message) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message);
      };
      const onExit = (code: number | null) => reject(new Error(`the server process exited (${code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const ask = async (request: Request, answer: Message['type']) => {
    const answered = next(answer);
    child.send(request);
    return answered;
  };
  const listening = await next('listening');
  if (listening.type !== 'listening') throw new Error('unreachable');
  return {
    port: listening.port,
    async cpuMs() {
      const message = await ask('cpu', 'cpu');
      if (message.type !== 'cpu') throw new Error('unreachable');
      return (message.usage.user + message.usage.system) / 1000;
    },
    async startProfile() {
      await ask('profile-start', 'profiled');
    },
    async stopProfile(path) {
      await ask({ type: 'profile-stop', path }, 'profiled');
    },
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('close');
      await exited;
    },
  };
}

/** A raw body's file part as the server took it: where it was written, its size and SHA-256. */
export interface RawFile {
  path: string;
  size: number;
  sha256: string;
}

/**
 * Adds the bench-only raw route (see above) to a server before it listens: the file part goes to a
 * new file under `rawDir`, hashed on the way; it answers the size and SHA-256. `keep`: the file
 * stays (for the caller to remove), else it is removed before the answer.
 */
export async function rawRoute(
  rawDir: string,
  maxRawBytes: number,
  { keep = false }: { keep?: boolean } = {},
): Promise<(app: VitrineServer) => void> {
  const { parseChunkBody } = await import('../../../packages/server/src/upload/multipart.ts');
  return (app) => {
    app.post(RAW_PATH, async (request) => {
      await mkdir(rawDir, { recursive: true });
      const parsed = await parseChunkBody<RawFile>(request, {
        spoolDir: rawDir,
        maxFileBytes: maxRawBytes,
        tooLargeMessage: 'The raw body is too large.',
        beforeFile: async () => async (stream) => {
          const hash = createHash('sha256');
          let size = 0;
          const path = join(rawDir, `raw-${randomUUID()}`);
          const hashing = new Transform({
            transform(chunk: Buffer, _encoding, callback) {
              size += chunk.length;
              hash.update(chunk);
              callback(null, chunk);
            },
          });
          await pipeline(stream, hashing, createWriteStream(path, { flags: 'wx' }));
          if (!keep) await rm(path, { force: true });
          return { path, size, sha256: hash.digest('hex') };
        },
      });
      const file = parsed.taken?.result;
      if (!file) throw new Error('the raw body had no file part');
      return { receivedBytes: file.size, sha256: file.sha256 };
    });
  };
}

async function serve(dataDir: string, rawDir: string, maxRawBytes: number): Promise<void> {
  const { createServer } = await import('../../../packages/server/src/server.ts');
  const { TEST_SCRYPT_COST } = await import('../../../packages/server/src/testing/contract.ts');
  const app = await createServer({ dataDir, scryptCost: TEST_SCRYPT_COST, validateResponses: false });
  (await rawRoute(rawDir, maxRawBytes))(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const send = (message: Message) => process.send?.(message);
  const inspector = new Session();
  inspector.connect();
  process.on('message', async (message: Request) => {
    if (message === 'cpu') send({ type: 'cpu', usage: process.cpuUsage() });
    if (message === 'close') void app.close().then(() => process.exit(0));
    if (message === 'profile-start') {
      await inspector.post('Profiler.enable');
      await inspector.post('Profiler.start');
      send({ type: 'profiled' });
    }
    if (typeof message === 'object' && message.type === 'profile-stop') {
      const { profile } = await inspector.post('Profiler.stop');
      await writeFile(message.path, JSON.stringify(profile));
      send({ type: 'profiled' });
    }
  });
  // The benchmark went away without closing: so does the server.
  process.on('disconnect', () => void app.close().then(() => process.exit(0)));
  send({ type: 'listening', port: (app.server.address() as AddressInfo).port });
}

if (process.send && process.argv[1] === import.meta.filename) {
  const [dataDir, rawDir, maxRawBytes] = process.argv.slice(2);
  if (!dataDir || !rawDir || !maxRawBytes)
    throw new Error('usage: upload-server-process <dataDir> <rawDir> <maxRawBytes>');
  await serve(dataDir, rawDir, Number(maxRawBytes));
}
