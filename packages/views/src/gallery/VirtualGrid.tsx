// The virtualized WAI-ARIA grid under <Gallery> and <Masonry>: a renderer over grid-core. The layout
// (layout/*) places every loaded item; the core's row window tells which rows the scroll position
// shows, and only those rows (plus `overscan` on each side, plus the row of the focused item) are in
// the DOM.
//
// WAI-ARIA grid pattern (grid-core): role grid with aria-rowcount / aria-colcount for the whole
// result (explicit, since most rows are not in the DOM), rows with aria-rowindex, gridcells with
// aria-colindex and aria-selected; one tab stop (roving tabindex), the keys of grid-core/keyboard.ts
// moved by layout/navigation.ts, Space / Enter / Ctrl+A / Escape, a polite live region that says how
// many files are selected. The focused item's row stays mounted while it is scrolled away, so focus
// is never lost; moving focus to an item that is not mounted scrolls it into view first.
//
// Grouped results (spec 000 §3, web setting groupResults): each group under a heading row (a row
// holding one `rowheader` that spans every column: the group title and its count), its files from a
// fresh row / column start (layout/grouped.ts). Headings are virtual rows like the others and count
// in aria-rowcount / aria-rowindex; the keys step over them, so focus only lands on files.

import type { ImageSummary } from '@vitrine/api-client';
import type { LocaleFormat, PluralMessage } from '@vitrine/core';
import { EmptyState, IconImage, useT } from '@vitrine/ui';
import {
  type DragEvent,
  type FocusEvent,
  type ForwardedRef,
  forwardRef,
  type MouseEvent,
  memo,
  type ReactElement,
  type ReactNode,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  GridCell as GridCellElement,
  GridRoot,
  GridRow as GridRowElement,
  GroupHeadingRow as GroupHeadingRowElement,
  LiveRegion,
  modifiersOf,
  type RowPositions,
  useGridAnnouncer,
  useGridKeyboard,
  useGridRowWindow,
  useGrouping,
  useIdSet,
  useInfiniteScroll,
  useItemSelect,
  useRovingFocus,
} from '../grid-core';
import {
  type GridLayout,
  type GroupedLayout,
  isGroupedLayout,
  moveInGrid,
  rowItemsLeftToRight,
  rowWithItems,
} from '../layout';
import { startFilesDrag } from '../selection/drag';
import { externalPreviewUrl } from '../thumbnail/badges';
import { type ThumbnailSettings, ThumbnailView, useThumbnailSettings } from '../thumbnail/Thumbnail';
import {
  defaultGalleryViewProps,
  type GalleryHandle,
  type GalleryViewProps,
  type LayoutBuilder,
} from './props';
import { useContentWidth, useGalleryLayout } from './useGalleryLayout';

export type { GalleryGroup, GallerySelectEvent, SelectionMode } from '../grid-core';
export {
  defaultGalleryViewProps,
  type GalleryHandle,
  type GalleryOpenEvent,
  type GalleryViewProps,
  type LayoutBuilder,
} from './props';
export { isAppended } from './useGalleryLayout';

interface VirtualGridProps<L extends GridLayout> extends GalleryViewProps {
  kind: L['kind'];
  buildLayout: LayoutBuilder<L>;
}

/**
 * The shared body of Gallery and Masonry. `forwardRef` rather than `ref` as a prop: hosts on React
 * 18.3 get the handle too (React 19's ref-as-prop is not essential here; docs/decisions.md).
 */
export const VirtualGrid = forwardRef(VirtualGridRender) as <L extends GridLayout>(
  props: VirtualGridProps<L>,
) => ReactElement | null;

function VirtualGridRender<L extends GridLayout>(
  props: VirtualGridProps<L>,
  ref: ForwardedRef<GalleryHandle>,
) {
  const {
    kind,
    buildLayout,
    images,
    totalCount,
    hasMore = false,
    isLoading = false,
    isLoadingMore = false,
    onLoadMore,
    selectedIds,
    onSelect,
    onSelectAll,
    onClearSelection,
    onOpen,
    overscan = defaultGalleryViewProps.overscan,
    groups,
    groupResults = false,
    groupHeadingHeight = defaultGalleryViewProps.groupHeadingHeight,
    spacing = defaultGalleryViewProps.spacing,
    height,
    renderEmpty,
    className,
    showThumbs,
    workflowBadgesShowOnlyColor,
    badgeGroups,
    now,
    getThumbnailUrl,
    devicePixelRatio,
    locale: localeOverrides,
  } = props;
  const t = useT();
  const settings = useThumbnailSettings({
    showThumbs,
    workflowBadgesShowOnlyColor,
    badgeGroups,
    now,
    getThumbnailUrl,
    devicePixelRatio,
    locale: localeOverrides,
  });
  const { locale } = settings;
  const scrollerRef = useRef<HTMLDivElement | null>(null);
  const gridRef = useRef<HTMLDivElement | null>(null);
  const width = useContentWidth(scrollerRef);
  const count = images.length;

  // The groups: the host's (the session's `groups`), or read from the images' `group`.
  const grouping = useGrouping(groups, groupResults, images);

  // The layout: from the committed one when a page was appended (useGalleryLayout).
  const layout = useGalleryLayout({ images, width, buildLayout, grouping, groupHeadingHeight, spacing });
  const grouped = layout !== null && isGroupedLayout(layout) ? layout : null;

  const selection = useIdSet(selectedIds);

  // Focus: the item with the tab stop. Until the user focuses one, the first item of the first
  // row in view takes it, so Tab lands on something visible.
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);
  const rowCount = layout?.rowCount ?? 0;
  const [firstVisibleRow, setFirstVisibleRow] = useState(0);
  const activeIndex =
    count === 0
      ? -1
      : focusedIndex !== null
        ? Math.min(focusedIndex, count - 1)
        : layout && firstVisibleRow < rowCount
          ? (rowItemsLeftToRight(layout, Math.max(0, rowWithItems(layout, firstVisibleRow, 1)))[0] ?? 0)
          : 0;
  const activeRow = layout && activeIndex >= 0 ? layout.rowOf(activeIndex) : -1;

  // The rows in view: a binary search over the layout's row tops (useRowWindow), so an appended page
  // costs O(log rows) here, not a pass over every row. Masonry: a tall item of a row above the first
  // visible one may reach into the view.
  const positions = useMemo<RowPositions>(
    () =>
      layout
        ? {
            count: layout.rowCount,
            start: (row) => layout.rowTop(row),
            end: (row) => (row + 1 < layout.rowCount ? layout.rowTop(row + 1) : layout.contentHeight),
            listEnd: layout.contentHeight,
          }
        : { count: 0, start: () => 0, end: () => 0, listEnd: 0 },
    [layout],
  );
  const firstRowReaching = useCallback(
    (startIndex: number) => (layout ? layout.firstRowReaching(layout.rowTop(startIndex)) : startIndex),
    [layout],
  );
  const rowWindow = useGridRowWindow({ scrollerRef, positions, overscan, activeRow, firstRowReaching });
  const visibleStart = rowWindow.startIndex;
  useEffect(() => setFirstVisibleRow(visibleStart), [visibleStart]);

  const scrollItemIntoView = useCallback(
    (index: number) => {
      const scroller = scrollerRef.current;
      if (!layout || !scroller || index < 0 || index >= layout.count) return;
      const top = layout.top(index);
      const bottom = top + layout.height(index);
      const viewTop = scroller.scrollTop;
      const viewHeight = scroller.clientHeight;
      if (top < viewTop || bottom - top > viewHeight) scroller.scrollTop = top;
      else if (bottom > viewTop + viewHeight) scroller.scrollTop = bottom - viewHeight;
    },
    [layout],
  );

  // Moves DOM focus once the focused item's cell is rendered (its row is always kept mounted).
  const requestFocus = useRovingFocus(gridRef, `[data-index="${activeIndex}"]`);
  const focusItem = useCallback(
    (index: number) => {
      if (index < 0 || index >= count) return;
      scrollItemIntoView(index);
      requestFocus();
      setFocusedIndex(index);
    },
    [count, scrollItemIntoView, requestFocus],
  );

  useImperativeHandle(ref, () => ({ focus: focusItem, scrollToIndex: scrollItemIntoView }), [
    focusItem,
    scrollItemIntoView,
  ]);

  const select = useItemSelect(images, onSelect);

  const open = useCallback(
    (index: number) => {
      const image = images[index];
      if (!image) return;
      const external = externalPreviewUrl(image);
      // spec 000 §2: the external preview opens in a new tab instead of the viewer.
      if (external) window.open(external, '_blank', 'noopener,noreferrer');
      else onOpen?.({ id: image.id, index, image });
    },
    [images, onOpen],
  );

  const indexOf = (target: EventTarget | null): number | null => {
    const cell = target instanceof Element ? target.closest<HTMLElement>('[data-index]') : null;
    if (!cell || !gridRef.current?.contains(cell)) return null;
    const index = Number(cell.dataset.index);
    return Number.isInteger(index) ? index : null;
  };

  // The keys (grid-core): the layout's navigation model moves by items; Enter opens.
  const onKeyDown = useGridKeyboard<number>({
    active: layout && activeIndex >= 0 ? activeIndex : null,
    move: (from, move) =>
      layout ? moveInGrid(layout, from, move, scrollerRef.current?.clientHeight ?? 0) : from,
    itemOf: (index) => index,
    focus: focusItem,
    select,
    activate: (index, key) => {
      if (key !== 'Enter') return false;
      open(index);
      return true;
    },
    onSelectAll,
    onClearSelection,
    selectionSize: selection.size,
  });

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const index = indexOf(event.target);
    if (index === null) return;
    select(index, modifiersOf(event));
  };

  // Issue 15: a file dragged out carries the selection when it is one of the selected files (the
  // trees take it: onto a folder the files move, onto a set they are added).
  const onDragStart = (event: DragEvent<HTMLDivElement>) => {
    const index = indexOf(event.target);
    const image = index === null ? undefined : images[index];
    if (image) startFilesDrag(event.dataTransfer, image.id, selection);
  };

  const onDoubleClick = (event: MouseEvent<HTMLDivElement>) => {
    const index = indexOf(event.target);
    if (index !== null) open(index);
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const index = indexOf(event.target);
    if (index !== null && index !== focusedIndex) setFocusedIndex(index);
  };

  // The selection, said politely (no announcement for the selection a view starts with).
  const { announcement } = useGridAnnouncer(selection.size, locale);

  // Infinite scroll (spec 000 §4, §9), once the files are laid out: before that the scroll height
  // says nothing. The row window's own reading of the scroll position and the viewport (its scroll
  // listener, added in a layout effect, runs before this one) and the layout's height: reading them
  // from the DOM just after the rows were re-rendered would force a synchronous layout on every
  // scroll event (the top self time of an append in the views bench's CPU profile).
  const { viewport } = rowWindow;
  const distanceToEnd = useCallback(() => {
    const { offset, height: viewportHeight } = viewport.current;
    const contentHeight = layout ? Math.ceil(layout.contentHeight) : 0;
    return Math.max(contentHeight, viewportHeight) - offset - viewportHeight;
  }, [layout, viewport]);
  useInfiniteScroll({
    scrollerRef,
    count,
    hasMore,
    isLoadingMore,
    onLoadMore,
    ready: layout !== null,
    distanceToEnd,
    recheck: height,
  });

  const loadingText = t('common.loading');
  const rowIndexCount =
    hasMore || (totalCount !== undefined && totalCount > count)
      ? kind === 'masonry' && totalCount !== undefined && layout && !grouped
        ? Math.ceil(totalCount / layout.colCount)
        : -1
      : rowCount;

  let body: ReactNode;
  if (layout && count > 0) {
    body = (
      <GridRoot
        ref={gridRef}
        aria-label={props['aria-label'] ?? locale.gridLabel}
        aria-rowcount={rowIndexCount}
        aria-colcount={layout.colCount}
        aria-multiselectable="true"
        className="vt-views__grid"
        style={{ height: Math.ceil(layout.contentHeight) }}
        onKeyDown={onKeyDown}
        onClick={onClick}
        onDoubleClick={onDoubleClick}
        onDragStart={onDragStart}
        onFocus={onFocus}
      >
        {rowWindow.rows.map((row) =>
          grouped && grouped.headingOf(row) >= 0 ? (
            <GroupHeadingRow
              key={row}
              layout={grouped}
              row={row}
              title={grouping?.[grouped.headingOf(row)]?.title ?? ''}
              countText={groupCountText(grouped, grouped.headingOf(row), locale.groupCount, settings.format)}
            />
          ) : (
            <GridRow
              key={row}
              layout={layout}
              row={row}
              images={images}
              selection={selection}
              activeIndex={activeIndex}
              settings={settings}
            />
          ),
        )}
      </GridRoot>
    );
  } else if (isLoading || (count > 0 && !layout)) {
    body = (
      <div role="status" className="vt-views__status">
        {isLoading ? loadingText : null}
      </div>
    );
  } else {
    body = renderEmpty ? (
      <div className="vt-views__empty">{renderEmpty()}</div>
    ) : (
      <EmptyState className="vt-views__empty-state" icon={<IconImage />} title={locale.empty} />
    );
  }

  return (
    <div
      className={className ? `vt-views__view ${className}` : 'vt-views__view'}
      data-view={kind}
      style={height !== undefined ? { height } : undefined}
    >
      <div ref={scrollerRef} className="vt-views__scroller">
        {body}
        {isLoadingMore && count > 0 ? (
          <div role="status" className="vt-views__status" data-kind="more">
            {loadingText}
          </div>
        ) : null}
      </div>
      <LiveRegion>{announcement}</LiveRegion>
    </div>
  );
}

function groupCountText(
  layout: GroupedLayout,
  group: number,
  message: PluralMessage,
  format: LocaleFormat,
): string {
  return format.plural(message, layout.groupEnd(group) - layout.groupStart(group));
}

interface GroupHeadingRowProps {
  layout: GroupedLayout;
  row: number;
  title: string;
  countText: string;
}

/** A group's heading: a row of one rowheader spanning every column, not focusable (the keys step over it). */
function GroupHeadingRow({ layout, row, title, countText }: GroupHeadingRowProps) {
  const top = Math.round(layout.rowTop(row));
  return (
    <GroupHeadingRowElement
      rowIndex={row + 1}
      colCount={layout.colCount}
      title={title}
      countText={countText}
      className="vt-views__row vt-views__group-row"
      headingClassName="vt-views__group-heading"
      style={{ top, height: Math.round(layout.rowBottom(row)) - top }}
    />
  );
}

interface GridRowProps {
  layout: GridLayout;
  row: number;
  images: readonly ImageSummary[];
  selection: ReadonlySet<number>;
  activeIndex: number;
  settings: ThumbnailSettings;
}

function GridRow({ layout, row, images, selection, activeIndex, settings }: GridRowProps) {
  const top = Math.round(layout.rowTop(row));
  const items = rowItemsLeftToRight(layout, row);
  return (
    <GridRowElement
      rowIndex={row + 1}
      className="vt-views__row"
      style={{ top, height: Math.round(layout.rowBottom(row)) - top }}
    >
      {items.map((index) => {
        const image = images[index];
        if (!image) return null;
        const left = Math.round(layout.left(index));
        const itemTop = Math.round(layout.top(index));
        return (
          <GridCell
            key={image.id}
            image={image}
            index={index}
            column={layout.columnOf(index)}
            left={left}
            top={itemTop - top}
            width={Math.round(layout.left(index) + layout.width(index)) - left}
            height={Math.round(layout.top(index) + layout.height(index)) - itemTop}
            selected={selection.has(image.id)}
            tabbable={index === activeIndex}
            settings={settings}
          />
        );
      })}
    </GridRowElement>
  );
}

interface GridCellProps {
  image: ImageSummary;
  index: number;
  column: number;
  left: number;
  top: number;
  width: number;
  height: number;
  selected: boolean;
  tabbable: boolean;
  settings: ThumbnailSettings;
}

const GridCell = memo(function GridCell(props: GridCellProps) {
  const { image, index, column, left, top, width, height, selected, tabbable, settings } = props;
  return (
    <GridCellElement
      colIndex={column + 1}
      aria-selected={selected}
      tabbable={tabbable}
      data-index={index}
      data-selected={selected ? '' : undefined}
      className="vt-views__cell"
      style={{ left, top, width, height }}
    >
      <ThumbnailView image={image} width={width} height={height} settings={settings} />
    </GridCellElement>
  );
});
