// The dashboard's calls. openapi.yml has no dashboard operation and the spec does not say what the
// dashboard shows (spec 000 §2 names it; §2 "Image viewer opens from ... the dashboard"), so it is
// built on the search calls of spec 000 §7: the most recently added files (a search sorted by Added,
// descending, over all files) and the number of files of each kind (POST search count with the
// fileFormat filter). The only place in @vitrine/views that calls the client for it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchCriteria, VitrineClient } from '@vitrine/api-client';
import { ALL_FILES_ID } from '@vitrine/core';
import { useClient } from '@vitrine/ui';
import { type FullSearchCriteria, makeSearchId, resolveSearchCriteria } from '../search/criteria';
import { fetchSearchCount } from './search';

/** The kinds of files the dashboard counts (spec 000 §1: images, video, audio, PDF; the fileFormat filter). */
export const DASHBOARD_FILE_KINDS = ['image', 'video', 'audio', 'pdf'] as const;

/** One kind of {@link DASHBOARD_FILE_KINDS}. */
export type DashboardFileKind = (typeof DASHBOARD_FILE_KINDS)[number];

/** How many recent files the dashboard shows (decided: one default page is 24; half of it fits a row or two). */
export const DASHBOARD_RECENT_COUNT = 12;

/** spec 000 §3: sort option 1 is Added, order 2 Descending. */
const ADDED = 1;
const DESCENDING = 2;

/** The search of the most recently added files: all files (folder 0, spec 000 §4), Added, descending. */
export function recentFilesCriteria(count: number = DASHBOARD_RECENT_COUNT): SearchCriteria {
  return { selectedFolder: ALL_FILES_ID, sortOption: ADDED, sortOrderOption: DESCENDING, itemsOnPage: count };
}

/** The full criteria of the count of one kind (or of every file, for `null`). */
export function kindCountCriteria(kind: DashboardFileKind | null): FullSearchCriteria {
  const criteria = resolveSearchCriteria({
    selectedFolder: ALL_FILES_ID,
    filters: kind ? [{ filterName: 'fileFormat', options: [kind] }] : [],
  });
  return { ...criteria, searchId: makeSearchId(criteria) };
}

/** The number of files of each kind. */
export type DashboardCounts = Record<DashboardFileKind, number>;

/** One POST search count per kind, side by side (spec 000 §7). */
export async function fetchDashboardCounts(
  client: VitrineClient,
  signal?: AbortSignal,
): Promise<DashboardCounts> {
  const counts = await Promise.all(
    DASHBOARD_FILE_KINDS.map(async (kind) => {
      const answer = await fetchSearchCount(client, kindCountCriteria(kind), signal);
      return [kind, answer.totalImages] as const;
    }),
  );
  return Object.fromEntries(counts) as DashboardCounts;
}

/** The query keys of the dashboard. */
export const dashboardKeys = {
  all: ['vitrine', 'views', 'dashboard'] as const,
  counts: () => ['vitrine', 'views', 'dashboard', 'counts'] as const,
};

/** Query options of the per-kind counts. */
export function dashboardCountsQuery(client: VitrineClient) {
  return queryOptions({
    queryKey: dashboardKeys.counts(),
    queryFn: ({ signal }) => fetchDashboardCounts(client, signal),
  });
}

/** The per-kind counts, cached. */
export function useDashboardCounts() {
  const client = useClient();
  return useQuery(dashboardCountsQuery(client));
}
