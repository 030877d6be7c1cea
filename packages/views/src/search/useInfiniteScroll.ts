// Infinite scroll (spec 000 §4, §9): within 50 px of the bottom of the scrolling element, the next
// page is loaded. Also checked after each page lands, so content shorter than its container keeps
// loading until it fills it (or nothing more exists). A view that scrolls itself (a virtualizer)
// can call `isNearBottom` from results.ts with its own metrics instead.
import { INFINITE_SCROLL_THRESHOLD_PX } from '@vitrine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isNearBottom } from './results';
import type { SearchSession } from './useSearchSession';

/** Options of {@link useInfiniteScroll}. */
export interface UseInfiniteScrollOptions {
  /** Distance from the bottom that triggers a load, px. Default 50 (spec 000 §9). */
  threshold?: number;
  /** Listen at all. Default true. */
  enabled?: boolean;
}

/** Defaults of {@link UseInfiniteScrollOptions}. */
export const defaultInfiniteScrollOptions = {
  threshold: INFINITE_SCROLL_THRESHOLD_PX,
  enabled: true,
} as const satisfies Required<UseInfiniteScrollOptions>;

/** The part of a search session infinite scroll needs. */
export type InfiniteScrollSource = Pick<
  SearchSession,
  'loadMore' | 'nextPageExists' | 'isLoadingMore' | 'images'
>;

/**
 * Returns a ref callback for the scrolling element: scrolling within `threshold` px of its bottom
 * loads the next page of `session`.
 */
export function useInfiniteScroll(
  session: InfiniteScrollSource,
  options: UseInfiniteScrollOptions = {},
): (element: HTMLElement | null) => void {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const threshold = options.threshold ?? defaultInfiniteScrollOptions.threshold;
  const enabled = options.enabled ?? defaultInfiniteScrollOptions.enabled;
  const latest = useRef({ session, threshold, enabled });
  latest.current = { session, threshold, enabled };

  const check = useCallback((target: HTMLElement) => {
    const { session: now, threshold: distance, enabled: on } = latest.current;
    if (!on || !now.nextPageExists || now.isLoadingMore) return;
    if (isNearBottom(target, distance)) void now.loadMore();
  }, []);

  useEffect(() => {
    if (!element) return;
    const onScroll = () => check(element);
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [element, check]);

  // After a page lands (or loading ends), content that does not fill the element asks for more.
  const count = session.images.length;
  const { nextPageExists, isLoadingMore } = session;
  useEffect(() => {
    if (element && count > 0 && nextPageExists && !isLoadingMore) check(element);
  }, [element, check, count, nextPageExists, isLoadingMore]);

  return setElement;
}
