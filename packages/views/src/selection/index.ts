// The file selection: rules, store and hooks (click, Ctrl/Cmd toggle, Shift range, select all, clear).

export {
  draggedFileIds,
  FILES_DRAG_TYPE,
  type FilesDragData,
  setFilesDragData,
  startFilesDrag,
} from './drag';
export { FileContextMenu, type FileContextMenuProps } from './FileContextMenu';
export { FileSidebar, type FileSidebarProps } from './FileSidebar';
export {
  clearFileSelection,
  EMPTY_FILE_SELECTION,
  type FileSelectionState,
  rangeBetween,
  removeFromFileSelection,
  type SelectionModifiers,
  sameIds,
  selectAllFiles,
  selectFile,
  selectionModifiersOf,
} from './model';
export { SelectionBar, type SelectionBarProps } from './SelectionBar';
export { createFileSelectionStore, type FileSelectionStore } from './store';
export {
  type FileSelection,
  FileSelectionProvider,
  type FileSelectionProviderProps,
  type UseFileSelectionOptions,
  useFileSelection,
  useFileSelectionContext,
  useFileSelectionState,
  useIsFileSelected,
  useSelectedFileIds,
} from './useFileSelection';
