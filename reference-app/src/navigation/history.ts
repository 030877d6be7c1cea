// History-based navigation (spec 000 §2: a change of query string does not reload the page). A tiny
// external store over window.history, read with useSyncExternalStore; no router library (see the
// decision in src/routes/match.ts).
import { useMemo, useSyncExternalStore } from 'react';

/** The part of `window` the store needs (a fake one in tests). */
export interface HistoryWindow {
  location: { pathname: string; search: string; hash: string; origin: string; href: string };
  history: Pick<History, 'pushState' | 'replaceState'>;
  addEventListener(type: 'popstate', listener: () => void): void;
  removeEventListener(type: 'popstate', listener: () => void): void;
}

/** The current location, as the store hands it out. */
export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** Navigation over one window's history. */
export interface HistoryStore {
  subscribe(listener: () => void): () => void;
  /** The current pathname + search + hash (a string, so snapshots compare by value). */
  getSnapshot(): string;
  /** Push (or replace) a same-origin URL without reloading the page; listeners are told. */
  navigate(url: string, options?: { replace?: boolean }): void;
}

/** A history store over `win` (the browser window by default). */
export function createHistoryStore(win: HistoryWindow): HistoryStore {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      win.addEventListener('popstate', listener);
      return () => {
        listeners.delete(listener);
        win.removeEventListener('popstate', listener);
      };
    },
    getSnapshot: () => `${win.location.pathname}${win.location.search}${win.location.hash}`,
    navigate(url, options = {}) {
      const target = new URL(url, win.location.href);
      if (target.origin !== win.location.origin)
        throw new Error(`navigate() is for same-origin URLs, not ${url}`);
      const next = `${target.pathname}${target.search}${target.hash}`;
      if (options.replace) win.history.replaceState(null, '', next);
      else win.history.pushState(null, '', next);
      notify();
    },
  };
}

/** Splits a snapshot string back into its parts. */
export function parseLocation(snapshot: string): AppLocation {
  const hashAt = snapshot.indexOf('#');
  const hash = hashAt === -1 ? '' : snapshot.slice(hashAt);
  const rest = hashAt === -1 ? snapshot : snapshot.slice(0, hashAt);
  const searchAt = rest.indexOf('?');
  return {
    pathname: searchAt === -1 ? rest : rest.slice(0, searchAt),
    search: searchAt === -1 ? '' : rest.slice(searchAt),
    hash,
  };
}

/** The current location, re-rendering on every navigation and on back/forward. */
export function useAppLocation(store: HistoryStore): AppLocation {
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return useMemo(() => parseLocation(snapshot), [snapshot]);
}

/**
 * Whether a click on a link should be handled in the page (pushState) rather than by the browser:
 * a plain left click, no modifier keys, no `target` other than _self, no `download`, same origin.
 */
export function isInAppClick(
  event: {
    button: number;
    metaKey: boolean;
    ctrlKey: boolean;
    shiftKey: boolean;
    altKey: boolean;
    defaultPrevented: boolean;
  },
  anchor: { target: string; hasDownload: boolean; href: string },
  origin: string,
): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target !== '' && anchor.target !== '_self') return false;
  if (anchor.hasDownload || anchor.href === '') return false;
  try {
    return new URL(anchor.href, origin).origin === origin;
  } catch {
    return false;
  }
}
