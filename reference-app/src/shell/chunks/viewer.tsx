// A chunk of its own (lazy-screens.tsx pattern): the viewer and its editor, with their styles, loaded
// the first time a file opens; pdf.js is a further chunk of @vitrine/viewer, loaded when a PDF opens.
import type { ImageDetail } from '@vitrine/api-client';
import { useGlobalSettings, usePermission } from '@vitrine/ui';
import { FileViewer, type FileViewerProps, MetadataEditor } from '@vitrine/viewer';
import { Whiteboard } from '@vitrine/viewer/annotation';
import { CommentsPanel } from '@vitrine/viewer/comments';
import { VersionsPanel } from '@vitrine/viewer/versions';
import '@vitrine/viewer/styles.css';
import { useCommentsGate } from '../../api/comments';
import { useMapsApiKey } from '../../api/config';
import { gpsMapSlot } from '../gps-map';
import { ReplacePanel } from '../upload';

/** Props of {@link AppViewer}: the viewer's, without the slots the app fills. */
export type AppViewerProps = Omit<
  FileViewerProps,
  'renderSettings' | 'renderComments' | 'renderVersions' | 'renderAnnotation' | 'renderReplace'
> & {
  /** The app's session is active: an upload paused by a 401 goes on once it is back. */
  sessionActive?: boolean;
};

/**
 * The viewer with the metadata editor on its settings/info tab and, when available, the comments and
 * version history tabs and the annotation whiteboard; a new version goes through the upload panel
 * (issue 19: one engine for every upload).
 */
export function AppViewer({ sessionActive = true, ...props }: AppViewerProps) {
  const comments = useCommentsGate();
  // The editor's small GPS map with the map view's key (issue 17): coordinates only without one.
  const renderGpsMap = gpsMapSlot(useMapsApiKey(true));
  // spec 001 §6 "Version history appears only when image versions are enabled"; not for shared links.
  const globalSettings = useGlobalSettings().data;
  const versionsEnabled = globalSettings?.enableImageVersions === true;
  // spec 001 §6 "Annotations need annotations enabled" (the server answers false while it lacks them).
  const annotationsEnabled = globalSettings?.enableAnnotations === true;
  return (
    <FileViewer
      {...props}
      renderReplace={(context) => <ReplacePanel {...context} sessionActive={sessionActive} />}
      renderAnnotation={
        annotationsEnabled
          ? ({ image, onDirtyChange, onDone }) => (
              <Whiteboard image={image} onDirtyChange={onDirtyChange} onDone={onDone} />
            )
          : undefined
      }
      renderVersions={
        versionsEnabled
          ? ({ imageId, image, mode }) =>
              mode === 'shared' ? null : <AppVersions imageId={imageId} image={image} />
          : undefined
      }
      renderComments={
        comments.enabled
          ? ({ imageId }) => <CommentsPanel imageId={imageId} canComment={comments.canComment} />
          : undefined
      }
      renderSettings={({ imageIds, mode, onDirtyChange }) => (
        <MetadataEditor
          imageIds={imageIds}
          readOnly={mode === 'shared'}
          onDirtyChange={({ dirty }) => onDirtyChange(dirty)}
          renderGpsMap={renderGpsMap}
        />
      )}
    />
  );
}

/** The version history tab; restore and delete with editData on the file's folder (spec 001 §6). */
function AppVersions({ imageId, image }: { imageId: number; image: ImageDetail | undefined }) {
  const folderId = image?.folder?.id;
  const edit = usePermission('editData', folderId === undefined ? null : { folderId });
  return <VersionsPanel imageId={imageId} canEdit={edit.allowed === true} />;
}
