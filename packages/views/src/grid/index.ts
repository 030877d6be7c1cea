export { type UpdateImageInput, useCanEditFolder, useUpdateImage } from '../api/grid';
export {
  editGridCell,
  GRID_COLUMNS,
  type GridCellEdit,
  type GridColumn,
  type GridColumnId,
  gridColumn,
  gridEditorText,
  resolveVisibleColumns,
  toggleColumn,
} from './columns';
export { defaultGridProps, Grid, type GridEditedEvent, type GridProps, type GridSortEvent } from './Grid';
export {
  type GridLocale,
  type GridLocaleOverrides,
  gridLocale,
  gridLocalePart,
  resolveGridLocale,
  useGridLocale,
} from './locale';
export { gridLocaleDe } from './locale.de';
