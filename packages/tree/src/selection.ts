// What the left panel has selected (spec 000 §4 "Selection"): only one of folder, set, collection
// (set group), logical view, database or all-files mode is active at a time. Every tree reports its
// choice as a TreeSelection; the host keeps one value for all trees, so choosing in one tree clears
// the others, and `null` (selection mode off) clears them all.

/** The selection of the left panel; `null` is "nothing selected" (selection mode off). */
export type TreeSelection =
  | { kind: 'folder'; id: number }
  | { kind: 'set'; id: number }
  /** A set group, called a collection (spec 000 §1, route /collections/{id}). */
  | { kind: 'collection'; id: number }
  /** A logical view node, by its prefixed id (spec 000 §3: date-, attribute-title-, location/, ...). */
  | { kind: 'logical'; nodeId: string }
  /** Database mode (search criteria `selectedDb`). */
  | { kind: 'database'; id: number }
  /** All files: 'All' uses folder id 0 (spec 000 §4). */
  | { kind: 'all' };

export type TreeSelectionKind = TreeSelection['kind'];

/** The folder id 'All' stands for (spec 000 §4). */
export const ALL_FILES_FOLDER_ID = 0;

/** Whether two selections name the same thing (`null` equals only `null`). */
export function isSameSelection(a: TreeSelection | null, b: TreeSelection | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'all':
      return true;
    case 'logical':
      return a.nodeId === (b as { nodeId: string }).nodeId;
    default:
      return a.id === (b as { id: number }).id;
  }
}

/** The search criteria `selectedSet` value of a set or collection: its type letter plus id (spec 000 §3). */
export function selectedSetParam(selection: TreeSelection | null): string | undefined {
  if (selection?.kind === 'set') return `s${selection.id}`;
  if (selection?.kind === 'collection') return `g${selection.id}`;
  return undefined;
}
