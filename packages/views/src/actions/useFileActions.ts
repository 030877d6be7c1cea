// useFileActions: the actions of the top menu that belong to the views (spec 000 §2 "Top menu",
// §4, §5, §8, §9), headless (STYLE habit 4). Delete and exclude ask first, report what went and what
// did not, then hand the files to the search session's afterDelete (spec 000 §4: no file left → a
// new search; fewer than 24 → more loaded). A download keeps only the files the user may download
// (POST /api/permissions/images; the others are skipped with the warning of spec 000 §8), then the
// zip or CSV export is prepared (token) and downloaded, the loading state cleared no sooner than 1 s
// after the start (spec 000 §9). Thumbnail regeneration asks above 50 files, and below asks the host
// to reload (`onReloadRequested`). Object recognition (one file: several get a warning, spec 001 §6):
// enqueued → info, counter > 0 → success,
// requiresConsent → the consent dialog: Accept records consent and asks again, Decline records the
// refusal, and closing it (Escape, a click outside) records nothing.
//
// Its `handlers` are the callbacks a host passes to <TopMenu>.

import { isApiError } from '@vitrine/api-client';
import { RECOGNITION_AWAITING_CUSTOM_MODEL } from '@vitrine/core';
import {
  serverMessageOf,
  useConfirm,
  useConfirmChoice,
  useReportError,
  useSetsName,
  useT,
  useToast,
} from '@vitrine/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import { type ExportKind, useActionsApi } from '../api/actions';
import type { SearchSession } from '../search/useSearchSession';
import type { FileSelection } from '../selection/useFileSelection';
import { type FileActionsLocaleOverrides, useFileActionsLocale } from './locale';
import {
  addToSetNeedsConfirmation,
  atLeast,
  deleteReportOf,
  downloadPlanOf,
  moveReportOf,
  recognitionOutcomeOf,
  regeneratePlanOf,
  type Wait,
  waitFor,
} from './model';

/** An action of {@link useFileActions}. */
export type FileActionName =
  | 'delete'
  | 'exclude'
  | 'download'
  | 'exportCsv'
  | 'regenerateThumbnails'
  | 'recognizeObjects'
  | 'move'
  | 'addToSet';

/** How an action ended. */
export type FileActionStatus =
  /** It ran (possibly in part: see the toasts). */
  | 'done'
  /** The user said no (a confirmation, the consent dialog). */
  | 'cancelled'
  /** The call failed; the error took @vitrine/ui's one path (a toast, the host's onError). */
  | 'failed'
  /** Nothing to do: no file, or none the user may download. */
  | 'nothing'
  /** Another action of this hook is still running. */
  | 'busy';

/** A download or export is ready: the address to fetch. */
export interface DownloadReadyEvent {
  /** GET /api/export/{token}, or GET /Download.aspx?id= for one file (spec 000 §7). */
  url: string;
  /** 'file' for one original, else the export kind. */
  kind: 'file' | ExportKind;
  /** The files in it (those with download permission). */
  ids: readonly number[];
}

/** Options of {@link useFileActions}. */
export interface UseFileActionsOptions {
  /** The search the files come from: afterDelete after a delete or exclude, refetch after regeneration. */
  session?:
    | (Pick<SearchSession, 'afterDelete' | 'refetch'> & Partial<Pick<SearchSession, 'refreshPages'>>)
    | null
    | undefined;
  /** The selection the actions work on by default; deleted and excluded files leave it. */
  selection?:
    | (Pick<FileSelection, 'getSelectedIds' | 'remove'> & Partial<Pick<FileSelection, 'replace'>>)
    | null
    | undefined;
  /** The set the files are shown in: exclude removes them from it (without it, no exclude). */
  setId?: number | null | undefined;
  /** Zip exports keep the folder structure (spec 000 §7 keepFoldersStructure). Default false. */
  keepFoldersStructure?: boolean | undefined;
  /**
   * spec 000 §4 "Thumbnail regeneration reloads the page unless more than 50 files": the host decides
   * how. Without it the session searches again.
   */
  onReloadRequested?: ((event: { ids: readonly number[] }) => void) | undefined;
  /** A download is ready. Default: the browser downloads `url` (a temporary link is clicked). */
  onDownloadReady?: ((event: DownloadReadyEvent) => void) | undefined;
  /** Partial override of the actions' own words. */
  locale?: FileActionsLocaleOverrides | undefined;
  /** The timer of the minimum export wait (tests give their own). Default setTimeout. */
  wait?: Wait | undefined;
}

/** Options of a download or export. */
export interface DownloadOptions {
  /** The files; default the selection. */
  ids?: readonly number[] | undefined;
  /** Overrides the hook's keepFoldersStructure for this export. */
  keepFoldersStructure?: boolean | undefined;
}

/** Where files are moved (spec 001 §7 PATCH /api/files). */
export interface MoveDestination {
  /** The folder's id (newFolderId). */
  folderId: number;
  /** Its name, for the success message. */
  folderName: string;
}

/** Options of a move or an add to a set. */
export interface MoveOptions {
  /** The files; default the selection. */
  ids?: readonly number[] | undefined;
  /** The files were dropped from the file sidebar (spec 001 §7 isDropFromSidebar). Default false. */
  isDropFromSidebar?: boolean | undefined;
}

/** The <TopMenu> callbacks (an action without a callback is not shown there). */
export interface FileActionHandlers {
  onDelete: () => void;
  onExclude: (() => void) | undefined;
  onDownload: () => void;
  /** A zip that keeps the folder structure (spec 000 §7 keepFoldersStructure). */
  onDownloadWithFolders: () => void;
  /** A CSV of the files' data (export type 4). */
  onExportCsv: () => void;
  onRegenerateThumbnails: () => void;
  onRecognizeObjects: () => void;
}

/** What {@link useFileActions} returns. */
export interface FileActions {
  /** The action running now, or null. */
  busy: FileActionName | null;
  /** What to announce while it runs (the host's live region), or null. */
  busyLabel: string | null;
  /** Each takes the files (default: the selection) and resolves with how it ended. */
  deleteFiles: (ids?: readonly number[]) => Promise<FileActionStatus>;
  excludeFiles: (ids?: readonly number[]) => Promise<FileActionStatus>;
  /** A zip of the files (one file: the original). */
  download: (options?: DownloadOptions) => Promise<FileActionStatus>;
  /** A CSV of the files' data (export type 4). */
  exportCsv: (options?: DownloadOptions) => Promise<FileActionStatus>;
  regenerateThumbnails: (ids?: readonly number[]) => Promise<FileActionStatus>;
  recognizeObjects: (ids?: readonly number[]) => Promise<FileActionStatus>;
  /**
   * Moves the files to a folder (spec 001 §4, §7, §8): a 409 opens the conflict dialog with the
   * server's message (Override sends again with Override true); the files that could not move are
   * warned with their ids and selected again; the loaded pages are asked again.
   */
  moveToFolder: (destination: MoveDestination, options?: MoveOptions) => Promise<FileActionStatus>;
  /** Adds the files to a set (spec 001 §5, §7, §8): more than 10 ask confirmation first. */
  addToSet: (setId: number, options?: MoveOptions) => Promise<FileActionStatus>;
  /** The callbacks to pass to <TopMenu> (stable). */
  handlers: FileActionHandlers;
}

/** The browser downloads `url`: a temporary link with `download`, clicked. */
export function startBrowserDownload({ url }: DownloadReadyEvent): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

const NONE: readonly number[] = [];

export function useFileActions(options: UseFileActionsOptions = {}): FileActions {
  const api = useActionsApi();
  const t = useT();
  const toast = useToast();
  const confirm = useConfirm();
  const choose = useConfirmChoice();
  const reportError = useReportError();
  const [busy, setBusy] = useState<FileActionName | null>(null);
  const running = useRef<FileActionName | null>(null);
  // The latest options, so the returned functions stay stable (the menu's callbacks).
  const latest = useRef(options);
  latest.current = options;
  const locale = useFileActionsLocale(options.locale);
  const words = useRef(locale);
  words.current = locale;
  // Counts in the provider's language (read when an action runs, like the words).
  const format = useRef(t.format);
  format.current = t.format;
  // The configurable name of sets (spec 000 §1) in the add-to-set messages.
  const setsName = useSetsName().value;
  const setsNameRef = useRef(setsName);
  setsNameRef.current = setsName;

  /**
   * Runs one action at a time. The busy state (and its announcement) starts when the action calls
   * `begin`: after its confirmation, never while the question is still open (issue 15); `pause`
   * hides it again while a later dialog (the move conflict) waits for the user.
   */
  const run = useCallback(
    async (
      name: FileActionName,
      action: (busy: { begin: () => void; pause: () => void }) => Promise<FileActionStatus>,
    ): Promise<FileActionStatus> => {
      if (running.current !== null) return 'busy';
      running.current = name;
      try {
        return await action({ begin: () => setBusy(name), pause: () => setBusy(null) });
      } finally {
        running.current = null;
        setBusy(null);
      }
    },
    [],
  );

  const idsOf = useCallback(
    (ids?: readonly number[]) => [...new Set(ids ?? latest.current.selection?.getSelectedIds() ?? NONE)],
    [],
  );

  /** Files that are gone leave the selection and the search (spec 000 §4 "After delete"). */
  const afterRemoval = useCallback(async (removed: readonly number[]) => {
    if (removed.length === 0) return;
    latest.current.selection?.remove(removed);
    await latest.current.session?.afterDelete(removed);
  }, []);

  const deleteFiles = useCallback(
    (given?: readonly number[]) =>
      run('delete', async ({ begin }) => {
        const ids = idsOf(given);
        if (ids.length === 0) return 'nothing';
        // spec 000 §5 "Deletions need confirmation"; spec 001 §8 the questions.
        const yes = await confirm({
          message: ids.length === 1 ? t('confirm.deleteFile') : t('confirm.deleteFiles'),
          confirmLabel: words.current.deleteConfirmLabel,
          tone: 'danger',
        });
        if (!yes) return 'cancelled';
        begin();
        let report: ReturnType<typeof deleteReportOf>;
        try {
          report = deleteReportOf(await api.deleteImages(ids));
        } catch (error) {
          reportError(error, ids.length === 1 ? 'files.deleteFailed' : 'files.deleteManyFailed');
          return 'failed';
        }
        // spec 001 §8: '1 file deleted.', '{n} files deleted.'; spec 000 §8 'Failed to delete some files.'
        if (report.removed.length > 0) toast.success(t('files.deleted', { n: report.removed.length }));
        if (report.someFailed) toast.error(t('files.deleteSomeFailed'));
        await afterRemoval(report.removed);
        return 'done';
      }),
    [run, idsOf, confirm, t, api, reportError, toast, afterRemoval],
  );

  const excludeFiles = useCallback(
    (given?: readonly number[]) =>
      run('exclude', async ({ begin }) => {
        const setId = latest.current.setId;
        const ids = idsOf(given);
        if (ids.length === 0 || setId === null || setId === undefined) return 'nothing';
        const yes = await confirm({
          message: t('confirm.excludeFiles'),
          confirmLabel: words.current.excludeConfirmLabel,
          tone: 'danger',
        });
        if (!yes) return 'cancelled';
        begin();
        try {
          await api.excludeImagesFromSet(setId, ids);
        } catch (error) {
          reportError(error, 'files.deleteSomeFailed');
          return 'failed';
        }
        // spec 001 §8: '{n} files excluded.'
        toast.success(t('files.excluded', { n: ids.length }));
        await afterRemoval(ids);
        return 'done';
      }),
    [run, idsOf, confirm, t, api, reportError, toast, afterRemoval],
  );

  const exportFiles = useCallback(
    (name: 'download' | 'exportCsv', kind: ExportKind, given: DownloadOptions = {}) =>
      run(name, async ({ begin }) => {
        const ids = idsOf(given.ids);
        if (ids.length === 0) return 'nothing';
        begin();
        const wait = latest.current.wait ?? waitFor;
        // spec 000 §9: the loading state stays at least 1 s, however fast the server is.
        return atLeast(
          (async (): Promise<FileActionStatus> => {
            try {
              // spec 000 §5: download permission for each file; the others are skipped with a warning.
              const plan = downloadPlanOf(ids, await api.allowedImageIds('download', ids));
              if (plan.skipped > 0) toast.warning(t('download.notAuthorizedSome'));
              if (plan.ids.length === 0) return 'nothing';
              const [only] = plan.ids;
              const url =
                kind === 'zip' && plan.ids.length === 1 && only !== undefined
                  ? api.fileDownloadUrl(only)
                  : api.exportDownloadUrl(
                      await api.prepareExport({
                        ids: plan.ids,
                        kind,
                        keepFoldersStructure:
                          given.keepFoldersStructure ?? latest.current.keepFoldersStructure ?? false,
                      }),
                    );
              const event: DownloadReadyEvent = {
                url,
                kind: kind === 'zip' && plan.ids.length === 1 ? 'file' : kind,
                ids: plan.ids,
              };
              (latest.current.onDownloadReady ?? startBrowserDownload)(event);
              return 'done';
            } catch (error) {
              // spec 001 §8: 'Failed to download.' (warning), unless the server said why.
              reportError(error, 'download.failed', { kind: 'warning' });
              return 'failed';
            }
          })(),
          wait,
        );
      }),
    [run, idsOf, api, toast, t, reportError],
  );

  const download = useCallback(
    (given?: DownloadOptions) => exportFiles('download', 'zip', given),
    [exportFiles],
  );
  const exportCsv = useCallback(
    (given?: DownloadOptions) => exportFiles('exportCsv', 'csv', given),
    [exportFiles],
  );

  const regenerateThumbnails = useCallback(
    (given?: readonly number[]) =>
      run('regenerateThumbnails', async ({ begin }) => {
        const ids = idsOf(given);
        if (ids.length === 0) return 'nothing';
        const plan = regeneratePlanOf(ids.length);
        if (plan.confirm) {
          const yes = await confirm({
            message: format.current.plural(words.current.regenerateConfirm, ids.length),
            confirmLabel: words.current.regenerateConfirmLabel,
          });
          if (!yes) return 'cancelled';
        }
        begin();
        try {
          await api.regenerateThumbnails(ids);
        } catch (error) {
          reportError(error);
          return 'failed';
        }
        if (plan.reload) {
          const reload = latest.current.onReloadRequested;
          if (reload) reload({ ids });
          else await latest.current.session?.refetch();
        } else {
          toast.success(format.current.plural(words.current.regenerateStarted, ids.length));
          // No reload (spec 000 §4, more than 50 files): the loaded pages are asked again, so files
          // whose thumbnails are being made are followed until they swap in (search/thumbnail-refresh.ts).
          await latest.current.session?.refreshPages?.();
        }
        return 'done';
      }),
    [run, idsOf, confirm, api, reportError, toast],
  );

  const recognizeObjects = useCallback(
    (given?: readonly number[]) =>
      run('recognizeObjects', async ({ begin, pause }) => {
        const ids = idsOf(given);
        if (ids.length === 0) return 'nothing';
        // spec 001 §6: a single recognizable image (the server refuses several with these words).
        if (ids.length > 1) {
          toast.warning(t('recognition.single'));
          return 'cancelled';
        }
        begin();
        const ask = async () => {
          try {
            return recognitionOutcomeOf(await api.recognizeObjects(ids));
          } catch (error) {
            // spec 000 §8: 'Awaiting custom model' means accepted; it may take 10-15 minutes.
            if (serverMessageOf(error) === RECOGNITION_AWAITING_CUSTOM_MODEL) {
              toast.info(t('recognition.awaitingCustomModel'));
              return null;
            }
            reportError(error);
            return undefined;
          }
        };
        let outcome = await ask();
        if (outcome === null) return 'done';
        if (outcome === undefined) return 'failed';
        if (outcome.kind === 'consent') {
          // spec 000 §4: the terms dialog; spec 001 §4: accepting proceeds, declining turns it off.
          // Closing it without an answer (Escape, a click outside) records nothing: asked again next time.
          pause();
          const choice = await choose({
            title: t('recognition.consentTitle'),
            message: words.current.consentMessage,
            confirmLabel: t('common.accept'),
            cancelLabel: t('common.decline'),
          });
          if (choice === 'dismiss') return 'cancelled';
          const accepted = choice === 'confirm';
          try {
            await api.setRecognitionConsent(accepted);
          } catch (error) {
            reportError(error);
            return 'failed';
          }
          if (!accepted) return 'cancelled';
          begin();
          outcome = await ask();
          if (outcome === null) return 'done';
          if (outcome === undefined) return 'failed';
          if (outcome.kind === 'consent') return 'cancelled';
        }
        if (outcome.kind === 'started') toast.success(t('recognition.started', { n: outcome.count }));
        else if (outcome.kind === 'enqueued') toast.info(t('recognition.enqueued'));
        // The loaded pages are asked again: the file's tile shows it awaiting and polls until done.
        await latest.current.session?.refreshPages?.();
        return 'done';
      }),
    [run, idsOf, api, toast, t, reportError, choose],
  );

  const moveToFolder = useCallback(
    (destination: MoveDestination, given: MoveOptions = {}) =>
      run('move', async ({ begin, pause }) => {
        const ids = idsOf(given.ids);
        if (ids.length === 0) return 'nothing';
        begin();
        const send = (override: boolean) =>
          api.moveFiles({
            folderId: destination.folderId,
            ids,
            override,
            ...(given.isDropFromSidebar === undefined ? {} : { isDropFromSidebar: given.isDropFromSidebar }),
          });
        let failedIds: number[];
        try {
          failedIds = await send(false);
        } catch (error) {
          if (!isApiError(error) || error.status !== 409) {
            // spec 001 §8: the server message, else 'Failed to move image(s)'.
            reportError(error, 'move.failed');
            return 'failed';
          }
          // spec 001 §4, §8: a 409 opens the conflict dialog with the server message; Override resends.
          pause();
          const override = await confirm({
            title: words.current.moveConflictTitle,
            message: serverMessageOf(error) ?? words.current.moveConflictFallback,
            confirmLabel: words.current.moveOverrideLabel,
            tone: 'danger',
          });
          if (!override) return 'cancelled';
          begin();
          try {
            failedIds = await send(true);
          } catch (again) {
            reportError(again, 'move.failed');
            return 'failed';
          }
        }
        const report = moveReportOf(ids, failedIds);
        if (report.moved.length > 0)
          toast.success(
            format.current.plural(words.current.moved, report.moved.length, {
              folder: destination.folderName,
            }),
          );
        if (report.failed.length > 0) {
          // spec 001 §8 "A partial failure warns 'Failed to move some images' with the ids and re-selects them".
          toast.warning(t('move.someFailedWithIds', { ids: report.failed.join(', ') }));
          latest.current.selection?.replace?.(report.failed);
        } else {
          latest.current.selection?.remove(report.moved);
        }
        // The files may have left the folder shown (or changed their folder): the loaded pages again.
        const session = latest.current.session;
        if (session?.refreshPages) await session.refreshPages();
        else await session?.refetch();
        return 'done';
      }),
    [run, idsOf, api, reportError, confirm, toast, t],
  );

  const addToSet = useCallback(
    (setId: number, given: MoveOptions = {}) =>
      run('addToSet', async ({ begin }) => {
        const ids = idsOf(given.ids);
        if (ids.length === 0) return 'nothing';
        const set = setsNameRef.current;
        // spec 001 §5: more than 10 files ask confirmation.
        if (addToSetNeedsConfirmation(ids.length)) {
          const yes = await confirm({
            message: t('sets.addImagesConfirm', { n: ids.length, set }),
            confirmLabel: t('sets.addImagesConfirmLabel'),
          });
          if (!yes) return 'cancelled';
        }
        begin();
        try {
          await api.addFilesToSet({
            setId,
            ids,
            ...(given.isDropFromSidebar === undefined ? {} : { isDropFromSidebar: given.isDropFromSidebar }),
          });
        } catch (error) {
          // spec 001 §8: the server message, else 'Failed to move image(s).'
          reportError(error, 'move.setAddFailed');
          return 'failed';
        }
        toast.success(t('sets.imagesAdded', { n: ids.length, set }));
        return 'done';
      }),
    [run, idsOf, confirm, t, api, reportError, toast],
  );

  const handlers = useMemo<FileActionHandlers>(
    () => ({
      onDelete: () => void deleteFiles(),
      onExclude:
        options.setId === null || options.setId === undefined ? undefined : () => void excludeFiles(),
      onDownload: () => void download(),
      onDownloadWithFolders: () => void download({ keepFoldersStructure: true }),
      onExportCsv: () => void exportCsv(),
      onRegenerateThumbnails: () => void regenerateThumbnails(),
      onRecognizeObjects: () => void recognizeObjects(),
    }),
    [deleteFiles, excludeFiles, download, exportCsv, regenerateThumbnails, recognizeObjects, options.setId],
  );

  return {
    busy,
    busyLabel: busy ? locale.busy[busy] : null,
    deleteFiles,
    excludeFiles,
    download,
    exportCsv,
    regenerateThumbnails,
    recognizeObjects,
    moveToFolder,
    addToSet,
    handlers,
  };
}
