// The viewer (issue 17, "Proof"): @vitrine/viewer's FileViewer beside yet-another-react-lightbox, the
// same page, the same grid, the same bytes. A page built with vite (tests/bench/viewer-page) shows a
// grid of 600 thumbnails; a click opens one viewer or the other (`?viewer=`), in Debian chromium
// (playwright-core) at 1920×1080. The files are photo-like JPEGs made here with sharp (4000×3000 and
// others), with the renditions the server makes (its makeRenditions: spec 000 §9 tiny, small, medium,
// large), served over HTTP on 127.0.0.1 with the server's cache headers, so the bytes each viewer
// fetches are counted (CDP Network). Our viewer gets the files as a host gives them (the search's
// summaries); its detail call and the configuration are answered by this server. The peer gets every
// size as its srcSet, the original the largest (its documentation's way).
//
// Printed: click → first pixel and → the screen picture (median / p95), next / previous → the new
// file painted, bytes fetched per image, long tasks and long animation frames while an arrow key is
// held through 200 files (a key every 33 ms), and memory after 500 files (JS heap after a forced GC,
// DOM nodes, <img> elements, the renderer's RSS). Figures only: nothing fails on time.
// Run: pnpm run bench viewer   (node --expose-gc --import ./tests/bench/lib/ts-resolve.mjs tests/bench/viewer.bench.ts)
import { readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImageSummary } from '@vitrine/api-client';
import { THUMBNAIL_INDEX, type ThumbnailSize, thumbnailSizeForIndex } from '@vitrine/core';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { makeRenditions } from '../../packages/server/src/media/index.ts';
import { photoLikeJpeg } from '../../packages/server/src/testing/images.ts';
import { buildPage, closeServer, launchChromium, originOf, servePage } from './lib/browser.ts';
import { bytes, count, duration, figure, median, note, percentile, printTable } from './lib/measure.ts';
import {
  BENCH_VIEWERS,
  type BenchLibrary,
  type BenchPicture,
  type BenchViewer,
  type MoveLog,
  type PageCounts,
  type PaintResult,
  pictureIndexOf,
  VIEWPORT,
} from './viewer-page/protocol.ts';

const FILES = 600;
/** The source pictures (file `id` shows picture `(id − 1) % 6`): camera-like sizes, two portrait. */
const PICTURES = [
  { width: 4000, height: 3000 },
  { width: 4000, height: 3000 },
  { width: 3000, height: 4000 },
  { width: 4032, height: 3024 },
  { width: 4000, height: 3000 },
  { width: 3000, height: 4000 },
] as const;
/** Tiles clicked one after the other (each opens a file not seen before; its thumbnail is in view). */
const OPENS = 12;
const STEPS = { next: 30, previous: 10 } as const;
/** Between two measured steps: past both viewers' key throttles (ours 200 ms, the peer's 250 ms) and our 300 ms debounce. */
const STEP_PAUSE_MS = 450;
/** A held arrow key: one press every 33 ms (30 a second, a common key repeat rate). */
const KEY_REPEAT_MS = 33;
const QUICK_MOVES = 200;
const MEMORY_CHECKPOINTS = [200, 300, 400, 500] as const;
const PAINT_TIMEOUT_MS = 20_000;
const VERSION = 'r1';

const pageDir = fileURLToPath(new URL('./viewer-page/', import.meta.url));
/** VIEWER_BENCH_PROFILE=dir writes a CPU profile of each viewer's held key (`<viewer>-held.cpuprofile`; unminified page). */
const profileDir = process.env.VIEWER_BENCH_PROFILE;
const outDir = join(tmpdir(), `vitrine-viewer-bench-${process.pid}`);

// 1. The pictures and their renditions ---------------------------------------------------------------

const makeStart = performance.now();
interface Made {
  original: Buffer;
  renditions: Map<ThumbnailSize, Buffer>;
  info: BenchPicture;
}
const made: Made[] = [];
for (const [index, size] of PICTURES.entries()) {
  const original = await photoLikeJpeg(size.width, size.height, index + 1);
  const renditions = await makeRenditions(original);
  made.push({
    original,
    renditions: new Map(renditions.map((rendition) => [rendition.size, rendition.data])),
    info: {
      width: size.width,
      height: size.height,
      bytes: original.length,
      renditions: renditions.map(({ size, width, height, data }) => ({
        size,
        width,
        height,
        bytes: data.length,
      })),
    },
  });
}
const makeMs = performance.now() - makeStart;

const files: ImageSummary[] = Array.from({ length: FILES }, (_, i) => {
  const id = i + 1;
  const picture = made[pictureIndexOf(id, made.length)] as Made;
  return {
    id,
    fileName: `photo-${String(id).padStart(4, '0')}.jpg`,
    extension: 'jpg',
    mimeType: 'image/jpeg',
    fileSize: picture.original.length,
    isImage: true,
    folder: { id: 1, shortPath: 'Bench' },
    imageAttributes: { title: `Photo ${id}` },
    imageInfo: { width: picture.info.width, height: picture.info.height },
    thumbnailVersion: VERSION,
  };
});
const library: BenchLibrary = { files, pictures: made.map((picture) => picture.info) };

// 2. The server: the page, the pictures (with the server's cache headers), the two calls our viewer makes

/** Calls nobody answers here (a viewer asking for more than this benchmark serves). */
const unanswered = new Set<string>();
const json = (body: unknown) => Buffer.from(JSON.stringify(body));

async function startServer(): Promise<Server> {
  return servePage(outDir, (url, request, response) => {
    const path = url.pathname.toLowerCase();
    if (path === '/bench/library.json') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(json(library));
      return true;
    }
    if (path === '/download.aspx') {
      const id = Number(url.searchParams.get('id'));
      const picture = made[pictureIndexOf(id, made.length)];
      if (!picture || !Number.isInteger(id) || id < 1 || id > FILES) {
        response.writeHead(404).end();
        return true;
      }
      const thumb = url.searchParams.get('thumb');
      if (thumb === null) {
        // The original: revalidated (packages/server: 'private, no-cache' and its ETag).
        const etag = `"original-${id}"`;
        if (request.headers['if-none-match'] === etag) {
          response.writeHead(304, { ETag: etag, 'Cache-Control': 'private, no-cache' }).end();
          return true;
        }
        response
          .writeHead(200, { 'Content-Type': 'image/jpeg', 'Cache-Control': 'private, no-cache', ETag: etag })
          .end(picture.original);
        return true;
      }
      const data = picture.renditions.get(thumbnailSizeForIndex(thumb));
      // A rendition named by its current version is cached for good (packages/server's VERSIONED_RENDITION_CACHE).
      const cacheControl =
        url.searchParams.get('v') === VERSION ? 'private, max-age=31536000, immutable' : 'private, no-cache';
      response.writeHead(200, { 'Content-Type': 'image/jpeg', 'Cache-Control': cacheControl }).end(data);
      return true;
    }
    const detail = /^\/api\/images\/(\d+)$/.exec(path);
    if (detail) {
      const file = files[Number(detail[1]) - 1];
      response
        .writeHead(file ? 200 : 404, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
        .end(json(file ?? { message: 'Not found' }));
      return true;
    }
    if (path === '/api/config/advanced') {
      response
        .writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
        .end(json({ unavailableFeatures: [] }));
      return true;
    }
    if (path.startsWith('/api/')) {
      unanswered.add(`${request.method} ${url.pathname}`);
      response.writeHead(404, { 'Content-Type': 'application/json' }).end(json({ message: 'Not found' }));
      return true;
    }
    return false;
  });
}

// 3. Bytes over the network, by kind (CDP Network) ---------------------------------------------------

type Kind = ThumbnailSize | 'original' | 'api' | 'page';
const KINDS: readonly Kind[] = ['tiny', 'small', 'medium', 'large', 'original', 'api', 'page'];

class NetworkCounter {
  readonly requests = new Map<Kind, number>();
  readonly bytes = new Map<Kind, number>();
  readonly #kinds = new Map<string, Kind>();

  constructor(session: CDPSession) {
    session.on('Network.requestWillBeSent', (event) => {
      const kind = kindOf(event.request.url);
      this.#kinds.set(event.requestId, kind);
      this.requests.set(kind, (this.requests.get(kind) ?? 0) + 1);
    });
    session.on('Network.loadingFinished', (event) => {
      const kind = this.#kinds.get(event.requestId);
      if (kind) this.bytes.set(kind, (this.bytes.get(kind) ?? 0) + event.encodedDataLength);
    });
  }

  snapshot(): Record<Kind, { requests: number; bytes: number }> {
    return Object.fromEntries(
      KINDS.map((kind) => [
        kind,
        { requests: this.requests.get(kind) ?? 0, bytes: this.bytes.get(kind) ?? 0 },
      ]),
    ) as Record<Kind, { requests: number; bytes: number }>;
  }
}

function kindOf(address: string): Kind {
  const url = new URL(address);
  if (url.pathname.toLowerCase() === '/download.aspx') {
    const thumb = url.searchParams.get('thumb');
    return thumb === null ? 'original' : thumbnailSizeForIndex(thumb);
  }
  return url.pathname.startsWith('/api/') ? 'api' : 'page';
}

type Traffic = ReturnType<NetworkCounter['snapshot']>;
const IMAGE_KINDS: readonly Kind[] = ['tiny', 'small', 'medium', 'large', 'original'];

function between(before: Traffic, after: Traffic): Traffic {
  return Object.fromEntries(
    KINDS.map((kind) => [
      kind,
      {
        requests: after[kind].requests - before[kind].requests,
        bytes: after[kind].bytes - before[kind].bytes,
      },
    ]),
  ) as Traffic;
}

// 4. One viewer --------------------------------------------------------------------------------------

interface Checkpoint {
  moved: number;
  heapBytes: number;
  domNodes: number;
  listeners: number;
  page: PageCounts;
  rendererRssBytes: number;
}

interface ViewerRun {
  viewer: BenchViewer;
  mountMs: number;
  opens: PaintResult[];
  openTraffic?: Traffic;
  next: PaintResult[];
  previous: PaintResult[];
  nextTraffic?: Traffic;
  previousTraffic?: Traffic;
  quick?: MoveLog;
  quickTraffic?: Traffic;
  later: MoveLog[];
  checkpoints: Checkpoint[];
  errors: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The renderers' resident memory (one page open at a time), from /proc; NaN where unknown. */
async function rendererRss(browser: Browser): Promise<number> {
  try {
    const session = await browser.newBrowserCDPSession();
    const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as {
      processInfo: { type: string; id: number }[];
    };
    await session.detach();
    let total = 0;
    for (const process of processInfo.filter((info) => info.type === 'renderer')) {
      const status = readFileSync(`/proc/${process.id}/status`, 'utf8');
      total += Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN) * 1024;
    }
    return total;
  } catch {
    return Number.NaN;
  }
}

async function checkpoint(
  browser: Browser,
  page: Page,
  session: CDPSession,
  moved: number,
): Promise<Checkpoint> {
  // Let the viewer settle (our details are read 300 ms after the last move), then collect garbage.
  await sleep(1_000);
  await session.send('HeapProfiler.collectGarbage');
  await session.send('HeapProfiler.collectGarbage');
  const heap = await session.send('Runtime.getHeapUsage');
  const dom = await session.send('Memory.getDOMCounters');
  return {
    moved,
    heapBytes: heap.usedSize,
    domNodes: dom.nodes,
    listeners: dom.jsEventListeners,
    page: await page.evaluate(() => window.__viewerBench.counts()),
    rendererRssBytes: await rendererRss(browser),
  };
}

/** Arms the page's watch, sends the input, and reads what the page saw. */
async function measure(page: Page, id: number, input: () => Promise<void>, trigger: 'click' | 'keydown') {
  await page.evaluate(([expected, on, timeout]) => window.__viewerBench.arm(expected, on, timeout), [
    id,
    trigger,
    PAINT_TIMEOUT_MS,
  ] as const);
  await input();
  return page.evaluate(() => window.__viewerBench.armed());
}

/** Presses ArrowRight every KEY_REPEAT_MS until the viewer has moved `moves` files (or 3 minutes passed). */
async function holdArrow(page: Page, moves: number): Promise<MoveLog> {
  await page.evaluate(() => window.__viewerBench.startMoveLog());
  const until = performance.now() + 180_000;
  let presses = 0;
  for (;;) {
    const start = performance.now();
    await page.keyboard.press('ArrowRight');
    presses += 1;
    if (presses % 5 === 0 && (await page.evaluate(() => window.__viewerBench.moves())) >= moves) break;
    if (performance.now() > until) break;
    await sleep(Math.max(0, KEY_REPEAT_MS - (performance.now() - start)));
  }
  return page.evaluate(() => window.__viewerBench.stopMoveLog());
}

async function runViewer(browser: Browser, origin: string, viewer: BenchViewer): Promise<ViewerRun> {
  const run: ViewerRun = {
    viewer,
    mountMs: Number.NaN,
    opens: [],
    next: [],
    previous: [],
    later: [],
    checkpoints: [],
    errors: [],
  };
  let context: BrowserContext | undefined;
  try {
    context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    page.on('pageerror', (error) => run.errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') run.errors.push(message.text());
    });
    const session = await context.newCDPSession(page);
    // No response bodies kept for DevTools: they would grow the renderer's memory by what was fetched.
    await session.send('Network.enable', { maxTotalBufferSize: 0, maxResourceBufferSize: 0 });
    const network = new NetworkCounter(session);
    await page.goto(`${origin}/?viewer=${viewer}`);
    await page.waitForFunction(() => window.__viewerBenchReady !== undefined);
    run.mountMs = (await page.evaluate(() => window.__viewerBenchReady)).mountMs;
    const ids = await page.evaluate(() => window.__viewerBench.ids());
    const close = async () => {
      await page.keyboard.press('Escape');
      await page.evaluate(() => window.__viewerBench.closed(5_000));
    };

    // Click a tile → the viewer.
    let before = network.snapshot();
    for (const id of ids.slice(0, OPENS)) {
      run.opens.push(await measure(page, id, () => page.click(`[data-tile-id="${id}"]`), 'click'));
      await sleep(STEP_PAUSE_MS);
      await close();
      await sleep(200);
    }
    run.openTraffic = between(before, network.snapshot());

    // Next, then previous, one step at a time.
    const startId = ids[OPENS] as number;
    await measure(page, startId, () => page.click(`[data-tile-id="${startId}"]`), 'click');
    await sleep(STEP_PAUSE_MS);
    let index = OPENS;
    before = network.snapshot();
    for (let step = 0; step < STEPS.next; step += 1) {
      index += 1;
      run.next.push(
        await measure(page, ids[index] as number, () => page.keyboard.press('ArrowRight'), 'keydown'),
      );
      await sleep(STEP_PAUSE_MS);
    }
    run.nextTraffic = between(before, network.snapshot());
    before = network.snapshot();
    for (let step = 0; step < STEPS.previous; step += 1) {
      index -= 1;
      run.previous.push(
        await measure(page, ids[index] as number, () => page.keyboard.press('ArrowLeft'), 'keydown'),
      );
      await sleep(STEP_PAUSE_MS);
    }
    run.previousTraffic = between(before, network.snapshot());

    // A held arrow key through 200 files, then on to 500, memory at each checkpoint.
    run.checkpoints.push(await checkpoint(browser, page, session, 0));
    before = network.snapshot();
    if (profileDir) {
      await session.send('Profiler.enable');
      await session.send('Profiler.setSamplingInterval', { interval: 200 });
      await session.send('Profiler.start');
    }
    run.quick = await holdArrow(page, QUICK_MOVES);
    if (profileDir) {
      const { profile } = await session.send('Profiler.stop');
      await mkdir(profileDir, { recursive: true });
      await writeFile(join(profileDir, `${viewer}-held.cpuprofile`), JSON.stringify(profile));
    }
    run.quickTraffic = between(before, network.snapshot());
    let moved = run.quick.moves;
    run.checkpoints.push(await checkpoint(browser, page, session, moved));
    for (const target of MEMORY_CHECKPOINTS.slice(1)) {
      const log = await holdArrow(page, target - moved);
      run.later.push(log);
      moved += log.moves;
      run.checkpoints.push(await checkpoint(browser, page, session, moved));
    }
    await close();
  } catch (error) {
    run.errors.push(error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error));
  } finally {
    await context?.close();
  }
  return run;
}

// 5. Run and print -----------------------------------------------------------------------------------

const buildMs = await buildPage({ root: pageDir, outDir, minify: !profileDir });
let server: Server | undefined;
let browser: Browser | undefined;
const runs: ViewerRun[] = [];
let version = '';
try {
  server = await startServer();
  browser = await launchChromium();
  version = browser.version();
  // VIEWER_BENCH_VIEWERS=yarl runs only that one.
  const only = process.env.VIEWER_BENCH_VIEWERS?.split(',');
  for (const viewer of BENCH_VIEWERS.filter((name) => only === undefined || only.includes(name))) {
    runs.push(await runViewer(browser, originOf(server), viewer));
  }
} finally {
  await browser?.close();
  await closeServer(server);
  await rm(outDir, { recursive: true, force: true });
}

const NAMES: Record<BenchViewer, string> = {
  vitrine: 'Vitrine FileViewer',
  yarl: '(peer) yet-another-react-lightbox 3.32.2',
};
const SIZE_OF_THUMB: Record<string, string> = Object.fromEntries([
  ...Object.entries(THUMBNAIL_INDEX).map(([size, index]) => [String(index), size]),
  ['', 'original'],
]);
const mp = (values: readonly number[]) =>
  values.length === 0 ? '–' : `${duration(median(values))} / ${duration(percentile(values, 0.95))}`;
/** What was painted, by rendition: 'medium 1440×1080 ×12'. */
const painted = (results: readonly PaintResult[], which: 'first' | 'full') => {
  const seen = new Map<string, number>();
  for (const result of results) {
    const thumb = which === 'first' ? result.firstThumb : result.fullThumb;
    const name = `${SIZE_OF_THUMB[thumb] ?? `thumb ${thumb}`}${which === 'full' ? ` ${result.fullPixels}` : ''}`;
    seen.set(name, (seen.get(name) ?? 0) + 1);
  }
  return [...seen].map(([name, n]) => (seen.size > 1 ? `${name} ×${n}` : name)).join(', ');
};
const imageBytes = (traffic: Traffic | undefined) =>
  traffic ? IMAGE_KINDS.reduce((sum, kind) => sum + traffic[kind].bytes, 0) : Number.NaN;
const imageRequests = (traffic: Traffic | undefined) =>
  traffic ? IMAGE_KINDS.reduce((sum, kind) => sum + traffic[kind].requests, 0) : Number.NaN;
/** Bytes and requests per shown file, and which renditions they were. */
const perImage = (traffic: Traffic | undefined, images: number) => {
  if (!traffic || images === 0) return ['–', '–', '–'];
  const kinds = IMAGE_KINDS.filter((kind) => traffic[kind].requests > 0)
    .map((kind) => `${kind} ${figure(traffic[kind].requests / images, 2)}`)
    .join(', ');
  return [
    bytes(imageBytes(traffic) / images),
    `${figure(imageRequests(traffic) / images, 2)} (${kinds || 'none'})`,
    `${figure(traffic.api.requests / images, 2)} / ${bytes(traffic.api.bytes / images)}`,
  ];
};

const sample = made[0]?.info;
note(
  `Pictures made in ${duration(makeMs)} (sharp, the server's makeRenditions): ${made
    .map((picture) => `${picture.info.width}×${picture.info.height}`)
    .join(', ')}; ${FILES} files over them. ` +
    (sample
      ? `The first: original ${bytes(sample.bytes)}, ${sample.renditions.map((r) => `${r.size} ${r.width}×${r.height} ${bytes(r.bytes)}`).join(', ')}.`
      : ''),
);

printTable(
  `Click a thumbnail → the viewer (${OPENS} tiles, each a file not opened before; the grid shows the tiny rendition) — median / p95`,
  [
    'viewer',
    'first pixel of the file',
    'first picture',
    'screen picture painted',
    'screen picture',
    'image bytes / open',
    'image requests / open',
    'API calls / bytes per open',
  ],
  runs.map((run) => [
    NAMES[run.viewer],
    mp(run.opens.map((r) => r.firstMs)),
    painted(run.opens, 'first'),
    mp(run.opens.map((r) => r.fullMs)),
    painted(run.opens, 'full'),
    ...perImage(run.openTraffic, run.opens.length),
  ]),
);

printTable(
  `Next / previous (arrow keys, ${STEP_PAUSE_MS} ms apart; ${STEPS.next} forward over files not seen before, then ${STEPS.previous} back) — median / p95`,
  [
    'viewer',
    'key',
    'steps',
    'first pixel of the new file',
    'screen picture painted',
    'image bytes / step',
    'image requests / step',
    'API calls / bytes per step',
  ],
  runs.flatMap((run) =>
    (
      [
        ['next', run.next, run.nextTraffic],
        ['previous', run.previous, run.previousTraffic],
      ] as const
    ).map(([key, results, traffic]) => [
      NAMES[run.viewer],
      key,
      count(results.length),
      mp(results.map((r) => r.firstMs)),
      mp(results.map((r) => r.fullMs)),
      ...perImage(traffic, results.length),
    ]),
  ),
);

const workCells = (log: MoveLog | undefined) =>
  log
    ? [
        `${count(log.work.tasks)} / ${duration(log.work.blockingMs)} / ${log.work.tasks ? duration(log.work.longestTaskMs) : '–'}`,
        `${count(log.work.frames)} / ${duration(log.work.frameBlockingMs)} / ${log.work.frames ? duration(log.work.longestFrameMs) : '–'}`,
      ]
    : ['–', '–'];
printTable(
  `An arrow key held through ${QUICK_MOVES} files (a press every ${KEY_REPEAT_MS} ms; both viewers throttle keys: ours 200 ms (spec 001 §9), the peer's 250 ms)`,
  [
    'viewer',
    'keys',
    'files shown',
    'time',
    'files / s',
    'screen picture painted before the next',
    'long tasks: n / blocking / longest',
    'long animation frames: n / blocking / longest',
    'image bytes / file',
    'image requests / file',
  ],
  runs.map((run) => {
    const log = run.quick;
    return [
      NAMES[run.viewer],
      log ? count(log.keys) : '–',
      log ? count(log.moves) : '–',
      log ? duration(log.durationMs) : '–',
      log ? figure(log.moves / (log.durationMs / 1000)) : '–',
      log ? `${count(log.fullyShown)} (${figure((100 * log.fullyShown) / Math.max(1, log.moves))}%)` : '–',
      ...workCells(log),
      ...(log ? perImage(run.quickTraffic, log.moves).slice(0, 2) : ['–', '–']),
    ];
  }),
);
const laterWork = runs
  .map((run) => {
    const logs = run.later;
    const sum = (pick: (log: MoveLog) => number) => logs.reduce((total, log) => total + pick(log), 0);
    return `${NAMES[run.viewer]}: ${count(sum((l) => l.moves))} files, ${count(sum((l) => l.work.tasks))} long tasks (blocking ${duration(sum((l) => l.work.blockingMs))}, longest ${duration(Math.max(0, ...logs.map((l) => l.work.longestTaskMs)))}), ${count(sum((l) => l.work.frames))} long animation frames`;
  })
  .join('; ');
note(`Held on to ${MEMORY_CHECKPOINTS.at(-1)} files: ${laterWork}.`);

printTable(
  `Memory while the key is held (after a forced GC; files moved since the step tests; ${OPENS + 1 + STEPS.next} files were shown before)`,
  [
    'viewer',
    'files moved',
    'JS heap used',
    'DOM nodes',
    'JS listeners',
    '<img> (loaded)',
    'their bitmaps (w×h×4)',
    'renderers’ RSS',
  ],
  runs.flatMap((run) =>
    run.checkpoints.map((point) => [
      NAMES[run.viewer],
      count(point.moved),
      bytes(point.heapBytes),
      count(point.domNodes),
      count(point.listeners),
      `${count(point.page.images)} (${count(point.page.loadedImages)})`,
      bytes(point.page.decodedBytes),
      bytes(point.rendererRssBytes),
    ]),
  ),
);
const growth = runs
  .map((run) => {
    const first = run.checkpoints.find((point) => point.moved >= QUICK_MOVES);
    const last = run.checkpoints.at(-1);
    return first && last && last !== first
      ? `${NAMES[run.viewer]}: JS heap ${bytes(last.heapBytes - first.heapBytes)}, DOM ${count(last.domNodes - first.domNodes)} nodes, RSS ${bytes(last.rendererRssBytes - first.rendererRssBytes)} from file ${count(first.moved)} to ${count(last.moved)}`
      : `${NAMES[run.viewer]}: –`;
  })
  .join('; ');
note(`Growth from file ${QUICK_MOVES} on: ${growth}.`);

printTable(
  'Pages',
  ['viewer', 'grid ready (600 tiles, thumbnails in view loaded)', 'state'],
  runs.map((run) => [
    NAMES[run.viewer],
    Number.isNaN(run.mountMs) ? '–' : duration(run.mountMs),
    run.errors.length === 0 ? 'ran' : `FAILED: ${run.errors.join('; ')}`,
  ]),
);
note(
  [
    `Page built with vite in ${duration(buildMs)} (production React); Chromium ${version}, headless, ${VIEWPORT.width}×${VIEWPORT.height} at 1×.`,
    'Times run from the input event (its timeStamp) to the end of the frame that painted the picture: the page',
    'checks the shown <img> at each frame, awaits its decode() and takes the frame after. "First pixel" counts any',
    'picture of the file (ours shows the tiny rendition first, from the grid’s cache, unless the screen rendition',
    'is preloaded); the peer shows nothing until its srcSet choice has loaded and decoded. The peer fades in',
    '(250 ms) and slides (500 ms): the first frame of those counts. Both preload two files on each side (ours once',
    'navigation rests, the screen rendition, decoded). Bytes are what crossed the',
    'network (CDP Network, headers included); a cached rendition costs none.',
    unanswered.size > 0
      ? `Unanswered calls: ${[...unanswered].join(', ')}.`
      : 'Every call a viewer made was answered.',
  ].join('\n'),
);

if (runs.some((run) => run.errors.length > 0)) process.exitCode = 1;
