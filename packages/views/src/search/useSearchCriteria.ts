// useSearchCriteria: the criteria of the page the user looks at, from what shapes them (spec 000 §3,
// §4): the web settings (sort, order, group results, hide substructure, page size), the host's own
// fields (text, filters, dates, rating, ...), the left panel's selection, and a search-query route
// parameter (which forces sort 5 and order 2). The global setting hideStarRating drops the minimum
// rating. Feed the result to useSearchSession.
import type { SearchCriteria } from '@vitrine/api-client';
import { useGlobalSettings, useWebSettings } from '@vitrine/ui';
import { useMemo } from 'react';
import {
  criteriaFromWebSettings,
  type FullSearchCriteria,
  type LogicalNodeResolver,
  resolveSearchCriteria,
  type SearchSelection,
  selectionCriteria,
  stableStringify,
  withRouteSearchQuery,
} from './criteria';

/** Options of {@link useSearchCriteria}. */
export interface UseSearchCriteriaOptions {
  /** The left panel's selection (@vitrine/tree's TreeSelection fits); null searches with nothing selected. */
  selection?: SearchSelection | null | undefined;
  /** Turns a logical node id into field and value (@vitrine/tree's `logicalSearchCriteria`). */
  resolveLogicalNode?: LogicalNodeResolver | undefined;
  /** The search-query route parameter (spec 000 §4: forces sort 5 and order 2). */
  searchQuery?: string | null | undefined;
  /** Any other fields (text, filters, dates, minRating, idsOnly for the body view, ...); they win over web settings. */
  criteria?: SearchCriteria | undefined;
}

/**
 * The criteria, layered: defaults < web settings < `criteria` < the selection < the route's search
 * query. The same object while nothing that matters changes.
 */
export function useSearchCriteria(options: UseSearchCriteriaOptions = {}): FullSearchCriteria {
  const { settings } = useWebSettings();
  const { data: globalSettings } = useGlobalSettings();
  const hideStarRating = globalSettings?.hideStarRating === true;
  const { selection, resolveLogicalNode, searchQuery, criteria } = options;
  const resolved = withRouteSearchQuery(
    resolveSearchCriteria(
      {
        ...criteriaFromWebSettings(settings),
        ...criteria,
        ...selectionCriteria(selection, resolveLogicalNode),
      },
      { hideStarRating },
    ),
    searchQuery,
  );
  const signature = stableStringify(resolved);
  return useMemo(() => JSON.parse(signature) as FullSearchCriteria, [signature]);
}
