// Whether the window is narrower than the main page's mobile width threshold (spec 000 §9: 960 px,
// core's MOBILE_WIDTH_MAIN). Below it the tree panel becomes a drawer over the page, the main page
// takes the full width and the view switcher shows icons only (app.css holds the same width in its
// media queries). Read synchronously on the first render, so the page never lays out twice.
import { MOBILE_WIDTH_MAIN } from '@vitrine/core';
import { useSyncExternalStore } from 'react';

/** The media query of the narrow layout: narrower than spec 000 §9's 960 px. */
export const NARROW_QUERY = `(max-width: ${MOBILE_WIDTH_MAIN - 0.02}px)`;

const subscribe = (onChange: () => void) => {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const list = window.matchMedia(NARROW_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

const read = () => typeof window !== 'undefined' && !!window.matchMedia?.(NARROW_QUERY).matches;

/** True while the window is narrower than spec 000 §9's mobile width threshold. */
export function useNarrowLayout(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
