// The views benchmark page: `?view=gallery|masonry|grid&files=N` renders Vitrine's Gallery, Masonry or
// Grid (the data grid) with N synthetic files (packages/views/src/gallery/synthetic.ts) inside VitrineProvider, the way a host
// does: the files in state, onLoadMore appending the next page. Thumbnails come from views.bench.ts's
// server (/Download.aspx on this origin, the views' default URL). It exposes window.__viewsBench.
import '@vitrine/ui/styles.css';
import '../../../packages/views/src/styles.css';
import type { ImageSummary } from '@vitrine/api-client';
import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import {
  computeMasonryLayout as photoAlbumMasonry,
  computeRowsLayout as photoAlbumRows,
} from 'react-photo-album';
import { Gallery } from '../../../packages/views/src/gallery/Gallery';
import { Masonry } from '../../../packages/views/src/gallery/Masonry';
import { syntheticImages } from '../../../packages/views/src/gallery/synthetic';
import { Grid } from '../../../packages/views/src/grid/Grid';
import { aspectRatioOf } from '../../../packages/views/src/layout/aspect';
import { computeMasonryLayout, resolveMasonryColumns } from '../../../packages/views/src/layout/masonry';
import { computeRowsLayout, type RowsLayout } from '../../../packages/views/src/layout/rows';
import { appendImages } from '../../../packages/views/src/search/results';
import { afterNextPaint, observeLongWork } from '../lib/in-page';
import {
  type AppendResult,
  BENCH_VIEWS,
  type BenchView,
  LAYOUT,
  type LayoutTimings,
  type MountResult,
  type ScrollSample,
  TOTAL_FILES,
} from './protocol';

const params = new URLSearchParams(location.search);
const view = params.get('view') as BenchView;
if (!BENCH_VIEWS.includes(view)) throw new Error(`unknown view ${view}`);
const initialFiles = Number(params.get('files') ?? TOTAL_FILES);

/** Every file the page may show; the view gets the first `n`. */
const ALL = syntheticImages(TOTAL_FILES);

// Long tasks and long animation frames (both only report ≥ 50 ms), kept for the append figures.
const { tasks: longTasks, frames: longFrames } = observeLongWork();

const scroller = () => document.querySelector<HTMLElement>('.vt-views__scroller') as HTMLElement;
const grid = () => document.querySelector<HTMLElement>('[role="grid"]');
const cells = () => document.querySelectorAll('[role="gridcell"]').length;

function sample(): ScrollSample {
  const root = document.querySelector('.vt-views__view');
  return {
    scrollTop: scroller().scrollTop,
    domNodes: document.getElementsByTagName('*').length,
    viewNodes: root?.getElementsByTagName('*').length ?? 0,
    images: document.images.length,
    cells: cells(),
    rows: document.querySelectorAll('[role="row"]').length,
  };
}

/** Waits until the view has not changed for two painted frames (at most `maxMs`). */
async function settle(maxMs = 2_000): Promise<void> {
  let changed = false;
  const observer = new MutationObserver(() => {
    changed = true;
  });
  observer.observe(document.querySelector('.vt-views__view') ?? document.body, {
    subtree: true,
    childList: true,
    attributes: true,
  });
  const until = performance.now() + maxMs;
  let quiet = 0;
  while (quiet < 2 && performance.now() < until) {
    changed = false;
    await afterNextPaint();
    quiet = changed ? 0 : quiet + 1;
  }
  observer.disconnect();
}

/** What the host does on onLoadMore, armed by appendThroughInfiniteScroll. */
interface Armed {
  pageSize: number;
  start?: number;
  syncMs?: number;
  before?: number;
}
let armed: Armed | null = null;
const host: {
  setHasMore?: (value: boolean) => void;
  setImages?: (update: (images: ImageSummary[]) => ImageSummary[]) => void;
  count: number;
} = { count: initialFiles };

function Host() {
  const [images, setImages] = useState<ImageSummary[]>(() => ALL.slice(0, initialFiles));
  const [hasMore, setHasMore] = useState(false);
  host.setHasMore = setHasMore;
  host.setImages = setImages;
  host.count = images.length;
  const onLoadMore = () => {
    const job = armed;
    if (!job) return;
    job.start = performance.now();
    job.before = images.length;
    // The host appends the next page; flushSync makes the whole update one measurable task.
    flushSync(() => {
      // As the search session does: one copy (concat), recorded as an append, so the view knows
      // it without comparing every loaded file.
      setImages((current) => appendImages(current, ALL.slice(current.length, current.length + job.pageSize)));
      setHasMore(false);
    });
    job.syncMs = performance.now() - job.start;
  };
  const common = { images, totalCount: TOTAL_FILES, hasMore, onLoadMore, spacing: LAYOUT.spacing };
  if (view === 'grid')
    return <Grid images={images} totalCount={TOTAL_FILES} hasMore={hasMore} onLoadMore={onLoadMore} />;
  return view === 'gallery' ? (
    <Gallery {...common} targetRowHeight={LAYOUT.targetRowHeight} />
  ) : (
    <Masonry {...common} columnWidth={LAYOUT.columnWidth} />
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function time(name: string, run: () => unknown, samples: number, warmup = 2) {
  for (let i = 0; i < warmup; i += 1) run();
  const values: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const start = performance.now();
    run();
    values.push(performance.now() - start);
  }
  return { name, median: median(values), min: Math.min(...values), samples };
}

function layoutTimings(): LayoutTimings {
  const width = scroller().clientWidth;
  const images = ALL;
  const aspect = (index: number) => aspectRatioOf(images[index] ?? {});
  // What the views keep: the ratios read once (a resize lays these out again).
  const ratios = Float64Array.from(images, (image) => aspectRatioOf(image));
  const fromRatios = (index: number) => ratios[index] as number;
  const { targetRowHeight, spacing, columnWidth } = LAYOUT;
  const columns = resolveMasonryColumns(width, columnWidth, spacing);
  const rows = (count: number, previous?: RowsLayout) =>
    computeRowsLayout(
      { containerWidth: width, targetRowHeight, spacing, count, aspectRatio: aspect },
      previous,
    );
  const masonry = (count: number, previous?: ReturnType<typeof computeMasonryLayout>) =>
    computeMasonryLayout({ containerWidth: width, columns, spacing, count, aspectRatio: aspect }, previous);
  // react-photo-album's input: the same aspect ratios (its photos need a width and a height).
  const photos = images.map((image) => ({ src: '', width: aspectRatioOf(image) * 1000, height: 1000 }));
  const page = 96;
  const rowsBefore = rows(TOTAL_FILES - page);
  const masonryBefore = masonry(TOTAL_FILES - page);
  const n = TOTAL_FILES.toLocaleString('en-US');
  const cases = [
    time(
      `Vitrine rows, ${n} from scratch, from aspect ratios`,
      () =>
        computeRowsLayout({
          containerWidth: width,
          targetRowHeight,
          spacing,
          count: TOTAL_FILES,
          aspectRatio: fromRatios,
        }),
      30,
    ),
    time(`Vitrine rows, ${n} from scratch, reading each ImageSummary's size`, () => rows(TOTAL_FILES), 30),
    time(
      `Vitrine rows, append ${page} to ${(TOTAL_FILES - page).toLocaleString('en-US')}`,
      () => rows(TOTAL_FILES, rowsBefore),
      30,
    ),
    time(
      `Vitrine masonry, ${n} from scratch, from aspect ratios`,
      () =>
        computeMasonryLayout({
          containerWidth: width,
          columns,
          spacing,
          count: TOTAL_FILES,
          aspectRatio: fromRatios,
        }),
      30,
    ),
    time(
      `Vitrine masonry, ${n} from scratch, reading each ImageSummary's size`,
      () => masonry(TOTAL_FILES),
      30,
    ),
    time(`Vitrine masonry, append ${page}`, () => masonry(TOTAL_FILES, masonryBefore), 30),
    time(
      `(peer) react-photo-album computeRowsLayout, ${n}`,
      () => photoAlbumRows(photos, spacing, 0, width, targetRowHeight),
      10,
    ),
    time(
      `(peer) react-photo-album computeMasonryLayout, ${n}`,
      () => photoAlbumMasonry(photos, spacing, 0, width, columns),
      10,
    ),
  ];
  const ours = rows(TOTAL_FILES);
  const oursHeights: number[] = [];
  for (let row = 0; row < ours.rowCount - 1; row += 1)
    oursHeights.push(ours.rowBottom(row) - ours.rowTop(row));
  const theirs = photoAlbumRows(photos, spacing, 0, width, targetRowHeight);
  const theirHeights = (theirs?.tracks ?? []).slice(0, -1).map((track) => track.photos[0]?.height ?? 0);
  const stats = (name: string, heights: number[]) => ({
    name,
    rows: heights.length + 1,
    meanHeight: heights.reduce((a, b) => a + b, 0) / heights.length,
    meanDeviation: heights.reduce((a, b) => a + Math.abs(b - targetRowHeight), 0) / heights.length,
    maxHeight: Math.max(...heights),
  });
  return {
    cases,
    rows: [stats('Vitrine rows', oursHeights), stats('(peer) react-photo-album rows', theirHeights)],
  };
}

async function appendThroughInfiniteScroll(pageSize: number): Promise<AppendResult> {
  await settle();
  const job: Armed = { pageSize };
  armed = job;
  flushSync(() => host.setHasMore?.(true));
  await settle();
  const heightBefore = grid()?.getBoundingClientRect().height;
  const element = scroller();
  // Near the bottom first (outside the 50 px), so the scroll that triggers the page mounts few rows.
  element.scrollTop = element.scrollHeight - element.clientHeight - 150;
  await settle();
  element.scrollTop = element.scrollHeight;
  // The view asks for the page from its scroll listener; wait for the painted frame with the new height.
  const deadline = performance.now() + 15_000;
  while (job.syncMs === undefined || grid()?.getBoundingClientRect().height === heightBefore) {
    if (performance.now() > deadline) throw new Error('no page was appended (onLoadMore not called?)');
    await afterNextPaint();
  }
  const painted = await afterNextPaint();
  armed = null;
  const start = job.start ?? painted;
  const within = (entry: PerformanceEntry) =>
    entry.startTime + entry.duration >= start - 1 && entry.startTime <= painted;
  const longest = (list: PerformanceEntry[]) =>
    Math.max(0, ...list.filter(within).map((entry) => entry.duration));
  return {
    filesBefore: job.before ?? 0,
    filesAfter: host.count,
    syncMs: job.syncMs,
    paintedMs: painted - start,
    longestTaskMs: longest(longTasks),
    longestFrameMs: longest(longFrames),
  };
}

async function start(): Promise<MountResult> {
  const container = document.getElementById('root') as HTMLElement;
  const client = createVitrineClient({ baseUrl: location.origin });
  const mountStart = performance.now();
  createRoot(container).render(
    // No web settings call (the grid reads visibleGridColumn): the defaults, kept in memory.
    <VitrineProvider client={client} webSettings={{ persistence: 'none' }}>
      <Host />
    </VitrineProvider>,
  );
  while (cells() === 0) await afterNextPaint();
  const mountMs = performance.now() - mountStart;
  window.__viewsBench = {
    scrollTo: async (share) => {
      const element = scroller();
      element.scrollTop = share * (element.scrollHeight - element.clientHeight);
      await settle();
      return sample();
    },
    scrollContinuously: async (pixels, frames) => {
      const samples: ScrollSample[] = [];
      const element = scroller();
      for (let i = 0; i < frames; i += 1) {
        element.scrollTop += pixels;
        await afterNextPaint();
        samples.push(sample());
      }
      return samples;
    },
    appendThroughInfiniteScroll,
    layoutTimings,
    files: () => host.count,
  };
  return {
    view,
    files: initialFiles,
    mountMs,
    viewport: { width: scroller().clientWidth, height: scroller().clientHeight },
  };
}

window.__viewsBenchReady = start();
