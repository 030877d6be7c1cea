// Dragging files out of a view (issue 15): a tile or a row drags its file, or the whole selection
// when it is one of the selected files, in the drag data a folder or set tree reads (the trees accept
// `application/x-vitrine-files` with `{ imageIds }`: dropped on a folder the files move, on a set they
// are added, spec 000 §1, §4, spec 001 §5, §7). Pure but for the DataTransfer it writes. Keyboard users
// have the same through the menus (Move to folder…, Add to set…).
import { encodeFilesDrag, FILES_DRAG_TYPE, type FilesDragPayload } from '@vitrine/core';

/** The data-transfer type of files dragged from a view, as the trees read it (@vitrine/core's). */
export { FILES_DRAG_TYPE };

/** What a files drag carries (JSON under {@link FILES_DRAG_TYPE}). */
export type FilesDragData = FilesDragPayload;

/**
 * The files a drag of `id` carries: the whole selection when `id` is selected (in the selection's
 * order), else `id` alone.
 */
export function draggedFileIds(id: number, selected: ReadonlySet<number> | readonly number[]): number[] {
  const ids = selected instanceof Set ? [...selected] : [...(selected as readonly number[])];
  return ids.includes(id) ? [...new Set(ids)] : [id];
}

/**
 * Writes the drag of `imageIds` (files may be moved to a folder or copied into a set); `fromSidebar`:
 * dragged from the file sidebar, which the drop tells the server (spec 001 §7 isDropFromSidebar).
 */
export function setFilesDragData(
  dataTransfer: DataTransfer,
  imageIds: readonly number[],
  { fromSidebar = false }: { fromSidebar?: boolean } = {},
): void {
  dataTransfer.setData(
    FILES_DRAG_TYPE,
    encodeFilesDrag({ imageIds: [...imageIds], ...(fromSidebar ? { fromSidebar: true } : {}) }),
  );
  dataTransfer.effectAllowed = 'copyMove';
}

/** Starts the drag of the file with `id` from a view: the selection or the file (see {@link draggedFileIds}). */
export function startFilesDrag(
  dataTransfer: DataTransfer | null,
  id: number,
  selected: ReadonlySet<number> | readonly number[],
): number[] {
  const ids = draggedFileIds(id, selected);
  if (dataTransfer) setFilesDragData(dataTransfer, ids);
  return ids;
}
