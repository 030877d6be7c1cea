// The flash views' call (spec 000 §7 "GET /api/flash/{view}?ids="; openapi.yml getFlashView): the
// images of the wall or the carousel, 100 at a time (spec 000 §9 "flash views load 100"). The only
// code of the flash views that calls the client.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ImageSummary, unwrap, type VitrineClient } from '@vitrine/api-client';
import { useClient } from '@vitrine/ui';
import { flashIds } from '../flash/model';

/** The flash views of openapi.yml: /wall (the flash wall) and /curve (the flash carousel). */
export type FlashViewName = 'wall' | 'curve';

/** Query keys of the flash views (they start like every views key). */
export const flashKeys = {
  all: ['vitrine', 'views', 'flash'] as const,
  view: (view: FlashViewName, ids: readonly number[]) =>
    ['vitrine', 'views', 'flash', view, ids.join(',')] as const,
};

/** GET /api/flash/{view}?ids= → the images, in the order asked (at most 100 ids are sent). */
export async function fetchFlashView(
  client: VitrineClient,
  view: FlashViewName,
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<ImageSummary[]> {
  const sent = flashIds(ids);
  if (sent.length === 0) return [];
  const answer = await unwrap(
    client.GET('/api/flash/{view}', {
      params: { path: { view }, query: { ids: sent.join(',') } },
      ...(signal ? { signal } : {}),
    }),
  );
  return answer.images;
}

/** Query options of a flash view (no request for an empty id list). */
export function flashViewQuery(client: VitrineClient, view: FlashViewName, ids: readonly number[]) {
  const sent = flashIds(ids);
  return queryOptions({
    queryKey: flashKeys.view(view, sent),
    queryFn: ({ signal }) => fetchFlashView(client, view, sent, signal),
    enabled: sent.length > 0,
  });
}

/** Options of {@link useFlashView}. */
export interface UseFlashViewOptions {
  view: FlashViewName;
  /** The files to show, in order (the search's loaded ids); the first 100 are asked. */
  ids: readonly number[];
  /** False: ask nothing yet. */
  enabled?: boolean;
}

/** The images of a flash view, loaded with GET /api/flash/{view}. */
export function useFlashView({ view, ids, enabled = true }: UseFlashViewOptions) {
  const client = useClient();
  const options = flashViewQuery(client, view, ids);
  const query = useQuery({ ...options, enabled: enabled && options.enabled !== false });
  return {
    images: query.data ?? [],
    isLoading: query.isPending && query.fetchStatus !== 'idle',
    /** A call is on its way (the first, or Try again after an error). */
    isFetching: query.isFetching,
    error: query.error,
    refetch: query.refetch,
  };
}
