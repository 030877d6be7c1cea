import { describe, expect, it } from 'vitest';
import { DEFAULT_GRID_COLUMNS } from '../constants';
import {
  DEFAULT_WEB_SETTINGS,
  WEB_SETTING_KEYS,
  type WebSettings,
  withWebSettingDefaults,
} from './webSettings';

/** The field names of spec 000 §3 "Web settings" and spec 001 §3 "Web settings", together. */
const SPEC_FIELDS = [
  // spec 000 §3
  'hideTree',
  'treePanelWidth',
  'visibleGridColumn',
  'sortOption',
  'sortOrderOption',
  'groupResults',
  'hideSubstructure',
  'pageSize',
  'showMarkerClusters',
  'showThumbs',
  'areThumbsShown',
  'expandFolderTree',
  'expandSetsTree',
  'expandLogicalTree',
  'workflowBadgesShowOnlyColor',
  'isFileSidebarEnabled',
  'showDetails',
  'infoBanner',
  'settingsTab',
  'previewTab',
  'commentsTab',
  'whatsNewSeen',
  'slideshowTimeout',
  'unpinPreviewMenu',
  'recognizeObjects',
  // spec 001 §3 adds
  'uploadFilePreviewCollapsed',
  'uploadSearchDuplicates',
  'uploadControlsCollapsed',
  'uploadExtractZip',
  'collapsedImageDetails',
];

describe('DEFAULT_WEB_SETTINGS (spec 000 §3, spec 001 §3)', () => {
  it('has a value for every field of both documents, and no other', () => {
    expect([...WEB_SETTING_KEYS].sort()).toEqual([...SPEC_FIELDS].sort());
    expect(Object.keys(DEFAULT_WEB_SETTINGS).sort()).toEqual([...SPEC_FIELDS].sort());
  });

  it.each<[keyof WebSettings, unknown]>([
    ['pageSize', 24], // spec 000 §9: 24 is the default page size
    ['sortOption', 4], // spec 000 §3: sortOption default 4 (Relevance)
    ['sortOrderOption', 1], // spec 000 §3: sortOrderOption default 1 (Ascending)
    ['slideshowTimeout', 5000], // spec 001 §9: default 5000
    ['visibleGridColumn', [...DEFAULT_GRID_COLUMNS]], // spec 000 §9: default grid columns
    ['treePanelWidth', 300], // decided
    ['expandFolderTree', true], // decided
    ['whatsNewSeen', ''], // nothing seen yet
  ])('%s defaults to %j', (key, value) => {
    expect(DEFAULT_WEB_SETTINGS[key]).toEqual(value);
  });

  it('cannot be changed in place, lists included', () => {
    expect(Object.isFrozen(DEFAULT_WEB_SETTINGS)).toBe(true);
    expect(Object.isFrozen(DEFAULT_WEB_SETTINGS.visibleGridColumn)).toBe(true);
    expect(Object.isFrozen(DEFAULT_WEB_SETTINGS.collapsedImageDetails)).toBe(true);
  });
});

describe('withWebSettingDefaults', () => {
  it('answers the defaults for nothing saved', () => {
    expect(withWebSettingDefaults()).toEqual(DEFAULT_WEB_SETTINGS);
    expect(withWebSettingDefaults({})).toEqual(DEFAULT_WEB_SETTINGS);
  });

  it('fills every field; later layers win; undefined counts as absent', () => {
    const merged = withWebSettingDefaults(
      { pageSize: 48, hideTree: true },
      { pageSize: 96, hideTree: undefined },
    );
    expect(merged).toEqual({ ...DEFAULT_WEB_SETTINGS, pageSize: 96, hideTree: true });
  });

  it('returns a new object and leaves the defaults and the layers alone', () => {
    const layer = { pageSize: 48 };
    const merged = withWebSettingDefaults(layer);
    merged.pageSize = 12;
    expect(layer).toEqual({ pageSize: 48 });
    expect(DEFAULT_WEB_SETTINGS.pageSize).toBe(24);
  });
});
