// The logical views (spec 000 §7 "Logical"): GET /api/logical/date, /keywords, /location and
// /string?field=, each answering raw rows (year, month, count, value, id, country, stateProvince,
// city). The only place the logical tree calls the client.
//
// spec 000 §4: lazy logical branches load once. The rows stay fresh for the session (no refetch on
// mount, focus or reconnect); `invalidateQueries({ queryKey: treeKeys.logical... })` asks again.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type components, unwrap, type VitrineClient } from '@vitrine/api-client';
import { useClient } from '@vitrine/ui';
import { treeKeys } from './keys';

/** One raw row of a logical-view answer. */
export type LogicalRow = components['schemas']['LogicalRow'];

/**
 * Which logical call: by date taken, by keyword, by location, or a text field (`title`, `author`,
 * `subject`, or `custom-{definitionId}`).
 */
export type LogicalSource =
  | { kind: 'date' }
  | { kind: 'keywords' }
  | { kind: 'location' }
  | { kind: 'string'; field: string };

/** The query key of a logical source (src/api/keys.ts). */
export function logicalQueryKey(source: LogicalSource) {
  return source.kind === 'string' ? treeKeys.logical('string', source.field) : treeKeys.logical(source.kind);
}

/** Fetches the rows of one logical view. */
export async function fetchLogicalRows(
  client: VitrineClient,
  source: LogicalSource,
  signal?: AbortSignal,
): Promise<LogicalRow[]> {
  const init = signal ? { signal } : {};
  switch (source.kind) {
    case 'date':
      return unwrap(client.GET('/api/logical/date', { params: { query: { format: 'json' } }, ...init }));
    case 'keywords':
      return unwrap(client.GET('/api/logical/keywords', { params: { query: { format: 'json' } }, ...init }));
    case 'location':
      return unwrap(client.GET('/api/logical/location', { params: { query: { format: 'json' } }, ...init }));
    case 'string':
      return unwrap(
        client.GET('/api/logical/string', {
          params: { query: { format: 'json', field: source.field } },
          ...init,
        }),
      );
  }
}

/** TanStack Query options of one logical view: loaded once per session (spec 000 §4). */
export function logicalRowsQuery(client: VitrineClient, source: LogicalSource) {
  return queryOptions({
    queryKey: logicalQueryKey(source),
    queryFn: ({ signal }) => fetchLogicalRows(client, source, signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** The rows of one logical view; `enabled: false` waits (a lazy branch that is still closed). */
export function useLogicalRows(source: LogicalSource, options: { enabled?: boolean } = {}) {
  const client = useClient();
  return useQuery({ ...logicalRowsQuery(client, source), enabled: options.enabled ?? true });
}
