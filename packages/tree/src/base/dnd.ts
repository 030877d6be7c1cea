// Drag and drop of <TreeView>: native HTML5 drag events, so the same rows accept a node dragged
// inside the tree and files dragged from a view (or any element a host wires). react-arborist's own
// react-dnd machinery is switched off with a backend that does nothing (noopDndBackend), so it adds
// no window listeners that would cancel or swallow these drags.
import { encodeFilesDrag, FILES_DRAG_TYPE, type FilesDragPayload, parseFilesDrag } from '@vitrine/core';
import type { Tree } from 'react-arborist';

/** The data-transfer type of a node dragged out of a <TreeView> (JSON `{ ids: string[] }`). */
export const TREE_NODE_MIME = 'application/x-vitrine-tree-node';

/**
 * The data-transfer type of files dragged from a Vitrine view onto a tree (JSON
 * {@link FilesDragPayload}; @vitrine/core's FILES_DRAG_TYPE, under the name the trees have exported).
 * A host whose view drags files sets it with {@link setFilesDragData}.
 */
export const VITRINE_FILES_MIME = FILES_DRAG_TYPE;

export type { FilesDragPayload };

/** What is dragged over a row: a node of this tree, or something from elsewhere. */
export type TreeDragSource<T = unknown> =
  | { kind: 'node'; ids: string[]; data: (T | undefined)[] }
  /** A drag from outside this tree; only its data-transfer types can be read before the drop. */
  | { kind: 'external'; types: readonly string[] };

/** Puts files in a drag so that a folder (or set) row accepts them. */
export function setFilesDragData(dataTransfer: DataTransfer, payload: FilesDragPayload): void {
  dataTransfer.setData(VITRINE_FILES_MIME, encodeFilesDrag(payload));
  dataTransfer.effectAllowed = 'move';
}

/** Whether a drag carries Vitrine files (readable during dragover: only the types are). */
export function hasFilesDragData(types: readonly string[]): boolean {
  return types.includes(VITRINE_FILES_MIME);
}

/** Reads the files of a drop; null when the drop carries none or the data is malformed. */
export function readFilesDragData(dataTransfer: DataTransfer | null): FilesDragPayload | null {
  return parseFilesDrag(dataTransfer?.getData(VITRINE_FILES_MIME));
}

type BackendFactory = NonNullable<Parameters<typeof Tree>[0]['dndBackend']>;

const unsubscribe = () => undefined;

/** A react-dnd backend that does nothing: react-arborist's drag and drop stays off. */
export const noopDndBackend = (() => ({
  setup: () => undefined,
  teardown: () => undefined,
  connectDragSource: () => unsubscribe,
  connectDragPreview: () => unsubscribe,
  connectDropTarget: () => unsubscribe,
  profile: () => ({}),
})) as unknown as BackendFactory;
