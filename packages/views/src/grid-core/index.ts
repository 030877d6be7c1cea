// The headless core of the views' WAI-ARIA grids (issue 14): keyboard model, roving focus, selection,
// row window, infinite scroll, announcements and the grid's elements. Gallery and Masonry
// (gallery/VirtualGrid.tsx) and Grid (grid/Grid.tsx) are renderers over it; a new view is one more.
export {
  GridCell,
  type GridCellProps,
  GridColumnHeader,
  GridRoot,
  GridRow,
  GroupHeadingRow,
  type GroupHeadingRowProps,
  LiveRegion,
} from './elements';
export { formatGroupTitle, type GalleryGroup, useFormatGroupTitle, useGrouping } from './grouping';
export {
  clampToTable,
  type GridKeyCommand,
  gridKeyCommand,
  type KeyLike,
  modifiersOf,
  moveInTable,
  type SelectionModifiers,
  type TablePosition,
  type TableShape,
} from './keyboard';
export {
  type GallerySelectEvent,
  type SelectionMode,
  selectionModeOf,
  useIdSet,
  useItemSelect,
} from './selection';
export {
  type GridKeyboardOptions,
  type GridKeyEvent,
  handleGridKey,
  useGridKeyboard,
} from './useGridKeyboard';
export { type InfiniteScrollOptions, useInfiniteScroll } from './useInfiniteScroll';
export { useRovingFocus } from './useRovingFocus';
export {
  type GridRowWindowOptions,
  type Range,
  type RowPositions,
  type RowWindow,
  type RowWindowOptions,
  useGridRowWindow,
  useRowWindow,
  visibleRows,
} from './useRowWindow';
export { useGridAnnouncer, useSelectionAnnouncement } from './useSelectionAnnouncement';
