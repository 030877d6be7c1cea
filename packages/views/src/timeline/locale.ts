// The timeline's strings. Its two messages are the spec's (spec 000 §2), from @vitrine/core's locale
// (`timeline.placed`, `timeline.noDateTaken`) through the provider, word for word; the words around
// them (axis, month names, open) are decided here and overridable with the `locale` prop.
import type { PluralMessage } from '@vitrine/core';

/** The English strings of the timeline. */
export const timelineLocale = {
  /** Accessible name of the view. */
  viewLabel: 'Timeline',
  /** Accessible name of the axis of years and months. */
  axisLabel: 'Years and months',
  /** Month names, January first. */
  months: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ] as readonly string[],
  /** A month's heading: {month} {year}. */
  monthHeading: '{month} {year}',
  /** The count after a year or a month. */
  count: { one: '1 image', other: '{n} images' } satisfies PluralMessage,
};

/** The shape of {@link timelineLocale}. */
export type TimelineLocale = typeof timelineLocale;

/** The English strings with a host's partial override on top. */
export function resolveTimelineLocale(overrides?: Partial<TimelineLocale>): TimelineLocale {
  return overrides ? { ...timelineLocale, ...overrides } : timelineLocale;
}
