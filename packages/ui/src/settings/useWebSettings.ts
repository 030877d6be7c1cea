// The web settings hooks (spec 000 §3, §6; spec 001 §3, §6, §7). Every widget under one provider
// reads the same values: defaults, then the user's own (local storage, then the server, then this
// session's changes), then the host's `webSettings.values`, which always win.
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { fetchWebSettings, saveWebSettings, webSettingsQueryKey } from '../api/websettings';
import { useVitrineContext } from '../provider/context';
import { useReportError } from '../provider/hooks';
import type { WebSettings, WebSettingsPersistence } from './options';
import { browserStorage, mergeWebSettings } from './web-settings';
import { createWebSettingsStore, type WebSettingsStore } from './web-settings-store';

/** What {@link useWebSettings} returns. */
export interface WebSettingsApi {
  /** Every setting, filled: defaults ∪ stored ∪ server ∪ changes ∪ the provider's `values`. */
  settings: Readonly<WebSettings>;
  /** Changes settings: applied and written to local storage at once, saved to the server after a pause. */
  update(patch: Partial<WebSettings>): void;
  /** True while the server's copy is being read (persistence 'server' only). */
  isLoading: boolean;
}

// One store per QueryClient (one per provider unless the host shares its cache, and then the
// providers share the user too) and per persistence, so a host that learns the user is a guest and
// switches to 'none' never sends that user's changes.
const stores = new WeakMap<QueryClient, Map<WebSettingsPersistence, WebSettingsStore>>();

function storeFor(queryClient: QueryClient, persistence: WebSettingsPersistence): WebSettingsStore {
  let byPersistence = stores.get(queryClient);
  if (!byPersistence) {
    byPersistence = new Map();
    stores.set(queryClient, byPersistence);
  }
  let store = byPersistence.get(persistence);
  if (!store) {
    store = createWebSettingsStore({ persistence, storage: browserStorage() });
    byPersistence.set(persistence, store);
  }
  return store;
}

/**
 * The user's web settings. With persistence 'server' they come from local storage at once and from
 * GET /api/websettings when it answers; changes are saved with POST /api/websettings after a pause
 * (a failure shows the server's message, else "Failed to save changes."). 'local' keeps them in the
 * browser only; 'none' (guests, shared-link visitors) keeps them in memory and never asks the server.
 */
export function useWebSettings(): WebSettingsApi {
  return useWebSettingsFor('useWebSettings');
}

function useWebSettingsFor(hook: string): WebSettingsApi {
  const { client, queryClient, webSettings } = useVitrineContext(hook);
  const reportError = useReportError();
  const { persistence, values: hostValues } = webSettings;
  const store = storeFor(queryClient, persistence);
  const toServer = persistence === 'server';

  const query = useQuery({
    queryKey: webSettingsQueryKey,
    queryFn: ({ signal }) => fetchWebSettings(client, signal),
    // spec 000 §6: guest access skips web settings loading.
    enabled: toServer,
    // Our own saves keep the copy current; read again only on reload or invalidation.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const { data, isError } = query;
  useEffect(() => {
    if (toServer && data) store.receiveServer(data);
  }, [store, toServer, data]);
  useEffect(() => {
    // spec 001 §8: a failed load is unexpected; like other load failures (spec 000 §8) it shows
    // nothing, and the stored values stay.
    if (toServer && isError) store.serverFailed();
  }, [store, toServer, isError]);
  // Connected once per store: the saver reads the newest client and error path, so a host that
  // re-renders often (an inline onError) never postpones a pending save.
  const latest = useRef({ client, reportError });
  useEffect(() => {
    latest.current = { client, reportError };
  });
  useEffect(
    () =>
      store.connect({
        save: (values) => saveWebSettings(latest.current.client, values),
        onError: (error) => latest.current.reportError(error, 'edit.saveFailedDot'),
      }),
    [store],
  );

  const own = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const settings = useMemo(() => mergeWebSettings(own, hostValues), [own, hostValues]);
  const update = useCallback((patch: Partial<WebSettings>) => store.update(patch), [store]);
  return { settings, update, isLoading: toServer && query.isPending };
}

/** One web setting and its setter: `const [pageSize, setPageSize] = useWebSetting('pageSize')`. */
export function useWebSetting<K extends keyof WebSettings>(
  key: K,
): [WebSettings[K], (value: WebSettings[K]) => void] {
  const { settings, update } = useWebSettingsFor('useWebSetting');
  const set = useCallback(
    (value: WebSettings[K]) => update({ [key]: value } as Pick<WebSettings, K>),
    [update, key],
  );
  return [settings[key], set];
}
