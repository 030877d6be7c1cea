// The tree benchmark page: `?side=` picks the tree (protocol.ts). The plain react-arborist sides build
// the large mock library in the page and give it as data; Vitrine's side asks tree.bench.ts's server.
// It renders the tree and exposes window.__treeBench for tree.bench.ts.
import { createRef } from 'react';
import type { TreeApi } from 'react-arborist';
import { createRoot } from 'react-dom/client';
import { PlainTree, type PlainTreeControls } from './arborist';
import {
  afterNextPaint,
  arm,
  describeTree,
  findRow,
  markElement,
  measureCall,
  result,
  rowText,
  scrollTree,
  settle,
  treeRows,
} from './harness';
import { buildLibrary, type PlainNode, plainParts } from './library';
import {
  LOAD_MORE_TEXT,
  type PageInfo,
  TOGGLED_FOLDER,
  TREE_SIDES,
  type TreeBenchApi,
  type TreeSide,
} from './protocol';

const params = new URLSearchParams(location.search);
const side = params.get('side') as TreeSide;
if (!TREE_SIDES.includes(side)) throw new Error(`unknown side ${side}`);
const initiallyLoaded = Number(params.get('loaded') ?? '100');

const container = document.getElementById('root') as HTMLElement;

/**
 * Marks what a user would click: the 'Load more...' row's button (peer) or the row itself (Vitrine's
 * rows act on a click anywhere but the twisty), or a folder's expand control (peer's button,
 * Vitrine's twisty).
 */
async function markTarget(kind: 'load-more' | 'toggle', name?: string): Promise<boolean> {
  await settle();
  const find = () =>
    kind === 'load-more' ? findRow(LOAD_MORE_TEXT) : name === undefined ? undefined : findRow(name);
  // A 'Load more...' row may still read 'Loading...' for a frame or two after the new rows show, and
  // Vitrine moves focus to the first folder of the new page, which scrolls the list away from it.
  const until = performance.now() + 5_000;
  let row = find();
  while (!row && performance.now() < until) {
    if (kind === 'load-more') await scrollTree('bottom');
    else await afterNextPaint();
    row = find();
  }
  if (!row) return markElement(undefined);
  // The whole row in view first: focusing a half-hidden row on mousedown scrolls it, and the mouseup
  // then lands on another row, so the click reaches no row at all.
  row.scrollIntoView({ block: 'nearest' });
  await settle();
  row = find();
  if (!row) return markElement(undefined);
  if (kind === 'load-more') return markElement(row.querySelector('.load-more, .vt-tree__label') ?? row);
  return markElement(row.querySelector('.toggle, .vt-tree__twisty'));
}

/** The parts of window.__treeBench that work the same on every side. */
export type CommonApi = Pick<
  TreeBenchApi,
  'arm' | 'result' | 'markTarget' | 'scrollTree' | 'hasRow' | 'highestWideChild' | 'rowCount' | 'describe'
>;

const common: CommonApi = {
  arm: (type: 'click' | 'keydown', expression: string, timeoutMs?: number) => {
    // The expression is the benchmark's own code, evaluated in this page only.
    const check = new Function('bench', `return (${expression});`) as (bench: TreeBenchApi) => boolean;
    arm(type, () => check(window.__treeBench), timeoutMs);
  },
  result,
  markTarget,
  scrollTree,
  hasRow: (text: string) => findRow(text) !== undefined,
  highestWideChild: () =>
    Math.max(0, ...treeRows().map((row) => Number(/\bFolder (\d+)\b/.exec(rowText(row))?.[1] ?? 0))),
  rowCount: () => treeRows().length,
  describe: () => describeTree(performance.now() - 5_000),
};

async function startPlain(size: '10k' | '100k'): Promise<PageInfo> {
  const { library, ms: libraryBuildMs } = buildLibrary();
  const parts = plainParts(library, size);
  const apiRef = createRef<TreeApi<PlainNode>>();
  const controls: { current: PlainTreeControls | null } = { current: null };
  const mountStart = performance.now();
  createRoot(container).render(
    <PlainTree parts={parts} initiallyLoaded={initiallyLoaded} apiRef={apiRef} controls={controls} />,
  );
  window.__treeBench = {
    ...common,
    modelRebuild: () => {
      const api = apiRef.current;
      if (!api) throw new Error('the tree is not rendered');
      const start = performance.now();
      api.update(api.props);
      return performance.now() - start;
    },
    renameThroughData: () => {
      const row = findRow(TOGGLED_FOLDER);
      const before = row ? rowText(row) : '';
      return measureCall(
        () => controls.current?.rename(),
        () => {
          const now = findRow(TOGGLED_FOLDER);
          return now !== undefined && rowText(now) !== before;
        },
      );
    },
  };
  // The first render is scheduled, so wait until the tree's rows are in a painted frame.
  while (treeRows().length === 0) await afterNextPaint();
  const mountMs = performance.now() - mountStart;
  return {
    side,
    mountMs,
    folders: library.folders.length,
    libraryBuildMs,
    dataNodes: parts.otherNodes + initiallyLoaded,
    initiallyLoaded,
  };
}

async function start(): Promise<PageInfo> {
  if (side === 'arborist-10k') return startPlain('10k');
  if (side === 'arborist-100k') return startPlain('100k');
  const { startVitrine } = await import('./vitrine');
  return startVitrine({ container, common });
}

window.__treeBenchReady = start();
