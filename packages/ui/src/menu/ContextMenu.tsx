// <ContextMenu>: the same items as <ActionMenu>, opened on the wrapped element by a right click, a
// long press (touch), Shift+F10 or the ContextMenu key (Radix ContextMenu; the keys are ours, since
// browsers do not all turn them into a contextmenu event). Focus returns to the element afterwards.
import * as RadixContextMenu from '@radix-ui/react-context-menu';
import { type KeyboardEvent, type ReactElement, useId, useMemo } from 'react';
import { useVitrineContext } from '../provider/context';
import { hasEnabledItems, type MenuItem, toMenuSections } from './items';
import { MenuBody, type MenuParts, useMenuAction } from './MenuBody';

const PARTS: MenuParts = {
  Item: RadixContextMenu.Item,
  Separator: RadixContextMenu.Separator,
  Label: RadixContextMenu.Label,
  Group: RadixContextMenu.Group,
};

/** Props of {@link ContextMenu}. */
export interface ContextMenuProps {
  /** The entries, in order; leave out the ones the user may not see. */
  items: readonly MenuItem[];
  /** One element that forwards its ref and props (a tree row, a thumbnail); focusable for keyboard use. */
  children: ReactElement;
  /** Accessible name of the open menu ("Folder actions"). */
  label?: string;
  /**
   * Open even when no entry is enabled (entries waiting for a permission's answer show disabled and
   * fill in as the answers come), rather than leaving the browser's own menu. Without any entry it
   * never opens. Default false.
   */
  opensWhenDisabled?: boolean;
}

/** Shift+F10 and the ContextMenu key: the keyboard ways to ask for a context menu. */
export function isContextMenuKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey'>): boolean {
  return event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey);
}

/** Opens the menu from the keyboard: a contextmenu event at the element's lower left corner. */
function openFromKeyboard(event: KeyboardEvent<HTMLElement>) {
  if (!isContextMenuKey(event)) return;
  event.preventDefault();
  const target = event.currentTarget;
  const box = target.getBoundingClientRect();
  target.dispatchEvent(
    new MouseEvent('contextmenu', {
      bubbles: true,
      cancelable: true,
      clientX: box.left + Math.min(16, box.width / 2),
      clientY: box.top + Math.min(box.height, 32),
    }),
  );
}

/**
 * The same items as `<ActionMenu>`, opened on the element it wraps by a right click, a long press,
 * Shift+F10 or the ContextMenu key (Radix ContextMenu). Focus returns to the element afterwards; an
 * item's `onSelect` runs once the menu has closed. The wrapped element must forward its ref and
 * props and be focusable (a tree row, a thumbnail button).
 */
export function ContextMenu({ items, children, label, opensWhenDisabled = false }: ContextMenuProps) {
  const { theme } = useVitrineContext('ContextMenu');
  const idPrefix = useId();
  const sections = useMemo(() => toMenuSections(items), [items]);
  const { onAction, onCloseAutoFocus } = useMenuAction();
  const empty = opensWhenDisabled ? sections.length === 0 : !hasEnabledItems(items);

  return (
    // Not modal, like ActionMenu: nothing outside is aria-hidden while it is open.
    <RadixContextMenu.Root modal={false}>
      <RadixContextMenu.Trigger asChild disabled={empty} onKeyDown={empty ? undefined : openFromKeyboard}>
        {children}
      </RadixContextMenu.Trigger>
      <RadixContextMenu.Portal>
        <div className="vt-ui__layer" data-vt-theme={theme}>
          <RadixContextMenu.Content
            className="vt-ui__menu"
            aria-label={label}
            collisionPadding={8}
            onCloseAutoFocus={onCloseAutoFocus}
          >
            <MenuBody parts={PARTS} sections={sections} idPrefix={idPrefix} onAction={onAction} />
          </RadixContextMenu.Content>
        </div>
      </RadixContextMenu.Portal>
    </RadixContextMenu.Root>
  );
}
