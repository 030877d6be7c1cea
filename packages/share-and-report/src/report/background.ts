// PDF reports being made on the server (issue 20: "large exports continue in the background and
// notify when ready"). A small external store (STYLE habit 5), one per page, above every route and
// every dialog: the report dialog puts a report here once the server answered its token, and reads its
// progress from here; when the dialog closes the report stays, still followed, and the notifier
// (ReportNotifier, useReportNotifications) tells the person when it is ready (a toast with Download)
// or failed. Several reports may be followed at once; a route change does not stop them.
//
// Each report is followed by asking GET /api/export/{token}/status every REPORT_STATUS_POLL_MS until
// it is ready or failed. The page's store keeps the followed reports' tokens in session storage: after
// a reload of the tab the notifier follows them again in the background (resume), so a report made
// before the reload is still announced when it is ready.
import { isApiError, type VitrineClient } from '@vitrine/api-client';
import { useSyncExternalStore } from 'react';
import { fetchReportStatus, type ReportStatus } from './api';
import {
  browserSessionStorage,
  FOLLOWED_REPORTS_KEPT,
  FOLLOWED_REPORTS_KEY,
  type KeptReport,
  parseKeptReports,
  type ReportJobsStorage,
} from './kept';

/** How often a report being made is asked about. */
export const REPORT_STATUS_POLL_MS = 500;

/** One report being followed. */
export interface FollowedReport {
  /** Its export token. */
  token: string;
  /** How many files were asked for. */
  fileCount: number;
  /** How it stands, as the server last said ('queued' until the first answer). */
  state: ReportStatus['state'];
  /** Images placed. */
  done: number;
  /** Images the report holds. */
  total: number;
  /** Why it failed (the server's words). */
  message?: string;
  /**
   * Whether a report dialog is watching it (it downloads it itself when ready); false once the
   * dialog is closed or sent it to the background: then the notifier tells the person.
   */
  attended: boolean;
}

/** The store of the reports being followed. */
export interface ReportJobs {
  getSnapshot(): readonly FollowedReport[];
  subscribe(listener: () => void): () => void;
  /** Follows the report of `token` (asked for `fileCount` files), watched by a dialog. */
  follow(client: VitrineClient, token: string, fileCount: number): void;
  /** The dialog let it go: it goes on in the background, and the notifier tells when it is ready. */
  detach(token: string): void;
  /** Forgets it (downloaded, or its notification shown); stops asking about it. */
  forget(token: string): void;
  /**
   * Follows again, in the background, the reports kept in the store's storage by the page before it
   * was reloaded. Only the first call reads them. One that went meanwhile (expired, or the person
   * signed out) is dropped without a word: there is nothing left to tell or to download.
   */
  resume(client: VitrineClient): void;
}

/**
 * Makes a store. `storage` keeps the followed reports over a reload (the page's {@link reportJobs}
 * uses the tab's session storage); without it (tests, stories) they live as long as the store.
 */
export function createReportJobs(
  pollMs: number = REPORT_STATUS_POLL_MS,
  storage: ReportJobsStorage | null = null,
): ReportJobs {
  let items: readonly FollowedReport[] = [];
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();
  // Followed again after a reload: gone means dropped, not failed.
  const resumed = new Set<string>();
  let resumedOnce = false;
  // What the page before the reload kept, read once, when the store is made.
  let earlierPage: KeptReport[] = [];
  try {
    earlierPage = parseKeptReports(storage?.getItem(FOLLOWED_REPORTS_KEY));
  } catch {
    // Refused storage: nothing to follow again.
  }
  // Written when the followed reports change (follow, forget, resume), not on each status answer.
  const keep = () => {
    if (!storage) return;
    try {
      // Until resume has taken them, the earlier page's reports stay kept beside this page's.
      const earlier = earlierPage.filter(({ token }) => !items.some((item) => item.token === token));
      const kept: KeptReport[] = [
        ...earlier,
        ...items.map(({ token, fileCount }) => ({ token, fileCount })),
      ].slice(-FOLLOWED_REPORTS_KEPT);
      if (kept.length === 0) storage.removeItem(FOLLOWED_REPORTS_KEY);
      else storage.setItem(FOLLOWED_REPORTS_KEY, JSON.stringify(kept));
    } catch {
      // Full or refused storage: the reports are followed for this page only.
    }
  };
  const emit = () => {
    for (const listener of [...listeners]) listener();
  };
  const patch = (token: string, change: Partial<FollowedReport>) => {
    if (!items.some((item) => item.token === token)) return;
    items = items.map((item) => (item.token === token ? { ...item, ...change } : item));
    emit();
  };
  const ask = async (client: VitrineClient, token: string) => {
    timers.delete(token);
    if (!items.some((item) => item.token === token)) return;
    let finished = false;
    try {
      const status = await fetchReportStatus(client, token);
      patch(token, {
        state: status.state,
        done: status.done,
        total: status.total,
        ...(status.message ? { message: status.message } : {}),
      });
      finished = status.state === 'ready' || status.state === 'failed';
    } catch (error) {
      // The token went (expired, or the person signed out): the report cannot be had any more.
      if (isApiError(error) && (error.status === 404 || error.status === 401)) {
        if (resumed.has(token)) forget(token);
        else patch(token, { state: 'failed', message: error.message });
        finished = true;
      }
      // Anything else (the network went for a moment): ask again.
    }
    if (!finished && items.some((item) => item.token === token))
      timers.set(
        token,
        setTimeout(() => void ask(client, token), pollMs),
      );
  };
  const forget = (token: string) => {
    const timer = timers.get(token);
    if (timer) clearTimeout(timer);
    timers.delete(token);
    resumed.delete(token);
    if (!items.some((item) => item.token === token)) return;
    items = items.filter((item) => item.token !== token);
    keep();
    emit();
  };
  return {
    getSnapshot: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    follow(client, token, fileCount) {
      if (items.some((item) => item.token === token)) return;
      items = [...items, { token, fileCount, state: 'queued', done: 0, total: fileCount, attended: true }];
      keep();
      emit();
      void ask(client, token);
    },
    detach(token) {
      patch(token, { attended: false });
    },
    forget,
    resume(client) {
      if (resumedOnce || !storage) return;
      resumedOnce = true;
      const kept = earlierPage.filter(({ token }) => !items.some((item) => item.token === token));
      earlierPage = [];
      if (kept.length === 0) return;
      items = [
        ...items,
        ...kept.map(({ token, fileCount }) => ({
          token,
          fileCount,
          state: 'queued' as const,
          done: 0,
          total: fileCount,
          attended: false,
        })),
      ];
      for (const { token } of kept) resumed.add(token);
      keep();
      emit();
      for (const { token } of kept) void ask(client, token);
    },
  };
}

/**
 * The page's reports being followed: one store above every route (provider-free), kept in the tab's
 * session storage over a reload.
 */
export const reportJobs: ReportJobs = createReportJobs(REPORT_STATUS_POLL_MS, browserSessionStorage());

/** The reports being followed (re-renders when one changes). */
export function useFollowedReports(store: ReportJobs = reportJobs): readonly FollowedReport[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** One followed report, or undefined. */
export function useFollowedReport(
  token: string | null,
  store: ReportJobs = reportJobs,
): FollowedReport | undefined {
  const items = useFollowedReports(store);
  return token === null ? undefined : items.find((item) => item.token === token);
}
