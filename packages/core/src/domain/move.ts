// Moves in the folder and set trees (spec 000 §4, §5): nothing moves into itself or its own
// descendant. Trees are read through a parent lookup (what the client has loaded, or the ids of
// /api/folders/getFolderParentsIds and /api/virtualsets/getsetparentsids), so no tree shape is imposed.
import { LOAD_MORE_NODE_ID, MULTI_DROP_CONFIRM_ABOVE } from '../constants';

/** A folder or set id; numbers and their digit strings name the same node. */
export type NodeId = number | string;

/** The parent of a node, or null / undefined at the root or when unknown. */
export type ParentLookup = (id: NodeId) => NodeId | null | undefined;

function sameId(a: NodeId, b: NodeId): boolean {
  return String(a) === String(b);
}

/**
 * Build a parent lookup from the ids on the path of one node, root first (the answer of
 * getFolderParentsIds plus the node itself): each id's parent is the one before it.
 */
export function makeParentLookupFromPath(pathIds: readonly NodeId[]): ParentLookup {
  const parents = new Map<string, NodeId>();
  pathIds.forEach((id, index) => {
    const parent = pathIds[index - 1];
    if (parent !== undefined) parents.set(String(id), parent);
  });
  return (id) => parents.get(String(id));
}

/**
 * Whether `nodeId` is `ancestorId` or lies under it, walking up through `getParentId`. A cycle in
 * the lookup (bad data) stops the walk instead of looping.
 */
export function isSelfOrDescendant(nodeId: NodeId, ancestorId: NodeId, getParentId: ParentLookup): boolean {
  const seen = new Set<string>();
  let current: NodeId | null | undefined = nodeId;
  while (current !== null && current !== undefined && !seen.has(String(current))) {
    if (sameId(current, ancestorId)) return true;
    seen.add(String(current));
    current = getParentId(current);
  }
  return false;
}

/** What a folder was dropped on (spec 000 §4): a folder node, a quick-access entry, or another node. */
export type FolderDropTargetKind = 'folder' | 'quickAccess' | 'loadMore';

/** Why a folder move was refused. */
export type FolderMoveError = 'notAFolder' | 'self' | 'descendant';

/** The result of a folder move check. */
export type FolderMoveValidation = { ok: true } | { ok: false; code: FolderMoveError };

/** A folder move to check. */
export interface FolderMoveInput {
  /** The folder being moved. */
  sourceId: NodeId;
  /** Where it is dropped. */
  destinationId: NodeId;
  /** What the destination node is; a folder node when left out. */
  destinationKind?: FolderDropTargetKind;
  /** The parent of any loaded folder. */
  getParentId: ParentLookup;
}

/**
 * spec 000 §4, §5: a folder moves only onto another folder node (not a quick-access entry, not the
 * 'Load more...' node), and never into itself or its own descendant.
 */
export function validateFolderMove(input: FolderMoveInput): FolderMoveValidation {
  const kind = input.destinationKind ?? 'folder';
  if (kind !== 'folder' || sameId(input.destinationId, LOAD_MORE_NODE_ID))
    return { ok: false, code: 'notAFolder' };
  if (sameId(input.sourceId, input.destinationId)) return { ok: false, code: 'self' };
  if (isSelfOrDescendant(input.destinationId, input.sourceId, input.getParentId)) {
    return { ok: false, code: 'descendant' };
  }
  return { ok: true };
}

/** Where a set is dropped (spec 000 §4): on a set, on a set group (collection), or on the root. */
export type SetDropTarget = { kind: 'set'; id: NodeId } | { kind: 'group'; id: NodeId } | { kind: 'root' };

/**
 * What a set drop asks (spec 000 §4): onto a set, move confirmation; onto a group, attach
 * confirmation; onto the root, detach confirmation.
 */
export type SetDropAction = 'move' | 'attach' | 'detach';

/** The result of a set drop check. */
export type SetDropValidation =
  | { ok: true; action: SetDropAction }
  | { ok: false; code: 'self' | 'descendant' };

/**
 * spec 000 §4: dropping a set onto itself or its own descendant is rejected; otherwise the target
 * decides which confirmation is asked. `getParentId` walks the set tree.
 */
export function validateSetDrop(
  setId: NodeId,
  target: SetDropTarget,
  getParentId: ParentLookup,
): SetDropValidation {
  if (target.kind === 'root') return { ok: true, action: 'detach' };
  if (target.kind === 'group') return { ok: true, action: 'attach' };
  if (sameId(setId, target.id)) return { ok: false, code: 'self' };
  if (isSelfOrDescendant(target.id, setId, getParentId)) return { ok: false, code: 'descendant' };
  return { ok: true, action: 'move' };
}

/** The result of a file drop check. */
export type FileDropValidation =
  | { ok: true; needsConfirmation: boolean }
  | { ok: false; code: 'groupTarget' };

/**
 * Files dropped on the set tree: spec 000 §4, files cannot be dropped on a group; spec 001 §5,
 * dropping more than 10 images on a set asks confirmation.
 */
export function validateFilesDrop(
  fileCount: number,
  target: Exclude<SetDropTarget, { kind: 'root' }>,
): FileDropValidation {
  if (target.kind === 'group') return { ok: false, code: 'groupTarget' };
  return { ok: true, needsConfirmation: fileCount > MULTI_DROP_CONFIRM_ABOVE };
}
