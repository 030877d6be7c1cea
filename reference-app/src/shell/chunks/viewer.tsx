// A chunk of its own (lazy-screens.tsx pattern): the viewer and its editor, with their styles, loaded
// the first time a file opens; pdf.js is a further chunk of @vitrine/viewer, loaded when a PDF opens.
import { CommentsPanel, FileViewer, type FileViewerProps, MetadataEditor } from '@vitrine/viewer';
import '@vitrine/viewer/styles.css';
import { useCommentsGate } from '../../api/comments';
import { useMapsApiKey } from '../../api/config';
import { gpsMapSlot } from '../gps-map';

/** Props of {@link AppViewer}: the viewer's, without the slots the app fills. */
export type AppViewerProps = Omit<FileViewerProps, 'renderSettings' | 'renderComments'>;

/** The viewer with the metadata editor on its settings/info tab and, when available, the comments tab. */
export function AppViewer(props: AppViewerProps) {
  const comments = useCommentsGate();
  // The editor's small GPS map with the map view's key (issue 17): coordinates only without one.
  const renderGpsMap = gpsMapSlot(useMapsApiKey(true));
  return (
    <FileViewer
      {...props}
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
