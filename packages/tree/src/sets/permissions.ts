// The sets tree's "Permissions…" row item (spec 001 §2: the set permissions page is a link shown only
// when setPermissions is allowed). The host opens the page (the tree knows no routes): it passes
// `onOpenPermissions`, and the item shows on a set when setPermissions is allowed on that set
// (GET /api/permission …&virtualSet={id}, @vitrine/ui's cached answer) and on a group (collection)
// when it is allowed anywhere (the permission call takes no group; the page itself refuses a group
// the person may not change). Answers are asked when the person is about to use a row (pointer over
// it, focus, right click), as the folder tree does, and a row's menu reads the cache: unknown shows
// the item disabled, refused leaves it out.
import {
  fetchPermission,
  PERMISSION_STALE_MS,
  type PermissionName,
  permissionQueryKey,
  useVitrine,
} from '@vitrine/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { fetchGlobalPermission, globalPermissionQueryKey } from '../api/sets';
import type { SetTreeItem } from './model';

/** The node whose permissions page the host opens. */
export interface SetPermissionsTarget {
  /** 'set', or 'setGroup' for a collection. */
  kind: 'set' | 'setGroup';
  id: number;
  /** The node's name, for the host's page title. */
  name: string;
}

const NAME: PermissionName = 'setPermissions';

const queryKeyOf = (item: SetTreeItem) =>
  item.kind === 'set' ? permissionQueryKey(NAME, { setId: item.id }) : globalPermissionQueryKey(NAME);

/** Whether setPermissions is allowed on each row, read from the cache and asked on intent. */
export function useSetPermissionsGate(enabled: boolean) {
  const { client, queryClient, permissions } = useVitrine();
  // A new answer re-renders the rows, whose menus read the cache.
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (event.query.queryKey[1] === 'permission' && event.query.queryKey[2] === NAME)
        setVersion((current) => current + 1);
    });
  }, [enabled, queryClient]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the trigger, not an input
  const allowed = useCallback(
    (item: SetTreeItem): boolean | undefined => queryClient.getQueryData<boolean>(queryKeyOf(item)),
    [queryClient, version],
  );

  const ask = useCallback(
    (item: SetTreeItem) => {
      if (!enabled) return;
      void queryClient
        .ensureQueryData({
          queryKey: queryKeyOf(item),
          queryFn: async ({ signal }) => {
            if (item.kind === 'group') return fetchGlobalPermission(client, NAME, signal);
            const request = { name: NAME, target: { setId: item.id }, signal };
            return permissions ? await permissions(request) : await fetchPermission(client, request);
          },
          staleTime: PERMISSION_STALE_MS,
        })
        .catch(() => undefined);
    },
    [enabled, client, permissions, queryClient],
  );

  return useMemo(() => ({ allowed, ask }), [allowed, ask]);
}

/** The target of a row, for `onOpenPermissions`. */
export function permissionsTargetOf(item: SetTreeItem): SetPermissionsTarget {
  return { kind: item.kind === 'set' ? 'set' : 'setGroup', id: item.id, name: item.name };
}
