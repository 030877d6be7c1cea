// <Grid>: the grid view (spec 000 §2 "Grid view"): a virtualized table of the loaded files, row
// height 50 (GRID_ROW_HEIGHT), the columns of spec 000 §9 with a visibility menu saved in the web
// setting visibleGridColumn, single-column sort reported to the host, and inline cell editing that
// needs editData on the image's folder (spec 000 §5): else 'You are not allowed to edit this image'
// and the old value back. WAI-ARIA grid: one tab stop, arrows, Home/End, Ctrl+Home/End,
// PageUp/PageDown; Enter or F2 edits, Enter saves, Escape cancels; aria-rowcount / aria-colcount
// describe the whole result.
//
// Grouped results (spec 000 §3, web setting groupResults): a heading row before each group's files,
// one `rowheader` spanning every column with the group title ('No data' when empty) and its count.
// Heading rows are virtual rows like the files' and count in aria-rowcount / aria-rowindex; the
// keys move between files only (Down from a group's last file lands on the next group's first).
//
// A renderer over grid-core (the keyboard model, roving focus, selection, row window, infinite
// scroll and announcements the gallery uses too); the table's own parts are its navigation model
// (grid-core's moveInTable), the sort, the column menu and the cell editor.
import type { ImageSummary } from '@vitrine/api-client';
import { GRID_ROW_HEIGHT } from '@vitrine/core';
import { EmptyState, IconImage, useT, useWebSetting } from '@vitrine/ui';
import { type DragEvent, useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  clampToTable,
  type GalleryGroup,
  type GallerySelectEvent,
  GridCell,
  GridColumnHeader,
  GridRoot,
  GridRow,
  GroupHeadingRow,
  LiveRegion,
  modifiersOf,
  moveInTable,
  type RowPositions,
  type TablePosition,
  useGridAnnouncer,
  useGridKeyboard,
  useGridRowWindow,
  useGrouping,
  useIdSet,
  useInfiniteScroll,
  useItemSelect,
  useRovingFocus,
} from '../grid-core';
import { startFilesDrag } from '../selection/drag';
import { ColumnMenu, SortIcon } from './ColumnMenu';
import { type GridColumn, resolveVisibleColumns, toggleColumn } from './columns';
import { type DisplayRows, displayRowsOf } from './displayRows';
import { type GridLocaleOverrides, useGridLocale } from './locale';
import { type GridEditedEvent, useCellEditor } from './useCellEditor';

export type { GridEditedEvent } from './useCellEditor';

/** A sort the grid asks for (spec 000 §3 sortOption, sortOrderOption). */
export interface GridSortEvent {
  sortOption: number;
  sortOrderOption: 1 | 2;
}

/** Props of {@link Grid}. */
export interface GridProps {
  /** The loaded files, in the search's order. */
  images: readonly ImageSummary[];
  /** Every file of the result (the count call), for aria-rowcount. */
  totalCount?: number | undefined;
  /** More pages remain: the grid asks for them within 50 px of its end (spec 000 §4, §9). */
  hasMore?: boolean | undefined;
  /** The first page is loading: 'Loading...' instead of the rows. */
  isLoading?: boolean | undefined;
  /** A next page is loading: no new onLoadMore until it ends. */
  isLoadingMore?: boolean | undefined;
  /** Asks the host for the next page (the search session's loadMore). */
  onLoadMore?: (() => void) | undefined;
  /** The search's current sort (spec 000 §3), shown as aria-sort on its column. */
  sortOption?: number | undefined;
  /** The current sort's order: 1 ascending, 2 descending. */
  sortOrderOption?: 1 | 2 | undefined;
  /** A heading asked for a sort: the host changes the search criteria' sort. */
  onSortChange?: ((event: GridSortEvent) => void) | undefined;
  /** The selected files (the host's selection model, like the gallery's). */
  selectedIds?: ReadonlySet<number> | readonly number[] | undefined;
  /** Click or Space on a row: `mode` 'replace', 'toggle' (Ctrl/Cmd) or 'range' (Shift; Shift+Up/Down). */
  onSelect?: ((event: GallerySelectEvent) => void) | undefined;
  /** Ctrl/Cmd+A. */
  onSelectAll?: (() => void) | undefined;
  /** Escape with files selected. */
  onClearSelection?: (() => void) | undefined;
  /** A cell was saved (after the server accepted it). */
  onEdited?: ((event: GridEditedEvent) => void) | undefined;
  /**
   * Grouped results (spec 000 §3): the search session's `groups`; a heading row before each group.
   * `null` or absent: not grouped, unless `groupResults`.
   */
  groups?: readonly GalleryGroup[] | null | undefined;
  /** Group by each image's `group` without `groups` ('No data' when empty). */
  groupResults?: boolean | undefined;
  /** Rows mounted beyond the visible ones, each side (default 5). */
  overscan?: number | undefined;
  /** Partial override of the grid's words. */
  locale?: GridLocaleOverrides | undefined;
}

/** The defaults of {@link GridProps}, declared once (STYLE habit 2). */
export const defaultGridProps = { overscan: 5 } as const;

/**
 * The grid view (spec 000 §2 "Grid view"): the loaded files as a virtualized table (ID, title,
 * author, subject, keywords, location, city, state, country, size), with a column visibility menu
 * (saved in a web setting), a sort asked of the host by a header click, and inline editing of a
 * cell (Enter or F2, Enter saves; without editData on the file's folder it is refused and the old
 * value comes back). A WAI-ARIA grid:
 * one tab stop, arrows, Home / End, PageUp / PageDown; rows select like the gallery's files. Feed
 * it a search session's files; it asks for the next page near its end.
 */
export function Grid(props: GridProps) {
  const {
    images,
    totalCount,
    hasMore = false,
    isLoading = false,
    isLoadingMore = false,
    onLoadMore,
    sortOption,
    sortOrderOption,
    onSortChange,
    onEdited,
    selectedIds,
    onSelect,
    onSelectAll,
    onClearSelection,
    overscan = defaultGridProps.overscan,
    groups,
    groupResults = false,
  } = props;
  const selection = useIdSet(selectedIds);
  const locale = useGridLocale(props.locale);
  const t = useT();
  const [stored, setStored] = useWebSetting('visibleGridColumn');
  const columns = useMemo(() => resolveVisibleColumns(stored), [stored]);
  const count = images.length;
  const id = useId();
  const grouping = useGrouping(groups, groupResults, images);
  const display = useMemo<DisplayRows | null>(
    () => (grouping ? displayRowsOf(grouping, images.length) : null),
    [grouping, images.length],
  );
  const displayCount = display ? display.entries.length : count;
  /** The display row of file `index`. */
  const displayOf = useCallback(
    (index: number) => (display ? (display.displayOf[index] ?? index) : index),
    [display],
  );

  // Focus: row 0 is the header, row r > 0 the file r - 1; one tab stop (the active cell).
  const [active, setActive] = useState<TablePosition>({ row: 0, col: 0 });
  const row = Math.min(active.row, count);
  const col = Math.min(active.col, columns.length - 1);
  // The selection, said politely (not the selection the grid starts with), and 'Saved.' / 'Cancelled.'.
  const { announcement, announce } = useGridAnnouncer(selection.size, locale);
  // Inline editing (Enter or F2, Enter saves, Escape cancels); the focus goes back to the cell after.
  const focusRequest = useRef<() => void>(() => undefined);
  const requestFocus = useCallback(() => focusRequest.current(), []);
  const editor = useCellEditor({ images, locale, announce, onEdited, onClose: requestFocus });
  const { editing } = editor;

  const scrollerRef = useRef<HTMLDivElement | null>(null);
  const gridRef = useRef<HTMLDivElement | null>(null);
  const activeIndex = row - 1;
  const activeDisplay = activeIndex >= 0 ? displayOf(activeIndex) : -1;
  // Rows of GRID_ROW_HEIGHT under the sticky header row (which sits above them inside the scroller):
  // row d spans [(d + 1) × 50, (d + 2) × 50). Fixed heights, so the visible range is arithmetic and an
  // appended page costs nothing per loaded row (useRowWindow).
  const positions = useMemo<RowPositions>(
    () => ({
      count: displayCount,
      start: (d) => (d + 1) * GRID_ROW_HEIGHT,
      end: (d) => (d + 2) * GRID_ROW_HEIGHT,
      listEnd: (displayCount + 1) * GRID_ROW_HEIGHT,
    }),
    [displayCount],
  );
  const rowWindow = useGridRowWindow({ scrollerRef, positions, overscan, activeRow: activeDisplay });
  // The toolbar ends where the table does (issue 14: the Columns button overhung it by the width the
  // scroller keeps for its scrollbar): that width, measured, pads the toolbar's end.
  const toolbarRef = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const toolbar = toolbarRef.current;
    if (!scroller || !toolbar) return;
    const measure = () =>
      toolbar.style.setProperty(
        '--vt-views-table-gutter',
        `${Math.max(0, scroller.offsetWidth - scroller.clientWidth)}px`,
      );
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, []);
  /**
   * Scrolls display row `d` into view if it is not (TanStack Virtual's scrollToIndex with align
   * 'auto' and the header as scroll padding): below the view → its bottom at the view's bottom;
   * above or under the header → its top just under the header.
   */
  const scrollRowIntoView = useCallback(
    (d: number) => {
      const scroller = scrollerRef.current;
      if (!scroller || displayCount === 0) return;
      const index = Math.max(0, Math.min(d, displayCount - 1));
      const size = scroller.clientHeight;
      const offset = scroller.scrollTop;
      const maxOffset = Math.max(0, scroller.scrollHeight - size);
      const start = positions.start(index);
      const end = positions.end(index);
      let to: number;
      if (end >= offset + size) to = index === displayCount - 1 ? maxOffset : end - size;
      else if (start <= offset + GRID_ROW_HEIGHT) to = start - GRID_ROW_HEIGHT;
      else return;
      scroller.scrollTop = Math.max(0, Math.min(maxOffset, to));
    },
    [displayCount, positions],
  );

  // Move the focus to the active cell after the render that mounted it (not while a cell is edited).
  const focusActive = useRovingFocus(gridRef, `[data-row="${row}"][data-col="${col}"]`, editing !== null);
  focusRequest.current = focusActive;

  const moveTo = useCallback(
    (next: TablePosition) => {
      const target = clampToTable(next, { rows: count, cols: columns.length });
      focusActive();
      setActive(target);
      if (target.row > 0) {
        const at = displayOf(target.row - 1);
        // A group's first file brings its heading into view with it.
        const heading = display && at > 0 && (display.entries[at - 1] ?? 0) < 0 ? at - 1 : at;
        scrollRowIntoView(heading);
        if (heading !== at) scrollRowIntoView(at);
      } else if (scrollerRef.current) scrollerRef.current.scrollTop = 0;
    },
    [count, columns.length, scrollRowIntoView, displayOf, display, focusActive],
  );

  const sortBy = useCallback(
    (column: GridColumn) => {
      if (column.sortOption === null || !onSortChange) return;
      const same = sortOption === column.sortOption;
      onSortChange({
        sortOption: column.sortOption,
        sortOrderOption: same && sortOrderOption !== 2 ? 2 : 1,
      });
    },
    [onSortChange, sortOption, sortOrderOption],
  );

  const select = useItemSelect(images, onSelect);

  // The keys (grid-core): the table's navigation model (the header row 0, then a row per file);
  // Enter or Space on a header sorts, Enter or F2 on a cell edits it, Space selects the cell's file.
  const onKeyDown = useGridKeyboard<TablePosition>({
    active: { row, col },
    move: (from, move) =>
      moveInTable(from, move, {
        rows: count,
        cols: columns.length,
        pageRows: Math.max(1, Math.floor((scrollerRef.current?.clientHeight ?? 500) / GRID_ROW_HEIGHT) - 1),
      }),
    itemOf: (position) => (position.row > 0 ? position.row - 1 : null),
    focus: moveTo,
    select,
    activate: (position, key) => {
      const column = columns[position.col];
      if (!column) return false;
      if (position.row === 0) {
        if (key !== 'F2') sortBy(column);
        return true;
      }
      if (key === ' ') return false;
      editor.startEdit(position.row - 1, column);
      return true;
    },
    onSelectAll,
    onClearSelection,
    selectionSize: selection.size,
    paused: editing !== null,
  });

  // Infinite scroll (spec 000 §4, §9): within 50 px of the bottom, once per page.
  useInfiniteScroll({
    scrollerRef,
    count,
    hasMore,
    isLoadingMore,
    onLoadMore,
    distanceToEnd: distanceToScrollEnd,
  });

  // Grouped: the headings of pages not loaded yet are unknown, so -1 until every page is there.
  const rowCount = display
    ? hasMore || (totalCount ?? count) > count
      ? -1
      : displayCount + 1
    : hasMore && totalCount === undefined
      ? -1
      : Math.max(totalCount ?? count, count) + 1;
  const template = columns.map((column) => `minmax(${column.minWidth}rem, ${column.width}fr)`).join(' ');
  const items = rowWindow.rows.map((index) => ({ index, start: positions.start(index) }));
  const sortState = (column: GridColumn) =>
    column.sortOption === null
      ? undefined
      : sortOption === column.sortOption
        ? sortOrderOption === 2
          ? 'descending'
          : 'ascending'
        : 'none';

  return (
    <div className="vt-views__view vt-views__table-view" data-view="grid">
      <div className="vt-views__table-toolbar" ref={toolbarRef}>
        <ColumnMenu
          id={`${id}-columns`}
          label={locale.columnsMenu}
          listLabel={locale.columnsMenuLabel}
          visible={columns.map((column) => column.id)}
          names={locale.columns}
          onToggle={(column) => setStored(toggleColumn(stored, column))}
        />
      </div>
      <div className="vt-views__scroller" ref={scrollerRef}>
        <GridRoot
          ref={gridRef}
          aria-label={locale.gridLabel}
          aria-rowcount={rowCount}
          aria-colcount={columns.length}
          aria-multiselectable={onSelect ? true : undefined}
          aria-busy={isLoading || undefined}
          className="vt-views__table"
          onKeyDown={onKeyDown}
          // Issue 15: a row dragged out carries the selection when it is selected (the trees take it).
          onDragStart={(event: DragEvent<HTMLDivElement>) => {
            const row =
              event.target instanceof Element ? event.target.closest<HTMLElement>('[data-id]') : null;
            const id = Number(row?.dataset.id);
            if (Number.isInteger(id)) startFilesDrag(event.dataTransfer, id, selection);
          }}
          style={{
            height: GRID_ROW_HEIGHT + displayCount * GRID_ROW_HEIGHT,
            minWidth: `max(100%, ${columns.reduce((sum, column) => sum + column.minWidth, 0)}rem)`,
          }}
        >
          <GridRow rowIndex={1} className="vt-views__table-head" style={{ gridTemplateColumns: template }}>
            {columns.map((column, c) => (
              <GridColumnHeader
                key={column.id}
                colIndex={c + 1}
                tabbable={row === 0 && col === c}
                aria-sort={sortState(column)}
                data-row={0}
                data-col={c}
                data-sortable={column.sortOption !== null || undefined}
                className="vt-views__table-header"
                // The grid's onKeyDown handles Enter and Space on a header.
                onClick={() => {
                  setActive({ row: 0, col: c });
                  sortBy(column);
                }}
              >
                {locale.columns[column.id]}
                {sortState(column) === 'ascending' ? <SortIcon down={false} /> : null}
                {sortState(column) === 'descending' ? <SortIcon down /> : null}
              </GridColumnHeader>
            ))}
          </GridRow>
          {items.map((item) => {
            const entry = display ? (display.entries[item.index] ?? 0) : item.index;
            if (display && entry < 0) {
              const group = -1 - entry;
              const start = display.groups[group]?.start ?? 0;
              const end = display.groups[group + 1]?.start ?? count;
              return (
                <GroupHeadingRow
                  key={`group-${group}`}
                  rowIndex={item.index + 2}
                  colCount={columns.length}
                  title={display.groups[group]?.title}
                  countText={t.format.plural(locale.groupCount, end - start)}
                  className="vt-views__table-group"
                  headingClassName="vt-views__table-group-heading"
                  style={{ height: GRID_ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
                />
              );
            }
            const image = images[entry];
            if (!image) return null;
            const r = entry + 1;
            return (
              <GridRow
                key={image.id}
                rowIndex={item.index + 2}
                data-id={image.id}
                data-file-id={image.id}
                // Not while one of its cells is edited (the editor's text is selected by dragging).
                draggable={editing?.id !== image.id}
                aria-selected={onSelect ? selection.has(image.id) : undefined}
                data-selected={selection.has(image.id) || undefined}
                className="vt-views__table-row"
                style={{
                  gridTemplateColumns: template,
                  height: GRID_ROW_HEIGHT,
                  transform: `translateY(${item.start}px)`,
                }}
              >
                {columns.map((column, c) => {
                  const isEditing = editing?.id === image.id && editing.column === column.id;
                  const text = editor.textOf(image, column);
                  return (
                    <GridCell
                      key={column.id}
                      colIndex={c + 1}
                      tabbable={!isEditing && row === r && col === c}
                      aria-readonly={column.field === null || undefined}
                      data-row={r}
                      data-col={c}
                      data-column={column.id}
                      data-state={isEditing ? 'editing' : editor.stateOf(image, column)}
                      className="vt-views__table-cell"
                      // The grid's onKeyDown handles the keys (arrows, Space, Enter, F2).
                      onClick={(event) => {
                        setActive({ row: r, col: c });
                        if (!isEditing) select(entry, modifiersOf(event));
                      }}
                      onDoubleClick={() => {
                        setActive({ row: r, col: c });
                        editor.startEdit(entry, column);
                      }}
                    >
                      {isEditing ? (
                        <input
                          ref={focusOnMount}
                          className="vt-views__table-input"
                          aria-label={t.format.interpolate(locale.editCell, {
                            column: locale.columns[column.id],
                            name: image.fileName,
                          })}
                          value={editing.draft}
                          onChange={(event) => editor.type(event.target.value)}
                          onKeyDown={(event) => {
                            event.stopPropagation();
                            if (event.key === 'Enter') {
                              event.preventDefault();
                              void editor.save();
                            } else if (event.key === 'Escape') {
                              event.preventDefault();
                              editor.cancel();
                            }
                          }}
                          // Focus left the editor (a click elsewhere): nothing is saved.
                          onBlur={editor.blur}
                        />
                      ) : (
                        <span className="vt-views__table-text">{text}</span>
                      )}
                    </GridCell>
                  );
                })}
              </GridRow>
            );
          })}
        </GridRoot>
        {count === 0 && !isLoading ? (
          <EmptyState className="vt-views__empty-state" icon={<IconImage />} title={locale.empty} />
        ) : null}
        {isLoading || isLoadingMore ? (
          <p className="vt-views__status" data-kind={isLoadingMore ? 'more' : undefined}>
            {t('common.loading')}
          </p>
        ) : null}
      </div>
      <LiveRegion>{announcement}</LiveRegion>
    </div>
  );
}

/** Pixels between the bottom of the scroller's viewport and the end of its content. */
function distanceToScrollEnd(scroller: HTMLElement): number {
  return scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight;
}

/**
 * The cell editor takes the focus when it opens, on the user's Enter, F2 or double click (what
 * autoFocus did; a ref, since the editor appears inside an already mounted grid).
 */
function focusOnMount(input: HTMLInputElement | null): void {
  input?.focus();
}
