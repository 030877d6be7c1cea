// Reports made in the background (issue 20): the notifier that says when one is ready (a toast with
// Download) is mounted here, above the routes, so a route change loses nothing. It lives in the report
// dialog's chunk (chunks/report.tsx) and is loaded only once a report dialog has been opened: the first
// page carries no byte of @vitrine/share-and-report for it.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { reportsStarted, subscribeReportsStarted } from './reports-started';

const LazyReportNotifier = lazy(() =>
  import('./chunks/report').then((m) => ({ default: m.AppReportNotifier })),
);

/** Mounts the reports' notifier once a report dialog has been opened. */
export function BackgroundReports() {
  const shown = useSyncExternalStore(subscribeReportsStarted, reportsStarted, reportsStarted);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LazyReportNotifier />
    </Suspense>
  );
}
