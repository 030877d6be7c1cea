import { describe, expect, it } from 'vitest';
import { calendarDaysBetween, computeExpiryFlags, computeExpiryState, parseDate } from './expiry';

// A fixed "now": 2024-03-10 15:30 local time.
const now = new Date(2024, 2, 10, 15, 30);

describe('computeExpiryState (spec 000 §4: expired today or past, expiring soon within 14 days)', () => {
  it.each([
    [null, 'none'],
    [undefined, 'none'],
    ['', 'none'],
    ['not a date', 'none'],
    ['2024-03-09', 'expired'],
    ['2024-03-10', 'expired'],
    [new Date(2024, 2, 10, 23, 59), 'expired'],
    ['2024-03-11', 'expiringSoon'],
    ['2024-03-24', 'expiringSoon'],
    ['2024-03-25', 'valid'],
    ['2025-01-01', 'valid'],
    ['2020-01-01', 'expired'],
    [new Date(2024, 2, 24, 0, 1).getTime(), 'expiringSoon'],
  ])('%j is %s', (date, expected) => {
    expect(computeExpiryState(date, now)).toBe(expected);
  });

  it.each([
    ['2024-03-10', { isExpired: true, isExpiredSoon: false }],
    ['2024-03-12', { isExpired: false, isExpiredSoon: true }],
    ['2024-06-01', { isExpired: false, isExpiredSoon: false }],
    [null, { isExpired: false, isExpiredSoon: false }],
  ])('flags of %j are %o', (date, expected) => {
    expect(computeExpiryFlags(date, now)).toEqual(expected);
  });
});

describe('parseDate and calendarDaysBetween', () => {
  it('reads yyyy-mm-dd as a local calendar day', () => {
    const date = parseDate('2024-03-10');
    expect(date && [date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([
      2024, 2, 10, 0,
    ]);
  });

  it.each([
    [new Date(2024, 2, 10), 0],
    [new Date(2024, 2, 11, 0, 0), 1],
    [new Date(2024, 2, 9, 23, 0), -1],
    [new Date(2024, 3, 10), 31],
  ])('%o is %i days from now', (date, days) => {
    expect(calendarDaysBetween(now, date)).toBe(days);
  });
});
