// <ExportDialog>: export the selected files (issue 20; spec 000 §7 "POST /api/export {ids, type (1 zip,
// 4 CSV), keepFoldersStructure} -> id token, then GET /api/export/{token}", §9 the zip's busy state of
// at least 1 s). It builds on the app's downloads rather than beside them: the export itself is the
// host's `onExport` — in the reference app its file actions (`download` with or
// without keepFoldersStructure, `exportCsv`), which checks each file's download permission, prepares
// the export, keeps its busy state for at least 1 s and starts the browser's download. The dialog
// picks the format and shows the progress and the outcome.
import * as Dialog from '@radix-ui/react-dialog';
import { ZIP_MIN_WAIT_MS } from '@vitrine/core';
import { Button, Progress, useLocaleFormat, useVitrine } from '@vitrine/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { type ExportDialogLocaleOverrides, useExportDialogLocale } from './locale';

/** The export formats (spec 000 §7: type 1 zip, with or without the folder structure; type 4 CSV). */
export const EXPORT_FORMATS = ['zip', 'zipWithFolders', 'csv'] as const;
/** One export format. */
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** How an export ended (useFileActions' statuses). */
export type ExportOutcome = 'done' | 'nothing' | 'failed' | 'cancelled';

/** Props of {@link ExportDialog}. */
export interface ExportDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange(open: boolean): void;
  /** How many files are exported (the selection's count). */
  count: number;
  /** The format picked when it opens (default 'zip'). */
  defaultFormat?: ExportFormat;
  /**
   * Runs the export in `format` and resolves with how it ended; the host shows its own failure
   * message (the app's: 'Failed to download.' or the server's words).
   */
  onExport(event: { format: ExportFormat }): Promise<ExportOutcome>;
  /** Overrides of the words. */
  locale?: ExportDialogLocaleOverrides;
}

type Run = { status: 'idle' } | { status: 'running' } | { status: ExportOutcome };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The export dialog: a zip of the files, a zip keeping their folder structure, or a CSV of their
 * data; Export runs it (the busy state lasts at least 1 s) and says how it ended. Use it inside
 * `<VitrineProvider>`.
 */
export function ExportDialog(props: ExportDialogProps) {
  const { open, onOpenChange, count, defaultFormat = 'zip', onExport } = props;
  const words = useExportDialogLocale(props.locale);
  const format = useLocaleFormat();
  const { theme } = useVitrine();
  const id = useId();
  const [picked, setPicked] = useState<ExportFormat>(defaultFormat);
  const [run, setRun] = useState<Run>({ status: 'idle' });
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  useEffect(() => {
    if (open) {
      setPicked(defaultFormat);
      setRun({ status: 'idle' });
    }
  }, [open, defaultFormat]);
  const start = async () => {
    setRun({ status: 'running' });
    const started = Date.now();
    let outcome: ExportOutcome;
    try {
      outcome = await onExport({ format: picked });
    } catch {
      outcome = 'failed';
    }
    // spec 000 §9: the busy state lasts at least 1 s, however fast the export is.
    await wait(Math.max(0, ZIP_MIN_WAIT_MS - (Date.now() - started)));
    if (live.current) setRun({ status: outcome });
  };
  const running = run.status === 'running';
  const message =
    run.status === 'done'
      ? words.done
      : run.status === 'nothing'
        ? words.nothing
        : run.status === 'running'
          ? words.preparing
          : '';
  const hints: Record<ExportFormat, string> = {
    zip: words.zipHint,
    zipWithFolders: words.zipWithFoldersHint,
    csv: words.csvHint,
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <div className="vt-ui__layer" data-vt-theme={theme}>
          <Dialog.Overlay className="vt-ui__overlay" />
          <Dialog.Content className="vt-ui__dialog vt-export" data-run={run.status}>
            <Dialog.Title className="vt-ui__dialog-title">{words.title}</Dialog.Title>
            <Dialog.Description className="vt-ui__dialog-message">
              {format.plural(words.description, count)}
            </Dialog.Description>
            <form
              className="vt-export__form"
              onSubmit={(event) => {
                event.preventDefault();
                void start();
              }}
            >
              <fieldset className="vt-export__formats" disabled={running}>
                <legend className="vt-share__legend">{words.formats}</legend>
                {EXPORT_FORMATS.map((option) => (
                  <label key={option} className="vt-export__format">
                    <input
                      type="radio"
                      name={`${id}-format`}
                      value={option}
                      checked={picked === option}
                      onChange={() => setPicked(option)}
                      aria-describedby={`${id}-${option}`}
                    />
                    <span>
                      {words[option]}
                      <span className="vt-ui__field-hint" id={`${id}-${option}`}>
                        {hints[option]}
                      </span>
                    </span>
                  </label>
                ))}
              </fieldset>
              <div role="status" className="vt-export__status">
                {message}
              </div>
              {running ? <Progress label={words.progress} /> : null}
              <div role="alert" className="vt-export__error">
                {run.status === 'failed' ? words.failed : null}
              </div>
              <div className="vt-share__actions">
                <Dialog.Close asChild>
                  <Button variant="ghost">{run.status === 'done' ? words.close : words.cancel}</Button>
                </Dialog.Close>
                <Button
                  type="submit"
                  variant="primary"
                  disabled={running || count === 0}
                  aria-busy={running || undefined}
                >
                  {words.export}
                </Button>
              </div>
            </form>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
