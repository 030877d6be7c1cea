// The viewer's small hooks: the media query of the mobile layout, reduced motion, full screen, the
// preview menu's autohide, the slideshow's timer.
import { MOBILE_WIDTH_VIEWER, PREVIEW_MENU_AUTOHIDE_MS } from '@vitrine/core';
import { type RefObject, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** spec 001 §9: below 992 px wide the viewer uses its mobile layout. */
export function useMobileLayout(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_WIDTH_VIEWER - 0.02}px)`);
}

/** The user asks for reduced motion: slides change without transitions. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

/** Full screen on an element (the F key, the toolbar button); false where the browser has none. */
export function useFullScreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onChange = () =>
      setActive(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [target]);
  const toggle = useCallback(() => {
    const element = target.current;
    if (!element) return;
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => {});
    else void element.requestFullscreen?.().catch(() => {});
  }, [target]);
  return {
    active,
    toggle,
    supported: typeof document !== 'undefined' && document.fullscreenEnabled === true,
  };
}

/**
 * spec 001 §4, §9: when unpinned, the preview menu hides after 4 s without mouse activity (during a
 * slideshow or the preview); any pointer move or key shows it again. Pinned, it always shows.
 */
export function useMenuAutohide(options: { pinned: boolean; active: boolean; delay?: number }) {
  const { pinned, active, delay = PREVIEW_MENU_AUTOHIDE_MS } = options;
  const [hidden, setHidden] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const arm = useCallback(() => {
    clearTimeout(timer.current);
    setHidden(false);
    if (!pinned && active) timer.current = setTimeout(() => setHidden(true), delay);
  }, [pinned, active, delay]);
  useEffect(() => {
    arm();
    return () => clearTimeout(timer.current);
  }, [arm]);
  return { hidden: !pinned && active && hidden, onActivity: arm };
}

/** Calls `onStep` every `interval` ms while `running`, restarting when the interval or `key` changes. */
export function useInterval(running: boolean, interval: number, onStep: () => void, key?: unknown) {
  const latest = useRef(onStep);
  useEffect(() => {
    latest.current = onStep;
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` restarts the timer (a new file shows its full time).
  useEffect(() => {
    if (!running) return;
    const handle = setInterval(() => latest.current(), interval);
    return () => clearInterval(handle);
  }, [running, interval, key]);
}
