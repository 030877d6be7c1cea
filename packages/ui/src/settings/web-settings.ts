// Web settings as data (spec 000 §3, spec 001 §3): the defaults (from @vitrine/core), reading a value of
// unknown origin (the server, browser local storage, a host) field by field so junk never reaches a
// widget, the wire form of POST /api/websettings (spec 001 §7) and the local-storage record. Pure:
// no React, no client; the store and the hooks build on these.
import { toWireWebSettings, type WireWebSettings } from '@vitrine/api-client';
import {
  DEFAULT_WEB_SETTINGS,
  resolvePageSize,
  resolveSlideshowInterval,
  WEB_SETTING_KEYS,
  withWebSettingDefaults,
} from '@vitrine/core';
import type { WebSettings } from './options';

/** The body of POST /api/websettings (spec 001 §7) and its conversion, from @vitrine/api-client. */
export { toWireWebSettings, type WireWebSettings };

/**
 * Every setting's value when neither the host, the server nor local storage has one: the one list of
 * @vitrine/core (`DEFAULT_WEB_SETTINGS`), also what the mocks and the server answer as the
 * administrator's defaults. The user's own settings from the server leave out what was never saved
 * (openapi.yml getWebSettings), so the hooks fill them from here.
 */
export const defaultWebSettings: Readonly<WebSettings> = DEFAULT_WEB_SETTINGS;

/** The names of every web setting. */
export { WEB_SETTING_KEYS };

/** A value read from outside: the setting's value, or undefined to drop it. */
type Reader<T> = (value: unknown) => T | undefined;

const readBoolean: Reader<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
}

function readStringList(value: unknown): string[] | undefined {
  // spec 001 §7: visibleGridColumn travels as a JSON string; local storage keeps a list.
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return Array.isArray(list) && list.every((item) => typeof item === 'string') ? [...list] : undefined;
}

const READERS: { [K in keyof WebSettings]-?: Reader<WebSettings[K]> } = {
  hideTree: readBoolean,
  treePanelWidth: (value) => {
    const width = toNumber(value);
    return Number.isFinite(width) && width >= 0 ? Math.round(width) : undefined;
  },
  visibleGridColumn: readStringList,
  // spec 000 §3: 1..10, or minus a custom definition id.
  sortOption: (value) => {
    const option = toNumber(value);
    return Number.isInteger(option) && option !== 0 && option <= 10 ? option : undefined;
  },
  sortOrderOption: (value) => {
    const order = toNumber(value);
    return order === 1 || order === 2 ? order : undefined;
  },
  groupResults: readBoolean,
  hideSubstructure: readBoolean,
  // spec 000 §5: a stored page size above 1000 resets to 96; any other size not offered is 24.
  pageSize: (value) => (Number.isNaN(toNumber(value)) ? undefined : resolvePageSize(value)),
  showMarkerClusters: readBoolean,
  showThumbs: readBoolean,
  areThumbsShown: readBoolean,
  expandFolderTree: readBoolean,
  expandSetsTree: readBoolean,
  expandLogicalTree: readBoolean,
  workflowBadgesShowOnlyColor: readBoolean,
  isFileSidebarEnabled: readBoolean,
  showDetails: readBoolean,
  infoBanner: readBoolean,
  settingsTab: readBoolean,
  previewTab: readBoolean,
  commentsTab: readBoolean,
  // The server answers null for "never seen" (openapi.yml); we keep ''.
  whatsNewSeen: (value) => (typeof value === 'string' ? value : value === null ? '' : undefined),
  // spec 001 §9: an interval not offered is 5000.
  slideshowTimeout: (value) =>
    Number.isNaN(toNumber(value)) ? undefined : resolveSlideshowInterval(toNumber(value)),
  unpinPreviewMenu: readBoolean,
  recognizeObjects: readBoolean,
  uploadFilePreviewCollapsed: readBoolean,
  uploadSearchDuplicates: readBoolean,
  uploadControlsCollapsed: readBoolean,
  uploadExtractZip: readBoolean,
  collapsedImageDetails: readStringList,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads web settings of unknown origin (the server's answer, local storage, a patch): keeps each
 * known field whose value has the right type, drops the rest. Never throws.
 */
export function sanitizeWebSettings(input: unknown): Partial<WebSettings> {
  if (!isRecord(input)) return {};
  const result: Record<string, unknown> = {};
  for (const key of WEB_SETTING_KEYS) {
    if (!Object.hasOwn(input, key)) continue;
    const value = READERS[key](input[key]);
    if (value !== undefined) result[key] = value;
  }
  return result as Partial<WebSettings>;
}

/**
 * Every setting, filled: the defaults, then each layer in turn (later wins). A key a layer leaves
 * undefined does not count, so a host's `{ pageSize: undefined }` never empties a setting.
 * (`withWebSettingDefaults` of @vitrine/core.)
 */
export const mergeWebSettings: (...layers: Readonly<Partial<WebSettings>>[]) => WebSettings =
  withWebSettingDefaults;

/** Whether two setting values are the same (lists compared item by item). */
export function sameSettingValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => Object.is(item, b[index]));
  }
  return Object.is(a, b);
}

// ---------------------------------------------------------------------------------------------
// Browser local storage (spec 000 §3: local storage first, then the server)
// ---------------------------------------------------------------------------------------------

/** The local-storage key of the web settings record. */
export const WEB_SETTINGS_STORAGE_KEY = 'vitrine:websettings';

/** The part of the Storage API we use (tests pass a Map-backed one). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * What local storage holds: the user's values, and the names of those changed here but not yet
 * saved to the server (sent after the next load, so a change made just before the page closed is
 * not lost to the server's older copy).
 */
export interface StoredWebSettings {
  values: Partial<WebSettings>;
  unsaved: (keyof WebSettings)[];
}

const EMPTY_RECORD: StoredWebSettings = Object.freeze({ values: {}, unsaved: [] }) as StoredWebSettings;

/** Reads the record; missing, unreadable or junk storage reads as empty, junk fields are dropped. */
export function readStoredWebSettings(storage: StorageLike | null): StoredWebSettings {
  if (!storage) return EMPTY_RECORD;
  let parsed: unknown;
  try {
    const text = storage.getItem(WEB_SETTINGS_STORAGE_KEY);
    if (text === null) return EMPTY_RECORD;
    parsed = JSON.parse(text);
  } catch {
    return EMPTY_RECORD;
  }
  if (!isRecord(parsed)) return EMPTY_RECORD;
  const values = sanitizeWebSettings(parsed.values);
  const unsaved = Array.isArray(parsed.unsaved)
    ? WEB_SETTING_KEYS.filter((key) => (parsed.unsaved as unknown[]).includes(key) && key in values)
    : [];
  return { values, unsaved };
}

/** Writes the record; a full or forbidden storage is ignored (the settings still apply in memory). */
export function writeStoredWebSettings(storage: StorageLike | null, record: StoredWebSettings): void {
  if (!storage) return;
  try {
    storage.setItem(WEB_SETTINGS_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // QuotaExceededError, SecurityError: nothing to do.
  }
}

/** The page's local storage, or null where there is none or it may not be used (privacy settings). */
export function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
