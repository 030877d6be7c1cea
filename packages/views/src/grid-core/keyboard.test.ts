// The grid core's keyboard model (WAI-ARIA grid pattern; spec 000 §2: click, Ctrl/Cmd, Shift ranges,
// select all, clear), for both navigation models the views use: a gallery's layout (moveInGrid) and
// the grid view's table (moveInTable). handleGridKey is what every view's onKeyDown runs.
import { describe, expect, it } from 'vitest';
import { computeRowsLayout, moveInGrid } from '../layout';
import {
  type GridKeyCommand,
  gridKeyCommand,
  type KeyLike,
  modifiersOf,
  moveInTable,
  type TablePosition,
} from './keyboard';
import { selectionModeOf } from './selection';
import { type GridKeyboardOptions, type GridKeyEvent, handleGridKey } from './useGridKeyboard';

const key = (name: string, modifiers: Partial<Omit<KeyLike, 'key'>> = {}): KeyLike => ({
  key: name,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  ...modifiers,
});

describe('gridKeyCommand: what a key asks for', () => {
  it.each<[string, KeyLike, GridKeyCommand | null]>([
    ['ArrowRight', key('ArrowRight'), { kind: 'move', move: 'right', extend: false, toggle: false }],
    ['ArrowLeft', key('ArrowLeft'), { kind: 'move', move: 'left', extend: false, toggle: false }],
    ['ArrowUp', key('ArrowUp'), { kind: 'move', move: 'up', extend: false, toggle: false }],
    [
      'Shift+ArrowDown',
      key('ArrowDown', { shiftKey: true }),
      { kind: 'move', move: 'down', extend: true, toggle: false },
    ],
    ['Home', key('Home'), { kind: 'move', move: 'rowStart', extend: false, toggle: false }],
    ['End', key('End'), { kind: 'move', move: 'rowEnd', extend: false, toggle: false }],
    [
      'Ctrl+Home',
      key('Home', { ctrlKey: true }),
      { kind: 'move', move: 'first', extend: false, toggle: true },
    ],
    ['Cmd+End', key('End', { metaKey: true }), { kind: 'move', move: 'last', extend: false, toggle: true }],
    ['PageDown', key('PageDown'), { kind: 'move', move: 'pageDown', extend: false, toggle: false }],
    [
      'Shift+PageUp',
      key('PageUp', { shiftKey: true }),
      { kind: 'move', move: 'pageUp', extend: true, toggle: false },
    ],
    ['Space', key(' '), { kind: 'select', modifiers: { range: false, toggle: false } }],
    [
      'Shift+Space',
      key(' ', { shiftKey: true }),
      { kind: 'select', modifiers: { range: true, toggle: false } },
    ],
    [
      'Ctrl+Space',
      key(' ', { ctrlKey: true }),
      { kind: 'select', modifiers: { range: false, toggle: true } },
    ],
    ['Enter', key('Enter'), { kind: 'activate', key: 'Enter' }],
    ['F2', key('F2'), { kind: 'activate', key: 'F2' }],
    ['Ctrl+A', key('a', { ctrlKey: true }), { kind: 'selectAll' }],
    ['Cmd+Shift+A', key('A', { metaKey: true, shiftKey: true }), { kind: 'selectAll' }],
    ['A alone', key('a'), null],
    ['Escape', key('Escape'), { kind: 'clearSelection' }],
    ['Tab', key('Tab'), null],
  ])('%s', (_, event, command) => {
    expect(gridKeyCommand(event)).toEqual(command);
  });

  it('a click or key selects by its modifiers: Shift a range, Ctrl/Cmd a toggle, else a replace', () => {
    expect(selectionModeOf(modifiersOf({ shiftKey: false, ctrlKey: false, metaKey: false }))).toBe('replace');
    expect(selectionModeOf(modifiersOf({ shiftKey: false, ctrlKey: true, metaKey: false }))).toBe('toggle');
    expect(selectionModeOf(modifiersOf({ shiftKey: false, ctrlKey: false, metaKey: true }))).toBe('toggle');
    expect(selectionModeOf(modifiersOf({ shiftKey: true, ctrlKey: true, metaKey: false }))).toBe('range');
  });
});

describe('moveInTable: the grid view (header row 0, a row per file)', () => {
  const shape = { rows: 100, cols: 10, pageRows: 8 };
  const at = (row: number, col: number): TablePosition => ({ row, col });

  it('the arrows move one cell and stop at the edges (the header row is row 0)', () => {
    expect(moveInTable(at(3, 4), 'down', shape)).toEqual(at(4, 4));
    expect(moveInTable(at(3, 4), 'up', shape)).toEqual(at(2, 4));
    expect(moveInTable(at(3, 4), 'right', shape)).toEqual(at(3, 5));
    expect(moveInTable(at(3, 4), 'left', shape)).toEqual(at(3, 3));
    expect(moveInTable(at(0, 0), 'up', shape)).toEqual(at(0, 0));
    expect(moveInTable(at(0, 0), 'left', shape)).toEqual(at(0, 0));
    expect(moveInTable(at(100, 9), 'down', shape)).toEqual(at(100, 9));
    expect(moveInTable(at(100, 9), 'right', shape)).toEqual(at(100, 9));
  });

  it('Home / End go to the ends of the row, Ctrl+Home to the first header, Ctrl+End to the last cell', () => {
    expect(moveInTable(at(7, 4), 'rowStart', shape)).toEqual(at(7, 0));
    expect(moveInTable(at(7, 4), 'rowEnd', shape)).toEqual(at(7, 9));
    expect(moveInTable(at(7, 4), 'first', shape)).toEqual(at(0, 0));
    expect(moveInTable(at(7, 4), 'last', shape)).toEqual(at(100, 9));
  });

  it('PageDown / PageUp move by a page of rows, never beyond the table', () => {
    expect(moveInTable(at(3, 2), 'pageDown', shape)).toEqual(at(11, 2));
    expect(moveInTable(at(11, 2), 'pageUp', shape)).toEqual(at(3, 2));
    expect(moveInTable(at(97, 2), 'pageDown', shape)).toEqual(at(100, 2));
    expect(moveInTable(at(3, 2), 'pageUp', shape)).toEqual(at(0, 2));
  });
});

/** A keyboard event that records whether the grid took it. */
function press(name: string, modifiers: Partial<Omit<KeyLike, 'key'>> = {}) {
  const event: GridKeyEvent & { prevented: boolean } = {
    ...key(name, modifiers),
    target: null,
    prevented: false,
    preventDefault() {
      event.prevented = true;
    },
  };
  return event;
}

/** A view over the core: records where focus went and what was asked of the selection. */
function harness<P>(
  options: Omit<GridKeyboardOptions<P>, 'focus' | 'select' | 'selectionSize'> & {
    selectionSize?: number;
  },
) {
  const calls: string[] = [];
  let active = options.active;
  const run = (event: GridKeyEvent) =>
    handleGridKey(event, {
      selectionSize: 0,
      ...options,
      active,
      focus: (position) => {
        active = position;
        calls.push(`focus ${JSON.stringify(position)}`);
      },
      select: (index, modifiers) => calls.push(`select ${index} ${selectionModeOf(modifiers)}`),
      onSelectAll: options.onSelectAll ? () => calls.push('select all') : undefined,
      onClearSelection: options.onClearSelection ? () => calls.push('clear') : undefined,
    });
  return { calls, run, active: () => active };
}

describe('handleGridKey on a gallery (justified rows: [0-4], [5-9], [10, 11])', () => {
  const layout = computeRowsLayout({
    containerWidth: 1000,
    targetRowHeight: 200,
    spacing: 0,
    count: 12,
    aspectRatio: () => 1,
  });
  const opened: number[] = [];
  const gallery = (active: number, extra: Partial<GridKeyboardOptions<number>> = {}) =>
    harness<number>({
      active,
      move: (from, move) => moveInGrid(layout, from, move, 400),
      itemOf: (index) => index,
      activate: (index, name) => {
        if (name !== 'Enter') return false;
        opened.push(index);
        return true;
      },
      ...extra,
    });

  it('Home / End / Ctrl+Home / Ctrl+End / PageDown move the focus and take the key', () => {
    const view = gallery(7);
    for (const [name, modifiers, to] of [
      ['Home', {}, 5],
      ['End', {}, 9],
      ['Home', { ctrlKey: true }, 0],
      ['End', { ctrlKey: true }, 11],
      ['PageUp', {}, 1],
      ['PageDown', {}, 11],
    ] as const) {
      const event = press(name, modifiers);
      view.run(event);
      expect(event.prevented).toBe(true);
      expect(view.active()).toBe(to);
    }
    expect(view.calls.some((call) => call.startsWith('select'))).toBe(false);
  });

  it('Shift + a move key asks for the range to the file reached; Ctrl+Shift adds it', () => {
    const view = gallery(2);
    view.run(press('PageDown', { shiftKey: true }));
    view.run(press('End', { shiftKey: true, ctrlKey: true }));
    view.run(press('ArrowRight', { shiftKey: true }));
    expect(view.calls).toEqual(['focus 11', 'select 11 range', 'focus 11', 'focus 11']);
    const toggled = gallery(0);
    toggled.run(press('ArrowDown', { shiftKey: true, ctrlKey: true }));
    expect(toggled.calls).toEqual(['focus 5', 'select 5 range']);
  });

  it('Space selects (Ctrl toggles, Shift a range), Enter opens, F2 is left alone', () => {
    opened.length = 0;
    const view = gallery(3);
    view.run(press(' '));
    view.run(press(' ', { ctrlKey: true }));
    view.run(press(' ', { shiftKey: true }));
    const enter = press('Enter');
    view.run(enter);
    const f2 = press('F2');
    view.run(f2);
    expect(view.calls).toEqual(['select 3 replace', 'select 3 toggle', 'select 3 range']);
    expect(opened).toEqual([3]);
    expect(enter.prevented).toBe(true);
    expect(f2.prevented).toBe(false);
  });

  it('Ctrl+A selects all and Escape clears a selection, only when the host handles them', () => {
    const view = gallery(0, {
      onSelectAll: () => undefined,
      onClearSelection: () => undefined,
      selectionSize: 2,
    });
    const all = press('a', { ctrlKey: true });
    const clear = press('Escape');
    view.run(all);
    view.run(clear);
    expect(view.calls).toEqual(['select all', 'clear']);
    expect([all.prevented, clear.prevented]).toEqual([true, true]);

    const bare = gallery(0, { selectionSize: 2 });
    const unhandled = press('a', { ctrlKey: true });
    bare.run(unhandled);
    expect(unhandled.prevented).toBe(false);
    const nothingSelected = gallery(0, { onClearSelection: () => undefined, selectionSize: 0 });
    const escapeAlone = press('Escape');
    nothingSelected.run(escapeAlone);
    expect(escapeAlone.prevented).toBe(false);
    expect(nothingSelected.calls).toEqual([]);
  });

  it('takes no key without a focusable file or while paused', () => {
    for (const options of [{ active: null }, { paused: true }] as const) {
      const view = harness<number>({
        active: 4,
        move: (from, move) => moveInGrid(layout, from, move, 400),
        itemOf: (index) => index,
        ...options,
      });
      const event = press('ArrowRight');
      view.run(event);
      expect(event.prevented).toBe(false);
      expect(view.calls).toEqual([]);
    }
  });
});

describe('handleGridKey on the grid view (a table with a header row)', () => {
  const shape = { rows: 40, cols: 10, pageRows: 8 };
  const table = (active: TablePosition, activate?: GridKeyboardOptions<TablePosition>['activate']) =>
    harness<TablePosition>({
      active,
      move: (from, move) => moveInTable(from, move, shape),
      itemOf: (position) => (position.row > 0 ? position.row - 1 : null),
      activate,
    });

  it('Shift+Up/Down/PageDown extend the selection to the row reached; Shift+Left/Right and the header do not', () => {
    const view = table({ row: 2, col: 3 });
    view.run(press('ArrowDown', { shiftKey: true }));
    view.run(press('PageDown', { shiftKey: true }));
    view.run(press('ArrowRight', { shiftKey: true }));
    view.run(press('Home', { shiftKey: true, ctrlKey: true }));
    expect(view.calls).toEqual([
      'focus {"row":3,"col":3}',
      'select 2 range',
      'focus {"row":11,"col":3}',
      'select 10 range',
      'focus {"row":11,"col":4}',
      'focus {"row":0,"col":0}',
    ]);
  });

  it('Space on a header is the view’s (sort), on a row selects its file', () => {
    const sorted: number[] = [];
    const activate = (position: TablePosition) => {
      if (position.row !== 0) return false;
      sorted.push(position.col);
      return true;
    };
    const header = table({ row: 0, col: 5 }, activate);
    const space = press(' ');
    header.run(space);
    expect([sorted, header.calls, space.prevented]).toEqual([[5], [], true]);
    const row = table({ row: 6, col: 5 }, activate);
    row.run(press(' ', { ctrlKey: true }));
    expect(row.calls).toEqual(['select 5 toggle']);
  });
});
