// A large folder library for the tree benchmark (tests/bench/tree.bench.ts) and for stories that need
// many folders: the seed library, untouched, plus enough folders to reach `folders` in all, one of
// them holding `widest` children (issue 3, "Performance": 100,000 folders, one with 10,000).
// Deterministic (names from indexes, the few varied attributes from the seeded PRNG).
//
// The plain MockDb scans its folder array for every lookup, which is fine at 282 folders but makes
// one page of 100 subfolders cost about 110 ms at 100,000 (each folder's path and child count scan
// the whole array). LargeFolderDb answers the same questions from an index, so the handlers stay
// the normal ones and a page costs a few milliseconds.
import { createRandom } from '@vitrine/core';
import { MockDb, type MockDbOptions } from './db';
import type { FolderRecord } from './types';

export interface LargeFolderLibraryOptions extends MockDbOptions {
  /** Folders in all, the 282 seeded ones included (default 100,000). */
  folders?: number;
  /** Subfolders of the widest folder, a top-level folder named 'Wide' (default 10,000). */
  widest?: number;
  /** Subfolders of each folder in the filler tree under 'Bulk' (default 50: one page each). */
  fanOut?: number;
}

export const DEFAULT_LARGE_FOLDER_LIBRARY = {
  folders: 100_000,
  widest: 10_000,
  fanOut: 50,
} as const satisfies Required<Pick<LargeFolderLibraryOptions, 'folders' | 'widest' | 'fanOut'>>;

/** The folder name order of the subfolders handler (natural: 'Folder 2' before 'Folder 10'). */
const naturalOrder = new Intl.Collator('en', { numeric: true });
const byName = (a: FolderRecord, b: FolderRecord) => naturalOrder.compare(a.name, b.name);

/**
 * A folder record whose parentId reports changes, so the index notices a move (the move handler
 * sets `folder.parentId` in place). Every other change either keeps the index valid (rename,
 * flags) or replaces / grows the folder array (delete, create), which the index also notices.
 */
class TrackedFolder implements FolderRecord {
  id: number;
  name: string;
  autoResync: boolean;
  forbiddenFileTypes: string[];
  readOnlyForEditors: boolean;
  processing: boolean;
  #parentId: number | null;
  readonly #onMove: () => void;

  constructor(record: FolderRecord, onMove: () => void) {
    this.id = record.id;
    this.name = record.name;
    this.autoResync = record.autoResync;
    this.forbiddenFileTypes = record.forbiddenFileTypes;
    this.readOnlyForEditors = record.readOnlyForEditors;
    this.processing = record.processing;
    this.#parentId = record.parentId;
    this.#onMove = onMove;
  }

  get parentId(): number | null {
    return this.#parentId;
  }

  set parentId(value: number | null) {
    if (value === this.#parentId) return;
    this.#parentId = value;
    this.#onMove();
  }
}

interface FolderIndex {
  /** The array and length it was built from, and the move count then: any change rebuilds it. */
  folders: FolderRecord[];
  length: number;
  moves: number;
  byId: Map<number, FolderRecord>;
  /** Children by parent id (null: top level), in the handler's name order. */
  children: Map<number | null, FolderRecord[]>;
  maxId: number;
}

/** The seed library plus many folders, with indexed folder lookups (same answers as MockDb). */
export class LargeFolderDb extends MockDb {
  /** The top-level folder 'Wide' with `widest` subfolders. */
  readonly widestFolderId: number;
  /** The top-level folder 'Bulk' holding the filler tree. */
  readonly bulkFolderId: number;
  #moves = 0;
  #index: FolderIndex | undefined;
  #folderCounter = 0;
  readonly #onMove = () => {
    this.#moves += 1;
  };

  constructor(options: LargeFolderLibraryOptions = {}) {
    super(options);
    const total = options.folders ?? DEFAULT_LARGE_FOLDER_LIBRARY.folders;
    const widest = options.widest ?? DEFAULT_LARGE_FOLDER_LIBRARY.widest;
    const fanOut = Math.max(1, options.fanOut ?? DEFAULT_LARGE_FOLDER_LIBRARY.fanOut);
    const seeded = this.folders.length;
    const filler = total - seeded - 2 - widest;
    if (!Number.isInteger(total) || !Number.isInteger(widest) || widest < 0 || filler < 0) {
      throw new RangeError(
        `@vitrine/mocks: a large library of ${total} folders cannot hold the ${seeded} seeded ones, 'Wide', 'Bulk' and ${widest} subfolders of 'Wide'`,
      );
    }
    const random = createRandom(this.seed ^ 0x5eed100);
    const onMove = this.#onMove;
    const folders: FolderRecord[] = this.folders.map((record) => new TrackedFolder(record, onMove));
    let nextId = Math.max(0, ...folders.map((f) => f.id));
    const add = (name: string, parentId: number | null): FolderRecord => {
      nextId += 1;
      const record = new TrackedFolder(
        {
          id: nextId,
          name,
          parentId,
          autoResync: random.chance(0.01),
          // A few folders limit file types, so the upload-limit calls have work at this size too.
          forbiddenFileTypes: random.chance(0.002) ? ['.exe'] : [],
          readOnlyForEditors: false,
          processing: false,
        },
        onMove,
      );
      folders.push(record);
      return record;
    };

    const wide = add('Wide', null);
    this.widestFolderId = wide.id;
    const pad = String(widest).length;
    for (let n = 1; n <= widest; n += 1) add(`Folder ${String(n).padStart(pad, '0')}`, wide.id);

    // The filler: breadth first, `fanOut` children per folder, until the count is reached.
    const bulk = add('Bulk', null);
    this.bulkFolderId = bulk.id;
    let left = filler;
    const queue: { id: number; label: string }[] = [{ id: bulk.id, label: '' }];
    for (let head = 0; left > 0 && head < queue.length; head += 1) {
      const parent = queue[head] as { id: number; label: string };
      for (let n = 1; n <= fanOut && left > 0; n += 1, left -= 1) {
        const label = parent.label === '' ? String(n) : `${parent.label}.${n}`;
        queue.push({ id: add(`Section ${label}`, parent.id).id, label });
      }
    }
    this.folders = folders;
    this.#folderCounter = nextId;
    this.#currentIndex(); // built now, so the build time includes it and the first call does not
  }

  override folder(id: number): FolderRecord | undefined {
    return this.#currentIndex().byId.get(id);
  }

  /** The children in the handler's name order (a copy: callers sort and slice it). */
  override childFolders(parentId: number | null): FolderRecord[] {
    return [...(this.#currentIndex().children.get(parentId) ?? [])];
  }

  /** MockDb spreads every id into Math.max, which overflows the stack at this size for folders. */
  override nextId(kind: Parameters<MockDb['nextId']>[0]): number {
    if (kind !== 'folder') return super.nextId(kind);
    this.#folderCounter = Math.max(this.#folderCounter, this.#currentIndex().maxId) + 1;
    return this.#folderCounter;
  }

  #currentIndex(): FolderIndex {
    const index = this.#index;
    if (
      index !== undefined &&
      index.folders === this.folders &&
      index.length === this.folders.length &&
      index.moves === this.#moves
    ) {
      return index;
    }
    // A folder added by a handler is a plain record: track it, so a later move of it is seen too.
    const folders = this.folders;
    for (let i = 0; i < folders.length; i += 1) {
      const record = folders[i] as FolderRecord;
      if (!(record instanceof TrackedFolder)) {
        folders[i] = new TrackedFolder(record, this.#onMove);
      }
    }
    const byId = new Map<number, FolderRecord>();
    const children = new Map<number | null, FolderRecord[]>();
    let maxId = 0;
    for (const record of folders) {
      byId.set(record.id, record);
      if (record.id > maxId) maxId = record.id;
      const siblings = children.get(record.parentId);
      if (siblings === undefined) children.set(record.parentId, [record]);
      else siblings.push(record);
    }
    // Names are generated in natural order, so this sort is one pass over each list.
    for (const siblings of children.values()) siblings.sort(byName);
    this.#index = { folders, length: folders.length, moves: this.#moves, byId, children, maxId };
    return this.#index;
  }
}

/**
 * A library of `folders` folders (default 100,000) where the top-level folder 'Wide' holds `widest`
 * subfolders (default 10,000), served by the normal handlers: `createHandlers(createLargeFolderLibrary())`.
 */
export function createLargeFolderLibrary(options: LargeFolderLibraryOptions = {}): LargeFolderDb {
  return new LargeFolderDb(options);
}
