// The set calls of spec 000 §7 "Sets" (plus the image drop of spec 001 §7 and the set pin of §7
// "Pinning"), through the typed client, and their TanStack Query wrappers. The only module of the
// sets tree that calls the client (docs/architecture.md "Only a package's src/api/ calls the client").
//
// Plain async functions first (the headless actions and the node tests call them with any client),
// then query options with the keys of ./keys, then the React hooks.
import { type QueryClient, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import {
  type SetGroup,
  type SetTreeNode,
  unwrap,
  type VitrineClient,
  type VitrineSet,
} from '@vitrine/api-client';
import { PERMISSION_STALE_MS, type PermissionName, usePermission, useVitrine } from '@vitrine/ui';
import { treeKeys } from './keys';

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

/** GET /api/virtualsets: the top-level sets and set groups (collections). */
export async function fetchSets(client: VitrineClient, signal?: AbortSignal): Promise<SetTreeNode[]> {
  const data = await unwrap(client.GET('/api/virtualsets', signal ? { signal } : {}));
  return data.sets;
}

/** GET /api/virtualsets/{id}/subsets: the subsets of one set (spec 000 §7 "GET set subsets/{id}"). */
export async function fetchSubsets(
  client: VitrineClient,
  setId: number,
  signal?: AbortSignal,
): Promise<VitrineSet[]> {
  const data = await unwrap(
    client.GET('/api/virtualsets/{id}/subsets', {
      params: { path: { id: setId } },
      ...(signal ? { signal } : {}),
    }),
  );
  return data.sets;
}

/** GET /api/virtualsets/getsetparentsids/{id}: the ids of a set's parent sets, root first. */
export async function fetchSetParentIds(
  client: VitrineClient,
  setId: number,
  signal?: AbortSignal,
): Promise<number[]> {
  const data = await unwrap(
    client.GET('/api/virtualsets/getsetparentsids/{id}', {
      params: { path: { id: setId } },
      ...(signal ? { signal } : {}),
    }),
  );
  return data.parentSetsIds;
}

/** POST /api/virtualsets/createset {Name, ParentId}: a standalone set, or a subset of `parentId`. */
export async function createSet(
  client: VitrineClient,
  input: { name: string; parentId?: number | null },
): Promise<VitrineSet> {
  return unwrap(
    client.POST('/api/virtualsets/createset', {
      body: { Name: input.name, ParentId: input.parentId ?? null },
    }),
  );
}

/** POST /api/virtualsets/createsetingroup {Name, ParentId}: a set in a set group (collection). */
export async function createSetInGroup(
  client: VitrineClient,
  input: { name: string; groupId: number },
): Promise<VitrineSet> {
  return unwrap(
    client.POST('/api/virtualsets/createsetingroup', { body: { Name: input.name, ParentId: input.groupId } }),
  );
}

/** POST /api/vsgroups/ {Name}: a set group (collection). */
export async function createSetGroup(client: VitrineClient, input: { name: string }): Promise<SetGroup> {
  return unwrap(client.POST('/api/vsgroups/', { body: { Name: input.name } }));
}

/** PATCH /api/virtualsets/{id} {Name}: rename a set. */
export async function renameSet(
  client: VitrineClient,
  input: { id: number; name: string },
): Promise<VitrineSet> {
  return unwrap(
    client.PATCH('/api/virtualsets/{id}', { params: { path: { id: input.id } }, body: { Name: input.name } }),
  );
}

/** PATCH /api/vsgroups/{id} {Name}: rename a set group. */
export async function renameSetGroup(
  client: VitrineClient,
  input: { id: number; name: string },
): Promise<SetGroup> {
  return unwrap(
    client.PATCH('/api/vsgroups/{id}', { params: { path: { id: input.id } }, body: { Name: input.name } }),
  );
}

/** PATCH /api/virtualsets/move/ {Id, newParentId}: under another set, or to the root with `null`. */
export async function moveSet(
  client: VitrineClient,
  input: { id: number; newParentId: number | null },
): Promise<void> {
  await unwrap(
    client.PATCH('/api/virtualsets/move/', { body: { Id: input.id, newParentId: input.newParentId } }),
  );
}

/**
 * PATCH /api/virtualsets/changegroup/ {id, newParentId, makeStandalone}: attach a set to a group
 * (`groupId`), or detach it (`groupId: null` sends makeStandalone).
 */
export async function changeSetGroup(
  client: VitrineClient,
  input: { id: number; groupId: number | null },
): Promise<void> {
  await unwrap(
    client.PATCH('/api/virtualsets/changegroup/', {
      body: { id: input.id, newParentId: input.groupId, makeStandalone: input.groupId === null },
    }),
  );
}

/** DELETE /api/virtualsets/{id}/delete (spec 000 §7 "DELETE set/{id}/delete"). */
export async function deleteSet(client: VitrineClient, id: number): Promise<void> {
  await unwrap(client.DELETE('/api/virtualsets/{id}/delete', { params: { path: { id } } }));
}

/** DELETE /api/vsgroups/{id}/delete. */
export async function deleteSetGroup(client: VitrineClient, id: number): Promise<void> {
  await unwrap(client.DELETE('/api/vsgroups/{id}/delete', { params: { path: { id } } }));
}

/** POST /api/virtualsets/{setId}/deleteimages {ImageIds}: exclude files from a set. */
export async function excludeImagesFromSet(
  client: VitrineClient,
  input: { setId: number; imageIds: number[] },
): Promise<void> {
  await unwrap(
    client.POST('/api/virtualsets/{setId}/deleteimages', {
      params: { path: { setId: input.setId } },
      body: { ImageIds: input.imageIds },
    }),
  );
}

/** POST /api/virtualsets/{setId}/images {ImageIds, isDropFromSidebar}: files dropped on a set (spec 001 §7). */
export async function addImagesToSet(
  client: VitrineClient,
  input: { setId: number; imageIds: number[]; isDropFromSidebar?: boolean },
): Promise<void> {
  await unwrap(
    client.POST('/api/virtualsets/{setId}/images', {
      params: { path: { setId: input.setId } },
      body: { ImageIds: input.imageIds, isDropFromSidebar: input.isDropFromSidebar ?? false },
    }),
  );
}

/** POST /api/pinneditems/set {value, setId}: pin (`true`) or unpin (`false`) a set. */
export async function pinSet(client: VitrineClient, input: { setId: number; value: boolean }): Promise<void> {
  await unwrap(client.POST('/api/pinneditems/set', { body: { value: input.value, setId: input.setId } }));
}

/**
 * GET /api/permission?permission=&require=any with neither folder nor set: the user's permission
 * anywhere (openapi.yml). Asked for the actions that have no set to ask about (create at the top
 * level, group actions): @vitrine/ui's usePermission needs a folder or a set.
 */
export async function fetchGlobalPermission(
  client: VitrineClient,
  name: PermissionName,
  signal?: AbortSignal,
): Promise<boolean> {
  const data = await unwrap(
    client.GET('/api/permission', {
      params: { query: { permission: name, require: 'any' } },
      ...(signal ? { signal } : {}),
    }),
  );
  return data.allowed === true;
}

// ---------------------------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------------------------

/** The set tree's top level. */
export function setsQueryOptions(client: VitrineClient) {
  return queryOptions({
    queryKey: treeKeys.sets(),
    queryFn: ({ signal }) => fetchSets(client, signal),
  });
}

/** The subsets of one set, for a server that leaves `subsets` out of the list (loaded when opened). */
export function subsetsQueryOptions(client: VitrineClient, setId: number) {
  return queryOptions({
    queryKey: treeKeys.subsets(setId),
    queryFn: ({ signal }) => fetchSubsets(client, setId, signal),
  });
}

/** The parent set ids of one set, to open the tree down to a selected set that is not loaded yet. */
export function setParentsQueryOptions(client: VitrineClient, setId: number) {
  return queryOptions({
    queryKey: treeKeys.setParents(setId),
    queryFn: ({ signal }) => fetchSetParentIds(client, setId, signal),
  });
}

/** Every query under ['vitrine', 'tree', 'sets'] (list, subsets, parents). */
export const setTreeQueryPrefix = ['vitrine', 'tree', 'sets'] as const;

/**
 * After a set mutation: the set tree is read again, and the quick-access list too when it shows
 * sets (pin, unpin, rename, delete change what it lists; spec 000 §4 "isPinned toggles").
 */
export async function invalidateSetTree(
  queryClient: QueryClient,
  options: { pinned?: boolean } = {},
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: setTreeQueryPrefix }),
    options.pinned ? queryClient.invalidateQueries({ queryKey: treeKeys.pinned() }) : undefined,
  ]);
}

/** The set tree's top level (TanStack Query). */
export function useSetsQuery(options: { enabled?: boolean } = {}) {
  const { client } = useVitrine();
  return useQuery({ ...setsQueryOptions(client), enabled: options.enabled ?? true });
}

/** The subsets of every set in `setIds`, each its own cached query. */
export function useSubsetsQueries(setIds: readonly number[]) {
  const { client } = useVitrine();
  return useQueries({ queries: setIds.map((id) => subsetsQueryOptions(client, id)) });
}

/** The parent set ids of `setId`; asks nothing while `setId` is null. */
export function useSetParentIdsQuery(setId: number | null) {
  const { client } = useVitrine();
  return useQuery({
    ...setParentsQueryOptions(client, setId ?? -1),
    enabled: setId !== null,
  });
}

/** Query key of a permission asked with no folder or set (see {@link fetchGlobalPermission}). */
export function globalPermissionQueryKey(name: PermissionName) {
  return ['vitrine', 'permission', name, 'global'] as const;
}

/**
 * Whether the user has `name` on a set (`{ setId }`, through @vitrine/ui's usePermission and its
 * cache) or anywhere (`'global'`); `null` asks nothing. `undefined` until known.
 */
export function useSetTreePermission(
  name: PermissionName,
  target: { setId: number } | 'global' | null,
): boolean | undefined {
  const { client } = useVitrine();
  const onSet = usePermission(name, target !== null && target !== 'global' ? target : null);
  const global = useQuery({
    queryKey: globalPermissionQueryKey(name),
    queryFn: ({ signal }) => fetchGlobalPermission(client, name, signal),
    enabled: target === 'global',
    staleTime: PERMISSION_STALE_MS,
  });
  if (target === null) return undefined;
  return target === 'global' ? global.data : onSet.allowed;
}
