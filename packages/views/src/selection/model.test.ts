// The file selection rules: click, Ctrl/Cmd toggle, Shift range from the anchor, select all, clear.
import { describe, expect, it } from 'vitest';
import {
  clearFileSelection,
  EMPTY_FILE_SELECTION,
  type FileSelectionState,
  rangeBetween,
  removeFromFileSelection,
  type SelectionModifiers,
  selectAllFiles,
  selectFile,
  selectionModifiersOf,
} from './model';

const shown = [10, 11, 12, 13, 14, 15];
const state = (selected: number[], anchor: number | null): FileSelectionState => ({ selected, anchor });

describe('selectFile', () => {
  it.each<[string, FileSelectionState, number, SelectionModifiers, FileSelectionState]>([
    ['a click selects one file', state([10, 11], 10), 13, {}, state([13], 13)],
    ['Ctrl/Cmd adds a file', state([10], 10), 13, { toggle: true }, state([10, 13], 13)],
    ['Ctrl/Cmd removes a selected file', state([10, 13], 13), 10, { toggle: true }, state([13], 10)],
    [
      'Shift selects the range from the anchor',
      state([11], 11),
      14,
      { range: true },
      state([11, 12, 13, 14], 11),
    ],
    ['Shift upwards, in view order', state([14], 14), 11, { range: true }, state([11, 12, 13, 14], 14)],
    [
      'a second Shift click moves the range end, not the anchor',
      state([11, 12, 13, 14], 11),
      12,
      { range: true },
      state([11, 12], 11),
    ],
    ['Shift without an anchor selects the file', EMPTY_FILE_SELECTION, 12, { range: true }, state([12], 12)],
    [
      'Shift from an anchor no longer shown selects the file',
      state([99], 99),
      12,
      { range: true },
      state([12], 12),
    ],
    [
      'Ctrl/Cmd + Shift adds the range to the selection',
      state([15, 11], 11),
      13,
      { range: true, toggle: true },
      state([15, 11, 12, 13], 11),
    ],
  ])('%s', (_name, before, id, modifiers, after) => {
    expect(selectFile(before, id, shown, modifiers)).toEqual(after);
  });
});

describe('the rest', () => {
  it('select all takes every shown file in view order and keeps the anchor', () => {
    expect(selectAllFiles(state([12], 12), shown)).toEqual(state(shown, 12));
  });

  it('clear empties the selection and the anchor', () => {
    expect(clearFileSelection()).toEqual(state([], null));
  });

  it('files that are gone leave the selection (and the anchor)', () => {
    expect(removeFromFileSelection(state([10, 11, 12], 11), [11, 99])).toEqual(state([10, 12], null));
    const untouched = state([10], 10);
    expect(removeFromFileSelection(untouched, [12])).toBe(untouched);
  });

  it('ranges are inclusive either way and empty when an end is not shown', () => {
    expect(rangeBetween(shown, 13, 13)).toEqual([13]);
    expect(rangeBetween(shown, 15, 13)).toEqual([13, 14, 15]);
    expect(rangeBetween(shown, 1, 13)).toEqual([]);
  });

  it.each([
    [{ shiftKey: true }, { range: true, toggle: false }],
    [{ ctrlKey: true }, { range: false, toggle: true }],
    [{ metaKey: true }, { range: false, toggle: true }], // Cmd on a Mac
    [
      { shiftKey: true, metaKey: true },
      { range: true, toggle: true },
    ],
    [{}, { range: false, toggle: false }],
  ])('event %j → %j', (event, modifiers) => {
    expect(selectionModifiersOf(event)).toEqual(modifiers);
  });
});
