// The sets tree as plain data (spec 000 §3): set groups (collections, type 'g') holding sets, and sets
// (type 's') holding subsets, built from the answers of GET /api/virtualsets and, for a server that
// leaves a set's `subsets` out, GET /api/virtualsets/{id}/subsets. Pure functions, no React.
import type { SetGroup, SetTreeNode, VitrineSet } from '@vitrine/api-client';
import { formatSelectedSet, type ParentLookup, parseSelectedSet } from '@vitrine/core';
import type { TreeSelection } from '../selection';

/** A node key: the type letter plus the id, as the search criteria's `selectedSet` (spec 000 §3). */
export type SetNodeKey = `s${number}` | `g${number}`;

/** How far a set's subsets are known. */
export type SetChildrenStatus = 'loaded' | 'unloaded' | 'loading' | 'error';

/** A set in the tree. */
export interface SetTreeSetItem {
  kind: 'set';
  key: `s${number}`;
  id: number;
  name: string;
  /** The key of the parent set or group; null at the top level. */
  parentKey: SetNodeKey | null;
  /** The id of the parent set; null for a set at the top level or the top of a group. */
  parentSetId: number | null;
  /** The group (collection) it belongs to; null when standalone. */
  groupId: number | null;
  isPinned: boolean;
  /** spec 000 §3 canBeStandalone: false keeps the set in its group (it cannot be detached). */
  canBeStandalone: boolean | undefined;
  /** 0 at the top level. */
  depth: number;
  /** The subsets; null while they are not loaded (see `childrenStatus`). */
  children: SetTreeSetItem[] | null;
  childrenStatus: SetChildrenStatus;
  /** The set as the server sent it. */
  set: VitrineSet;
}

/** A set group (collection) in the tree; always at the top level. */
export interface SetTreeGroupItem {
  kind: 'group';
  key: `g${number}`;
  id: number;
  name: string;
  parentKey: null;
  depth: 0;
  children: SetTreeSetItem[];
  childrenStatus: 'loaded';
  group: SetGroup;
}

/** A node of the sets tree. */
export type SetTreeItem = SetTreeSetItem | SetTreeGroupItem;

/** What is known of one set's lazily loaded subsets. */
export interface LoadedSubsets {
  status: 'pending' | 'error' | 'success';
  data?: readonly VitrineSet[] | undefined;
}

/** The tree and a lookup by key. */
export interface SetTreeModel {
  items: SetTreeItem[];
  byKey: ReadonlyMap<SetNodeKey, SetTreeItem>;
}

/** `s12` for a set, `g3` for a group. */
export function setNodeKey(kind: 'set' | 'group', id: number): SetNodeKey {
  return kind === 'set' ? `s${id}` : `g${id}`;
}

/** Reads a node key back; null for anything else. */
export function parseSetNodeKey(key: string): { kind: 'set' | 'group'; id: number } | null {
  const parsed = parseSelectedSet(key);
  if (!parsed) return null;
  return { kind: parsed.kind === 'set' ? 'set' : 'group', id: parsed.id };
}

/** The key a selection names in this tree (its `selectedSet`); null for a folder, logical view, ... or nothing. */
export function keyOfSelection(selection: TreeSelection | null): SetNodeKey | null {
  return formatSelectedSet(selection) as SetNodeKey | null;
}

/** The selection a node stands for: `{ kind: 'set', id }` or `{ kind: 'collection', id }`. */
export function selectionOfKey(key: SetNodeKey): TreeSelection {
  const parsed = parseSelectedSet(key);
  if (!parsed) throw new Error(`Not a set tree key: ${key}`);
  return parsed;
}

function isGroup(node: SetTreeNode): node is SetGroup {
  return node.type === 'g';
}

/**
 * Builds the tree from the top-level answer. A set whose `subsets` the server left out takes them
 * from `subsets` (lazily loaded ones) or stays unloaded (children null).
 */
export function buildSetTree(
  nodes: readonly SetTreeNode[],
  subsets: ReadonlyMap<number, LoadedSubsets> = new Map(),
): SetTreeModel {
  const byKey = new Map<SetNodeKey, SetTreeItem>();

  const toSetItem = (
    set: VitrineSet,
    parent: { key: SetNodeKey; setId: number | null; groupId: number | null } | null,
    depth: number,
  ): SetTreeSetItem => {
    const key = `s${set.id}` as const;
    const item: SetTreeSetItem = {
      kind: 'set',
      key,
      id: set.id,
      name: set.name,
      parentKey: parent?.key ?? null,
      parentSetId: parent?.setId ?? null,
      groupId: set.groupId ?? parent?.groupId ?? null,
      isPinned: set.isPinned === true,
      canBeStandalone: set.canBeStandalone,
      depth,
      children: null,
      childrenStatus: 'unloaded',
      set,
    };
    byKey.set(key, item);
    const loaded = subsets.get(set.id);
    const childSets = set.subsets ?? (loaded?.status === 'success' ? loaded.data : undefined);
    if (childSets) {
      const self = { key, setId: set.id, groupId: item.groupId };
      item.children = childSets.map((child) => toSetItem(child, self, depth + 1));
      item.childrenStatus = 'loaded';
    } else if (loaded) {
      item.childrenStatus = loaded.status === 'error' ? 'error' : 'loading';
    }
    return item;
  };

  const items = nodes.map((node): SetTreeItem => {
    if (isGroup(node)) {
      const key = `g${node.id}` as const;
      const group: SetTreeGroupItem = {
        kind: 'group',
        key,
        id: node.id,
        name: node.name,
        parentKey: null,
        depth: 0,
        children: [],
        childrenStatus: 'loaded',
        group: node,
      };
      byKey.set(key, group);
      group.children = node.sets.map((set) => toSetItem(set, { key, setId: null, groupId: node.id }, 1));
      return group;
    }
    return toSetItem(node, null, 0);
  });

  return { items, byKey };
}

/** The parent set of a set, by id, for the move rules of @vitrine/core (`isSelfOrDescendant`). */
export function parentSetLookup(model: SetTreeModel): ParentLookup {
  return (id) => {
    const item = model.byKey.get(`s${Number(id)}`);
    return item?.kind === 'set' ? item.parentSetId : undefined;
  };
}

/** The keys above a node, top first (its group, then its parent sets). */
export function ancestorKeys(model: SetTreeModel, key: SetNodeKey): SetNodeKey[] {
  const out: SetNodeKey[] = [];
  const seen = new Set<SetNodeKey>([key]);
  let parent = model.byKey.get(key)?.parentKey ?? null;
  while (parent !== null && !seen.has(parent)) {
    out.unshift(parent);
    seen.add(parent);
    parent = model.byKey.get(parent)?.parentKey ?? null;
  }
  return out;
}

/** A node and every node under it (loaded ones), the node first. */
export function subtreeKeys(item: SetTreeItem): SetNodeKey[] {
  return [item.key, ...(item.children ?? []).flatMap((child) => subtreeKeys(child))];
}

/** Every loaded node in tree order (depth first), for lists such as the "Move to…" targets. */
export function flattenSetTree(items: readonly SetTreeItem[]): SetTreeItem[] {
  return items.flatMap((item) => [item, ...flattenSetTree(item.children ?? [])]);
}

/** Sets whose subsets must be asked for: open, and left out by the server. */
export function setsToLoad(model: SetTreeModel, openKeys: readonly string[]): number[] {
  const ids: number[] = [];
  for (const key of openKeys) {
    const item = model.byKey.get(key as SetNodeKey);
    if (item?.kind === 'set' && item.set.subsets === undefined) ids.push(item.id);
  }
  return ids;
}
