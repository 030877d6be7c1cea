// Folder history (spec 000 §3: records of id and type in browser local storage; §9: at most 10,
// no duplicates, newest first), and what it does with storage that is missing, refused or junk.
import { describe, expect, it } from 'vitest';
import {
  createFolderHistoryStore,
  FOLDER_HISTORY_STORAGE_KEY,
  type FolderHistoryEntry,
  type HistoryStorage,
  historyEntryOf,
  parseFolderHistory,
  selectionOfHistoryEntry,
} from './store';

function memoryStorage(initial: Record<string, string> = {}): HistoryStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
  };
}

const folder = (id: number, name?: string): FolderHistoryEntry =>
  name ? { id, type: 'folder', name } : { id, type: 'folder' };

describe('parseFolderHistory: stored text back to records, never throwing', () => {
  it.each<[string, string | null, FolderHistoryEntry[]]>([
    ['nothing stored', null, []],
    ['empty text', '', []],
    ['not JSON', '{oops', []],
    ['not a list', '{"id":1,"type":"folder"}', []],
    ['a number', '42', []],
    [
      'records of every type',
      JSON.stringify([
        { id: 1, type: 'folder', name: 'Marketing' },
        { id: 2, type: 'set' },
        { id: 3, type: 'collection' },
        { id: 'date-2025', type: 'logical' },
      ]),
      [
        { id: 1, type: 'folder', name: 'Marketing' },
        { id: 2, type: 'set' },
        { id: 3, type: 'collection' },
        { id: 'date-2025', type: 'logical' },
      ],
    ],
    [
      'junk items dropped',
      JSON.stringify([
        null,
        'folder',
        { id: 1 },
        { id: '1', type: 'folder' },
        { id: -1, type: 'folder' },
        { id: 1.5, type: 'folder' },
        { id: 4, type: 'image' },
        { id: 7, type: 'logical' },
        { id: 5, type: 'folder', name: 12 },
      ]),
      [{ id: 5, type: 'folder' }],
    ],
    [
      'duplicates keep the first (newest)',
      JSON.stringify([folder(1, 'new'), folder(2), folder(1, 'old')]),
      [folder(1, 'new'), folder(2)],
    ],
  ])('%s', (_, raw, expected) => {
    expect(parseFolderHistory(raw)).toEqual(expected);
  });

  it('keeps at most 10 (spec 000 §9)', () => {
    const raw = JSON.stringify(Array.from({ length: 14 }, (_, i) => folder(i + 1)));
    expect(parseFolderHistory(raw).map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('createFolderHistoryStore', () => {
  it('newest first, no duplicates, at most 10, written to storage (spec 000 §9)', () => {
    const storage = memoryStorage();
    const store = createFolderHistoryStore({ storage });
    for (let id = 1; id <= 12; id++) store.add(folder(id));
    store.add(folder(5, 'Five'));
    expect(store.getSnapshot().map((entry) => entry.id)).toEqual([5, 12, 11, 10, 9, 8, 7, 6, 4, 3]);
    expect(store.getSnapshot()[0]).toEqual(folder(5, 'Five'));
    expect(JSON.parse(storage.data.get(FOLDER_HISTORY_STORAGE_KEY) ?? '[]')).toEqual(store.getSnapshot());
  });

  it('a visit recorded without a name keeps the stored name; a new name replaces it', () => {
    const store = createFolderHistoryStore({ storage: memoryStorage() });
    store.add(folder(1, 'Marketing'));
    store.add(folder(2));
    store.add(folder(1));
    expect(store.getSnapshot()).toEqual([folder(1, 'Marketing'), folder(2)]);
    store.add(folder(1, 'Brand'));
    expect(store.getSnapshot()[0]).toEqual(folder(1, 'Brand'));
  });

  it('a folder and a set with the same id are two records', () => {
    const store = createFolderHistoryStore({ storage: memoryStorage() });
    store.add(folder(1));
    store.add({ id: 1, type: 'set' });
    expect(store.getSnapshot()).toEqual([{ id: 1, type: 'set' }, folder(1)]);
  });

  it('reads what was stored, under its own key', () => {
    const storage = memoryStorage({ mine: JSON.stringify([folder(3, 'Press')]) });
    expect(createFolderHistoryStore({ storage, key: 'mine' }).getSnapshot()).toEqual([folder(3, 'Press')]);
    expect(createFolderHistoryStore({ storage }).getSnapshot()).toEqual([]);
  });

  it('removes and clears', () => {
    const store = createFolderHistoryStore({ storage: memoryStorage() });
    store.add(folder(1));
    store.add(folder(2));
    store.remove({ id: 1, type: 'folder' });
    expect(store.getSnapshot()).toEqual([folder(2)]);
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('tells subscribers, and keeps the same snapshot between changes', () => {
    const store = createFolderHistoryStore({ storage: memoryStorage() });
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls++;
    });
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.add(folder(1));
    expect(calls).toBe(1);
    expect(store.getSnapshot()).not.toBe(before);
    unsubscribe();
    store.add(folder(2));
    expect(calls).toBe(1);
  });

  it('works in memory when storage refuses to read or write', () => {
    const refusing: HistoryStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const store = createFolderHistoryStore({ storage: refusing });
    expect(store.getSnapshot()).toEqual([]);
    store.add(folder(1));
    expect(store.getSnapshot()).toEqual([folder(1)]);
  });

  it('works in memory without storage', () => {
    const store = createFolderHistoryStore({ storage: null });
    store.add(folder(1));
    expect(store.getSnapshot()).toEqual([folder(1)]);
  });

  it('starts empty on junk', () => {
    const storage = memoryStorage({ [FOLDER_HISTORY_STORAGE_KEY]: 'not json at all' });
    const store = createFolderHistoryStore({ storage });
    expect(store.getSnapshot()).toEqual([]);
    store.add(folder(9));
    expect(parseFolderHistory(storage.data.get(FOLDER_HISTORY_STORAGE_KEY))).toEqual([folder(9)]);
  });
});

describe('selections and records', () => {
  it.each([
    [{ kind: 'folder', id: 4 } as const, { id: 4, type: 'folder', name: 'N' }],
    [{ kind: 'set', id: 5 } as const, { id: 5, type: 'set', name: 'N' }],
    [{ kind: 'collection', id: 6 } as const, { id: 6, type: 'collection', name: 'N' }],
    [{ kind: 'logical', nodeId: 'date-2025' } as const, { id: 'date-2025', type: 'logical', name: 'N' }],
  ])('%j <-> %j', (selection, entry) => {
    expect(historyEntryOf(selection, 'N')).toEqual(entry);
    expect(selectionOfHistoryEntry(entry as FolderHistoryEntry)).toEqual(selection);
  });

  it.each([[null], [{ kind: 'all' } as const], [{ kind: 'database', id: 1 } as const]])(
    '%j is not recorded',
    (selection) => {
      expect(historyEntryOf(selection)).toBeNull();
    },
  );

  it('leaves the name out when none is given', () => {
    expect(historyEntryOf({ kind: 'folder', id: 1 })).toEqual({ id: 1, type: 'folder' });
  });
});
