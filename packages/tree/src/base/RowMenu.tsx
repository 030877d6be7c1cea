// The actions of one row: a context menu on the whole row (right click, Shift+F10, the Menu key) and
// an actions button for pointer users, both with the same items (@vitrine/ui ContextMenu and
// ActionMenu). The button is out of the tab order: keyboard users reach the same menu with Shift+F10.
import type { MenuItem } from '@vitrine/ui';

/** One row action: @vitrine/ui's MenuItem (action, separator or label). */
export type TreeActionItem = MenuItem;
