// The folder tree as pure data: how the loaded pages of children become <TreeView> nodes (the 'All'
// node, lazy children, "Load more..." rows), how a node maps to the tree selection, and the move
// rules. No React here; folder/model.test.ts checks it in node.
import type { Folder } from '@vitrine/api-client';
import { ALL_FILES_ID, type ParentLookup, validateFolderMove } from '@vitrine/core';
import type { FailedFolderMove, FolderChildren, FolderParentId } from '../api/folders';
import { type TreeViewNode, UNLOADED } from '../base/model';
import type { TreeSelection } from '../selection';

/** What a folder-tree node carries. */
export type FolderNodeData =
  /** spec 000 §4: 'All' (folder id 0); its children are the top-level folders. */
  | { kind: 'all' }
  /** A folder; `parentId` is 0 for a top-level folder. */
  | { kind: 'folder'; folder: Folder; parentId: number }
  /** spec 000 §3: the "Load more..." node (id -1) of a parent, with the skip of the next page. */
  | { kind: 'loadMore'; parentId: FolderParentId; nextSkip: number };

/** A node of the folder tree. */
export type FolderTreeViewNode = TreeViewNode<FolderNodeData>;

/** The tree id of the 'All' node (spec 000 §4: 'All' uses id 0). */
export const ALL_NODE_ID = String(ALL_FILES_ID);

/** The tree id of a folder node. */
export function folderNodeId(folderId: number): string {
  return String(folderId);
}

/** The tree id of a parent's "Load more..." row (every parent has its own; spec 000 §3 gives them all id -1). */
export function loadMoreNodeId(parentId: FolderParentId): string {
  return `more:${parentId}`;
}

/** The folder id of a tree id ('All' is 0), or null for a "Load more..." row. */
export function parseFolderNodeId(id: string): number | null {
  return /^\d+$/.test(id) ? Number(id) : null;
}

/** The parent key of a folder's children: 'root' for 'All' (0). */
export function childrenKey(folderId: number): FolderParentId {
  return folderId === ALL_FILES_ID ? 'root' : folderId;
}

/** The node id the tree shows selected for a selection (other trees' selections show nothing here). */
export function selectionToNodeId(selection: TreeSelection | null): string | null {
  if (selection?.kind === 'all') return ALL_NODE_ID;
  if (selection?.kind === 'folder') return folderNodeId(selection.id);
  return null;
}

/** spec 000 §4: selecting 'All' selects all files; a folder selects that folder. */
export function nodeToSelection(data: FolderNodeData | undefined): TreeSelection | null {
  if (data?.kind === 'all') return { kind: 'all' };
  if (data?.kind === 'folder') return { kind: 'folder', id: data.folder.id };
  return null;
}

/** The folder a selection names, or null ('All' and other trees' selections name none). */
export function selectedFolderId(selection: TreeSelection | null): number | null {
  return selection?.kind === 'folder' && selection.id !== ALL_FILES_ID ? selection.id : null;
}

/** What {@link buildFolderNodes} reads. */
export interface BuildFolderNodesInput {
  /** Show the 'All' node on top, with the top-level folders under it. */
  showAll: boolean;
  allLabel: string;
  loadMoreLabel: string;
  loadingLabel: string;
  /** The loaded children of a parent ('root' for the top level), if loaded. */
  childrenOf: (parentId: FolderParentId) => FolderChildren | undefined;
  /** Whether a folder (0 = 'All') is open. */
  isOpen: (folderId: number) => boolean;
  /** Parents whose next page is on its way: their "Load more..." row shows 'Loading...'. */
  loadingMore: ReadonlySet<FolderParentId>;
}

/**
 * Keeps node objects across builds, so unchanged rows keep their identity (and do not re-render),
 * and a parent's list of child nodes stays the same array while none of them changed (an open
 * folder of 10,000 children is then neither copied nor compared again by its parent).
 */
export interface FolderNodeCache {
  folders: WeakMap<Folder, FolderTreeViewNode>;
  all: FolderTreeViewNode | undefined;
  /** The child nodes last built for a parent. */
  lists: Map<FolderParentId, FolderTreeViewNode[]>;
  /** The "Load more..." node last built for a parent. */
  more: Map<FolderParentId, FolderTreeViewNode>;
}

export function createFolderNodeCache(): FolderNodeCache {
  return { folders: new WeakMap(), all: undefined, lists: new Map(), more: new Map() };
}

function sameChildren(
  a: FolderTreeViewNode['children'] | undefined,
  b: FolderTreeViewNode['children'] | undefined,
): boolean {
  if (a === b) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((node, index) => node === b[index]);
}

/**
 * The nodes of the folder tree from what is loaded. Closed folders are not walked (they show as
 * expandable when they have subfolders), so the cost follows the visible rows. A parent with more
 * children on the server ends with its "Load more..." row (spec 000 §3, §4).
 */
export function buildFolderNodes(
  input: BuildFolderNodesInput,
  cache: FolderNodeCache = createFolderNodeCache(),
): FolderTreeViewNode[] {
  const loadMoreNode = (parentId: FolderParentId, nextSkip: number): FolderTreeViewNode => {
    // While the next page is on its way the row reads 'Loading...' and is busy; it stays the same
    // kind of row, so the tree keeps its shape (no rebuild of react-arborist's model for it).
    const loading = input.loadingMore.has(parentId);
    const name = loading ? input.loadingLabel : input.loadMoreLabel;
    const cached = cache.more.get(parentId);
    const data = cached?.data;
    if (
      cached &&
      cached.name === name &&
      cached.processing === loading &&
      data?.kind === 'loadMore' &&
      data.nextSkip === nextSkip
    ) {
      return cached;
    }
    const node: FolderTreeViewNode = {
      id: loadMoreNodeId(parentId),
      name,
      kind: 'loadMore',
      processing: loading,
      data: { kind: 'loadMore', parentId, nextSkip },
    };
    cache.more.set(parentId, node);
    return node;
  };

  const childrenNodes = (parentId: FolderParentId): FolderTreeViewNode[] | typeof UNLOADED => {
    const loaded = input.childrenOf(parentId);
    if (!loaded) return UNLOADED;
    const parentFolderId = parentId === 'root' ? ALL_FILES_ID : parentId;
    const { folders } = loaded;
    const more = loaded.nextSkip === null ? undefined : loadMoreNode(parentId, loaded.nextSkip);
    const length = folders.length + (more ? 1 : 0);
    // The previous array is kept while every node in it is the same; a new one is started at the
    // first node that differs.
    const previous = cache.lists.get(parentId);
    const reusable = previous !== undefined && previous.length === length;
    let nodes: FolderTreeViewNode[] | undefined = reusable ? undefined : [];
    const add = (node: FolderTreeViewNode, index: number) => {
      if (nodes) nodes.push(node);
      else if (previous?.[index] !== node) {
        nodes = (previous as FolderTreeViewNode[]).slice(0, index);
        nodes.push(node);
      }
    };
    for (let index = 0; index < folders.length; index += 1) {
      add(folderNode(folders[index] as Folder, parentFolderId), index);
    }
    if (more) add(more, folders.length);
    const list = nodes ?? (previous as FolderTreeViewNode[]);
    cache.lists.set(parentId, list);
    return list;
  };

  const folderNode = (folder: Folder, parentId: number): FolderTreeViewNode => {
    const open = input.isOpen(folder.id);
    const hasChildren = (folder.subfoldersCount ?? 1) > 0;
    const children = !hasChildren ? undefined : open ? childrenNodes(folder.id) : UNLOADED;
    const cached = cache.folders.get(folder);
    if (
      cached &&
      sameChildren(cached.children, children) &&
      (cached.data as { parentId: number }).parentId === parentId
    ) {
      return cached;
    }
    const node: FolderTreeViewNode = {
      id: folderNodeId(folder.id),
      name: folder.name,
      data: { kind: 'folder', folder, parentId },
      processing: folder.processing === true,
      ...(children !== undefined ? { children } : {}),
    };
    cache.folders.set(folder, node);
    return node;
  };

  if (!input.showAll) {
    const top = childrenNodes('root');
    return top === UNLOADED ? [] : top;
  }
  const children = input.isOpen(ALL_FILES_ID) ? childrenNodes('root') : UNLOADED;
  const cached = cache.all;
  if (cached && cached.name === input.allLabel && sameChildren(cached.children, children)) return [cached];
  const all: FolderTreeViewNode = { id: ALL_NODE_ID, name: input.allLabel, data: { kind: 'all' }, children };
  cache.all = all;
  return [all];
}

/** The parent of every folder in the loaded lists (0 for top-level folders). */
export function parentIndex(
  loaded: Iterable<[FolderParentId, FolderChildren | undefined]>,
): Map<number, number> {
  const parents = new Map<number, number>();
  for (const [parentId, children] of loaded) {
    if (!children) continue;
    const parent = parentId === 'root' ? ALL_FILES_ID : parentId;
    for (const folder of children.folders) parents.set(folder.id, parent);
  }
  return parents;
}

/** Lookups over the loaded lists of folders (see {@link createFolderLookups}). */
export interface FolderLookups {
  /** A loaded folder by id. */
  folder(id: number): Folder | undefined;
  /** The parent of a loaded folder (0 for a top-level folder). */
  parentOf(id: number): number | undefined;
  /** The parent lookup of @vitrine/core's move rules ('All' has no parent). */
  getParentId: ParentLookup;
}

/**
 * Lookups over the loaded lists, each index built the first time it is asked. Opening or closing
 * a folder changes the loaded lists, and with 10,000 folders loaded an index costs milliseconds;
 * only a drop, a move, a delete or a reveal asks, so a toggle builds none.
 */
export function createFolderLookups(
  loaded: ReadonlyMap<FolderParentId, FolderChildren | undefined>,
): FolderLookups {
  let parents: Map<number, number> | undefined;
  let folders: Map<number, Folder> | undefined;
  const parentMap = () => {
    parents ??= parentIndex(loaded);
    return parents;
  };
  const folderMap = () => {
    if (!folders) {
      folders = new Map();
      for (const children of loaded.values())
        for (const folder of children?.folders ?? []) folders.set(folder.id, folder);
    }
    return folders;
  };
  return {
    folder: (id) => folderMap().get(id),
    parentOf: (id) => parentMap().get(id),
    getParentId: (id) => {
      const parent = parentMap().get(Number(id));
      return parent === undefined || parent === ALL_FILES_ID ? null : parent;
    },
  };
}

/**
 * Whether folder `id` is `ancestorId` itself or lies under it, by the loaded lists (`parentOf`, 0
 * for a top-level folder): `undefined` when a step of its path is not loaded. A folder's delete
 * takes everything under it (spec 000 §4: a deleted selection moves to the deleted folder's parent).
 */
export function isFolderWithin(
  id: number,
  ancestorId: number,
  parentOf: (id: number) => number | undefined,
): boolean | undefined {
  const seen = new Set<number>();
  let current: number | undefined = id;
  while (current !== undefined) {
    if (current === ancestorId) return true;
    // 'All' (0) is reached, or a loop in a corrupt answer: not under it.
    if (current === ALL_FILES_ID || seen.has(current)) return false;
    seen.add(current);
    current = parentOf(current);
  }
  return undefined;
}

/** A parent lookup for @vitrine/core's move rules; 'All' (0) has no parent. */
export function toParentLookup(parents: ReadonlyMap<number, number>): ParentLookup {
  return (id) => {
    const parent = parents.get(Number(id));
    return parent === undefined || parent === ALL_FILES_ID ? null : parent;
  };
}

/** Why a folder may not be dropped on a node; null when it may. */
export type FolderDropRefusal = 'notAFolder' | 'self' | 'descendant' | 'alreadyThere';

/**
 * spec 000 §4, §5: a folder moves only onto another folder node (not 'All', not a "Load more..."
 * row, not a quick-access entry), never into itself or its own descendant; dropping it on the folder
 * it is already in moves nothing.
 */
export function folderDropRefusal(
  sourceId: number,
  target: FolderNodeData | undefined,
  getParentId: ParentLookup,
): FolderDropRefusal | null {
  if (target?.kind !== 'folder') return 'notAFolder';
  const check = validateFolderMove({
    sourceId,
    destinationId: target.folder.id,
    destinationKind: 'folder',
    getParentId,
  });
  if (!check.ok) return check.code;
  if (String(getParentId(sourceId)) === String(target.folder.id)) return 'alreadyThere';
  return null;
}

/**
 * spec 000 §8: what a move that left folders behind says: the server's exception message when one
 * folder failed with one, else 'Failed to move folder(s)'. Null when nothing failed.
 */
export function moveFailureMessage(failed: readonly FailedFolderMove[], fallback: string): string | null {
  if (failed.length === 0) return null;
  const single = failed.length === 1 ? failed[0]?.exceptionMessage.trim() : '';
  return single ? single : fallback;
}

/** The path a search result shows (spec 000 §5: results show their path). */
export function folderPath(folder: Folder): string {
  return folder.fullPath ?? folder.shortPath ?? folder.name;
}

/** Splits typed file types into entries: commas, semicolons and spaces separate them. */
export function splitFileTypes(text: string): string[] {
  return text.split(/[\s,;]+/).filter((entry) => entry !== '');
}

/** Whether a search answer belongs to what is in the box (spec 000 §5: older answers are ignored). */
export function isCurrentAnswer(answer: { searchPath: string } | undefined, text: string): boolean {
  return answer !== undefined && answer.searchPath === text.trim() && text.trim() !== '';
}
