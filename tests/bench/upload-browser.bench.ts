// The uploader engine in chromium against the real @vitrine/server (issue 19, "Proof"): figures
// printed, never compared with the targets.
// 1. Throughput: 1,000,000,000 bytes through the engine (createUploadQueue: the name check, then 17
//    chunks of 60,000,000 bytes over XMLHttpRequest: chunk 0 alone, then two in flight, api-client's
//    default `concurrency`) against ONE raw
//    XMLHttpRequest POST of the same file as one multipart body, from the same page to the same
//    server (target ≥ 0.9). The raw route is bench-only (POST /bench/raw): the server's multipart
//    parser, the file part hashed while written to disk, as each chunk is; no ingest, so the ratio
//    errs against the engine. 2 rounds, the order alternating; each round its own file (sparse zeros
//    but for a header naming the round: new content for the content-addressed store). The server
//    runs in a process of its own, as `npm start` runs it (lib/upload-server-process.ts), and each
//    row prints its CPU time per upload; UPLOAD_BROWSER_BENCH_SERVER=shared runs it in this process
//    instead, beside the proxy and playwright (how this benchmark ran until 2026-11-29).
// 2. Chunks sent again after a dropped connection (target 1): a 150,000,000-byte file (3 chunks);
//    the connection carrying chunk 1 is dropped while chunk 1 is on its way (chunk 2 in flight beside
//    it on its own connection); then, as a second row, every connection through the proxy (a lost
//    network: each chunk in flight is sent again). Chunk posts minus chunks = chunks sent again.
// 3. Memory of a 10,000-file queue: the page's JS heap (CDP, after a forced GC) with 10,000 File
//    objects (sharing one 1 KiB blob) before and after they are added to a queue whose calls never
//    answer (it holds every item), per item; and the time add() and the first snapshot take.
// 4. Then the bundle of upload-bundle.bench.ts (the panel beside Uppy and bare FilePond).
// Both uploads go through the harness's proxy on 127.0.0.1 (the page's origin), so its cost is in
// both. Run: pnpm run bench upload-browser
import { spawnSync } from 'node:child_process';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UploadEngineHarness } from '../e2e/upload-page/harness.ts';
import { bytes, duration, figure, note, printTable } from './lib/measure.ts';
import { restartWithTransformTypes } from './lib/transform-types.ts';
import type { UploadServerProcess } from './lib/upload-server-process.ts';

restartWithTransformTypes(import.meta.filename);

// After the restart: the server's modules need --experimental-transform-types.
const { RAW_PATH, rawRoute, startUploadServerProcess } = await import('./lib/upload-server-process.ts');
const { pageState, startQueue, startUploadEngineHarness, waitForState } = await import(
  '../e2e/upload-page/harness.ts'
);

const FILE_SIZE = 1_000_000_000;
const DROP_FILE_SIZE = 150_000_000;
/** Rounds of the 1 GB comparison (UPLOAD_BROWSER_BENCH_ROUNDS; 0 skips it). */
const ROUNDS = Number(process.env.UPLOAD_BROWSER_BENCH_ROUNDS ?? 2);
const QUEUE_FILES = 10_000;
/**
 * Where the server runs (UPLOAD_BROWSER_BENCH_SERVER): 'process', a process of its own as `npm start`
 * runs it (the default), or 'shared', inside this benchmark's process beside the proxy and playwright.
 */
const SERVER = process.env.UPLOAD_BROWSER_BENCH_SERVER === 'shared' ? 'shared' : 'process';
/** A directory for a CPU profile of the server per upload (UPLOAD_BROWSER_BENCH_PROFILE; 'process' only). */
const PROFILE_DIR = process.env.UPLOAD_BROWSER_BENCH_PROFILE;

/** A sparse file of `size` zeros but for a 16-byte header (`label`). */
async function sparseFile(dir: string, name: string, size: number, label: string): Promise<string> {
  const path = join(dir, name);
  const handle = await open(path, 'w');
  try {
    await handle.truncate(size);
    await handle.write(Buffer.from(label.padEnd(16, '.').slice(0, 16)), 0, 16, 0);
  } finally {
    await handle.close();
  }
  return path;
}

/** Where an engine round's time went, from the proxy's log of its chunk posts. */
interface EngineSplit {
  ms: number;
  /** From start to the first chunk post (the name check, the first slice). */
  beforeFirstMs: number;
  /** From the first post to the last body's end, the time no chunk's bytes were on their way. */
  idleMs: number;
  /** Sum of body end → answer of every chunk but the last (the server's per-chunk turn; with two in flight it overlaps the other chunk's bytes). */
  answersMs: number;
  /** The last chunk's body end → answer (assembling and storing the file). */
  lastAnswerMs: number;
}

async function engineRound(
  harness: UploadEngineHarness,
  path: string,
  folderId: number,
): Promise<EngineSplit> {
  const page = await harness.openPage();
  try {
    await page.locator('#files').setInputFiles([path]);
    const before = harness.chunks.length;
    const started = performance.now();
    await startQueue(page, { folderId, addInputFiles: true });
    const state = await waitForState(page, (s) => s.elapsedMs !== null, 900_000);
    if (state.totals.done !== 1)
      throw new Error(`the engine's upload failed: ${JSON.stringify(state.errors)}`);
    const posts = harness.chunks.slice(before);
    let answersMs = 0;
    posts.slice(0, -1).forEach((post) => {
      if (post.bodyEndAt !== null && post.answeredAt !== null) answersMs += post.answeredAt - post.bodyEndAt;
    });
    // The union of the posts' [start, body end]: what is not in it was time no bytes went.
    let idleMs = 0;
    let coveredTo: number | null = null;
    for (const post of [...posts].sort((a, b) => a.startedAt - b.startedAt)) {
      const end = post.bodyEndAt ?? post.startedAt;
      if (coveredTo !== null && post.startedAt > coveredTo) idleMs += post.startedAt - coveredTo;
      coveredTo = coveredTo === null ? end : Math.max(coveredTo, end);
    }
    const last = posts.reduce<(typeof posts)[number] | undefined>(
      (latest, post) =>
        latest === undefined || (post.answeredAt ?? 0) > (latest.answeredAt ?? 0) ? post : latest,
      undefined,
    );
    return {
      ms: state.elapsedMs as number,
      beforeFirstMs: (posts[0]?.startedAt ?? started) - started,
      idleMs,
      answersMs,
      lastAnswerMs:
        last && last.answeredAt !== null && last.bodyEndAt !== null ? last.answeredAt - last.bodyEndAt : 0,
    };
  } finally {
    await page.context().close();
  }
}

async function rawRound(harness: UploadEngineHarness, path: string): Promise<number> {
  const page = await harness.openPage();
  try {
    await page.locator('#files').setInputFiles([path]);
    const answer = await page.evaluate(
      (rawPath) =>
        (
          window as unknown as {
            vitrineUpload: { rawPost(p: string): Promise<{ status: number; ms: number }> };
          }
        ).vitrineUpload.rawPost(rawPath),
      RAW_PATH,
    );
    if (answer.status !== 200) throw new Error(`the raw POST answered ${answer.status}`);
    return answer.ms;
  } finally {
    await page.context().close();
  }
}

async function main(): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'vitrine-bench-upload-browser-'));
  const rawDir = join(work, 'raw');
  let serverProcess: UploadServerProcess | null = null;
  const harness = await startUploadEngineHarness(
    SERVER === 'shared'
      ? { validateResponses: false, beforeListen: await rawRoute(rawDir, 2 * FILE_SIZE) }
      : {
          validateResponses: false,
          upstream: async (dataDir) => {
            serverProcess = await startUploadServerProcess(dataDir, rawDir, 2 * FILE_SIZE);
            return serverProcess;
          },
        },
  );
  /** The server's CPU time so far (its process's; in 'shared' mode, this whole process's). */
  const serverCpuMs = async () => {
    if (serverProcess) return serverProcess.cpuMs();
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  };
  /** Waits until the server has used under 5 % of a core for 250 ms (60 s at most). */
  const serverQuiet = async () => {
    const started = performance.now();
    let last = await serverCpuMs();
    while (performance.now() - started < 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const now = await serverCpuMs();
      if (now - last < 12.5) return;
      last = now;
    }
  };
  try {
    const folderId = harness.library.folders.workspace.id;

    // 1. Throughput.
    const rows: string[][] = [];
    const ratios: number[] = [];
    const splits: string[][] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const path = await sparseFile(work, `bench-${round}.bin`, FILE_SIZE, `round ${round} ${Date.now()}`);
      const engineFirst = round % 2 === 1;
      // Each upload starts with nothing left to write back and on a quiet server: the gigabyte the
      // upload before wrote (and the engine's stored file) would otherwise be flushed to disk, and any
      // work it left on the server done, during the next, whichever it is. (On 2026-11-29 the server
      // was quiet within 250 ms of every answer: a .bin file leaves no job.)
      const measured = async <T>(name: string, upload: () => Promise<T>) => {
        spawnSync('sync');
        await serverQuiet();
        if (PROFILE_DIR) await serverProcess?.startProfile();
        const cpuBefore = await serverCpuMs();
        const result = await upload();
        const cpuMs = (await serverCpuMs()) - cpuBefore;
        if (PROFILE_DIR) await serverProcess?.stopProfile(join(PROFILE_DIR, `${name}-${round}.cpuprofile`));
        return { result, cpuMs };
      };
      const engineUpload = async () => {
        const { result: split, cpuMs } = await measured('engine', () => engineRound(harness, path, folderId));
        return { split, cpuMs };
      };
      const rawUpload = async () => {
        const { result: ms, cpuMs } = await measured('raw', () => rawRound(harness, path));
        return { ms, cpuMs };
      };
      const engineBefore = engineFirst ? await engineUpload() : null;
      const raw = await rawUpload();
      const { split: engine, cpuMs: engineCpuMs } = engineBefore ?? (await engineUpload());
      const { ms: rawMs, cpuMs: rawCpuMs } = raw;
      const engineMs = engine.ms;
      splits.push([
        String(round),
        duration(engine.beforeFirstMs),
        duration(engine.idleMs),
        duration(engine.answersMs),
        duration(engine.lastAnswerMs),
      ]);
      await rm(path, { force: true });
      const ratio = rawMs / engineMs;
      ratios.push(ratio);
      const mbps = (ms: number) => `${figure(FILE_SIZE / 1e6 / (ms / 1000))} MB/s`;
      rows.push([
        String(round),
        engineFirst ? 'engine, raw' : 'raw, engine',
        `${duration(engineMs)} (${mbps(engineMs)})`,
        `${duration(rawMs)} (${mbps(rawMs)})`,
        figure(ratio),
        `${duration(engineCpuMs)} / ${duration(rawCpuMs)}`,
      ]);
    }
    if (ROUNDS > 0)
      printTable(
        `1 GB in chromium: the engine (17 chunks, two in flight) vs one raw XMLHttpRequest, same page, same server (${SERVER === 'process' ? 'a process of its own' : "in the benchmark's process"})`,
        [
          'round',
          'order',
          'engine',
          'raw',
          'throughput ratio (target ≥ 0.9)',
          SERVER === 'process' ? 'server CPU: engine / raw' : 'CPU of the whole process: engine / raw',
        ],
        rows,
      );

    if (ROUNDS > 0)
      printTable(
        "Where the engine's time went besides sending bytes (the proxy's clock)",
        [
          'round',
          'start → first chunk (name check)',
          'no chunk bytes on their way (first post → last body end)',
          'server answers, chunks but the last (overlapping other bytes)',
          'last answer: body end → answer (file stored)',
        ],
        splits,
      );

    // 2. Chunks sent again after a dropped connection: chunk 1's connection, then every connection.
    const dropRows: string[][] = [];
    for (const what of ['chunk 1', 'every connection'] as const) {
      // A name of its own per row: the same name twice would be a name conflict (446).
      const dropPath = await sparseFile(
        work,
        `drop-${dropRows.length + 1}.bin`,
        DROP_FILE_SIZE,
        `drop ${dropRows.length + 1} ${Date.now()}`,
      );
      const before = harness.chunks.length;
      const page = await harness.openPage();
      await page.locator('#files').setInputFiles([dropPath]);
      await startQueue(page, { folderId, addInputFiles: true, checkNames: false });
      const deadline = Date.now() + 300_000;
      while (Date.now() < deadline && !harness.chunks.slice(before).some((post) => post.chunkIndex === 1)) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
      const inFlight = harness.chunks
        .slice(before)
        .filter((post) => post.answeredAt === null)
        .map((post) => post.chunkIndex);
      if (what === 'chunk 1') {
        harness.dropChunkConnections(
          (post) => harness.chunks.indexOf(post) >= before && post.chunkIndex === 1,
        );
      } else {
        harness.dropConnections();
      }
      const dropped = await waitForState(page, (s) => s.elapsedMs !== null, 300_000);
      const posts = harness.chunks.slice(before);
      const chunkCount = Math.ceil(DROP_FILE_SIZE / 60_000_000);
      dropRows.push([
        what,
        inFlight.join(', '),
        dropped.states.join(', '),
        posts.map((post) => post.chunkIndex).join(', '),
        String(chunkCount),
        String(posts.length - chunkCount),
      ]);
      await page.context().close();
      await rm(dropPath, { force: true });
    }
    printTable(
      'A dropped connection during chunk 1 of 3 (150,000,000 bytes)',
      [
        'dropped',
        'chunks in flight then',
        'outcome',
        'chunk posts (indexes)',
        'chunks',
        'chunks sent again (target 1)',
      ],
      dropRows,
    );

    // 3. Memory of a 10,000-file queue.
    const probe = await harness.openPage();
    const cdp = await probe.context().newCDPSession(probe);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
      return usedSize;
    };
    type ProbeApi = {
      vitrineUpload: { makeFiles(n: number): void; addMadeFiles(): number; dropQueue(): void };
    };
    // A queue whose calls never answer holds its 10,000 items (its first 5 name checks wait).
    await startQueue(probe, { folderId, checkNames: true, offline: true });
    const empty = await heap();
    await probe.evaluate((n) => (window as unknown as ProbeApi).vitrineUpload.makeFiles(n), QUEUE_FILES);
    const withFiles = await heap();
    const addMs = await probe.evaluate(() => (window as unknown as ProbeApi).vitrineUpload.addMadeFiles());
    const queued = await heap();
    const state = await pageState(probe);
    printTable(
      `Memory of a ${QUEUE_FILES.toLocaleString('en')}-file queue (JS heap after GC, chromium)`,
      ['page', '10,000 File objects', 'queued', 'queue per item', 'add() + first snapshot', 'items / sent'],
      [
        [
          bytes(empty),
          bytes(withFiles - empty),
          bytes(queued - withFiles),
          `${figure((queued - withFiles) / QUEUE_FILES)} B`,
          duration(addMs),
          `${state?.totals.files} / ${state?.totals.done}`,
        ],
      ],
    );
    await probe.evaluate(() => (window as unknown as ProbeApi).vitrineUpload.dropQueue());
    await probe.context().close();
    if (ROUNDS > 0)
      note(
        `throughput ratio (raw time / engine time) per round: ${ratios.map((ratio) => figure(ratio)).join(', ')}; the raw route does not ingest, the engine's upload does.`,
      );
  } finally {
    await harness.close();
    await rm(work, { recursive: true, force: true });
  }
}

await main();
// 4. The bundle cost beside Uppy (core + dashboard + tus) and bare FilePond, measured the same way:
//    issue 19 asks for it in the same run as the figures above (upload-bundle.bench.ts, also alone).
await import('./upload-bundle.bench.ts');
