// <UploadPanel>: the upload panel of spec 001 §2, internal and public (and over one file). FilePond
// takes the files in; the queue of the engine sends them one after another (spec 001 §4); the panel
// shows each file's state (queued, uploading with its progress, done, failed, name conflict,
// duplicate), the whole upload's progress, speed and time left, asks the name-conflict question per
// file with apply to all (new version 1 / skip 2 / copy 3) and the possible-duplicates question,
// lists the failed files at the end with their messages (spec 001 §8's status table) and asks
// before closing during an upload. The options are web settings (spec 001 §3).
import * as Dialog from '@radix-ui/react-dialog';
import type { UploadFlags, UploadTarget } from '@vitrine/api-client';
import { UPLOAD_COUNT_LIMITS } from '@vitrine/core';
import type { DroppedFile } from '@vitrine/ui';
import {
  Button,
  IconButton,
  IconChevronDown,
  IconChevronRight,
  IconX,
  Progress,
  useClient,
  useConfirmChoice,
  useLocaleFormat,
  useT,
  useToast,
  useVitrine,
  useWebSettings,
} from '@vitrine/ui';
import { useEffect, useId, useRef, useState } from 'react';
import {
  failedItems,
  formatDuration,
  mayAnnounce,
  nextQuestion,
  retryableItems,
  type UploadPanelMode,
  uploadErrorText,
  uploadPhase,
} from '../domain/panel';
import { createUploadQueue } from '../engine';
import type { ConflictChoice, CreateUploadQueue, UploadItem, UploadQueue } from '../engine/types';
import { type UploaderLocale, type UploaderLocaleOverrides, useUploaderLocale } from '../locale';
import { FileIntake } from './FileIntake';
import { UploadList } from './UploadList';
import { useUploader } from './useUploader';

/** Props of {@link UploadPanel}. */
export interface UploadPanelProps {
  /** Where the files go: a folder (internal), a public page's hash, or one file to replace. */
  target: UploadTarget;
  /** The destination folder's name, shown under the title (internal). */
  folderName?: string;
  /** Shown or not. */
  open: boolean;
  /** Called when it opens or closes (closing during an upload asks first, spec 001 §8). */
  onOpenChange: (open: boolean) => void;
  /** Files dropped elsewhere (the page, a folder of a tree) that opened the panel: queued at once. */
  initialFiles?: readonly DroppedFile[];
  /** The destination folder's forbidden types (spec 000 §3 forbiddenFileTypes). */
  forbiddenFileTypes?: readonly string[];
  /** Keeps the queue in IndexedDB under this key, so a reload resumes it; null or absent: not kept. */
  persistKey?: string | null;
  /** The app's session is active (default true); after a 401 paused the upload, its return resumes it. */
  signedIn?: boolean;
  /**
   * Called each time the queue is through with files stored (refresh the views); in overwrite mode
   * once the one file is stored as the new version (`items[0].fileId` is the file replaced).
   */
  onUploaded?: (event: { items: readonly UploadItem[] }) => void;
  /**
   * Overwrite mode: the name of the file replaced, shown in the description; a file of another type
   * is refused before it is sent (docs/decisions.md "Replacing a file from the viewer").
   */
  currentFileName?: string;
  /** A queue the host made (one restored after a reload): shown at once; the host disposes it. */
  queue?: UploadQueue | null;
  /** Makes the queue when the first files come: the engine's `createUploadQueue` by default. */
  createQueue?: CreateUploadQueue;
  /** Overrides of the uploader's strings. */
  locale?: UploaderLocaleOverrides;
}

/**
 * Overwrite mode's flags: the file's content becomes its new version, the old one kept (spec 001 §4
 * resolution 1, §7 createNewVersion), as the viewer's own dialog sends it.
 */
const OVERWRITE_FLAGS: Partial<UploadFlags> = { createNewVersion: true };

/** The options the user ticks (spec 001 §7 flags; the first three are web settings, spec 001 §3). */
type PanelOptions = Pick<
  UploadFlags,
  | 'searchDuplicates'
  | 'unzip'
  | 'recognizeObjects'
  | 'requestGeocodingReverse'
  | 'overwriteMetadata'
  | 'flatUpload'
>;

/**
 * The upload panel (a dialog): drop or browse files and folders, watch them go up one after
 * another, answer name conflicts and possible duplicates, retry failures. Internal uploads check
 * each name first (spec 001 §5); the public page takes images only, 10 at a time (spec 001 §5, §9).
 */
export function UploadPanel(props: UploadPanelProps) {
  const { open, onOpenChange } = props;
  if (!open) return null;
  return <OpenPanel {...props} onOpenChange={onOpenChange} />;
}

function OpenPanel({
  target,
  folderName,
  onOpenChange,
  initialFiles,
  forbiddenFileTypes,
  persistKey,
  signedIn,
  onUploaded,
  createQueue,
  queue: hostQueue,
  currentFileName,
  locale,
}: UploadPanelProps) {
  const words = useUploaderLocale(locale);
  const format = useLocaleFormat();
  const translate = useT();
  const { theme } = useVitrine();
  const { settings, update } = useWebSettings();
  const client = useClient();
  const choose = useConfirmChoice();
  const toast = useToast();
  const id = useId();
  const mode: UploadPanelMode =
    target.kind === 'public' ? 'public' : target.kind === 'overwrite' ? 'overwrite' : 'internal';
  const [local, setLocal] = useState({
    requestGeocodingReverse: false,
    overwriteMetadata: false,
    flatUpload: false,
  });
  const options: PanelOptions = {
    searchDuplicates: settings.uploadSearchDuplicates,
    unzip: settings.uploadExtractZip,
    recognizeObjects: settings.recognizeObjects,
    ...local,
  };
  const uploader = useUploader({
    target,
    mode,
    flags: mode === 'public' ? {} : mode === 'overwrite' ? OVERWRITE_FLAGS : options,
    preCheckDuplicates: mode === 'internal' && options.searchDuplicates,
    createQueue: createQueue ?? createUploadQueue,
    ...(hostQueue ? { queue: hostQueue } : {}),
    ...(forbiddenFileTypes ? { forbiddenFileTypes } : {}),
    ...(persistKey !== undefined ? { persistKey } : {}),
    ...(signedIn !== undefined ? { signedIn } : {}),
    ...(onUploaded ? { onUploaded } : {}),
    ...(currentFileName !== undefined ? { currentFileName } : {}),
    ...(locale ? { locale } : {}),
  });
  const { snapshot, queue, add, refusal } = uploader;
  const phase = uploadPhase(snapshot);
  const { totals } = snapshot;

  // Files dropped elsewhere that opened the panel: queued once, on opening.
  const took = useRef(false);
  useEffect(() => {
    if (took.current) return;
    took.current = true;
    if (initialFiles && initialFiles.length > 0) add(initialFiles);
  }, [initialFiles, add]);

  // spec 001 §4, §6: recognising objects needs the person's AI consent. Turning the option on asks
  // for it first (Accept turns it on; Decline leaves it off, and the server turns the saved setting
  // off); the server ignores the option for a person who has not accepted.
  const turnRecognition = async (value: boolean) => {
    if (!value) return update({ recognizeObjects: false });
    try {
      const consent = await client.GET('/api/recognition/consent');
      if (consent.data !== true) {
        const choice = await choose({
          title: translate('recognition.consentTitle'),
          message: translate('recognition.consentMessage'),
          confirmLabel: translate('common.accept'),
          cancelLabel: translate('common.decline'),
        });
        if (choice === 'dismiss') return;
        const answered = await client.POST('/api/recognition/consent', {
          body: { isAllowed: choice === 'confirm' },
        });
        if (answered.error !== undefined) throw answered.error;
        if (choice !== 'confirm') return;
      }
      update({ recognizeObjects: true });
    } catch {
      toast.error(translate('alerts.actionFailed'));
    }
  };

  const close = async () => {
    if (await uploader.requestClose()) onOpenChange(false);
  };

  // The live region: the count every ANNOUNCE_INTERVAL_MS while files go up, and the end.
  const [announcement, setAnnouncement] = useState('');
  const lastAnnounced = useRef<number | null>(null);
  useEffect(() => {
    if (phase === 'running') {
      const now = Date.now();
      if (!mayAnnounce(lastAnnounced.current, now)) return;
      lastAnnounced.current = now;
      setAnnouncement(
        format.interpolate(words.progress.announce, { done: totals.done, files: totals.files }),
      );
    } else if (phase === 'finished') {
      lastAnnounced.current = null;
      setAnnouncement(
        totals.failed > 0
          ? format.plural(words.progress.finishedWithFailures, totals.failed)
          : format.plural(words.progress.finished, totals.done),
      );
    }
  }, [phase, totals.done, totals.files, totals.failed, format, words]);

  const conflict = nextQuestion(snapshot.items, 'conflict');
  const duplicate = conflict ? null : nextQuestion(snapshot.items, 'duplicate');
  const failed = phase === 'finished' ? failedItems(snapshot.items) : [];
  const retryable = retryableItems(snapshot.items);
  const needsFile = snapshot.items.filter((item) => item.state === 'needs-file').length;
  const controlsOpen = !settings.uploadControlsCollapsed;
  const previews = !settings.uploadFilePreviewCollapsed;
  const full =
    mode === 'overwrite'
      ? snapshot.items.length >= UPLOAD_COUNT_LIMITS.overwrite
      : snapshot.items.length >= UPLOAD_COUNT_LIMITS[mode];
  const title = words.title[mode];

  return (
    <Dialog.Root
      open
      onOpenChange={(next) => {
        if (!next) void close();
      }}
    >
      <Dialog.Portal>
        <div className="vt-ui__layer" data-vt-theme={theme}>
          <Dialog.Overlay className="vt-ui__overlay" />
          <Dialog.Content
            className="vt-ui__dialog vt-uploader__panel"
            data-mode={mode}
            data-phase={phase}
            aria-describedby={`${id}-description`}
            // Questions and confirmations open above: the panel keeps its focus trap underneath.
            onPointerDownOutside={(event) => event.preventDefault()}
          >
            <header className="vt-uploader__header">
              <Dialog.Title className="vt-ui__dialog-title">{title}</Dialog.Title>
              <IconButton label={words.close} icon={<IconX />} onClick={() => void close()} />
            </header>
            <p id={`${id}-description`} className="vt-uploader__description">
              {mode === 'public'
                ? format.interpolate(words.publicHint, { max: UPLOAD_COUNT_LIMITS.public })
                : mode === 'overwrite' && currentFileName !== undefined
                  ? format.interpolate(words.overwrite.description, { name: currentFileName })
                  : folderName
                    ? format.interpolate(words.destination, { name: folderName })
                    : title}
            </p>

            {mode === 'internal' && (
              <section className="vt-uploader__options" aria-labelledby={`${id}-options`}>
                <h3 id={`${id}-options`} className="vt-uploader__options-heading">
                  <button
                    type="button"
                    className="vt-uploader__options-toggle"
                    aria-expanded={controlsOpen}
                    aria-controls={`${id}-options-body`}
                    onClick={() => update({ uploadControlsCollapsed: controlsOpen })}
                  >
                    {controlsOpen ? (
                      <IconChevronDown aria-hidden="true" />
                    ) : (
                      <IconChevronRight aria-hidden="true" />
                    )}
                    {words.options.heading}
                  </button>
                </h3>
                {controlsOpen && (
                  <fieldset
                    id={`${id}-options-body`}
                    className="vt-uploader__options-body"
                    // The flags go with the queue made for the first files: fixed from then on.
                    disabled={queue !== null}
                  >
                    <legend className="vt-ui__visually-hidden">{words.options.heading}</legend>
                    <Check
                      label={words.options.searchDuplicates}
                      checked={options.searchDuplicates}
                      onChange={(value) => update({ uploadSearchDuplicates: value })}
                    />
                    <Check
                      label={words.options.extractZip}
                      checked={options.unzip}
                      onChange={(value) => update({ uploadExtractZip: value })}
                    />
                    <Check
                      label={words.options.recognizeObjects}
                      checked={options.recognizeObjects}
                      onChange={(value) => void turnRecognition(value)}
                    />
                    <Check
                      label={words.options.reverseGeocoding}
                      checked={options.requestGeocodingReverse}
                      onChange={(value) => setLocal((was) => ({ ...was, requestGeocodingReverse: value }))}
                    />
                    <Check
                      label={words.options.overwriteMetadata}
                      checked={options.overwriteMetadata}
                      onChange={(value) => setLocal((was) => ({ ...was, overwriteMetadata: value }))}
                    />
                    <Check
                      label={words.options.flatUpload}
                      checked={options.flatUpload}
                      onChange={(value) => setLocal((was) => ({ ...was, flatUpload: value }))}
                    />
                  </fieldset>
                )}
              </section>
            )}

            {!full && (
              <FileIntake
                dropLabel={words.intake.drop}
                browseLabel={words.intake.browse}
                inputLabel={words.intake.label}
                onFiles={add}
              />
            )}
            {refusal && (
              <p className="vt-uploader__refusal" role="alert">
                {refusal}
              </p>
            )}
            {snapshot.sessionEnded && (
              <p className="vt-uploader__session" role="alert">
                {words.sessionEnded}
              </p>
            )}
            {needsFile > 0 && queue && (
              <NeedsFiles
                words={words}
                text={format.plural(words.needsFile.description, needsFile)}
                onFiles={(files) => queue.supplyFiles(files)}
              />
            )}

            {snapshot.items.length > 0 && (
              <div className="vt-uploader__overall">
                <Progress
                  label={words.progress.overall}
                  value={totals.loaded}
                  max={Math.max(1, totals.bytes)}
                />
                <p className="vt-uploader__summary">
                  <span>
                    {format.interpolate(words.progress.summary, {
                      done: totals.done,
                      files: totals.files,
                      loaded: format.fileSize(totals.loaded),
                      bytes: format.fileSize(totals.bytes),
                    })}
                  </span>
                  {phase === 'running' && totals.bytesPerSecond > 0 && (
                    <span className="vt-uploader__speed">
                      {format.interpolate(words.progress.speed, {
                        speed: format.fileSize(totals.bytesPerSecond),
                      })}
                    </span>
                  )}
                  {phase === 'running' && totals.secondsLeft !== null && (
                    <span className="vt-uploader__time-left">
                      {format.interpolate(words.progress.timeLeft, {
                        time: formatDuration(totals.secondsLeft, words.progress.duration, format),
                      })}
                    </span>
                  )}
                </p>
              </div>
            )}

            {snapshot.items.length > 0 && (
              <div className="vt-uploader__list-bar">
                <span>{format.plural(words.list.count, snapshot.items.length)}</span>
                {mode !== 'overwrite' && (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-pressed={previews}
                    onClick={() => update({ uploadFilePreviewCollapsed: previews })}
                  >
                    {previews ? words.list.hidePreviews : words.list.showPreviews}
                  </Button>
                )}
              </div>
            )}
            {snapshot.items.length > 0 && queue && (
              <UploadList
                items={snapshot.items}
                mode={mode}
                previews={previews && mode !== 'overwrite'}
                words={words}
                onRetry={(itemId) => queue.retry(itemId)}
                onRemove={(itemId) => queue.remove(itemId)}
              />
            )}

            {failed.length > 0 && (
              <section className="vt-uploader__failed" aria-labelledby={`${id}-failed`}>
                <h3 id={`${id}-failed`} className="vt-uploader__failed-heading">
                  {format.plural(words.failed.heading, failed.length)}
                </h3>
                <ul>
                  {failed.map((item) => (
                    <li key={item.id}>
                      <span className="vt-uploader__name">{item.relativePath ?? item.name}</span>
                      {': '}
                      <span className="vt-uploader__error">
                        {item.error ? uploadErrorText(item.error, translate.locale) : ''}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            )}

            <p className="vt-ui__visually-hidden" role="status" aria-live="polite">
              {announcement}
            </p>

            <div className="vt-ui__dialog-actions">
              {phase === 'finished' && retryable.length > 0 && queue && (
                <Button
                  onClick={() => {
                    for (const item of retryable) queue.retry(item.id);
                  }}
                >
                  {words.actions.retryAll}
                </Button>
              )}
              {phase === 'running' || phase === 'question' || phase === 'paused' ? (
                <Button variant="danger" onClick={() => void close()}>
                  {words.actions.cancel}
                </Button>
              ) : (
                <Button
                  variant={phase === 'finished' ? 'primary' : 'secondary'}
                  onClick={() => onOpenChange(false)}
                >
                  {phase === 'finished' ? words.actions.done : words.close}
                </Button>
              )}
            </div>

            {conflict && queue && (
              <ConflictQuestion
                key={conflict.item.id}
                item={conflict.item}
                others={conflict.others}
                words={words}
                onAnswer={(choice, all) => queue.resolveConflict(conflict.item.id, choice, all)}
              />
            )}
            {duplicate && queue && (
              <DuplicateQuestion
                key={duplicate.item.id}
                item={duplicate.item}
                others={duplicate.others}
                words={words}
                onAnswer={(choice, all) => queue.resolveDuplicate(duplicate.item.id, choice, all)}
              />
            )}
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <label className="vt-uploader__check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

/** Files of an earlier upload restored without their bytes: the user picks them again. */
function NeedsFiles({
  words,
  text,
  onFiles,
}: {
  words: UploaderLocale;
  text: string;
  onFiles: (files: File[]) => void;
}) {
  return (
    <div className="vt-uploader__needs-file" role="status">
      <p>{text}</p>
      <label className="vt-ui__button" data-variant="secondary" data-size="sm">
        <input
          className="vt-ui__visually-hidden"
          type="file"
          multiple
          onChange={(event) => {
            onFiles(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        {words.needsFile.choose}
      </label>
    </div>
  );
}

/** spec 001 §4: a name conflict's question (1 new version, 2 skip, 3 copy), with apply to all. */
function ConflictQuestion({
  item,
  others,
  words,
  onAnswer,
}: {
  item: UploadItem;
  others: number;
  words: UploaderLocale;
  onAnswer: (choice: ConflictChoice, applyToAll: boolean) => void;
}) {
  const format = useLocaleFormat();
  const { theme } = useVitrine();
  const [all, setAll] = useState(false);
  const id = useId();
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <div className="vt-ui__layer" data-vt-theme={theme}>
          <Dialog.Overlay className="vt-ui__overlay" />
          <Dialog.Content
            className="vt-ui__dialog vt-uploader__question"
            role="alertdialog"
            data-question="conflict"
            aria-describedby={`${id}-text`}
            onEscapeKeyDown={(event) => event.preventDefault()}
            onPointerDownOutside={(event) => event.preventDefault()}
          >
            <Dialog.Title className="vt-ui__dialog-title">{words.conflict.title}</Dialog.Title>
            <p id={`${id}-text`}>
              {format.interpolate(words.conflict.description, { name: item.relativePath ?? item.name })}
            </p>
            {others > 0 && (
              <Check
                label={format.plural(words.conflict.applyToAll, others)}
                checked={all}
                onChange={setAll}
              />
            )}
            <div className="vt-ui__dialog-actions">
              <Button onClick={() => onAnswer(2, all)}>{words.conflict.skip}</Button>
              <Button onClick={() => onAnswer(3, all)}>{words.conflict.copy}</Button>
              <Button variant="primary" onClick={() => onAnswer(1, all)}>
                {words.conflict.newVersion}
              </Button>
            </div>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** spec 000 §2 "possible duplicates": the same content is in the library; skip or upload anyway. */
function DuplicateQuestion({
  item,
  others,
  words,
  onAnswer,
}: {
  item: UploadItem;
  others: number;
  words: UploaderLocale;
  onAnswer: (choice: 'skip' | 'upload', applyToAll: boolean) => void;
}) {
  const format = useLocaleFormat();
  const { theme } = useVitrine();
  const [all, setAll] = useState(false);
  const id = useId();
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <div className="vt-ui__layer" data-vt-theme={theme}>
          <Dialog.Overlay className="vt-ui__overlay" />
          <Dialog.Content
            className="vt-ui__dialog vt-uploader__question"
            role="alertdialog"
            data-question="duplicate"
            aria-describedby={`${id}-text`}
            onEscapeKeyDown={(event) => event.preventDefault()}
            onPointerDownOutside={(event) => event.preventDefault()}
          >
            <Dialog.Title className="vt-ui__dialog-title">{words.duplicate.title}</Dialog.Title>
            <p id={`${id}-text`}>
              {format.interpolate(words.duplicate.description, { name: item.relativePath ?? item.name })}
            </p>
            {item.duplicateOf && item.duplicateOf.length > 0 && (
              <ul className="vt-uploader__duplicates">
                {item.duplicateOf.map((copy) => (
                  <li key={copy.fileId}>{format.interpolate(words.duplicate.item, { name: copy.name })}</li>
                ))}
              </ul>
            )}
            {others > 0 && (
              <Check
                label={format.plural(words.duplicate.applyToAll, others)}
                checked={all}
                onChange={setAll}
              />
            )}
            <div className="vt-ui__dialog-actions">
              <Button onClick={() => onAnswer('upload', all)}>{words.duplicate.upload}</Button>
              <Button variant="primary" onClick={() => onAnswer('skip', all)}>
                {words.duplicate.skip}
              </Button>
            </div>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
