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
/** The advanced configuration (spec 000 §7 "/api/config/advanced"): build version, map key, unavailable features. */
export type AdvancedConfig = components['schemas']['AdvancedConfig'];
/** The five configuration flags of spec 000 §7, spelled as the spec writes them. */
export type ConfigFlag = components['schemas']['ConfigFlag'];

/** Query keys of the configuration, all under ['vitrine', 'config']. */
export const configQueryKeys = {
  all: ['vitrine', 'config'] as const,
  globalSettings: ['vitrine', 'config', 'globalsettings'] as const,
  flag: (flag: ConfigFlag) => ['vitrine', 'config', 'flags', flag] as const,
  setsName: ['vitrine', 'config', 'setsname'] as const,
  customMetadataDefinitions: ['vitrine', 'config', 'custommetadata'] as const,
  advanced: ['vitrine', 'config', 'advanced'] as const,
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

/**
 * GET /api/config/advanced, or null when it cannot be read: a failure is only logged (spec 000 §8:
 * load failures show no message) and every reader uses its safe default (no map key, no feature
 * missing).
 */
export async function fetchAdvancedConfig(
  client: VitrineClient,
  signal?: AbortSignal,
): Promise<AdvancedConfig | null> {
  try {
    return await unwrap(client.GET('/api/config/advanced', withSignal(signal)));
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('vitrine: could not read the advanced configuration; using the defaults', error);
    return null;
  }
}

/**
 * The advanced configuration's query (key and call), its one home: the views' menus
 * (unavailableFeatures), the viewer (contactOwner among them) and a host's map (mapsApiKey) share
 * one call. Read with `select` for the part needed.
 */
export function advancedConfigQuery(client: VitrineClient) {
  return queryOptions({
    queryKey: configQueryKeys.advanced,
    queryFn: ({ signal }) => fetchAdvancedConfig(client, signal),
    staleTime: CONFIG_STALE_MS,
  });
}

/** The features the server lacks in an advanced configuration (none when it was not read). */
export function unavailableFeaturesOf(config: AdvancedConfig | null | undefined): readonly string[] {
  return config?.unavailableFeatures ?? NO_FEATURES;
}

const NO_FEATURES: readonly string[] = Object.freeze([]);

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
