// <FileIntake>: FilePond takes the files in (browse, drop zone, paste, folders dropped with their
// structure) and hands each one to the panel's queue at once; it keeps none. FilePond's own list is
// never filled (beforeAddFile answers false), so a 50,000-file queue holds no FilePond item, element
// or preview: the panel's own windowed list shows the queue (docs/decisions.md "Upload panel").

import type { DroppedFile } from '@vitrine/ui';
import { useEffect, useRef } from 'react';
import { FilePond } from 'react-filepond';

/** Props of {@link FileIntake}. */
export interface FileIntakeProps {
  /** The drop area's words before its browse action. */
  dropLabel: string;
  /** The browse action's words. */
  browseLabel: string;
  /** The file input's accessible name. */
  inputLabel: string;
  /** Whether files are taken (false while the panel cannot take more). */
  disabled?: boolean;
  /** Called with each batch of files taken in (one drop, one browse). */
  onFiles: (files: DroppedFile[]) => void;
}

/** How long the intake gathers FilePond's one-by-one files into one batch (one drop, one browse). */
const BATCH_MS = 30;

const escapeText = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** FilePond as the panel's intake: takes files and folders in, keeps none of them. */
export function FileIntake({ dropLabel, browseLabel, inputLabel, disabled, onFiles }: FileIntakeProps) {
  const latest = useRef(onFiles);
  latest.current = onFiles;
  const latestLabel = useRef(inputLabel);
  latestLabel.current = inputLabel;
  const batch = useRef<DroppedFile[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const root = useRef<HTMLDivElement | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  // FilePond writes its label as markup: our words go in escaped (a host's override is text).
  const labelIdle = `${escapeText(dropLabel)} <span class="filepond--label-action">${escapeText(browseLabel)}</span>`;

  return (
    <div ref={root} className="vt-uploader__intake" data-disabled={disabled ? 'true' : undefined}>
      <FilePond
        allowMultiple
        allowPaste={false}
        allowReplace={false}
        allowRevert={false}
        allowProcess={false}
        instantUpload={false}
        credits={false}
        disabled={disabled}
        labelIdle={labelIdle}
        oninit={() => {
          const element = root.current;
          if (!element) return;
          // FilePond names its input by its drop label (the hint's words); ours is the input's own name.
          const input = element.querySelector<HTMLInputElement>('input.filepond--browser');
          input?.removeAttribute('aria-labelledby');
          input?.setAttribute('aria-label', latestLabel.current);
          // Its fieldset's legend ('Files') in our words.
          const legend = element.querySelector('.filepond--data legend');
          if (legend) legend.textContent = latestLabel.current;
          // Its live region would say, in English, that each file was added and then removed (it
          // never keeps one): the panel's own live region speaks instead.
          const assistant = element.querySelector('.filepond--assistant');
          assistant?.removeAttribute('aria-live');
          assistant?.removeAttribute('role');
          assistant?.setAttribute('aria-hidden', 'true');
        }}
        beforeAddFile={(item) => {
          const file = item.file as File;
          // FilePond's item API has relativePath (a dropped folder's files) though its types leave it out.
          const { relativePath } = item as { relativePath?: string };
          batch.current.push({ file, ...relativePathOf(relativePath) });
          if (timer.current === null) {
            timer.current = setTimeout(() => {
              timer.current = null;
              const files = batch.current;
              batch.current = [];
              if (files.length > 0) latest.current(files);
            }, BATCH_MS);
          }
          // Never into FilePond's list: the queue holds the file.
          return false;
        }}
      />
    </div>
  );
}

/** FilePond's path of a file of a dropped folder ('/trip/day 1/a.jpg'): 'trip/day 1/a.jpg'; none for a lone file. */
function relativePathOf(path: string | undefined): { relativePath?: string } {
  const trimmed = (path ?? '').replace(/^\/+/, '');
  return trimmed.includes('/') ? { relativePath: trimmed } : {};
}
