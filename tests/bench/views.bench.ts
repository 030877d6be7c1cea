// Views at 100,000 loaded files (issue 4, "Performance"): the layouts in Node beside react-photo-album's
// own layout functions (computeRowsLayout and computeMasonryLayout, imported from the package, which
// exports them), then a page built with vite in Debian chromium (playwright-core) that renders
// Vitrine's Gallery, Masonry and Grid (the data grid) with 100,000 files: the layouts again in the
// page, DOM elements, rows and mounted <img> while scrolling, and the main-thread cost when a page is
// appended through infinite scroll. Prints figures and marks those over the targets; never
// fails on time. VIEWS_BENCH_PROFILE=dir adds CPU and allocation profiles of the appends.
// Run: pnpm run bench views   (node --expose-gc --import ./tests/bench/lib/ts-resolve.mjs tests/bench/views.bench.ts)
import { mkdir, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { syntheticImages } from '../../packages/views/src/gallery/synthetic.ts';
import { aspectRatioOf } from '../../packages/views/src/layout/aspect.ts';
import { computeMasonryLayout, resolveMasonryColumns } from '../../packages/views/src/layout/masonry.ts';
import { computeRowsLayout } from '../../packages/views/src/layout/rows.ts';
import { buildPage, closeServer, launchChromium, originOf, servePage } from './lib/browser.ts';
import { count, duration, median, note, percentile, printTable, sampleSync } from './lib/measure.ts';
import {
  type AppendResult,
  BENCH_VIEWS,
  type BenchView,
  LAYOUT,
  type LayoutTimings,
  type MountResult,
  type ScrollSample,
  TOTAL_FILES,
} from './views-page/protocol.ts';

/** Issue 4's targets, printed beside the figures, never enforced. */
const TARGETS = { layoutMs: 5, domNodes: 1_000, images: 120, appendTaskMs: 50 } as const;
const VIEWPORT = { width: 1280, height: 800 } as const;
const root = fileURLToPath(new URL('../../', import.meta.url));
const pageDir = fileURLToPath(new URL('./views-page/', import.meta.url));
const viewsPackage = join(root, 'packages', 'views');
const photoAlbumEntry = join(viewsPackage, 'node_modules', 'react-photo-album', 'dist', 'index.js');

// 1. The layouts in Node ---------------------------------------------------------------------------

/** The two layout functions react-photo-album exports, as far as this benchmark uses them. */
interface PhotoAlbumLayouts {
  computeRowsLayout(
    photos: readonly { src: string; width: number; height: number }[],
    spacing: number,
    padding: number,
    containerWidth: number,
    targetRowHeight: number,
  ): { tracks: { photos: { height: number }[] }[] } | undefined;
  computeMasonryLayout(
    photos: readonly { src: string; width: number; height: number }[],
    spacing: number,
    padding: number,
    containerWidth: number,
    columns: number,
  ): unknown;
}
// react-photo-album is a dependency of packages/views only: import it from there.
const photoAlbum = (await import(pathToFileURL(photoAlbumEntry).href)) as PhotoAlbumLayouts;
const images = syntheticImages(TOTAL_FILES);
const aspect = (index: number) => aspectRatioOf(images[index] ?? {});
// What the views keep: the ratios read once per image (a resize lays these out again).
const ratios = Float64Array.from(images, (image) => aspectRatioOf(image));
const fromRatios = (index: number) => ratios[index] as number;
const photos = images.map((image) => ({ src: '', width: aspectRatioOf(image) * 1000, height: 1000 }));
// The width the page measures below (1280 minus a 15 px scrollbar gutter); the same for both sides.
const width = VIEWPORT.width - 15;
const { targetRowHeight, spacing, columnWidth } = LAYOUT;
const columns = resolveMasonryColumns(width, columnWidth, spacing);
const rowsOf = (n: number, previous?: ReturnType<typeof computeRowsLayout>) =>
  computeRowsLayout(
    { containerWidth: width, targetRowHeight, spacing, count: n, aspectRatio: aspect },
    previous,
  );
const masonryOf = (n: number, previous?: ReturnType<typeof computeMasonryLayout>) =>
  computeMasonryLayout({ containerWidth: width, columns, spacing, count: n, aspectRatio: aspect }, previous);
const PAGE = 96;
const rowsBefore = rowsOf(TOTAL_FILES - PAGE);
const masonryBefore = masonryOf(TOTAL_FILES - PAGE);

const nodeCases: [string, () => unknown, number][] = [
  [
    `Vitrine rows, ${count(TOTAL_FILES)} from scratch, from aspect ratios`,
    () =>
      computeRowsLayout({
        containerWidth: width,
        targetRowHeight,
        spacing,
        count: TOTAL_FILES,
        aspectRatio: fromRatios,
      }),
    TARGETS.layoutMs,
  ],
  [
    `Vitrine rows, ${count(TOTAL_FILES)} from scratch, reading each ImageSummary's size`,
    () => rowsOf(TOTAL_FILES),
    TARGETS.layoutMs,
  ],
  [`Vitrine rows, append ${PAGE} to ${count(TOTAL_FILES - PAGE)}`, () => rowsOf(TOTAL_FILES, rowsBefore), 0],
  [
    `Vitrine masonry, ${count(TOTAL_FILES)} from scratch, from aspect ratios`,
    () =>
      computeMasonryLayout({
        containerWidth: width,
        columns,
        spacing,
        count: TOTAL_FILES,
        aspectRatio: fromRatios,
      }),
    TARGETS.layoutMs,
  ],
  [
    `Vitrine masonry, ${count(TOTAL_FILES)} from scratch, reading each ImageSummary's size`,
    () => masonryOf(TOTAL_FILES),
    TARGETS.layoutMs,
  ],
  [`Vitrine masonry, append ${PAGE}`, () => masonryOf(TOTAL_FILES, masonryBefore), 0],
  [
    `(peer) react-photo-album computeRowsLayout, ${count(TOTAL_FILES)}`,
    () => photoAlbum.computeRowsLayout(photos, spacing, 0, width, targetRowHeight),
    0,
  ],
  [
    `(peer) react-photo-album computeMasonryLayout, ${count(TOTAL_FILES)}`,
    () => photoAlbum.computeMasonryLayout(photos, spacing, 0, width, columns),
    0,
  ],
];
const verdict = (value: number, target: number) => (value <= target ? 'yes' : 'NO');
// VIEWS_BENCH_NODE=0 leaves the Node part out (to look at the page alone).
const inNode = process.env.VIEWS_BENCH_NODE !== '0';
if (inNode)
  printTable(
    `Layouts in Node: ${count(TOTAL_FILES)} synthetic files, ${width} px wide, rows aim at ${targetRowHeight} px, ${columns} masonry columns, spacing ${spacing} px`,
    ['layout', 'median', 'fastest', 'p90', 'runs', `≤ ${TARGETS.layoutMs} ms (median)`],
    nodeCases.map(([name, run, target]) => {
      const samples = sampleSync(run, { warmupMs: 300, budgetMs: 1_500, minSamples: 10 });
      return [
        name,
        duration(median(samples)),
        duration(Math.min(...samples)),
        duration(percentile(samples, 0.9)),
        count(samples.length),
        target > 0 ? verdict(median(samples), target) : '–',
      ];
    }),
  );

function rowStats(name: string, heights: number[]) {
  const mean = heights.reduce((a, b) => a + b, 0) / heights.length;
  const deviation = heights.reduce((a, b) => a + Math.abs(b - targetRowHeight), 0) / heights.length;
  return [
    name,
    count(heights.length + 1),
    `${mean.toFixed(1)} px`,
    `${deviation.toFixed(1)} px`,
    `${Math.min(...heights).toFixed(0)}–${Math.max(...heights).toFixed(0)} px`,
  ];
}
if (inNode) {
  const ours = rowsOf(TOTAL_FILES);
  const oursHeights: number[] = [];
  for (let row = 0; row < ours.rowCount - 1; row += 1)
    oursHeights.push(ours.rowBottom(row) - ours.rowTop(row));
  const theirs = photoAlbum.computeRowsLayout(photos, spacing, 0, width, targetRowHeight);
  const theirHeights = (theirs?.tracks ?? []).slice(0, -1).map((track) => track.photos[0]?.height ?? 0);
  const small = photoAlbum.computeRowsLayout(photos.slice(0, 1_000), spacing, 0, width, targetRowHeight);
  const smallHeights = (small?.tracks ?? []).slice(0, -1).map((track) => track.photos[0]?.height ?? 0);
  const oursSmall = rowsOf(1_000);
  const oursSmallHeights: number[] = [];
  for (let row = 0; row < oursSmall.rowCount - 1; row += 1)
    oursSmallHeights.push(oursSmall.rowBottom(row) - oursSmall.rowTop(row));
  printTable(
    `The justified rows themselves (target ${targetRowHeight} px; the last row left out)`,
    ['rows of', 'rows', 'mean height', 'mean |height − target|', 'heights'],
    [
      rowStats(`Vitrine, ${count(TOTAL_FILES)} files`, oursHeights),
      rowStats(`(peer) react-photo-album, ${count(TOTAL_FILES)} files`, theirHeights),
      rowStats('Vitrine, first 1,000 files', oursSmallHeights),
      rowStats('(peer) react-photo-album, first 1,000 files', smallHeights),
    ],
  );
}

// 2. The page: vite build, a static server on 127.0.0.1, Debian chromium -----------------------------

const { renderImagePng } = await import('@vitrine/mocks');
const { THUMBNAIL_SIZES, thumbnailSizeForIndex } = await import('@vitrine/core');

const outDir = join(tmpdir(), `vitrine-views-bench-${process.pid}`);
/**
 * VIEWS_BENCH_PROFILE=dir writes a CPU profile and a sampled allocation profile of each run of appends
 * there (`<view>-<page>.cpuprofile`, `.heapprofile`; open them in Chrome's DevTools).
 */
const profileDir = process.env.VIEWS_BENCH_PROFILE;
const buildMs = await buildPage({
  root: pageDir,
  outDir,
  // react-photo-album is a dependency of packages/views only (views-page/tsconfig.json resolves it the same way).
  alias: [{ find: /^react-photo-album$/, replacement: photoAlbumEntry }],
  // VIEWS_BENCH_PROFILE: names kept, so the CPU profiles read.
  minify: !profileDir,
});

/**
 * The page's files, and /Download.aspx?id=&thumb= with real PNG thumbnails drawn by the mocks'
 * renderer: 12 pictures (by id) at the size box the thumb index asks for, so the server's own work
 * stays small beside the page's.
 */
function serve(dir: string): Promise<Server> {
  return servePage(dir, (url, _request, response) => {
    if (url.pathname.toLowerCase() !== '/download.aspx') return false;
    const id = Number(url.searchParams.get('id') ?? 0);
    const box = THUMBNAIL_SIZES[thumbnailSizeForIndex(url.searchParams.get('thumb'))];
    const { png } = renderImagePng((id % 12) + 1, { width: 1600, height: 1200 }, box, 'image');
    response.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'max-age=3600' }).end(png);
    return true;
  });
}

// 3. The scenarios -----------------------------------------------------------------------------------

interface ViewRun {
  view: BenchView;
  mount?: MountResult;
  jumps: ScrollSample[];
  slow: ScrollSample[];
  fast: ScrollSample[];
  appends: { pageSize: number; results: AppendResult[] }[];
  layout?: LayoutTimings;
  heapBytes: number;
  errors: string[];
}

const JUMPS = 41;
const APPEND_RUNS = [
  { pageSize: 96, pages: 20 },
  { pageSize: 1_000, pages: 10 },
] as const;

async function openPage(browser: Browser, origin: string, view: BenchView, files: number) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const answer = await page.goto(`${origin}/?view=${view}&files=${files}`);
  if (process.env.VIEWS_BENCH_DEBUG)
    console.log('goto', answer?.status(), (await answer?.text())?.slice(0, 200));
  try {
    await page.waitForFunction(() => window.__viewsBenchReady !== undefined);
  } catch (error) {
    const shown = await page.evaluate(() => document.body.innerHTML.slice(0, 300)).catch(() => '?');
    await context.close();
    throw new Error(
      `${error instanceof Error ? error.message.split('\n')[0] : error}; page errors: ${errors.join(' | ')}; page: ${shown}`,
    );
  }
  const mount = await page.evaluate(() => window.__viewsBenchReady);
  return { context, page, mount, errors };
}

async function runView(browser: Browser, origin: string, view: BenchView): Promise<ViewRun> {
  const run: ViewRun = {
    view,
    jumps: [],
    slow: [],
    fast: [],
    appends: [],
    heapBytes: Number.NaN,
    errors: [],
  };
  try {
    const { context, page, mount, errors } = await openPage(browser, origin, view, TOTAL_FILES);
    run.mount = mount;
    try {
      if (view === 'gallery') run.layout = await page.evaluate(() => window.__viewsBench.layoutTimings());
      for (let i = 0; i < JUMPS; i += 1) {
        // a jump to every 2.5% of the height, in an order that crosses the list back and forth
        const share = ((i * 17) % JUMPS) / (JUMPS - 1);
        run.jumps.push(await page.evaluate((value) => window.__viewsBench.scrollTo(value), share));
      }
      await page.evaluate(() => window.__viewsBench.scrollTo(0.5));
      run.slow = await page.evaluate(() => window.__viewsBench.scrollContinuously(300, 120));
      run.fast = await page.evaluate(() => window.__viewsBench.scrollContinuously(2_000, 60));
      const cdp = await context.newCDPSession(page);
      await cdp.send('HeapProfiler.collectGarbage');
      run.heapBytes = (await cdp.send('Runtime.getHeapUsage')).usedSize;
      await cdp.detach();
    } finally {
      run.errors.push(...errors);
      await context.close();
    }
    for (const { pageSize, pages } of APPEND_RUNS) {
      const opened = await openPage(browser, origin, view, TOTAL_FILES - pageSize * pages);
      const results: AppendResult[] = [];
      const profiler = profileDir ? await opened.context.newCDPSession(opened.page) : undefined;
      if (profiler) {
        await profiler.send('Profiler.enable');
        await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
        await profiler.send('Profiler.start');
        await profiler.send('HeapProfiler.enable');
        await profiler.send('HeapProfiler.startSampling', { samplingInterval: 16_384 });
      }
      try {
        for (let i = 0; i < pages; i += 1) {
          results.push(
            await opened.page.evaluate(
              (size) => window.__viewsBench.appendThroughInfiniteScroll(size),
              pageSize,
            ),
          );
        }
        if (profiler && profileDir) {
          const { profile } = await profiler.send('Profiler.stop');
          await mkdir(profileDir, { recursive: true });
          await writeFile(join(profileDir, `${view}-${pageSize}.cpuprofile`), JSON.stringify(profile));
          const heap = await profiler.send('HeapProfiler.stopSampling');
          await writeFile(join(profileDir, `${view}-${pageSize}.heapprofile`), JSON.stringify(heap.profile));
        }
      } finally {
        run.errors.push(...opened.errors);
        await opened.context.close();
      }
      run.appends.push({ pageSize, results });
    }
  } catch (error) {
    run.errors.push(error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error));
  }
  return run;
}

// 4. Run and print -----------------------------------------------------------------------------------

let server: Server | undefined;
let browser: Browser | undefined;
const runs: ViewRun[] = [];
let version = '';
try {
  server = await serve(outDir);
  const origin = originOf(server);
  browser = await launchChromium();
  version = browser.version();
  // VIEWS_BENCH_VIEWS=gallery runs only that view.
  const only = process.env.VIEWS_BENCH_VIEWS?.split(',');
  for (const view of BENCH_VIEWS.filter((name) => only === undefined || only.includes(name))) {
    runs.push(await runView(browser, origin, view));
  }
} finally {
  await browser?.close();
  await closeServer(server);
  await rm(outDir, { recursive: true, force: true });
}

const gallery = runs.find((run) => run.view === 'gallery');
if (gallery?.layout) {
  printTable(
    `Layouts in the page (Chromium ${version}), the same ${count(TOTAL_FILES)} files at the view's width (${gallery.mount?.viewport.width ?? '?'} px)`,
    ['layout', 'median', 'fastest', 'runs', `≤ ${TARGETS.layoutMs} ms (median)`],
    gallery.layout.cases.map((entry) => [
      entry.name,
      duration(entry.median),
      duration(entry.min),
      count(entry.samples),
      entry.name.includes('from scratch') ? verdict(entry.median, TARGETS.layoutMs) : '–',
    ]),
  );
  note(
    gallery.layout.rows
      .map(
        (row) =>
          `${row.name}: ${count(row.rows)} rows, mean height ${row.meanHeight.toFixed(1)} px, mean |height − target| ${row.meanDeviation.toFixed(1)} px, tallest ${row.maxHeight.toFixed(0)} px`,
      )
      .join('\n'),
  );
}

const range = (values: readonly number[]) =>
  values.length === 0 ? '–' : `${count(median(values))} / ${count(Math.max(...values))}`;
printTable(
  `${count(TOTAL_FILES)} files loaded, viewport ${VIEWPORT.width}×${VIEWPORT.height}: DOM while scrolling (median / max)`,
  [
    'view',
    'mount',
    'scrolling',
    'samples',
    'DOM elements (document)',
    'elements in the view',
    'mounted <img>',
    'cells',
    'rows',
    `≤ ${count(TARGETS.domNodes)} elements / ≤ ${TARGETS.images} <img> (max)`,
  ],
  runs.flatMap((run) =>
    (
      [
        [`jumps to ${JUMPS} positions`, run.jumps],
        ['300 px per frame', run.slow],
        ['2,000 px per frame', run.fast],
      ] as const
    ).map(([how, samples]) => {
      const dom = samples.map((s) => s.domNodes);
      const imgs = samples.map((s) => s.images);
      return [
        run.view,
        run.mount ? duration(run.mount.mountMs) : '–',
        how,
        count(samples.length),
        range(dom),
        range(samples.map((s) => s.viewNodes)),
        range(imgs),
        range(samples.map((s) => s.cells)),
        range(samples.map((s) => s.rows)),
        samples.length === 0
          ? '–'
          : `${verdict(Math.max(...dom), TARGETS.domNodes)} / ${verdict(Math.max(...imgs), TARGETS.images)}`,
      ];
    }),
  ),
);

const ms = (values: readonly number[]) =>
  values.length === 0 ? '–' : `${duration(median(values))} / ${duration(Math.max(...values))}`;
printTable(
  'A page appended through infinite scroll (scrolled to the bottom → onLoadMore → the host appends with flushSync) — median / max',
  [
    'view',
    'page',
    'appends',
    'files',
    'append task (layout + render + commit)',
    'onLoadMore → painted',
    'longest long task (≥ 50 ms)',
    'longest animation frame (≥ 50 ms)',
    `≤ ${TARGETS.appendTaskMs} ms (max task)`,
  ],
  runs.flatMap((run) =>
    run.appends.map(({ pageSize, results }) => {
      const tasks = results.map((r) => r.syncMs);
      const longest = Math.max(0, ...results.map((r) => r.longestTaskMs));
      const frames = Math.max(0, ...results.map((r) => r.longestFrameMs));
      return [
        run.view,
        count(pageSize),
        count(results.length),
        results.length === 0
          ? '–'
          : `${count(results[0]?.filesBefore ?? 0)} → ${count(results.at(-1)?.filesAfter ?? 0)}`,
        ms(tasks),
        ms(results.map((r) => r.paintedMs)),
        longest === 0 ? 'none' : duration(longest),
        frames === 0 ? 'none' : duration(frames),
        tasks.length === 0 ? '–' : verdict(Math.max(longest, ...tasks), TARGETS.appendTaskMs),
      ];
    }),
  ),
);

printTable(
  'Pages',
  ['view', 'JS heap after a forced GC (100,000 files, after scrolling)', 'state'],
  runs.map((run) => [
    run.view,
    Number.isNaN(run.heapBytes) ? '–' : `${(run.heapBytes / 1e6).toFixed(1)} MB`,
    run.errors.length === 0 ? 'ran' : `FAILED: ${run.errors.join('; ')}`,
  ]),
);
note(
  [
    `Page built with vite in ${duration(buildMs)} (production React); Chromium ${version}, headless, viewport ${VIEWPORT.width}×${VIEWPORT.height};`,
    'the view fills the viewport. Thumbnails are real PNGs from this process (/Download.aspx, the views’ default URL).',
    "react-photo-album's layouts are its exported functions (computeRowsLayout, computeMasonryLayout) on the same",
    'aspect ratios; it has no virtualization, so it has no DOM figures to compare. Targets (issue 4): layout ≤ 5 ms',
    'per 100k, ≤ 1,000 DOM elements and ≤ 120 mounted <img> while scrolling, ≤ 50 ms for the longest task of an',
    'append: printed beside each figure, never enforced.',
  ].join('\n'),
);

if (runs.some((run) => run.errors.length > 0)) process.exitCode = 1;
