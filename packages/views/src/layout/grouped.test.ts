// Grouped results (spec 000 §3 "group results"): a heading row per group, each group from a fresh
// row / column start, the keyboard stepping over the headings.
import { createRandom } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { computeGroupedLayout, type GroupedLayout, groupStartsOf } from './grouped';
import { computeMasonryLayout, type MasonryLayout } from './masonry';
import { moveInGrid, rowItemsLeftToRight } from './navigation';
import { computeRowsLayout, type RowsLayout } from './rows';
import type { GridLayout } from './types';

function ratios(count: number, seed = 5): number[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => 0.5 + random.next() * 1.9);
}

const HEADING = 40;
const SPACING = 8;

function masonry(list: readonly number[], starts: number[], previous?: GroupedLayout<MasonryLayout>) {
  return computeGroupedLayout<MasonryLayout>(
    {
      count: list.length,
      groupStarts: starts,
      headingHeight: HEADING,
      spacing: SPACING,
      aspectRatio: (i) => list[i] as number,
      build: (aspectRatio, count, before) =>
        computeMasonryLayout(
          { containerWidth: 1000, columns: 4, spacing: SPACING, count, aspectRatio },
          before,
        ),
    },
    previous,
  );
}

function rows(list: readonly number[], starts: number[], previous?: GroupedLayout<RowsLayout>) {
  return computeGroupedLayout<RowsLayout>(
    {
      count: list.length,
      groupStarts: starts,
      headingHeight: HEADING,
      spacing: SPACING,
      aspectRatio: (i) => list[i] as number,
      build: (aspectRatio, count, before) =>
        computeRowsLayout(
          { containerWidth: 1000, targetRowHeight: 200, spacing: SPACING, count, aspectRatio },
          before,
        ),
    },
    previous,
  );
}

const rects = (layout: GridLayout) =>
  Array.from({ length: layout.count }, (_, i) => [
    layout.rowOf(i),
    layout.columnOf(i),
    layout.left(i),
    layout.top(i),
    layout.width(i),
    layout.height(i),
  ]);

describe('groupStartsOf', () => {
  it('starts a group wherever the title changes', () => {
    const titles = ['a', 'a', 'b', 'b', 'b', 'No data', 'a'];
    expect(groupStartsOf(titles.length, (i) => titles[i] as string)).toEqual([0, 2, 5, 6]);
    expect(groupStartsOf(0, () => 'x')).toEqual([]);
  });
});

describe.each([
  ['masonry', masonry],
  ['rows', rows],
] as const)('grouped %s', (_name, build) => {
  const list = ratios(61);
  const starts = [0, 13, 14, 40];
  const layout = build(list, starts);

  it('puts a heading row without items before each group', () => {
    expect(layout.groupCount).toBe(4);
    let expectedRows = 0;
    for (let group = 0; group < 4; group += 1) {
      const heading = layout.headingRow(group);
      expect(heading).toBe(expectedRows);
      expect(layout.headingOf(heading)).toBe(group);
      expect(layout.rowStart(heading)).toBe(layout.rowEnd(heading));
      expect(layout.rowBottom(heading) - layout.rowTop(heading)).toBe(HEADING);
      expectedRows += 1 + layout.groupLayout(group).rowCount;
    }
    expect(layout.rowCount).toBe(expectedRows);
    for (let row = 0; row < layout.rowCount; row += 1) {
      if (layout.headingOf(row) >= 0) continue;
      expect(layout.rowEnd(row)).toBeGreaterThan(layout.rowStart(row));
    }
  });

  it('lays out each group from a fresh row start below its heading', () => {
    for (let group = 0; group < 4; group += 1) {
      const start = layout.groupStart(group);
      const firstRow = layout.headingRow(group) + 1;
      expect(layout.rowStart(firstRow)).toBe(start);
      expect(layout.rowOf(start)).toBe(firstRow);
      // Every item of the group's first row sits right under the heading, from the left.
      const headingBottom = layout.rowBottom(layout.headingRow(group));
      for (let i = layout.rowStart(firstRow); i < layout.rowEnd(firstRow); i += 1)
        expect(layout.top(i)).toBe(headingBottom);
      expect(Math.min(...rowItemsLeftToRight(layout, firstRow).map((i) => layout.left(i)))).toBe(0);
      // and below everything of the group before.
      if (group > 0) {
        for (let i = layout.groupStart(group - 1); i < start; i += 1)
          expect(layout.top(i) + layout.height(i) + SPACING).toBeLessThanOrEqual(
            layout.rowTop(layout.headingRow(group)) + 1e-9,
          );
      }
    }
    const lastItem = list.length - 1;
    let bottom = 0;
    for (let i = 0; i <= lastItem; i += 1) bottom = Math.max(bottom, layout.top(i) + layout.height(i));
    expect(layout.contentHeight).toBeCloseTo(bottom, 9);
  });

  it('appends a page as if laid out from scratch, keeping the unchanged groups', () => {
    const before = build(list.slice(0, 30), starts);
    const appended = build(list, starts, before as never);
    expect(rects(appended)).toEqual(rects(layout));
    expect(appended.groupLayout(0)).toBe(before.groupLayout(0));
    expect(appended.rowCount).toBe(layout.rowCount);
  });

  it('finds the first row reaching below a height like a scan of every row', () => {
    for (let y = 0; y < layout.contentHeight; y += 37) {
      let expected = layout.rowCount;
      for (let row = layout.rowCount - 1; row >= 0; row -= 1) {
        let reach = layout.rowBottom(row);
        for (let r = 0; r < row; r += 1) reach = Math.max(reach, layout.rowBottom(r));
        if (reach > y) expected = row;
      }
      expect(layout.firstRowReaching(y)).toBe(expected);
    }
  });

  it('moves the focus across groups without landing on a heading', () => {
    // Down from the last row of group 0 lands on the first row of group 1 (its only file).
    const lastRowOfFirst = layout.headingRow(1) - 1;
    const from = rowItemsLeftToRight(layout, lastRowOfFirst)[0] as number;
    expect(moveInGrid(layout, from, 'down')).toBe(13);
    expect(moveInGrid(layout, 13, 'up')).toBeLessThan(13);
    expect(layout.rowOf(moveInGrid(layout, 13, 'up'))).toBe(lastRowOfFirst);
    // Right from the last file of a group: the first file of the next one.
    const lastOfFirst = rowItemsLeftToRight(layout, lastRowOfFirst).at(-1) as number;
    expect(moveInGrid(layout, lastOfFirst, 'right')).toBe(13);
    expect(moveInGrid(layout, 13, 'left')).toBe(lastOfFirst);
    expect(layout.rowOf(moveInGrid(layout, 13, 'down'))).toBe(layout.headingRow(2) + 1);
    expect(moveInGrid(layout, 30, 'first')).toBe(rowItemsLeftToRight(layout, 1)[0]);
    expect(layout.groupOf(moveInGrid(layout, 0, 'last'))).toBe(3);
    // Page moves never stop on a heading.
    for (let i = 0; i < layout.count; i += 7) {
      for (const move of ['pageDown', 'pageUp'] as const) {
        const target = moveInGrid(layout, i, move, 150);
        expect(layout.headingOf(layout.rowOf(target))).toBe(-1);
      }
    }
  });
});
