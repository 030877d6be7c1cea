// The folder calls of spec 000 §7 "Folders" (plus the folder's notifications), and the TanStack
// Query plumbing of the folder tree. The only place in the folder tree that calls the client.
//
// Children of a folder live in one cache entry per parent (`treeKeys.subfolders(parentId)`), as
// `{ folders, nextSkip }`: "Load more..." appends the next page to the same entry, and a refetch
// (after a create, a move...) asks for as many children as were loaded, so an invalidation never
// throws loaded pages away.
import { type QueryClient, queryOptions, useQueryClient } from '@tanstack/react-query';
import {
  type components,
  type Folder,
  type FolderTreeNode,
  unwrap,
  type VitrineClient,
} from '@vitrine/api-client';
import { FOLDERS_PER_PAGE, LOAD_MORE_NODE_ID, type NotificationKey } from '@vitrine/core';
import { useClient } from '@vitrine/ui';
import { useMemo } from 'react';
import { treeKeys } from './keys';

type Schemas = components['schemas'];

/** The parent of a page of folders: a folder id, or 'root' for the top level. */
export type FolderParentId = number | 'root';

/** The loaded children of one parent. */
export interface FolderChildren {
  /** The folders loaded so far, in server order (the "Load more..." node is not kept here). */
  folders: Folder[];
  /** The skip of the next page, or null when every child is loaded. */
  nextSkip: number | null;
}

/** The 'Load more...' placeholder (spec 000 §3: id -1, nextSkip, loadMoreFor). */
export type LoadMoreNode = Schemas['LoadMoreNode'];

/** Whether a node of a subfolders answer is the load-more placeholder (id -1). */
export function isLoadMoreNode(node: FolderTreeNode): node is LoadMoreNode {
  return node.id === LOAD_MORE_NODE_ID;
}

/** A page answer as we keep it: folders only, with the next skip taken from either place it may be. */
export function toFolderChildren(answer: {
  folders: FolderTreeNode[];
  nextSkip?: number | null;
}): FolderChildren {
  const folders: Folder[] = [];
  let loadMore: LoadMoreNode | undefined;
  for (const node of answer.folders) {
    if (isLoadMoreNode(node)) loadMore = node;
    else folders.push(node as Folder);
  }
  return { folders, nextSkip: answer.nextSkip ?? loadMore?.nextSkip ?? null };
}

/**
 * Appends a page to what is loaded (spec 000 §4 "Load more"): folders already there (a folder created
 * meanwhile shifts the pages) are not repeated; the next skip is the page's.
 */
export function mergeFolderPage(loaded: FolderChildren | undefined, page: FolderChildren): FolderChildren {
  if (!loaded) return page;
  const seen = new Set(loaded.folders.map((folder) => folder.id));
  const added = page.folders.filter((folder) => !seen.has(folder.id));
  return {
    folders: added.length > 0 ? [...loaded.folders, ...added] : loaded.folders,
    nextSkip: page.nextSkip,
  };
}

/**
 * How many children to ask for when a parent is (re)fetched: the first page (100, spec 000 §9), or
 * as many as are loaded already, so a refresh keeps every page the user has loaded.
 */
export function refetchTake(
  loaded: FolderChildren | undefined,
  firstTake: number = FOLDERS_PER_PAGE,
): number {
  if (!loaded) return firstTake;
  if (loaded.nextSkip === null && firstTake === 0) return 0;
  return Math.max(FOLDERS_PER_PAGE, loaded.folders.length);
}

/**
 * POST subfolders {folderId, take, skip, pos} (spec 000 §7). `pos` is the place in the parent's list
 * where the page's first folder goes: 0 for a (re)load, the number of folders already loaded for
 * "Load more..." (docs/decisions.md: the spec lists `pos` without saying what it holds).
 */
export async function fetchSubfolders(
  client: VitrineClient,
  request: { parentId: FolderParentId; take: number; skip?: number; pos?: number },
  signal?: AbortSignal,
): Promise<FolderChildren> {
  const skip = request.skip ?? 0;
  const answer = await unwrap(
    client.POST('/api/folders/subfolders', {
      body: { folderId: request.parentId, take: request.take, skip, pos: request.pos ?? skip },
      ...(signal ? { signal } : {}),
    }),
  );
  return toFolderChildren(answer);
}

/**
 * Query options of one parent's children. `firstTake` is the size of the first load: 100, or 0 for
 * the root when a folder is already selected (spec 000 §9).
 */
export function subfoldersQuery(
  client: VitrineClient,
  parentId: FolderParentId,
  firstTake = FOLDERS_PER_PAGE,
) {
  return queryOptions({
    queryKey: treeKeys.subfolders(parentId),
    queryFn: ({ signal, client: queryClient }) => {
      const loaded = queryClient.getQueryData<FolderChildren>(treeKeys.subfolders(parentId));
      // A (re)fetch replaces the list from its start: pos 0.
      return fetchSubfolders(client, { parentId, take: refetchTake(loaded, firstTake), pos: 0 }, signal);
    },
  });
}

/** Loads the next page of a parent's children and appends it (the "Load more..." node). */
export async function loadMoreSubfolders(
  client: VitrineClient,
  queryClient: QueryClient,
  parentId: FolderParentId,
): Promise<FolderChildren | undefined> {
  const key = treeKeys.subfolders(parentId);
  const loaded = queryClient.getQueryData<FolderChildren>(key);
  if (!loaded || loaded.nextSkip === null) return loaded;
  const page = await fetchSubfolders(client, {
    parentId,
    take: FOLDERS_PER_PAGE,
    skip: loaded.nextSkip,
    pos: loaded.folders.length,
  });
  const merged = mergeFolderPage(queryClient.getQueryData<FolderChildren>(key) ?? loaded, page);
  queryClient.setQueryData<FolderChildren>(key, merged);
  return merged;
}

/** GET /api/folders/getFolderParentsIds {FolderId} → the parents' ids, root first (spec 000 §7). */
export async function fetchFolderParents(client: VitrineClient, folderId: number, signal?: AbortSignal) {
  const answer = await unwrap(
    client.GET('/api/folders/getFolderParentsIds', {
      params: { query: { FolderId: folderId } },
      ...(signal ? { signal } : {}),
    }),
  );
  return answer.parentFolders;
}

export function folderParentsQuery(client: VitrineClient, folderId: number) {
  return queryOptions({
    queryKey: treeKeys.folderParents(folderId),
    queryFn: ({ signal }) => fetchFolderParents(client, folderId, signal),
  });
}

/** The answer of the folder-name search. */
export interface FolderSearchResult {
  /** The text the answer is for (spec 000 §5: an answer for older text is ignored). */
  searchPath: string;
  folders: Folder[];
}

/** POST /api/folders/getFolderWithString {FolderPathPart} (spec 000 §7). */
export async function searchFolders(
  client: VitrineClient,
  text: string,
  signal?: AbortSignal,
): Promise<FolderSearchResult> {
  return unwrap(
    client.POST('/api/folders/getFolderWithString', {
      body: { FolderPathPart: text },
      ...(signal ? { signal } : {}),
    }),
  );
}

export function folderSearchQuery(client: VitrineClient, text: string) {
  return queryOptions({
    queryKey: treeKeys.folderSearch(text),
    queryFn: ({ signal }) => searchFolders(client, text, signal),
    staleTime: 30_000,
  });
}

/** POST folder/addFolder {Name, ParentId} (spec 000 §7); 'All' (0) creates at the top level. */
export async function createFolder(client: VitrineClient, name: string, parentId: number): Promise<Folder> {
  return unwrap(client.POST('/api/folder/addFolder', { body: { Name: name, ParentId: parentId } }));
}

/** PATCH folder/{id} {Name, hugeOperationAllowed} → folder (spec 000 §7); 413 above 10 thousand items. */
export async function renameFolder(
  client: VitrineClient,
  id: number,
  name: string,
  hugeOperationAllowed = false,
): Promise<Folder> {
  return unwrap(
    client.PATCH('/api/folder/{id}', {
      params: { path: { id } },
      body: { Name: name, hugeOperationAllowed },
    }),
  );
}

/** DELETE folder/{id} (spec 000 §7). */
export async function deleteFolder(client: VitrineClient, id: number): Promise<void> {
  await unwrap(client.DELETE('/api/folder/{id}', { params: { path: { id } } }));
}

/** GET move permission warning /{sourceId}/{destId} → warning ('' when none) (spec 000 §7). */
export async function fetchMovePermissionWarning(
  client: VitrineClient,
  sourceId: number,
  destId: number,
): Promise<string | undefined> {
  const answer = await unwrap(
    client.GET('/api/folders/movepermissionwarning/{sourceId}/{destId}', {
      params: { path: { sourceId, destId } },
    }),
  );
  // An answer without a warning string is "nothing" (spec 000 §8 alerts then).
  return typeof answer?.warning === 'string' ? answer.warning : undefined;
}

/** One folder the server could not move. */
export type FailedFolderMove = { folderId: number; exceptionMessage: string };

/** Move folders {folderIds, newParentId} → failedFolderIds (spec 000 §7). */
export async function moveFolders(
  client: VitrineClient,
  folderIds: number[],
  newParentId: number,
): Promise<FailedFolderMove[]> {
  const answer = await unwrap(client.PATCH('/api/folders/move', { body: { folderIds, newParentId } }));
  return answer.failedFolderIds;
}

/** PATCH /api/folders/autoresync/{id} {autoResync} (spec 000 §7). */
export async function setFolderAutoResync(
  client: VitrineClient,
  id: number,
  autoResync: boolean,
): Promise<void> {
  await unwrap(
    client.PATCH('/api/folders/autoresync/{id}', { params: { path: { id } }, body: { autoResync } }),
  );
}

/** POST /api/folder/resync/ {folderId, tenantId} (spec 000 §7). */
export async function resyncFolder(client: VitrineClient, folderId: number, tenantId?: string | null) {
  await unwrap(
    client.POST('/api/folder/resync/', {
      body: { folderId, ...(tenantId !== undefined ? { tenantId } : {}) },
    }),
  );
}

/** The file-type limits of a folder (spec 000 §7). */
export type FolderFileTypeLimits = {
  forbiddenTypesNames: string[];
  parentFoldersForbiddenNames: string[];
  allFoldersWithLimits: Schemas['FolderRef'][];
};

/** GET /api/folders/limitUploadFileTypes/{id}. */
export async function fetchFolderFileTypeLimits(
  client: VitrineClient,
  id: number,
  signal?: AbortSignal,
): Promise<FolderFileTypeLimits> {
  return unwrap(
    client.GET('/api/folders/limitUploadFileTypes/{id}', {
      params: { path: { id } },
      ...(signal ? { signal } : {}),
    }),
  );
}

export function folderFileTypesQuery(client: VitrineClient, id: number) {
  return queryOptions({
    queryKey: treeKeys.folderFileTypes(id),
    queryFn: ({ signal }) => fetchFolderFileTypeLimits(client, id, signal),
  });
}

/** POST /api/folders/limitUploadFileTypes/{id} {forbiddenTypesNames} (each with a leading dot). */
export async function saveFolderFileTypeLimits(client: VitrineClient, id: number, types: string[]) {
  await unwrap(
    client.POST('/api/folders/limitUploadFileTypes/{id}', {
      params: { path: { id } },
      body: { forbiddenTypesNames: types },
    }),
  );
}

/** A folder's notification subscriptions (spec 000 §7: subscribeTo and hasEmail). */
export type NotificationSettings = Schemas['NotificationSettings'];

/** GET /api/notifications/folder/{id}. */
export async function fetchFolderNotifications(
  client: VitrineClient,
  id: number,
  signal?: AbortSignal,
): Promise<NotificationSettings> {
  return unwrap(
    client.GET('/api/notifications/{objectType}/{id}', {
      params: { path: { objectType: 'folder', id } },
      ...(signal ? { signal } : {}),
    }),
  );
}

export function folderNotificationsQuery(client: VitrineClient, id: number) {
  return queryOptions({
    queryKey: treeKeys.notifications('folder', id),
    queryFn: ({ signal }) => fetchFolderNotifications(client, id, signal),
  });
}

/** PATCH /api/notifications/folder/{id} {subscribeTo}. */
export async function saveFolderNotifications(
  client: VitrineClient,
  id: number,
  subscribeTo: NotificationKey[],
) {
  await unwrap(
    client.PATCH('/api/notifications/{objectType}/{id}', {
      params: { path: { objectType: 'folder', id } },
      body: { subscribeTo },
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Cache edits: a change to one folder is written into every loaded list that holds it.
// ---------------------------------------------------------------------------------------------

/** The prefix of every children entry (all parents). */
const CHILDREN_PREFIX = ['vitrine', 'tree', 'folders', 'children'] as const;

/** Applies `patch` to folder `id` wherever it is loaded. */
export function patchFolderInCache(queryClient: QueryClient, id: number, patch: Partial<Folder>): void {
  queryClient.setQueriesData<FolderChildren>({ queryKey: CHILDREN_PREFIX }, (loaded) => {
    if (!loaded?.folders.some((folder) => folder.id === id)) return loaded;
    return {
      ...loaded,
      folders: loaded.folders.map((folder) => (folder.id === id ? { ...folder, ...patch } : folder)),
    };
  });
}

/** Removes folder `id` from its parent's loaded children (and drops its own children entry). */
export function removeFolderFromCache(queryClient: QueryClient, id: number): void {
  queryClient.setQueriesData<FolderChildren>({ queryKey: CHILDREN_PREFIX }, (loaded) => {
    if (!loaded?.folders.some((folder) => folder.id === id)) return loaded;
    return { ...loaded, folders: loaded.folders.filter((folder) => folder.id !== id) };
  });
  queryClient.removeQueries({ queryKey: treeKeys.subfolders(id) });
}

/** Refetches a parent's children (keeping as many as were loaded). */
export function invalidateSubfolders(queryClient: QueryClient, parentId: FolderParentId): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: treeKeys.subfolders(parentId) });
}

/** The folder calls bound to the provider's client, for the folder tree's hooks. */
export function useFolderApi() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      client,
      queryClient,
      subfoldersQuery: (parentId: FolderParentId, firstTake?: number) =>
        subfoldersQuery(client, parentId, firstTake),
      loadMore: (parentId: FolderParentId) => loadMoreSubfolders(client, queryClient, parentId),
      parents: (folderId: number) => queryClient.fetchQuery(folderParentsQuery(client, folderId)),
      create: (name: string, parentId: number) => createFolder(client, name, parentId),
      rename: (id: number, name: string, huge?: boolean) => renameFolder(client, id, name, huge),
      remove: (id: number) => deleteFolder(client, id),
      moveWarning: (sourceId: number, destId: number) => fetchMovePermissionWarning(client, sourceId, destId),
      move: (folderIds: number[], newParentId: number) => moveFolders(client, folderIds, newParentId),
      setAutoResync: (id: number, value: boolean) => setFolderAutoResync(client, id, value),
      resync: (id: number) => resyncFolder(client, id),
      saveFileTypes: (id: number, types: string[]) => saveFolderFileTypeLimits(client, id, types),
      saveNotifications: (id: number, keys: NotificationKey[]) => saveFolderNotifications(client, id, keys),
      patch: (id: number, patch: Partial<Folder>) => patchFolderInCache(queryClient, id, patch),
      removeFromCache: (id: number) => removeFolderFromCache(queryClient, id),
      invalidate: (parentId: FolderParentId) => invalidateSubfolders(queryClient, parentId),
    }),
    [client, queryClient],
  );
}

/** What {@link useFolderApi} returns. */
export type FolderApi = ReturnType<typeof useFolderApi>;
