// Files dragged from a view onto a tree (spec 000 §1, §4; spec 001 §5): dropped on a folder they
// move, on a set they are added. One home for the drag's data-transfer type and payload: the views
// write it, the trees read it, and widgets never import each other.

/** The data-transfer type of files dragged from a Vitrine view (JSON {@link FilesDragPayload}). */
export const FILES_DRAG_TYPE = 'application/x-vitrine-files';

/** What a drag of files carries. */
export interface FilesDragPayload {
  /** The dragged file (image) ids, in the view's order for a selection. */
  imageIds: number[];
  /** The folder they come from, when the view knows it. */
  sourceFolderId?: number;
  /** Dragged from the file sidebar: the drop says so (spec 001 §7 isDropFromSidebar). */
  fromSidebar?: boolean;
}

/** The drag's data, as written under {@link FILES_DRAG_TYPE}. */
export function encodeFilesDrag(payload: FilesDragPayload): string {
  return JSON.stringify(payload);
}

/** Reads a drag's data; null when it is missing or not a list of whole file ids. */
export function parseFilesDrag(raw: string | null | undefined): FilesDragPayload | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<FilesDragPayload> | null;
    if (!value || !Array.isArray(value.imageIds) || !value.imageIds.every((id) => Number.isInteger(id)))
      return null;
    return {
      imageIds: value.imageIds,
      ...(typeof value.sourceFolderId === 'number' ? { sourceFolderId: value.sourceFolderId } : {}),
      ...(value.fromSidebar === true ? { fromSidebar: true } : {}),
    };
  } catch {
    return null;
  }
}
