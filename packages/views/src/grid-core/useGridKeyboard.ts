// useGridKeyboard: the grid's onKeyDown, shared by every view (keyboard.ts's commands applied). The
// view says where the focus is (`active`, any position type: a file's index, a table cell), how a
// move goes from there (`move`: its navigation model), which file a position holds (`itemOf`; null
// for a header) and how to focus a position; handleGridKey does the rest the same way for every view.
import type { KeyboardEvent } from 'react';
import type { GridMove } from '../layout';
import { gridKeyCommand, type KeyLike, type SelectionModifiers } from './keyboard';

export interface GridKeyboardOptions<P> {
  /** The position with the tab stop; null when the grid has nothing to focus (no keys then). */
  active: P | null;
  /** The view's navigation model: where focus goes from `from` for `move`. */
  move(from: P, move: GridMove): P;
  /** The file (its index in the loaded list) at a position; null for a position without one. */
  itemOf(position: P): number | null;
  /** Scrolls `position` into view and moves the focus (and the tab stop) to it. */
  focus(position: P): void;
  /** Asks to change the selection for file `index` (useItemSelect). */
  select(index: number, modifiers: SelectionModifiers): void;
  /**
   * Enter, F2 or Space on `position`, the view's own first (open, edit, sort): true when it handled
   * the key (the browser's default is prevented). Space not handled selects the position's file.
   */
  activate?: (position: P, key: 'Enter' | 'F2' | ' ') => boolean;
  /** Ctrl/Cmd+A (the key is left to the browser without it). */
  onSelectAll?: (() => void) | undefined;
  /** Escape while `selectionSize` > 0 (the key is left alone without it). */
  onClearSelection?: (() => void) | undefined;
  /** How many files are selected. */
  selectionSize: number;
  /** While true (a cell is being edited) the grid leaves every key to the editor. */
  paused?: boolean;
}

/** The parts of a keyboard event the grid reads and prevents. */
export type GridKeyEvent = KeyLike & { target: EventTarget | null; preventDefault(): void };

const isField = (target: EventTarget | null) =>
  typeof HTMLInputElement !== 'undefined' && target instanceof HTMLInputElement;

/** Applies a key to the grid (what the grid's onKeyDown does), for any view's positions. */
export function handleGridKey<P>(event: GridKeyEvent, options: GridKeyboardOptions<P>): void {
  const { active, paused } = options;
  // Keys typed into a field inside a cell are the field's.
  if (paused || active === null || isField(event.target)) return;
  const command = gridKeyCommand(event);
  if (!command) return;
  switch (command.kind) {
    case 'move': {
      event.preventDefault();
      const target = options.move(active, command.move);
      options.focus(target);
      // Shift + a move key extends the selection to the file reached (the host's anchor starts it).
      const item = options.itemOf(target);
      if (command.extend && item !== null && item !== options.itemOf(active)) {
        options.select(item, { range: true, toggle: command.toggle });
      }
      return;
    }
    case 'select': {
      if (options.activate?.(active, ' ')) {
        event.preventDefault();
        return;
      }
      const item = options.itemOf(active);
      if (item === null) return;
      event.preventDefault();
      options.select(item, command.modifiers);
      return;
    }
    case 'activate':
      if (options.activate?.(active, command.key)) event.preventDefault();
      return;
    case 'selectAll':
      if (!options.onSelectAll) return;
      event.preventDefault();
      options.onSelectAll();
      return;
    case 'clearSelection':
      if (options.selectionSize === 0 || !options.onClearSelection) return;
      event.preventDefault();
      options.onClearSelection();
      return;
  }
}

/** The grid's onKeyDown (handleGridKey with the view's current options). */
export function useGridKeyboard<P>(
  options: GridKeyboardOptions<P>,
): (event: KeyboardEvent<HTMLElement>) => void {
  return (event) => handleGridKey(event, options);
}
