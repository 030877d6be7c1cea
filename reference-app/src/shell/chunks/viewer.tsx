// A chunk of its own (lazy-screens.tsx pattern): the viewer and its editor, with their styles, loaded
// the first time a file opens; pdf.js is a further chunk of @vitrine/viewer, loaded when a PDF opens.
import { FileViewer, type FileViewerProps, MetadataEditor } from '@vitrine/viewer';
import '@vitrine/viewer/styles.css';

/** Props of {@link AppViewer}: the viewer's, without the settings slot the app fills. */
export type AppViewerProps = Omit<FileViewerProps, 'renderSettings'>;

/** The viewer with the metadata editor on its settings/info tab. */
export function AppViewer(props: AppViewerProps) {
  return (
    <FileViewer
      {...props}
      renderSettings={({ imageIds, mode, onDirtyChange }) => (
        <MetadataEditor
          imageIds={imageIds}
          readOnly={mode === 'shared'}
          onDirtyChange={({ dirty }) => onDirtyChange(dirty)}
        />
      )}
    />
  );
}
