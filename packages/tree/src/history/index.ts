// history: the folder history (spec 000 §3 records of id and type in local storage; §9 at most 10,
// no duplicates, newest first) and its menu for the host's top menu (spec 000 §2).
export { FolderHistoryMenu, type FolderHistoryMenuProps } from './FolderHistoryMenu';
export {
  browserLocalStorage,
  createFolderHistoryStore,
  FOLDER_HISTORY_STORAGE_KEY,
  FOLDER_HISTORY_TYPES,
  type FolderHistoryEntry,
  type FolderHistoryStore,
  type FolderHistoryStoreOptions,
  type FolderHistoryType,
  type HistoryStorage,
  historyEntryOf,
  parseFolderHistory,
  selectionOfHistoryEntry,
} from './store';
export {
  type FolderHistoryState,
  folderHistoryStore,
  type UseFolderHistoryOptions,
  useFolderHistory,
} from './useFolderHistory';
