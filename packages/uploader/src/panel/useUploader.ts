// useUploader: the panel's logic without its markup (STYLE habit 4). It owns one queue of the
// engine (made when the first files come, with the options of that moment), reads it with
// useSyncExternalStore, checks the count of each batch (spec 001 §5, §9), asks before closing during
// an upload (spec 001 §8 "This will terminate your upload! Close upload form?"), guards the page's
// unload, resumes after a 401 once the app's session is back, and says when the upload is through.
import type { UploadFlags, UploadTarget } from '@vitrine/api-client';
import { getFileExtension, isSameFileType, MAX_FILE_SIZE, validateUploadCount } from '@vitrine/core';
import type { DroppedFile } from '@vitrine/ui';
import { useClient, useConfirm, useLocaleFormat, useT } from '@vitrine/ui';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { closingTerminates, type UploadPanelMode, uploadPhase } from '../domain/panel';
import type { CreateUploadQueue, UploadItem, UploadQueue, UploadQueueSnapshot } from '../engine/types';
import { type UploaderLocaleOverrides, useUploaderLocale } from '../locale';

/** Options of {@link useUploader}. */
export interface UseUploaderOptions {
  /** Where the files go. */
  target: UploadTarget;
  /** The page the panel serves: from the target unless given ('public' for a public page's hash). */
  mode?: UploadPanelMode;
  /** The upload flags of spec 001 §7 for the files added next. */
  flags?: Partial<UploadFlags>;
  /** Hash each file and ask for exact duplicates before sending (the possible-duplicates question). */
  preCheckDuplicates?: boolean;
  /** The destination folder's forbidden types (spec 000 §3). */
  forbiddenFileTypes?: readonly string[];
  /** Keeps the queue in IndexedDB under this key, so a reload resumes it; null: not kept. */
  persistKey?: string | null;
  /** A queue the host made (one restored after a reload, say): used as it is, and not disposed here. */
  queue?: UploadQueue | null;
  /** Makes the queue when the first files come (the engine's createUploadQueue; a scripted one in stories). */
  createQueue: CreateUploadQueue;
  /** The app's session is active; after a 401 paused the upload, its return resumes it. */
  signedIn?: boolean;
  /** Called once each time the queue is through with at least one file stored. */
  onUploaded?: (event: { items: readonly UploadItem[] }) => void;
  /**
   * Overwrite mode: the name of the file replaced. A new version of another type is refused before
   * it is queued (docs/decisions.md "Replacing a file from the viewer"); without it only the count
   * and the size are checked here.
   */
  currentFileName?: string;
  /** Overrides of the uploader's strings (the refusal of another type). */
  locale?: UploaderLocaleOverrides;
}

const EMPTY: UploadQueueSnapshot = {
  items: [],
  totals: { files: 0, done: 0, failed: 0, bytes: 0, loaded: 0, bytesPerSecond: 0, secondsLeft: null },
  running: false,
  sessionEnded: false,
};
const noQueue = { subscribe: () => () => {} };

/** What {@link useUploader} returns. */
export interface UploaderApi {
  snapshot: UploadQueueSnapshot;
  mode: UploadPanelMode;
  /** Adds files (a whole batch is refused over the count limit: `refusal` says why). */
  add: (files: readonly DroppedFile[]) => void;
  /** Why the last batch was not added (spec 001 §5 'Multiple upload is not allowed…', the count limit). */
  refusal: string | null;
  /** The queue, once files came (for the questions and the rows' actions). */
  queue: UploadQueue | null;
  /** Asks before closing when files are still on their way; true when the panel may close. */
  requestClose: () => Promise<boolean>;
}

/** The upload panel's state and actions (headless). */
export function useUploader(options: UseUploaderOptions): UploaderApi {
  const { target, signedIn = true } = options;
  const mode: UploadPanelMode =
    options.mode ??
    (target.kind === 'public' ? 'public' : target.kind === 'overwrite' ? 'overwrite' : 'internal');
  const client = useClient();
  const confirm = useConfirm();
  const translate = useT();
  const format = useLocaleFormat();
  const words = useUploaderLocale(options.locale);
  const [own, setQueue] = useState<UploadQueue | null>(null);
  const queue = options.queue ?? own;
  const [refusal, setRefusal] = useState<string | null>(null);
  const latest = useRef(options);
  latest.current = options;

  // Bound here: a queue may be a class whose methods need their `this`.
  const subscribe = useCallback(
    (listener: () => void) => (queue ? queue.subscribe(listener) : noQueue.subscribe()),
    [queue],
  );
  const getSnapshot = useCallback(() => (queue ? queue.getSnapshot() : EMPTY), [queue]);
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);

  // The panel's own queue goes with it: dispose stops it (a persisted one resumes on the next visit).
  useEffect(() => () => own?.dispose(), [own]);

  const add = useCallback(
    (files: readonly DroppedFile[]) => {
      if (files.length === 0) return;
      const current = queue?.getSnapshot().items.length ?? 0;
      const check = validateUploadCount(current + files.length, mode, translate.locale, format.number);
      if (!check.ok) {
        setRefusal(check.message);
        return;
      }
      // Overwrite: the one file is checked before it takes the one place (spec 001 §5, §9; decided
      // for the type), as the viewer's own dialog checks its pick.
      const currentFileName = latest.current.currentFileName;
      const [first] = files;
      if (mode === 'overwrite' && first) {
        if (first.file.size > MAX_FILE_SIZE) {
          setRefusal(translate.locale.upload.tooLarge);
          return;
        }
        if (currentFileName !== undefined && !isSameFileType(currentFileName, first.file.name)) {
          const extension = getFileExtension(currentFileName);
          setRefusal(
            format.interpolate(words.overwrite.otherType, { extension: extension ? `.${extension}` : '' }),
          );
          return;
        }
      }
      setRefusal(null);
      let target = queue;
      if (!target) {
        const { flags, preCheckDuplicates, forbiddenFileTypes, persistKey } = latest.current;
        target = latest.current.createQueue({
          client,
          target: latest.current.target,
          mode: mode === 'public' ? 'public' : 'internal',
          ...(flags ? { flags } : {}),
          ...(preCheckDuplicates !== undefined ? { preCheckDuplicates } : {}),
          ...(forbiddenFileTypes ? { forbiddenFileTypes } : {}),
          ...(persistKey !== undefined ? { persistKey } : {}),
        });
        setQueue(target);
      }
      target.add(files.map(({ file, relativePath }) => (relativePath ? { file, relativePath } : { file })));
    },
    [queue, mode, client, translate, format, words],
  );

  // spec 001 §8: closing, or leaving the page, during an upload asks first.
  const terminates = closingTerminates(snapshot);
  const requestClose = useCallback(async () => {
    if (!queue || !closingTerminates(queue.getSnapshot())) return true;
    const ok = await confirm({ message: translate('confirm.terminateUpload'), tone: 'danger' });
    if (ok) queue.cancel();
    return ok;
  }, [queue, confirm, translate]);
  useEffect(() => {
    if (!terminates) return;
    const message = translate('confirm.terminateUpload');
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show (or need) the returned text.
      event.returnValue = message;
      return message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [terminates, translate]);

  // A 401 paused the queue: once the app's session has ended and come back, go on.
  const sawSignedOut = useRef(false);
  useEffect(() => {
    if (!snapshot.sessionEnded) {
      sawSignedOut.current = false;
      return;
    }
    if (!signedIn) sawSignedOut.current = true;
    else if (sawSignedOut.current) {
      sawSignedOut.current = false;
      queue?.resumeAfterSignIn();
    }
  }, [snapshot.sessionEnded, signedIn, queue]);

  // Through: tell the host once (it refreshes its views).
  const phase = uploadPhase(snapshot);
  const reported = useRef<UploadQueueSnapshot | null>(null);
  useEffect(() => {
    if (phase !== 'finished' || snapshot.totals.done === 0) return;
    if (reported.current?.totals.done === snapshot.totals.done) return;
    reported.current = snapshot;
    latest.current.onUploaded?.({ items: snapshot.items });
  }, [phase, snapshot]);

  return { snapshot, mode, add, refusal, queue, requestClose };
}
