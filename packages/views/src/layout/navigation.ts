// The keyboard model of the views' WAI-ARIA grid, as a pure function of the layout: where focus goes
// from an item for each movement key. Left and Right follow the row from left to right and continue
// on the row above or below (a gallery reads like text); Up and Down go to the item of the adjacent
// row nearest horizontally; Home / End to the ends of the row, Ctrl+Home / Ctrl+End to the first and
// last item; PageUp / PageDown by one viewport height. Rows without items (the heading rows of
// grouped results, layout/grouped.ts) are stepped over: focus only ever lands on an item.
import type { GridLayout } from './types';

/** A movement of the focus in the grid. */
export type GridMove =
  | 'left'
  | 'right'
  | 'up'
  | 'down'
  | 'rowStart'
  | 'rowEnd'
  | 'first'
  | 'last'
  | 'pageUp'
  | 'pageDown';

/** The items of a row from left to right. */
export function rowItemsLeftToRight(layout: GridLayout, row: number): number[] {
  const items: number[] = [];
  for (let i = layout.rowStart(row); i < layout.rowEnd(row); i += 1) items.push(i);
  if (layout.kind === 'masonry') items.sort((a, b) => layout.columnOf(a) - layout.columnOf(b));
  return items;
}

/** True when `row` holds items (a heading row of grouped results holds none). */
export function rowHasItems(layout: GridLayout, row: number): boolean {
  return layout.rowEnd(row) > layout.rowStart(row);
}

/** The nearest row with items from `row` in `direction` (`row` itself when it has some), or −1. */
export function rowWithItems(layout: GridLayout, row: number, direction: 1 | -1): number {
  for (let r = row; r >= 0 && r < layout.rowCount; r += direction) if (rowHasItems(layout, r)) return r;
  return -1;
}

const centre = (layout: GridLayout, index: number) => layout.left(index) + layout.width(index) / 2;

/** The item of `row` whose horizontal centre is nearest `x` (the leftmost of a tie). */
export function nearestInRow(layout: GridLayout, row: number, x: number): number {
  let best = -1;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let i = layout.rowStart(row); i < layout.rowEnd(row); i += 1) {
    const distance = Math.abs(centre(layout, i) - x);
    if (distance < bestDistance || (distance === bestDistance && layout.left(i) < layout.left(best))) {
      best = i;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * Where focus goes from `index` for `move`; `index` itself when it cannot move (the first item and
 * Left, say). `pageHeight` is the height of the viewport, for PageUp / PageDown.
 */
export function moveInGrid(layout: GridLayout, index: number, move: GridMove, pageHeight = 0): number {
  if (layout.count === 0) return -1;
  const current = Math.min(Math.max(index, 0), layout.count - 1);
  const row = layout.rowOf(current);
  const last = layout.rowCount - 1;
  const firstRow = rowWithItems(layout, 0, 1);
  const lastRow = rowWithItems(layout, last, -1);
  switch (move) {
    case 'first':
      return rowItemsLeftToRight(layout, firstRow)[0] ?? current;
    case 'last':
      return rowItemsLeftToRight(layout, lastRow).at(-1) ?? current;
    case 'rowStart':
      return rowItemsLeftToRight(layout, row)[0] ?? current;
    case 'rowEnd':
      return rowItemsLeftToRight(layout, row).at(-1) ?? current;
    case 'left':
    case 'right': {
      const items = rowItemsLeftToRight(layout, row);
      const at = items.indexOf(current) + (move === 'right' ? 1 : -1);
      if (at >= 0 && at < items.length) return items[at] ?? current;
      const target = rowWithItems(layout, move === 'right' ? row + 1 : row - 1, move === 'right' ? 1 : -1);
      if (target < 0) return current;
      const targetItems = rowItemsLeftToRight(layout, target);
      return (move === 'right' ? targetItems[0] : targetItems.at(-1)) ?? current;
    }
    case 'up':
    case 'down': {
      const direction = move === 'down' ? 1 : -1;
      const target = rowWithItems(layout, row + direction, direction);
      if (target < 0) return current;
      return nearestInRow(layout, target, centre(layout, current));
    }
    case 'pageUp':
    case 'pageDown': {
      const direction = move === 'pageDown' ? 1 : -1;
      const paged = pageTargetRow(layout, row, direction, pageHeight);
      // A heading row: on to the next row with items, or back when there is none that way.
      let target = rowWithItems(layout, paged, direction);
      if (target < 0) target = rowWithItems(layout, paged, direction === 1 ? -1 : 1);
      if (target < 0 || target === row) return current;
      return nearestInRow(layout, target, centre(layout, current));
    }
  }
}

/**
 * The row one viewport away: the farthest row whose top is within `pageHeight` of this row's top,
 * and at least the adjacent row (so a row taller than the viewport still moves).
 */
function pageTargetRow(layout: GridLayout, row: number, direction: 1 | -1, pageHeight: number): number {
  const last = layout.rowCount - 1;
  const from = layout.rowTop(row);
  let target = row;
  if (direction > 0) {
    while (target < last && layout.rowTop(target + 1) - from <= pageHeight) target += 1;
    return Math.min(last, Math.max(target, row + 1));
  }
  while (target > 0 && from - layout.rowTop(target - 1) <= pageHeight) target -= 1;
  return Math.max(0, Math.min(target, row - 1));
}
