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

/**
 * Arrays known to be another array with items appended (`next` → the array it grew from), recorded by
 * {@link appendImages} and {@link appendPagesFrom}. With it a view tells an append from another list
 * in O(1) instead of comparing every loaded item (`isAppended`). An array recorded here must never
 * change afterwards (the session's and appendImages' arrays are fresh and never written again). The
 * link is weak both ways: a list keeps none of the lists it grew from alive (else every page's copy
 * would stay in memory as long as the last one).
 */
const appendedFrom = new WeakMap<readonly unknown[], WeakRef<readonly unknown[]>>();

/** Records that `next` is `previous` with items appended (both left unchanged from now on). */
export function recordAppend<T>(previous: readonly T[], next: readonly T[]): void {
  if (previous !== next) appendedFrom.set(next, new WeakRef(previous));
}

/**
 * True when `next` is known to start with `previous` because it was built from it by appending (one
 * or more recorded appends, each list of the chain still in memory): O(number of appends in between),
 * no item compared. False says only "not recorded".
 */
export function isRecordedAppend<T>(previous: readonly T[], next: readonly T[]): boolean {
  let from: readonly unknown[] | undefined = next;
  while (from !== undefined && from.length >= previous.length) {
    if (from === previous) return true;
    from = appendedFrom.get(from)?.deref();
  }
  return false;
}

/**
 * `images` followed by `page`, as one new array built with a single copy (concat), recorded as an
 * append of `images` (see {@link isRecordedAppend}): the way a host that keeps its own list should
 * append a page, so the views reuse their layout without comparing every loaded file.
 */
export function appendImages<T>(images: readonly T[], page: readonly T[]): T[] {
  const next = images.concat(page);
  recordAppend(images, next);
  return next;
}

/** No file removed: one set, so that calls without `removed` extend each other. */
const NOTHING_REMOVED: ReadonlySet<number> = new Set();

/** {@link appendPages}' result with what the next call needs to append only the new pages. */
export interface AppendedPages {
  /** The pages the list was built from (the loaded ones, from the first: a page still loading ends it). */
  readonly pages: readonly Pick<SearchResult, 'images'>[];
  readonly removed: ReadonlySet<number>;
  /** The list, as appendPages gives it. */
  readonly images: ImageSummary[];
  /** Where each listed file is, shared along a chain of appends; only its `tip` may extend it. */
  readonly index: { readonly positions: Map<number, number>; tip: AppendedPages | null };
}

/**
 * {@link appendPages} from the previous result: when the loaded pages only grew (the same page objects
 * first, the same `removed`), only the new pages are read and the list is copied once (concat);
 * else the list is built again. The result's `images` is the previous one itself when nothing
 * changed, and is recorded as an append of it when pages were added (see {@link isRecordedAppend}).
 */
export function appendPagesFrom(
  previous: AppendedPages | undefined,
  pages: readonly (Pick<SearchResult, 'images'> | undefined)[],
  removed: ReadonlySet<number> = NOTHING_REMOVED,
): AppendedPages {
  let loaded = 0;
  while (loaded < pages.length && pages[loaded] !== undefined) loaded += 1;
  const grown =
    previous !== undefined &&
    previous.removed === removed &&
    previous.index.tip === previous &&
    previous.pages.length <= loaded &&
    previous.pages.every((page, i) => page === pages[i]);
  const base = grown ? previous : undefined;
  if (base && base.pages.length === loaded) return base;
  const positions = base ? base.index.positions : new Map<number, number>();
  const from = base ? base.pages.length : 0;
  const offset = base ? base.images.length : 0;
  const added: ImageSummary[] = [];
  const used = base ? [...base.pages] : [];
  for (let p = from; p < loaded; p += 1) {
    const page = pages[p] as Pick<SearchResult, 'images'>;
    used.push(page);
    for (const image of page.images) {
      if (removed.has(image.id) || positions.has(image.id)) continue;
      positions.set(image.id, offset + added.length);
      added.push(image);
    }
  }
  const images = base ? base.images.concat(added) : added;
  const index = base ? base.index : { positions, tip: null };
  const result: AppendedPages = { pages: used, removed, images, index };
  index.tip = result;
  if (base) recordAppend(base.images, images);
  return result;
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
 * reads 'No data' (spec 000 §3), or the host's translation of it (`noDataTitle`). The server writes
 * the empty title itself as the spec's English 'No data'; that marker reads as `noDataTitle` too, so
 * a German page shows 'Keine Angabe'.
 */
export function groupSearchResults(
  images: readonly ImageSummary[],
  noDataTitle: string = en.common.noData,
): SearchResultGroup[] {
  const locale: VitrineLocale =
    noDataTitle === en.common.noData ? en : { ...en, common: { ...en.common, noData: noDataTitle } };
  const groups: SearchResultGroup[] = [];
  images.forEach((image, index) => {
    const title = makeSortGroupTitle(image.group === en.common.noData ? null : image.group, locale);
    const last = groups[groups.length - 1];
    if (last && last.title === title) last.images.push(image);
    else groups.push({ title, images: [image], start: index });
  });
  return groups;
}

/** {@link groupSearchResults}' result with the list it grouped, for {@link appendGroupedResults}. */
export interface GroupedResults {
  readonly images: readonly ImageSummary[];
  readonly noDataTitle: string;
  readonly groups: SearchResultGroup[];
}

/**
 * {@link groupSearchResults} from the previous result: when `images` is a recorded append of the
 * list grouped before (isRecordedAppend), only the new files are read (the last group continues when
 * the first new file has its title); else everything is grouped again. The same result when the list
 * is the same.
 */
export function appendGroupedResults(
  previous: GroupedResults | undefined,
  images: readonly ImageSummary[],
  noDataTitle: string = en.common.noData,
): GroupedResults {
  if (previous?.images === images && previous.noDataTitle === noDataTitle) return previous;
  if (!previous || previous.noDataTitle !== noDataTitle || !isRecordedAppend(previous.images, images)) {
    return { images, noDataTitle, groups: groupSearchResults(images, noDataTitle) };
  }
  const offset = previous.images.length;
  const added = groupSearchResults(images.slice(offset), noDataTitle);
  const groups = previous.groups.slice();
  for (const group of added) group.start += offset;
  const last = groups[groups.length - 1];
  const first = added[0];
  if (last && first && last.title === first.title) {
    groups[groups.length - 1] = {
      title: last.title,
      start: last.start,
      images: last.images.concat(first.images),
    };
    added.shift();
  }
  for (const group of added) groups.push(group);
  return { images, noDataTitle, groups };
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
