// Grouped results (spec 000 §3 "group results", web setting groupResults): each group of consecutive
// items under a heading row, its items laid out from a fresh row start (rows) or column start
// (masonry) below the heading. The groups are stacked: a heading band, the group's own layout (any
// GridLayout, built by the caller), then `spacing`, then the next heading.
//
// The heading rows are rows of the grid without items (rowStart === rowEnd), so the keyboard model
// (navigation.ts) steps over them, and they are virtual rows like the others. Row r of the whole
// grid is either group g's heading or row r − rowOffset(g) − 1 of group g's layout.
//
// Appending a page keeps the layouts of the groups that did not change, and lays out the last group
// again from its previous layout (incrementally, when its builder supports it) and the new groups.
import type { AspectRatioOf, GridLayout } from './types';

/** Lays out `count` items of one group (`aspectRatio(0)` is the group's first item). */
export type GroupLayoutBuilder<L extends GridLayout> = (
  aspectRatio: AspectRatioOf,
  count: number,
  previous: L | undefined,
) => L;

/** What {@link computeGroupedLayout} lays out. */
export interface GroupedLayoutInput<L extends GridLayout> {
  /** Items in all groups. */
  count: number;
  /** The first item of each group, ascending, the first 0 (empty groups are dropped). */
  groupStarts: readonly number[];
  /** Height of a heading band, in CSS px. */
  headingHeight: number;
  /** Gap between a group's last row and the next heading, in CSS px. */
  spacing: number;
  /** The aspect ratio of item `index` of the whole list. */
  aspectRatio: AspectRatioOf;
  build: GroupLayoutBuilder<L>;
}

/** A layout of groups, each under a heading row. */
export interface GroupedLayout<L extends GridLayout = GridLayout> extends GridLayout {
  readonly groupCount: number;
  readonly headingHeight: number;
  /** The group whose heading row `row` is, or −1 for a row of items. */
  headingOf(row: number): number;
  /** The group of item `index`. */
  groupOf(index: number): number;
  /** The first item of group `g` and one past its last. */
  groupStart(group: number): number;
  groupEnd(group: number): number;
  /** The heading row of group `g`. */
  headingRow(group: number): number;
  /** Group `g`'s own layout (item 0 is the group's first item, y 0 its first row). */
  groupLayout(group: number): L;
}

const num = (value: number | undefined): number => value as number;

/** The last position `p` in `sorted[0..length)` with sorted[p] ≤ value (0 when none). */
function lastAtOrBelow(sorted: ArrayLike<number>, length: number, value: number): number {
  let low = 0;
  let high = length - 1;
  while (low < high) {
    const mid = (low + high + 1) >>> 1;
    if (num(sorted[mid]) <= value) low = mid;
    else high = mid - 1;
  }
  return low;
}

class Grouped<L extends GridLayout> implements GroupedLayout<L> {
  readonly kind: GridLayout['kind'];
  readonly count: number;
  readonly rowCount: number;
  readonly colCount: number;
  readonly containerWidth: number;
  readonly contentHeight: number;
  readonly groupCount: number;
  readonly headingHeight: number;
  /** Per group: first item, first row (its heading), top of its heading. */
  readonly starts: Int32Array;
  readonly rowOffsets: Int32Array;
  readonly tops: Float64Array;
  readonly layouts: readonly L[];

  constructor(init: {
    kind: GridLayout['kind'];
    count: number;
    containerWidth: number;
    headingHeight: number;
    spacing: number;
    starts: Int32Array;
    layouts: readonly L[];
  }) {
    this.kind = init.kind;
    this.count = init.count;
    this.containerWidth = init.containerWidth;
    this.headingHeight = init.headingHeight;
    this.starts = init.starts;
    this.layouts = init.layouts;
    this.groupCount = init.layouts.length;
    this.rowOffsets = new Int32Array(this.groupCount);
    this.tops = new Float64Array(this.groupCount);
    let row = 0;
    let top = 0;
    let colCount = 0;
    init.layouts.forEach((layout, group) => {
      this.rowOffsets[group] = row;
      this.tops[group] = top;
      row += 1 + layout.rowCount;
      top += init.headingHeight + layout.contentHeight + init.spacing;
      if (layout.colCount > colCount) colCount = layout.colCount;
    });
    this.rowCount = row;
    this.colCount = Math.max(1, colCount);
    this.contentHeight = this.groupCount === 0 ? 0 : top - init.spacing;
  }

  groupLayout(group: number): L {
    return this.layouts[group] as L;
  }

  groupStart(group: number): number {
    return num(this.starts[group]);
  }

  groupEnd(group: number): number {
    return group + 1 < this.groupCount ? num(this.starts[group + 1]) : this.count;
  }

  headingRow(group: number): number {
    return num(this.rowOffsets[group]);
  }

  groupOf(index: number): number {
    return lastAtOrBelow(this.starts, this.groupCount, index);
  }

  private groupOfRow(row: number): number {
    return lastAtOrBelow(this.rowOffsets, this.groupCount, row);
  }

  headingOf(row: number): number {
    const group = this.groupOfRow(row);
    return num(this.rowOffsets[group]) === row ? group : -1;
  }

  /** Top of group `g`'s items (below its heading). */
  private itemsTop(group: number): number {
    return num(this.tops[group]) + this.headingHeight;
  }

  rowTop(row: number): number {
    const group = this.groupOfRow(row);
    const inner = row - num(this.rowOffsets[group]) - 1;
    if (inner < 0) return num(this.tops[group]);
    return this.itemsTop(group) + this.groupLayout(group).rowTop(inner);
  }

  rowBottom(row: number): number {
    const group = this.groupOfRow(row);
    const inner = row - num(this.rowOffsets[group]) - 1;
    if (inner < 0) return num(this.tops[group]) + this.headingHeight;
    return this.itemsTop(group) + this.groupLayout(group).rowBottom(inner);
  }

  rowStart(row: number): number {
    const group = this.groupOfRow(row);
    const inner = row - num(this.rowOffsets[group]) - 1;
    const start = num(this.starts[group]);
    return inner < 0 ? start : start + this.groupLayout(group).rowStart(inner);
  }

  rowEnd(row: number): number {
    const group = this.groupOfRow(row);
    const inner = row - num(this.rowOffsets[group]) - 1;
    const start = num(this.starts[group]);
    return inner < 0 ? start : start + this.groupLayout(group).rowEnd(inner);
  }

  rowOf(index: number): number {
    const group = this.groupOf(index);
    return num(this.rowOffsets[group]) + 1 + this.groupLayout(group).rowOf(index - num(this.starts[group]));
  }

  columnOf(index: number): number {
    const group = this.groupOf(index);
    return this.groupLayout(group).columnOf(index - num(this.starts[group]));
  }

  left(index: number): number {
    const group = this.groupOf(index);
    return this.groupLayout(group).left(index - num(this.starts[group]));
  }

  top(index: number): number {
    const group = this.groupOf(index);
    return this.itemsTop(group) + this.groupLayout(group).top(index - num(this.starts[group]));
  }

  width(index: number): number {
    const group = this.groupOf(index);
    return this.groupLayout(group).width(index - num(this.starts[group]));
  }

  height(index: number): number {
    const group = this.groupOf(index);
    return this.groupLayout(group).height(index - num(this.starts[group]));
  }

  firstRowReaching(y: number): number {
    if (this.groupCount === 0) return 0;
    // Groups do not overlap: the first group whose bottom is below y, then its heading or a row.
    let low = 0;
    let high = this.groupCount;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.itemsTop(mid) + this.groupLayout(mid).contentHeight > y) high = mid;
      else low = mid + 1;
    }
    if (low >= this.groupCount) return this.rowCount;
    if (this.itemsTop(low) > y) return num(this.rowOffsets[low]);
    return num(this.rowOffsets[low]) + 1 + this.groupLayout(low).firstRowReaching(y - this.itemsTop(low));
  }
}

/** The group starts of a list: positions where the group title changes (the first is 0). */
export function groupStartsOf(count: number, titleOf: (index: number) => string): number[] {
  const starts: number[] = [];
  let previous: string | undefined;
  for (let i = 0; i < count; i += 1) {
    const title = titleOf(i);
    if (i === 0 || title !== previous) starts.push(i);
    previous = title;
  }
  return starts;
}

/**
 * Lays out `count` items in groups. Given `previous` (a grouped layout of the first items of the
 * same list, built with the same builder), the groups that did not change keep their layouts and the
 * last of them grows from its own.
 */
export function computeGroupedLayout<L extends GridLayout>(
  input: GroupedLayoutInput<L>,
  previous?: GroupedLayout<L>,
): GroupedLayout<L> {
  const count = Math.max(0, Math.floor(input.count));
  const starts: number[] = [];
  for (const start of input.groupStarts) {
    if (start >= count) break;
    if (starts.length === 0 ? start === 0 : start > (starts.at(-1) as number)) starts.push(start);
  }
  if (count > 0 && starts[0] !== 0) starts.unshift(0);
  const layouts: L[] = [];
  const old = previous instanceof Grouped ? (previous as Grouped<L>) : undefined;
  starts.forEach((start, group) => {
    const end = group + 1 < starts.length ? (starts[group + 1] as number) : count;
    let before: L | undefined;
    if (old && group < old.groupCount && old.groupStart(group) === start) {
      const oldEnd = old.groupEnd(group);
      if (oldEnd === end) {
        layouts.push(old.groupLayout(group));
        return;
      }
      // The group grew (the last one, a page appended): lay out from its previous layout.
      if (group === old.groupCount - 1 && oldEnd < end) before = old.groupLayout(group);
    }
    layouts.push(input.build((index) => input.aspectRatio(start + index), end - start, before));
  });
  const first = layouts[0];
  return new Grouped<L>({
    kind: first?.kind ?? 'rows',
    count,
    containerWidth: first?.containerWidth ?? 0,
    headingHeight: Math.max(0, input.headingHeight),
    spacing: Math.max(0, input.spacing),
    starts: Int32Array.from(starts),
    layouts,
  });
}

/** True when the layout is a grouped one. */
export function isGroupedLayout(layout: GridLayout): layout is GroupedLayout {
  return layout instanceof Grouped;
}
