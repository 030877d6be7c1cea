import type { Folder } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import {
  type FolderChildren,
  type FolderParentId,
  mergeFolderPage,
  refetchTake,
  toFolderChildren,
} from '../api/folders';
import { flattenVisible, sameStructure } from '../base/model';
import {
  ALL_NODE_ID,
  buildFolderNodes,
  createFolderLookups,
  createFolderNodeCache,
  type FolderNodeData,
  folderDropRefusal,
  folderPath,
  isCurrentAnswer,
  isFolderWithin,
  loadMoreNodeId,
  moveFailureMessage,
  nodeToSelection,
  parentIndex,
  parseFolderNodeId,
  selectedFolderId,
  selectionToNodeId,
  splitFileTypes,
  toParentLookup,
} from './model';

const folder = (id: number, name: string, subfoldersCount = 0): Folder => ({ id, name, subfoldersCount });

/** A small library: root → A (1) → A1 (11), A2 (12); B (2); C (3) has 150 children. */
const root: FolderChildren = {
  folders: [folder(1, 'A', 2), folder(2, 'B'), folder(3, 'C', 150)],
  nextSkip: null,
};
const ofA: FolderChildren = { folders: [folder(11, 'A1', 1), folder(12, 'A2')], nextSkip: null };
const ofC: FolderChildren = {
  folders: Array.from({ length: 100 }, (_, i) => folder(300 + i, `C${i}`)),
  nextSkip: 100,
};

type Nodes = ReturnType<typeof buildFolderNodes>;

/** The loaded children of a node (an array), or [] when they are not an array. */
function kids(node: Nodes[number] | undefined): Nodes {
  return Array.isArray(node?.children) ? (node.children as Nodes) : [];
}

function build(open: number[], options: { showAll?: boolean; loadingMore?: FolderParentId[] } = {}) {
  const lists = new Map<FolderParentId, FolderChildren>([
    ['root', root],
    [1, ofA],
    [3, ofC],
  ]);
  return buildFolderNodes({
    showAll: options.showAll ?? true,
    allLabel: 'All',
    loadMoreLabel: 'Load more...',
    loadingLabel: 'Loading...',
    childrenOf: (parentId) => lists.get(parentId),
    isOpen: (id) => open.includes(id),
    loadingMore: new Set(options.loadingMore ?? []),
  });
}

describe('buildFolderNodes (spec 000 §3, §4: lazy children, "Load more...")', () => {
  it("puts 'All' (id 0) on top with the top-level folders under it", () => {
    const nodes = build([0]);
    expect(nodes.map((n) => n.id)).toEqual([ALL_NODE_ID]);
    const rows = flattenVisible(nodes, (id) => id === ALL_NODE_ID);
    expect(rows.map((r) => `${r.node.name}@${r.level}`)).toEqual(['All@1', 'A@2', 'B@2', 'C@2']);
  });

  it("shows 'All' as closed-but-expandable until opened, and the top level alone without it", () => {
    expect(build([])[0]?.children).toBe('unloaded');
    expect(build([], { showAll: false }).map((n) => n.name)).toEqual(['A', 'B', 'C']);
  });

  it('marks folders with subfolders as expandable, and those without as leaves', () => {
    expect(kids(build([0])[0]).map((n) => n.children)).toEqual(['unloaded', undefined, 'unloaded']);
  });

  it('ends a parent with more children with its "Load more..." row (nextSkip kept)', () => {
    const nodes = build([0, 3]);
    const rows = flattenVisible(nodes, (id) => ['0', '3'].includes(id));
    const more = rows.at(-1);
    expect(more).toMatchObject({
      id: loadMoreNodeId(3),
      kind: 'loadMore',
      level: 3,
      posinset: 101,
      setsize: 101,
    });
    expect(more?.node.data).toEqual({ kind: 'loadMore', parentId: 3, nextSkip: 100 });
  });

  it("turns that row into 'Loading...' while the next page is on its way", () => {
    const rows = flattenVisible(build([0, 3], { loadingMore: [3] }), () => true);
    expect(rows.at(-1)).toMatchObject({ kind: 'loadMore', node: { name: 'Loading...', processing: true } });
    // Same shape as before: react-arborist keeps its model.
    expect(
      sameStructure(
        rows,
        flattenVisible(build([0, 3]), () => true),
      ),
    ).toBe(true);
  });

  it('an open folder without its list yet is unloaded (TreeView shows Loading...)', () => {
    // B has no subfolders: a leaf even when listed as open.
    expect(kids(build([0, 2])[0]).find((n) => n.name === 'B')?.children).toBeUndefined();
    const a1 = kids(kids(build([0, 11, 1])[0])[0])[0];
    expect(a1?.name).toBe('A1');
    expect(a1?.children).toBe('unloaded');
  });

  it('keeps node objects across builds while nothing under them changed', () => {
    const cache = createFolderNodeCache();
    const input = {
      showAll: true,
      allLabel: 'All',
      loadMoreLabel: 'Load more...',
      loadingLabel: 'Loading...',
      childrenOf: (parentId: FolderParentId) =>
        parentId === 'root' ? root : parentId === 1 ? ofA : undefined,
      loadingMore: new Set<FolderParentId>(),
    };
    const first = buildFolderNodes({ ...input, isOpen: (id) => id === 0 }, cache);
    const again = buildFolderNodes({ ...input, isOpen: (id) => id === 0 }, cache);
    expect(again[0]).toBe(first[0]);
    const opened = buildFolderNodes({ ...input, isOpen: (id) => id === 0 || id === 1 }, cache);
    expect(opened[0]).not.toBe(first[0]);
    const [a, b] = kids(opened[0]);
    expect(a?.children).toHaveLength(2);
    // B did not change: the same object, so its row does not re-render.
    expect(b).toBe(kids(first[0])[1]);
  });

  it('keeps an open parent\'s list and its "Load more..." node while they did not change', () => {
    const cache = createFolderNodeCache();
    const loadingMore = new Set<FolderParentId>();
    let ofCNow = ofC;
    const input = () => ({
      showAll: true,
      allLabel: 'All',
      loadMoreLabel: 'Load more...',
      loadingLabel: 'Loading...',
      childrenOf: (parentId: FolderParentId) =>
        parentId === 'root' ? root : parentId === 3 ? ofCNow : undefined,
      isOpen: (id: number) => id === 0 || id === 3,
      loadingMore,
    });
    const listOfC = (nodes: Nodes) => kids(kids(nodes[0])[2]);
    const first = buildFolderNodes(input(), cache);
    const again = buildFolderNodes(input(), cache);
    // Nothing changed: the same arrays and nodes all the way up (nothing for the tree to compare).
    expect(again[0]).toBe(first[0]);
    expect(listOfC(again)).toBe(listOfC(first));
    expect(listOfC(first)).toHaveLength(101);

    // The next page is on its way: only the "Load more..." node is new, in a new list.
    loadingMore.add(3);
    const loading = buildFolderNodes(input(), cache);
    expect(listOfC(loading)).not.toBe(listOfC(first));
    expect(listOfC(loading).slice(0, 100)).toEqual(listOfC(first).slice(0, 100));
    expect(listOfC(loading)[0]).toBe(listOfC(first)[0]);
    expect(listOfC(loading)[100]).toMatchObject({ kind: 'loadMore', name: 'Loading...', processing: true });

    // The page arrived: the loaded folders keep their nodes; the list grows; no "Load more..." left.
    loadingMore.delete(3);
    ofCNow = mergeFolderPage(ofC, { folders: [folder(400, 'C100'), folder(401, 'C101')], nextSkip: null });
    const grown = listOfC(buildFolderNodes(input(), cache));
    expect(grown).toHaveLength(102);
    expect(grown[99]).toBe(listOfC(first)[99]);
    expect(grown.at(-1)?.name).toBe('C101');
  });

  it('marks a folder being deleted as processing', () => {
    const lists = new Map<FolderParentId, FolderChildren>([
      ['root', { folders: [{ ...folder(1, 'A'), processing: true }], nextSkip: null }],
    ]);
    const nodes = buildFolderNodes({
      showAll: false,
      allLabel: 'All',
      loadMoreLabel: 'Load more...',
      loadingLabel: 'Loading...',
      childrenOf: (parentId) => lists.get(parentId),
      isOpen: () => false,
      loadingMore: new Set(),
    });
    expect(nodes[0]?.processing).toBe(true);
  });
});

describe('selection (spec 000 §4: one selection; All is id 0)', () => {
  it.each([
    [{ kind: 'all' } as const, '0'],
    [{ kind: 'folder', id: 7 } as const, '7'],
    [{ kind: 'set', id: 7 } as const, null],
    [null, null],
  ])('%j shows as node %s', (selection, id) => {
    expect(selectionToNodeId(selection)).toBe(id);
  });
  it('maps nodes back to selections', () => {
    expect(nodeToSelection({ kind: 'all' })).toEqual({ kind: 'all' });
    expect(nodeToSelection({ kind: 'folder', folder: folder(5, 'x'), parentId: 0 })).toEqual({
      kind: 'folder',
      id: 5,
    });
    expect(nodeToSelection({ kind: 'loadMore', parentId: 5, nextSkip: 100 })).toBeNull();
    expect(selectedFolderId({ kind: 'folder', id: 5 })).toBe(5);
    expect(selectedFolderId({ kind: 'all' })).toBeNull();
    expect(parseFolderNodeId('12')).toBe(12);
    expect(parseFolderNodeId('more:12')).toBeNull();
  });
});

describe('folderDropRefusal (spec 000 §4, §5: folder moves)', () => {
  const parents = parentIndex([
    ['root', root],
    [1, ofA],
    [11, { folders: [folder(111, 'A1a')], nextSkip: null }],
  ]);
  const lookup = toParentLookup(parents);
  const target = (id: number, name = 'x'): FolderNodeData => ({
    kind: 'folder',
    folder: folder(id, name),
    parentId: 0,
  });

  it('allows another folder', () => {
    expect(folderDropRefusal(2, target(1), lookup)).toBeNull();
    expect(folderDropRefusal(111, target(2), lookup)).toBeNull();
  });
  it('refuses itself, its own descendants (at any depth) and where it already is', () => {
    expect(folderDropRefusal(1, target(1), lookup)).toBe('self');
    expect(folderDropRefusal(1, target(11), lookup)).toBe('descendant');
    expect(folderDropRefusal(1, target(111), lookup)).toBe('descendant');
    expect(folderDropRefusal(11, target(1), lookup)).toBe('alreadyThere');
  });
  it('refuses \'All\', a "Load more..." row and anything that is not a folder node', () => {
    expect(folderDropRefusal(1, { kind: 'all' }, lookup)).toBe('notAFolder');
    expect(folderDropRefusal(1, { kind: 'loadMore', parentId: 3, nextSkip: 100 }, lookup)).toBe('notAFolder');
    expect(folderDropRefusal(1, undefined, lookup)).toBe('notAFolder');
  });
  it('knows every loaded parent (0 for the top level)', () => {
    expect(parents.get(111)).toBe(11);
    expect(parents.get(1)).toBe(0);
    expect(lookup(1)).toBeNull();
  });
});

describe('createFolderLookups', () => {
  const loaded = new Map<FolderParentId, FolderChildren | undefined>([
    ['root', root],
    [1, ofA],
    [3, undefined],
  ]);

  it('finds loaded folders and their parents, and answers the move rules like toParentLookup', () => {
    const lookups = createFolderLookups(loaded);
    expect(lookups.folder(12)?.name).toBe('A2');
    expect(lookups.folder(999)).toBeUndefined();
    expect(lookups.parentOf(12)).toBe(1);
    expect(lookups.parentOf(1)).toBe(0);
    expect(lookups.getParentId(12)).toBe(1);
    expect(lookups.getParentId('12')).toBe(1);
    expect(lookups.getParentId(1)).toBeNull();
    const eager = toParentLookup(parentIndex(loaded));
    for (const id of [1, 2, 3, 11, 12, 999]) expect(lookups.getParentId(id)).toBe(eager(id));
  });

  it('reads nothing until asked (opening a folder builds no index)', () => {
    let reads = 0;
    const counting = new Map(loaded);
    const values = counting.values.bind(counting);
    const entries = counting[Symbol.iterator].bind(counting);
    counting.values = () => {
      reads += 1;
      return values();
    };
    counting[Symbol.iterator] = () => {
      reads += 1;
      return entries();
    };
    const lookups = createFolderLookups(counting);
    expect(reads).toBe(0);
    lookups.parentOf(11);
    lookups.parentOf(12);
    lookups.getParentId(12);
    expect(reads).toBe(1);
    lookups.folder(11);
    lookups.folder(12);
    expect(reads).toBe(2);
  });
});

describe('isFolderWithin (spec 000 §4: a deleted selection moves to its parent)', () => {
  // 0 'All' > 1 > 12 > 120; 2 top level; 99 is not loaded.
  const parents = new Map([
    [1, 0],
    [12, 1],
    [120, 12],
    [2, 0],
  ]);
  const parentOf = (id: number) => parents.get(id);

  it.each([
    [120, 120, true],
    [120, 12, true],
    [120, 1, true],
    [12, 120, false],
    [120, 2, false],
    [2, 1, false],
    [99, 1, undefined],
  ])('folder %i within %i: %s', (id, ancestor, expected) => {
    expect(isFolderWithin(id, ancestor, parentOf)).toBe(expected);
  });

  it('stops on a loop in a corrupt answer', () => {
    const loop = new Map([
      [5, 6],
      [6, 5],
    ]);
    expect(isFolderWithin(5, 1, (id) => loop.get(id))).toBe(false);
  });
});

describe('moveFailureMessage (spec 000 §8)', () => {
  it("shows one folder's exception message, else 'Failed to move folder(s)'", () => {
    const fallback = 'Failed to move folder(s)';
    expect(moveFailureMessage([], fallback)).toBeNull();
    expect(moveFailureMessage([{ folderId: 1, exceptionMessage: 'Locked.' }], fallback)).toBe('Locked.');
    expect(moveFailureMessage([{ folderId: 1, exceptionMessage: ' ' }], fallback)).toBe(fallback);
    expect(
      moveFailureMessage(
        [
          { folderId: 1, exceptionMessage: 'Locked.' },
          { folderId: 2, exceptionMessage: 'Gone.' },
        ],
        fallback,
      ),
    ).toBe(fallback);
  });
});

describe('pages of children (spec 000 §7 POST subfolders)', () => {
  it('keeps folders and takes the next skip from the answer or from the load-more node', () => {
    expect(
      toFolderChildren({
        folders: [folder(1, 'A'), { id: -1, name: 'Load more...', nextSkip: 100, loadMoreFor: 'root' }],
      }),
    ).toEqual({ folders: [folder(1, 'A')], nextSkip: 100 });
    expect(toFolderChildren({ folders: [folder(1, 'A')], nextSkip: null })).toEqual({
      folders: [folder(1, 'A')],
      nextSkip: null,
    });
  });

  it('appends a page without repeating folders a create shifted into it', () => {
    const loaded = { folders: [folder(1, 'A'), folder(2, 'B')], nextSkip: 2 };
    const page = { folders: [folder(2, 'B'), folder(3, 'C')], nextSkip: null };
    expect(mergeFolderPage(loaded, page)).toEqual({
      folders: [folder(1, 'A'), folder(2, 'B'), folder(3, 'C')],
      nextSkip: null,
    });
    expect(mergeFolderPage(undefined, page)).toBe(page);
    const same = mergeFolderPage(loaded, { folders: [folder(1, 'A')], nextSkip: 4 });
    expect(same.folders).toBe(loaded.folders);
    expect(same.nextSkip).toBe(4);
  });

  it('refetches as many as are loaded, so an invalidation keeps the pages (root: take 0 stays 0)', () => {
    expect(refetchTake(undefined)).toBe(100);
    expect(refetchTake(undefined, 0)).toBe(0);
    expect(
      refetchTake({ folders: Array.from({ length: 230 }, (_, i) => folder(i, `f${i}`)), nextSkip: 300 }),
    ).toBe(230);
    expect(refetchTake({ folders: [folder(1, 'A')], nextSkip: null })).toBe(100);
    expect(refetchTake({ folders: [folder(1, 'A')], nextSkip: null }, 0)).toBe(0);
  });
});

describe('search and file types (spec 000 §5)', () => {
  it('shows an answer only for the text in the box now', () => {
    expect(isCurrentAnswer({ searchPath: 'Mark' }, 'Mark')).toBe(true);
    expect(isCurrentAnswer({ searchPath: 'Mark' }, ' Mark ')).toBe(true);
    expect(isCurrentAnswer({ searchPath: 'Mar' }, 'Mark')).toBe(false);
    expect(isCurrentAnswer(undefined, 'Mark')).toBe(false);
    expect(isCurrentAnswer({ searchPath: '' }, '')).toBe(false);
  });
  it('splits typed file types on commas, semicolons and spaces', () => {
    expect(splitFileTypes('psd, .MOV  tif;;exe')).toEqual(['psd', '.MOV', 'tif', 'exe']);
    expect(splitFileTypes('  ')).toEqual([]);
  });
  it('shows a result with its path', () => {
    expect(folderPath({ id: 1, name: 'x', fullPath: '/a/x' })).toBe('/a/x');
    expect(folderPath({ id: 1, name: 'x', shortPath: 'a/x' })).toBe('a/x');
    expect(folderPath({ id: 1, name: 'x' })).toBe('x');
  });
});
