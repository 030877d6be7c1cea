// The user's web settings on the server (spec 000 §3, spec 001 §7 "GET / POST web settings
// service"): GET /api/websettings and POST /api/websettings. Never called for guests or shared-link
// visitors (spec 000 §6, spec 001 §6): the settings hooks do not ask when persistence is not 'server'.
import { unwrap, type VitrineClient } from '@vitrine/api-client';
import type { WebSettings } from '../settings/options';
import { sanitizeWebSettings, toWireWebSettings } from '../settings/web-settings';

/** The query key of the server's copy of the user's web settings. */
export const webSettingsQueryKey = ['vitrine', 'websettings'] as const;

/** GET /api/websettings, read field by field (junk dropped, spec 000 §5 page-size reset applied). */
export async function fetchWebSettings(
  client: VitrineClient,
  signal?: AbortSignal,
): Promise<Partial<WebSettings>> {
  const data = await unwrap(client.GET('/api/websettings', signal ? { signal } : {}));
  return sanitizeWebSettings(data);
}

/** POST /api/websettings; visibleGridColumn travels as a JSON string (spec 001 §7). */
export async function saveWebSettings(client: VitrineClient, settings: Partial<WebSettings>): Promise<void> {
  await unwrap(client.POST('/api/websettings', { body: toWireWebSettings(settings) }));
}
