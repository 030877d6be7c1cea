// <FileContextMenu>: the context menu of the files of a view (issue 15: every action reachable from
// the top menu, the selection bar AND the tile's menu). Wrapped around a Gallery, Masonry or Grid, it
// opens on a file (a tile or a row: the element with data-file-id) by a right click, a long press,
// the ContextMenu key or Shift+F10 on the focused tile, with the top menu's actions for the place:
// the same rules, callbacks and disabled reasons (top-menu/useMenuActions), drawn by @vitrine/ui's
// ContextMenu. It acts on the selection when the file is selected, else it selects that file alone
// first (like a desktop file manager). Off a file (a group heading, a column header, the gaps) the
// browser's own menu stays. Escape closes it and focus goes back to the tile.
import { ContextMenu, isContextMenuKey, type MenuItem } from '@vitrine/ui';
import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
} from 'react';
import { type TopMenuLocaleOverrides, useTopMenuLocale } from '../top-menu/locale';
import { type MenuActionsInput, useMenuActions } from '../top-menu/useMenuActions';

/** Props of {@link FileContextMenu}: the top menu's callbacks and gating, the selection. */
export interface FileContextMenuProps
  extends Omit<MenuActionsInput, 'selectedCount' | 'onUpload' | 'onFileSidebarChange'> {
  /** The selected files' ids (the host's useSelectedFileIds). */
  selectedIds: readonly number[];
  /** Selects this file alone (the host's `fileSelection.select(id)`): a menu opened on an unselected file. */
  onSelectFile: (id: number) => void;
  /** The view (Gallery, Masonry, Grid, or any element whose files carry data-file-id). */
  children: ReactNode;
  /** Partial override of the words (the top menu's locale: `contextMenu`, `actions`). */
  locale?: TopMenuLocaleOverrides | undefined;
}

/** Radix ContextMenu's long press, which opens the menu on touch and pen. */
const LONG_PRESS_MS = 700;

/** A text field (the grid's cell editor): its own menu and keys stay the browser's. */
const TEXT_FIELD = 'input, textarea, select, [contenteditable="true"]';

/** The file under an event's target: its id, or null off a file (or in a text field). */
function fileIdOf(target: EventTarget | null): number | null {
  if (!(target instanceof Element) || target.closest(TEXT_FIELD)) return null;
  // A row of the grid carries the id; a tile's cell holds it on its thumbnail.
  const file =
    target.closest<HTMLElement>('[data-file-id]') ??
    target.closest('[role="gridcell"]')?.querySelector<HTMLElement>('[data-file-id]');
  const id = Number(file?.dataset.fileId);
  return Number.isInteger(id) ? id : null;
}

/**
 * The context menu of a view's files: the top menu's actions on the selection, opened on a file by a
 * right click, a long press, the ContextMenu key or Shift+F10 (a file not selected is selected alone
 * first). Renders its children in a box of `display: contents` (no layout of its own).
 */
export function FileContextMenu(props: FileContextMenuProps) {
  const { selectedIds, onSelectFile, children } = props;
  const locale = useTopMenuLocale(props.locale);
  // Every entry works on one selected file at least: the menu opens on a file, which is selected.
  // An action whose permission is on its way shows disabled until it is answered, so a right click
  // before the answers opens this menu, never the browser's (the tree's rows do the same).
  const { actions } = useMenuActions(
    { ...props, selectedCount: Math.max(1, selectedIds.length) },
    locale,
    false,
    true,
  );
  const items = useMemo<MenuItem[]>(
    () =>
      actions
        .filter((entry) => entry.action !== 'upload')
        .map((entry) => ({
          id: entry.action,
          label: entry.label,
          icon: entry.icon,
          ...(entry.danger ? { tone: 'danger' as const } : {}),
          disabled: entry.disabledReason !== null || entry.pending,
          onSelect: entry.run,
        })),
    [actions],
  );

  // Before the menu opens (its trigger is this box, the event bubbles to it): a file not selected is
  // selected alone; off a file the menu does not open and the browser's own menu shows.
  const onContextMenuCapture = (event: MouseEvent<HTMLDivElement>) => {
    const id = fileIdOf(event.target);
    if (id === null) {
      event.stopPropagation();
      return;
    }
    if (!selectedIds.includes(id)) onSelectFile(id);
  };

  // A long press (touch, pen) opens the menu after 700 ms (Radix ContextMenu) without a contextmenu
  // event: the file under the finger is selected then, just before it opens; off a file none opens.
  const longPress = useRef(0);
  const clearLongPress = useCallback(() => window.clearTimeout(longPress.current), []);
  useEffect(() => clearLongPress, [clearLongPress]);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    clearLongPress();
    if (event.pointerType === 'mouse') return;
    const id = fileIdOf(event.target);
    // Radix starts no long press on a prevented pointerdown (a tap's click still comes).
    if (id === null) event.preventDefault();
    else if (!selectedIds.includes(id))
      longPress.current = window.setTimeout(() => onSelectFile(id), LONG_PRESS_MS);
  };

  // The keys on the focused tile or row: a contextmenu event on it, at its lower left corner (browsers
  // do not all turn the keys into one). Caught here, before the view's own keys.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isContextMenuKey(event) || items.length === 0) return;
    const cell = event.target instanceof HTMLElement ? event.target : null;
    if (!cell || fileIdOf(cell) === null) return;
    event.preventDefault();
    event.stopPropagation();
    const box = cell.getBoundingClientRect();
    cell.dispatchEvent(
      new globalThis.MouseEvent('contextmenu', {
        bubbles: true,
        cancelable: true,
        clientX: box.left + Math.min(16, box.width / 2),
        clientY: box.top + Math.min(box.height, 32),
      }),
    );
  };

  return (
    // Opens on a file while some entry is there, enabled or waiting for its permission.
    <ContextMenu items={items} label={locale.contextMenu.label} opensWhenDisabled>
      <div
        className="vt-views__context-area"
        onContextMenuCapture={onContextMenuCapture}
        onKeyDownCapture={onKeyDownCapture}
        onPointerDown={onPointerDown}
        onPointerMove={clearLongPress}
        onPointerUp={clearLongPress}
        onPointerCancel={clearLongPress}
      >
        {children}
      </div>
    </ContextMenu>
  );
}
