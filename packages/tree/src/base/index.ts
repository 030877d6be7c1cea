// base: the accessible, virtualized tree every Vitrine tree sits on (folders, sets, logical views,
// quick access). Additive changes only: the other trees build on these names.
export {
  type FilesDragPayload,
  hasFilesDragData,
  readFilesDragData,
  setFilesDragData,
  TREE_NODE_MIME,
  type TreeDragSource,
  VITRINE_FILES_MIME,
} from './dnd';
export {
  resolveTreeViewLocale,
  type TreeViewLocale,
  type TreeViewLocaleOverrides,
  treeViewLocale,
  treeViewLocalePart,
  useTreeViewLocale,
} from './locale';
export { treeViewLocaleDe } from './locale.de';
export {
  findNode,
  findTypeAhead,
  flattenVisible,
  isExpandable,
  loadingRowId,
  sameStructure,
  type TreeRow,
  type TreeRowKind,
  type TreeViewNode,
  UNLOADED,
} from './model';
export type { TreeActionItem } from './RowMenu';
export { defaultTreeViewProps, TreeView, type TreeViewHandle, type TreeViewProps } from './TreeView';
