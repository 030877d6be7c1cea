// A chunk of its own (lazy-screens.tsx pattern): the sharing side of @vitrine/share-and-report with
// its styles — the share dialog (top menu's Share), "My shares" (/shares) and the shared page
// (/shared/{slug}) — loaded the first time one of them is shown (issue 20).
import type { SharedView } from '@vitrine/api-client';
import { MyShares, ShareDialog, SharedPage, useSharingLocale } from '@vitrine/share-and-report';
import type { TreeSelection } from '@vitrine/tree';
import type { SharedLinkFlags } from '@vitrine/viewer';
import '@vitrine/share-and-report/styles.css';
import { useMemo } from 'react';
import { FilesView, useFilesSession } from '../FilesView';
import { LibraryLink } from '../Frame';
import { useViewerSharedLink } from '../ViewerRoute';

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

/** Props of {@link AppSharedPage}. */
export interface AppSharedPageProps {
  /** The link's address (/shared/{slug}). */
  slug: string;
  /** Called once the link opened: the browser's session is now the link's visitor. */
  onVisitorSession?(): void;
}

/**
 * The shared page (spec 000 §2 /shared/{slug}, spec 001 §6): @vitrine/share-and-report's page, its
 * files in the app's gallery (the visitor's search finds the link's files only) and the viewer in
 * shared mode with the link's flags. Nothing is saved: a visitor's web settings stay in the page.
 */
export function AppSharedPage({ slug, onVisitorSession }: AppSharedPageProps) {
  const libraryLink = useSharingLocale().page.libraryLink;
  return (
    <SharedPage
      slug={slug}
      onOpen={() => onVisitorSession?.()}
      renderFiles={(view) => <SharedFiles view={view} />}
      closedAction={<LibraryLink>{libraryLink}</LibraryLink>}
    />
  );
}

const ALL_FILES: TreeSelection = { kind: 'all' };

function SharedFiles({ view }: { view: SharedView }) {
  const files = useFilesSession('gallery', ALL_FILES);
  const link = useMemo<SharedLinkFlags>(
    () => ({
      allowedToDownloadImages: view.allowedToDownloadImages === true,
      allowedToRepresentSlideshow: view.allowedToRepresentSlideshow === true,
      allowedToShowInfo: view.allowedToShowInfo === true,
      showInfoPanelOnFirstLoad: view.showInfoPanelOnFirstLoad === true,
    }),
    [
      view.allowedToDownloadImages,
      view.allowedToRepresentSlideshow,
      view.allowedToShowInfo,
      view.showInfoPanelOnFirstLoad,
    ],
  );
  useViewerSharedLink(link);
  return <FilesView view="gallery" files={files} />;
}

/** "My shares" (/shares): the signed-in user's links; the page's h1 names it, so the list draws no heading of its own. */
export function AppMyShares() {
  return <MyShares showHeading={false} headingLevel={2} />;
}
