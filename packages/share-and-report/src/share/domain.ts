// The share dialog's rules (issue 20; spec 000 §4 "Sharing", §5 the expiry picker and the slug, §9):
// pure functions, no React. The picker offers days from today and, on a day, its half hours not
// before the earliest expiry (@vitrine/core's listShareExpiryTimes); the default is +168 h rounded
// to the half hour (computeDefaultShareExpiry). Every function takes `now`; none reads a clock.

import type { SharingState } from '@vitrine/api-client';
import {
  clampShareExpiry,
  computeDefaultShareExpiry,
  listShareExpiryTimes,
  makeShareSlug,
  SLUG_MAX_LENGTH,
  SLUG_MIN_TITLE_LENGTH,
  validateShareExpiry,
} from '@vitrine/core';

/** How many days ahead the picker offers (the spec names no limit: decided, docs/behaviour/sharing.md). */
export const SHARE_EXPIRY_DAYS_OFFERED = 366;

/** The settings the share dialog edits (spec 000 §3 "Sharing state"). */
export interface ShareSettings {
  title: string;
  /** Make the address from the title (spec 000 §5: only with a title of 4 characters or more). */
  makeUrlFriendly: boolean;
  /** The expiry, on a 30-minute step of the local clock. */
  expiry: Date;
  allowedToDownloadImages: boolean;
  allowedToRepresentSlideshow: boolean;
  allowedToShowInfo: boolean;
  showInfoPanelOnFirstLoad: boolean;
  /** A password visitors must give; '' for none. */
  password: string;
}

/** The four flags of a link (spec 001 §6), in the dialog's order. */
export const SHARE_FLAGS = [
  'allowedToDownloadImages',
  'allowedToRepresentSlideshow',
  'allowedToShowInfo',
  'showInfoPanelOnFirstLoad',
] as const;
export type ShareFlag = (typeof SHARE_FLAGS)[number];

/** The dialog's first settings: no title, the default expiry, every flag but the first-load panel on. */
export function defaultShareSettings(now: Date, title = ''): ShareSettings {
  return {
    title,
    makeUrlFriendly: true,
    expiry: computeDefaultShareExpiry(now),
    allowedToDownloadImages: true,
    allowedToRepresentSlideshow: true,
    allowedToShowInfo: true,
    showInfoPanelOnFirstLoad: false,
    password: '',
  };
}

/**
 * The friendly part of the address the title makes (spec 000 §5): null when the title is shorter
 * than 4 characters, has nothing left once reduced, or friendly addresses are off. At most 257.
 */
export function friendlySlugOf(settings: Pick<ShareSettings, 'title' | 'makeUrlFriendly'>): string | null {
  return settings.makeUrlFriendly ? makeShareSlug(settings.title) : null;
}

/** Whether the title is long enough for a friendly address (spec 000 §5, §9: 4 characters). */
export function titleAllowsFriendlySlug(title: string): boolean {
  return [...title.trim()].length >= SLUG_MIN_TITLE_LENGTH;
}

/** The longest friendly address (spec 000 §9). */
export const FRIENDLY_SLUG_MAX_LENGTH = SLUG_MAX_LENGTH;

/** A local calendar day as the date input's value (YYYY-MM-DD). */
export function dayValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local day a date input's value names, or null for a value that is not a day. */
export function dayFromValue(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const day = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return day.getDate() === Number(match[3]) ? day : null;
}

/** The first and last day the picker offers (the first is the earliest expiry's day: never a past one). */
export function expiryDayRange(now: Date): { min: string; max: string } {
  const first =
    listShareExpiryTimes(now, now)[0] ?? new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const last = new Date(now.getFullYear(), now.getMonth(), now.getDate() + SHARE_EXPIRY_DAYS_OFFERED);
  return { min: dayValue(first), max: dayValue(last) };
}

/** The half hours offered on `day` (none before the earliest expiry, spec 000 §5). */
export function expiryTimesOn(day: Date, now: Date): Date[] {
  return listShareExpiryTimes(day, now);
}

/**
 * The expiry after another day is picked: the same time of day on it when offered, else its first
 * offered time; null for a day with none (a past one).
 */
export function expiryOnDay(day: Date, current: Date, now: Date): Date | null {
  const times = listShareExpiryTimes(day, now);
  const same = times.find(
    (t) => t.getHours() === current.getHours() && t.getMinutes() === current.getMinutes(),
  );
  return same ?? times[0] ?? null;
}

/** Whether the settings may be sent: the expiry is a step of the picker and not past (spec 000 §5). */
export function shareSettingsValid(settings: ShareSettings, now: Date): boolean {
  return validateShareExpiry(settings.expiry, now).ok;
}

/**
 * The PATCH body of the settings (spec 000 §7 "PATCH sharing/{stateId} with the sharing settings"):
 * the title, the friendly address only where the title allows one, the expiry (local and UTC), the
 * flags, and the password only when one was typed (left out keeps none: a new link has none).
 */
export function shareSettingsPatch(settings: ShareSettings): Omit<SharingState, 'id'> {
  const title = settings.title.trim();
  const friendly = friendlySlugOf(settings) !== null;
  return {
    title: title === '' ? null : title,
    makeUrlFriendly: friendly,
    expirationDatetime: localDateTime(settings.expiry),
    expirationDatetimeUTC: settings.expiry.toISOString(),
    allowedToDownloadImages: settings.allowedToDownloadImages,
    allowedToRepresentSlideshow: settings.allowedToRepresentSlideshow,
    allowedToShowInfo: settings.allowedToShowInfo,
    // The first-load info panel needs the info panel (spec 001 §6).
    showInfoPanelOnFirstLoad: settings.allowedToShowInfo && settings.showInfoPanelOnFirstLoad,
    ...(settings.password === '' ? {} : { password: settings.password }),
  };
}

/** The local date-time the picker shows (spec 000 §3 expirationDatetime): YYYY-MM-DDTHH:mm. */
export function localDateTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${dayValue(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A link's expiry as a Date (UTC first), or null when it has none or it cannot be read. */
export function expiryOf(
  state: Pick<SharingState, 'expirationDatetimeUTC' | 'expirationDatetime'>,
): Date | null {
  const value = state.expirationDatetimeUTC ?? state.expirationDatetime;
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** What a link is now: live, expired or revoked ("My shares"). */
export type ShareLinkStatus = 'live' | 'expired' | 'revoked';

export function shareLinkStatus(
  state: Pick<SharingState, 'isRevoked' | 'expirationDatetimeUTC' | 'expirationDatetime'>,
  now: Date,
): ShareLinkStatus {
  if (state.isRevoked) return 'revoked';
  const expiry = expiryOf(state);
  return expiry !== null && expiry.getTime() <= now.getTime() ? 'expired' : 'live';
}

/** The picker's value for a link's expiry: on its half hours and never before the earliest (spec 000 §5); the default without one. */
export function clampExpiry(expiry: Date | null, now: Date): Date {
  return expiry === null ? computeDefaultShareExpiry(now) : clampShareExpiry(expiry, now);
}
