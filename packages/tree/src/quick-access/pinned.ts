// The quick-access list as pure data (spec 000 §3 "Pinned items: folders, sets, logicalViewStrings",
// §4 "Pin adds to the front of the pinned list; unpin removes; isPinned toggles"). No React here.
import type { Folder, PinnedItems, VitrineSet } from '@vitrine/api-client';
import type { TreeSelection } from '../selection';

/** What a pin or unpin names: a folder, a set or a logical view (by its prefixed node id). */
export type PinTarget =
  | { kind: 'folder'; folder: Folder }
  | { kind: 'set'; set: VitrineSet }
  | { kind: 'logical'; nodeId: string };

/** The kind of a pinned item. */
export type PinKind = PinTarget['kind'];

/** An empty quick-access list. */
export const EMPTY_PINNED_ITEMS: PinnedItems = { folders: [], sets: [], logicalViewStrings: [] };

/** spec 000 §4: pinning puts the item first (an earlier copy is dropped); unpinning removes it. */
export function applyPinChange(items: PinnedItems, target: PinTarget, value: boolean): PinnedItems {
  switch (target.kind) {
    case 'folder': {
      const others = items.folders.filter((folder) => folder.id !== target.folder.id);
      return { ...items, folders: value ? [{ ...target.folder, isPinned: true }, ...others] : others };
    }
    case 'set': {
      const others = items.sets.filter((set) => set.id !== target.set.id);
      return { ...items, sets: value ? [{ ...target.set, isPinned: true }, ...others] : others };
    }
    case 'logical': {
      const others = items.logicalViewStrings.filter((id) => id !== target.nodeId);
      return { ...items, logicalViewStrings: value ? [target.nodeId, ...others] : others };
    }
  }
}

/** Whether the item is in the quick-access list. */
export function isPinned(items: PinnedItems | undefined, target: PinTarget): boolean {
  if (!items) return false;
  switch (target.kind) {
    case 'folder':
      return items.folders.some((folder) => folder.id === target.folder.id);
    case 'set':
      return items.sets.some((set) => set.id === target.set.id);
    case 'logical':
      return items.logicalViewStrings.includes(target.nodeId);
  }
}

/** The tree selection that "go to" a pinned item makes (spec 000 §4: choosing one clears the others). */
export function selectionOfPinTarget(target: PinTarget): TreeSelection {
  switch (target.kind) {
    case 'folder':
      return { kind: 'folder', id: target.folder.id };
    case 'set':
      return { kind: 'set', id: target.set.id };
    case 'logical':
      return { kind: 'logical', nodeId: target.nodeId };
  }
}

/** A stable key of a pinned item ('folder:12', 'set:3', 'logical:date-2025'). */
export function pinTargetKey(target: PinTarget): string {
  switch (target.kind) {
    case 'folder':
      return `folder:${target.folder.id}`;
    case 'set':
      return `set:${target.set.id}`;
    case 'logical':
      return `logical:${target.nodeId}`;
  }
}

/** Every pinned item in list order: folders, then sets, then logical views, each newest first. */
export function pinTargetsOf(items: PinnedItems | undefined): PinTarget[] {
  if (!items) return [];
  return [
    ...items.folders.map((folder): PinTarget => ({ kind: 'folder', folder })),
    ...items.sets.map((set): PinTarget => ({ kind: 'set', set })),
    ...items.logicalViewStrings.map((nodeId): PinTarget => ({ kind: 'logical', nodeId })),
  ];
}
