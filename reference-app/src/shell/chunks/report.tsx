// A chunk of its own (lazy-screens.tsx pattern): the PDF report dialog of @vitrine/share-and-report
// with its styles, loaded the first time "PDF report" is chosen; pdfmake and pdf.js are further
// chunks the dialog loads for its preview (issue 20: no byte of pdfmake in any other chunk).
import { ReportDialog, ReportNotifier, useCanCustomizeReports } from '@vitrine/share-and-report';
import '@vitrine/share-and-report/styles.css';
import { markReportsStarted } from '../reports-started';

// From the first report on, the shell keeps the notifier of reports made in the background mounted.
markReportsStarted();

/** Props of {@link AppReportDialog}. */
export interface AppReportDialogProps {
  /** The files of the report (the selection when "PDF report" was chosen). */
  fileIds: readonly number[];
  onClose(): void;
}

/** The report dialog, with the customisation permission asked of the server (spec 000 §6). */
export function AppReportDialog({ fileIds, onClose }: AppReportDialogProps) {
  const canCustomize = useCanCustomizeReports() === true;
  return (
    <ReportDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      fileIds={fileIds}
      canCustomize={canCustomize}
    />
  );
}

/**
 * Says when a report made in the background is ready (a toast with Download) or failed (issue 20);
 * mounted by the shell above the routes (background-reports.tsx).
 */
export function AppReportNotifier() {
  return <ReportNotifier />;
}
