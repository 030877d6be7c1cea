// The chunked upload of @vitrine/api-client (spec 001 §7: 60,000,000-byte chunks, spec 001 §9)
// against a real node:http server on 127.0.0.1 that reads every multipart body, next to the
// baseline: one plain fetch POST of the same file as multipart FormData.
//
// The server runs in this process; each client runs in a child process of its own, so the peak RSS
// printed is the client's alone (process.resourceUsage().maxRSS). The file is a sparse temporary
// file read through fs.openAsBlob, as the api-client tests do: no 130 MB in memory unless the
// client itself buffers it. The server checks every body (fields, chunk sizes), so a figure is
// only printed for an upload that really carried the file.
// Run: pnpm run bench upload   (node --import ./tests/bench/lib/ts-resolve.mjs tests/bench/upload.bench.ts)
import { spawn } from 'node:child_process';
import { openAsBlob } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chunkFields, resolveUploadFlags, uploadFile } from '@vitrine/api-client';
import { CHUNK_SIZE } from '@vitrine/core';
import { bytes, duration, figure, median, note, printTable } from './lib/measure.ts';
import { MultipartCounter, multipartBoundary } from './lib/multipart.ts';

/** spec 001 §9: the chunk size, as the spec writes it (checked against @vitrine/core's constant). */
const SPEC_CHUNK_SIZE = 60_000_000;
const FILE_SIZE = 130_000_000;
const FILE_NAME = 'holiday.mp4';
const RUNS = 3;
const FOLDER_ID = 17;

type Mode = 'uploadFile' | 'fetch';

/** What a client process reports (one JSON line on stdout). */
interface ClientReport {
  mode: Mode;
  /** Milliseconds of each upload, file ready to answer received. */
  runsMs: number[];
  /** RSS just before the first upload (Node, modules, the File object). */
  rssBeforeBytes: number;
  /** Peak RSS of the whole client process. */
  peakRssBytes: number;
}

/** What the server saw of one request. */
interface SeenRequest {
  path: string;
  wireBytes: number;
  fields: Record<string, string>;
  fileName: string | undefined;
  fileBytes: number;
}

const { values: args } = parseArgs({
  options: {
    client: { type: 'string' },
    url: { type: 'string' },
    file: { type: 'string' },
  },
});

// The client side (a child process) -------------------------------------------------------------------

async function runClient(mode: Mode, url: string, path: string): Promise<void> {
  const file = new File([await openAsBlob(path)], FILE_NAME, { type: 'video/mp4' });
  const rssBeforeBytes = process.memoryUsage().rss;
  const runsMs: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    if (mode === 'uploadFile') {
      // As a host calls it in Node: no XMLHttpRequest there, so chunks go through fetch.
      const outcome = await uploadFile({
        baseUrl: url,
        target: { kind: 'folder', folderId: FOLDER_ID },
        file,
      });
      if (outcome.status !== 'done') throw new Error(`uploadFile ended ${JSON.stringify(outcome)}`);
    } else {
      // The baseline: the same fields and the whole file in one multipart POST.
      const form = new FormData();
      const fields = chunkFields({
        fileName: FILE_NAME,
        fileSize: file.size,
        chunk: { index: 0, count: 1, offset: 0, size: file.size },
        uniqueId: crypto.randomUUID(),
        flags: resolveUploadFlags(),
      });
      for (const [name, value] of fields) form.append(name, value);
      form.append('file', file, FILE_NAME);
      const response = await fetch(`${url}/plain`, { method: 'POST', body: form });
      if (!response.ok) throw new Error(`plain POST answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
    }
    runsMs.push(performance.now() - start);
  }
  const report: ClientReport = {
    mode,
    runsMs,
    rssBeforeBytes,
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
  };
  process.stdout.write(`${JSON.stringify(report)}\n`);
}

// The server and the table (this process) --------------------------------------------------------

async function main(): Promise<void> {
  if (CHUNK_SIZE !== SPEC_CHUNK_SIZE) {
    console.warn(`note: @vitrine/core CHUNK_SIZE is ${CHUNK_SIZE}, spec 001 §9 says ${SPEC_CHUNK_SIZE}`);
  }
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-bench-upload-'));
  const seen: SeenRequest[] = [];
  const server = createServer((request, response) => {
    serve(request, response, seen).catch((error: unknown) => {
      answer(response, 500, { responseStatus: { errorCode: 'BenchServer', message: String(error) } });
    });
  });
  try {
    const path = join(dir, FILE_NAME);
    const handle = await open(path, 'w');
    await handle.truncate(FILE_SIZE); // sparse: zeros that take no disk
    await handle.close();
    const url = await listen(server);

    const rows: string[][] = [];
    for (const mode of ['uploadFile', 'fetch'] as const) {
      seen.length = 0;
      const report = await spawnClient(mode, url, path);
      checkWhatServerSaw(mode, seen);
      const medianMs = median(report.runsMs);
      const perFile = seen.length / RUNS;
      rows.push([
        mode === 'uploadFile'
          ? '@vitrine/api-client uploadFile (fetch transport)'
          : '(peer) one fetch POST of FormData',
        `${perFile} × ${mode === 'uploadFile' ? `≤ ${bytes(CHUNK_SIZE)}` : bytes(FILE_SIZE)}`,
        duration(medianMs),
        figure(FILE_SIZE / 1e6 / (medianMs / 1000)),
        figure(FILE_SIZE / 1e6 / (Math.min(...report.runsMs) / 1000)),
        bytes(report.peakRssBytes),
        bytes(report.rssBeforeBytes),
        bytes(report.peakRssBytes - report.rssBeforeBytes),
        bytes(seen.reduce((sum, request) => sum + request.wireBytes, 0) / RUNS - FILE_SIZE),
      ]);
    }
    printTable(
      `Upload of a ${bytes(FILE_SIZE)} file to node:http on 127.0.0.1 (${RUNS} runs each, MB = 10^6 bytes)`,
      [
        'client',
        'requests',
        'median time',
        'MB/s (median)',
        'MB/s (best)',
        'peak RSS',
        'RSS before',
        'peak − before',
        'multipart overhead',
      ],
      rows,
    );
    note(
      [
        'Each client runs in its own process; peak RSS is that process over all its runs, and "RSS before"',
        'is the same process just before its first upload (Node, the TypeScript it loaded, the File).',
        'Multipart overhead is what the requests of one file carried beyond its bytes. The server',
        'parses every body as a stream (fields kept, file bytes counted) and checks each chunk is the',
        `size spec 001 §9 makes it (${SPEC_CHUNK_SIZE.toLocaleString('en-US')} bytes, the last one the rest).`,
      ].join('\n'),
    );
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(dir, { recursive: true, force: true });
  }
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve(`http://127.0.0.1:${port}`);
    });
  });
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

const received = new Map<string, number>();

/** Reads the whole body as a stream, then answers as openapi.yml's upload operations do. */
async function serve(request: IncomingMessage, response: ServerResponse, seen: SeenRequest[]): Promise<void> {
  const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
  const boundary = multipartBoundary(request.headers['content-type']);
  if (request.method !== 'POST' || boundary === undefined) {
    answer(response, 400, {
      responseStatus: { errorCode: 'BadRequest', message: 'multipart POST expected' },
    });
    return;
  }
  const body = new MultipartCounter(boundary);
  let wireBytes = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    wireBytes += chunk.length;
    body.write(chunk);
  }
  body.end();
  const fields = body.fields();
  const file = body.parts.find((part) => part.filename !== undefined);
  seen.push({ path, wireBytes, fields, fileName: file?.filename, fileBytes: file?.size ?? 0 });

  if (path === '/plain') {
    answer(response, 200, { receivedBytes: file?.size ?? 0 });
    return;
  }
  if (path !== `/api/upload/${FOLDER_ID}`) {
    answer(response, 404, { responseStatus: { errorCode: 'NotFound', message: path } });
    return;
  }
  const fileSize = Number(fields.fileSize);
  const offset = Number(fields.chunkOffset);
  const expected = Math.min(SPEC_CHUNK_SIZE, fileSize - offset);
  if (file === undefined || file.size !== expected) {
    const message = `chunk ${fields.chunkIndex} carried ${file?.size} bytes, spec 001 §9 makes it ${expected}`;
    answer(response, 400, { responseStatus: { errorCode: 'ChunkSize', message } });
    return;
  }
  const uniqueId = fields.uniqueId ?? '';
  const total = (received.get(uniqueId) ?? 0) + file.size;
  received.set(uniqueId, total);
  const complete = Number(fields.chunkIndex) === Number(fields.chunkCount) - 1;
  answer(response, 200, {
    complete,
    receivedBytes: total,
    ...(complete
      ? { files: [{ Id: 1, name: fields.fileName ?? '', isImage: false, folderId: FOLDER_ID }] }
      : {}),
  });
}

function spawnClient(mode: Mode, url: string, path: string): Promise<ClientReport> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, import.meta.filename, '--client', mode, '--url', url, '--file', path],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (text: string) => {
    output += text;
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      const last = output.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || last === '') reject(new Error(`the ${mode} client exited with ${code}`));
      else resolve(JSON.parse(last) as ClientReport);
    });
  });
}

/** The figures count only when the server got the whole file, cut as spec 001 §7 and §9 say. */
function checkWhatServerSaw(mode: Mode, seen: readonly SeenRequest[]): void {
  const expected =
    mode === 'uploadFile'
      ? Array.from({ length: Math.ceil(FILE_SIZE / SPEC_CHUNK_SIZE) }, (_, index) =>
          Math.min(SPEC_CHUNK_SIZE, FILE_SIZE - index * SPEC_CHUNK_SIZE),
        )
      : [FILE_SIZE];
  const got = seen.map((request) => request.fileBytes);
  const want = Array.from({ length: RUNS }, () => expected).flat();
  const names = new Set(seen.map((request) => request.fileName));
  if (got.join() !== want.join() || names.size !== 1 || !names.has(FILE_NAME)) {
    throw new Error(
      `${mode}: the server saw file parts ${got.join(', ')} (${[...names].join(', ')}), expected ${want.join(', ')}`,
    );
  }
}

// Last, so that every module-level constant above is initialised first.
if (args.client !== undefined) {
  await runClient(args.client as Mode, args.url ?? '', args.file ?? '');
} else {
  await main();
}
