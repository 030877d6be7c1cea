// What the left panel has selected (spec 000 §4 "Selection"): only one of folder, set, collection
// (set group), logical view, database or all-files mode is active at a time. The trees report their
// choice as a Selection, the views search for one, the host keeps one value for all of them (so
// choosing in one tree clears the others); `null` (selection mode off) is nothing selected.

/** The selection of the left panel; `null` stands for "nothing selected" (selection mode off). */
export type Selection =
  | { kind: 'folder'; id: number }
  | { kind: 'set'; id: number }
  /** A set group, called a collection (spec 000 §1, route /collections/{id}). */
  | { kind: 'collection'; id: number }
  /** A logical view node, by its prefixed id (spec 000 §3: date-, attribute-title-, location/, ...). */
  | { kind: 'logical'; nodeId: string }
  /** Database mode (search criteria `selectedDb`, a string on the wire). */
  | { kind: 'database'; id: number | string }
  /** All files: 'All' uses folder id 0 (spec 000 §4). */
  | { kind: 'all' };

/** The kind of a {@link Selection}. */
export type SelectionKind = Selection['kind'];

/** Whether two selections name the same thing (`null` equals only `null`). */
export function isSameSelection(a: Selection | null, b: Selection | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'all':
      return true;
    case 'logical':
      return a.nodeId === (b as { nodeId: string }).nodeId;
    case 'database':
      return String(a.id) === String((b as { id: number | string }).id);
    default:
      return a.id === (b as { id: number }).id;
  }
}

/** A set or a collection, as the search criteria's `selectedSet` names it. */
export type SelectedSet = Extract<Selection, { kind: 'set' | 'collection' }>;

/** spec 000 §3: the type letter of `selectedSet` ('s' a set, 'g' a set group). */
export const SELECTED_SET_LETTER = { set: 's', collection: 'g' } as const satisfies Record<
  SelectedSet['kind'],
  string
>;

/**
 * The search criteria's `selectedSet` of a selection: its type letter plus id, 's12' or 'g3'
 * (spec 000 §3); `null` for any other selection.
 */
export function formatSelectedSet(selection: Selection | null | undefined): string | null {
  if (selection?.kind !== 'set' && selection?.kind !== 'collection') return null;
  return `${SELECTED_SET_LETTER[selection.kind]}${selection.id}`;
}

/** Reads a `selectedSet` ('s12', 'g3'); `null` when it is not a type letter and a whole id. */
export function parseSelectedSet(value: string | null | undefined): SelectedSet | null {
  const match = value ? /^([sg])(\d{1,15})$/.exec(value) : null;
  if (!match) return null;
  return { kind: match[1] === SELECTED_SET_LETTER.collection ? 'collection' : 'set', id: Number(match[2]) };
}
