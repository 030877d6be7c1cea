// The left tree panel of the main page (spec 000 §2 "Main page"): resizable (width saved as the web
// setting treePanelWidth), hideable (hideTree, hideTreeOnLoad), with sections for folders, sets
// (ShowSets; labelled with the sets-name preference), logical views (ShowLogicalViews) and quick
// access, each collapsible with its expand setting remembered (expandFolderTree, expandSetsTree,
// expandLogicalTree). The page's one selection goes in and comes out of every tree.
import type { TreeSelection } from '@vitrine/tree';
import { IconButton, IconPanelLeft, IconX, useGlobalSettings, useWebSetting } from '@vitrine/ui';
import {
  type CSSProperties,
  forwardRef,
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import { format, useAppLocale } from '../../locale';
import type { RouteFlags } from '../../routes/rules';

import { Splitter } from './Splitter';
import { FolderSection, LogicalSection, QuickAccessSection, SetSection } from './sections';
import { clampPanelWidth } from './splitter';
import { isTreeHidden } from './visibility';

/** The id of the panel (aria-controls of the toggle and the splitter). */
export const TREE_PANEL_ID = 'vt-tree-panel';

/** What {@link useTreePanelVisibility} returns. */
export interface TreePanelVisibility {
  /** False until the global settings are read (so a panel hidden on load never flashes). */
  known: boolean;
  hidden: boolean;
  toggle(): void;
}

/** Whether the panel shows, shared by the banner's toggle and the panel. */
export function useTreePanelVisibility(): TreePanelVisibility {
  // A failed read is only logged (spec 000 §8): the tree then shows on load.
  const globalSettings = useGlobalSettings();
  const hideTreeOnLoad = globalSettings.data?.hideTreeOnLoad ?? false;
  const [hideTree, setHideTree] = useWebSetting('hideTree');
  const [toggledHidden, setToggledHidden] = useState<boolean | null>(null);
  const hidden = isTreeHidden({ hideTree, hideTreeOnLoad, toggledHidden });
  return {
    known: !globalSettings.isPending,
    hidden,
    toggle: () => {
      setToggledHidden(!hidden);
      setHideTree(!hidden);
    },
  };
}

/** Props of {@link TreePanelToggle}. */
export interface TreePanelToggleProps {
  /** Whether the panel shows (docked) or the drawer is open (narrow windows). */
  expanded: boolean;
  onToggle(): void;
}

/** The banner's show / hide button of the panel (on narrow windows: opens the drawer). */
export const TreePanelToggle = forwardRef<HTMLButtonElement, TreePanelToggleProps>(function TreePanelToggle(
  { expanded, onToggle },
  ref,
) {
  const { treePanel } = useAppLocale();
  return (
    <IconButton
      ref={ref}
      className="vt-app__tree-toggle"
      label={treePanel.toggle}
      icon={<IconPanelLeft />}
      variant="ghost"
      aria-expanded={expanded}
      aria-controls={TREE_PANEL_ID}
      onClick={onToggle}
    />
  );
});

/** Props of {@link TreePanel}. */
export interface TreePanelProps {
  /** The server flags: ShowSets and ShowLogicalViews hide their sections. */
  flags: RouteFlags;
  /** Hidden by the toggle (the panel stays in the page, hidden, so the toggle's aria-controls holds). */
  hidden: boolean;
  /**
   * Narrow windows (spec 000 §9: below 960 px): the panel is a modal drawer over the page, without
   * the splitter; Escape, the close button or a click beside it close it (`onClose`).
   */
  drawer?: boolean;
  /** Closes the drawer. */
  onClose?(): void;
  /** The page's one selection (spec 000 §4). */
  selection: TreeSelection | null;
  /** A tree chose (or cleared, with `null`) the selection. */
  onSelectionChange(selection: TreeSelection | null): void;
}

export function TreePanel({
  flags,
  hidden,
  drawer = false,
  onClose,
  selection,
  onSelectionChange,
}: TreePanelProps) {
  const appLocale = useAppLocale();
  const { treePanel } = appLocale;
  const [savedWidth, setSavedWidth] = useWebSetting('treePanelWidth');
  const [dragWidth, setDragWidth] = useState<number | null>(null);
  const width = clampPanelWidth(dragWidth ?? savedWidth);
  const trees = { selection, onSelectionChange };
  const open = drawer && !hidden;

  // The drawer takes focus when it opens (the panel itself: Tab goes on to its close button and its
  // trees, whatever has loaded by then); the page behind it is inert (App).
  const panelRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open || event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onClose?.();
  };
  // A click on the dimmed page beside the drawer closes it (Escape and the close button do too).
  const onHostClick = (event: MouseEvent<HTMLDivElement>) => {
    if (open && event.target === event.currentTarget) onClose?.();
  };

  // The host is layout-neutral beside the page (display: contents) and the drawer's dialog on narrow
  // windows. The splitter sits inside the landmark (axe: all content in landmarks), at its right edge.
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the drawer's Escape and the click on its backdrop; both have keyboard equivalents (Escape, the close button)
    <div
      className="vt-app__panel-host"
      data-mode={drawer ? 'drawer' : 'docked'}
      data-open={open || undefined}
      {...(open ? { role: 'dialog', 'aria-modal': true, 'aria-label': treePanel.toggle } : {})}
      onKeyDown={onKeyDown}
      onClick={onHostClick}
    >
      <nav
        ref={panelRef}
        id={TREE_PANEL_ID}
        className="vt-app__tree-panel"
        aria-label={appLocale.treePanelLabel}
        hidden={hidden}
        tabIndex={drawer ? -1 : undefined}
        style={{ '--vt-app-tree-width': `${width}px` } as CSSProperties}
      >
        {drawer && (
          <div className="vt-app__drawer-head">
            <span className="vt-app__drawer-title">{treePanel.toggle}</span>
            <IconButton label={treePanel.close} icon={<IconX />} variant="ghost" onClick={onClose} />
          </div>
        )}
        <div className="vt-app__tree">
          <FolderSection {...trees} />
          {/* spec 000 §7: ShowSets */}
          {flags.showSets && <SetSection {...trees} />}
          {/* spec 000 §2: the whole logical tree is hidden when logical views are disabled */}
          {flags.showLogicalViews && <LogicalSection {...trees} />}
          <QuickAccessSection {...trees} />
        </div>
        {!drawer && (
          <Splitter
            width={width}
            controls={TREE_PANEL_ID}
            label={treePanel.resize}
            valueText={format(treePanel.widthText, { width: String(width) })}
            onResize={({ width: next, done }) => {
              setDragWidth(done ? null : next);
              if (done) setSavedWidth(next);
            }}
          />
        )}
      </nav>
    </div>
  );
}
