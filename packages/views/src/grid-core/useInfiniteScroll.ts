// Infinite scroll (spec 000 §4, §9): within 50 px (INFINITE_SCROLL_THRESHOLD_PX) of the end of the
// scroller, ask the host for the next page, once per page (again only after the page arrived), and
// at once when a page does not fill the view (it cannot be scrolled).
import { INFINITE_SCROLL_THRESHOLD_PX } from '@vitrine/core';
import { useCallback, useEffect, useRef } from 'react';

export interface InfiniteScrollOptions {
  scrollerRef: { current: HTMLElement | null };
  /** Files loaded. */
  count: number;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore?: (() => void) | undefined;
  /** False while the distance means nothing (a gallery before its layout). */
  ready?: boolean;
  /** Pixels between the bottom of the viewport and the end of the content. */
  distanceToEnd(scroller: HTMLElement): number;
  /** Checked again whenever this changes (the view's height, say). */
  recheck?: unknown;
}

export function useInfiniteScroll({
  scrollerRef,
  count,
  hasMore,
  isLoadingMore,
  onLoadMore,
  ready = true,
  distanceToEnd,
  recheck,
}: InfiniteScrollOptions): void {
  const requestedAt = useRef<number | null>(null);
  useEffect(() => {
    if (!isLoadingMore) requestedAt.current = null;
  }, [isLoadingMore]);
  const maybeLoadMore = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller || !ready || !onLoadMore || !hasMore || isLoadingMore || count === 0) return;
    if (distanceToEnd(scroller) > INFINITE_SCROLL_THRESHOLD_PX || requestedAt.current === count) return;
    requestedAt.current = count;
    onLoadMore();
  }, [scrollerRef, ready, onLoadMore, hasMore, isLoadingMore, count, distanceToEnd]);
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    scroller.addEventListener('scroll', maybeLoadMore, { passive: true });
    return () => scroller.removeEventListener('scroll', maybeLoadMore);
  }, [scrollerRef, maybeLoadMore]);
  // A page that does not fill the view cannot be scrolled: ask for the next one at once.
  useEffect(() => {
    void recheck;
    maybeLoadMore();
  }, [maybeLoadMore, recheck]);
}
