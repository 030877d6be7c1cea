// The features the server lacks (GET /api/config/advanced unavailableFeatures, issue 15): the menus do
// not offer an action whose calls the server cannot answer. A failed read is only logged (spec 000
// §8: most load failures show no message) and reads as nothing missing.

import { useQuery } from '@tanstack/react-query';
import { unwrap, type VitrineClient } from '@vitrine/api-client';
import { useClient } from '@vitrine/ui';

/** Query key of the advanced configuration's feature list. */
export const unavailableFeaturesQueryKey = ['vitrine', 'views', 'unavailableFeatures'] as const;

const NONE: readonly string[] = Object.freeze([]);

/** GET /api/config/advanced → unavailableFeatures (empty when absent or unreadable). */
export async function fetchUnavailableFeatures(
  client: VitrineClient,
  signal?: AbortSignal,
): Promise<readonly string[]> {
  try {
    const config = await unwrap(client.GET('/api/config/advanced', signal ? { signal } : {}));
    return config.unavailableFeatures ?? NONE;
  } catch (error) {
    console.warn('vitrine: could not read the advanced configuration; every feature is offered', error);
    return NONE;
  }
}

/** The features the server lacks; empty while they are read. */
export function useUnavailableFeatures(): readonly string[] {
  const client = useClient();
  const { data } = useQuery({
    queryKey: unavailableFeaturesQueryKey,
    queryFn: ({ signal }) => fetchUnavailableFeatures(client, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? NONE;
}
