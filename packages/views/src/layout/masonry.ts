// Masonry (react-photo-album's "masonry"): columns of equal width, each item as tall as its aspect
// ratio makes it. react-photo-album drops every photo into the shortest column. Here the items go in
// logical rows of `columns` consecutive items, and within a row the tallest item takes the shortest
// column, the next tallest the next shortest, and so on. The columns stay even (a column that ran
// ahead gets the row's shortest item), and every row holds one item per column, so the WAI-ARIA grid
// has real rows and columns: Up and Down stay in the column, and aria-rowindex / aria-colindex mean
// what they say.
//
// A full row's places depend only on it and the rows above, so appending a page lays out the last
// (partial) row again and the new items alone. The full rows live in typed arrays shared, append-only,
// by every layout computed from a previous one; the partial row lives in each layout's own arrays, so
// a layout stays valid after another one is computed from it.
import { clampAspectRatio } from './aspect';
import type { AspectRatioOf, GridLayout } from './types';

/** How masonry columns are laid out. */
export interface MasonryLayoutOptions {
  containerWidth: number;
  /** Number of columns (see resolveMasonryColumns). */
  columns: number;
  /** Gap between columns and between items of a column, in CSS px. */
  spacing: number;
}

/** What {@link computeMasonryLayout} lays out. */
export interface MasonryLayoutInput extends MasonryLayoutOptions {
  count: number;
  aspectRatio: AspectRatioOf;
}

/** A masonry layout. */
export interface MasonryLayout extends GridLayout {
  readonly kind: 'masonry';
  readonly options: Readonly<MasonryLayoutOptions>;
  /** Width of every column, in CSS px. */
  readonly columnWidth: number;
}

/**
 * The number of columns for a width: as many as fit at about `columnWidth` each (rounded to the
 * nearest), at least 1.
 */
export function resolveMasonryColumns(containerWidth: number, columnWidth: number, spacing: number): number {
  if (!(containerWidth > 0) || !(columnWidth > 0)) return 1;
  return Math.max(1, Math.round((containerWidth + spacing) / (columnWidth + spacing)));
}

interface Buffers {
  capacity: number;
  /** y and height of every item (x follows from its column). */
  y: Float64Array;
  h: Float64Array;
  column: Int32Array;
  /** Per row: top, bottom, and the lowest bottom of this row and every row above (for firstRowReaching). */
  rowTop: Float64Array;
  rowBottom: Float64Array;
  rowReach: Float64Array;
}

function allocate(capacity: number, columns: number, keep?: Buffers, keepItems = 0): Buffers {
  const rows = Math.ceil(capacity / columns);
  const buffers: Buffers = {
    capacity,
    y: new Float64Array(capacity),
    h: new Float64Array(capacity),
    column: new Int32Array(capacity),
    rowTop: new Float64Array(rows),
    rowBottom: new Float64Array(rows),
    rowReach: new Float64Array(rows),
  };
  if (keep) {
    const keepRows = Math.floor(keepItems / columns);
    buffers.y.set(keep.y.subarray(0, keepItems));
    buffers.h.set(keep.h.subarray(0, keepItems));
    buffers.column.set(keep.column.subarray(0, keepItems));
    buffers.rowTop.set(keep.rowTop.subarray(0, keepRows));
    buffers.rowBottom.set(keep.rowBottom.subarray(0, keepRows));
    buffers.rowReach.set(keep.rowReach.subarray(0, keepRows));
  }
  return buffers;
}

const num = (value: number | undefined): number => value as number;

/** The partial last row of a layout: its extent and its items' places (index − first item of the row). */
interface PartialRow {
  top: number;
  bottom: number;
  reach: number;
  y: Float64Array;
  h: Float64Array;
  column: Int32Array;
}

class MasonryColumns implements MasonryLayout {
  readonly kind = 'masonry' as const;
  readonly options: Readonly<MasonryLayoutOptions>;
  readonly count: number;
  readonly rowCount: number;
  readonly colCount: number;
  readonly containerWidth: number;
  readonly columnWidth: number;
  readonly contentHeight: number;
  readonly buffers: Buffers;
  /** The partial last row, in this layout's own arrays (a later layout may place its items anew). */
  private readonly lastRow: PartialRow | null;
  private readonly partialStart: number;

  constructor(init: {
    options: MasonryLayoutOptions;
    count: number;
    buffers: Buffers;
    contentHeight: number;
    lastRow: MasonryColumns['lastRow'];
  }) {
    this.options = init.options;
    this.containerWidth = init.options.containerWidth;
    this.count = init.count;
    this.colCount = init.options.columns;
    this.rowCount = Math.ceil(init.count / init.options.columns);
    this.columnWidth = columnWidthOf(init.options);
    this.buffers = init.buffers;
    this.contentHeight = init.contentHeight;
    this.lastRow = init.lastRow;
    this.partialStart = init.lastRow ? (this.rowCount - 1) * this.colCount : init.count;
  }

  /** The partial last row, when `row` is it. */
  private partial(row: number) {
    return this.lastRow !== null && row === this.rowCount - 1 ? this.lastRow : null;
  }

  rowTop(row: number): number {
    return this.partial(row)?.top ?? num(this.buffers.rowTop[row]);
  }

  rowBottom(row: number): number {
    return this.partial(row)?.bottom ?? num(this.buffers.rowBottom[row]);
  }

  private rowReach(row: number): number {
    return this.partial(row)?.reach ?? num(this.buffers.rowReach[row]);
  }

  rowStart(row: number): number {
    return row * this.colCount;
  }

  rowEnd(row: number): number {
    return Math.min(this.count, (row + 1) * this.colCount);
  }

  rowOf(index: number): number {
    return Math.floor(index / this.colCount);
  }

  columnOf(index: number): number {
    if (index >= this.partialStart) return num(this.lastRow?.column[index - this.partialStart]);
    return num(this.buffers.column[index]);
  }

  left(index: number): number {
    return this.columnOf(index) * (this.columnWidth + this.options.spacing);
  }

  top(index: number): number {
    if (index >= this.partialStart) return num(this.lastRow?.y[index - this.partialStart]);
    return num(this.buffers.y[index]);
  }

  width(_index: number): number {
    return this.columnWidth;
  }

  height(index: number): number {
    if (index >= this.partialStart) return num(this.lastRow?.h[index - this.partialStart]);
    return num(this.buffers.h[index]);
  }

  firstRowReaching(y: number): number {
    let low = 0;
    let high = this.rowCount;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.rowReach(mid) > y) high = mid;
      else low = mid + 1;
    }
    return low;
  }
}

function columnWidthOf(options: MasonryLayoutOptions): number {
  return Math.max(1, (options.containerWidth - (options.columns - 1) * options.spacing) / options.columns);
}

function sameOptions(a: MasonryLayoutOptions, b: MasonryLayoutOptions): boolean {
  return a.containerWidth === b.containerWidth && a.columns === b.columns && a.spacing === b.spacing;
}

/**
 * Lays out `count` items in masonry columns. Given `previous` (a layout of the first items of the
 * same list with the same options), only the items after its last full row are laid out.
 */
export function computeMasonryLayout(input: MasonryLayoutInput, previous?: MasonryLayout): MasonryLayout {
  const options: MasonryLayoutOptions = {
    containerWidth: Math.max(1, input.containerWidth),
    columns: Math.max(1, Math.floor(input.columns)),
    spacing: Math.max(0, input.spacing),
  };
  const { columns, spacing } = options;
  const columnWidth = columnWidthOf(options);
  const count = Math.max(0, Math.floor(input.count));

  let fullRows = 0;
  let buffers: Buffers | undefined;
  if (previous instanceof MasonryColumns && sameOptions(previous.options, options)) {
    fullRows = Math.min(Math.floor(previous.count / columns), Math.floor(count / columns));
    buffers = previous.buffers;
  }
  const from = fullRows * columns;
  if (!buffers || buffers.capacity < count) {
    const capacity = Math.max(count, Math.ceil((buffers?.capacity ?? 0) * 1.5), 64);
    buffers = allocate(capacity, columns, buffers, from);
  }
  const { y, h, column, rowTop, rowBottom, rowReach } = buffers;

  // Column bottoms (where the next item of each column goes) after the full rows kept.
  const next = new Float64Array(columns);
  // The last full row has one item in every column: each column continues below its item.
  for (let item = (fullRows - 1) * columns; fullRows > 0 && item < fullRows * columns; item += 1) {
    next[num(column[item])] = num(y[item]) + num(h[item]) + spacing;
  }
  let reach = fullRows > 0 ? num(rowReach[fullRows - 1]) : 0;
  // Scratch for one row: the items' heights, and the row's places by rank (the items tallest first,
  // the columns shortest first). A rank is the number of values that come before (ties: the earlier
  // item, the column on the left), counted without branches: a handful of columns makes that
  // quicker than sorting, whose comparisons the processor cannot predict.
  const heights = new Float64Array(columns);
  const itemByRank = new Int32Array(columns);
  const columnByRank = new Int32Array(columns);
  const aspectRatio = input.aspectRatio;

  // The full rows, straight into the shared arrays: the tallest item to the shortest column.
  const fullEnd = Math.floor(count / columns);
  for (let row = fullRows; row < fullEnd; row += 1) {
    const start = row * columns;
    for (let k = 0; k < columns; k += 1) heights[k] = columnWidth / clampAspectRatio(aspectRatio(start + k));
    for (let k = 0; k < columns; k += 1) {
      const itemHeight = num(heights[k]);
      const bottom = num(next[k]);
      let itemRank = 0;
      let columnRank = 0;
      for (let j = 0; j < k; j += 1) {
        itemRank += +(num(heights[j]) >= itemHeight);
        columnRank += +(num(next[j]) <= bottom);
      }
      for (let j = k + 1; j < columns; j += 1) {
        itemRank += +(num(heights[j]) > itemHeight);
        columnRank += +(num(next[j]) < bottom);
      }
      itemByRank[itemRank] = k;
      columnByRank[columnRank] = k;
    }
    // Every column takes one item: the row starts at the shortest column's bottom.
    const top = num(next[num(columnByRank[0])]);
    let bottom = 0;
    for (let rank = 0; rank < columns; rank += 1) {
      const k = num(itemByRank[rank]);
      const c = num(columnByRank[rank]);
      const itemTop = num(next[c]);
      const itemHeight = num(heights[k]);
      const itemBottom = itemTop + itemHeight;
      next[c] = itemBottom + spacing;
      y[start + k] = itemTop;
      h[start + k] = itemHeight;
      column[start + k] = c;
      if (itemBottom > bottom) bottom = itemBottom;
    }
    if (bottom > reach) reach = bottom;
    rowTop[row] = top;
    rowBottom[row] = bottom;
    rowReach[row] = reach;
  }

  // The partial last row (fewer items than columns), in this layout's own arrays.
  let lastRow: PartialRow | null = null;
  const length = count - fullEnd * columns;
  if (length > 0) {
    const start = fullEnd * columns;
    for (let k = 0; k < length; k += 1) heights[k] = columnWidth / clampAspectRatio(aspectRatio(start + k));
    for (let k = 0; k < length; k += 1) {
      let rank = 0;
      for (let j = 0; j < length; j += 1)
        rank += +(j < k ? num(heights[j]) >= num(heights[k]) : num(heights[j]) > num(heights[k]));
      itemByRank[rank] = k;
    }
    for (let c = 0; c < columns; c += 1) {
      let rank = 0;
      for (let j = 0; j < columns; j += 1)
        rank += +(j < c ? num(next[j]) <= num(next[c]) : num(next[j]) < num(next[c]));
      columnByRank[rank] = c;
    }
    const partial: PartialRow = {
      top: Number.POSITIVE_INFINITY,
      bottom: 0,
      reach: 0,
      y: new Float64Array(length),
      h: new Float64Array(length),
      column: new Int32Array(length),
    };
    for (let rank = 0; rank < length; rank += 1) {
      const k = num(itemByRank[rank]);
      const c = num(columnByRank[rank]);
      const itemTop = num(next[c]);
      const itemHeight = num(heights[k]);
      partial.y[k] = itemTop;
      partial.h[k] = itemHeight;
      partial.column[k] = c;
      if (itemTop < partial.top) partial.top = itemTop;
      if (itemTop + itemHeight > partial.bottom) partial.bottom = itemTop + itemHeight;
    }
    if (partial.bottom > reach) reach = partial.bottom;
    partial.reach = reach;
    lastRow = partial;
  }

  return new MasonryColumns({ options, count, buffers, contentHeight: reach, lastRow });
}
