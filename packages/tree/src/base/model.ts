// The pure model under <TreeView>: which rows are visible, and what each row tells assistive
// technology. react-arborist renders a virtualized list, so the browser cannot compute a row's level,
// position or set size from the DOM (there are no nested groups); we compute them here, once per
// structural change, and render them as aria-level / aria-posinset / aria-setsize on every row.
//
// Performance: react-arborist rebuilds its whole node model from `data` on every change (it walks
// every node, closed subtrees included). <TreeView> therefore gives it only the visible rows (what is
// loaded *and* open), and keeps the same array when only row contents changed (a rename, a processing
// flag), so those changes never reach react-arborist at all: see `sameStructure`.

/** What a row is: a real node, the "Load more..." row, or the 'Loading...' row (spec 000 §3, §4). */
export type TreeRowKind = 'node' | 'loadMore' | 'loading';

/** Children that exist on the server but are not loaded yet (opening the node asks for them). */
export const UNLOADED = 'unloaded' as const;

/** One node given to <TreeView>. Trees build these from their own data. */
export interface TreeViewNode<T = unknown> {
  /** Unique in the tree. Strings, as react-arborist wants; prefix them when ids of two kinds mix. */
  id: string;
  /** The accessible name, the type-ahead text and the default label. */
  name: string;
  /** 'node' (default), 'loadMore' ("Load more..." row) or 'loading' ('Loading...' row). */
  kind?: TreeRowKind;
  /**
   * Children: `undefined` (or an empty array) for a leaf; `'unloaded'` when the node has children
   * that are not loaded yet (a 'Loading...' row shows under it while open); an array when loaded.
   */
  children?: readonly TreeViewNode<T>[] | typeof UNLOADED;
  /** The tree's own data (a folder, a set...), handed back in every event. */
  data?: T;
  /** An operation runs on it (a folder being deleted, spec 000 §4): `data-processing`, `aria-busy`. */
  processing?: boolean;
  /** False for nodes that cannot be selected (headings); they still open and close. */
  selectable?: boolean;
}

/** One visible row, with everything the row needs to render and announce itself. */
export interface TreeRow<T = unknown> {
  id: string;
  node: TreeViewNode<T>;
  kind: TreeRowKind;
  /** 1-based depth (aria-level). */
  level: number;
  /** 1-based position among its siblings (aria-posinset). */
  posinset: number;
  /** Number of siblings, itself included (aria-setsize). */
  setsize: number;
  /** The parent's id; null at the top level. */
  parentId: string | null;
  /** Whether it can open (has children, loaded or not). */
  expandable: boolean;
  /** Whether it is open (only when expandable). */
  isOpen: boolean;
  /** Its index in the visible list. */
  index: number;
}

/** The id of the synthetic 'Loading...' row shown under an open node whose children are not loaded. */
export function loadingRowId(parentId: string): string {
  return `${parentId}::loading`;
}

/** Whether a node has children, loaded or not. */
export function isExpandable(node: TreeViewNode<unknown>): boolean {
  const { children } = node;
  return children === UNLOADED || (Array.isArray(children) && children.length > 0);
}

/**
 * The visible rows, depth first: every top-level node, and the children of open nodes only (closed
 * subtrees are never walked, so the cost is the number of visible rows, not of loaded nodes). An open
 * node whose children are `'unloaded'` shows one 'Loading...' row (spec 000 §4).
 */
export function flattenVisible<T>(
  nodes: readonly TreeViewNode<T>[],
  isOpen: (id: string) => boolean,
  loadingLabel = 'Loading...',
): TreeRow<T>[] {
  const rows: TreeRow<T>[] = [];
  // An explicit stack instead of recursion: a 10,000-deep chain must not overflow the call stack.
  type Frame = { siblings: readonly TreeViewNode<T>[]; next: number; level: number; parentId: string | null };
  const stack: Frame[] = [{ siblings: nodes, next: 0, level: 1, parentId: null }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    if (frame.next >= frame.siblings.length) {
      stack.pop();
      continue;
    }
    const index = frame.next;
    frame.next += 1;
    const node = frame.siblings[index] as TreeViewNode<T>;
    const expandable = isExpandable(node);
    const open = expandable && isOpen(node.id);
    rows.push({
      id: node.id,
      node,
      kind: node.kind ?? 'node',
      level: frame.level,
      posinset: index + 1,
      setsize: frame.siblings.length,
      parentId: frame.parentId,
      expandable,
      isOpen: open,
      index: rows.length,
    });
    if (!open) continue;
    if (node.children === UNLOADED) {
      const loading: TreeViewNode<T> = { id: loadingRowId(node.id), name: loadingLabel, kind: 'loading' };
      rows.push({
        id: loading.id,
        node: loading,
        kind: 'loading',
        level: frame.level + 1,
        posinset: 1,
        setsize: 1,
        parentId: node.id,
        expandable: false,
        isOpen: false,
        index: rows.length,
      });
    } else if (Array.isArray(node.children)) {
      stack.push({ siblings: node.children, next: 0, level: frame.level + 1, parentId: node.id });
    }
  }
  return rows;
}

/**
 * Whether two row lists have the same shape: same ids in the same order, at the same level and
 * position, with the same open state. When they do, react-arborist keeps its model and only the rows
 * whose contents changed re-render.
 */
export function sameStructure(a: readonly TreeRow<unknown>[], b: readonly TreeRow<unknown>[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] as TreeRow<unknown>;
    const y = b[i] as TreeRow<unknown>;
    if (
      x.id !== y.id ||
      x.level !== y.level ||
      x.posinset !== y.posinset ||
      x.setsize !== y.setsize ||
      x.isOpen !== y.isOpen ||
      x.expandable !== y.expandable ||
      x.kind !== y.kind
    ) {
      return false;
    }
  }
  return true;
}

/**
 * Whether a row renders differently from another with the same id (its node or state changed). Its
 * index is left out: a row that only moved (rows opened above it) looks the same.
 */
export function rowChanged(a: TreeRow<unknown> | undefined, b: TreeRow<unknown> | undefined): boolean {
  if (a === b) return false;
  if (!a || !b) return true;
  return (
    a.node !== b.node ||
    a.level !== b.level ||
    a.posinset !== b.posinset ||
    a.setsize !== b.setsize ||
    a.isOpen !== b.isOpen ||
    a.expandable !== b.expandable ||
    a.parentId !== b.parentId
  );
}

/**
 * Type-ahead (WAI-ARIA tree pattern): the next visible row after `fromIndex` (wrapping round) whose
 * name starts with `prefix`, case-insensitively; a repeated single letter cycles through the matches.
 * Returns the row index, or -1.
 */
export function findTypeAhead(
  rows: readonly TreeRow<unknown>[],
  fromIndex: number,
  prefix: string,
  locale?: string,
): number {
  if (prefix === '' || rows.length === 0) return -1;
  const needle = prefix.toLocaleLowerCase(locale);
  const count = rows.length;
  // A buffer of one repeated letter ("ccc") cycles through names starting with that letter.
  const repeated = [...needle].every((c) => c === needle[0]);
  const start = needle.length > 1 && !repeated ? fromIndex : fromIndex + 1;
  const search = repeated ? (needle[0] as string) : needle;
  for (let step = 0; step < count; step += 1) {
    const index = (((start + step) % count) + count) % count;
    const row = rows[index] as TreeRow<unknown>;
    if (row.kind !== 'node') continue;
    if (row.node.name.toLocaleLowerCase(locale).startsWith(search)) return index;
  }
  return -1;
}

/** The ids of the expandable siblings of a row (the '*' key opens them all). */
export function expandableSiblingIds(rows: readonly TreeRow<unknown>[], row: TreeRow<unknown>): string[] {
  return rows
    .filter((r) => r.parentId === row.parentId && r.level === row.level && r.expandable)
    .map((r) => r.id);
}

/** Finds a node anywhere in loaded data (depth first); used for drops and events. */
export function findNode<T>(nodes: readonly TreeViewNode<T>[], id: string): TreeViewNode<T> | undefined {
  const stack: (readonly TreeViewNode<T>[])[] = [nodes];
  while (stack.length > 0) {
    const list = stack.pop() as readonly TreeViewNode<T>[];
    for (const node of list) {
      if (node.id === id) return node;
      if (Array.isArray(node.children)) stack.push(node.children);
    }
  }
  return undefined;
}
