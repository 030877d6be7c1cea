// What the benchmark page (tests/bench/tree-page) exposes as `window.__treeBench`, shared by the page
// and by tree.bench.ts (which drives it with playwright-core). Types only, plus the page's names.

/** Which tree a page load renders: `?side=vitrine`, `?side=arborist-10k`, `?side=arborist-100k`. */
export type TreeSide = 'vitrine' | 'arborist-10k' | 'arborist-100k';

export const TREE_SIDES: readonly TreeSide[] = ['vitrine', 'arborist-10k', 'arborist-100k'];

/** The names the large mock library gives (packages/mocks/src/db/large.ts). */
export const WIDE_FOLDER = 'Wide';
/** A small top-level folder above 'Wide' (two subfolders), toggled while 'Wide' is fully loaded. */
export const TOGGLED_FOLDER = 'Audio';
export const TOGGLED_CHILD = 'Podcasts';
export const LOAD_MORE_TEXT = 'Load more';

/** One measured interaction. Times in ms from the input event's timeStamp (or the call). */
export interface InteractionResult {
  /** Start to the first frame painted after the input. */
  firstPaintMs: number;
  /** Start to the first painted frame in which the expected change was in the DOM. */
  doneMs: number;
  /** Start to the moment the folder list (POST /api/folders/subfolders) was asked (Vitrine only). */
  sentMs: number | null;
  /** Start to the moment its answer arrived (Vitrine only). */
  answeredMs: number | null;
  /** Milliseconds the mock handlers took on that call, in the server (Vitrine only). */
  mockMs: number | null;
  /** Requests the interaction sent, the list and any permission look-ups (Vitrine only). */
  requests: number;
  /** What they were: method, path, the start of the body, when each started and how long it took. */
  requestLabels: string[];
  /** Elements in the whole document after it. */
  domNodes: number;
  /** Rows (role=treeitem) in the DOM after it. */
  rows: number;
}

export interface PageInfo {
  side: TreeSide;
  /** Folders in the library the page built (plain react-arborist), and the ms that took; null for
   * Vitrine, whose library lives in the benchmark's server. */
  folders: number | null;
  libraryBuildMs: number | null;
  /** Nodes given to the tree as data (plain react-arborist), or null for Vitrine (it loads lazily). */
  dataNodes: number | null;
  /** How many children of 'Wide' are loaded when the page starts. */
  initiallyLoaded: number;
  /** First render of the tree to the first painted frame. */
  mountMs: number;
}

export interface TreeBenchApi {
  /** Waits for the next input event of `type`, then for a painted frame in which `expression` (a JS
   * expression evaluated in the page, e.g. `bench.hasRow("Folder 00201")`) is true. */
  arm(type: 'click' | 'keydown', expression: string, timeoutMs?: number): void;
  /** The result of the armed interaction (rejects after its timeout). */
  result(): Promise<InteractionResult>;
  /** Marks the element to click with data-bench-target (and scrolls it into view): the load-more
   * row of 'Wide', or the expand control of the named folder. False when it is not rendered. */
  markTarget(kind: 'load-more' | 'toggle', name?: string): Promise<boolean>;
  /** Waits until the tree is quiet, scrolls it to its top or bottom, and waits until it is quiet again. */
  scrollTree(to: 'top' | 'bottom'): Promise<void>;
  hasRow(text: string): boolean;
  /** The highest n of the rows 'Folder n' (children of 'Wide') in the DOM, 0 when none. A tree may
   * scroll after a load (to the focused 'Load more' row, say), so the first new row need not show. */
  highestWideChild(): number;
  rowCount(): number;
  /** What the tree shows now (rows, scroll, focus, recent requests), for error messages. */
  describe(): string;
  /** Plain react-arborist only: one TreeApi.update (the model rebuild) in ms, measured directly. */
  modelRebuild?(): number;
  /** Plain react-arborist only: renames one visible node through new data; ms to the painted frame. */
  renameThroughData?(): Promise<InteractionResult>;
}

declare global {
  interface Window {
    __treeBench: TreeBenchApi;
    /** Resolves once the tree is rendered and `__treeBench` is set (rejects when the page failed). */
    __treeBenchReady: Promise<PageInfo>;
  }
}
