// The file selection lives in a small external store read with selector hooks (ARCHITECTURE "State
// and data", STYLE habit 5): a thumbnail subscribes to whether it is selected, so a click re-renders
// the few thumbnails whose answer changed, not all the loaded files. No React here.
import { EMPTY_FILE_SELECTION, type FileSelectionState, sameIds } from './model';

/** The store of one file selection. */
export interface FileSelectionStore {
  getState(): FileSelectionState;
  /** Whether `id` is selected (a set lookup, kept per state). */
  isSelected(id: number): boolean;
  setState(next: FileSelectionState): void;
  /** Replaces the selected ids (the anchor stays, unless it is dropped with `anchor: null`). */
  setSelected(selected: readonly number[]): void;
  setAnchor(anchor: number | null): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export function createFileSelectionStore(
  initial: FileSelectionState = EMPTY_FILE_SELECTION,
): FileSelectionStore {
  let state = initial;
  let selectedSet: ReadonlySet<number> | null = null;
  const listeners = new Set<() => void>();
  const set = (next: FileSelectionState) => {
    if (next === state) return;
    if (next.anchor === state.anchor && sameIds(next.selected, state.selected)) return;
    if (next.selected !== state.selected) selectedSet = null;
    state = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    getState: () => state,
    isSelected: (id) => {
      selectedSet ??= new Set(state.selected);
      return selectedSet.has(id);
    },
    setState: set,
    setSelected: (selected) => set({ ...state, selected }),
    setAnchor: (anchor) => set({ ...state, anchor }),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
