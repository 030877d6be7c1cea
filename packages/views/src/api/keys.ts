// Query keys of every views query, in one place. Every key starts with ['vitrine', 'views'], and a
// search key carries the full criteria (ARCHITECTURE "State and data"; spec 000 §4: a response whose
// criteria no longer match is discarded): the criteria without their paging fields, then the page.
// `invalidateQueries({ queryKey: viewsKeys.search(base) })` refreshes every page of one search.
import type { FullSearchCriteria } from '../search/criteria';
import { searchBaseOf } from '../search/criteria';

export const viewsKeys = {
  all: ['vitrine', 'views'] as const,
  /** Every search (pages and counts). */
  searches: () => ['vitrine', 'views', 'search'] as const,
  /** Every loaded page of one search: its criteria without the paging fields. */
  search: (criteria: FullSearchCriteria) =>
    ['vitrine', 'views', 'search', 'pages', searchBaseOf(criteria)] as const,
  /** One page: the search, then the page number and whether it is a load-more page. */
  searchPage: (criteria: FullSearchCriteria) =>
    [
      ...viewsKeys.search(criteria),
      { currentPage: criteria.currentPage, isLoadingMore: criteria.isLoadingMore },
    ] as const,
  /** The count of one search (spec 000 §7 "POST search count"). */
  searchCount: (criteria: FullSearchCriteria) =>
    ['vitrine', 'views', 'search', 'count', searchBaseOf(criteria)] as const,
};
