// useRowWindow: which rows of a virtualized list the scroll position shows, for <Gallery>, <Masonry>
// and <Grid> (useGridRowWindow: plus the row of the focused cell, always mounted). The views know where every row is (the layout's rowTop, or the grid's fixed row
// height), so the visible range is a binary search: O(log rows) per scroll event and per appended
// page. (TanStack Virtual, used before, rebuilt its table of every row's start and size whenever the
// row count changed: O(loaded rows) on every append, 100,000 rows for the grid.) The range follows
// TanStack Virtual's rules: the first row starting at or above the scroll offset, the rows until
// the bottom of the viewport, `overscan` more each side, then the view's range extractor.
import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

export type { Range };

/** Where the rows are, in the scroller's content coordinates. */
export interface RowPositions {
  /** Rows in the list. */
  count: number;
  /** Top of row `row` (non-decreasing with the row). */
  start(row: number): number;
  /** Bottom of row `row`. */
  end(row: number): number;
  /** Bottom of the list (scroll offsets beyond it less the viewport are clamped, as TanStack does). */
  listEnd: number;
}

export interface RowWindowOptions {
  scrollerRef: { current: HTMLElement | null };
  positions: RowPositions;
  overscan: number;
  rangeExtractor?: (range: Range) => number[];
}

export interface RowWindow {
  /** The rows to mount, in order. */
  rows: number[];
  /** The first visible row (0 when nothing is shown). */
  startIndex: number;
  /** The scroller's scroll offset and height as of its last scroll or resize (no DOM read). */
  viewport: { readonly current: { offset: number; height: number } };
}

/** The visible rows [startIndex, endIndex] at `offset` in a viewport of `height`, or null. */
export function visibleRows(positions: RowPositions, offset: number, height: number): Range | null {
  const { count } = positions;
  if (count === 0 || height <= 0) return null;
  const at = Math.min(offset, Math.max(positions.listEnd - height, 0));
  // The last row whose start is at or above `at` (TanStack's findNearestBinarySearch).
  let low = 0;
  let high = count - 1;
  let startIndex = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const value = positions.start(middle);
    if (value < at) low = middle + 1;
    else if (value > at) high = middle - 1;
    else {
      startIndex = middle;
      break;
    }
  }
  if (startIndex < 0) startIndex = low > 0 ? low - 1 : 0;
  let endIndex = startIndex;
  const limit = at + height;
  while (endIndex < count - 1 && positions.end(endIndex) < limit) endIndex += 1;
  return { startIndex, endIndex, overscan: 0, count };
}

export function useRowWindow({
  scrollerRef,
  positions,
  overscan,
  rangeExtractor,
}: RowWindowOptions): RowWindow {
  const viewport = useRef({ offset: 0, height: 0 });
  // Re-render when the scroll position or the size moves the visible range (not on every event).
  const [, setTick] = useState(0);
  const latest = useRef({ positions, key: '' });
  latest.current.positions = positions;
  const keyOf = useCallback((p: RowPositions) => {
    const range = visibleRows(p, viewport.current.offset, viewport.current.height);
    return range ? `${range.startIndex}:${range.endIndex}:${p.count}` : '';
  }, []);

  useLayoutEffect(() => {
    const element = scrollerRef.current;
    if (!element) return;
    const update = (sync: boolean) => {
      viewport.current = { offset: element.scrollTop, height: element.clientHeight };
      const key = keyOf(latest.current.positions);
      if (key === latest.current.key) return;
      latest.current.key = key;
      // As TanStack Virtual does while scrolling: the new rows are in the frame the scroll paints.
      if (sync) flushSync(() => setTick((tick) => tick + 1));
      else setTick((tick) => tick + 1);
    };
    update(false);
    const onScroll = () => update(true);
    element.addEventListener('scroll', onScroll, { passive: true });
    const observer = new ResizeObserver(() => update(false));
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      observer.disconnect();
    };
  }, [scrollerRef, keyOf]);

  const { offset, height } = viewport.current;
  const range = visibleRows(positions, offset, height);
  latest.current.key = range ? `${range.startIndex}:${range.endIndex}:${positions.count}` : '';
  const extract = rangeExtractor ?? defaultRangeExtractor;
  const startIndex = range?.startIndex ?? 0;
  const endIndex = range?.endIndex ?? -1;
  const count = positions.count;
  const rows = useMemo(
    () => (endIndex < 0 ? [] : extract({ startIndex, endIndex, overscan, count })),
    [extract, startIndex, endIndex, overscan, count],
  );
  return { rows, startIndex, viewport };
}

export interface GridRowWindowOptions {
  scrollerRef: { current: HTMLElement | null };
  positions: RowPositions;
  overscan: number;
  /** The row of the focused cell (−1: none): it stays mounted while scrolled away, so focus is never lost. */
  activeRow: number;
  /**
   * The first row whose cells reach into row `startIndex` (a masonry's tall item starts on a row
   * above the first visible one); those rows are mounted too.
   */
  firstRowReaching?: ((startIndex: number) => number) | undefined;
}

/**
 * The rows a grid mounts: the visible ones with `overscan` (useRowWindow), the rows reaching into
 * the view from above, and the focused cell's row.
 */
export function useGridRowWindow({
  scrollerRef,
  positions,
  overscan,
  activeRow,
  firstRowReaching,
}: GridRowWindowOptions): RowWindow {
  const rangeExtractor = useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range);
      if (range.count === 0) return rows;
      let all = rows;
      if (firstRowReaching) {
        const first = rows[0] ?? 0;
        const extra: number[] = [];
        for (
          let row = Math.max(0, Math.min(firstRowReaching(range.startIndex), first));
          row < first;
          row += 1
        ) {
          extra.push(row);
        }
        if (extra.length > 0) all = [...extra, ...rows];
      }
      if (activeRow >= 0 && activeRow < range.count && !all.includes(activeRow)) {
        return [...all, activeRow].sort((a, b) => a - b);
      }
      return all;
    },
    [activeRow, firstRowReaching],
  );
  return useRowWindow({ scrollerRef, positions, overscan, rangeExtractor });
}
