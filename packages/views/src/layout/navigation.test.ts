// The keyboard model of the views' grid (WAI-ARIA grid pattern), on known layouts.
import { describe, expect, it } from 'vitest';
import { computeMasonryLayout } from './masonry';
import { moveInGrid, rowItemsLeftToRight } from './navigation';
import { computeRowsLayout } from './rows';

// 1000 px wide, target 200, no spacing, 12 squares: rows [0-4], [5-9], [10, 11] (200 px each)
const rows = computeRowsLayout({
  containerWidth: 1000,
  targetRowHeight: 200,
  spacing: 0,
  count: 12,
  aspectRatio: () => 1,
});

describe('moving in justified rows', () => {
  it('Left and Right follow the row and continue on the next or previous row', () => {
    expect(moveInGrid(rows, 2, 'right')).toBe(3);
    expect(moveInGrid(rows, 4, 'right')).toBe(5);
    expect(moveInGrid(rows, 5, 'left')).toBe(4);
    expect(moveInGrid(rows, 0, 'left')).toBe(0);
    expect(moveInGrid(rows, 11, 'right')).toBe(11);
  });

  it('Up and Down go to the nearest item of the adjacent row', () => {
    expect(moveInGrid(rows, 2, 'down')).toBe(7);
    expect(moveInGrid(rows, 7, 'up')).toBe(2);
    // item 7 is centred at 500; the last row has items at 0-200 and 200-400
    expect(moveInGrid(rows, 7, 'down')).toBe(11);
    expect(moveInGrid(rows, 11, 'down')).toBe(11);
    expect(moveInGrid(rows, 1, 'up')).toBe(1);
  });

  it('Home / End go to the ends of the row, Ctrl+Home / Ctrl+End to the first and last item', () => {
    expect(moveInGrid(rows, 7, 'rowStart')).toBe(5);
    expect(moveInGrid(rows, 7, 'rowEnd')).toBe(9);
    expect(moveInGrid(rows, 7, 'first')).toBe(0);
    expect(moveInGrid(rows, 7, 'last')).toBe(11);
  });

  it('PageDown and PageUp move by a viewport height, at least one row', () => {
    expect(moveInGrid(rows, 2, 'pageDown', 400)).toBe(11);
    expect(moveInGrid(rows, 2, 'pageDown', 100)).toBe(7);
    expect(moveInGrid(rows, 11, 'pageUp', 400)).toBe(1);
    expect(moveInGrid(rows, 0, 'pageUp', 400)).toBe(0);
  });
});

describe('moving in masonry', () => {
  const list = [1, 0.5, 1, 2, 1, 1, 1, 1, 0.8, 1];
  const masonry = computeMasonryLayout({
    containerWidth: 430,
    columns: 4,
    spacing: 10,
    count: list.length,
    aspectRatio: (i) => list[i] as number,
  });

  it('Up and Down stay in the column', () => {
    for (let i = 0; i < 4; i += 1) {
      const below = moveInGrid(masonry, i, 'down');
      expect(masonry.rowOf(below)).toBe(1);
      expect(masonry.columnOf(below)).toBe(masonry.columnOf(i));
      expect(moveInGrid(masonry, below, 'up')).toBe(i);
    }
  });

  it('Left and Right go by column, not by the order of the items', () => {
    const row1 = rowItemsLeftToRight(masonry, 1);
    expect(row1.map((i) => masonry.columnOf(i))).toEqual([0, 1, 2, 3]);
    expect(moveInGrid(masonry, row1[0] as number, 'right')).toBe(row1[1]);
    expect(moveInGrid(masonry, row1[3] as number, 'right')).toBe(rowItemsLeftToRight(masonry, 2)[0]);
  });
});
