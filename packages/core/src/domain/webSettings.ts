// Web settings (spec 000 §3, spec 001 §3): the per-user settings and their defaults, declared once
// (STYLE habit 2) for every package: the ui's settings hooks fill what the user never saved with
// them, the mocks and the server answer them as the administrator's defaults
// (GET /api/config/websettings). A user's own settings (GET /api/websettings) leave out what was
// never saved; whoever shows them applies `withWebSettingDefaults`.
import {
  DEFAULT_GRID_COLUMNS,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SLIDESHOW_INTERVAL,
  DEFAULT_SORT_OPTION,
  DEFAULT_SORT_ORDER_OPTION,
} from '../constants';

/**
 * The per-user web settings of spec 000 §3 and spec 001 §3, in their in-memory form:
 * `visibleGridColumn` is a list here (spec 001 §7 sends it as a JSON string on the wire).
 */
export interface WebSettings {
  hideTree: boolean;
  treePanelWidth: number;
  visibleGridColumn: string[];
  sortOption: number;
  sortOrderOption: number;
  groupResults: boolean;
  hideSubstructure: boolean;
  pageSize: number;
  showMarkerClusters: boolean;
  showThumbs: boolean;
  areThumbsShown: boolean;
  expandFolderTree: boolean;
  expandSetsTree: boolean;
  expandLogicalTree: boolean;
  workflowBadgesShowOnlyColor: boolean;
  isFileSidebarEnabled: boolean;
  showDetails: boolean;
  infoBanner: boolean;
  settingsTab: boolean;
  previewTab: boolean;
  commentsTab: boolean;
  /** spec 001 §4: the build version whose what's-new modal was seen ('' for none). */
  whatsNewSeen: string;
  slideshowTimeout: number;
  unpinPreviewMenu: boolean;
  recognizeObjects: boolean;
  uploadFilePreviewCollapsed: boolean;
  uploadSearchDuplicates: boolean;
  uploadControlsCollapsed: boolean;
  uploadExtractZip: boolean;
  collapsedImageDetails: string[];
}

/**
 * Every setting's value when nobody saved one. From the spec where it gives one: page size 24
 * (spec 000 §9), sort 4 / order 1 (spec 000 §3), the grid columns (spec 000 §9), slideshow 5000 ms
 * (spec 001 §9). The rest are decisions (docs/decisions.md, ui): the tree shows, 300 px wide, with
 * the folder section open; the info banner, marker clusters and thumbnails show; the viewer opens on
 * its settings tab; uploads look for duplicates; everything else is off or empty.
 * Frozen, lists included: every settings object shares them.
 */
export const DEFAULT_WEB_SETTINGS: Readonly<WebSettings> = Object.freeze({
  hideTree: false,
  treePanelWidth: 300,
  visibleGridColumn: Object.freeze([...DEFAULT_GRID_COLUMNS]) as unknown as string[],
  sortOption: DEFAULT_SORT_OPTION,
  sortOrderOption: DEFAULT_SORT_ORDER_OPTION,
  groupResults: false,
  hideSubstructure: false,
  pageSize: DEFAULT_PAGE_SIZE,
  showMarkerClusters: true,
  showThumbs: true,
  areThumbsShown: true,
  expandFolderTree: true,
  expandSetsTree: false,
  expandLogicalTree: false,
  workflowBadgesShowOnlyColor: false,
  isFileSidebarEnabled: false,
  showDetails: false,
  infoBanner: true,
  settingsTab: true,
  previewTab: false,
  commentsTab: false,
  whatsNewSeen: '',
  slideshowTimeout: DEFAULT_SLIDESHOW_INTERVAL,
  unpinPreviewMenu: false,
  recognizeObjects: false,
  uploadFilePreviewCollapsed: false,
  uploadSearchDuplicates: true,
  uploadControlsCollapsed: false,
  uploadExtractZip: false,
  collapsedImageDetails: Object.freeze([]) as unknown as string[],
} satisfies WebSettings);

/** The names of every web setting. */
export const WEB_SETTING_KEYS = Object.freeze(
  Object.keys(DEFAULT_WEB_SETTINGS),
) as readonly (keyof WebSettings)[];

/**
 * Every setting, filled: the defaults, then each layer in turn (a later layer wins). A key a layer
 * leaves undefined does not count, so `{ pageSize: undefined }` never empties a setting.
 */
export function withWebSettingDefaults(...layers: readonly Readonly<Partial<WebSettings>>[]): WebSettings {
  const result: Record<string, unknown> = { ...DEFAULT_WEB_SETTINGS };
  for (const layer of layers) {
    for (const [key, value] of Object.entries(layer)) if (value !== undefined) result[key] = value;
  }
  return result as unknown as WebSettings;
}
