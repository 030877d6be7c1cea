// config: server configuration, flags and preferences (spec 000 §7 "Configuration"). Stored settings
// merged over their defaults (library/settings.ts); the per-user flags come from the permission
// function.
import { mayChangeFileTypes, mayManageKeywords } from '../auth/permissions';
import type { HandlerTable } from '../http/context';
import { readGuestAccess, readSetting } from '../library/settings';
import { capGlobalSettings, type ServerFeature } from './capabilities';

/**
 * The configuration calls; `unavailable` are the features this server lacks (handlers/capabilities.ts),
 * announced so the app does not offer them.
 */
export const configHandlers = (unavailable: readonly ServerFeature[]): HandlerTable => ({
  async getAdvancedConfig({ app, db }) {
    return {
      buildVersion: app.options.buildVersion,
      bodyVariant: false,
      mapsApiKey: app.options.mapsApiKey,
      guestAccessEnabled: await readGuestAccess(db),
      // Without SMTP, notifications are kept but not mailed (notifications/delivery.ts).
      unavailableFeatures: [...unavailable, ...(app.options.mail ? [] : ['notificationDelivery' as const])],
    };
  },

  getLayoutConfig: async ({ db }) => readSetting(db, 'layout'),

  getDefaultWebSettings: async ({ db }) => readSetting(db, 'defaultWebSettings'),

  async getConfigFlag({ db, params }) {
    const flags = await readSetting(db, 'flags');
    return { value: flags[params.flag] ?? false };
  },

  async getGlobalSettings({ db, principal }) {
    return {
      // spec 000 §3's own flags of what this server cannot do answer false (capabilities.ts).
      ...capGlobalSettings(await readSetting(db, 'globalSettings'), unavailable),
      keywordsManagementAllowed: mayManageKeywords(principal),
      fileTypesChangeAllowed: mayChangeFileTypes(principal),
      layouts: await readSetting(db, 'imageLayouts'),
    };
  },

  getKeywordsEditingPermission: async ({ principal }) => ({ allowed: mayManageKeywords(principal) }),

  async getCustomMetadataDefinitions({ db }) {
    const rows = await db
      .selectFrom('custom_metadata_definitions')
      .selectAll()
      .orderBy('display_order')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      label: row.label,
      displayOrder: row.display_order,
      isDictionary: row.is_dictionary === 1,
      isRecognitionLabel: row.is_recognition_label === 1,
    }));
  },

  getImageLayoutSettings: async ({ db }) => readSetting(db, 'imageLayouts'),

  getBrandingFieldName: async ({ db }) => ({
    value: (await readSetting(db, 'preferences')).brandingFieldName,
  }),

  getSetsName: async ({ db }) => ({ value: (await readSetting(db, 'preferences')).setsName }),
});
