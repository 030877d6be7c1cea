// A chunk of its own (lazy-screens.tsx pattern): the sharing side of @vitrine/share-and-report with
// its styles — the share dialog (top menu's Share), the export dialog (top menu's Export…) and "My
// shares" (/shares) — loaded the first time one of them is shown (issue 20). The shared page is chunks/shared-page.tsx: it shows the app's
// FilesView, which opens the share dialog, so it cannot be in this chunk (an import cycle).
import {
  ExportDialog,
  type ExportFormat,
  type ExportOutcome,
  MyShares,
  ShareDialog,
} from '@vitrine/share-and-report';
import '@vitrine/share-and-report/styles.css';

/** Props of {@link AppShareDialog}. */
export interface AppShareDialogProps {
  /** The files to share (the selection when Share was chosen). */
  fileIds: readonly number[];
  onClose(): void;
}

/** The share dialog: the link points at this app's /shared/{slug} page. */
export function AppShareDialog({ fileIds, onClose }: AppShareDialogProps) {
  return (
    <ShareDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      fileIds={fileIds}
    />
  );
}

/** "My shares" (/shares): the signed-in user's links; the page's h1 names it, so the list draws no heading of its own. */
export function AppMyShares() {
  return <MyShares showHeading={false} headingLevel={2} />;
}

/** Props of {@link AppExportDialog}. */
export interface AppExportDialogProps {
  /** How many files are exported (the selection when Export… was chosen). */
  count: number;
  /** Runs the export through the app's file actions (permission per file, at least 1 s busy). */
  onExport(event: { format: ExportFormat }): Promise<ExportOutcome>;
  onClose(): void;
}

/** The export dialog: zip, zip with the folder structure, or CSV (spec 000 §7; issue 20). */
export function AppExportDialog({ count, onExport, onClose }: AppExportDialogProps) {
  return (
    <ExportDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      count={count}
      onExport={onExport}
    />
  );
}
