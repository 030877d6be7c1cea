// Folder history (spec 000 §3, §9): pure list operations; storage lives elsewhere.
import { FOLDER_HISTORY_MAX } from '../constants';

/** One history record (spec 000 §3): what was visited, by id and type. */
export interface FolderHistoryRecord {
  /** Folder, set or view id. */
  id: number | string;
  /** What the id names ('folder', 'set', ...). */
  type: string;
}

function sameRecord(a: FolderHistoryRecord, b: FolderHistoryRecord): boolean {
  return String(a.id) === String(b.id) && a.type === b.type;
}

/** spec 000 §9: put a record first, drop its earlier copy, keep at most 10. */
export function addFolderHistory(
  list: readonly FolderHistoryRecord[],
  record: FolderHistoryRecord,
): FolderHistoryRecord[] {
  return [record, ...list.filter((item) => !sameRecord(item, record))].slice(0, FOLDER_HISTORY_MAX);
}

/** Remove a record (a deleted folder, say); the order of the others is kept. */
export function removeFolderHistory(
  list: readonly FolderHistoryRecord[],
  record: FolderHistoryRecord,
): FolderHistoryRecord[] {
  return list.filter((item) => !sameRecord(item, record));
}
