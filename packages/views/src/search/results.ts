// The pure rules of a search session (spec 000 §3, §4): loaded pages appended into one list, results
// grouped under their group title ('No data' when empty), what follows a delete, and when infinite
// scroll asks for more. No React, no client; useSearchSession builds on these.
import type { ImageSummary, SearchResult } from '@vitrine/api-client';
import {
  en,
  INFINITE_SCROLL_THRESHOLD_PX,
  makeSortGroupTitle,
  REFILL_BELOW_COUNT,
  type VitrineLocale,
} from '@vitrine/core';

/**
 * The loaded pages as one list, in page order (spec 000 §4 "load-more appends the page"): a file
 * already listed is not repeated (the list shifts when files are added or deleted between two page
 * loads), and files in `removed` (deleted or excluded meanwhile) are left out.
 */
export function appendPages(
  pages: readonly (Pick<SearchResult, 'images'> | undefined)[],
  removed: ReadonlySet<number> = new Set(),
): ImageSummary[] {
  const seen = new Set<number>();
  const images: ImageSummary[] = [];
  for (const page of pages) {
    if (!page) break; // a page still loading: nothing after it is shown yet
    for (const image of page.images) {
      if (seen.has(image.id) || removed.has(image.id)) continue;
      seen.add(image.id);
      images.push(image);
    }
  }
  return images;
}

/** One group of results (spec 000 §2 "group results"). */
export interface SearchResultGroup {
  /** The group title: the image's `group`, or 'No data' when it has none (spec 000 §3). */
  title: string;
  /** The files of the group, in result order. */
  images: ImageSummary[];
  /** The index of the group's first file in the whole list. */
  start: number;
}

/**
 * Groups results by the `group` the server gives each image when groupResults is on: consecutive
 * files with the same title form one group (the server sorts by the grouped value); an empty title
 * reads 'No data' (spec 000 §3), or the host's translation of it (`noDataTitle`).
 */
export function groupSearchResults(
  images: readonly ImageSummary[],
  noDataTitle: string = en.common.noData,
): SearchResultGroup[] {
  const locale: VitrineLocale =
    noDataTitle === en.common.noData ? en : { ...en, common: { ...en.common, noData: noDataTitle } };
  const groups: SearchResultGroup[] = [];
  images.forEach((image, index) => {
    const title = makeSortGroupTitle(image.group, locale);
    const last = groups[groups.length - 1];
    if (last && last.title === title) last.images.push(image);
    else groups.push({ title, images: [image], start: index });
  });
  return groups;
}

/** What a search session does after files were deleted or excluded (spec 000 §4 "After delete"). */
export type DeleteFollowUp =
  /** No file remains: a new search runs. */
  | 'new-search'
  /** Fewer than 24 remain: more are loaded. */
  | 'load-more'
  /** Enough remain: nothing is asked now. */
  | 'none';

/** spec 000 §4: no image left → a new search; fewer than 24 (REFILL_BELOW_COUNT) → load more. */
export function deleteFollowUp(remaining: number): DeleteFollowUp {
  if (remaining <= 0) return 'new-search';
  if (remaining < REFILL_BELOW_COUNT) return 'load-more';
  return 'none';
}

/** The scroll position of a scrolling element. */
export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** How far the bottom of the content is below the bottom of the visible area, in px (never negative). */
export function distanceToBottom(metrics: ScrollMetrics): number {
  return Math.max(0, metrics.scrollHeight - metrics.scrollTop - metrics.clientHeight);
}

/** spec 000 §4, §9: infinite scroll triggers within 50 px of the bottom. */
export function isNearBottom(
  metrics: ScrollMetrics,
  threshold: number = INFINITE_SCROLL_THRESHOLD_PX,
): boolean {
  return distanceToBottom(metrics) <= threshold;
}
