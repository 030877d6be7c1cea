// Which info banner messages were dismissed (spec 000 §2 "Dismissible info banner", issue 15): a
// dismissal hides that message only, so a new message from the server shows again. The spec's web
// setting `infoBanner` is one boolean for every message, so the messages dismissed are also kept in
// the browser's local storage, newest first and at most DISMISSED_BANNER_LIMIT. Pure rules and a
// storage adapter; no React.

import { parseJsonArray } from '@vitrine/core';

/** The local-storage key of the dismissed messages. */
export const DISMISSED_BANNERS_STORAGE_KEY = 'vitrine.infoBanner.dismissed';

/** How many dismissed messages are remembered (the oldest is forgotten first). */
export const DISMISSED_BANNER_LIMIT = 20;

/** Whether the banner for `messageKey` shows, given the messages dismissed. */
export function isBannerMessageShown(messageKey: string, dismissed: readonly string[]): boolean {
  return !dismissed.includes(messageKey);
}

/** The dismissed list after dismissing `messageKey`: first, once, at most `limit` kept. */
export function dismissBannerMessage(
  dismissed: readonly string[],
  messageKey: string,
  limit = DISMISSED_BANNER_LIMIT,
): string[] {
  return [messageKey, ...dismissed.filter((key) => key !== messageKey)].slice(0, Math.max(0, limit));
}

/** Reads a stored list of unknown origin: strings only, junk dropped. */
export function readDismissedBanners(text: string | null): string[] {
  return parseJsonArray(text).filter((key): key is string => typeof key === 'string');
}

/** The part of the Storage interface used here (tests pass a map). */
export interface DismissalStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The browser's local storage, or null where it is missing or refused (privacy modes, sandboxes). */
export function dismissalStorage(): DismissalStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The messages dismissed in this browser. */
export function loadDismissedBanners(storage: DismissalStorage | null = dismissalStorage()): string[] {
  try {
    return readDismissedBanners(storage?.getItem(DISMISSED_BANNERS_STORAGE_KEY) ?? null);
  } catch {
    return [];
  }
}

/** Keeps the dismissed messages (a refused write only means they show again after a reload). */
export function saveDismissedBanners(
  dismissed: readonly string[],
  storage: DismissalStorage | null = dismissalStorage(),
): void {
  try {
    storage?.setItem(DISMISSED_BANNERS_STORAGE_KEY, JSON.stringify(dismissed));
  } catch {
    // Storage full or refused: nothing to do.
  }
}
