// Configuration and global settings, stored by key in the settings table as JSON and merged over the
// defaults declared here (once). What an administrator changes is stored; what they never changed
// follows the defaults of the running version.
import { type components, toWireWebSettings } from '@vitrine/api-client';
import { DEFAULT_CONFIG_FLAGS, DEFAULT_GLOBAL_SETTINGS, DEFAULT_WEB_SETTINGS, en } from '@vitrine/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Schemas = components['schemas'];

const LAYOUT_FIELDS = ['title', 'author', 'subject', 'description', 'keywords', 'location'];

/** The defaults of every stored setting. Decided values are recorded in docs/decisions.md by the lead. */
export const SETTING_DEFAULTS = {
  /** spec 000 §6: guest access is a setting; off in a new library. */
  guestAccessEnabled: false as boolean,
  /** spec 000 §7 flags. */
  flags: { ...DEFAULT_CONFIG_FLAGS } satisfies Record<Schemas['ConfigFlag'], boolean>,
  /** spec 000 §3 global settings, one list in @vitrine/core (the per-user flags are added on read). */
  globalSettings: { ...DEFAULT_GLOBAL_SETTINGS } satisfies Omit<
    Schemas['GlobalSettings'],
    'layouts' | 'keywordsManagementAllowed' | 'fileTypesChangeAllowed'
  >,
  /** spec 000 §3 image layouts (field lists decided, as the mocks'). */
  imageLayouts: {
    expanded: { showTitle: true, fields: LAYOUT_FIELDS },
    collapsed: { showTitle: true, fields: ['title'] },
    shared: { showTitle: true, fields: ['title', 'description'] },
    info: { showTitle: true, fields: LAYOUT_FIELDS },
    fullData: { showTitle: true, fields: [...LAYOUT_FIELDS, 'iptc', 'exif', 'gps'] },
  } satisfies Schemas['ImageLayouts'],
  /** The administrator's default web settings: the one list of @vitrine/core, in its wire form. */
  defaultWebSettings: toWireWebSettings(DEFAULT_WEB_SETTINGS) satisfies Schemas['WebSettings'],
  /** spec 000 §2: the page-level default view. */
  layout: { defaultView: 'gallery' } satisfies Schemas['LayoutConfig'],
  /** spec 000 §7 preferences; spec 000 §1: sets are called 'Virtual Set' by default. */
  preferences: {
    brandingFieldName: 'Brand status' as string | null,
    setsName: en.common.virtualSet as string | null,
  },
};

export type SettingKey = keyof typeof SETTING_DEFAULTS;
export type SettingValue<K extends SettingKey> = (typeof SETTING_DEFAULTS)[K];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored setting merged over its default (objects field by field). */
export async function readSetting<K extends SettingKey>(
  db: Kysely<Database>,
  key: K,
): Promise<SettingValue<K>> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  const fallback = SETTING_DEFAULTS[key];
  if (!row) return structuredClone(fallback);
  const stored = JSON.parse(row.value) as unknown;
  if (isPlainObject(fallback) && isPlainObject(stored)) {
    return { ...(structuredClone(fallback) as object), ...stored } as SettingValue<K>;
  }
  return stored as SettingValue<K>;
}

/** Stores a setting (objects: the fields given replace the stored ones). */
export async function writeSetting<K extends SettingKey>(
  db: Kysely<Database>,
  key: K,
  value: Partial<SettingValue<K>> | SettingValue<K>,
): Promise<void> {
  const current = await readSetting(db, key);
  const next = isPlainObject(current) && isPlainObject(value) ? { ...(current as object), ...value } : value;
  const json = JSON.stringify(next);
  await db
    .insertInto('settings')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json }))
    .execute();
}

export function readGuestAccess(db: Kysely<Database>): Promise<boolean> {
  return readSetting(db, 'guestAccessEnabled');
}
