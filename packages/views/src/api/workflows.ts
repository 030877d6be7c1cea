// The workflow statuses (openapi.yml getWorkflowStatuses, GET /api/workflows; spec 001 §3, §7), for
// the filter-search dropdown's workflowStatusesIds filter (spec 000 §3). Asked only when the global
// setting enableWorkflow is on. The only code of the top menu that calls the client.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type VitrineClient } from '@vitrine/api-client';
import { useClient } from '@vitrine/ui';
import type { FilterWorkflowStatus } from '../top-menu/filters';

/** How long the statuses stay fresh: they change rarely (decided: five minutes). */
export const WORKFLOW_STATUSES_STALE_MS = 5 * 60_000;

/** Query keys of the workflow statuses (they start like every views key). */
export const workflowKeys = {
  all: ['vitrine', 'views', 'workflows'] as const,
};

/** GET /api/workflows → the statuses (id and name). */
export async function fetchWorkflowStatuses(
  client: VitrineClient,
  signal?: AbortSignal,
): Promise<FilterWorkflowStatus[]> {
  const answer = await unwrap(client.GET('/api/workflows', signal ? { signal } : {}));
  return answer.map((status) => ({ id: status.id, name: status.name }));
}

/** Query options of the workflow statuses. */
export function workflowStatusesQuery(client: VitrineClient) {
  return queryOptions({
    queryKey: workflowKeys.all,
    queryFn: ({ signal }) => fetchWorkflowStatuses(client, signal),
    staleTime: WORKFLOW_STATUSES_STALE_MS,
  });
}

/** The workflow statuses, asked only when `enabled` (global setting enableWorkflow). */
export function useWorkflowStatuses(enabled: boolean) {
  const client = useClient();
  return useQuery({ ...workflowStatusesQuery(client), enabled });
}
