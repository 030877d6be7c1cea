// The server configuration every widget reads (spec 000 §7 "Configuration"): global settings, the
// five flags, the sets-name preference and the custom metadata definitions. Query functions and
// keys only; the hooks are in ../config/. The only place besides the other src/api/ modules that
// calls the client.
import { queryOptions } from '@tanstack/react-query';
import { type components, unwrap, type VitrineClient } from '@vitrine/api-client';

/** The administrator's settings (spec 000 §3 "Global settings"). */
export type GlobalSettings = components['schemas']['GlobalSettings'];
/** A custom metadata field (spec 000 §3); double underscores in `label` show as spaces. */
export type CustomMetadataDefinition = components['schemas']['CustomMetadataDefinition'];
/** The five configuration flags of spec 000 §7, spelled as the spec writes them. */
export type ConfigFlag = components['schemas']['ConfigFlag'];

/** Query keys of the configuration, all under ['vitrine', 'config']. */
export const configQueryKeys = {
  all: ['vitrine', 'config'] as const,
  globalSettings: ['vitrine', 'config', 'globalsettings'] as const,
  flag: (flag: ConfigFlag) => ['vitrine', 'config', 'flags', flag] as const,
  setsName: ['vitrine', 'config', 'setsname'] as const,
  customMetadataDefinitions: ['vitrine', 'config', 'custommetadata'] as const,
};

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /api/config/globalsettings. */
export async function fetchGlobalSettings(
  client: VitrineClient,
  signal?: AbortSignal,
): Promise<GlobalSettings> {
  return await unwrap(client.GET('/api/config/globalsettings', withSignal(signal)));
}

/** GET /api/config/flags/{flag} -> the flag's value. */
export async function fetchConfigFlag(
  client: VitrineClient,
  flag: ConfigFlag,
  signal?: AbortSignal,
): Promise<boolean> {
  const result = await unwrap(
    client.GET('/api/config/flags/{flag}', { params: { path: { flag } }, ...withSignal(signal) }),
  );
  return result.value === true;
}

/**
 * How long configuration answers are reused (decision, ui README): the administrator's settings do
 * not change within a session; a reload, or invalidating ['vitrine', 'config'], reads them again.
 */
export const CONFIG_STALE_MS = Number.POSITIVE_INFINITY;

/**
 * One flag's query (key and call), the one home of a flag's read: the widgets (useConfigFlag) and a
 * host that needs the flag before its widgets (the reference app's routes) share one call.
 */
export function configFlagQuery(client: VitrineClient, flag: ConfigFlag) {
  return queryOptions({
    queryKey: configQueryKeys.flag(flag),
    queryFn: ({ signal }) => fetchConfigFlag(client, flag, signal),
    staleTime: CONFIG_STALE_MS,
  });
}

/** GET /api/config/preferences/setsname -> the label, or null when the administrator set none. */
export async function fetchSetsName(client: VitrineClient, signal?: AbortSignal): Promise<string | null> {
  const result = await unwrap(client.GET('/api/config/preferences/setsname', withSignal(signal)));
  return result.value;
}

/** GET /api/custommetadata/definitions (ordered by displayOrder by the server). */
export async function fetchCustomMetadataDefinitions(
  client: VitrineClient,
  signal?: AbortSignal,
): Promise<CustomMetadataDefinition[]> {
  return await unwrap(client.GET('/api/custommetadata/definitions', withSignal(signal)));
}
