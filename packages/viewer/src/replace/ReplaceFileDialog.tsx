// <ReplaceFileDialog>: replace the file shown by a new version (spec 001 §5 "Overwrite upload (limit
// to one)", §6 "The upload (new version) button needs edit and add permission", §7 createNewVersion).
// One file, chosen or dropped; more is refused with the spec's "Multiple upload is not allowed. Add
// only one file to replace current."; the upload's progress; closing while it runs asks the spec's
// "This will terminate your upload! Close upload form?".
import * as Dialog from '@radix-ui/react-dialog';
import { Button, Progress, useConfirm, useLocaleFormat, useT, useVitrine } from '@vitrine/ui';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useViewerLocale } from '../locale';
import { type ReplaceTarget, useReplaceFile } from './useReplaceFile';

/** Props of {@link ReplaceFileDialog}. */
export interface ReplaceFileDialogProps {
  /** The file replaced (its id, name and renditions' version). */
  image: ReplaceTarget;
  /** Shown or not. */
  open: boolean;
  /** Called when it opens or closes (replaced, cancelled, Escape). */
  onOpenChange: (open: boolean) => void;
  /** Files dropped on the preview: checked at once, as if chosen here. */
  initialFiles?: readonly File[];
  /** Called once the new version is stored (the dialog then closes). */
  onReplaced?: (event: { imageId: number }) => void;
}

/** The dialog that uploads one file as the new version of `image`. */
export function ReplaceFileDialog({
  image,
  open,
  onOpenChange,
  initialFiles,
  onReplaced,
}: ReplaceFileDialogProps) {
  const t = useViewerLocale();
  const translate = useT();
  const format = useLocaleFormat();
  const confirm = useConfirm();
  const { theme } = useVitrine();
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const [over, setOver] = useState(false);
  const replace = useReplaceFile({
    image,
    onReplaced: (event) => {
      onReplaced?.(event);
      onOpenChange(false);
    },
  });
  const { state, pick, uploading } = replace;

  // Files dropped on the preview are this dialog's first pick.
  const [dropped] = useState(initialFiles);
  useEffect(() => {
    if (dropped && dropped.length > 0) pick(dropped);
  }, [dropped, pick]);

  const close = async () => {
    if (uploading) {
      if (!(await confirm({ message: translate('confirm.terminateUpload'), tone: 'danger' }))) return;
      replace.stop();
    }
    onOpenChange(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!uploading) pick(Array.from(event.dataTransfer.files));
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) onOpenChange(true);
        else void close();
      }}
    >
      <Dialog.Portal>
        <div className="vt-ui__layer" data-vt-theme={theme}>
          <Dialog.Overlay className="vt-ui__overlay" />
          <Dialog.Content className="vt-ui__dialog vt-viewer__replace" aria-describedby={`${id}-description`}>
            <Dialog.Title className="vt-ui__dialog-title">{t.replace.title}</Dialog.Title>
            <p id={`${id}-description`} className="vt-viewer__replace-description">
              {format.interpolate(t.replace.description, { name: image.fileName })}
            </p>
            {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop target; the file input inside is the keyboard's way in. */}
            <div
              className="vt-viewer__dropzone"
              data-state={over ? 'over' : 'idle'}
              data-disabled={uploading ? 'true' : undefined}
              onDragOver={(event) => {
                event.preventDefault();
                if (!uploading) setOver(true);
              }}
              onDragLeave={() => setOver(false)}
              onDrop={onDrop}
            >
              <label className="vt-ui__button vt-viewer__choose" data-variant="secondary" data-size="md">
                <input
                  ref={input}
                  className="vt-ui__visually-hidden"
                  type="file"
                  // Several may be chosen, and are refused with the spec's message (spec 001 §5).
                  multiple
                  disabled={uploading}
                  onChange={(event) => {
                    pick(Array.from(event.target.files ?? []));
                    event.target.value = '';
                  }}
                />
                {t.replace.choose}
              </label>
              <span className="vt-viewer__dropzone-hint">{t.replace.drop}</span>
            </div>
            {state.file ? (
              <p className="vt-viewer__replace-file">
                {format.interpolate(t.replace.chosen, {
                  name: state.file.name,
                  size: format.fileSize(state.file.size),
                })}
              </p>
            ) : null}
            {state.progress ? (
              <Progress
                label={format.interpolate(t.replace.uploading, { name: state.file?.name ?? image.fileName })}
                value={state.progress.loaded}
                max={Math.max(1, state.progress.total)}
              />
            ) : null}
            {state.error ? (
              <p className="vt-viewer__error" role="alert">
                {state.error}
              </p>
            ) : null}
            <div className="vt-ui__dialog-actions">
              {uploading ? (
                <Button onClick={replace.stop}>{t.replace.stop}</Button>
              ) : (
                <Button onClick={() => void close()}>{t.replace.cancel}</Button>
              )}
              <Button
                variant="primary"
                disabled={!state.file || uploading}
                onClick={() => void replace.start()}
              >
                {t.replace.upload}
              </Button>
            </div>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
