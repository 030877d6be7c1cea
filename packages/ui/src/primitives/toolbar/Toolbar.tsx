// <Toolbar>: the WAI-ARIA toolbar (Radix Toolbar): one tab stop, arrow keys move between its
// controls, Home and End jump to the first and last. Groups of controls are separated by a divider.
// What does not fit goes into a trailing "More actions" menu: the widget measures with
// useToolbarOverflow how many of its items fit, renders those inline and passes the rest as
// `overflowItems` (menu items).
import * as RadixToolbar from '@radix-ui/react-toolbar';
import { forwardRef, type HTMLAttributes, type ReactNode, useContext } from 'react';
import { IconMore } from '../../icons';
import { uiLocale } from '../../locale';
import { ActionMenu } from '../../menu/ActionMenu';
import type { MenuItem } from '../../menu/items';
import { VitrineContext } from '../../provider/context';
import { IconButton } from '../button/IconButton';
import { cx } from '../cx';
import { ToolbarScope } from './scope';

/** Props of {@link Toolbar}. */
export interface ToolbarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'dir' | 'defaultValue'> {
  /** The toolbar's accessible name ('File actions'). */
  label: string;
  /** Its controls: Button, IconButton, SegmentedControl, ActionMenu, in ToolbarGroups. */
  children?: ReactNode;
  /** Actions that did not fit, shown in a trailing "More actions" menu (none: no menu). */
  overflowItems?: readonly MenuItem[];
  /** Accessible name and tooltip of the overflow menu's button; default the provider's `ui.moreActions`. */
  overflowLabel?: string;
  /** Horizontal (default) or vertical: which arrow keys move between the controls. */
  orientation?: 'horizontal' | 'vertical';
}

/**
 * A toolbar of controls with one tab stop: arrow keys move between its buttons (and wrap), Home and
 * End jump to the ends. Put related controls in a {@link ToolbarGroup} (groups are divided by a
 * line) and pass what does not fit as `overflowItems`: they appear in a trailing "More actions"
 * menu button. `useToolbarOverflow` tells a widget how many of its items fit.
 */
export const Toolbar = forwardRef<HTMLDivElement, ToolbarProps>(function Toolbar(
  { label, children, overflowItems, overflowLabel, orientation = 'horizontal', className, ...rest },
  ref,
) {
  const ui = useContext(VitrineContext)?.ui ?? uiLocale;
  const moreLabel = overflowLabel ?? ui.moreActions;
  return (
    <RadixToolbar.Root
      ref={ref}
      aria-label={label}
      orientation={orientation}
      loop
      className={cx('vt-ui__toolbar', className)}
      {...rest}
    >
      <ToolbarScope.Provider value={true}>
        {children}
        {overflowItems && overflowItems.length > 0 ? (
          <span className="vt-ui__toolbar-more">
            <ActionMenu
              items={overflowItems}
              label={moreLabel}
              trigger={<IconButton label={moreLabel} icon={<IconMore />} />}
            />
          </span>
        ) : null}
      </ToolbarScope.Provider>
    </RadixToolbar.Root>
  );
});

/** Props of {@link ToolbarGroup}. */
export interface ToolbarGroupProps extends HTMLAttributes<HTMLDivElement> {
  /** The group's accessible name ('Browse', 'Selection'). */
  label: string;
  /** The group's controls. */
  children?: ReactNode;
}

/**
 * Related controls of a {@link Toolbar} (a `group` named by `label`); a divider separates it from
 * the group before it. Its controls stay in the toolbar's one roving tab stop.
 */
export const ToolbarGroup = forwardRef<HTMLDivElement, ToolbarGroupProps>(function ToolbarGroup(
  { label, children, className, ...rest },
  ref,
) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar's group of controls; <fieldset> is for forms
    <div ref={ref} role="group" aria-label={label} className={cx('vt-ui__toolbar-group', className)} {...rest}>
      {children}
    </div>
  );
});

/** Props of {@link ToolbarSeparator}. */
export interface ToolbarSeparatorProps extends HTMLAttributes<HTMLDivElement> {}

/** A divider between controls of a {@link Toolbar} that are not in separate groups. */
export const ToolbarSeparator = forwardRef<HTMLDivElement, ToolbarSeparatorProps>(function ToolbarSeparator(
  { className, ...rest },
  ref,
) {
  return <RadixToolbar.Separator ref={ref} className={cx('vt-ui__toolbar-separator', className)} {...rest} />;
});
