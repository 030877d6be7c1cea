// <SelectionBar>: the bar that appears while files are selected (issue 14): how many ("3 selected"),
// a button that clears the selection, and the actions on the selected files: the top menu's own
// (download, PDF report, share, delete or exclude, regenerate thumbnails, recognize objects), with the
// same callbacks and the same permission gating (top-menu/useMenuActions). With nothing selected it
// draws nothing and takes no space; at a phone's width the actions that do not fit are in its More
// menu. While shown it floats over the page (fixed, or over its
// positioned parent with placement 'overlay'), so the files below never move. A WAI-ARIA toolbar
// (@vitrine/ui's Toolbar): one tab stop, Left/Right/Home/End move. Clearing returns focus to where it was before the bar.
import { IconButton, IconX, type MenuItem, Toolbar, ToolbarGroup, useLocaleFormat } from '@vitrine/ui';
import { useRef } from 'react';
import { type TopMenuLocaleOverrides, useTopMenuLocale } from '../top-menu/locale';
import { useFitLevel } from '../top-menu/useFitLevel';
import { type MenuActionsInput, useMenuActions } from '../top-menu/useMenuActions';

/** Props of {@link SelectionBar}: the top menu's action callbacks and gating, the count and clear. */
export interface SelectionBarProps
  extends Omit<MenuActionsInput, 'selectedCount' | 'onUpload' | 'onFileSidebarChange'> {
  /** How many files are selected; at 0 the bar is not drawn. */
  selectedCount: number;
  /** Clears the selection (the host's useFileSelection().clear). */
  onClearSelection: () => void;
  /**
   * Where the bar floats: 'fixed' (default) at the bottom of the window; 'overlay' at the bottom of
   * its nearest positioned ancestor; 'inline' in the flow (the host reserves its row).
   */
  placement?: 'fixed' | 'overlay' | 'inline' | undefined;
  /** Partial override of the words (the top menu's locale: `selectionBar`, `actions`). */
  locale?: TopMenuLocaleOverrides | undefined;
  /** Extra class on the bar. */
  className?: string | undefined;
}

/**
 * The selection bar: "N selected", Clear selection, and the actions on the selected files with the
 * top menu's callbacks. Shown only while `selectedCount` is above 0, floating (no layout shift).
 */
export function SelectionBar(props: SelectionBarProps) {
  const locale = useTopMenuLocale(props.locale);
  const format = useLocaleFormat();
  const { actions } = useMenuActions(props, locale, false);
  const barRef = useRef<HTMLDivElement | null>(null);
  // Where focus came from when it entered the bar: Clear sends it back there.
  const cameFrom = useRef<HTMLElement | null>(null);
  const shown = actions.filter((entry) => entry.action !== 'upload');
  // What does not fit (a phone's width) moves, from the last action back, into the More menu.
  const level = useFitLevel(barRef, shown.length + 1);
  if (props.selectedCount <= 0) return null;
  const count = format.plural(locale.selectionBar.count, props.selectedCount);
  const placement = props.placement ?? 'fixed';
  const inline = shown.slice(0, shown.length - level);
  const overflowItems: MenuItem[] = shown.slice(shown.length - level).map((entry) => ({
    id: entry.action,
    label: entry.label,
    icon: entry.icon,
    ...(entry.danger ? { tone: 'danger' as const } : {}),
    onSelect: entry.run,
  }));
  return (
    <Toolbar
      ref={barRef}
      label={locale.selectionBar.label}
      className={props.className ? `vt-views__selection-bar ${props.className}` : 'vt-views__selection-bar'}
      data-placement={placement}
      overflowItems={overflowItems.length > 0 ? overflowItems : undefined}
      onFocus={(event) => {
        const from = event.relatedTarget as HTMLElement | null;
        if (from && !barRef.current?.contains(from)) cameFrom.current = from;
      }}
    >
      <ToolbarGroup label={locale.selectionBar.label} className="vt-views__selection-summary">
        <IconButton
          label={locale.selectionBar.clear}
          icon={<IconX />}
          onClick={() => {
            const back = cameFrom.current;
            props.onClearSelection();
            if (back?.isConnected) back.focus();
          }}
        />
        <span className="vt-views__selection-count" aria-live="polite">
          {count}
        </span>
      </ToolbarGroup>
      {inline.length > 0 ? (
        <ToolbarGroup label={locale.groups.actions}>
          {inline.map((entry) => (
            <IconButton
              key={entry.action}
              label={entry.label}
              icon={entry.icon}
              variant={entry.danger ? 'danger' : 'ghost'}
              onClick={entry.run}
            />
          ))}
        </ToolbarGroup>
      ) : null}
    </Toolbar>
  );
}
