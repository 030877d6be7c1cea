// Thumbnails still being made swap in without a reload (issue 13 follow-up): a loaded page of a
// search that holds a file whose thumbnail job is under way (no rendition yet, not failed, a job
// queued or running: after an upload, or after "Regenerate thumbnails" of a pending or failed one) is
// asked again every few seconds, for a bounded time. When the file's renditions are made its summary
// names their version (ImageSummary.thumbnailVersion), the thumbnail URL changes with it (`&v=`), and
// the browser fetches the picture instead of keeping the placeholder it holds.
import type { ImageSummary, SearchResult } from '@vitrine/api-client';

/** How often a page holding a thumbnail still being made is asked again. */
export const THUMBNAIL_REFRESH_MS = 2000;
/** At most this many times in a row for one page (about three minutes), then it waits for a reload. */
export const THUMBNAIL_REFRESH_MAX_TRIES = 90;

/**
 * The file's thumbnail is being made: no version yet (the server answers a placeholder), not failed,
 * and a job of the file is queued or running. A summary without the field (an older server) never is.
 */
export function awaitsThumbnail(
  image: Pick<ImageSummary, 'thumbnailVersion' | 'thumbnailFailed' | 'hasJobs'>,
) {
  return image.thumbnailVersion === null && image.thumbnailFailed !== true && image.hasJobs === true;
}

/** Some file of the page awaits its thumbnail. */
export function pageAwaitsThumbnails(page: Pick<SearchResult, 'images'> | undefined): boolean {
  return page?.images?.some(awaitsThumbnail) ?? false;
}

/** What {@link nextThumbnailRefresh} remembers of one page between calls. */
export interface ThumbnailRefreshState {
  /** When the page's data last changed hands (TanStack's dataUpdatedAt) as last seen. */
  seenAt: number;
  /** Answers in a row that still awaited a thumbnail. */
  tries: number;
}

/**
 * When to ask a page again: {@link THUMBNAIL_REFRESH_MS} while it awaits a thumbnail and fewer than
 * {@link THUMBNAIL_REFRESH_MAX_TRIES} answers in a row did, else never (false). Counts an answer once
 * however often it is asked about (`updatedAt` tells answers apart); answers the state to keep.
 */
export function nextThumbnailRefresh(
  page: Pick<SearchResult, 'images'> | undefined,
  updatedAt: number,
  previous: ThumbnailRefreshState | undefined,
): { interval: number | false; state: ThumbnailRefreshState | undefined } {
  if (!pageAwaitsThumbnails(page)) return { interval: false, state: undefined };
  const tries =
    previous === undefined ? 1 : previous.seenAt === updatedAt ? previous.tries : previous.tries + 1;
  const state = { seenAt: updatedAt, tries };
  return { interval: tries > THUMBNAIL_REFRESH_MAX_TRIES ? false : THUMBNAIL_REFRESH_MS, state };
}
