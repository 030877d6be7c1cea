// folder: the folder tree (spec 000 §2, §4, §5, §7, §8): the headless hooks, the styled component,
// its dialogs, and the drop target for files dragged from a view.
export {
  type FolderChildren,
  type FolderParentId,
  folderParentsQuery,
  isLoadMoreNode,
  loadMoreSubfolders,
  mergeFolderPage,
  refetchTake,
  subfoldersQuery,
  toFolderChildren,
} from '../api/folders';
export {
  type FilesDragPayload,
  hasFilesDragData,
  readFilesDragData,
  setFilesDragData,
  VITRINE_FILES_MIME,
} from '../base/dnd';
export { AutoResyncDialog, type AutoResyncDialogProps } from './AutoResyncDialog';
export { FileTypesDialog, type FileTypesDialogProps } from './FileTypesDialog';
export { FolderNotificationsDialog, type FolderNotificationsDialogProps } from './FolderNotificationsDialog';
export { defaultFolderTreeProps, FolderTree, type FolderTreeProps } from './FolderTree';
export {
  type FolderTreeLocale,
  type FolderTreeLocaleOverrides,
  folderTreeLocale,
  folderTreeLocalePart,
  resolveFolderTreeLocale,
  useFolderTreeLocale,
} from './locale';
export { folderTreeLocaleDe } from './locale.de';
export { MoveFolderDialog, type MoveFolderDialogProps } from './MoveFolderDialog';
export {
  ALL_NODE_ID,
  buildFolderNodes,
  type FolderDropRefusal,
  type FolderNodeData,
  type FolderTreeViewNode,
  folderDropRefusal,
  folderNodeId,
  folderPath,
  isCurrentAnswer,
  loadMoreNodeId,
  moveFailureMessage,
  nodeToSelection,
  selectionToNodeId,
  splitFileTypes,
} from './model';
export {
  type FolderActions,
  type FolderDesktopFilesDropEvent,
  type FolderDialog,
  type FolderFilesDropEvent,
  type FolderShareWithPeopleEvent,
  type UseFolderActionsOptions,
  useFolderActions,
} from './useFolderActions';
export { type FolderSearchState, useFolderSearch } from './useFolderSearch';
export {
  defaultFolderTreeOptions,
  type FolderLoadFailure,
  type FolderTreeState,
  type UseFolderTreeOptions,
  useFolderTree,
} from './useFolderTree';
