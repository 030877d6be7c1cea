// Whether a report dialog has been opened on this page (the report dialog's chunk says so when it
// loads), or reports followed before a reload wait in the tab: from then on the shell keeps the
// notifier of reports made in the background mounted (background-reports.tsx), which follows them
// again. A module of its own, so the chunk and the shell share it without a cycle.
import { hasKeptReports } from '@vitrine/share-and-report';

let started = hasKeptReports();
const listeners = new Set<() => void>();

/** The report dialog's chunk is there: from now on the notifier is mounted. */
export function markReportsStarted(): void {
  if (started) return;
  started = true;
  for (const listener of [...listeners]) listener();
}

export function subscribeReportsStarted(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const reportsStarted = (): boolean => started;
