// The groups of grouped results (spec 000 §3, web setting groupResults) as the views need them: the
// host's (a search session's `groups`), or read from the images' `group` ('No data' when empty).
import type { ImageSummary } from '@vitrine/api-client';
import { useT } from '@vitrine/ui';
import { useMemo, useRef } from 'react';
import { appendGroupedResults, type GroupedResults } from '../search/results';

/** A group of results as the views need it: its title and its first file's index (SearchResultGroup fits). */
export interface GalleryGroup {
  title: string;
  start: number;
}

/** The groups to draw, or null when not grouped. An appended page groups only its own files. */
export function useGrouping(
  groups: readonly GalleryGroup[] | null | undefined,
  groupResults: boolean,
  images: readonly ImageSummary[],
): readonly GalleryGroup[] | null {
  const noData = useT()('common.noData');
  const grouped = useRef<GroupedResults | undefined>(undefined);
  return useMemo(() => {
    if (groups) return groups;
    if (!groupResults) return null;
    grouped.current = appendGroupedResults(grouped.current, images, noData);
    return grouped.current.groups;
  }, [groups, groupResults, images, noData]);
}
