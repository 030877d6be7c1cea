// The uploader engine on the real server, through a proxy that can fail requests (issue 19 e2e and
// bench): the engine's test page (./index.html, built with Vite), @vitrine/server over a temporary
// data directory seeded with the contract library (restartable on the same directory), and a small
// HTTP proxy on 127.0.0.1 in front of it that serves the page, forwards everything else, logs every
// chunk post, and injects faults into chunk posts (429, 503, a reset before or after the server
// answered), drops one chunk's connection or every connection (also while the server is down).
// Debian chromium via playwright-core.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import {
  createServer as createHttpServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { createServer } from '../../../packages/server/src/server.ts';
import {
  CONTRACT_USERS,
  type ContractLibrary,
  resetContractLibrary,
  TEST_SCRYPT_COST,
} from '../../../packages/server/src/testing/contract.ts';
import { chromiumLaunchOptions } from '../../../scripts/chromium';

export { CONTRACT_USERS };

const pageRoot = dirname(fileURLToPath(import.meta.url));
type VitrineServer = Awaited<ReturnType<typeof createServer>>;

/** What to do with one chunk post. */
export type Fault = 'none' | '429' | '503' | 'reset-before' | 'reset-after';

/** One chunk post as the proxy saw it. */
export interface ChunkLogEntry {
  uniqueId: string;
  chunkIndex: number;
  fault: Fault;
  /** The server's status when it answered (also for 'reset-after', whose answer the client never got). */
  serverStatus: number | null;
  /** performance.now() of the proxy: the post began, its body ended, the server's answer began. */
  startedAt: number;
  bodyEndAt: number | null;
  answeredAt: number | null;
}

export interface UploadEngineHarness {
  /** The proxy's origin (the page and the API), `http://127.0.0.1:<port>`. */
  url: string;
  server(): VitrineServer;
  library: ContractLibrary;
  dataDir: string;
  /** Every chunk post, in the order they started. */
  chunks: ChunkLogEntry[];
  /** Chooses each chunk post's fault (default: none). */
  setFaults(choose: (() => Fault) | null): void;
  /** Drops every connection through the proxy now (a lost network for the page). */
  dropConnections(): void;
  /**
   * Drops the connection of each chunk post `match` picks that the server has not answered yet (one
   * connection lost, the others go on: the uploader keeps two chunks in flight); answers how many.
   */
  dropChunkConnections(match: (chunk: ChunkLogEntry) => boolean): number;
  /** Closes the server as if it stopped (every connection through the proxy dropped first), then starts it again on the same data directory. */
  restartServer(options?: { downMs?: number }): Promise<void>;
  /** A page of a fresh browser context at the engine's test page, signed in as the super admin. */
  openPage(): Promise<Page>;
  /** The files of a folder whose names start with `prefix`: name and SHA-256 of the content. */
  storedFiles(folderId: number, prefix: string): Promise<{ name: string; sha256: string }[]>;
  close(): Promise<void>;
}

/** How the harness starts. */
export interface UploadEngineHarnessOptions {
  /** Routes of a benchmark, added to each server started before it listens. */
  beforeListen?: (app: VitrineServer) => void;
  /** Check every answer against openapi.yml (default true; a benchmark turns it off). */
  validateResponses?: boolean;
  /**
   * A server in a process of its own (a benchmark's: its process also carries the proxy and
   * playwright), started over the data directory once the contract library is in it, in place of the
   * in-process one. `server()`, `restartServer` and `storedFiles` then throw.
   */
  upstream?: (dataDir: string) => Promise<ExternalServer>;
}

/** A server the harness did not start in its own process. */
export interface ExternalServer {
  port: number;
  close(): Promise<void>;
}

export type { VitrineServer };

async function startVitrine(dataDir: string, options: UploadEngineHarnessOptions): Promise<VitrineServer> {
  const app = await createServer({
    dataDir,
    scryptCost: TEST_SCRYPT_COST,
    validateResponses: options.validateResponses ?? true,
  });
  options.beforeListen?.(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

const CHUNK_PATH = /^\/api\/upload\/\d+(\?|$)/;

/** The uniqueId and chunk index of a multipart chunk, from the text fields before its bytes. */
function readChunkFields(head: string): { uniqueId: string; chunkIndex: number } | null {
  const field = (name: string) => new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`).exec(head)?.[1];
  const uniqueId = field('uniqueId');
  const chunkIndex = field('chunkIndex');
  return uniqueId === undefined || chunkIndex === undefined
    ? null
    : { uniqueId, chunkIndex: Number(chunkIndex) };
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
};

export async function startUploadEngineHarness(
  options: UploadEngineHarnessOptions = {},
): Promise<UploadEngineHarness> {
  const outDir = await mkdtemp(join(tmpdir(), 'vitrine-upload-page-'));
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-upload-data-'));
  await build({
    root: pageRoot,
    base: '/upload-test/',
    configFile: false,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false },
    worker: { format: 'es' },
  });
  let app = await startVitrine(dataDir, options);
  const library = await resetContractLibrary(app.vitrine.db, {
    now: new Date(),
    scryptCost: TEST_SCRYPT_COST,
  });
  let upstreamPort = (app.server.address() as AddressInfo).port;
  let external: ExternalServer | null = null;
  if (options.upstream) {
    await app.close();
    external = await options.upstream(dataDir);
    upstreamPort = external.port;
  }
  const inProcess = (what: string) => {
    if (external) throw new Error(`${what}: the server runs in a process of its own`);
    return app;
  };
  let down = false;
  let chooseFault: (() => Fault) | null = null;
  const chunks: ChunkLogEntry[] = [];
  const sockets = new Set<Socket>();
  /** The connection each chunk post came on. */
  const chunkSockets = new WeakMap<ChunkLogEntry, Socket>();

  const serveStatic = async (path: string, response: import('node:http').ServerResponse) => {
    const relative = normalize(path.replace(/^\/upload-test\/?/, '') || 'index.html');
    if (relative.startsWith('..')) {
      response.writeHead(404).end();
      return;
    }
    const file = join(outDir, relative);
    try {
      await stat(file);
    } catch {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  };

  const forward = (
    request: IncomingMessage,
    response: import('node:http').ServerResponse,
    log: ChunkLogEntry | null,
    fault: Fault,
  ) => {
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        if (log) {
          log.serverStatus = answer.statusCode ?? null;
          log.answeredAt = performance.now();
        }
        if (fault === 'reset-after') {
          // The server stored the chunk; the client never hears it.
          answer.resume();
          answer.on('end', () => request.socket.destroy());
          return;
        }
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => request.socket.destroy());
    // The client went away (or the proxy dropped it): the server's request goes too.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    let head = '';
    if (log) {
      request.on('data', (part: Buffer) => {
        if (head.length >= 4096 || log.uniqueId !== '') return;
        head += part.toString('latin1', 0, Math.min(part.length, 4096));
        const fields = readChunkFields(head);
        if (fields) {
          log.uniqueId = fields.uniqueId;
          log.chunkIndex = fields.chunkIndex;
        }
      });
    }
    request.pipe(upstream);
  };

  const proxy: Server = createHttpServer((request, response) => {
    const url = request.url ?? '/';
    if (url.startsWith('/upload-test')) {
      void serveStatic(url.split('?')[0] ?? url, response);
      return;
    }
    if (down) {
      request.socket.destroy();
      return;
    }
    const isChunk = request.method === 'POST' && CHUNK_PATH.test(url);
    if (!isChunk) {
      forward(request, response, null, 'none');
      return;
    }
    const fault = chooseFault?.() ?? 'none';
    const log: ChunkLogEntry = {
      uniqueId: '',
      chunkIndex: -1,
      fault,
      serverStatus: null,
      startedAt: performance.now(),
      bodyEndAt: null,
      answeredAt: null,
    };
    chunks.push(log);
    // Until its answer went (or its connection did): a kept-alive connection carries later posts.
    chunkSockets.set(log, request.socket);
    response.once('close', () => chunkSockets.delete(log));
    request.once('end', () => {
      log.bodyEndAt = performance.now();
    });
    if (fault === '429' || fault === '503' || fault === 'reset-before') {
      // Read the fields for the log, then answer without the server.
      let head = '';
      request.on('data', (part: Buffer) => {
        if (head.length < 4096) head += part.toString('latin1', 0, Math.min(part.length, 4096));
        const fields = log.uniqueId === '' ? readChunkFields(head) : null;
        if (fields) {
          log.uniqueId = fields.uniqueId;
          log.chunkIndex = fields.chunkIndex;
          if (fault === 'reset-before') request.socket.destroy();
        }
      });
      if (fault !== 'reset-before') {
        request.on('end', () => {
          response.writeHead(Number(fault), {
            'content-type': 'application/json',
            ...(fault === '429' ? { 'retry-after': '1' } : {}),
          });
          response.end(
            JSON.stringify({ responseStatus: { errorCode: 'Injected', message: 'Injected fault' } }),
          );
        });
      }
      return;
    }
    forward(request, response, log, fault);
  });
  proxy.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  proxy.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  const browser: Browser = await chromium.launch(chromiumLaunchOptions());

  return {
    url,
    server: () => inProcess('server()'),
    library,
    dataDir,
    chunks,
    setFaults(choose) {
      chooseFault = choose;
    },
    dropConnections() {
      for (const socket of sockets) socket.destroy();
    },
    dropChunkConnections(match) {
      let dropped = 0;
      for (const chunk of chunks) {
        const socket = chunkSockets.get(chunk);
        if (chunk.answeredAt !== null || !socket || socket.destroyed || !match(chunk)) continue;
        socket.destroy();
        dropped += 1;
      }
      return dropped;
    },
    async restartServer({ downMs = 500 } = {}) {
      inProcess('restartServer');
      down = true;
      for (const socket of sockets) socket.destroy();
      await app.close();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      app = await startVitrine(dataDir, options);
      upstreamPort = (app.server.address() as AddressInfo).port;
      down = false;
    },
    async openPage() {
      const context = await browser.newContext({ locale: 'en-US' });
      const page = await context.newPage();
      await page.goto(`${url}/upload-test/index.html`);
      await page.locator('body[data-ready="true"]').waitFor();
      const status = await page.evaluate(
        ({ userName, password }) =>
          (
            window as unknown as { vitrineUpload: { signIn(u: string, p: string): Promise<number> } }
          ).vitrineUpload.signIn(userName, password),
        CONTRACT_USERS.superAdmin,
      );
      if (status !== 200) throw new Error(`sign-in answered ${status}`);
      return page;
    },
    async storedFiles(folderId, prefix) {
      const rows = await inProcess('storedFiles')
        .vitrine.db.selectFrom('files')
        .select(['file_name', 'content_hash'])
        .where('folder_id', '=', folderId)
        .where('file_name', 'like', `${prefix}%`)
        .execute();
      return rows.map((row) => ({ name: row.file_name, sha256: row.content_hash }));
    },
    async close() {
      await browser.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => proxy.close(resolve));
      await (external ?? app).close();
      await rm(outDir, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The SHA-256 of a file on disk (streamed). */
export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const part of createReadStream(path)) hash.update(part as Buffer);
  return hash.digest('hex');
}

/** What the test page's `vitrineUpload.state()` answers. */
export interface PageState {
  states: string[];
  names: string[];
  loaded: number[];
  fileIds: (number | null)[];
  errors: ({ status: number; message: string } | null)[];
  sha256: (string | null)[];
  duplicateOf: ({ fileId: number; name: string; folderId: number }[] | null)[];
  totals: {
    files: number;
    done: number;
    failed: number;
    bytes: number;
    loaded: number;
    bytesPerSecond: number;
  };
  running: boolean;
  sessionEnded: boolean;
  /** From start to every item settled, in the page's clock; null until then. */
  elapsedMs: number | null;
}

export function pageState(page: Page): Promise<PageState | null> {
  return page.evaluate(() =>
    (window as unknown as { vitrineUpload: { state(): PageState | null } }).vitrineUpload.state(),
  );
}

export async function startQueue(
  page: Page,
  options: {
    folderId: number;
    persistKey?: string | null;
    addInputFiles?: boolean;
    checkNames?: boolean;
    offline?: boolean;
    preCheckDuplicates?: boolean;
  },
): Promise<void> {
  await page.evaluate(
    (value) =>
      (window as unknown as { vitrineUpload: { start(o: typeof value): Promise<void> } }).vitrineUpload.start(
        value,
      ),
    options,
  );
}

/** Waits until `test` accepts the page's state; the last state in the error otherwise. */
export async function waitForState(
  page: Page,
  test: (state: PageState) => boolean,
  timeoutMs = 120_000,
): Promise<PageState> {
  const deadline = Date.now() + timeoutMs;
  let last: PageState | null = null;
  while (Date.now() < deadline) {
    last = await pageState(page);
    if (last && test(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `timed out; last state: ${JSON.stringify(last && { states: last.states, errors: last.errors })}`,
  );
}
