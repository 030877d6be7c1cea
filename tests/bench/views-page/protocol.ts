// What the views benchmark page (tests/bench/views-page) exposes as `window.__viewsBench`, shared by
// the page and by views.bench.ts (which drives it with playwright-core). Types only, plus constants.

/** Which view a page load renders: `?view=gallery`, `?view=masonry` or `?view=grid` (the data grid). */
export type BenchView = 'gallery' | 'masonry' | 'grid';

export const BENCH_VIEWS: readonly BenchView[] = ['gallery', 'masonry', 'grid'];

/** Files in the view at most (issue 4: 100,000 loaded items). */
export const TOTAL_FILES = 100_000;

/** The options both views use in the page (the defaults of Gallery and Masonry). */
export const LAYOUT = { targetRowHeight: 220, columnWidth: 240, spacing: 8 } as const;

export interface MountResult {
  view: BenchView;
  files: number;
  /** First render to the first painted frame with cells. */
  mountMs: number;
  viewport: { width: number; height: number };
}

/** DOM figures of one scroll position, read in the frame after the view settled there. */
export interface ScrollSample {
  scrollTop: number;
  /** Elements in the whole document. */
  domNodes: number;
  /** Elements inside the view. */
  viewNodes: number;
  images: number;
  cells: number;
  rows: number;
}

/** One page appended through the view's infinite scroll (onLoadMore → the host appends). */
export interface AppendResult {
  filesBefore: number;
  filesAfter: number;
  /** The host's flushSync(setImages(...)): layout, virtualizer and React render + commit, one task. */
  syncMs: number;
  /** onLoadMore to the first painted frame with the new content height. */
  paintedMs: number;
  /** The longest 'longtask' entry (≥ 50 ms) during the append, or 0 when there was none. */
  longestTaskMs: number;
  /** The longest 'long-animation-frame' entry (≥ 50 ms) during the append, or 0 when there was none. */
  longestFrameMs: number;
}

/** Layout timings in the page, on the same 100,000 aspect ratios. */
export interface LayoutTimings {
  /** Median / minimum / samples of each case, ms. */
  cases: { name: string; median: number; min: number; samples: number }[];
  /** Row statistics of the justified rows of each side. */
  rows: { name: string; rows: number; meanHeight: number; meanDeviation: number; maxHeight: number }[];
}

export interface ViewsBenchApi {
  /** Scrolls to `share` (0..1) of the scroll range, waits until the view is quiet, returns the figures. */
  scrollTo(share: number): Promise<ScrollSample>;
  /** Scrolls by `pixels` per frame for `frames` frames, returning the figures of every frame. */
  scrollContinuously(pixels: number, frames: number): Promise<ScrollSample[]>;
  /** Scrolls to the bottom, so the view asks for the next page; resolves when it is painted. */
  appendThroughInfiniteScroll(pageSize: number): Promise<AppendResult>;
  /** Lays out the page's files with Vitrine's layouts and react-photo-album's, in this page. */
  layoutTimings(): LayoutTimings;
  files(): number;
}

declare global {
  interface Window {
    __viewsBench: ViewsBenchApi;
    /** Resolves once the view is rendered and `__viewsBench` is set. */
    __viewsBenchReady: Promise<MountResult>;
  }
}
