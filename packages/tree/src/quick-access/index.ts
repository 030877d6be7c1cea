// quick-access: pinned folders, sets and logical views (spec 000 §1, §3 pinned items, §4 pin/unpin).
export {
  fetchPinnedItems,
  type PinChange,
  type PinMutation,
  type PinMutationOptions,
  pinnedItemsQuery,
  postPinStatus,
  usePinMutation,
  usePinnedItems,
} from '../api/pins';
export {
  applyPinChange,
  EMPTY_PINNED_ITEMS,
  isPinned,
  type PinKind,
  type PinTarget,
  pinTargetKey,
  pinTargetsOf,
  selectionOfPinTarget,
} from './pinned';
export {
  isQuickAccessElement,
  QUICK_ACCESS_ATTRIBUTE,
  QuickAccess,
  type QuickAccessProps,
} from './QuickAccess';
export {
  defaultQuickAccessOptions,
  type QuickAccessItem,
  type QuickAccessNode,
  type QuickAccessState,
  type QuickAccessStatus,
  type UseQuickAccessOptions,
  useQuickAccess,
} from './useQuickAccess';
