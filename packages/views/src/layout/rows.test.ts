// Justified rows (react-photo-album's "rows" layout, laid out greedily and incrementally).

import { createRandom } from '@vitrine/core';
import { computeRowsLayout as photoAlbumRows } from 'react-photo-album';
import { describe, expect, it } from 'vitest';
import { aspectRatioOf, DEFAULT_ASPECT_RATIO } from './aspect';
import { computeRowsLayout, type RowsLayout, type RowsLayoutOptions } from './rows';

/** Seeded ratios between 0.5 (portrait) and 2.4 (panorama), like a real library. */
function ratios(count: number, seed = 7): number[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => 0.5 + random.next() * 1.9);
}

const OPTIONS: RowsLayoutOptions = { containerWidth: 1200, targetRowHeight: 220, spacing: 8 };

function layout(list: readonly number[], options = OPTIONS, previous?: RowsLayout) {
  return computeRowsLayout(
    { ...options, count: list.length, aspectRatio: (i) => list[i] as number },
    previous,
  );
}

/** Height of items [start, end) at full width. */
function heightAtFullWidth(list: readonly number[], start: number, end: number, options = OPTIONS) {
  let sum = 0;
  for (let i = start; i < end; i += 1) sum += list[i] as number;
  return (options.containerWidth - (end - start - 1) * options.spacing) / sum;
}

function rects(result: RowsLayout) {
  return Array.from({ length: result.count }, (_, i) => [
    result.rowOf(i),
    result.left(i),
    result.top(i),
    result.width(i),
    result.height(i),
  ]);
}

describe('justified rows', () => {
  it('fills rows of equal squares at the target height and leaves the rest at the target, from the left', () => {
    // 1000 px wide, target 200: five squares make exactly 200 px
    const result = layout(Array(12).fill(1), { containerWidth: 1000, targetRowHeight: 200, spacing: 0 });
    expect(result.rowCount).toBe(3);
    expect([0, 1, 2].map((row) => [result.rowStart(row), result.rowEnd(row)])).toEqual([
      [0, 5],
      [5, 10],
      [10, 12],
    ]);
    expect(result.openRowStart).toBe(10);
    expect([result.left(10), result.width(10), result.left(11), result.height(11)]).toEqual([
      0, 200, 200, 200,
    ]);
    expect([result.rowTop(1), result.rowTop(2), result.contentHeight]).toEqual([200, 400, 600]);
    expect(result.colCount).toBe(5);
  });

  it('stretches every closed row to the container width and keeps the rows one spacing apart', () => {
    const list = ratios(2_000);
    const result = layout(list);
    for (let row = 0; row < result.rowCount; row += 1) {
      const start = result.rowStart(row);
      const end = result.rowEnd(row);
      const heights = new Set(Array.from({ length: end - start }, (_, k) => result.height(start + k)));
      expect(heights.size).toBe(1);
      for (let i = start + 1; i < end; i += 1) {
        expect(result.left(i)).toBeCloseTo(result.left(i - 1) + result.width(i - 1) + OPTIONS.spacing, 6);
      }
      const right = result.left(end - 1) + result.width(end - 1);
      if (row < result.rowCount - 1) {
        expect(right).toBeCloseTo(OPTIONS.containerWidth, 6);
        expect(result.rowTop(row + 1)).toBeCloseTo(result.rowBottom(row) + OPTIONS.spacing, 6);
      } else {
        expect(right).toBeLessThanOrEqual(OPTIONS.containerWidth);
      }
    }
    expect(result.contentHeight).toBeCloseTo(result.rowBottom(result.rowCount - 1), 6);
  });

  it('ends each row where its height is nearest the target: with or without the item that crossed it', () => {
    const list = ratios(2_000, 11);
    const result = layout(list);
    const target = OPTIONS.targetRowHeight;
    for (let row = 0; row < result.rowCount - 1; row += 1) {
      const start = result.rowStart(row);
      const end = result.rowEnd(row);
      const height = heightAtFullWidth(list, start, end);
      if (height <= target) {
        // the last item crossed the target and was kept: without it the row was farther above it
        if (end - start > 1) {
          const without = heightAtFullWidth(list, start, end - 1);
          expect(without).toBeGreaterThan(target);
          expect(without / target).toBeGreaterThanOrEqual(target / height);
        }
      } else {
        // the next item would have crossed the target and was left for the next row: nearer without it
        const withNext = heightAtFullWidth(list, start, end + 1);
        expect(withNext).toBeLessThanOrEqual(target);
        expect(height / target).toBeLessThan(target / withNext);
      }
    }
  });

  it('appending pages lays out the same rows as laying out everything at once', () => {
    const list = ratios(5_000, 3);
    let incremental = layout(list.slice(0, 24));
    const snapshots: [RowsLayout, unknown[]][] = [];
    for (let count = 24; count < list.length; ) {
      count = Math.min(list.length, count + 1 + (count % 97));
      snapshots.push([incremental, rects(incremental)]);
      incremental = layout(list.slice(0, count), OPTIONS, incremental);
    }
    expect(rects(incremental)).toEqual(rects(layout(list)));
    expect(incremental.colCount).toBe(layout(list).colCount);
    // an earlier layout still reads what it read before the later ones were computed from it
    for (const [snapshot, before] of snapshots.slice(-5)) expect(rects(snapshot)).toEqual(before);
  });

  it('lays out from scratch when the options change', () => {
    const list = ratios(600);
    const narrow = layout(list, { ...OPTIONS, containerWidth: 700 });
    const wide = layout(list, OPTIONS, narrow);
    expect(rects(wide)).toEqual(rects(layout(list)));
    expect(wide.contentHeight).not.toBe(narrow.contentHeight);
  });

  it('lays out 100,000 items (the benchmark prints how long it takes)', () => {
    const list = ratios(100_000);
    const result = layout(list);
    expect(result.count).toBe(100_000);
    expect(result.rowEnd(result.rowCount - 1)).toBe(100_000);
    expect(result.rowOf(99_999)).toBe(result.rowCount - 1);
  });

  it('is close to react-photo-album on the same items: about as many rows, each near the target', () => {
    const list = ratios(3_000, 5);
    const ours = layout(list);
    const theirs = photoAlbumRows(
      list.map((ratio) => ({ src: '', width: ratio * 1000, height: 1000 })),
      OPTIONS.spacing,
      0,
      OPTIONS.containerWidth,
      OPTIONS.targetRowHeight,
    );
    const theirRows = theirs?.tracks.length ?? 0;
    expect(Math.abs(ours.rowCount - theirRows) / theirRows).toBeLessThan(0.05);
    let deviation = 0;
    for (let row = 0; row < ours.rowCount - 1; row += 1) {
      deviation += Math.abs(ours.rowBottom(row) - ours.rowTop(row) - OPTIONS.targetRowHeight);
    }
    // on average within 15% of the target
    expect(deviation / (ours.rowCount - 1)).toBeLessThan(0.15 * OPTIONS.targetRowHeight);
  });

  it('finds the first row reaching below a height', () => {
    const result = layout(Array(12).fill(1), { containerWidth: 1000, targetRowHeight: 200, spacing: 0 });
    expect([0, 199, 200, 599, 600].map((y) => result.firstRowReaching(y))).toEqual([0, 0, 1, 2, 3]);
  });

  it('an empty list has no rows and no height', () => {
    const result = layout([]);
    expect([result.count, result.rowCount, result.contentHeight, result.colCount]).toEqual([0, 0, 0, 0]);
  });
});

describe('aspect ratio of an image', () => {
  it('comes from imageInfo width / height, 4:3 without them, clamped at 1:10 and 10:1', () => {
    expect(aspectRatioOf({ imageInfo: { width: 1600, height: 900 } })).toBeCloseTo(16 / 9);
    expect(aspectRatioOf({})).toBe(DEFAULT_ASPECT_RATIO);
    expect(aspectRatioOf({ imageInfo: { width: 0, height: 900 } })).toBe(DEFAULT_ASPECT_RATIO);
    expect(aspectRatioOf({ imageInfo: { width: 100_000, height: 10 } })).toBe(10);
    expect(aspectRatioOf({ imageInfo: { width: 10, height: 100_000 } })).toBe(0.1);
  });
});
