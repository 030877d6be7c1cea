// Hooks over the server configuration (spec 000 §7 "Configuration"). A failed read shows nothing
// (spec 000 §8: load failures are only logged): the hooks hand back the error and the caller uses its
// safe default. Answers are shared by every widget under the provider and read once per session.
import { useQuery } from '@tanstack/react-query';
import {
  CONFIG_STALE_MS,
  type ConfigFlag,
  type CustomMetadataDefinition,
  configFlagQuery,
  configQueryKeys,
  fetchCustomMetadataDefinitions,
  fetchGlobalSettings,
  fetchSetsName,
  type GlobalSettings,
} from '../api/config';
import { useVitrineContext } from '../provider/context';

/** A configuration read. */
export interface ConfigQuery<T> {
  /** The answer; undefined until it is known, and after a failed read. */
  data: T | undefined;
  isPending: boolean;
  error: unknown;
}

/** The global settings of spec 000 §3 (GET /api/config/globalsettings). */
export function useGlobalSettings(): ConfigQuery<GlobalSettings> {
  const { client } = useVitrineContext('useGlobalSettings');
  const query = useQuery({
    queryKey: configQueryKeys.globalSettings,
    queryFn: ({ signal }) => fetchGlobalSettings(client, signal),
    staleTime: CONFIG_STALE_MS,
  });
  return { data: query.data, isPending: query.isPending, error: query.error };
}

/** What {@link useConfigFlag} returns. */
export interface ConfigFlagState {
  /** The flag; undefined while it loads and after a failed read (use the caller's safe default). */
  value: boolean | undefined;
  isPending: boolean;
  error: unknown;
}

/** One flag of spec 000 §7 (GET /api/config/flags/{flag}): `useConfigFlag('ShowSets').value`. */
export function useConfigFlag(flag: ConfigFlag): ConfigFlagState {
  const { client } = useVitrineContext('useConfigFlag');
  const query = useQuery(configFlagQuery(client, flag));
  return { value: query.data, isPending: query.isPending, error: query.error };
}

/** What {@link useSetsName} returns. */
export interface SetsNameState {
  /**
   * The label of sets (spec 000 §1, §7 "sets-name preference"): the administrator's, else the
   * locale's 'Virtual Set' (also while it loads and after a failed read).
   */
  value: string;
  isPending: boolean;
  error: unknown;
}

/** The configurable label of sets (GET /api/config/preferences/setsname). */
export function useSetsName(): SetsNameState {
  const { client, t } = useVitrineContext('useSetsName');
  const query = useQuery({
    queryKey: configQueryKeys.setsName,
    queryFn: ({ signal }) => fetchSetsName(client, signal),
    staleTime: CONFIG_STALE_MS,
  });
  const label = query.data?.trim();
  return {
    value: label ? label : t('common.virtualSet'),
    isPending: query.isPending,
    error: query.error,
  };
}

/** The custom metadata definitions of spec 000 §3 (GET /api/custommetadata/definitions). */
export function useCustomMetadataDefinitions(): ConfigQuery<CustomMetadataDefinition[]> {
  const { client } = useVitrineContext('useCustomMetadataDefinitions');
  const query = useQuery({
    queryKey: configQueryKeys.customMetadataDefinitions,
    queryFn: ({ signal }) => fetchCustomMetadataDefinitions(client, signal),
    staleTime: CONFIG_STALE_MS,
  });
  return { data: query.data, isPending: query.isPending, error: query.error };
}
