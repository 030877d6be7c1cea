// sets: the sets tree (spec 000 §1–§8): the headless hook, the styled component, the pure rules and
// the flows, for hosts that keep our logic under their own markup.
export {
  createSetTreeActions,
  type SetCreateParent,
  type SetTreeActionDeps,
  type SetTreeActionResult,
  type SetTreeActions,
  type SetTreePromptOptions,
  setNameError,
  typeLabel,
} from './actions';
export {
  nodeActionIds,
  rootActionIds,
  type SetNodeActionId,
  type SetRootActionId,
  type SetTreePermissions,
} from './menu';
export {
  ancestorKeys,
  buildSetTree,
  flattenSetTree,
  keyOfSelection,
  type LoadedSubsets,
  parentSetLookup,
  parseSetNodeKey,
  type SetChildrenStatus,
  type SetNodeKey,
  type SetTreeGroupItem,
  type SetTreeItem,
  type SetTreeModel,
  type SetTreeSetItem,
  selectionOfKey,
  setNodeKey,
  subtreeKeys,
} from './model';
export { type SetPermissionsTarget, useSetPermissionsGate } from './permissions';
export {
  canAddToItem,
  canEditItem,
  decideDropInTree,
  decideImagesDrop,
  decideSetDrop,
  dropTargetOf,
  type ImagesDropDecision,
  type ImagesDropRefusal,
  listMoveTargets,
  type SetDragSource,
  type SetDropDecision,
  type SetDropInput,
  type SetDropRefusal,
  type SetMoveTarget,
  type SetTreeDropTarget,
} from './rules';
export { SetTree, type SetTreeProps } from './SetTree';
export { type SetTreeState, type UseSetTreeOptions, useSetTree } from './useSetTree';
