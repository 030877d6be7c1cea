// What every layout of the views gives the virtual grid and the keyboard model: items placed in
// rows, each item a rectangle in CSS pixels from the top-left corner of the content. Both layouts
// (justified rows, masonry) keep their figures in typed arrays, so 100,000 items cost a few
// megabytes and no object per item.

/** A laid-out grid of items, read by the virtual grid and by the keyboard model. */
export interface GridLayout {
  /** 'rows' (justified rows, react-photo-album's "rows") or 'masonry' (columns of logical rows). */
  readonly kind: 'rows' | 'masonry';
  /** Items laid out. */
  readonly count: number;
  /** Rows, the unfinished last one included. */
  readonly rowCount: number;
  /** Cells of the widest row (rows) or the number of columns (masonry). */
  readonly colCount: number;
  /** The width the items were laid out in. */
  readonly containerWidth: number;
  /** Height of the content, from the top of the first row to the bottom of the lowest item. */
  readonly contentHeight: number;
  /** Top of a row (its highest item). */
  rowTop(row: number): number;
  /** Bottom of a row (its lowest item). */
  rowBottom(row: number): number;
  /** The item indexes of a row: [rowStart, rowEnd). */
  rowStart(row: number): number;
  rowEnd(row: number): number;
  /** The row of an item. */
  rowOf(index: number): number;
  /** The column of an item, 0 on the left (aria-colindex − 1). */
  columnOf(index: number): number;
  left(index: number): number;
  top(index: number): number;
  width(index: number): number;
  height(index: number): number;
  /**
   * The first row whose items reach below `y`: rows above it are entirely above `y`. For masonry,
   * where a tall item of one row can reach below the top of later rows, this can come before the
   * row whose top is nearest `y`.
   */
  firstRowReaching(y: number): number;
}

/** The width and height of an item that a layout needs: only its aspect ratio counts. */
export type AspectRatioOf = (index: number) => number;
