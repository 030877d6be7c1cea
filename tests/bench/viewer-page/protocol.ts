// What the viewer benchmark page (tests/bench/viewer-page) exposes as `window.__viewerBench`, shared
// by the page and by viewer.bench.ts (which drives it with playwright-core). Types and constants only.
import type { ImageSummary } from '@vitrine/api-client';
import type { ThumbnailSize } from '@vitrine/core';

/** Which viewer a click opens: `?viewer=vitrine` (FileViewer) or `?viewer=yarl` (yet-another-react-lightbox). */
export type BenchViewer = 'vitrine' | 'yarl';

export const BENCH_VIEWERS: readonly BenchViewer[] = ['vitrine', 'yarl'];

/** A desktop screen at 1×: the screen rendition is medium (spec 000 §9: 1920×1080) for both viewers. */
export const VIEWPORT = { width: 1920, height: 1080 } as const;

/** One rendition of a picture as the server made it. */
export interface RenditionSize {
  size: ThumbnailSize;
  width: number;
  height: number;
  bytes: number;
}

/** A source picture; file `id` shows picture `(id - 1) % pictures.length`. */
export interface BenchPicture {
  width: number;
  height: number;
  /** The original's bytes. */
  bytes: number;
  renditions: RenditionSize[];
}

/** GET /bench/library.json: the files of the page's grid, in order, and their pictures. */
export interface BenchLibrary {
  files: ImageSummary[];
  pictures: BenchPicture[];
}

/** The picture of file `id`. */
export const pictureIndexOf = (id: number, pictures: number): number => (id - 1) % pictures;

/** When an image of the expected file was painted after a click or a key (ms from the event's timeStamp). */
export interface PaintResult {
  id: number;
  /** The first painted picture of the file (any source: our thumbnail counts). */
  firstMs: number;
  /** The `thumb` index of that picture's URL ('' for the original). */
  firstThumb: string;
  /** The picture meant for the screen painted: our screen rendition, the peer's srcset choice. */
  fullMs: number;
  fullThumb: string;
  /** naturalWidth × naturalHeight of the full picture. */
  fullPixels: string;
}

/** Long work (≥ 50 ms) in a span of time. */
export interface LongWorkSummary {
  tasks: number;
  /** Σ (duration − 50 ms) of the long tasks: the total blocking time. */
  blockingMs: number;
  longestTaskMs: number;
  frames: number;
  /** Σ blockingDuration of the long animation frames. */
  frameBlockingMs: number;
  longestFrameMs: number;
}

/** What the move log saw while the keys were pressed. */
export interface MoveLog {
  /** Files shown one after the other (changes of the shown file). */
  moves: number;
  /** Of those, how many had their screen picture painted before the next one replaced them. */
  fullyShown: number;
  /** The keydown events the page received. */
  keys: number;
  durationMs: number;
  work: LongWorkSummary;
}

/** Memory of the page at one point (the JS heap and DOM counters come from CDP in viewer.bench.ts). */
export interface PageCounts {
  /** <img> elements in the document. */
  images: number;
  /** Of those, loaded with pixels. */
  loadedImages: number;
  /** Σ naturalWidth × naturalHeight × 4 of the loaded <img>: a floor for their decoded bitmaps. */
  decodedBytes: number;
}

export interface ViewerBenchApi {
  /** The files of the grid, in order. */
  ids(): number[];
  /** The file the open viewer shows, or null. */
  shownId(): number | null;
  /**
   * Arms the watch of the next `click` or `keydown` (the driver sends it next): from that event
   * until file `id` is painted, first in any picture and then in its screen picture.
   */
  arm(id: number, trigger: 'click' | 'keydown', timeoutMs: number): void;
  /** What the armed watch saw (rejects when the file was not painted in time). */
  armed(): Promise<PaintResult>;
  /** Resolves once no viewer is in the document. */
  closed(timeoutMs: number): Promise<void>;
  /** Starts logging moves and long work. */
  startMoveLog(): void;
  /** The moves so far. */
  moves(): number;
  stopMoveLog(): MoveLog;
  counts(): PageCounts;
}

declare global {
  interface Window {
    __viewerBench: ViewerBenchApi;
    /** Resolves once the grid has painted its thumbnails and `__viewerBench` is set. */
    __viewerBenchReady: Promise<{ files: number; mountMs: number }>;
  }
}
