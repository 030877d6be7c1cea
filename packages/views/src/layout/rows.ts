// Justified rows (react-photo-album's "rows" layout): every row fills the container width, its
// items share one height, and that height is as close to the target row height as the items allow.
//
// react-photo-album finds the best breaks of the whole album at once (a shortest path over every
// possible row, about 47 ms per 100,000 photos). This layout breaks greedily in one pass: a row
// takes items until its height at full width falls to the target or below, then keeps or drops the
// last item, whichever puts the height nearer the target (as a ratio). A row never changes once it
// is closed, so appending a page lays out only the new items and the unfinished last row; and one
// pass with no object per item lays out 100,000 items in a few milliseconds (tests/bench/views.bench.ts
// prints both side by side).
//
// Memory: the closed rows live in typed arrays shared, append-only, by every layout computed from a
// previous one; the unfinished row lives in each layout's own small arrays. So a layout stays valid
// after another one is computed from it (a render React throws away cannot spoil the one on screen).
import { clampAspectRatio } from './aspect';
import type { AspectRatioOf, GridLayout } from './types';

/** How rows are laid out. */
export interface RowsLayoutOptions {
  /** Width to fill, in CSS px (the scroll container's inner width). */
  containerWidth: number;
  /** The height rows aim for, in CSS px. */
  targetRowHeight: number;
  /** Gap between items and between rows, in CSS px. */
  spacing: number;
}

/** What {@link computeRowsLayout} lays out: `count` items, each known by its aspect ratio. */
export interface RowsLayoutInput extends RowsLayoutOptions {
  count: number;
  /** Width / height of item `index` (see aspectRatioOf); clamped by clampAspectRatio. */
  aspectRatio: AspectRatioOf;
}

/** A justified rows layout. */
export interface RowsLayout extends GridLayout {
  readonly kind: 'rows';
  readonly options: Readonly<RowsLayoutOptions>;
  /** First item of the unfinished last row (laid out at the target height, not stretched); `count` when every row is full. */
  readonly openRowStart: number;
}

interface Buffers {
  capacity: number;
  ratio: Float64Array;
  x: Float64Array;
  w: Float64Array;
  /** rowStart[r] for the closed rows (an item's row is found by binary search). */
  rowStart: Int32Array;
  /** Rows the row arrays hold. */
  rowCapacity: number;
  rowTop: Float64Array;
  rowHeight: Float64Array;
}

function allocate(
  capacity: number,
  rowCapacity: number,
  keep?: Buffers,
  keepItems = 0,
  keepRows = 0,
): Buffers {
  const buffers: Buffers = {
    capacity,
    rowCapacity,
    ratio: new Float64Array(capacity),
    x: new Float64Array(capacity),
    w: new Float64Array(capacity),
    rowStart: new Int32Array(rowCapacity),
    rowTop: new Float64Array(rowCapacity),
    rowHeight: new Float64Array(rowCapacity),
  };
  if (keep) {
    buffers.ratio.set(keep.ratio.subarray(0, keepItems));
    buffers.x.set(keep.x.subarray(0, keepItems));
    buffers.w.set(keep.w.subarray(0, keepItems));
    buffers.rowStart.set(keep.rowStart.subarray(0, keepRows));
    buffers.rowTop.set(keep.rowTop.subarray(0, keepRows));
    buffers.rowHeight.set(keep.rowHeight.subarray(0, keepRows));
  }
  return buffers;
}

/** Room for more rows: a copy of the buffers with twice the row arrays (items kept as they are). */
function growRows(buffers: Buffers, keepRows: number): Buffers {
  const rowCapacity = Math.max(64, buffers.rowCapacity * 2);
  const rowStart = new Int32Array(rowCapacity);
  const rowTop = new Float64Array(rowCapacity);
  const rowHeight = new Float64Array(rowCapacity);
  rowStart.set(buffers.rowStart.subarray(0, keepRows));
  rowTop.set(buffers.rowTop.subarray(0, keepRows));
  rowHeight.set(buffers.rowHeight.subarray(0, keepRows));
  return { ...buffers, rowCapacity, rowStart, rowTop, rowHeight };
}

const num = (value: number | undefined): number => value as number;

class JustifiedRows implements RowsLayout {
  readonly kind = 'rows' as const;
  readonly options: Readonly<RowsLayoutOptions>;
  readonly count: number;
  readonly rowCount: number;
  readonly colCount: number;
  readonly containerWidth: number;
  readonly contentHeight: number;
  readonly openRowStart: number;
  /** Closed rows (all rows but an unfinished last one). */
  readonly closedRows: number;
  readonly maxClosedRowLength: number;
  readonly buffers: Buffers;
  private readonly openX: Float64Array;
  private readonly openW: Float64Array;
  private readonly openTop: number;

  constructor(init: {
    options: RowsLayoutOptions;
    count: number;
    buffers: Buffers;
    closedRows: number;
    openRowStart: number;
    openX: Float64Array;
    openW: Float64Array;
    openTop: number;
    maxClosedRowLength: number;
  }) {
    this.options = init.options;
    this.containerWidth = init.options.containerWidth;
    this.count = init.count;
    this.buffers = init.buffers;
    this.closedRows = init.closedRows;
    this.openRowStart = init.openRowStart;
    this.openX = init.openX;
    this.openW = init.openW;
    this.openTop = init.openTop;
    this.maxClosedRowLength = init.maxClosedRowLength;
    const openLength = init.count - init.openRowStart;
    this.rowCount = init.closedRows + (openLength > 0 ? 1 : 0);
    this.colCount = Math.max(init.maxClosedRowLength, openLength);
    this.contentHeight =
      this.rowCount === 0 ? 0 : this.rowTop(this.rowCount - 1) + this.rowHeightOf(this.rowCount - 1);
  }

  private isOpenRow(row: number): boolean {
    return row >= this.closedRows;
  }

  private rowHeightOf(row: number): number {
    return this.isOpenRow(row) ? this.options.targetRowHeight : num(this.buffers.rowHeight[row]);
  }

  rowTop(row: number): number {
    return this.isOpenRow(row) ? this.openTop : num(this.buffers.rowTop[row]);
  }

  rowBottom(row: number): number {
    return this.rowTop(row) + this.rowHeightOf(row);
  }

  rowStart(row: number): number {
    return this.isOpenRow(row) ? this.openRowStart : num(this.buffers.rowStart[row]);
  }

  rowEnd(row: number): number {
    if (row + 1 >= this.rowCount) return this.count;
    return this.rowStart(row + 1);
  }

  rowOf(index: number): number {
    if (index >= this.openRowStart) return this.closedRows;
    // The last closed row whose first item is at or before `index`.
    const starts = this.buffers.rowStart;
    let low = 0;
    let high = this.closedRows - 1;
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if (num(starts[mid]) <= index) low = mid;
      else high = mid - 1;
    }
    return low;
  }

  columnOf(index: number): number {
    return index - this.rowStart(this.rowOf(index));
  }

  left(index: number): number {
    return index >= this.openRowStart
      ? num(this.openX[index - this.openRowStart])
      : num(this.buffers.x[index]);
  }

  top(index: number): number {
    return this.rowTop(this.rowOf(index));
  }

  width(index: number): number {
    return index >= this.openRowStart
      ? num(this.openW[index - this.openRowStart])
      : num(this.buffers.w[index]);
  }

  height(index: number): number {
    return this.rowHeightOf(this.rowOf(index));
  }

  firstRowReaching(y: number): number {
    // Rows do not overlap: the first row whose bottom is below y.
    let low = 0;
    let high = this.rowCount;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.rowBottom(mid) > y) high = mid;
      else low = mid + 1;
    }
    return low;
  }
}

function sameOptions(a: RowsLayoutOptions, b: RowsLayoutOptions): boolean {
  return (
    a.containerWidth === b.containerWidth &&
    a.targetRowHeight === b.targetRowHeight &&
    a.spacing === b.spacing
  );
}

/**
 * Lays out `count` items in justified rows. Given `previous` (a layout of the first items of the same
 * list with the same options), only the items after its closed rows are laid out: the unfinished last
 * row and what was appended. The caller vouches that those first items did not change.
 */
export function computeRowsLayout(input: RowsLayoutInput, previous?: RowsLayout): RowsLayout {
  const options: RowsLayoutOptions = {
    containerWidth: Math.max(1, input.containerWidth),
    targetRowHeight: Math.max(1, input.targetRowHeight),
    spacing: Math.max(0, input.spacing),
  };
  const { containerWidth: width, targetRowHeight: target, spacing } = options;
  const count = Math.max(0, Math.floor(input.count));

  let from = 0;
  let row = 0;
  let top = 0;
  let maxLength = 0;
  let buffers: Buffers | undefined;
  if (
    previous instanceof JustifiedRows &&
    sameOptions(previous.options, options) &&
    previous.openRowStart <= count
  ) {
    from = previous.openRowStart;
    row = previous.closedRows;
    maxLength = previous.maxClosedRowLength;
    top = previous.closedRows === 0 ? 0 : previous.rowBottom(previous.closedRows - 1) + spacing;
    buffers = previous.buffers;
  }
  if (!buffers || buffers.capacity < count) {
    const capacity = Math.max(count, Math.ceil((buffers?.capacity ?? 0) * 1.5), 64);
    // About three items to a row; growRows makes room when there are more rows.
    const rowCapacity = Math.max(buffers?.rowCapacity ?? 0, Math.ceil(capacity / 3), 64);
    buffers = allocate(capacity, rowCapacity, buffers, from, row);
  }
  const { ratio, x, w } = buffers;

  for (let i = from; i < count; i += 1) ratio[i] = clampAspectRatio(input.aspectRatio(i));

  let rows = buffers;
  const closeRow = (start: number, end: number, height: number) => {
    if (row >= rows.rowCapacity) rows = growRows(rows, row);
    rows.rowStart[row] = start;
    rows.rowTop[row] = top;
    rows.rowHeight[row] = height;
    let left = 0;
    for (let j = start; j < end; j += 1) {
      const itemWidth = num(ratio[j]) * height;
      x[j] = left;
      w[j] = itemWidth;
      left += itemWidth + spacing;
    }
    if (end - start > maxLength) maxLength = end - start;
    top += height + spacing;
    row += 1;
  };

  let start = from;
  let ratioSum = 0;
  let previousHeight = Number.POSITIVE_INFINITY;
  let i = from;
  while (i < count) {
    const items = i - start + 1;
    const sum = ratioSum + num(ratio[i]);
    const available = width - (items - 1) * spacing;
    const height = available / sum;
    if (height > target) {
      ratioSum = sum;
      previousHeight = height;
      i += 1;
      continue;
    }
    // The row is full at item i: keep it (height ≤ target) or leave it for the next row (the row
    // before it is taller than the target), whichever is nearer the target as a ratio.
    if (items > 1 && (available <= 0 || previousHeight / target < target / height)) {
      closeRow(start, i, previousHeight);
    } else {
      closeRow(start, i + 1, height);
      i += 1;
    }
    start = i;
    ratioSum = 0;
    previousHeight = Number.POSITIVE_INFINITY;
  }

  // The unfinished row: at the target height, from the left.
  const openLength = count - start;
  const openX = new Float64Array(openLength);
  const openW = new Float64Array(openLength);
  let left = 0;
  for (let j = 0; j < openLength; j += 1) {
    const itemWidth = num(ratio[start + j]) * target;
    openX[j] = left;
    openW[j] = itemWidth;
    left += itemWidth + spacing;
  }

  return new JustifiedRows({
    options,
    count,
    buffers: rows,
    closedRows: row,
    openRowStart: start,
    openX,
    openW,
    openTop: top,
    maxClosedRowLength: maxLength,
  });
}
