// Which actions a node of the sets tree offers (spec 000 §2 "context actions", §6 permissions), as a
// pure function: the node's own permissions (currentPermissions editData / upload) and the user's
// permissions by name decide; an answer not known yet counts as allowed (the server still decides).
import type { SetTreeItem, SetTreeModel } from './model';
import { listMoveTargets } from './rules';

/** An action on a node. */
export type SetNodeActionId =
  | 'createSubset'
  | 'createSetInGroup'
  | 'rename'
  | 'pin'
  | 'unpin'
  | 'moveTo'
  | 'delete';

/** An action of the tree itself (its header). */
export type SetRootActionId = 'createSet' | 'createGroup';

/** The user's permissions by name (spec 000 §6); undefined while unknown. */
export interface SetTreePermissions {
  add?: boolean | undefined;
  edit?: boolean | undefined;
  delete?: boolean | undefined;
}

const allowed = (...answers: (boolean | undefined)[]) => answers.every((answer) => answer !== false);

/** The actions of one node, in menu order. */
export function nodeActionIds(
  model: SetTreeModel,
  item: SetTreeItem,
  permissions: SetTreePermissions,
): SetNodeActionId[] {
  const out: SetNodeActionId[] = [];
  if (item.kind === 'group') {
    if (allowed(permissions.add)) out.push('createSetInGroup');
    if (allowed(permissions.edit)) out.push('rename');
    if (allowed(permissions.delete)) out.push('delete');
    return out;
  }
  const own = item.set.currentPermissions;
  if (allowed(permissions.add, own?.upload)) out.push('createSubset');
  if (allowed(permissions.edit, own?.editData)) out.push('rename');
  out.push(item.isPinned ? 'unpin' : 'pin');
  // The keyboard alternative to drag and drop: offered when the set can go somewhere.
  if (
    allowed(permissions.edit) &&
    listMoveTargets(model, item.key, '').some((target) => target.decision.ok)
  ) {
    out.push('moveTo');
  }
  if (allowed(permissions.delete)) out.push('delete');
  return out;
}

/** The tree's own actions (create at the top level). */
export function rootActionIds(permissions: SetTreePermissions): SetRootActionId[] {
  return allowed(permissions.add) ? ['createSet', 'createGroup'] : [];
}
