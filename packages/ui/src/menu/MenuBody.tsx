// What both menus draw inside their content (the items of ./items.ts), with the parts of either
// Radix menu (DropdownMenu or ContextMenu: the same Menu primitive underneath, so the same keyboard
// handling of the WAI-ARIA menu pattern), and the running of an action once the menu has closed.
import {
  type ComponentPropsWithoutRef,
  type ComponentType,
  type ReactNode,
  useCallback,
  useRef,
} from 'react';
import type { MenuActionItem, MenuSection } from './items';

/** The Radix parts a menu body is drawn with. */
export interface MenuParts {
  Item: ComponentType<
    Omit<ComponentPropsWithoutRef<'div'>, 'onSelect'> & {
      disabled?: boolean;
      onSelect?: (event: Event) => void;
      textValue?: string;
    }
  >;
  Separator: ComponentType<ComponentPropsWithoutRef<'div'>>;
  Label: ComponentType<ComponentPropsWithoutRef<'div'>>;
  Group: ComponentType<ComponentPropsWithoutRef<'div'>>;
}

interface MenuBodyProps {
  parts: MenuParts;
  sections: MenuSection[];
  /** Prefix of the label ids (one per menu instance). */
  idPrefix: string;
  onAction: (item: MenuActionItem) => void;
}

function ActionItem({
  parts,
  item,
  onAction,
}: {
  parts: MenuParts;
  item: MenuActionItem;
  onAction: MenuBodyProps['onAction'];
}) {
  const { Item } = parts;
  return (
    <Item
      className="vt-ui__menu-item"
      data-tone={item.tone}
      disabled={item.disabled}
      textValue={item.label}
      aria-keyshortcuts={item.shortcut}
      onSelect={() => onAction(item)}
    >
      {item.icon ? (
        <span className="vt-ui__menu-icon" aria-hidden="true">
          {item.icon}
        </span>
      ) : null}
      <span className="vt-ui__menu-text">{item.label}</span>
      {item.shortcut ? (
        <span className="vt-ui__menu-shortcut" aria-hidden="true">
          {item.shortcut}
        </span>
      ) : null}
    </Item>
  );
}

/** The sections of a menu: named groups, unnamed runs of items, separators. */
export function MenuBody({ parts, sections, idPrefix, onAction }: MenuBodyProps): ReactNode {
  const { Separator, Label, Group } = parts;
  return sections.map((section) => {
    if (section.kind === 'separator') {
      return <Separator key={section.id} className="vt-ui__menu-separator" />;
    }
    const items = section.items.map((item) => (
      <ActionItem key={item.id} parts={parts} item={item} onAction={onAction} />
    ));
    if (!section.label) return <Group key={section.id}>{items}</Group>;
    const labelId = `${idPrefix}-${section.label.id}`;
    return (
      <Group key={section.id} aria-labelledby={labelId}>
        <Label id={labelId} className="vt-ui__menu-heading">
          {section.label.label}
        </Label>
        {items}
      </Group>
    );
  });
}

/**
 * Holds the chosen item until the menu has closed and Radix has put focus back (on the trigger),
 * then runs it. An action that opens a dialog (rename, delete confirmation) then returns focus to
 * the trigger, and never opens while the menu still blocks the page.
 */
export function useMenuAction() {
  const chosen = useRef<MenuActionItem | null>(null);
  const onAction = useCallback((item: MenuActionItem) => {
    chosen.current = item;
  }, []);
  const onCloseAutoFocus = useCallback(() => {
    const item = chosen.current;
    chosen.current = null;
    // Radix moves focus right after this handler returns; run the action after that.
    if (item) setTimeout(item.onSelect, 0);
  }, []);
  return { onAction, onCloseAutoFocus };
}
