// Drag and drop in the sets tree (spec 000 §4 "Set drag and drop", spec 001 §5), as pure functions:
// what a drop would do, which call it makes, and why it is refused. Built on the move rules of
// @vitrine/core (validateSetDrop, validateFilesDrop) with what only the tree knows: where the set is
// now, whether it may leave its group, and what the node permissions say.
import { type ParentLookup, validateFilesDrop, validateSetDrop } from '@vitrine/core';
import {
  flattenSetTree,
  parentSetLookup,
  type SetNodeKey,
  type SetTreeItem,
  type SetTreeModel,
} from './model';

/** What is dragged: a set (a group cannot be dragged). */
export interface SetDragSource {
  kind: 'set' | 'group';
  id: number;
  /** The parent set; null at the top level or the top of a group. */
  parentSetId?: number | null;
  /** The group it belongs to; null when standalone. */
  groupId?: number | null;
  /** false: the set must stay in a group (spec 000 §3 canBeStandalone). */
  canBeStandalone?: boolean | undefined;
}

/** Where it is dropped: on a set, on a set group (collection), or on the root (the empty area / top level). */
export type SetTreeDropTarget =
  | { kind: 'set'; id: number }
  | { kind: 'group'; id: number }
  | { kind: 'root' };

/** Why a drop is refused. */
export type SetDropRefusal =
  /** Only sets are dragged. */
  | 'notASet'
  /** spec 000 §4: onto itself. */
  | 'self'
  /** spec 000 §4: onto its own descendant. */
  | 'descendant'
  /** It is already there: nothing would change. */
  | 'alreadyThere'
  /** It would leave its group, and `canBeStandalone` is false. */
  | 'cannotBeStandalone'
  /** The user may not edit this set. */
  | 'notAllowed';

/**
 * What a set drop does (spec 000 §4): onto a set, `move` (PATCH /api/virtualsets/move/); onto a group,
 * `attach` (changegroup); onto the root, `detach`: out of its group with changegroup
 * (makeStandalone), or out of its parent set with move (newParentId null).
 */
export type SetDropDecision =
  | { ok: true; action: 'move'; setId: number; newParentId: number }
  | { ok: true; action: 'attach'; setId: number; groupId: number }
  | { ok: true; action: 'detach'; setId: number; call: 'changeGroup' | 'move' }
  | { ok: false; reason: SetDropRefusal };

/** A set drop to decide. */
export interface SetDropInput {
  source: SetDragSource;
  target: SetTreeDropTarget;
  /** The parent set of any loaded set (see parentSetLookup). */
  getParentSetId: ParentLookup;
  /** false when the user may not edit the dragged set; unknown counts as allowed (the server decides). */
  canEdit?: boolean | undefined;
}

/** spec 000 §4: what dropping a set does, or why it is refused. */
export function decideSetDrop({ source, target, getParentSetId, canEdit }: SetDropInput): SetDropDecision {
  if (source.kind !== 'set') return { ok: false, reason: 'notASet' };
  const core = validateSetDrop(source.id, target, getParentSetId);
  if (!core.ok) return { ok: false, reason: core.code };
  if (canEdit === false) return { ok: false, reason: 'notAllowed' };
  const parentSetId = source.parentSetId ?? null;
  const groupId = source.groupId ?? null;
  switch (target.kind) {
    case 'set':
      if (parentSetId === target.id) return { ok: false, reason: 'alreadyThere' };
      return { ok: true, action: 'move', setId: source.id, newParentId: target.id };
    case 'group':
      if (groupId === target.id && parentSetId === null) return { ok: false, reason: 'alreadyThere' };
      return { ok: true, action: 'attach', setId: source.id, groupId: target.id };
    case 'root':
      if (groupId !== null) {
        if (source.canBeStandalone === false) return { ok: false, reason: 'cannotBeStandalone' };
        return { ok: true, action: 'detach', setId: source.id, call: 'changeGroup' };
      }
      if (parentSetId === null) return { ok: false, reason: 'alreadyThere' };
      return { ok: true, action: 'detach', setId: source.id, call: 'move' };
  }
}

/** Why a file drop is refused. */
export type ImagesDropRefusal =
  /** spec 000 §4: files cannot be dropped on a group. */
  | 'groupTarget'
  /** Files go into a set; the top level is not one. */
  | 'rootTarget'
  | 'noImages'
  /** The user may not add to this set. */
  | 'notAllowed';

/** What a file drop does: add the files to the set, after a confirmation above 10 (spec 001 §5). */
export type ImagesDropDecision =
  | { ok: true; setId: number; needsConfirmation: boolean }
  | { ok: false; reason: ImagesDropRefusal };

/** Files dropped on the sets tree (from a view, or from the file sidebar). */
export function decideImagesDrop(input: {
  imageCount: number;
  target: SetTreeDropTarget;
  /** false when the user may not add to the set; unknown counts as allowed. */
  canAdd?: boolean | undefined;
}): ImagesDropDecision {
  const { imageCount, target, canAdd } = input;
  if (target.kind === 'root') return { ok: false, reason: 'rootTarget' };
  const core = validateFilesDrop(imageCount, target);
  if (!core.ok) return { ok: false, reason: 'groupTarget' };
  if (imageCount < 1) return { ok: false, reason: 'noImages' };
  if (canAdd === false) return { ok: false, reason: 'notAllowed' };
  return { ok: true, setId: target.id, needsConfirmation: core.needsConfirmation };
}

/** The drop target a node stands for; `null` (no node) is the root. */
export function dropTargetOf(item: SetTreeItem | null | undefined): SetTreeDropTarget {
  if (!item) return { kind: 'root' };
  return item.kind === 'set' ? { kind: 'set', id: item.id } : { kind: 'group', id: item.id };
}

/** Whether the user may edit a set, from its node permissions (spec 000 §6 currentPermissions.editData). */
export function canEditItem(item: SetTreeItem): boolean | undefined {
  return item.kind === 'set' ? item.set.currentPermissions?.editData : undefined;
}

/** Whether the user may add files to a set, from its node permissions (currentPermissions.upload). */
export function canAddToItem(item: SetTreeItem): boolean | undefined {
  return item.kind === 'set' ? item.set.currentPermissions?.upload : undefined;
}

/** Decides a drop of one loaded node onto another (or onto the root with `targetKey` null). */
export function decideDropInTree(
  model: SetTreeModel,
  sourceKey: SetNodeKey,
  targetKey: SetNodeKey | null,
): SetDropDecision {
  const source = model.byKey.get(sourceKey);
  if (!source) return { ok: false, reason: 'notASet' };
  const target = targetKey === null ? null : model.byKey.get(targetKey);
  if (targetKey !== null && !target) return { ok: false, reason: 'notASet' };
  return decideSetDrop({
    source,
    target: dropTargetOf(target),
    getParentSetId: parentSetLookup(model),
    canEdit: canEditItem(source),
  });
}

/** One choice of the keyboard "Move to…" alternative. */
export interface SetMoveTarget {
  /** The node, or null for the top level. */
  key: SetNodeKey | null;
  kind: 'root' | 'set' | 'group';
  name: string;
  /** 0 for the top level itself, then the node's depth + 1. */
  depth: number;
  decision: SetDropDecision;
}

/**
 * Every place a set could be moved to, in tree order, the top level first: the keyboard alternative
 * to drag and drop (WAI-ARIA has no drag). Refused places are kept (shown disabled) so the list
 * mirrors the tree.
 */
export function listMoveTargets(
  model: SetTreeModel,
  sourceKey: SetNodeKey,
  rootName: string,
): SetMoveTarget[] {
  return [
    { key: null, kind: 'root', name: rootName, depth: 0, decision: decideDropInTree(model, sourceKey, null) },
    ...flattenSetTree(model.items).map(
      (item): SetMoveTarget => ({
        key: item.key,
        kind: item.kind,
        name: item.name,
        depth: item.depth + 1,
        decision: decideDropInTree(model, sourceKey, item.key),
      }),
    ),
  ];
}
