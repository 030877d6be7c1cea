// The timeline's strings. Its two messages are the spec's (spec 000 §2), from @vitrine/core's locale
// (`timeline.placed`, `timeline.noDateTaken`) through the provider, word for word; the words around
// them (axis, heading, count) are decided here and overridable with the `locale` prop. Month names
// come from Intl in the provider's language (`useLocaleFormat().month`).
import { type DeepPartial, plural } from '@vitrine/core';
import { defineLocalePart, resolveLocalePart, useLocalePart } from '@vitrine/ui';
import { timelineLocaleDe } from './locale.de';

/** The English strings of the timeline. */
export const timelineLocale = {
  /** Accessible name of the view. */
  viewLabel: 'Timeline',
  /** Accessible name of the axis of years and months. */
  axisLabel: 'Years and months',
  /** A month's heading: {month} (its name in the language) {year}. */
  monthHeading: '{month} {year}',
  /** The count after a year or a month. */
  count: plural({ one: '1 image', other: '{n} images' }),
  /** Under the no-date-taken message: what the user can do about it. */
  noDateTakenHint: 'An image is placed on the timeline once its metadata holds the date it was taken.',
};

/** The shape of {@link timelineLocale}. */
export type TimelineLocale = typeof timelineLocale;

/** A partial override of {@link timelineLocale}: any string, at any depth. */
export type TimelineLocaleOverrides = DeepPartial<TimelineLocale>;

/** The timeline part of the one locale path: the provider's `locale={{ views: { timeline: { … } } }}`. */
export const timelineLocalePart = defineLocalePart(['views', 'timeline'], {
  en: timelineLocale,
  de: timelineLocaleDe,
});

/** The timeline strings in `language` (English by default) with a partial override on top. */
export function resolveTimelineLocale(overrides?: TimelineLocaleOverrides, language = 'en'): TimelineLocale {
  return resolveLocalePart(timelineLocalePart, language, undefined, overrides);
}

/** The timeline strings under the provider: its language and overrides, then the widget's `locale`. */
export function useTimelineLocale(override?: TimelineLocaleOverrides): TimelineLocale {
  return useLocalePart(timelineLocalePart, override);
}
