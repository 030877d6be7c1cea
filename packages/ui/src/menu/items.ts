// The one item model of every Vitrine menu (dropdown and context menu alike), and how a flat list of
// items becomes the sections a menu draws. Pure: no React rendering here.
import type { ReactNode } from 'react';

/** An action of a menu. */
export interface MenuActionItem {
  type?: 'item';
  /** Unique within the menu (the React key). */
  id: string;
  /** The visible text and accessible name. */
  label: string;
  /** Runs after the menu has closed and focus is back on its trigger, so a dialog it opens returns focus there. */
  onSelect: () => void;
  disabled?: boolean;
  /** 'danger' for destructive actions (delete, exclude). */
  tone?: 'danger';
  /** A decorative icon before the label (hidden from assistive technology). */
  icon?: ReactNode;
  /** A shortcut shown after the label and exposed as aria-keyshortcuts ('Delete', 'Control+C'). */
  shortcut?: string;
}

/** A line between groups of items. */
export interface MenuSeparatorItem {
  type: 'separator';
  id: string;
}

/** A heading that names the items after it, up to the next separator or label. */
export interface MenuLabelItem {
  type: 'label';
  id: string;
  label: string;
}

/** One entry of a menu. Hidden entries are left out by the caller. */
export type MenuItem = MenuActionItem | MenuSeparatorItem | MenuLabelItem;

/** What a menu draws: groups of actions (named when a label starts them) between separators. */
export type MenuSection =
  | { kind: 'group'; id: string; label: MenuLabelItem | undefined; items: MenuActionItem[] }
  | { kind: 'separator'; id: string };

/**
 * Turns items into sections. A label starts a named group; a separator closes the group. Groups with
 * no actions (a label left alone once the caller filtered its items), leading, trailing and doubled
 * separators are dropped, so callers may filter items freely.
 */
export function toMenuSections(items: readonly MenuItem[]): MenuSection[] {
  const sections: MenuSection[] = [];
  let group: Extract<MenuSection, { kind: 'group' }> | undefined;
  let pendingSeparator: MenuSeparatorItem | undefined;
  const close = () => {
    if (group && group.items.length > 0) {
      if (pendingSeparator && sections.length > 0)
        sections.push({ kind: 'separator', id: pendingSeparator.id });
      pendingSeparator = undefined;
      sections.push(group);
    }
    group = undefined;
  };
  for (const item of items) {
    if (item.type === 'separator') {
      close();
      pendingSeparator ??= item;
    } else if (item.type === 'label') {
      close();
      group = { kind: 'group', id: item.id, label: item, items: [] };
    } else {
      group ??= { kind: 'group', id: `${item.id}-group`, label: undefined, items: [] };
      group.items.push(item);
    }
  }
  close();
  return sections;
}

/** Whether a menu has anything the user can choose. */
export function hasEnabledItems(items: readonly MenuItem[]): boolean {
  return items.some((item) => (item.type === undefined || item.type === 'item') && !item.disabled);
}
