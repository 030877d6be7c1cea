// Folder history (spec 000 §3 "Folder history: records of id and type, kept in browser local
// storage"; §9 "at most 10 records, no duplicates, newest first"). The list rules are core's
// (addFolderHistory / removeFolderHistory); this is the small external store around them (STYLE
// habit 5): read once from storage, written back on every change, shared by every hook on the page
// and kept in step with other tabs. Storage that is missing, refuses access or holds junk never
// throws: the history then lives in memory for the page's lifetime.
import {
  addFolderHistory,
  FOLDER_HISTORY_MAX,
  type FolderHistoryRecord,
  parseJsonArray,
  removeFolderHistory,
} from '@vitrine/core';
import type { TreeSelection } from '../selection';

/** The kinds of selection history records (spec 000 §3: "records of id and type"). */
export const FOLDER_HISTORY_TYPES = ['folder', 'set', 'collection', 'logical'] as const;
/** The type of a history record. */
export type FolderHistoryType = (typeof FOLDER_HISTORY_TYPES)[number];

/**
 * One history record: core's `{ id, type }` plus the name it had when visited, so the menu can show
 * it without asking the server (there is no call that names a folder by id).
 */
export interface FolderHistoryEntry extends FolderHistoryRecord {
  type: FolderHistoryType;
  /** The name shown in the history menu. */
  name?: string;
}

/** Where history is kept by default (browser local storage). */
export const FOLDER_HISTORY_STORAGE_KEY = 'vitrine.folderHistory';

/** The part of the Web Storage API the store uses. */
export type HistoryStorage = Pick<Storage, 'getItem' | 'setItem'>;

const isType = (value: unknown): value is FolderHistoryType =>
  typeof value === 'string' && (FOLDER_HISTORY_TYPES as readonly string[]).includes(value);

/** One stored record, checked; null for anything that is not a record. */
function readEntry(value: unknown): FolderHistoryEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, type, name } = value as Record<string, unknown>;
  if (!isType(type)) return null;
  const named = typeof name === 'string' && name !== '' ? { name } : {};
  if (type === 'logical') return typeof id === 'string' && id !== '' ? { id, type, ...named } : null;
  return typeof id === 'number' && Number.isInteger(id) && id >= 0 ? { id, type, ...named } : null;
}

/**
 * The stored text read back as records: anything unreadable is dropped, duplicates keep their
 * first (newest) copy, at most 10 (spec 000 §9). Never throws.
 */
export function parseFolderHistory(raw: string | null | undefined): FolderHistoryEntry[] {
  const entries: FolderHistoryEntry[] = [];
  for (const item of parseJsonArray(raw)) {
    const entry = readEntry(item);
    if (!entry) continue;
    if (entries.some((other) => other.type === entry.type && String(other.id) === String(entry.id))) continue;
    entries.push(entry);
    if (entries.length === FOLDER_HISTORY_MAX) break;
  }
  return entries;
}

/** The record of a selection; null for selections history does not keep (all files, database). */
export function historyEntryOf(selection: TreeSelection | null, name?: string): FolderHistoryEntry | null {
  if (!selection) return null;
  const named = name ? { name } : {};
  switch (selection.kind) {
    case 'folder':
    case 'set':
    case 'collection':
      return { id: selection.id, type: selection.kind, ...named };
    case 'logical':
      return { id: selection.nodeId, type: 'logical', ...named };
    default:
      return null;
  }
}

/** The selection a record stands for. */
export function selectionOfHistoryEntry(entry: FolderHistoryEntry): TreeSelection {
  if (entry.type === 'logical') return { kind: 'logical', nodeId: String(entry.id) };
  return { kind: entry.type, id: Number(entry.id) };
}

/** The store behind `useFolderHistory`. */
export interface FolderHistoryStore {
  /** The records, newest first; the same array until something changes. */
  getSnapshot(): readonly FolderHistoryEntry[];
  subscribe(listener: () => void): () => void;
  /** Puts a record first (spec 000 §9); a new name replaces the stored one, no name keeps it. */
  add(entry: FolderHistoryEntry): void;
  remove(entry: Pick<FolderHistoryEntry, 'id' | 'type'>): void;
  clear(): void;
}

/** Options of {@link createFolderHistoryStore}. */
export interface FolderHistoryStoreOptions {
  /** Default: the browser's local storage, when there is one and it may be used. */
  storage?: HistoryStorage | null;
  /** Default: 'vitrine.folderHistory'. */
  key?: string;
}

/** The browser's local storage, or null when it is missing or access is refused (privacy modes, sandboxes). */
export function browserLocalStorage(): HistoryStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function createFolderHistoryStore(options: FolderHistoryStoreOptions = {}): FolderHistoryStore {
  const storage = options.storage === undefined ? browserLocalStorage() : options.storage;
  const key = options.key ?? FOLDER_HISTORY_STORAGE_KEY;
  const listeners = new Set<() => void>();
  const read = (): FolderHistoryEntry[] => {
    try {
      return parseFolderHistory(storage?.getItem(key));
    } catch {
      return [];
    }
  };
  let entries: readonly FolderHistoryEntry[] = read();

  const set = (next: readonly FolderHistoryEntry[]) => {
    entries = next;
    try {
      storage?.setItem(key, JSON.stringify(next));
    } catch {
      // Full or refused storage: the history stays in memory for this page.
    }
    for (const listener of listeners) listener();
  };

  // Another tab changed the history: read it again.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    entries = read();
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: () => entries,
    subscribe(listener) {
      if (listeners.size === 0 && storage && typeof window !== 'undefined') {
        window.addEventListener('storage', onStorage);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') {
          window.removeEventListener('storage', onStorage);
        }
      };
    },
    add(entry) {
      // A visit recorded without a name keeps the name the record had.
      const earlier = entry.name
        ? undefined
        : entries.find((other) => other.type === entry.type && String(other.id) === String(entry.id));
      const named = earlier?.name ? { ...entry, name: earlier.name } : entry;
      set(addFolderHistory(entries, named) as FolderHistoryEntry[]);
    },
    remove(entry) {
      set(removeFolderHistory(entries, entry) as FolderHistoryEntry[]);
    },
    clear() {
      set([]);
    },
  };
}
