// The file selection's rules (spec 000 §1, §2: the top menu's download, share, delete, exclude,
// report... act on the selected files): a click selects one file, Ctrl or Cmd toggles one, Shift
// selects the range from the anchor (the last file clicked without Shift), Ctrl/Cmd + Shift adds
// that range; select all; clear. The order of a range is the order the view shows. Pure: no React.

/** The selected files and the anchor of Shift ranges. */
export interface FileSelectionState {
  /** Selected file ids (a range in view order; later additions after). */
  selected: readonly number[];
  /** The file a Shift range starts from; null before any click. */
  anchor: number | null;
}

/** How a click or key press changes the selection. */
export interface SelectionModifiers {
  /** Shift: the range from the anchor. */
  range?: boolean | undefined;
  /** Ctrl (Cmd on a Mac): toggle one file, or add the range with Shift. */
  toggle?: boolean | undefined;
}

/** The empty selection. */
export const EMPTY_FILE_SELECTION: FileSelectionState = Object.freeze({
  selected: Object.freeze([]) as readonly number[],
  anchor: null,
});

/** The modifiers of a pointer or keyboard event: Shift → range, Ctrl or Meta (Cmd) → toggle. */
export function selectionModifiersOf(event: {
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}): SelectionModifiers {
  return { range: event.shiftKey === true, toggle: event.ctrlKey === true || event.metaKey === true };
}

/** The ids from `from` to `to`, both included, in view order (either direction); [] if one is not shown. */
export function rangeBetween(orderedIds: readonly number[], from: number, to: number): number[] {
  const start = orderedIds.indexOf(from);
  const end = orderedIds.indexOf(to);
  if (start === -1 || end === -1) return [];
  return orderedIds.slice(Math.min(start, end), Math.max(start, end) + 1);
}

/** `base` followed by the ids of `added` it lacks. */
function union(base: readonly number[], added: readonly number[]): number[] {
  const present = new Set(base);
  return [...base, ...added.filter((id) => !present.has(id))];
}

/**
 * The selection after a click (or Space / Enter) on file `id`:
 * - plain: only `id`, which becomes the anchor;
 * - toggle (Ctrl / Cmd): `id` added or removed, and it becomes the anchor;
 * - range (Shift): the files from the anchor to `id` replace the selection (the anchor stays); with
 *   no anchor, or one no longer shown, `id` alone is selected and becomes the anchor;
 * - range + toggle: that range is added to the selection.
 */
export function selectFile(
  state: FileSelectionState,
  id: number,
  orderedIds: readonly number[],
  modifiers: SelectionModifiers = {},
): FileSelectionState {
  if (modifiers.range) {
    const range = state.anchor === null ? [] : rangeBetween(orderedIds, state.anchor, id);
    if (range.length === 0) return { selected: [id], anchor: id };
    return { selected: modifiers.toggle ? union(state.selected, range) : range, anchor: state.anchor };
  }
  if (modifiers.toggle) {
    const selected = state.selected.includes(id)
      ? state.selected.filter((other) => other !== id)
      : [...state.selected, id];
    return { selected, anchor: id };
  }
  return { selected: [id], anchor: id };
}

/** Every shown file (the anchor stays). */
export function selectAllFiles(state: FileSelectionState, orderedIds: readonly number[]): FileSelectionState {
  return { selected: [...orderedIds], anchor: state.anchor };
}

/** Nothing selected, no anchor. */
export function clearFileSelection(): FileSelectionState {
  return EMPTY_FILE_SELECTION;
}

/** Files that are gone (deleted, excluded) leave the selection; the anchor too if it is one of them. */
export function removeFromFileSelection(
  state: FileSelectionState,
  ids: readonly number[],
): FileSelectionState {
  const gone = new Set(ids);
  if (!state.selected.some((id) => gone.has(id)) && (state.anchor === null || !gone.has(state.anchor))) {
    return state;
  }
  return {
    selected: state.selected.filter((id) => !gone.has(id)),
    anchor: state.anchor !== null && gone.has(state.anchor) ? null : state.anchor,
  };
}

/** Whether two id lists are the same (same ids, same order). */
export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
