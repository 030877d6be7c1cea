// The calls behind the breadcrumb (spec 000 §2 "Main page"): a folder's parents and names, a set's
// place in the set tree, the names a logical node needs. The crumbs themselves are built by the
// pure functions of src/routes/breadcrumb.ts. A failed call is only logged (spec 000 §8) and the
// breadcrumb falls back to the route's own title.
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  isAbortError,
  type SetTreeNode,
  unwrap,
  type VitrineClient,
  type VitrineSet,
} from '@vitrine/api-client';
import {
  FOLDERS_PER_PAGE,
  FOLDERS_ROOT_TAKE_WHEN_SELECTED,
  formatCustomLabel,
  parseLogicalNodeId,
} from '@vitrine/core';
import {
  type FolderChildren,
  folderParentsQuery,
  loadMoreSubfolders,
  subfoldersQuery,
  type TreeSelection,
} from '@vitrine/tree';
import { useClient } from '@vitrine/ui';
import { useEffect, useRef } from 'react';
import {
  type Crumb,
  crumbEntryKeys,
  folderCrumbs,
  type LogicalLabels,
  logicalCrumbs,
  namedTreeEntries,
  setPathCrumbs,
  setTreeCrumbs,
  treeWriteRefreshesBreadcrumb,
} from '../routes/breadcrumb';

const BREADCRUMB_QUERY_KEY = ['vitrine', 'reference-app', 'breadcrumb'] as const;

/**
 * A folder's crumbs: its parent ids (GET /api/folders/getFolderParentsIds), then the folder itself
 * among its parent's children, 100 at a time (POST /api/folders/subfolders, spec 000 §9), for its
 * name and fullPath (no call answers one folder by id). Both through the folder tree's own queries
 * (@vitrine/tree folderParentsQuery, subfoldersQuery, loadMoreSubfolders): the tree opens the same
 * path to show the selected folder, so the page asks each once (issue 14). They are read afresh
 * (staleTime 0: a rename or a move shows) but join a read of the tree already on its way.
 */
export async function fetchFolderCrumbs(
  client: VitrineClient,
  queryClient: QueryClient,
  id: number,
  signal?: AbortSignal,
): Promise<Crumb[]> {
  const parentFolders = await queryClient.fetchQuery({ ...folderParentsQuery(client, id), staleTime: 0 });
  signal?.throwIfAborted();
  const parent: number | 'root' = parentFolders.at(-1) ?? 'root';
  // The root as the tree loads it when a folder is selected (spec 000 §9: take 0, every top folder).
  const firstTake = parent === 'root' ? FOLDERS_ROOT_TAKE_WHEN_SELECTED : FOLDERS_PER_PAGE;
  let page: FolderChildren | undefined = await queryClient.fetchQuery({
    ...subfoldersQuery(client, parent, firstTake),
    staleTime: 0,
  });
  while (page) {
    signal?.throwIfAborted();
    const folder = page.folders.find((node) => node.id === id);
    if (folder) return folderCrumbs(folder, parentFolders);
    if (page.nextSkip === null) break;
    page = await loadMoreSubfolders(client, queryClient, parent);
  }
  throw new Error(`folder ${id} is not among the children of ${parent}`);
}

/**
 * A set's or collection's crumbs from the set tree (GET /api/virtualsets). A subset the tree does
 * not carry is looked up under its parent (GET /api/virtualsets/getsetparentsids/{id}, then GET
 * /api/virtualsets/{id}/subsets) and shown from its parentPath, after its group.
 */
export async function fetchSetCrumbs(
  client: VitrineClient,
  target: Extract<TreeSelection, { kind: 'set' | 'collection' }>,
  signal?: AbortSignal,
): Promise<Crumb[]> {
  const { sets: tree } = await unwrap(client.GET('/api/virtualsets', { signal }));
  const found = setTreeCrumbs(tree, target);
  if (found) return found;
  if (target.kind === 'set') {
    const { parentSetsIds } = await unwrap(
      client.GET('/api/virtualsets/getsetparentsids/{id}', { params: { path: { id: target.id } }, signal }),
    );
    const parent = parentSetsIds.at(-1);
    if (parent !== undefined) {
      const { sets } = await unwrap(
        client.GET('/api/virtualsets/{id}/subsets', { params: { path: { id: parent } }, signal }),
      );
      const set = sets.find((candidate: VitrineSet) => candidate.id === target.id);
      if (set) return [...groupCrumb(tree, set.groupId), ...setPathCrumbs(set, parentSetsIds)];
    }
  }
  throw new Error(`${target.kind} ${target.id} is not in the set tree`);
}

function groupCrumb(tree: SetTreeNode[], groupId: number | null | undefined): Crumb[] {
  const group = tree.find((node) => node.type === 'g' && node.id === groupId);
  return group ? [{ label: group.name, selection: { kind: 'collection', id: group.id } }] : [];
}

/** The words of a logical breadcrumb that come from the locale. */
export type LogicalLocaleLabels = Omit<LogicalLabels, 'keywordName' | 'customFieldLabel'>;

/**
 * A logical node's crumbs: the branch labels, with keyword names (GET /api/logical/keywords) and
 * custom field labels (GET /api/custommetadata/definitions) read only when the node needs them.
 */
export async function fetchLogicalCrumbs(
  client: VitrineClient,
  nodeId: string,
  labels: LogicalLocaleLabels,
  signal?: AbortSignal,
): Promise<Crumb[]> {
  const keywords = new Map<string, string>();
  const customLabels = new Map<string, string>();
  const node = parseLogicalNodeId(nodeId);
  if (node?.type === 'keyword') {
    const rows = await unwrap(
      client.GET('/api/logical/keywords', { params: { query: { format: 'json' } }, signal }),
    );
    for (const row of rows) if (row.id !== undefined && row.value) keywords.set(String(row.id), row.value);
  }
  if (node?.type === 'custom') {
    const definitions = await unwrap(client.GET('/api/custommetadata/definitions', { signal }));
    for (const definition of definitions)
      customLabels.set(String(definition.id), formatCustomLabel(definition.label));
  }
  return logicalCrumbs(nodeId, {
    ...labels,
    keywordName: (id) => keywords.get(id),
    customFieldLabel: (id) => customLabels.get(id),
  });
}

/** What {@link useBreadcrumb} returns. */
export interface BreadcrumbState {
  /** The path, or `null` while it loads, without a selection, or when it cannot be read. */
  crumbs: Crumb[] | null;
  /** True while the path is being read. */
  pending: boolean;
}

/** Whether a query key belongs to @vitrine/tree (every tree key starts with ['vitrine', 'tree']). */
const isTreeKey = (key: readonly unknown[]) => key[0] === 'vitrine' && key[1] === 'tree';

/** The tree answers that name folders or sets: folder lists and the set tree (not searches, pins, …). */
function namedCacheOf(key: readonly unknown[]): 'folders' | 'sets' | null {
  if (key[2] === 'folders' && key[3] === 'children') return 'folders';
  if (key[2] === 'sets' && (key[3] === 'list' || key[3] === 'children')) return 'sets';
  return null;
}

/** The steps of the selection's shown path (its crumbs, and the selection itself), as `kind:id`. */
function shownPath(queryClient: QueryClient, selection: TreeSelection | null): string[] {
  if (selection === null) return [];
  const crumbs = queryClient.getQueryData<Crumb[] | null>([...BREADCRUMB_QUERY_KEY, selection]) ?? [];
  return [...crumbEntryKeys(crumbs), ...crumbEntryKeys([{ label: '', selection }])];
}

/**
 * The crumbs of the selection. After a change (a rename, a move, a delete) the trees invalidate
 * their queries or write the new answer into them by hand; either way the breadcrumb reads its path
 * again, so it never shows an old name. (Ordinary loads, such as opening a folder, do not.)
 */
export function useBreadcrumb(selection: TreeSelection | null, labels: LogicalLocaleLabels): BreadcrumbState {
  const client = useClient();
  const queryClient = useQueryClient();
  const selectionRef = useRef(selection);
  selectionRef.current = selection;
  useEffect(() => {
    // What each folder or set answer of the trees named when last seen (treeWriteRefreshesBreadcrumb).
    const named = new Map<string, Map<string, string>>();
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'removed') named.delete(event.query.queryHash);
      if ((event.type !== 'updated' && event.type !== 'added') || !isTreeKey(event.query.queryKey)) return;
      const cache = namedCacheOf(event.query.queryKey);
      const before = named.get(event.query.queryHash);
      const after = cache && event.query.state.data !== undefined ? namedTreeEntries(event.query.state.data, cache) : null;
      if (after) named.set(event.query.queryHash, after);
      if (event.type !== 'updated') return;
      const { action } = event;
      if (action.type === 'invalidate') {
        void queryClient.invalidateQueries({ queryKey: BREADCRUMB_QUERY_KEY });
      } else if (action.type === 'success' && action.manual === true) {
        // A tree's own write: only a changed name or path is read again, never a deleted step
        // (the deleted selection asked for its path again and got 404 twice, issue 15).
        if (after && !treeWriteRefreshesBreadcrumb(before, after, shownPath(queryClient, selectionRef.current))) return;
        void queryClient.invalidateQueries({ queryKey: BREADCRUMB_QUERY_KEY });
      }
    });
  }, [queryClient]);
  const enabled = selection !== null && selection.kind !== 'all' && selection.kind !== 'database';
  const { data, isPending } = useQuery({
    queryKey: [...BREADCRUMB_QUERY_KEY, selection],
    enabled,
    queryFn: async ({ signal }): Promise<Crumb[] | null> => {
      try {
        switch (selection?.kind) {
          case 'folder':
            return await fetchFolderCrumbs(client, queryClient, selection.id, signal);
          case 'set':
          case 'collection':
            return await fetchSetCrumbs(client, selection, signal);
          case 'logical':
            return await fetchLogicalCrumbs(client, selection.nodeId, labels, signal);
          default:
            return null;
        }
      } catch (error) {
        // A cancelled read (the selection changed, the page moved on) is no failure.
        if (isAbortError(error)) throw error;
        // spec 000 §8: most load failures are only logged; the breadcrumb shows the route's title.
        console.warn('vitrine: could not read the breadcrumb of the selection', error);
        return null;
      }
    },
  });
  return { crumbs: data ?? null, pending: enabled && isPending };
}
