// Permissions are asked from the server by name with an 'any' match, for a folder or a set
// (spec 000 §6, spec 001 §6), through GET /api/permission (spec 000 §7, spec 001 §7), and cached per
// name + target by TanStack Query. The only place in @vitrine/ui that calls the client.
import { useQuery } from '@tanstack/react-query';
import { unwrap, type VitrineClient } from '@vitrine/api-client';
import type { PermissionName as CorePermissionName } from '@vitrine/core';
import { useVitrineContext } from '../provider/context';

/** Permission names of spec 000 §6 and spec 001 §6 (@vitrine/core); any other name may be asked too. */
export type PermissionName = CorePermissionName | (string & {});

/** What a permission is asked for: a folder or a set. */
export type PermissionTarget = { folderId: number } | { setId: number };

/** A permission question. */
export interface PermissionRequest {
  name: PermissionName;
  target: PermissionTarget;
  signal?: AbortSignal;
}

/**
 * The provider's `permissions` prop: answers permission questions instead of the server (a host
 * with its own rules, a shared-link page that knows the link flags, a story).
 */
export type PermissionResolver = (request: PermissionRequest) => boolean | Promise<boolean>;

/**
 * How long an answer is reused before it is asked again (decision: the spec is silent). Permissions
 * change rarely within a session; a reload or queryClient.invalidateQueries(['vitrine','permission'])
 * asks again.
 */
export const PERMISSION_STALE_MS = 5 * 60_000;

/** The query key of one permission: cached per name and target. */
export function permissionQueryKey(name: PermissionName, target: PermissionTarget) {
  return 'folderId' in target
    ? (['vitrine', 'permission', name, 'folder', String(target.folderId)] as const)
    : (['vitrine', 'permission', name, 'set', String(target.setId)] as const);
}

/** Asks the server: GET /api/permission?permission=&require=any&folder= (or &virtualSet=). */
export async function fetchPermission(client: VitrineClient, request: PermissionRequest): Promise<boolean> {
  const { name, target, signal } = request;
  const where = 'folderId' in target ? { folder: target.folderId } : { virtualSet: target.setId };
  const data = await unwrap(
    client.GET('/api/permission', {
      params: { query: { permission: name, require: 'any', ...where } },
      ...(signal ? { signal } : {}),
    }),
  );
  return data.allowed === true;
}

/** The state of one permission. */
export interface PermissionState {
  /** The answer; undefined until it is known (treat as not allowed for gating). */
  allowed: boolean | undefined;
  isPending: boolean;
  error: unknown;
}

/**
 * Whether the current user has `name` on a folder or a set. Answers come from the provider's
 * `permissions` resolver when given, else from the server; either way they are cached per name and
 * target. Pass `null` as target to ask nothing yet (no folder selected).
 */
export function usePermission(name: PermissionName, target: PermissionTarget | null): PermissionState {
  const { client, permissions } = useVitrineContext('usePermission');
  const query = useQuery({
    queryKey: target ? permissionQueryKey(name, target) : ['vitrine', 'permission', name, 'none'],
    queryFn: async ({ signal }) => {
      if (!target) return false;
      const request = { name, target, signal };
      return permissions ? await permissions(request) : await fetchPermission(client, request);
    },
    enabled: target !== null,
    staleTime: PERMISSION_STALE_MS,
  });
  return { allowed: query.data, isPending: query.isPending, error: query.error };
}
