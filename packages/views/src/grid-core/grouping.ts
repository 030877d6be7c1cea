// The groups of grouped results (spec 000 §3, web setting groupResults) as the views need them: the
// host's (a search session's `groups`), or read from the images' `group` ('No data' when empty).
import type { ImageSummary } from '@vitrine/api-client';
import { useLanguage, useT } from '@vitrine/ui';
import { useMemo, useRef } from 'react';
import { appendGroupedResults, type GroupedResults } from '../search/results';

/** A group of results as the views need it: its title and its first file's index (SearchResultGroup fits). */
export interface GalleryGroup {
  title: string;
  start: number;
}

/** The groups to draw, or null when not grouped. An appended page groups only its own files. */
export function useGrouping(
  groups: readonly GalleryGroup[] | null | undefined,
  groupResults: boolean,
  images: readonly ImageSummary[],
): readonly GalleryGroup[] | null {
  const noData = useT()('common.noData');
  const grouped = useRef<GroupedResults | undefined>(undefined);
  return useMemo(() => {
    if (groups) return groups;
    if (!groupResults) return null;
    grouped.current = appendGroupedResults(grouped.current, images, noData);
    return grouped.current.groups;
  }, [groups, groupResults, images, noData]);
}

/** A month group's title as the server and the mocks write it: the date sorts group by 'yyyy-mm'. */
const MONTH_TITLE = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * A group title as shown (issue 15: 'August 2018', not '2018-08'): a month title ('yyyy-mm', what the
 * date sorts group by, spec 000 §3) written as month and year in `language`; any other title as it is
 * (a name, a number, 'No data'). The title stays data: only the heading shows the formatted text.
 */
export function formatGroupTitle(title: string, language = 'en'): string {
  const month = MONTH_TITLE.exec(title);
  if (!month) return title;
  const date = new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1));
  return monthYearFormat(language).format(date);
}

const monthYearFormats = new Map<string, Intl.DateTimeFormat>();

function monthYearFormat(language: string): Intl.DateTimeFormat {
  let format = monthYearFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthYearFormats.set(language, format);
  }
  return format;
}

/** {@link formatGroupTitle} in the provider's language. */
export function useFormatGroupTitle(): (title: string) => string {
  const language = useLanguage();
  return useMemo(() => (title: string) => formatGroupTitle(title, language), [language]);
}
