// The dashboard's words. The spec names the dashboard (spec 000 §1, §2) but not its content or
// words, so they are decided here; hosts override any of them (STYLE habit 8). 'Loading...' is the
// spec's (core `common.loading`).
import type { PluralMessage } from '@vitrine/core';
import type { DashboardFileKind } from '../api/dashboard';

/** The English strings of the dashboard. */
export const dashboardLocale = {
  /** The dashboard's heading (and its region's name). */
  title: 'Dashboard',
  /** The counts. */
  libraryHeading: 'Your library',
  total: { one: '1 file', other: '{n} files' } satisfies PluralMessage,
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
  /** The load failed (spec 000 §8: the failure itself is only logged, or the server's message shown). */
  loadFailed: 'The dashboard could not be loaded.',
  retry: 'Try again',
  /** <DisabledDashboard> (spec 000 §2 "otherwise a disabled-dashboard template is used"). */
  disabledMessage: 'The dashboard is turned off. Choose a folder, a set or a logical view to see its files.',
  showAllFiles: 'Show all files',
};

/** The shape of {@link dashboardLocale}. */
export type DashboardLocale = typeof dashboardLocale;

/** A partial override of {@link dashboardLocale}. */
export type DashboardLocaleOverrides = Partial<Omit<DashboardLocale, 'kinds' | 'total'>> & {
  kinds?: Partial<DashboardLocale['kinds']>;
  total?: Partial<PluralMessage>;
};

/** The English strings with a host's partial override on top. */
export function resolveDashboardLocale(overrides?: DashboardLocaleOverrides): DashboardLocale {
  if (!overrides) return dashboardLocale;
  return {
    ...dashboardLocale,
    ...overrides,
    kinds: { ...dashboardLocale.kinds, ...overrides.kinds },
    total: { ...dashboardLocale.total, ...overrides.total },
  };
}
