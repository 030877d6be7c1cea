// The reports the page follows, kept in the tab's session storage over a reload (background.ts):
// their tokens and file counts, nothing else. A module that needs only @vitrine/core, so a host's
// first page can ask whether any wait (hasKeptReports) without loading the report dialog's code.
import { parseJsonArray } from '@vitrine/core';

/** The session-storage key under which the page's store keeps its followed reports over a reload. */
export const FOLLOWED_REPORTS_KEY = 'vitrine:followed-reports';

/** At most this many followed reports are kept for after a reload (the newest). */
export const FOLLOWED_REPORTS_KEPT = 20;

/** The part of the Web Storage API a store keeps its followed reports in. */
export type ReportJobsStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What is kept of a followed report over a reload. */
export interface KeptReport {
  token: string;
  fileCount: number;
}

/** The kept reports `raw` holds; junk (another format, a hand edit) reads as none. */
export function parseKeptReports(raw: string | null | undefined): KeptReport[] {
  return parseJsonArray(raw)
    .filter((entry): entry is KeptReport => {
      if (typeof entry !== 'object' || entry === null) return false;
      const { token, fileCount } = entry as Partial<Record<keyof KeptReport, unknown>>;
      return (
        typeof token === 'string' &&
        token.length > 0 &&
        token.length <= 200 &&
        typeof fileCount === 'number' &&
        Number.isSafeInteger(fileCount) &&
        fileCount > 0
      );
    })
    .slice(-FOLLOWED_REPORTS_KEPT);
}

/** The tab's session storage, or null where there is none or it is refused. */
export function browserSessionStorage(): ReportJobsStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Whether reports followed before the page was reloaded wait in the tab's session storage: a host
 * that loads the notifier only once a report dialog has been opened loads it at once then.
 */
export function hasKeptReports(storage: ReportJobsStorage | null = browserSessionStorage()): boolean {
  try {
    return parseKeptReports(storage?.getItem(FOLLOWED_REPORTS_KEY)).length > 0;
  } catch {
    return false;
  }
}
