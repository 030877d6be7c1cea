// The left tree panel of the main page (spec 000 §2 "Main page"): resizable (width saved as the web
// setting treePanelWidth), hideable (hideTree, hideTreeOnLoad), with sections for folders, sets
// (ShowSets; labelled with the sets-name preference), logical views (ShowLogicalViews) and quick
// access, each collapsible with its expand setting remembered (expandFolderTree, expandSetsTree,
// expandLogicalTree). The page's one selection goes in and comes out of every tree.
import type { TreeSelection } from '@vitrine/tree';
import { useGlobalSettings, useWebSetting } from '@vitrine/ui';
import { type CSSProperties, useState } from 'react';
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

/** The banner's show / hide button of the panel. */
export function TreePanelToggle({ visibility }: { visibility: TreePanelVisibility }) {
  const { treePanel } = useAppLocale();
  return (
    <button
      type="button"
      className="vt-app__tree-toggle"
      aria-expanded={!visibility.hidden}
      aria-controls={TREE_PANEL_ID}
      title={visibility.hidden ? treePanel.toggleHintHidden : treePanel.toggleHintShown}
      onClick={visibility.toggle}
    >
      <svg className="vt-app__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <path d="M2 3h12v1.5H2zM2 7.25h12v1.5H2zM2 11.5h12V13H2z" fill="currentColor" />
      </svg>
      {treePanel.toggle}
    </button>
  );
}

/** Props of {@link TreePanel}. */
export interface TreePanelProps {
  /** The server flags: ShowSets and ShowLogicalViews hide their sections. */
  flags: RouteFlags;
  /** Hidden by the toggle (the panel stays in the page, hidden, so the toggle's aria-controls holds). */
  hidden: boolean;
  /** The page's one selection (spec 000 §4). */
  selection: TreeSelection | null;
  /** A tree chose (or cleared, with `null`) the selection. */
  onSelectionChange(selection: TreeSelection | null): void;
}

export function TreePanel({ flags, hidden, selection, onSelectionChange }: TreePanelProps) {
  const appLocale = useAppLocale();
  const { treePanel } = appLocale;
  const [savedWidth, setSavedWidth] = useWebSetting('treePanelWidth');
  const [dragWidth, setDragWidth] = useState<number | null>(null);
  const width = clampPanelWidth(dragWidth ?? savedWidth);
  const trees = { selection, onSelectionChange };

  // The splitter sits inside the landmark (axe: all content in landmarks), at its right edge.
  return (
    <nav
      id={TREE_PANEL_ID}
      className="vt-app__tree-panel"
      aria-label={appLocale.treePanelLabel}
      hidden={hidden}
      style={{ '--vt-app-tree-width': `${width}px` } as CSSProperties}
    >
      <div className="vt-app__tree">
        <FolderSection {...trees} />
        {/* spec 000 §7: ShowSets */}
        {flags.showSets && <SetSection {...trees} />}
        {/* spec 000 §2: the whole logical tree is hidden when logical views are disabled */}
        {flags.showLogicalViews && <LogicalSection {...trees} />}
        <QuickAccessSection {...trees} />
      </div>
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
    </nav>
  );
}
