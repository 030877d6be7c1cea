// The search calls of spec 000 §7 "Search": POST search {criteria} → a page of images, POST search
// count {criteria} → totalImages, infoMessages. The only place in @vitrine/views that calls the
// client for a search. Each page is one cache entry whose key carries the full criteria, so the
// prefetched next page, a load more and a second view of the same search share one request, and an
// answer for other criteria never lands where the current ones are read (spec 000 §4).
import { type QueryClient, queryOptions, useQueryClient } from '@tanstack/react-query';
import { type SearchResult, unwrap, type VitrineClient } from '@vitrine/api-client';
import { DEFAULT_PAGE_SIZE } from '@vitrine/core';
import { useClient } from '@vitrine/ui';
import { useMemo } from 'react';
import type { FullSearchCriteria } from '../search/criteria';
import { viewsKeys } from './keys';

/** What POST search count answers (spec 000 §7). */
export interface SearchCount {
  totalImages: number;
  infoMessages: string[];
}

/**
 * The server answered for another search than the one asked (its `searchDto.searchId` differs from
 * the criteria's): the answer is discarded (spec 000 §4) and never shown or reported.
 */
export class StaleSearchAnswerError extends Error {
  override name = 'StaleSearchAnswerError';
  constructor(
    readonly expected: string,
    readonly received: string,
  ) {
    super(`@vitrine/views: a search answer for "${received}" arrived for "${expected}" and was discarded`);
  }
}

/** Whether an error is a discarded answer for other criteria. */
export function isStaleSearchAnswer(error: unknown): error is StaleSearchAnswerError {
  return error instanceof StaleSearchAnswerError;
}

/** Checks that an answer belongs to the criteria sent (when the server echoes them in `searchDto`). */
export function checkSearchAnswer(criteria: FullSearchCriteria, answer: SearchResult): SearchResult {
  const received = answer.searchDto?.searchId;
  if (
    criteria.searchId &&
    typeof received === 'string' &&
    received !== '' &&
    received !== criteria.searchId
  ) {
    throw new StaleSearchAnswerError(criteria.searchId, received);
  }
  return answer;
}

/** POST search {criteria} → one page of files (spec 000 §7). */
export async function fetchSearchPage(
  client: VitrineClient,
  criteria: FullSearchCriteria,
  signal?: AbortSignal,
): Promise<SearchResult> {
  const answer = await unwrap(
    client.POST('/api/search', { body: { criteria }, ...(signal ? { signal } : {}) }),
  );
  return checkSearchAnswer(criteria, answer);
}

/** The criteria a count is asked with: paging does not change a count, so it is left at its defaults. */
export function countCriteriaOf(criteria: FullSearchCriteria): FullSearchCriteria {
  return {
    ...criteria,
    currentPage: 1,
    isLoadingMore: false,
    itemsOnPage: DEFAULT_PAGE_SIZE,
    displayedPages: 1,
  };
}

/** POST search count {criteria} → totalImages, infoMessages (spec 000 §7). */
export async function fetchSearchCount(
  client: VitrineClient,
  criteria: FullSearchCriteria,
  signal?: AbortSignal,
): Promise<SearchCount> {
  const answer = await unwrap(
    client.POST('/api/search/count', { body: { criteria }, ...(signal ? { signal } : {}) }),
  );
  return { totalImages: answer.totalImages, infoMessages: answer.infoMessages ?? [] };
}

/** Query options of one page; the key is the full criteria (spec 000 §4). */
export function searchPageQuery(client: VitrineClient, criteria: FullSearchCriteria) {
  return queryOptions({
    queryKey: viewsKeys.searchPage(criteria),
    queryFn: ({ signal }) => fetchSearchPage(client, criteria, signal),
  });
}

/** Query options of the count of a search. */
export function searchCountQuery(client: VitrineClient, criteria: FullSearchCriteria) {
  const counted = countCriteriaOf(criteria);
  return queryOptions({
    queryKey: viewsKeys.searchCount(counted),
    queryFn: ({ signal }) => fetchSearchCount(client, counted, signal),
  });
}

/**
 * A page the server sent along with the previous one (`nextPageResult`, spec 000 §3) goes into the
 * next page's entry, so loading it asks nothing. An entry that already has data is left alone.
 */
export function seedNextPage(
  queryClient: QueryClient,
  nextCriteria: FullSearchCriteria,
  nextPage: SearchResult | null | undefined,
): boolean {
  if (!nextPage) return false;
  const key = viewsKeys.searchPage(nextCriteria);
  if (queryClient.getQueryData(key) !== undefined) return false;
  queryClient.setQueryData(key, nextPage);
  return true;
}

/** The search calls bound to the provider's client and the query cache. */
export function useSearchApi() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      client,
      queryClient,
      pageQuery: (criteria: FullSearchCriteria) => searchPageQuery(client, criteria),
      countQuery: (criteria: FullSearchCriteria) => searchCountQuery(client, criteria),
      /** Loads a page (or reuses the request or answer already there). */
      fetchPage: (criteria: FullSearchCriteria) => queryClient.fetchQuery(searchPageQuery(client, criteria)),
      /** Prefetches a page (spec 000 §4 "the next page is prefetched when nextPageExists"). */
      prefetchPage: (criteria: FullSearchCriteria) =>
        queryClient.prefetchQuery(searchPageQuery(client, criteria)),
      seedNextPage: (criteria: FullSearchCriteria, page: SearchResult | null | undefined) =>
        seedNextPage(queryClient, criteria, page),
      /** Refetches the loaded pages of a search (`refetch: 'none'` only marks them stale). */
      invalidatePages: (criteria: FullSearchCriteria, refetch: 'active' | 'none' = 'active') =>
        queryClient.invalidateQueries({ queryKey: viewsKeys.search(criteria), refetchType: refetch }),
      /** Forgets every page of a search (a new search starts from nothing). */
      removePages: (criteria: FullSearchCriteria) =>
        queryClient.removeQueries({ queryKey: viewsKeys.search(criteria) }),
      invalidateCount: (criteria: FullSearchCriteria) =>
        queryClient.invalidateQueries({ queryKey: viewsKeys.searchCount(countCriteriaOf(criteria)) }),
    }),
    [client, queryClient],
  );
}

/** What {@link useSearchApi} returns. */
export type SearchApi = ReturnType<typeof useSearchApi>;
