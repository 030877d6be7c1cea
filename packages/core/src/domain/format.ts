// Display formats (spec 000 §2, §3, §9).
import { FILE_SIZE_UNIT } from '../constants';
import { en, type VitrineLocale } from '../locale/en';
import { interpolate } from '../locale/interpolate';
import { parseDate } from './expiry';

/** spec 000 §3: a custom metadata label shows each double underscore as a space. */
export function formatCustomLabel(label: string): string {
  return label.replaceAll('__', ' ');
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/**
 * spec 000 §9: file sizes in 1024 units, one decimal at most ('1.5 MB', '2 GB', '512 B').
 * Negative or non-finite sizes show as '0 B'. `formatNumber` writes the number (a locale's
 * `fileSize` passes the language's, so German reads '1,5 MB'); by default it is `String`.
 */
export function formatFileSize(bytes: number, formatNumber: (value: number) => string = String): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `${formatNumber(0)} B`;
  let value = bytes;
  let unit = 0;
  while (value >= FILE_SIZE_UNIT && unit < SIZE_UNITS.length - 1) {
    value /= FILE_SIZE_UNIT;
    unit += 1;
  }
  // Round first, then step up when rounding reached the next unit (1023.96 KB is '1 MB').
  let rounded = Math.round(value * 10) / 10;
  if (rounded >= FILE_SIZE_UNIT && unit < SIZE_UNITS.length - 1) {
    rounded = Math.round((rounded / FILE_SIZE_UNIT) * 10) / 10;
    unit += 1;
  }
  return `${formatNumber(unit === 0 ? Math.round(bytes) : rounded)} ${SIZE_UNITS[unit]}`;
}

/** spec 000 §9: a date as yyyy-mm-dd (local calendar day); '' when there is no valid date. */
export function formatDate(value: Date | string | number | null | undefined): string {
  const date = parseDate(value);
  if (date === null) return '';
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * spec 000 §2: the timeline's message: 'N image(s) placed on the timeline.', or the no-date-taken
 * message when no image has a date taken.
 */
export function formatTimelineMessage(
  placedCount: number,
  locale: VitrineLocale = en,
  formatNumber: (value: number) => string = String,
): string {
  return placedCount > 0
    ? interpolate(locale.timeline.placed, { n: placedCount }, formatNumber)
    : locale.timeline.noDateTaken;
}
