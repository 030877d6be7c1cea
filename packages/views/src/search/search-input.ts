// What the user types and picks in the search bar (spec 000 §3 text, booleanMode, dateFrom, dateTo,
// minRating) and the calendar of the date range (spec 000 §9: dates yyyy-mm-dd, the week starts on
// Sunday). Pure: no React, no client. The criteria rules stay in criteria.ts; this only turns the
// bar's input into a criteria patch for useSearchCriteria's `criteria`.
import type { SearchCriteria } from '@vitrine/api-client';
import { WEEK_STARTS_ON } from '@vitrine/core';
import { normalizeSearchDate } from './criteria';

/** The search bar's input: the text and how it is read, the date range and the minimum rating. */
export interface SearchInput {
  /** The search text (spec 000 §3 text). */
  text: string;
  /** Read the text as a boolean expression (spec 000 §3 booleanMode). */
  booleanMode: boolean;
  /** The first day of the range, yyyy-mm-dd (spec 000 §3 dateFrom, §9), or null. */
  dateFrom: string | null;
  /** The last day of the range, yyyy-mm-dd (spec 000 §3 dateTo, §9), or null. */
  dateTo: string | null;
  /** The minimum rating, 0 for any (spec 000 §3 minRating). */
  minRating: number;
}

/** Nothing typed or picked. */
export const EMPTY_SEARCH_INPUT: Readonly<SearchInput> = Object.freeze({
  text: '',
  booleanMode: false,
  dateFrom: null,
  dateTo: null,
  minRating: 0,
});

/**
 * Decision (docs/decisions.md "Search as you type"): the text is searched after a pause of 300 ms
 * (spec 000 §5, §9 give 150 ms only for the folder-name search, whose answer is much cheaper).
 */
export const SEARCH_TYPING_DELAY_MS = 300;

/** The highest minimum rating offered (ratings are 1 to 5 stars). */
export const MAX_RATING = 5;

/** The criteria fields of the input (empty ones at their defaults), for useSearchCriteria's `criteria`. */
export function searchInputCriteria(input: Partial<SearchInput>): SearchCriteria {
  const minRating = Number.isInteger(input.minRating)
    ? Math.min(Math.max(input.minRating ?? 0, 0), MAX_RATING)
    : 0;
  return {
    text: (input.text ?? '').trim(),
    booleanMode: input.booleanMode === true,
    dateFrom: normalizeSearchDate(input.dateFrom),
    dateTo: normalizeSearchDate(input.dateTo),
    minRating,
  };
}

/** How many of the options (date range ends, rating) are set: the options button shows the number. */
export function activeSearchOptionCount(input: Partial<SearchInput>, hideStarRating = false): number {
  const criteria = searchInputCriteria(input);
  return (
    (criteria.dateFrom ? 1 : 0) + (criteria.dateTo ? 1 : 0) + (!hideStarRating && criteria.minRating ? 1 : 0)
  );
}

/** Whether the input narrows anything (text, a date or a rating). */
export function isSearchInputActive(input: Partial<SearchInput>, hideStarRating = false): boolean {
  return searchInputCriteria(input).text !== '' || activeSearchOptionCount(input, hideStarRating) > 0;
}

// ---------------------------------------------------------------------------------------------
// The calendar of the date range (spec 000 §9: yyyy-mm-dd, the week starts on Sunday)
// ---------------------------------------------------------------------------------------------

/** A calendar day as yyyy-mm-dd (UTC arithmetic: a day is a day whatever the time zone). */
export type IsoDay = string;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The day of a Date's UTC fields as yyyy-mm-dd. */
export function isoDayOf(date: Date): IsoDay {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Today in the local time zone, as yyyy-mm-dd. */
export function localToday(now: Date = new Date()): IsoDay {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const toDate = (day: IsoDay) => new Date(`${day}T00:00:00Z`);

/** `day` moved by `days` (negative: back). */
export function addDays(day: IsoDay, days: number): IsoDay {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDayOf(date);
}

/** `day` moved by `months`, kept in the target month (31 January + 1 month is 28 or 29 February). */
export function addMonths(day: IsoDay, months: number): IsoDay {
  const date = toDate(day);
  const wanted = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(wanted, last));
  return isoDayOf(date);
}

/** The weekday of `day`, 0 Sunday to 6 Saturday. */
export function weekdayOf(day: IsoDay): number {
  return toDate(day).getUTCDay();
}

/** The first day of the week `day` is in (spec 000 §9: weeks start on Sunday by default). */
export function startOfWeek(day: IsoDay, weekStartsOn: number = WEEK_STARTS_ON): IsoDay {
  return addDays(day, -((weekdayOf(day) - weekStartsOn + 7) % 7));
}

/** The last day of the week `day` is in. */
export function endOfWeek(day: IsoDay, weekStartsOn: number = WEEK_STARTS_ON): IsoDay {
  return addDays(startOfWeek(day, weekStartsOn), 6);
}

/** The month of a calendar: its weeks, each of seven days, from the week holding the 1st. */
export interface CalendarMonth {
  /** yyyy-mm of the month shown. */
  month: string;
  /** The weekdays of the columns, 0 Sunday to 6 Saturday, from the week's first day. */
  weekdays: number[];
  /** The weeks shown: seven days each; days outside the month are there too (`inMonth` false). */
  weeks: { day: IsoDay; inMonth: boolean }[][];
}

/** The calendar of the month holding `day`, weeks starting on `weekStartsOn` (spec 000 §9: Sunday). */
export function calendarMonth(day: IsoDay, weekStartsOn: number = WEEK_STARTS_ON): CalendarMonth {
  const month = day.slice(0, 7);
  const first = `${month}-01`;
  const weeks: { day: IsoDay; inMonth: boolean }[][] = [];
  let cursor = startOfWeek(first, weekStartsOn);
  while (weeks.length === 0 || cursor.slice(0, 7) === month) {
    const week: { day: IsoDay; inMonth: boolean }[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push({ day: cursor, inMonth: cursor.slice(0, 7) === month });
      cursor = addDays(cursor, 1);
    }
    weeks.push(week);
  }
  const weekdays = Array.from({ length: 7 }, (_, i) => (weekStartsOn + i) % 7);
  return { month, weekdays, weeks };
}
