// useFolderHistory: the folder history of spec 000 §3 / §9 as a hook over the shared store (one per
// storage key, so every hook on the page sees the same list and each change is written once).
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { TreeSelection } from '../selection';
import {
  createFolderHistoryStore,
  FOLDER_HISTORY_STORAGE_KEY,
  type FolderHistoryEntry,
  type FolderHistoryStore,
  historyEntryOf,
} from './store';

/** Options of {@link useFolderHistory}. */
export interface UseFolderHistoryOptions {
  /** The local-storage key; default 'vitrine.folderHistory'. */
  storageKey?: string;
  /** A store of your own (tests, another storage); wins over `storageKey`. */
  store?: FolderHistoryStore;
}

/** What {@link useFolderHistory} returns. */
export interface FolderHistoryState {
  /** At most 10 records, newest first, no duplicates (spec 000 §9). */
  records: readonly FolderHistoryEntry[];
  /** Puts a record first. */
  add: (entry: FolderHistoryEntry) => void;
  /** Records a visit to a selection (folder, set, collection or logical view; others are ignored). */
  record: (selection: TreeSelection | null, name?: string) => void;
  remove: (entry: Pick<FolderHistoryEntry, 'id' | 'type'>) => void;
  clear: () => void;
}

const shared = new Map<string, FolderHistoryStore>();

/** The page-wide store of a storage key (browser local storage; memory when it cannot be used). */
export function folderHistoryStore(storageKey: string = FOLDER_HISTORY_STORAGE_KEY): FolderHistoryStore {
  let store = shared.get(storageKey);
  if (!store) {
    store = createFolderHistoryStore({ key: storageKey });
    shared.set(storageKey, store);
  }
  return store;
}

/**
 * The folder history (spec 000 §3: records of id and type in browser local storage; §9: at most 10,
 * no duplicates, newest first). Safe when storage is missing, refused or holds junk. The host calls
 * `record(selection, name)` when the selection changes.
 */
export function useFolderHistory(options: UseFolderHistoryOptions = {}): FolderHistoryState {
  const store = options.store ?? folderHistoryStore(options.storageKey);
  const records = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const record = useCallback(
    (selection: TreeSelection | null, name?: string) => {
      const entry = historyEntryOf(selection, name);
      if (entry) store.add(entry);
    },
    [store],
  );
  return useMemo(
    () => ({ records, add: store.add, record, remove: store.remove, clear: store.clear }),
    [records, store, record],
  );
}
