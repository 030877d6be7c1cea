// useFolderTree: the folder tree's logic without its markup (STYLE habit 4). Lazy children 100 at a
// time with "Load more..." (spec 000 §4, §9), the root load (take 100, or 0 when a folder is already
// selected), expanding to the selected folder from its parents' ids, the auto-expanded root (global
// setting), and the selection and open state, each controlled or uncontrolled.
import { useQueries } from '@tanstack/react-query';
import type { Folder } from '@vitrine/api-client';
import {
  ALL_FILES_ID,
  FOLDERS_PER_PAGE,
  FOLDERS_ROOT_TAKE_WHEN_SELECTED,
  LOAD_MORE_DELAY_MS,
  type ParentLookup,
} from '@vitrine/core';
import { useControllableState, useGlobalSettings, useT } from '@vitrine/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type FolderApi, type FolderChildren, type FolderParentId, useFolderApi } from '../api/folders';
import type { TreeViewProps } from '../base/TreeView';
import type { TreeSelection } from '../selection';
import { type FolderTreeLocaleOverrides, useFolderTreeLocale } from './locale';
import {
  buildFolderNodes,
  createFolderLookups,
  createFolderNodeCache,
  type FolderNodeData,
  type FolderTreeViewNode,
  nodeToSelection,
  parseFolderNodeId,
  selectedFolderId,
  selectionToNodeId,
} from './model';

/** Options of {@link useFolderTree}. */
export interface UseFolderTreeOptions {
  /** The selection (controlled); `null` selects nothing. Another tree's selection shows nothing here. */
  value?: TreeSelection | null;
  /** The first selection (uncontrolled). */
  defaultValue?: TreeSelection | null;
  /** Called with every selection the user makes, in both modes. */
  onValueChange?: (value: TreeSelection | null) => void;
  /** Open folder ids (controlled); 0 is 'All'. */
  open?: readonly number[];
  /** Open folder ids at first (uncontrolled). */
  defaultOpen?: readonly number[];
  /** Called with the open folder ids whenever a folder opens or closes. */
  onOpenChange?: (open: number[]) => void;
  /** Show the 'All' node (folder id 0) with the top-level folders under it (default true). */
  showAll?: boolean;
  /** Open 'All' at first; by default the global setting autoExpandRootFolder decides (spec 000 §3). */
  autoExpandRoot?: boolean;
  /** Open the path to a selected folder that is not visible (default true). */
  expandToSelected?: boolean;
  /** Partial override of the folder tree's strings (the 'All' label). */
  locale?: FolderTreeLocaleOverrides;
}

/** Defaults of {@link UseFolderTreeOptions}, declared once (STYLE habit 2). */
export const defaultFolderTreeOptions = {
  showAll: true,
  expandToSelected: true,
} as const;

/** What the tree logs when a list fails to load (spec 000 §8: tree load failures are only logged). */
export function logFolderLoadFailure(error: unknown): void {
  console.warn('@vitrine/tree: a folder list failed to load', error);
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Union of two id lists, keeping the first list's order. */
function withIds(ids: readonly number[], add: readonly number[]): readonly number[] {
  const missing = add.filter((id) => !ids.includes(id));
  return missing.length === 0 ? ids : [...ids, ...missing];
}

/**
 * A list the tree could not load: a folder's children ('children'; 0 is the top level) or the next
 * page of them ('more').
 */
export interface FolderLoadFailure {
  /** The folder whose list failed (0 = 'All', the top level). */
  id: number;
  kind: 'children' | 'more';
  /** The error of the last failed call. */
  error: unknown;
}

/** What {@link useFolderTree} returns. */
export interface FolderTreeState {
  /** The nodes for <TreeView> (the 'All' node on top unless showAll is false). */
  nodes: FolderTreeViewNode[];
  /** The current selection (any tree's). */
  selection: TreeSelection | null;
  /** Selects (or clears, with null); reported through onValueChange. */
  select: (selection: TreeSelection | null) => void;
  /** The open folder ids (0 = 'All'). */
  open: readonly number[];
  /** Opens or closes folders. */
  setOpen: (next: readonly number[] | ((open: readonly number[]) => readonly number[])) => void;
  /** Opens the path to a folder (fetching its parents' ids) and loads pages until it is shown. */
  reveal: (folderId: number) => Promise<void>;
  /** Loads the next page of a parent; resolves with the first folder of the new page. */
  loadMore: (parentId: FolderParentId) => Promise<Folder | undefined>;
  /** A loaded folder by id. */
  folder: (id: number) => Folder | undefined;
  /** The parent of a loaded folder (0 for the top level). */
  parentOf: (id: number) => number | undefined;
  /** Parent lookup for @vitrine/core's move rules. */
  getParentId: ParentLookup;
  /** The top level is loading. */
  isLoading: boolean;
  /**
   * The lists that failed to load since the last retry, oldest first; empty when none did. A failed
   * folder closes again (spec 000 §8: the failure itself is only logged); the styled tree shows
   * its error state with a retry while this is not empty.
   */
  loadFailures: readonly FolderLoadFailure[];
  /** Asks again for every failed list (opens the failed folders again, reloads failed pages). */
  retryLoad: () => void;
  /** The folder calls (for the actions hook). */
  api: FolderApi;
  /** Props for <TreeView>: nodes, selection, open state, load more. */
  getTreeViewProps: () => Pick<
    TreeViewProps<FolderNodeData>,
    'nodes' | 'selectedId' | 'open' | 'onOpenChange' | 'onSelect' | 'onLoadMore'
  >;
}

export function useFolderTree(options: UseFolderTreeOptions = {}): FolderTreeState {
  const api = useFolderApi();
  const t = useT();
  const locale = useFolderTreeLocale(options.locale);
  const showAll = options.showAll ?? defaultFolderTreeOptions.showAll;
  const expandToSelected = options.expandToSelected ?? defaultFolderTreeOptions.expandToSelected;

  const [selection, select] = useControllableState<TreeSelection | null>({
    value: options.value,
    defaultValue: options.defaultValue ?? null,
    onChange: options.onValueChange,
  });
  const [open, setOpen] = useControllableState<readonly number[]>({
    value: options.open,
    defaultValue: options.defaultOpen ?? [],
    onChange: options.onOpenChange as ((open: readonly number[]) => void) | undefined,
  });
  const openSet = useMemo(() => new Set(open), [open]);

  // spec 000 §9: the root loads with take 100, or 0 when a folder is already selected.
  const [rootTake] = useState(() =>
    selectedFolderId(selection) !== null ? FOLDERS_ROOT_TAKE_WHEN_SELECTED : FOLDERS_PER_PAGE,
  );
  const queryOf = useCallback(
    (parentId: FolderParentId) => api.subfoldersQuery(parentId, parentId === 'root' ? rootTake : undefined),
    [api, rootTake],
  );

  // One cache entry per open parent; closed parents are not asked.
  const parents = useMemo<FolderParentId[]>(() => {
    const list: FolderParentId[] = [];
    if (!showAll || openSet.has(ALL_FILES_ID)) list.push('root');
    for (const id of open) if (id !== ALL_FILES_ID) list.push(id);
    return list;
  }, [open, openSet, showAll]);
  const results = useQueries({ queries: parents.map((parentId) => queryOf(parentId)) });

  // The loaded lists, kept as the same Map while no list changed.
  const loadedRef = useRef<Map<FolderParentId, FolderChildren | undefined>>(new Map());
  const previous = loadedRef.current;
  const changed =
    previous.size !== parents.length ||
    parents.some(
      (parentId, index) => !previous.has(parentId) || previous.get(parentId) !== results[index]?.data,
    );
  if (changed)
    loadedRef.current = new Map(parents.map((parentId, index) => [parentId, results[index]?.data]));
  const loaded = loadedRef.current;

  // spec 000 §8: a failed list is only logged. Its folder closes again, so opening it asks again.
  const failures = parents.flatMap((parentId, index) => {
    const result = results[index];
    return result?.isError && !result.data
      ? [{ id: parentId === 'root' ? ALL_FILES_ID : parentId, error: result.error }]
      : [];
  });
  const failedKey = failures.map((failure) => failure.id).join();
  const latestFailures = useRef(failures);
  latestFailures.current = failures;
  const [loadFailures, setLoadFailures] = useState<readonly FolderLoadFailure[]>([]);
  const addLoadFailure = useCallback((failure: FolderLoadFailure) => {
    setLoadFailures((list) => [
      ...list.filter((known) => known.id !== failure.id || known.kind !== failure.kind),
      failure,
    ]);
  }, []);
  useEffect(() => {
    if (failedKey === '') return;
    const failed = latestFailures.current;
    for (const failure of failed) {
      logFolderLoadFailure(failure.error);
      addLoadFailure({ id: failure.id, kind: 'children', error: failure.error });
    }
    setOpen((ids) => ids.filter((id) => !failed.some((failure) => failure.id === id)));
  }, [failedKey, setOpen, addLoadFailure]);

  const [loadingMore, setLoadingMore] = useState<ReadonlySet<FolderParentId>>(() => new Set());
  const pendingMore = useRef(new Set<FolderParentId>());

  const [cache] = useState(createFolderNodeCache);
  const allLabel = locale.all;
  const loadMoreLabel = t('common.loadMore');
  const loadingLabel = t('common.loading');
  const nodes = useMemo(
    () =>
      buildFolderNodes(
        {
          showAll,
          allLabel,
          loadMoreLabel,
          loadingLabel,
          childrenOf: (parentId) => loaded.get(parentId),
          isOpen: (id) => openSet.has(id),
          loadingMore,
        },
        cache,
      ),
    [showAll, allLabel, loadMoreLabel, loadingLabel, loaded, openSet, loadingMore, cache],
  );

  // Built when first asked (a drop, a move, a delete, a reveal), not on every open or close.
  const lookups = useMemo(() => createFolderLookups(loaded), [loaded]);
  const { getParentId } = lookups;

  const loadMore = useCallback(
    async (parentId: FolderParentId): Promise<Folder | undefined> => {
      if (pendingMore.current.has(parentId)) return undefined;
      pendingMore.current.add(parentId);
      setLoadingMore(new Set(pendingMore.current));
      const before = api.queryClient.getQueryData<FolderChildren>(api.subfoldersQuery(parentId).queryKey);
      try {
        // spec 000 §9: the next page is asked after the load-more delay.
        await delay(LOAD_MORE_DELAY_MS);
        const after = await api.loadMore(parentId);
        return after?.folders[before?.folders.length ?? 0];
      } catch (error) {
        logFolderLoadFailure(error);
        addLoadFailure({ id: parentId === 'root' ? ALL_FILES_ID : parentId, kind: 'more', error });
        return undefined;
      } finally {
        pendingMore.current.delete(parentId);
        setLoadingMore(new Set(pendingMore.current));
      }
    },
    [api, addLoadFailure],
  );

  // A failed folder opened again (by the user or by retryLoad) that now has its list: no longer failed.
  useEffect(() => {
    setLoadFailures((list) => {
      const next = list.filter(
        (failure) =>
          failure.kind !== 'children' ||
          loaded.get(failure.id === ALL_FILES_ID ? 'root' : failure.id) === undefined,
      );
      return next.length === list.length ? list : next;
    });
  }, [loaded]);

  const latestLoadFailures = useRef(loadFailures);
  latestLoadFailures.current = loadFailures;
  const retryLoad = useCallback(() => {
    const failed = latestLoadFailures.current;
    setLoadFailures([]);
    const reopen: number[] = [];
    for (const failure of failed) {
      const parentId: FolderParentId = failure.id === ALL_FILES_ID ? 'root' : failure.id;
      if (failure.kind === 'more') void loadMore(parentId);
      // Without 'All' the top level never closes: its query is asked again directly.
      else if (parentId === 'root' && !showAll)
        void api.queryClient.refetchQueries({ queryKey: queryOf(parentId).queryKey, exact: true });
      // Opening a folder again asks for its list again (its failed query has no data).
      else reopen.push(failure.id);
    }
    if (reopen.length > 0) setOpen((ids) => withIds(ids, reopen));
  }, [setOpen, loadMore, showAll, api, queryOf]);

  const reveal = useCallback(
    async (folderId: number) => {
      const parentIds = await api.parents(folderId);
      setOpen((ids) => withIds(ids, showAll ? [ALL_FILES_ID, ...parentIds] : parentIds));
      // Each parent's loaded pages must hold the next folder on the path (it may sit past page one).
      const chain: FolderParentId[] = ['root', ...parentIds];
      const wanted = [...parentIds, folderId];
      for (const [index, parentId] of chain.entries()) {
        const target = wanted[index];
        let children = await api.queryClient.ensureQueryData(queryOf(parentId));
        while (!children.folders.some((folder) => folder.id === target) && children.nextSkip !== null) {
          const next = await api.loadMore(parentId);
          if (!next || next === children) break;
          children = next;
        }
      }
    },
    [api, queryOf, setOpen, showAll],
  );

  // Expand to the selected folder when it is not shown (an opened URL, a search hit, quick access).
  const selectedFolder = selectedFolderId(selection);
  const revealed = useRef<number | null>(null);
  const latest = useRef({ lookups, openSet });
  latest.current = { lookups, openSet };
  useEffect(() => {
    if (!expandToSelected || selectedFolder === null || revealed.current === selectedFolder) return;
    const { lookups: known, openSet: opened } = latest.current;
    // Already shown: every ancestor is loaded and open.
    let parent = known.parentOf(selectedFolder);
    let shown = parent !== undefined;
    while (shown && parent !== undefined && parent !== ALL_FILES_ID) {
      shown = opened.has(parent);
      parent = known.parentOf(parent);
    }
    if (shown && (!showAll || opened.has(ALL_FILES_ID))) {
      revealed.current = selectedFolder;
      return;
    }
    let cancelled = false;
    reveal(selectedFolder).then(
      () => {
        if (!cancelled) revealed.current = selectedFolder;
      },
      (error: unknown) => {
        if (!cancelled) logFolderLoadFailure(error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [expandToSelected, selectedFolder, reveal, showAll]);

  // spec 000 §3: the global setting autoExpandRootFolder opens 'All' at first.
  const globalSettings = useGlobalSettings();
  const autoExpand = options.autoExpandRoot ?? globalSettings.data?.autoExpandRootFolder ?? false;
  const autoExpanded = useRef(false);
  useEffect(() => {
    if (!showAll || !autoExpand || autoExpanded.current) return;
    autoExpanded.current = true;
    setOpen((ids) => (ids.includes(ALL_FILES_ID) ? ids : [ALL_FILES_ID, ...ids]));
  }, [autoExpand, showAll, setOpen]);

  const selectedId = selectionToNodeId(selection);
  const openIds = useMemo(() => open.map(String), [open]);
  const onOpenChange = useCallback(
    (ids: string[]) => setOpen(ids.map(parseFolderNodeId).filter((id): id is number => id !== null)),
    [setOpen],
  );
  const onSelect = useCallback(
    ({ node }: { node: FolderTreeViewNode }) => {
      const next = nodeToSelection(node.data);
      if (next) select(next);
    },
    [select],
  );
  const onLoadMore = useCallback(
    ({ node }: { node: FolderTreeViewNode }) => {
      if (node.data?.kind === 'loadMore') void loadMore(node.data.parentId);
    },
    [loadMore],
  );

  const rootIndex = parents.indexOf('root');
  const isLoading = rootIndex >= 0 && results[rootIndex]?.isPending === true;

  return {
    nodes,
    selection,
    select,
    open,
    setOpen,
    reveal,
    loadMore,
    folder: lookups.folder,
    parentOf: lookups.parentOf,
    getParentId,
    isLoading,
    loadFailures,
    retryLoad,
    api,
    getTreeViewProps: () => ({ nodes, selectedId, open: openIds, onOpenChange, onSelect, onLoadMore }),
  };
}
