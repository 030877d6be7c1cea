// useFileSelection: the selection of files in a view, headless (STYLE habit 4), controlled or
// uncontrolled (`value` / `defaultValue` / `onValueChange`, STYLE habit 3) so the host sees and sets
// it (the top menu's download, share, delete... act on it). The rules are model.ts's; the state sits
// in an external store (store.ts) that thumbnails read through selector hooks.
import { useControllableState } from '@vitrine/ui';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  clearFileSelection,
  type FileSelectionState,
  removeFromFileSelection,
  type SelectionModifiers,
  sameIds,
  selectAllFiles,
  selectFile,
  selectionModifiersOf,
} from './model';
import { createFileSelectionStore, type FileSelectionStore } from './store';

/** Options of {@link useFileSelection}. */
export interface UseFileSelectionOptions {
  /** The files shown, in view order (ranges and select all follow it). */
  ids: readonly number[];
  /** The selected ids (controlled). */
  value?: readonly number[] | undefined;
  /** The first selected ids (uncontrolled). Default none. */
  defaultValue?: readonly number[] | undefined;
  /** Called with the selected ids after every change, in both modes. */
  onValueChange?: ((ids: readonly number[]) => void) | undefined;
}

/** What {@link useFileSelection} returns: the store and the actions (stable across renders). */
export interface FileSelection {
  /** The store; read it with {@link useFileSelectionState} or {@link useIsFileSelected}. */
  store: FileSelectionStore;
  /** Selects `id` as a click with these modifiers would (plain, toggle, range, range + toggle). */
  select: (id: number, modifiers?: SelectionModifiers) => void;
  /** A click or key press on `id`: Shift → range from the anchor, Ctrl / Cmd → toggle. */
  selectFromEvent: (id: number, event: { shiftKey?: boolean; ctrlKey?: boolean; metaKey?: boolean }) => void;
  /** Adds or removes one file. */
  toggle: (id: number) => void;
  /** Every file shown. */
  selectAll: () => void;
  /** Nothing. */
  clear: () => void;
  /** Files that are gone (deleted, excluded) leave the selection. */
  remove: (ids: readonly number[]) => void;
  /** Selects exactly `ids` (spec 001 §4: the files a move failed for are selected again). */
  replace: (ids: readonly number[]) => void;
  /** The selected ids now. */
  getSelectedIds: () => readonly number[];
}

const NONE: readonly number[] = Object.freeze([]);

export function useFileSelection(options: UseFileSelectionOptions): FileSelection {
  const [value, setValue] = useControllableState<readonly number[]>({
    value: options.value,
    defaultValue: options.defaultValue ?? NONE,
    onChange: options.onValueChange,
  });
  const [store] = useState(() => createFileSelectionStore({ selected: value, anchor: null }));
  // The store mirrors the value (the host's, when controlled) before the browser paints.
  useLayoutEffect(() => {
    store.setSelected(value);
  }, [store, value]);

  const ids = useRef(options.ids);
  ids.current = options.ids;

  const apply = useCallback(
    (change: (state: FileSelectionState, orderedIds: readonly number[]) => FileSelectionState) => {
      setValue((current) => {
        const next = change({ selected: current, anchor: store.getState().anchor }, ids.current);
        store.setAnchor(next.anchor);
        return sameIds(next.selected, current) ? current : next.selected;
      });
    },
    [setValue, store],
  );

  return useMemo<FileSelection>(
    () => ({
      store,
      select: (id, modifiers) => apply((state, ordered) => selectFile(state, id, ordered, modifiers)),
      selectFromEvent: (id, event) =>
        apply((state, ordered) => selectFile(state, id, ordered, selectionModifiersOf(event))),
      toggle: (id) => apply((state, ordered) => selectFile(state, id, ordered, { toggle: true })),
      selectAll: () => apply((state, ordered) => selectAllFiles(state, ordered)),
      clear: () => apply(() => clearFileSelection()),
      remove: (gone) => apply((state) => removeFromFileSelection(state, gone)),
      replace: (next) => apply(() => ({ selected: [...new Set(next)], anchor: null })),
      getSelectedIds: () => store.getState().selected,
    }),
    [apply, store],
  );
}

/** Reads part of a selection's state; re-renders only when that part changes. */
export function useFileSelectionState<T>(
  selection: Pick<FileSelection, 'store'>,
  selector: (state: FileSelectionState) => T,
): T {
  const { store } = selection;
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(store.getState()),
  );
}

/** Whether file `id` is selected; a thumbnail re-renders only when its own answer changes. */
export function useIsFileSelected(selection: Pick<FileSelection, 'store'>, id: number): boolean {
  const { store } = selection;
  return useSyncExternalStore(
    store.subscribe,
    () => store.isSelected(id),
    () => store.isSelected(id),
  );
}

/** The selected ids. */
export function useSelectedFileIds(selection: Pick<FileSelection, 'store'>): readonly number[] {
  return useFileSelectionState(selection, (state) => state.selected);
}

const FileSelectionContext = createContext<FileSelection | null>(null);

/** Props of {@link FileSelectionProvider}. */
export interface FileSelectionProviderProps {
  /** The selection to share: what {@link useFileSelection} returned in the host. */
  selection: FileSelection;
  /** The part of the page that reads it (views, the top menu, thumbnails, the host's own markup). */
  children: ReactNode;
}

/**
 * Shares one file selection with everything below it: a view, the top menu's selected count, a
 * thumbnail's selected mark, read with `useFileSelectionContext` (and its selector hooks, so a
 * thumbnail re-renders only when its own answer changes). The host makes the selection with
 * `useFileSelection` (controlled or uncontrolled) and keeps it; the provider only passes it on.
 */
export function FileSelectionProvider({ selection, children }: FileSelectionProviderProps) {
  return <FileSelectionContext.Provider value={selection}>{children}</FileSelectionContext.Provider>;
}

/** The selection of the nearest {@link FileSelectionProvider}; throws outside one. */
export function useFileSelectionContext(): FileSelection {
  const selection = useContext(FileSelectionContext);
  if (!selection) throw new Error('useFileSelectionContext must be used inside <FileSelectionProvider>');
  return selection;
}
