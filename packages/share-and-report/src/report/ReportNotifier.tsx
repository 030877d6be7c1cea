// The notifications of reports made in the background (issue 20: "large exports continue in the
// background and notify when ready"): a report the dialog let go (background.ts) that becomes ready
// shows a toast with a Download button; one that fails shows the reason. Mounted once by the host,
// above its routes (the reference app's shell), so a route change loses nothing.
import { useClient, useLocaleFormat, useToast } from '@vitrine/ui';
import { useEffect, useRef } from 'react';
import { downloadReport } from './api';
import { type ReportJobs, reportJobs, useFollowedReports } from './background';
import { type ReportDialogLocaleOverrides, useReportDialogLocale } from './locale';
import { saveReportInBrowser } from './useReportDialog';

/** Options of {@link useReportNotifications}. */
export interface ReportNotificationsOptions {
  /** Where the reports are followed; default the page's {@link reportJobs}. */
  reportJobs?: ReportJobs | undefined;
  /** Overrides of the words (the report dialog's). */
  locale?: ReportDialogLocaleOverrides | undefined;
  /** Saves the downloaded report; default: the browser downloads it under the server's file name. */
  onDownload?: ((report: Awaited<ReturnType<typeof downloadReport>>) => void) | undefined;
}

/**
 * Shows a toast when a report made in the background is ready (with Download) or failed. Use it once,
 * inside `<VitrineProvider>`, above the routes.
 */
export function useReportNotifications(options: ReportNotificationsOptions = {}): void {
  const store = options.reportJobs ?? reportJobs;
  const items = useFollowedReports(store);
  const toast = useToast();
  const client = useClient();
  const locale = useReportDialogLocale(options.locale);
  const format = useLocaleFormat();
  const latest = useRef({ locale, onDownload: options.onDownload });
  latest.current = { locale, onDownload: options.onDownload };

  // The reports followed before the page was reloaded: followed again, and told when ready.
  useEffect(() => store.resume(client), [store, client]);

  useEffect(() => {
    for (const item of items) {
      if (item.attended) continue;
      const words = latest.current.locale;
      if (item.state === 'ready') {
        store.forget(item.token);
        const token = item.token;
        toast.show({
          kind: 'success',
          message: format.plural(words.readyNotice, item.total || item.fileCount),
          // It stays until used or dismissed: the person may be busy elsewhere.
          duration: Number.POSITIVE_INFINITY,
          action: {
            label: words.readyDownload,
            altText: words.readyDownloadAlt,
            onAction: () => {
              downloadReport(client, token)
                .then((report) => (latest.current.onDownload ?? saveReportInBrowser)(report))
                .catch(() => toast.error(latest.current.locale.failed));
            },
          },
        });
      } else if (item.state === 'failed') {
        store.forget(item.token);
        toast.show({
          kind: 'error',
          message: format.interpolate(words.failedNotice, { message: item.message ?? words.failed }),
        });
      }
    }
  }, [items, store, toast, client, format]);
}

/** Props of {@link ReportNotifier}. */
export interface ReportNotifierProps extends ReportNotificationsOptions {}

/**
 * Tells the person when a PDF report made in the background is ready (a toast with Download) or
 * failed. Renders nothing itself; mount it once inside `<VitrineProvider>`, above the routes.
 */
export function ReportNotifier(props: ReportNotifierProps) {
  useReportNotifications(props);
  return null;
}
