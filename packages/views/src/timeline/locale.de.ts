// German for the timeline: our translation of `timelineLocale`, typed `TimelineLocale`. Month
// names come from Intl (the provider's language), not from here.
import { plural } from '@vitrine/core';
import type { TimelineLocale } from './locale';

export const timelineLocaleDe: TimelineLocale = {
  viewLabel: 'Zeitleiste',
  axisLabel: 'Jahre und Monate',
  monthHeading: '{month} {year}',
  count: plural({ one: '1 Bild', other: '{n} Bilder' }),
  noDateTakenHint:
    'Ein Bild erscheint auf der Zeitleiste, sobald seine Metadaten das Aufnahmedatum enthalten.',
};
