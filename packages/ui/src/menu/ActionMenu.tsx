// <ActionMenu>: a button that opens a dropdown of actions (Radix DropdownMenu: WAI-ARIA menu button;
// Enter, Space or ArrowDown open it, arrows move, typing jumps, Escape closes and focus returns to
// the button). Portalled into a .vt-ui__layer like the dialogs, so it carries the theme. It opens below
// its button, or above it when the button is within 120 px of the window's bottom (spec 000 §9).
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { type ReactElement, useId, useMemo, useRef, useState } from 'react';
import { useVitrineContext } from '../provider/context';
import { hasEnabledItems, type MenuItem, toMenuSections } from './items';
import { MenuBody, type MenuParts, useMenuAction } from './MenuBody';
import { type DropdownSide, dropdownSide } from './placement';

const PARTS: MenuParts = {
  Item: DropdownMenu.Item,
  Separator: DropdownMenu.Separator,
  Label: DropdownMenu.Label,
  Group: DropdownMenu.Group,
};

/** Props of {@link ActionMenu}. */
export interface ActionMenuProps {
  /** The entries, in order; leave out the ones the user may not see. */
  items: readonly MenuItem[];
  /** Accessible name of the trigger ("Folder actions"); a custom trigger's own aria-label wins. */
  label: string;
  /** A custom trigger: one element that forwards its ref and props (a <button>). Default: a "more" icon button. */
  trigger?: ReactElement;
  /** Which edge of the trigger the menu lines up with (default 'end'). */
  align?: 'start' | 'center' | 'end';
  /** Extra class on the default trigger button. */
  className?: string;
}

/** A vertical "more" icon (three dots), drawn in SVG (docs/development.md: no font glyphs). */
function MoreIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable={false} fill="currentColor">
      <circle cx="8" cy="3" r="1.5" />
      <circle cx="8" cy="8" r="1.5" />
      <circle cx="8" cy="13" r="1.5" />
    </svg>
  );
}

/**
 * A menu button: a "more" icon (or your own trigger) that opens a dropdown of actions. WAI-ARIA menu
 * button on Radix DropdownMenu: Enter, Space or ArrowDown open it, arrows move (past disabled
 * items), typing jumps, Escape closes and focus returns to the button. Items are actions (with an
 * icon, a shortcut, a danger tone), labels that name a group, and separators; an item's `onSelect`
 * runs once the menu has closed, so a dialog it opens returns focus to the trigger. The menu carries
 * the provider's theme; the trigger is disabled when no item is enabled.
 */
export function ActionMenu({ items, label, trigger, align = 'end', className }: ActionMenuProps) {
  const { theme } = useVitrineContext('ActionMenu');
  const idPrefix = useId();
  const sections = useMemo(() => toMenuSections(items), [items]);
  const { onAction, onCloseAutoFocus } = useMenuAction();
  const empty = !hasEnabledItems(items);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [side, setSide] = useState<DropdownSide>('bottom');
  // spec 000 §9: the direction is decided as the menu opens, from where its button is then.
  const onOpenChange = (open: boolean) => {
    const trigger = triggerRef.current;
    if (open && trigger) setSide(dropdownSide(trigger.getBoundingClientRect().bottom, window.innerHeight));
  };

  return (
    // Not modal: the page stays reachable for assistive technology (nothing is aria-hidden, so no
    // focusable content is hidden: axe aria-hidden-focus); Escape, Tab or a click outside close it.
    <DropdownMenu.Root modal={false} onOpenChange={onOpenChange}>
      {trigger ? (
        <DropdownMenu.Trigger ref={triggerRef} asChild aria-label={label} disabled={empty}>
          {trigger}
        </DropdownMenu.Trigger>
      ) : (
        <DropdownMenu.Trigger
          ref={triggerRef}
          className={className ? `vt-ui__menu-trigger ${className}` : 'vt-ui__menu-trigger'}
          aria-label={label}
          disabled={empty}
        >
          <MoreIcon />
        </DropdownMenu.Trigger>
      )}
      <DropdownMenu.Portal>
        <div className="vt-ui__layer" data-vt-theme={theme}>
          <DropdownMenu.Content
            className="vt-ui__menu"
            align={align}
            side={side}
            sideOffset={4}
            collisionPadding={8}
            onCloseAutoFocus={onCloseAutoFocus}
          >
            <MenuBody parts={PARTS} sections={sections} idPrefix={idPrefix} onAction={onAction} />
          </DropdownMenu.Content>
        </div>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
