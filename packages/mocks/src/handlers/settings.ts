// settings: per-user web settings (spec 000 §3, spec 001 §7). Saved per user for the session of the
// mock library; guests and shared-link visitors never save (spec 000 §3) and get 403. GET answers
// the settings fields (spec 001 §7): what the user saved over the defaults GET /api/config/websettings
// answers (@vitrine/core's), as the server.
import { validateWebSettingsSize } from '@vitrine/core';
import type { HttpHandler } from 'msw';
import { defaultWebSettingsOnTheWire } from './config';
import { badRequest, forbidden, http, type MockContext } from './context';

export function settingsHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.get('/api/websettings', ({ response }) => {
      const user = ctx.user();
      const saved = user.savesWebSettings ? (ctx.db().webSettings.get(user.userId) ?? {}) : {};
      return response(200).json({ ...defaultWebSettingsOnTheWire(), ...saved });
    }),
    http.post('/api/websettings', async ({ request, response }) => {
      const user = ctx.user();
      if (!user.savesWebSettings) return response.untyped(forbidden());
      const body = await request.json();
      const db = ctx.db();
      const merged = { ...(db.webSettings.get(user.userId) ?? {}), ...body };
      // The decided size limit of what is kept (MAX_WEB_SETTINGS_BYTES), as the server.
      const size = validateWebSettingsSize(merged);
      if (!size.ok) return response.untyped(badRequest(size.message));
      db.webSettings.set(user.userId, merged);
      return response(204).empty();
    }),
  ];
}
