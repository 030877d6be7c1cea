// A chunk of its own (lazy-screens.tsx pattern): the sharing side of @vitrine/share-and-report with
// its styles — the share dialog (top menu's Share), "My shares" (/shares) and the shared page
// (/shared/{slug}) — loaded the first time one of them is shown (issue 20).
import { ShareDialog } from '@vitrine/share-and-report';
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
