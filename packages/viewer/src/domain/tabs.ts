// The viewer's tabs (spec 001 §2, §4, §6): settings/info, preview, comments, version history and
// full data, mutually exclusive; the chosen one is saved to the web settings (settingsTab,
// previewTab, commentsTab, showDetails); a multi-selection opens settings or details only.
import type { WebSettings } from '@vitrine/core';

/** The viewer's tabs. */
export const VIEWER_TABS = ['settings', 'preview', 'comments', 'versions', 'details'] as const;

/** One of {@link VIEWER_TABS}. */
export type ViewerTab = (typeof VIEWER_TABS)[number];

/** The viewer's modes (spec 001 §1). */
export type ViewerMode = 'single' | 'multi' | 'shared';

/** What decides which tabs are offered. */
export interface TabGates {
  mode: ViewerMode;
  /** spec 001 §6: the full data view needs fullData.view. */
  canViewFullData: boolean;
  /** spec 001 §6: comments show when comments are available (the host gives the comments slot). */
  hasComments: boolean;
  /** spec 001 §6: version history only when versions are enabled (the host gives the slot). */
  hasVersions: boolean;
  /** spec 001 §6: a shared link shows the info panel only with allowedToShowInfo. */
  canShowInfo: boolean;
}

/**
 * The tabs offered, in order. spec 001 §6: shared visitors get no version history and no comments
 * (they comment as no one), the info panel by the link's flag; a multi-selection has settings and
 * full data only (spec 001 §2 "A multi-select always opens settings or details").
 */
export function availableTabs(gates: TabGates): ViewerTab[] {
  if (gates.mode === 'multi') return gates.canViewFullData ? ['settings', 'details'] : ['settings'];
  const tabs: ViewerTab[] = [];
  if (gates.canShowInfo) tabs.push('settings');
  tabs.push('preview');
  if (gates.mode !== 'shared' && gates.hasComments) tabs.push('comments');
  if (gates.mode !== 'shared' && gates.hasVersions) tabs.push('versions');
  if (gates.mode !== 'shared' && gates.canViewFullData) tabs.push('details');
  return tabs;
}

/** The web settings that remember the tab. */
export type TabSettings = Pick<WebSettings, 'settingsTab' | 'previewTab' | 'commentsTab' | 'showDetails'>;

/** The tab the saved settings name: the first flag set, in the order of the tabs. */
export function savedTab(settings: TabSettings): ViewerTab {
  if (settings.showDetails) return 'details';
  if (settings.previewTab) return 'preview';
  if (settings.commentsTab) return 'comments';
  return 'settings';
}

/** The settings that remember `tab`: exactly one flag on (the version tab is remembered as none). */
export function tabSettings(tab: ViewerTab): TabSettings {
  return {
    settingsTab: tab === 'settings',
    previewTab: tab === 'preview',
    commentsTab: tab === 'comments',
    showDetails: tab === 'details',
  };
}

/**
 * The tab to open: the one asked for when offered, else the saved one when offered, else the first
 * offered. A shared link with showInfoPanelOnFirstLoad opens on the info panel (spec 001 §6).
 */
export function initialTab(
  offered: readonly ViewerTab[],
  options: { requested?: ViewerTab | undefined; saved: ViewerTab; infoOnFirstLoad?: boolean },
): ViewerTab {
  const first = offered[0] ?? 'preview';
  if (options.requested && offered.includes(options.requested)) return options.requested;
  if (options.infoOnFirstLoad && offered.includes('settings')) return 'settings';
  if (offered.includes(options.saved)) return options.saved;
  return first;
}
