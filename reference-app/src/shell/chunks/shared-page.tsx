// A chunk of its own (lazy-screens.tsx pattern): the shared page of @vitrine/share-and-report
// (/shared/{slug}, issue 20) with the app's gallery and viewer for the link's files. Loaded by
// shell/lazy-shared-page.ts, which only App.tsx imports: FilesView (which this page shows) opens the
// share dialog through lazy-screens.tsx, so this page is kept out of that module (no import cycle).
import type { SharedView } from '@vitrine/api-client';
import { SharedPage, useSharingLocale } from '@vitrine/share-and-report';
import type { TreeSelection } from '@vitrine/tree';
import type { SharedLinkFlags } from '@vitrine/viewer';
import '@vitrine/share-and-report/styles.css';
import { useMemo } from 'react';
import { FilesView, useFilesSession } from '../FilesView';
import { LibraryLink } from '../Frame';
import { useViewerSharedLink } from '../ViewerRoute';

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
