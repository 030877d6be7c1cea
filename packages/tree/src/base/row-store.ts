// A small external store of the rows <TreeView> shows, read by each row with a selector hook
// (STYLE habit 5). A change to one row (renamed, processing, selected, a drop hovering on it)
// re-renders that row only; react-arborist never hears of it.
import { useCallback, useSyncExternalStore } from 'react';
import { rowChanged, type TreeRow } from './model';

/** Everything one rendered row reads. */
export interface RowSnapshot<T = unknown> {
  row: TreeRow<T>;
  selected: boolean;
  /** A drag hovers on it and it accepts the drop. */
  dropTarget: boolean;
}

export interface RowStore<T = unknown> {
  /** What a rendered row reads (its `row.index` may lag behind: use `row(id)` for positions). */
  get(id: string): RowSnapshot<T> | undefined;
  /** The current row of an id, with its current index (for keyboard moves and focus). */
  row(id: string): TreeRow<T> | undefined;
  rows(): readonly TreeRow<T>[];
  subscribe(id: string, listener: () => void): () => void;
  setRows(rows: readonly TreeRow<T>[]): void;
  setSelected(id: string | null): void;
  setDropTarget(id: string | null): void;
}

export function createRowStore<T>(): RowStore<T> {
  let rows: readonly TreeRow<T>[] = [];
  // id → index of `rows`, built when first asked after a change (keyboard, focus), not per change.
  let indexOf: Map<string, number> | null = null;
  const snapshots = new Map<string, RowSnapshot<T>>();
  const listeners = new Map<string, Set<() => void>>();
  let selectedId: string | null = null;
  let dropId: string | null = null;

  const notify = (id: string) => {
    const set = listeners.get(id);
    if (set) for (const listener of set) listener();
  };
  const refresh = (id: string) => {
    const current = snapshots.get(id);
    if (!current) return;
    snapshots.set(id, { row: current.row, selected: id === selectedId, dropTarget: id === dropId });
    notify(id);
  };

  return {
    get: (id) => snapshots.get(id),
    row(id) {
      if (!indexOf) {
        indexOf = new Map();
        for (const [index, row] of rows.entries()) indexOf.set(row.id, index);
      }
      const index = indexOf.get(id);
      return index === undefined ? undefined : rows[index];
    },
    rows: () => rows,
    subscribe(id, listener) {
      let set = listeners.get(id);
      if (!set) {
        set = new Set();
        listeners.set(id, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(id);
      };
    },
    setRows(next) {
      // In place: a snapshot object is replaced only for a row that renders differently (a row that
      // only moved keeps its snapshot: at 10,000 rows a toggle above them allocates nothing for them).
      const changed: string[] = [];
      const seen = new Set<string>();
      for (const row of next) {
        seen.add(row.id);
        const old = snapshots.get(row.id);
        if (old && !rowChanged(old.row, row)) continue;
        snapshots.set(row.id, { row, selected: row.id === selectedId, dropTarget: row.id === dropId });
        changed.push(row.id);
      }
      if (snapshots.size !== seen.size) {
        for (const id of snapshots.keys()) if (!seen.has(id)) snapshots.delete(id);
      }
      rows = next;
      indexOf = null;
      // Only rows that are subscribed (rendered) are told; the others read fresh when they mount.
      for (const id of changed) if (listeners.has(id)) notify(id);
    },
    setSelected(id) {
      if (id === selectedId) return;
      const old = selectedId;
      selectedId = id;
      if (old !== null) refresh(old);
      if (id !== null) refresh(id);
    },
    setDropTarget(id) {
      if (id === dropId) return;
      const old = dropId;
      dropId = id;
      if (old !== null) refresh(old);
      if (id !== null) refresh(id);
    },
  };
}

/** The snapshot of one row; re-renders only when that row changes. */
export function useRowSnapshot<T>(store: RowStore<T>, id: string): RowSnapshot<T> | undefined {
  const subscribe = useCallback((listener: () => void) => store.subscribe(id, listener), [store, id]);
  const get = useCallback(() => store.get(id), [store, id]);
  return useSyncExternalStore(subscribe, get, get);
}
