import {
  WEB_SETTING_KEYS as CORE_WEB_SETTING_KEYS,
  DEFAULT_GRID_COLUMNS,
  DEFAULT_WEB_SETTINGS,
} from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import type { WebSettings } from './options';
import {
  defaultWebSettings,
  mergeWebSettings,
  readStoredWebSettings,
  type StorageLike,
  sameSettingValue,
  sanitizeWebSettings,
  toWireWebSettings,
  WEB_SETTING_KEYS,
  WEB_SETTINGS_STORAGE_KEY,
  writeStoredWebSettings,
} from './web-settings';

/** A Map-backed storage; `failing` throws like a disabled or full localStorage. */
function memoryStorage(initial?: string, failing = false): StorageLike & { text(): string | undefined } {
  const items = new Map<string, string>();
  if (initial !== undefined) items.set(WEB_SETTINGS_STORAGE_KEY, initial);
  return {
    getItem(key) {
      if (failing) throw new DOMException('denied', 'SecurityError');
      return items.get(key) ?? null;
    },
    setItem(key, value) {
      if (failing) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
    text: () => items.get(WEB_SETTINGS_STORAGE_KEY),
  };
}

describe('defaultWebSettings', () => {
  it('is the one list of @vitrine/core, with every field of spec 000 §3 and spec 001 §3', () => {
    expect(defaultWebSettings).toBe(DEFAULT_WEB_SETTINGS);
    expect(WEB_SETTING_KEYS).toBe(CORE_WEB_SETTING_KEYS);
    expect(Object.keys(defaultWebSettings).sort()).toEqual([...WEB_SETTING_KEYS].sort());
    expect(WEB_SETTING_KEYS).toHaveLength(30);
  });

  it('mergeWebSettings fills every field, later layers win, undefined counts as absent', () => {
    const merged = mergeWebSettings({ pageSize: 48, hideTree: true }, { pageSize: 96, hideTree: undefined });
    expect(merged).toEqual({ ...defaultWebSettings, pageSize: 96, hideTree: true });
  });

  it.each<[keyof WebSettings, unknown]>([
    ['pageSize', 24], // spec 000 §9: 24 is the default page size
    ['sortOption', 4], // spec 000 §3: sortOption default 4 (Relevance)
    ['sortOrderOption', 1], // spec 000 §3: sortOrderOption default 1 (Ascending)
    ['slideshowTimeout', 5000], // spec 001 §9: default 5000
    ['visibleGridColumn', [...DEFAULT_GRID_COLUMNS]], // spec 000 §9: default grid columns
    ['treePanelWidth', 300], // decided
  ])('%s defaults to %j', (key, value) => {
    expect(defaultWebSettings[key]).toEqual(value);
  });
});

describe('sanitizeWebSettings', () => {
  it('keeps known fields of the right type', () => {
    const input = { hideTree: true, pageSize: 48, whatsNewSeen: '1.2.0', collapsedImageDetails: ['exif'] };
    expect(sanitizeWebSettings(input)).toEqual(input);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'pageSize=48'],
    ['an array', [1, 2]],
    ['a number', 7],
  ])('reads %s as no settings', (_name, input) => {
    expect(sanitizeWebSettings(input)).toEqual({});
  });

  it('drops unknown fields and values of the wrong type', () => {
    expect(
      sanitizeWebSettings({
        hideTree: 'yes',
        treePanelWidth: -5,
        sortOption: 0,
        sortOrderOption: 3,
        visibleGridColumn: [1, 2],
        collapsedImageDetails: 'exif',
        whatsNewSeen: 12,
        __proto__: { hideTree: true },
        somethingElse: true,
      }),
    ).toEqual({});
  });

  it.each<[unknown, number]>([
    [1001, 96], // spec 000 §5: page size above 1000 from stored settings resets to 96
    [5000, 96],
    [1000, 1000],
    ['48', 48],
    [50, 24], // not an offered size: the default
  ])('page size %j reads as %d', (stored, expected) => {
    expect(sanitizeWebSettings({ pageSize: stored }).pageSize).toBe(expected);
  });

  it('reads the wire form: visibleGridColumn as a JSON string, whatsNewSeen null (spec 001 §7)', () => {
    expect(
      sanitizeWebSettings({ visibleGridColumn: '["id","title"]', whatsNewSeen: null, slideshowTimeout: 7 }),
    ).toEqual({ visibleGridColumn: ['id', 'title'], whatsNewSeen: '', slideshowTimeout: 5000 });
    expect(sanitizeWebSettings({ visibleGridColumn: '["id",' })).toEqual({});
  });

  it('accepts a negative sort option (a custom field, spec 000 §3) and rounds a width', () => {
    expect(sanitizeWebSettings({ sortOption: -12, treePanelWidth: 280.6 })).toEqual({
      sortOption: -12,
      treePanelWidth: 281,
    });
  });
});

describe('toWireWebSettings', () => {
  it('sends visibleGridColumn as a JSON string (spec 001 §7)', () => {
    expect(toWireWebSettings({ visibleGridColumn: ['id', 'title'], pageSize: 48 })).toEqual({
      visibleGridColumn: '["id","title"]',
      pageSize: 48,
    });
  });

  it('round-trips through sanitizeWebSettings', () => {
    expect(sanitizeWebSettings(toWireWebSettings(defaultWebSettings))).toEqual(defaultWebSettings);
  });
});

describe('sameSettingValue', () => {
  it.each<[unknown, unknown, boolean]>([
    [1, 1, true],
    [1, 2, false],
    [['a', 'b'], ['a', 'b'], true],
    [['a', 'b'], ['b', 'a'], false],
    [['a'], 'a', false],
  ])('%j and %j: %s', (a, b, expected) => {
    expect(sameSettingValue(a, b)).toBe(expected);
  });
});

describe('the local-storage record', () => {
  it('round-trips values and unsaved names under vitrine:websettings', () => {
    const storage = memoryStorage();
    writeStoredWebSettings(storage, { values: { pageSize: 96, hideTree: true }, unsaved: ['pageSize'] });
    expect(JSON.parse(storage.text() ?? '')).toEqual({
      values: { pageSize: 96, hideTree: true },
      unsaved: ['pageSize'],
    });
    expect(readStoredWebSettings(storage)).toEqual({
      values: { pageSize: 96, hideTree: true },
      unsaved: ['pageSize'],
    });
  });

  it.each<[string, string | undefined]>([
    ['nothing stored', undefined],
    ['not JSON', '{pageSize: 48'],
    ['JSON null', 'null'],
    ['a JSON list', '[1,2,3]'],
    ['values of junk', '{"values": "lots", "unsaved": 5}'],
  ])('%s reads as empty', (_name, text) => {
    expect(readStoredWebSettings(memoryStorage(text))).toEqual({ values: {}, unsaved: [] });
  });

  it('keeps the good fields of a partly broken record', () => {
    const text = JSON.stringify({
      values: { pageSize: 48, hideTree: 'no', treePanelWidth: 250 },
      unsaved: ['pageSize', 'hideTree', 'notASetting'],
    });
    expect(readStoredWebSettings(memoryStorage(text))).toEqual({
      values: { pageSize: 48, treePanelWidth: 250 },
      unsaved: ['pageSize'],
    });
  });

  it('storage that throws (disabled, full) reads as empty and ignores writes', () => {
    const storage = memoryStorage('{"values":{"pageSize":48},"unsaved":[]}', true);
    expect(readStoredWebSettings(storage)).toEqual({ values: {}, unsaved: [] });
    expect(() => writeStoredWebSettings(storage, { values: { pageSize: 12 }, unsaved: [] })).not.toThrow();
    expect(readStoredWebSettings(null)).toEqual({ values: {}, unsaved: [] });
  });
});
