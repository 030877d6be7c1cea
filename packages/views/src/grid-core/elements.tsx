// The elements of the views' WAI-ARIA grid, once: the grid, its rows, cells, column headers, a group
// heading row and the polite live region. The views are virtualized (rows absolutely placed or
// translated, most of them not in the DOM), so the grid is made of <div>s with ARIA roles rather than
// a <table>, and rows are not focusable (focus moves between the cells, one tab stop: the renderer
// gives the active cell `tabbable`). A renderer (Gallery, Masonry, Grid) puts its content in them.
import { type CSSProperties, forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useFormatGroupTitle } from './grouping';

type DivProps = HTMLAttributes<HTMLDivElement> & {
  [data: `data-${string}`]: string | number | boolean | undefined;
};

/** role grid; aria-rowcount / aria-colcount describe the whole result (most rows are not mounted). */
export const GridRoot = forwardRef<HTMLDivElement, DivProps>(function GridRoot(props, ref) {
  // biome-ignore lint/a11y/useSemanticElements: a virtualized WAI-ARIA grid of placed rows, which a <table> cannot be
  return <div ref={ref} role="grid" {...props} />;
});

/** role row, `rowIndex` 1-based over the whole result (aria-rowindex). */
export function GridRow({ rowIndex, ...props }: DivProps & { rowIndex: number }) {
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: focus moves between the cells (WAI-ARIA grid pattern)
    // biome-ignore lint/a11y/useSemanticElements: an absolutely placed band, not a table row
    <div role="row" aria-rowindex={rowIndex} {...props} />
  );
}

export interface GridCellProps extends DivProps {
  /** 1-based column (aria-colindex). */
  colIndex: number;
  /** The cell holds the tab stop (tabIndex 0; the others −1). */
  tabbable: boolean;
}

/** role gridcell: focusable by the keys (tabIndex −1) or the tab stop. */
export const GridCell = forwardRef<HTMLDivElement, GridCellProps>(function GridCell(
  { colIndex, tabbable, ...props },
  ref,
) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a cell of the virtualized grid, not a table cell
    <div ref={ref} role="gridcell" aria-colindex={colIndex} tabIndex={tabbable ? 0 : -1} {...props} />
  );
});

/** role columnheader: a cell of the header row (the grid's keys reach it too). */
export function GridColumnHeader({ colIndex, tabbable, ...props }: GridCellProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a header cell of the virtualized grid
    <div role="columnheader" aria-colindex={colIndex} tabIndex={tabbable ? 0 : -1} {...props} />
  );
}

export interface GroupHeadingRowProps {
  rowIndex: number;
  /** Columns the heading spans (all of them). */
  colCount: number;
  title: ReactNode;
  /** '12 files'. */
  countText: string;
  /** The row's classes. */
  className: string;
  /** The heading cell's classes. */
  headingClassName: string;
  style?: CSSProperties;
}

/**
 * A group's heading (grouped results, spec 000 §3): a row of one rowheader spanning every column,
 * the group title and its count. Not a stop of the keyboard: the keys step over it, focus only
 * lands on files.
 */
export function GroupHeadingRow({
  rowIndex,
  colCount,
  title,
  countText,
  className,
  headingClassName,
  style,
}: GroupHeadingRowProps) {
  const formatTitle = useFormatGroupTitle();
  return (
    <GridRow rowIndex={rowIndex} className={className} data-group-heading="" style={style}>
      {/* biome-ignore lint/a11y/useFocusableInteractive: not a stop of the keyboard; the title of the files below */}
      {/* biome-ignore lint/a11y/useSemanticElements: the heading cell of a placed band */}
      <div role="rowheader" aria-colindex={1} aria-colspan={colCount} className={headingClassName}>
        <span className="vt-views__group-title">
          {typeof title === 'string' ? formatTitle(title) : title}
        </span>
        <span className="vt-views__sr-only">, </span>
        <span className="vt-views__group-count">{countText}</span>
      </div>
    </GridRow>
  );
}

/** The view's polite live region (useGridAnnouncer's text). */
export function LiveRegion({ children }: { children: ReactNode }) {
  return (
    <div className="vt-views__sr-only" aria-live="polite" aria-atomic="true">
      {children}
    </div>
  );
}
