// A chunk of its own (lazy-screens.tsx pattern): "Share with people…" of the folder tree's menu opens
// @vitrine/share-and-report's ShareWithPeopleDialog (issue 20; spec 000 §5), loaded the first time it
// is shown.
import { ShareWithPeopleDialog } from '@vitrine/share-and-report';
import '@vitrine/share-and-report/styles.css';

/** Props of {@link AppShareWithPeopleDialog}. */
export interface AppShareWithPeopleDialogProps {
  folderId: number;
  /** The folder's name (text, never markup). */
  folderName: string;
  onClose(): void;
}

/** The share-with-people dialog of one folder, open until closed. */
export function AppShareWithPeopleDialog({ folderId, folderName, onClose }: AppShareWithPeopleDialogProps) {
  return (
    <ShareWithPeopleDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      folderId={folderId}
      folderName={folderName}
    />
  );
}
