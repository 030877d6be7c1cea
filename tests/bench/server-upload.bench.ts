// The chunked upload of spec 001 §7 against the real @vitrine/server (issue 5, "Benchmarks": "Upload
// of a 1 GB file in 60,000,000-byte chunks against one raw request of the same bytes to the same
// server in the same run: the throughput ratio (target ≥ 0.9)"). Figures are printed, never compared
// with the target.
//
// One server process (this one): createServer over a temporary data directory with the contract
// library, listening on 127.0.0.1, the editor of the contract library signed in (Editor on
// 'Marketing', which grants webUpload there). Before listen, one bench-only route is added,
// POST /bench/raw: it reads ONE multipart body with the server's own parser (upload/multipart.ts
// parseChunkBody, @fastify/busboy, the same limits) and streams the file part through a SHA-256 pass
// into a new file under <data>/tmp, as the upload path does with each chunk (upload/chunks.ts), and
// answers the size and hash. It does not ingest (no metadata read, no move into the blob store, no
// rows): that work is the chunked path's alone, so the ratio errs against chunking.
//
// Each upload is sent by a child process of its own (its peak RSS is the client's alone):
// - chunked: @vitrine/api-client uploadFile (fetch transport, as in Node) to /api/upload/{folderId},
//   17 chunks of at most 60,000,000 bytes, each a multipart POST;
// - raw fetch: one fetch POST of a FormData with the fields of one chunk with chunkCount 1 and the
//   whole file, i.e. uploadFile's transport without the chunking;
// - raw node:http: the same multipart body written by hand and piped from the file through node:http,
//   the leanest client Node has. Node's fetch (undici) keeps every buffer of a request body until the
//   request ends, streamed or not (about 1.2 GB of client RSS for 1 GB), so both are printed.
// 3 rounds, the order alternating (chunked first in odd rounds, last in even ones). Each round
// uploads its own file: 1,000,000,000 bytes, sparse (zeros that take no disk) but for a 16-byte
// header naming the round, so each round's content is new to the content-addressed store. SHA-256
// costs the same on zeros as on any bytes, and the server writes every byte to disk on every path;
// a sparse source only spares the client disk reads, equally for all paths. The server's hashes
// and sizes are checked against the file's; a wrong or short upload stops the run (exit 1).
//
// Run: pnpm run bench server-upload   (2 to 4 minutes on this shared 2-core machine)
// The server's modules use TypeScript that Node only transforms with --experimental-transform-types
// (constructor parameter properties), so this file starts itself again with that flag.
import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, openAsBlob } from 'node:fs';
import { mkdir, mkdtemp, open, rm, stat } from 'node:fs/promises';
import { type IncomingMessage, request, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { chunkFields, resolveUploadFlags, uploadFile } from '@vitrine/api-client';
import { CHUNK_SIZE } from '@vitrine/core';
import { bytes, collectGarbage, duration, figure, median, note, printTable } from './lib/measure.ts';
import { restartWithTransformTypes } from './lib/transform-types.ts';
import { RAW_PATH, rawRoute } from './lib/upload-server-process.ts';

restartWithTransformTypes(import.meta.filename);

/** spec 001 §9: the chunk size, as the spec writes it (checked against @vitrine/core's constant). */
const SPEC_CHUNK_SIZE = 60_000_000;
const FILE_SIZE = 1_000_000_000;
const ROUNDS = 3;
/** How often the server's RSS is sampled during an upload. */
const RSS_SAMPLE_MS = 25;
/** 1 MiB of zeros, to hash the expected content without reading the file. */
const ZEROS = Buffer.alloc(1024 * 1024);

type Mode = 'chunked' | 'raw-fetch' | 'raw-http';
const MODES: readonly Mode[] = ['chunked', 'raw-fetch', 'raw-http'];

/** What a client process reports (one JSON line on stdout). */
interface ClientReport {
  mode: Mode;
  /** Milliseconds from the call to the answer read. */
  ms: number;
  rssBeforeBytes: number;
  peakRssBytes: number;
  cpuMs: number;
  /** chunked: the stored file's id; raw: the route's answer. */
  fileId?: number;
  raw?: { receivedBytes: number; sha256: string };
}

const { values: args } = parseArgs({
  options: {
    client: { type: 'string' },
    url: { type: 'string' },
    file: { type: 'string' },
    name: { type: 'string' },
    cookie: { type: 'string' },
    folder: { type: 'string' },
  },
});

// The client side (a child process per upload) --------------------------------------------------------

async function runClient(mode: Mode): Promise<void> {
  const url = args.url ?? '';
  const path = args.file ?? '';
  const name = args.name ?? 'bench.bin';
  const headers = { cookie: args.cookie ?? '' };
  const file = new File([await openAsBlob(path)], name, { type: 'application/octet-stream' });
  const rssBeforeBytes = process.memoryUsage().rss;
  const report: ClientReport = { mode, ms: 0, rssBeforeBytes, peakRssBytes: 0, cpuMs: 0 };
  // The raw bodies carry the fields of one chunk that is the whole file (chunkCount 1).
  const fields = chunkFields({
    fileName: name,
    fileSize: file.size,
    chunk: { index: 0, count: 1, offset: 0, size: file.size },
    uniqueId: randomUUID(),
    flags: resolveUploadFlags(),
  });
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  if (mode === 'chunked') {
    // As a host calls it in Node: no XMLHttpRequest there, so chunks go through fetch.
    const outcome = await uploadFile({
      baseUrl: url,
      headers,
      target: { kind: 'folder', folderId: Number(args.folder) },
      file,
    });
    if (outcome.status !== 'done') throw new Error(`uploadFile ended ${JSON.stringify(outcome)}`);
    report.fileId = outcome.files[0]?.Id;
  } else if (mode === 'raw-fetch') {
    // The transport uploadFile uses (fetch with a FormData), once, with the whole file.
    const form = new FormData();
    for (const [field, value] of fields) form.append(field, value);
    form.append('file', file, name);
    const response = await fetch(`${url}${RAW_PATH}`, { method: 'POST', body: form, headers });
    if (!response.ok) throw new Error(`the raw POST answered ${response.status}: ${await response.text()}`);
    report.raw = (await response.json()) as ClientReport['raw'];
  } else {
    // The leanest client: node:http, the same multipart body written by hand, the file piped in.
    report.raw = await postWithNodeHttp(url, path, name, fields, headers);
  }
  report.ms = performance.now() - start;
  const cpu = process.cpuUsage(cpuBefore);
  report.cpuMs = (cpu.user + cpu.system) / 1000;
  report.peakRssBytes = process.resourceUsage().maxRSS * 1024;
  process.stdout.write(`${JSON.stringify(report)}\n`);
}

async function postWithNodeHttp(
  url: string,
  path: string,
  name: string,
  fields: Iterable<[string, string]>,
  headers: Record<string, string>,
): Promise<ClientReport['raw']> {
  const boundary = `----vitrine-bench-${randomUUID()}`;
  let head = '';
  for (const [field, value] of fields) {
    head += `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`;
  }
  head += `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n`;
  head += 'Content-Type: application/octet-stream\r\n\r\n';
  const preamble = Buffer.from(head, 'utf8');
  const epilogue = Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8');
  const size = (await stat(path)).size;
  const outgoing = request(`${url}${RAW_PATH}`, {
    method: 'POST',
    headers: {
      ...headers,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(preamble.length + size + epilogue.length),
    },
  });
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    outgoing.once('error', reject);
    outgoing.once('response', (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (part: string) => {
        text += part;
      });
      incoming.once('end', () => resolve({ status: incoming.statusCode ?? 0, text }));
      incoming.once('error', reject);
    });
  });
  async function* body(): AsyncGenerator<Buffer> {
    yield preamble;
    yield* createReadStream(path, { highWaterMark: 1024 * 1024 });
    yield epilogue;
  }
  await pipeline(Readable.from(body()), outgoing);
  const { status, text } = await answered;
  if (status !== 200) throw new Error(`the raw node:http POST answered ${status}: ${text}`);
  return JSON.parse(text) as ClientReport['raw'];
}

if (args.client !== undefined) {
  await runClient(args.client as Mode);
  process.exit(0);
}

// The server (this process) -----------------------------------------------------------------------

const { createServer } = await import('../../packages/server/src/server.ts');
const { CONTRACT_USERS, resetContractLibrary, TEST_SCRYPT_COST } = await import(
  '../../packages/server/src/testing/contract.ts'
);

type Server = Awaited<ReturnType<typeof createServer>>;

/** One POST as the server's socket saw it (performance.now() milliseconds). */
interface SeenRequest {
  url: string;
  start: number;
  /** The last byte of the body was read. */
  bodyEnd: number | undefined;
  /** The response was handed to the socket. */
  answered: number | undefined;
  status: number;
}

/** One upload: what the client and the server saw. */
interface Measured {
  round: number;
  mode: Mode;
  client: ClientReport;
  requests: SeenRequest[];
  serverCpuMs: number;
  serverPeakRssBytes: number;
  /** The server's RSS when the upload started (after a GC). */
  serverStartRssBytes: number;
}

/** The round's content: a 16-byte header naming it, then zeros up to FILE_SIZE. */
function headerOf(round: number): Buffer {
  return Buffer.from(`vitrine-bench-r${round}`.padEnd(16, '.'), 'latin1').subarray(0, 16);
}

async function makeFile(path: string, round: number): Promise<string> {
  const handle = await open(path, 'w');
  try {
    await handle.truncate(FILE_SIZE); // sparse: zeros that take no disk
    await handle.write(headerOf(round), 0, 16, 0);
  } finally {
    await handle.close();
  }
  const hash = createHash('sha256');
  const first = Buffer.alloc(ZEROS.length);
  headerOf(round).copy(first);
  hash.update(first);
  let left = FILE_SIZE - first.length;
  while (left > 0) {
    const part = Math.min(left, ZEROS.length);
    hash.update(part === ZEROS.length ? ZEROS : ZEROS.subarray(0, part));
    left -= part;
  }
  return hash.digest('hex');
}

async function signIn(app: Server, userName: string, password: string): Promise<string> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/session/signin',
    payload: { userName, password },
  });
  const cookie = answer.cookies.find((c) => c.name === 'vitrine_session');
  if (answer.statusCode !== 200 || !cookie)
    throw new Error(`sign-in of ${userName}: ${answer.statusCode} ${answer.body}`);
  return `vitrine_session=${cookie.value}`;
}

function spawnClient(mode: Mode, argv: string[]): Promise<ClientReport> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, import.meta.filename, '--client', mode, ...argv],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
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

async function main(): Promise<void> {
  if (CHUNK_SIZE !== SPEC_CHUNK_SIZE) {
    console.warn(`note: @vitrine/core CHUNK_SIZE is ${CHUNK_SIZE}, spec 001 §9 says ${SPEC_CHUNK_SIZE}`);
  }
  const work = await mkdtemp(join(tmpdir(), 'vitrine-bench-server-upload-'));
  const dataDir = join(work, 'data');
  const sources = join(work, 'sources');
  await mkdir(sources, { recursive: true });
  const rawDir = join(dataDir, 'tmp', 'bench-raw');
  let app: Server | undefined;
  try {
    app = await createServer({ dataDir, scryptCost: TEST_SCRYPT_COST, validateResponses: false });
    const server = app;
    const library = await resetContractLibrary(server.vitrine.db, { now: new Date() });
    const folderId = library.folders.workspace.id;

    // The bench-only raw route: one body, the server's parser, hashed while written (as chunks are).
    (await rawRoute(rawDir, 2 * FILE_SIZE, { keep: true }))(server);

    // Every POST as the socket sees it: start, last body byte read, response handed over.
    const seen: SeenRequest[] = [];
    server.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      if (request.method !== 'POST') return;
      const entry: SeenRequest = {
        url: request.url ?? '',
        start: performance.now(),
        bodyEnd: undefined,
        answered: undefined,
        status: 0,
      };
      seen.push(entry);
      request.once('end', () => {
        entry.bodyEnd = performance.now();
      });
      response.once('finish', () => {
        entry.answered = performance.now();
        entry.status = response.statusCode;
      });
    });

    const cookie = await signIn(server, CONTRACT_USERS.editor.userName, CONTRACT_USERS.editor.password);
    const url = await server.listen({ host: '127.0.0.1', port: 0 });

    const measured: Measured[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const name = `bench-round-${round}.bin`;
      const source = join(sources, name);
      const expected = await makeFile(source, round);
      const order = round % 2 === 1 ? MODES : [...MODES].reverse();
      for (const mode of order) {
        collectGarbage();
        seen.length = 0;
        const startRss = process.memoryUsage().rss;
        let peak = startRss;
        const sampler = setInterval(() => {
          peak = Math.max(peak, process.memoryUsage().rss);
        }, RSS_SAMPLE_MS);
        const cpuBefore = process.cpuUsage();
        let client: ClientReport;
        try {
          client = await spawnClient(mode, [
            '--url',
            url,
            '--file',
            source,
            '--name',
            name,
            '--cookie',
            cookie,
            '--folder',
            String(folderId),
          ]);
        } finally {
          clearInterval(sampler);
        }
        const cpu = process.cpuUsage(cpuBefore);
        const requests = seen.filter((r) => r.url.startsWith(mode === 'chunked' ? '/api/upload/' : RAW_PATH));
        await check(server, mode, client, requests, expected);
        measured.push({
          round,
          mode,
          client,
          requests: [...requests],
          serverCpuMs: (cpu.user + cpu.system) / 1000,
          serverPeakRssBytes: peak,
          serverStartRssBytes: startRss,
        });
        // Outside the timing: the raw copy and the source are not kept.
        await rm(rawDir, { recursive: true, force: true });
      }
      await rm(source, { force: true });
    }
    report(measured, process.resourceUsage().maxRSS * 1024);
  } finally {
    await app?.close();
    await rm(work, { recursive: true, force: true });
  }
}

/** The figures count only when the server got the whole file, cut as spec 001 §7 and §9 say. */
async function check(
  server: Server,
  mode: Mode,
  client: ClientReport,
  requests: readonly SeenRequest[],
  expected: string,
): Promise<void> {
  const chunks = Math.ceil(FILE_SIZE / SPEC_CHUNK_SIZE);
  const wantRequests = mode === 'chunked' ? chunks : 1;
  const statuses = requests.map((r) => r.status);
  if (requests.length !== wantRequests || statuses.some((status) => status !== 200)) {
    throw new Error(`${mode}: the server answered ${statuses.join(', ')}; expected ${wantRequests} × 200`);
  }
  if (mode !== 'chunked') {
    if (client.raw?.receivedBytes !== FILE_SIZE || client.raw.sha256 !== expected) {
      throw new Error(
        `raw: the server got ${JSON.stringify(client.raw)}, expected ${FILE_SIZE} bytes ${expected}`,
      );
    }
    return;
  }
  const row = await server.vitrine.db
    .selectFrom('files')
    .select(['file_size', 'content_hash'])
    .where('id', '=', client.fileId ?? -1)
    .executeTakeFirst();
  if (row?.file_size !== FILE_SIZE || row.content_hash !== expected) {
    throw new Error(
      `chunked: file ${client.fileId} stored as ${JSON.stringify(row)}, expected ${FILE_SIZE} bytes ${expected}`,
    );
  }
}

const mbps = (ms: number) => FILE_SIZE / 1e6 / (ms / 1000);

/** Milliseconds from the last body byte read to the answer handed to the socket, for a request. */
const finishMs = (request: SeenRequest | undefined) =>
  request?.answered !== undefined && request.bodyEnd !== undefined
    ? request.answered - request.bodyEnd
    : Number.NaN;

const PATH_LABEL: Record<Mode, string> = {
  chunked: 'chunked: uploadFile (fetch), /api/upload/{folderId}',
  'raw-fetch': `raw: one fetch POST of FormData, ${RAW_PATH}`,
  'raw-http': `raw: one node:http POST, streamed, ${RAW_PATH}`,
};

function report(measured: readonly Measured[], serverMaxRss: number): void {
  printTable(
    `Upload of a ${bytes(FILE_SIZE)} file (sparse) to @vitrine/server on 127.0.0.1, ${ROUNDS} rounds (MB = 10^6 bytes)`,
    [
      'round',
      'path',
      'requests',
      'time',
      'MB/s',
      'last body byte → answer',
      'server idle between chunks',
      'server CPU',
      'server RSS at start → peak',
      'client peak RSS',
      'client CPU',
    ],
    measured.map((m) => {
      // The time no chunk request was open on the server (two are in flight: their spans overlap).
      let gaps = 0;
      let openUntil: number | null = null;
      for (const r of [...m.requests].sort((a, b) => a.start - b.start)) {
        if (openUntil !== null && r.start > openUntil) gaps += r.start - openUntil;
        const end = r.answered ?? r.start;
        openUntil = Math.max(openUntil ?? end, end);
      }
      return [
        String(m.round),
        PATH_LABEL[m.mode],
        m.mode === 'chunked'
          ? `${m.requests.length} × ≤ ${bytes(SPEC_CHUNK_SIZE)}`
          : `1 × ${bytes(FILE_SIZE)}`,
        duration(m.client.ms),
        figure(mbps(m.client.ms)),
        duration(finishMs(m.requests.at(-1))),
        m.mode === 'chunked' ? duration(gaps) : '–',
        duration(m.serverCpuMs),
        `${bytes(m.serverStartRssBytes)} → ${bytes(m.serverPeakRssBytes)}`,
        bytes(m.client.peakRssBytes),
        duration(m.client.cpuMs),
      ];
    }),
  );
  const msOf = (round: number, mode: Mode) =>
    measured.find((m) => m.round === round && m.mode === mode)?.client.ms ?? Number.NaN;
  const rounds = Array.from({ length: ROUNDS }, (_, index) => index + 1);
  /** chunked / raw throughput per round (= raw time / chunked time). */
  const ratios = (raw: Mode) => rounds.map((round) => msOf(round, raw) / msOf(round, 'chunked'));
  const modeMs = (mode: Mode) => measured.filter((m) => m.mode === mode).map((m) => m.client.ms);
  const cpuOf = (mode: Mode) => measured.filter((m) => m.mode === mode).map((m) => m.serverCpuMs);
  const chunkedLast = measured.filter((m) => m.mode === 'chunked').map((m) => finishMs(m.requests.at(-1)));
  const otherChunks = measured
    .filter((m) => m.mode === 'chunked')
    .flatMap((m) => m.requests.slice(0, -1).map(finishMs));
  printTable(
    'Summary (medians of the rounds)',
    ['figure', 'value'],
    [
      ...MODES.map((mode) => [`MB/s, ${PATH_LABEL[mode]}`, figure(mbps(median(modeMs(mode))))]),
      [
        'ratio chunked / raw fetch, per round → median (issue 5 target ≥ 0.9)',
        `${ratios('raw-fetch')
          .map((r) => figure(r))
          .join(', ')} → ${figure(median(ratios('raw-fetch')))}`,
      ],
      [
        'ratio chunked / raw node:http, per round → median',
        `${ratios('raw-http')
          .map((r) => figure(r))
          .join(', ')} → ${figure(median(ratios('raw-http')))}`,
      ],
      [
        'server CPU per upload: chunked / raw fetch / raw node:http (medians)',
        MODES.map((mode) => duration(median(cpuOf(mode)))).join(' / '),
      ],
      ['last chunk: last body byte → answer (median)', duration(median(chunkedLast))],
      ['other chunks: last body byte → answer (median)', duration(median(otherChunks))],
      ['server peak RSS over the whole run (maxRSS)', bytes(serverMaxRss)],
    ],
  );
  note(
    [
      'time and MB/s: the client, from the call to the answer read (a child process per upload).',
      '"last body byte → answer": on the server socket, from the body\'s last byte read to the answer handed',
      'over (for the last chunk: the file checked, moved into the blob store and recorded).',
      '"server idle between chunks": the time no chunk request was open on the server, from the first',
      'request to the last answer (round trips and the client preparing the next chunk; two chunks are in',
      'flight, so one is usually open while the other is answered).',
      'Server CPU and RSS (sampled every 25 ms) are this process during that upload; client peak RSS is',
      "maxRSS of the upload's own process. The order alternates per round (chunked first in odd rounds).",
    ].join('\n'),
  );
}

await main();
