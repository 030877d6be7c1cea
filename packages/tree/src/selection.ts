// What the left panel has selected (spec 000 §4 "Selection"). The type and its rules live once in
// @vitrine/core (the trees report it, the views search for it, the host keeps it); the tree names
// it TreeSelection, as its props and README do.
import type { Selection } from '@vitrine/core';

export { isSameSelection } from '@vitrine/core';

/** The selection of the left panel (@vitrine/core `Selection`); `null` is "nothing selected". */
export type TreeSelection = Selection;

/** The kind of a {@link TreeSelection}. */
export type TreeSelectionKind = Selection['kind'];
