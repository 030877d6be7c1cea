// The keyboard model the views' WAI-ARIA grids share (Gallery, Masonry, Grid), as pure functions:
// which command a key asks for (gridKeyCommand) and, for a table of rows and columns, where focus goes
// (moveInTable; a gallery's layouts have layout/navigation.ts's moveInGrid). useGridKeyboard (React)
// applies the commands. The keys: the arrows, Home / End (Ctrl: the first / last), PageUp / PageDown;
// Shift with a move extends the selection to the file reached; Space selects (Shift: the range from
// the host's anchor, Ctrl/Cmd: toggles); Enter and F2 are the view's own (open, edit, sort);
// Ctrl/Cmd+A selects every file; Escape clears the selection.
import type { GridMove } from '../layout';

/** The modifiers of a key or a click that shape a selection. */
export interface SelectionModifiers {
  /** Shift was held: the range from the host's anchor. */
  range: boolean;
  /** Ctrl / Cmd was held: toggle one file, or add the range with Shift. */
  toggle: boolean;
}

/** What a key asks the grid for. */
export type GridKeyCommand =
  | { kind: 'move'; move: GridMove; extend: boolean; toggle: boolean }
  | { kind: 'select'; modifiers: SelectionModifiers }
  | { kind: 'activate'; key: 'Enter' | 'F2' }
  | { kind: 'selectAll' }
  | { kind: 'clearSelection' };

/** The parts of a keyboard event the model reads. */
export interface KeyLike {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

const MOVE_KEYS: Readonly<Record<string, GridMove>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
  PageUp: 'pageUp',
  PageDown: 'pageDown',
};

/** The modifiers of a click or a key (Ctrl or Cmd toggles). */
export function modifiersOf(event: Pick<KeyLike, 'shiftKey' | 'ctrlKey' | 'metaKey'>): SelectionModifiers {
  return { range: event.shiftKey, toggle: event.ctrlKey || event.metaKey };
}

/** The command of a key in the grid, or null when the grid leaves the key alone. */
export function gridKeyCommand(event: KeyLike): GridKeyCommand | null {
  const ctrl = event.ctrlKey || event.metaKey;
  let move = MOVE_KEYS[event.key];
  if (event.key === 'Home') move = ctrl ? 'first' : 'rowStart';
  if (event.key === 'End') move = ctrl ? 'last' : 'rowEnd';
  if (move) return { kind: 'move', move, extend: event.shiftKey, toggle: ctrl };
  switch (event.key) {
    case ' ':
    case 'Spacebar':
      return { kind: 'select', modifiers: modifiersOf(event) };
    case 'Enter':
    case 'F2':
      return { kind: 'activate', key: event.key };
    case 'a':
    case 'A':
      return ctrl ? { kind: 'selectAll' } : null;
    case 'Escape':
      return { kind: 'clearSelection' };
    default:
      return null;
  }
}

/** A cell of a table: row 0 is the header row, row r > 0 the file r − 1. */
export interface TablePosition {
  row: number;
  col: number;
}

/** The size of a table for {@link moveInTable}. */
export interface TableShape {
  /** Rows under the header (the loaded files). */
  rows: number;
  /** Columns. */
  cols: number;
  /** Rows PageUp / PageDown move by. */
  pageRows: number;
}

/** `position` inside the table (the header row to the last file, the first to the last column). */
export function clampToTable(
  position: TablePosition,
  shape: Pick<TableShape, 'rows' | 'cols'>,
): TablePosition {
  return {
    row: Math.max(0, Math.min(shape.rows, position.row)),
    col: Math.max(0, Math.min(shape.cols - 1, position.col)),
  };
}

/**
 * Where focus goes in a table for `move` (Grid): the arrows by one cell, Home / End to the row's first
 * and last cell, Ctrl+Home to the first header, Ctrl+End to the last file's last cell, PageUp /
 * PageDown by `pageRows`; never beyond the table.
 */
export function moveInTable(from: TablePosition, move: GridMove, shape: TableShape): TablePosition {
  const { row, col } = from;
  const last = shape.cols - 1;
  let next: TablePosition;
  switch (move) {
    case 'down':
      next = { row: row + 1, col };
      break;
    case 'up':
      next = { row: row - 1, col };
      break;
    case 'right':
      next = { row, col: col + 1 };
      break;
    case 'left':
      next = { row, col: col - 1 };
      break;
    case 'rowStart':
      next = { row, col: 0 };
      break;
    case 'rowEnd':
      next = { row, col: last };
      break;
    case 'first':
      next = { row: 0, col: 0 };
      break;
    case 'last':
      next = { row: shape.rows, col: last };
      break;
    case 'pageDown':
      next = { row: row + shape.pageRows, col };
      break;
    case 'pageUp':
      next = { row: row - shape.pageRows, col };
      break;
  }
  return clampToTable(next, shape);
}
