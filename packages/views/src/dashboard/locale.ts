// The dashboard's words. The spec names the dashboard (spec 000 §1, §2) but not its content or
// words, so they are decided here; hosts override any of them (STYLE habit 8). 'Loading...' is the
// spec's (core `common.loading`).
import { type DeepPartial, plural } from '@vitrine/core';
import { defineLocalePart, resolveLocalePart, useLocalePart } from '@vitrine/ui';
import type { DashboardFileKind } from '../api/dashboard';
import { dashboardLocaleDe } from './locale.de';

/** The English strings of the dashboard. */
export const dashboardLocale = {
  /** The dashboard's heading (and its region's name). */
  title: 'Dashboard',
  /** The counts. */
  libraryHeading: 'Your library',
  total: plural({ one: '1 file', other: '{n} files' }),
  totalLabel: 'All files',
  kinds: {
    image: 'Images',
    video: 'Videos',
    audio: 'Audio files',
    pdf: 'PDF documents',
  } satisfies Record<DashboardFileKind, string>,
  /** The recent files (a search sorted by Added, descending). */
  recentHeading: 'Recently added',
  /** Under a recent file: {date} is yyyy-mm-dd (spec 000 §9). */
  added: 'Added {date}',
  /** No file in the library. */
  empty: 'No files yet.',
  /** What the user can do about it. */
  emptyHint: 'Upload files to a folder and they show here.',
  /** The load failed (spec 000 §8: the failure itself is only logged, or the server's message shown). */
  loadFailed: 'The dashboard could not be loaded.',
  retry: 'Try again',
  /** <DisabledDashboard> (spec 000 §2 "otherwise a disabled-dashboard template is used"). */
  disabledMessage: 'The dashboard is turned off. Choose a folder, a set or a logical view to see its files.',
  showAllFiles: 'Show all files',
};

/** The shape of {@link dashboardLocale}. */
export type DashboardLocale = typeof dashboardLocale;

/** A partial override of {@link dashboardLocale}: any string, at any depth. */
export type DashboardLocaleOverrides = DeepPartial<DashboardLocale>;

/** The dashboard part of the one locale path: the provider's `locale={{ views: { dashboard: { … } } }}`. */
export const dashboardLocalePart = defineLocalePart(['views', 'dashboard'], {
  en: dashboardLocale,
  de: dashboardLocaleDe,
});

/** The dashboard strings in `language` (English by default) with a partial override on top. */
export function resolveDashboardLocale(
  overrides?: DashboardLocaleOverrides,
  language = 'en',
): DashboardLocale {
  return resolveLocalePart(dashboardLocalePart, language, undefined, overrides);
}

/** The dashboard strings under the provider: its language and overrides, then the widget's `locale`. */
export function useDashboardLocale(override?: DashboardLocaleOverrides): DashboardLocale {
  return useLocalePart(dashboardLocalePart, override);
}
