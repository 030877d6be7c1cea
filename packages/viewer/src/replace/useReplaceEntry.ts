// How the viewer opens <ReplaceFileDialog>: its toolbar action, or files dropped on the preview
// (spec 001 §5 "Overwrite upload (limit to one)"). A drag of anything but files (a picture of the
// page) is left alone.
import { type DragEvent, useCallback, useMemo, useState } from 'react';

/** Whether a drag carries files from outside the page. */
function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/** The dialog's state and the props of the drop target (the viewer's stage). */
export function useReplaceEntry(enabled: boolean) {
  const [entry, setEntry] = useState<{ files: readonly File[] } | null>(null);
  const [over, setOver] = useState(false);
  const openWith = useCallback((files: readonly File[] = []) => setEntry({ files }), []);
  const close = useCallback(() => setEntry(null), []);
  const dropProps = useMemo(
    () =>
      enabled
        ? {
            'data-drop': over ? 'over' : undefined,
            onDragOver: (event: DragEvent) => {
              if (!carriesFiles(event)) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'copy';
              setOver(true);
            },
            onDragLeave: (event: DragEvent) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
            },
            onDrop: (event: DragEvent) => {
              if (!carriesFiles(event)) return;
              event.preventDefault();
              setOver(false);
              openWith(Array.from(event.dataTransfer.files));
            },
          }
        : {},
    [enabled, over, openWith],
  );
  return { open: entry !== null && enabled, files: entry?.files ?? [], openWith, close, over, dropProps };
}
