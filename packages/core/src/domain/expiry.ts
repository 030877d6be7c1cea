// Expiry state of a file (spec 000 §3 isExpired / isExpiredSoon, §4, §9).
import { EXPIRING_SOON_DAYS } from '../constants';

/** Where a file stands against its expiration date. */
export type ExpiryState = 'none' | 'valid' | 'expiringSoon' | 'expired';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/**
 * Read an expiration date. A date-only 'yyyy-mm-dd' is a calendar day in local time (not UTC
 * midnight, which `new Date('yyyy-mm-dd')` would give); anything else goes through `Date`.
 */
export function parseDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value.trim());
    if (match) return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Whole calendar days from `now`'s local day to `date`'s local day (negative when past). */
export function calendarDaysBetween(now: Date, date: Date): number {
  const from = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  const to = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round((to - from) / MS_PER_DAY);
}

/**
 * spec 000 §4: expired when the expiration date is today or past; expiring soon within 14 days
 * before it (1 to 14 calendar days ahead); 'none' without a date. Calendar days are local time.
 */
export function computeExpiryState(
  expirationDate: Date | string | number | null | undefined,
  now: Date,
): ExpiryState {
  const date = parseDate(expirationDate);
  if (date === null) return 'none';
  const days = calendarDaysBetween(now, date);
  if (days <= 0) return 'expired';
  return days <= EXPIRING_SOON_DAYS ? 'expiringSoon' : 'valid';
}

/** The derived flags of spec 000 §3. */
export function computeExpiryFlags(
  expirationDate: Date | string | number | null | undefined,
  now: Date,
): { isExpired: boolean; isExpiredSoon: boolean } {
  const state = computeExpiryState(expirationDate, now);
  return { isExpired: state === 'expired', isExpiredSoon: state === 'expiringSoon' };
}
