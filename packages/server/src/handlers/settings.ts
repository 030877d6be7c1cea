// settings: per-user web settings (spec 000 §3 "per user, browser local storage then server"; spec
// 001 §7). Guests and shared-link visitors never save (403); they read the defaults.
import { validateWebSettingsSize } from '@vitrine/core';
import { savesWebSettings } from '../auth/permissions';
import { badRequest, forbidden } from '../domain/errors';
import type { HandlerTable } from '../http/context';
import { readSetting } from '../library/settings';

export const settingsHandlers: HandlerTable = {
  // spec 001 §7 "GET web settings service | returns the settings fields": what the user saved over
  // the administrator's defaults (GET /api/config/websettings, @vitrine/core's DEFAULT_WEB_SETTINGS
  // unless changed), so a field never saved has its default. Guests and visitors read the defaults.
  async getWebSettings({ db, principal }) {
    const defaults = await readSetting(db, 'defaultWebSettings');
    if (!savesWebSettings(principal) || principal.userId === null) return defaults;
    const row = await db
      .selectFrom('web_settings')
      .select('settings')
      .where('user_id', '=', principal.userId)
      .executeTakeFirst();
    return { ...defaults, ...(row ? (JSON.parse(row.settings) as object) : {}) };
  },

  // A save sends some fields; the others keep what was saved before.
  async saveWebSettings({ app, db, principal, body }) {
    if (!savesWebSettings(principal) || principal.userId === null) {
      throw forbidden('Settings are not saved for guests or shared-link visitors.');
    }
    const userId = principal.userId;
    const row = await db
      .selectFrom('web_settings')
      .select('settings')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const merged = { ...(row ? (JSON.parse(row.settings) as object) : {}), ...body };
    // Decided limit (docs/decisions.md "Input limits"): what is kept, so many small saves cannot
    // grow it either; every load reads it back.
    const size = validateWebSettingsSize(merged);
    if (!size.ok) throw badRequest(size.message);
    const settings = JSON.stringify(merged);
    const updated_at = app.now().toISOString();
    await db
      .insertInto('web_settings')
      .values({ user_id: userId, settings, updated_at })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ settings, updated_at }))
      .execute();
    return undefined;
  },
};
