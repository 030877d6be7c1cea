// useSearchSession: a search without its markup (STYLE habit 4), for every view and any host.
// spec 000 §4 "Search": one request at a time per criteria; a response whose criteria no longer
// match is discarded; the next page is prefetched when nextPageExists; load-more appends the page;
// changing the criteria (page size included) starts again at page 1. spec 000 §7: the count call
// with its infoMessages. spec 000 §4 "After delete": no image left → a new search; fewer than 24
// left → more are loaded.
//
// Every page is its own TanStack Query entry whose key carries the full criteria (viewsKeys), so an
// answer for other criteria lands in another entry and is never read here, and the same criteria
// never ask twice at once (the prefetch, a load more and a second view share one request). An answer
// whose echoed searchId differs is discarded too (StaleSearchAnswerError).
import { useQueries, useQuery } from '@tanstack/react-query';
import type { ImageSummary, SearchCriteria, SearchResult } from '@vitrine/api-client';
import { serverMessageOf, useReportError, useT } from '@vitrine/ui';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { isStaleSearchAnswer, type SearchCount, useSearchApi } from '../api/search';
import {
  type FullSearchCriteria,
  makeSearchId,
  pageCriteriaOf,
  resolveSearchCriteria,
  stableStringify,
} from './criteria';
import {
  type AppendedPages,
  appendGroupedResults,
  appendPages,
  appendPagesFrom,
  type DeleteFollowUp,
  deleteFollowUp,
  type GroupedResults,
  type SearchResultGroup,
} from './results';
import { nextThumbnailRefresh, type ThumbnailRefreshState } from './thumbnail-refresh';

/**
 * How a failed search is shown. spec 000 §8: server messages (responseStatus.message) are shown
 * when present; most list load failures are only logged.
 */
export type SearchErrorReporting =
  /** The server's message as a toast (and the host's onError) when it sent one; else only logged. */
  | 'server-message'
  /** Always a toast: the server's message, else the status text of spec 000 §8. */
  | 'always'
  /**
   * The host shows the first page's failure itself (an error state with the server's message), so
   * it is no toast; a later page's failure is reported as 'server-message' does, the count's is logged.
   */
  | 'inline'
  /** Nothing: the host reads `error` and `loadMoreError`. */
  | 'none';

/** Options of {@link useSearchSession}. */
export interface UseSearchSessionOptions {
  /** Search at all (false while the host has nothing to search yet). Default true. */
  enabled?: boolean;
  /** Ask POST search count for the total and its infoMessages (spec 000 §7). Default true. */
  count?: boolean;
  /** Prefetch the next page when nextPageExists (spec 000 §4). Default true. */
  prefetchNextPage?: boolean;
  /** How failures are shown. Default 'server-message'. */
  errors?: SearchErrorReporting;
  /**
   * Ask a loaded page again every few seconds while one of its files' thumbnails is being made (no
   * version yet, a job under way), so the picture swaps in without a reload (search/thumbnail-refresh.ts).
   * Default true.
   */
  refreshThumbnails?: boolean;
}

/** Defaults of {@link UseSearchSessionOptions}, declared once (STYLE habit 2). */
export const defaultSearchSessionOptions = {
  enabled: true,
  count: true,
  prefetchNextPage: true,
  errors: 'server-message',
  refreshThumbnails: true,
} as const satisfies Required<UseSearchSessionOptions>;

/** What {@link useSearchSession} returns. */
export interface SearchSession {
  /** The criteria of the first page as sent: every field of spec 000 §3, with the searchId. */
  criteria: FullSearchCriteria;
  /** Every loaded page appended, without files deleted or excluded meanwhile. */
  images: ImageSummary[];
  /** The results under their group titles when groupResults is on ('No data' when empty), else null. */
  groups: SearchResultGroup[] | null;
  /** The number of files the search finds: the count call's, else the first page's; undefined until known. */
  totalImages: number | undefined;
  /** The count call's infoMessages (else the first page's). */
  infoMessages: string[];
  /** The first page is loading (nothing to show yet). */
  isLoading: boolean;
  /** Any page of this search is being fetched (a refetch included). */
  isFetching: boolean;
  /** A page is being appended (spec 000 §3 isLoadingMore). */
  isLoadingMore: boolean;
  /** Another page can be loaded. */
  nextPageExists: boolean;
  /** How many pages are loaded (or loading). */
  pageCount: number;
  /** The first page failed (a discarded stale answer is not an error). */
  error: unknown;
  /** The last load more failed; loadMore() tries that page again. */
  loadMoreError: unknown;
  /** Appends the next page (spec 000 §4); a call while one is loading returns the same promise. */
  loadMore: () => Promise<void>;
  /** Runs the search again from page 1 (a new search). */
  refetch: () => Promise<void>;
  /**
   * Asks the loaded pages again, keeping them (not a new search): after "Regenerate thumbnails", so
   * the files' summaries say their thumbnails are being made and the pages are asked again until
   * they are (`refreshThumbnails`).
   */
  refreshPages: () => Promise<void>;
  /**
   * Call after files were deleted or excluded: they leave the list at once, then spec 000 §4 decides:
   * none left → a new search; fewer than 24 → more are loaded; else nothing is asked now.
   */
  afterDelete: (deletedIds: readonly number[]) => Promise<DeleteFollowUp>;
}

/** What the session keeps between renders for one search. */
interface SessionState {
  /** The search it belongs to; another searchId starts a fresh state. */
  searchId: string;
  /** Pages loaded or loading, from the first. */
  pages: number;
  /** Files deleted or excluded since the pages were loaded. */
  removed: ReadonlySet<number>;
  /**
   * Files were removed on the server, so the loaded pages' positions moved: the next load more
   * refetches them first, so no file is skipped.
   */
  shifted: boolean;
}

const initialState = (searchId: string): SessionState => ({
  searchId,
  pages: 1,
  removed: new Set(),
  shifted: false,
});

/** Logs a search failure that shows no message (spec 000 §8: list load failures are only logged). */
export function logSearchFailure(error: unknown): void {
  console.warn('@vitrine/views: a search failed', error);
}

/** The same array as last time while its items are the same, so derived lists are not rebuilt. */
function useShallowStable<T>(items: readonly T[]): readonly T[] {
  const ref = useRef(items);
  const previous = ref.current;
  if (previous.length !== items.length || items.some((item, index) => item !== previous[index])) {
    ref.current = items;
  }
  return ref.current;
}

export function useSearchSession(
  criteria: SearchCriteria,
  options: UseSearchSessionOptions = {},
): SearchSession {
  const api = useSearchApi();
  const t = useT();
  const reportError = useReportError();
  const enabled = options.enabled ?? defaultSearchSessionOptions.enabled;
  const withCount = options.count ?? defaultSearchSessionOptions.count;
  const prefetch = options.prefetchNextPage ?? defaultSearchSessionOptions.prefetchNextPage;
  const errors = options.errors ?? defaultSearchSessionOptions.errors;
  const refreshThumbnails = options.refreshThumbnails ?? defaultSearchSessionOptions.refreshThumbnails;
  // Per page entry: the answers in a row that still awaited a thumbnail (nextThumbnailRefresh).
  const thumbnailRefreshes = useRef(new WeakMap<object, ThumbnailRefreshState>());

  // The criteria as text: a host may build a new object every render; only a real change counts.
  const signature = stableStringify(resolveSearchCriteria(criteria));
  const first = useMemo<FullSearchCriteria>(() => {
    const resolved = JSON.parse(signature) as FullSearchCriteria;
    return { ...resolved, searchId: resolved.searchId || makeSearchId(resolved) };
  }, [signature]);

  // A new search (other criteria) starts from page 1 with nothing removed (spec 000 §4).
  const [ownState, setState] = useState<SessionState>(() => initialState(first.searchId));
  let state = ownState;
  if (ownState.searchId !== first.searchId) {
    state = initialState(first.searchId);
    setState(state);
  }

  const results = useQueries({
    queries: Array.from({ length: state.pages }, (_, index) => ({
      ...api.pageQuery(pageCriteriaOf(first, index)),
      enabled,
      refetchInterval: refreshThumbnails
        ? (query: { state: { data: SearchResult | undefined; dataUpdatedAt: number } }) => {
            const next = nextThumbnailRefresh(
              query.state.data,
              query.state.dataUpdatedAt,
              thumbnailRefreshes.current.get(query),
            );
            if (next.state) thumbnailRefreshes.current.set(query, next.state);
            else thumbnailRefreshes.current.delete(query);
            return next.interval;
          }
        : false,
    })),
  });
  const count = useQuery({ ...api.countQuery(first), enabled: enabled && withCount });
  // The first page is what the page's first pictures wait for (issue 14, Lighthouse LCP): it is asked
  // while the page commits (a layout effect), before the passive effects in which the page's other
  // queries (and these observers) subscribe, so it is the first of the page's calls out, and answered
  // first where one thread answers them in turn (demo mode's mocks). The observers join that call.
  const { prefetchPage } = api;
  useLayoutEffect(() => {
    if (enabled) void prefetchPage(pageCriteriaOf(first, 0));
  }, [enabled, first, prefetchPage]);

  const pagesData = useShallowStable(results.map((result) => result.data));
  const removed = state.removed;
  // A load more reads only the new page and copies the list once (appendPagesFrom): the views then
  // see an append they can check in O(1) (isRecordedAppend), not a new list of every loaded file.
  const appended = useRef<AppendedPages | undefined>(undefined);
  const images = useMemo(() => {
    const next = appendPagesFrom(appended.current, pagesData, removed);
    appended.current = next;
    return next.images;
  }, [pagesData, removed]);
  const noData = t('common.noData');
  // Grouped: an appended page groups only its own files (appendGroupedResults).
  const grouped = useRef<GroupedResults | undefined>(undefined);
  const groups = useMemo(() => {
    if (!first.groupResults) return null;
    grouped.current = appendGroupedResults(grouped.current, images, noData);
    return grouped.current.groups;
  }, [first.groupResults, images, noData]);

  // Pages with data, from the first: a later page shows only once every page before it is there.
  let loadedPages = 0;
  while (loadedPages < pagesData.length && pagesData[loadedPages] !== undefined) loadedPages += 1;
  const lastLoaded: SearchResult | undefined = pagesData[loadedPages - 1];
  const nextPageExists = loadedPages < state.pages ? true : (lastLoaded?.nextPageExists ?? false);
  const firstResult = results[0];
  const lastResult = results[state.pages - 1];
  const isLoadingMore = state.pages > 1 && loadedPages < state.pages && results.some((r) => r.isFetching);
  const visibleError = (error: unknown) => (error && !isStaleSearchAnswer(error) ? error : null);
  const error = visibleError(firstResult?.data === undefined ? firstResult?.error : null);
  const loadMoreError = state.pages > 1 ? visibleError(lastResult?.error) : null;
  const countData: SearchCount | undefined = count.data;
  const firstData = pagesData[0];

  // spec 000 §4: the next page is prefetched when nextPageExists (or taken from nextPageResult).
  useEffect(() => {
    if (!enabled || !prefetch || loadedPages !== state.pages || !lastLoaded?.nextPageExists) return;
    const next = pageCriteriaOf(first, state.pages);
    if (!api.seedNextPage(next, lastLoaded.nextPageResult)) void api.prefetchPage(next);
  }, [api, enabled, prefetch, first, state.pages, loadedPages, lastLoaded]);

  // Failures take the one error path once each (spec 000 §8).
  const reported = useRef(new WeakSet<object>());
  const countError = count.error;
  const firstPending = enabled && firstResult?.data === undefined && !firstResult?.error;
  useEffect(() => {
    for (const failure of [error, loadMoreError, countError]) {
      if (!failure || typeof failure !== 'object' || reported.current.has(failure)) continue;
      // The count waits for its first page's answer: whether that failed too decides (below).
      if (failure === countError && firstPending) continue;
      reported.current.add(failure);
      if (isStaleSearchAnswer(failure) || errors === 'none') continue;
      // One search that failed says so once: the count failing beside its first page (a missing
      // collection answers 404 to both) is only logged, and so is what the host shows inline.
      const shownElsewhere =
        (failure === countError && (error !== null || errors === 'inline')) ||
        (failure === error && errors === 'inline');
      if (shownElsewhere) logSearchFailure(failure);
      else if (errors === 'always' || serverMessageOf(failure) !== undefined) reportError(failure);
      else logSearchFailure(failure);
    }
  }, [error, loadMoreError, countError, firstPending, errors, reportError]);

  // The callbacks read the latest render through one ref, so they stay stable.
  const latest = useRef({ first, state, loadedPages, nextPageExists, pagesData, enabled, lastFailed: false });
  latest.current = {
    first,
    state,
    loadedPages,
    nextPageExists,
    pagesData,
    enabled,
    lastFailed: lastResult?.data === undefined && lastResult?.isError === true,
  };
  const inFlight = useRef<Promise<void> | null>(null);

  const loadMore = useCallback((): Promise<void> => {
    if (inFlight.current) return inFlight.current;
    const now = latest.current;
    if (!now.enabled) return Promise.resolve();
    const run = async () => {
      if (now.lastFailed) {
        // The page that failed is asked again (its error stays until it answers).
        await api.fetchPage(pageCriteriaOf(now.first, now.state.pages - 1)).catch(() => undefined);
        return;
      }
      if (now.loadedPages < now.state.pages || !now.nextPageExists) return;
      // Files removed on the server moved the later pages: refetch what is loaded first.
      if (now.state.shifted) await api.invalidatePages(now.first);
      setState((current) =>
        current.searchId === now.first.searchId
          ? { ...current, pages: current.pages + 1, shifted: false }
          : current,
      );
      // The prefetched page answers at once; else this is the one request for it.
      await api.fetchPage(pageCriteriaOf(now.first, now.state.pages)).catch(() => undefined);
    };
    const promise = run().finally(() => {
      inFlight.current = null;
    });
    inFlight.current = promise;
    return promise;
  }, [api]);

  const newSearch = useCallback(async () => {
    const now = latest.current;
    inFlight.current = null;
    api.removePages(now.first);
    // A fresh state object re-renders the page observers, which then find the fresh cache entries.
    setState((current) =>
      current.searchId === now.first.searchId ? initialState(current.searchId) : current,
    );
    await Promise.all([api.invalidateCount(now.first), api.fetchPage(pageCriteriaOf(now.first, 0))]).catch(
      () => undefined,
    );
  }, [api]);

  const afterDelete = useCallback(
    async (deletedIds: readonly number[]): Promise<DeleteFollowUp> => {
      const now = latest.current;
      const nextRemoved = new Set([...now.state.removed, ...deletedIds]);
      const followUp = deleteFollowUp(appendPages(now.pagesData, nextRemoved).length);
      if (followUp === 'new-search') {
        await newSearch();
        return followUp;
      }
      setState((current) =>
        current.searchId === now.first.searchId
          ? { ...current, removed: nextRemoved, shifted: followUp === 'none' }
          : current,
      );
      // 'load-more': the loaded pages are asked again; the files that moved up fill the gap.
      await Promise.all([
        api.invalidateCount(now.first),
        api.invalidatePages(now.first, followUp === 'load-more' ? 'active' : 'none'),
      ]);
      return followUp;
    },
    [api, newSearch],
  );

  const refreshPages = useCallback(async () => {
    await api.invalidatePages(latest.current.first);
  }, [api]);

  return {
    criteria: first,
    images,
    groups,
    totalImages: countData?.totalImages ?? firstData?.totalImages,
    infoMessages: countData?.infoMessages ?? firstData?.infoMessages ?? [],
    isLoading: enabled && firstData === undefined && !error,
    isFetching: results.some((result) => result.isFetching),
    isLoadingMore,
    nextPageExists,
    pageCount: state.pages,
    error,
    loadMoreError,
    loadMore,
    refetch: newSearch,
    refreshPages,
    afterDelete,
  };
}
