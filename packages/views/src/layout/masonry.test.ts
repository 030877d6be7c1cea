// Masonry in logical rows: one item per column per row, each in the shortest column left.
import { createRandom } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import {
  computeMasonryLayout,
  type MasonryLayout,
  type MasonryLayoutOptions,
  resolveMasonryColumns,
} from './masonry';

function ratios(count: number, seed = 9): number[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => 0.5 + random.next() * 1.9);
}

const OPTIONS: MasonryLayoutOptions = { containerWidth: 1000, columns: 4, spacing: 10 };

function layout(list: readonly number[], options = OPTIONS, previous?: MasonryLayout) {
  return computeMasonryLayout(
    { ...options, count: list.length, aspectRatio: (i) => list[i] as number },
    previous,
  );
}

const rects = (result: MasonryLayout) =>
  Array.from({ length: result.count }, (_, i) => [
    result.rowOf(i),
    result.columnOf(i),
    result.left(i),
    result.top(i),
    result.width(i),
    result.height(i),
  ]);

describe('masonry', () => {
  it('gives every column the same width and every item the height of its aspect ratio', () => {
    const list = ratios(50);
    const result = layout(list);
    expect(result.columnWidth).toBe((1000 - 3 * 10) / 4);
    for (let i = 0; i < result.count; i += 1) {
      expect(result.width(i)).toBe(result.columnWidth);
      expect(result.height(i)).toBeCloseTo(result.columnWidth / (list[i] as number), 9);
      expect(result.left(i)).toBe(result.columnOf(i) * (result.columnWidth + 10));
    }
  });

  it('puts one item of each row in each column, the first row from the top', () => {
    const result = layout(ratios(42));
    expect([result.rowCount, result.colCount]).toEqual([11, 4]);
    for (let row = 0; row < result.rowCount; row += 1) {
      const columns = [];
      for (let i = result.rowStart(row); i < result.rowEnd(row); i += 1) columns.push(result.columnOf(i));
      expect(new Set(columns).size).toBe(columns.length);
    }
    expect([0, 1, 2, 3].map((i) => result.top(i))).toEqual([0, 0, 0, 0]);
    // the last row has 2 items: the 2 shortest columns
    expect(result.rowEnd(10) - result.rowStart(10)).toBe(2);
  });

  it('stacks each column without gaps or overlaps; in each row the tallest item takes the shortest column', () => {
    const list = ratios(400);
    const result = layout(list);
    const bottoms = [0, 0, 0, 0];
    for (let row = 0; row < result.rowCount; row += 1) {
      const items = [];
      for (let i = result.rowStart(row); i < result.rowEnd(row); i += 1) items.push(i);
      const byHeight = [...items].sort((a, b) => result.height(b) - result.height(a) || a - b);
      const byBottom = [0, 1, 2, 3].sort((a, b) => (bottoms[a] as number) - (bottoms[b] as number) || a - b);
      byHeight.forEach((item, rank) => {
        expect(result.columnOf(item)).toBe(byBottom[rank]);
        expect(result.top(item)).toBeCloseTo(bottoms[result.columnOf(item)] as number, 9);
      });
      for (const item of items) bottoms[result.columnOf(item)] = result.top(item) + result.height(item) + 10;
    }
    expect(result.contentHeight).toBeCloseTo(Math.max(...bottoms) - 10, 6);
  });

  it('keeps the columns even over 100,000 items: they end within one tallest item of each other', () => {
    const list = ratios(100_000, 2);
    const result = layout(list);
    const bottoms = [0, 0, 0, 0];
    let tallest = 0;
    for (let i = 0; i < result.count; i += 1) {
      const column = result.columnOf(i);
      bottoms[column] = Math.max(bottoms[column] as number, result.top(i) + result.height(i));
      tallest = Math.max(tallest, result.height(i));
    }
    expect(Math.max(...bottoms) - Math.min(...bottoms)).toBeLessThanOrEqual(tallest + 10);
  });

  it('appending pages places the same items as laying out everything at once', () => {
    const list = ratios(3_000, 4);
    let incremental = layout(list.slice(0, 7));
    const snapshots: [MasonryLayout, unknown[]][] = [];
    for (let count = 7; count < list.length; ) {
      count = Math.min(list.length, count + 1 + (count % 53));
      snapshots.push([incremental, rects(incremental)]);
      incremental = layout(list.slice(0, count), OPTIONS, incremental);
    }
    const whole = layout(list);
    expect(rects(incremental)).toEqual(rects(whole));
    expect(incremental.contentHeight).toBe(whole.contentHeight);
    for (const [snapshot, before] of snapshots.slice(-5)) expect(rects(snapshot)).toEqual(before);
  });

  it('finds the first row that reaches below a height, even when a tall item of an earlier row does', () => {
    // column 0 gets a tall item (ratio 0.25) in row 0; the other items are squares
    const list = [0.25, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    const result = layout(list, { containerWidth: 430, columns: 4, spacing: 10 });
    // width 100: row 0 tall item 0..400, squares 0..100; row 1 squares at 110..210 in columns 1-3
    // and one at 410 in column 0
    expect(result.firstRowReaching(250)).toBe(0);
    expect(result.firstRowReaching(450)).toBe(1);
  });

  it('picks about as many columns as fit at the wanted width', () => {
    expect(resolveMasonryColumns(1280, 240, 8)).toBe(5);
    expect(resolveMasonryColumns(300, 240, 8)).toBe(1);
    expect(resolveMasonryColumns(0, 240, 8)).toBe(1);
  });
});
