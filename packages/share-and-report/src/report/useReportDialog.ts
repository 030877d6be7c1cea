// useReportDialog: the report dialog's logic, headless (STYLE habit 4): the saved settings read when
// the dialog opens (the person's own, else the default; spec 000 §7 "Reports"), the settings as the
// person changes them, header and footer images checked as image files (spec 000 §5, core
// parseReportImage), "save as my default" (only with the customisation permission, spec 000 §6), and
// the report: POST /api/export {ids, pdfRequest} → token, made by the server in the background and
// followed in the page's report store (background.ts: GET /api/export/{token}/status, the images
// placed of the total), then GET /api/export/{token}, saved under the name the server gives it, with
// "The report is being processed and will be downloaded when ready." (spec 000 §8) while it runs, and
// the server's message when it fails. Closed while the report is being made, the dialog lets it go on
// in the background (issue 20): the notifier (ReportNotifier) says when it is ready.
import { useQueryClient } from '@tanstack/react-query';
import { isAbortError } from '@vitrine/api-client';
import { serverMessageOf, useClient, useT, useToast } from '@vitrine/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type DefaultReport,
  type DownloadedReport,
  downloadReport,
  prepareReport,
  reportQueryKeys,
  saveDefaultReport,
  useDefaultReport,
} from './api';
import { type ReportJobs, reportJobs, useFollowedReport } from './background';
import { isReportImage, type ReportSettings, requestFromSettings, settingsFromRequest } from './domain';
import type { ReportDialogLocale } from './locale';

/** Where a header or footer image goes. */
export type ReportImageSlot = 'headerImage' | 'footerImage';

/** How making the report stands. */
export type ReportRunState =
  | { status: 'idle' }
  /**
   * Being made: the spec's message, with the server's progress ('preparing' until it answered the
   * token, 'queued' until its job starts, 'making' with the images placed, 'downloading' once ready).
   */
  | {
      status: 'processing';
      step: 'preparing' | 'queued' | 'making' | 'downloading';
      done: number;
      total: number;
    }
  | { status: 'done'; fileName: string }
  /** The server's message, or the dialog's own when it sent none. */
  | { status: 'failed'; message: string };

/** How saving the default stands. */
export type ReportSaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved' }
  | { status: 'failed'; message: string };

/** Options of {@link useReportDialog}. */
export interface UseReportDialogOptions {
  /** Whether the dialog is open: the settings are read then. */
  open: boolean;
  /** The files of the report, in order. */
  fileIds: readonly number[];
  /** The customisation permission (spec 000 §6): without it the settings are read-only. */
  canCustomize: boolean;
  /** The dialog's words. */
  locale: ReportDialogLocale;
  /** Saves the downloaded report; default: the browser's download under its file name. */
  onDownload?: ((report: DownloadedReport) => void) | undefined;
  /** Where reports being made are followed; default the page's {@link reportJobs}. */
  reportJobs?: ReportJobs | undefined;
}

/** What {@link useReportDialog} returns. */
export interface ReportDialogState {
  /** 'loading' until the saved settings are read; 'failed' when they could not be. */
  phase: 'loading' | 'failed' | 'ready';
  loadError: unknown;
  retryLoad(): void;
  /** The saved settings as read (custom fields among them). */
  saved: DefaultReport | undefined;
  /** The settings shown (null until read). */
  settings: ReportSettings | null;
  /** Changes the settings (ignored without the customisation permission). */
  update(patch: Partial<ReportSettings>): void;
  /** Reads an image file into a header or footer image; refuses anything but a JPEG or PNG ≤ 512 KB. */
  chooseImage(slot: ReportImageSlot, file: File | null): Promise<void>;
  /** The spec's message for the slot whose file was not an image (spec 000 §5). */
  imageErrors: Partial<Record<ReportImageSlot, string>>;
  canCustomize: boolean;
  save: ReportSaveState;
  saveAsDefault(): Promise<void>;
  run: ReportRunState;
  /** Makes the report. */
  create(): Promise<void>;
  /**
   * The dialog closes: a report being made goes on in the background (the notifier says when it is
   * ready, and a notice says so now); a report being downloaded stops.
   */
  abort(): void;
  /** Whether a report is being made on the server (it may go on in the background). */
  canContinueInBackground: boolean;
}

/** The browser saves the report: a temporary link with `download`, clicked. */
export function saveReportInBrowser({ blob, fileName }: DownloadedReport): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Long enough for the browser to start the download from it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Reads a file as a data URL. */
function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function useReportDialog(options: UseReportDialogOptions): ReportDialogState {
  const { open, fileIds, canCustomize } = options;
  const client = useClient();
  const t = useT();
  const queryClient = useQueryClient();
  const query = useDefaultReport(open);
  const [settings, setSettings] = useState<ReportSettings | null>(null);
  const [imageErrors, setImageErrors] = useState<Partial<Record<ReportImageSlot, string>>>({});
  const [save, setSave] = useState<ReportSaveState>({ status: 'idle' });
  const [run, setRun] = useState<ReportRunState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const toast = useToast();
  const store = options.reportJobs ?? reportJobs;
  // The report being made, followed in the store (it outlives the dialog).
  const [token, setToken] = useState<string | null>(null);
  const followed = useFollowedReport(token, store);

  // The settings start from the saved ones each time the dialog opens (the person's own first).
  const { data } = query;
  useEffect(() => {
    if (!open) {
      setSettings(null);
      setImageErrors({});
      setSave({ status: 'idle' });
      setRun({ status: 'idle' });
      return;
    }
    if (data) setSettings((current) => current ?? settingsFromRequest(data.customPdf ?? data.defaultPdf));
  }, [open, data]);

  // The dialog goes away while a report is being made: it goes on in the background.
  const tokenRef = useRef<string | null>(null);
  tokenRef.current = token;
  // Set when the dialog closes or goes away: a token the server answers after that goes to the background.
  const closed = useRef(false);
  useEffect(() => {
    if (open) closed.current = false;
  }, [open]);
  useEffect(() => {
    closed.current = false;
    return () => {
      closed.current = true;
      running.current?.abort();
      if (tokenRef.current) store.detach(tokenRef.current);
    };
  }, [store]);

  // The report as the server makes it: progress; once ready, downloaded here; a failure said here.
  useEffect(() => {
    if (!token || !followed?.attended) return;
    if (followed.state === 'queued' || followed.state === 'making') {
      setRun({ status: 'processing', step: followed.state, done: followed.done, total: followed.total });
      return;
    }
    store.forget(token);
    setToken(null);
    if (followed.state === 'failed') {
      setRun({ status: 'failed', message: followed.message ?? latest.current.locale.failed });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setRun({ status: 'processing', step: 'downloading', done: followed.total, total: followed.total });
    downloadReport(client, token, controller.signal)
      .then((report) => {
        (latest.current.onDownload ?? saveReportInBrowser)(report);
        setRun({ status: 'done', fileName: report.fileName });
      })
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        setRun({ status: 'failed', message: serverMessageOf(error) ?? latest.current.locale.failed });
      })
      .finally(() => {
        if (running.current === controller) running.current = null;
      });
  }, [token, followed, store, client]);

  const update = useCallback(
    (patch: Partial<ReportSettings>) => {
      if (!canCustomize) return;
      setSettings((current) => (current ? { ...current, ...patch } : current));
      setSave((current) => (current.status === 'saved' ? { status: 'idle' } : current));
    },
    [canCustomize],
  );

  const chooseImage = useCallback(
    async (slot: ReportImageSlot, file: File | null) => {
      if (!canCustomize) return;
      if (file === null) {
        setImageErrors((current) => ({ ...current, [slot]: undefined }));
        update({ [slot]: null });
        return;
      }
      let url = '';
      try {
        url = await readDataUrl(file);
      } catch {
        url = '';
      }
      // spec 000 §5 "Header and footer image must be an image file".
      if (!isReportImage(url)) {
        setImageErrors((current) => ({ ...current, [slot]: t('report.imageNotImage') }));
        return;
      }
      setImageErrors((current) => ({ ...current, [slot]: undefined }));
      update({ [slot]: url });
    },
    [canCustomize, t, update],
  );

  const saveAsDefault = useCallback(async () => {
    if (!canCustomize || !settings || save.status === 'saving') return;
    setSave({ status: 'saving' });
    try {
      await saveDefaultReport(client, requestFromSettings(settings));
      await queryClient.invalidateQueries({ queryKey: reportQueryKeys.defaultReport });
      setSave({ status: 'saved' });
    } catch (error) {
      setSave({
        status: 'failed',
        message: serverMessageOf(error) ?? latest.current.locale.saveDefaultFailed,
      });
    }
  }, [canCustomize, settings, save.status, client, queryClient]);

  const create = useCallback(async () => {
    if (!settings || run.status === 'processing' || fileIds.length === 0) return;
    setRun({ status: 'processing', step: 'preparing', done: 0, total: fileIds.length });
    try {
      // POST /api/export answers the token at once; the server makes the report in the background.
      const made = await prepareReport(client, fileIds, requestFromSettings(settings));
      store.follow(client, made, fileIds.length);
      if (closed.current || !latest.current.open) {
        // Closed while the server was answering: the report goes on in the background all the same.
        store.detach(made);
        toast.info(latest.current.locale.backgroundNotice);
        return;
      }
      setToken(made);
    } catch (error) {
      setRun({ status: 'failed', message: serverMessageOf(error) ?? latest.current.locale.failed });
    }
  }, [settings, run.status, fileIds, client, store, toast]);

  const abort = useCallback(() => {
    running.current?.abort();
    closed.current = true;
    const current = tokenRef.current;
    if (!current) return;
    store.detach(current);
    setToken(null);
    toast.info(latest.current.locale.backgroundNotice);
  }, [store, toast]);
  const canContinueInBackground = token !== null && followed !== undefined;

  const phase = query.isError && !settings ? 'failed' : settings ? 'ready' : 'loading';
  const { refetch } = query;
  const retryLoad = useCallback(() => void refetch(), [refetch]);
  return useMemo(
    () => ({
      phase,
      loadError: query.error,
      retryLoad,
      saved: data,
      settings,
      update,
      chooseImage,
      imageErrors,
      canCustomize,
      save,
      saveAsDefault,
      run,
      create,
      abort,
      canContinueInBackground,
    }),
    [
      phase,
      query.error,
      retryLoad,
      data,
      settings,
      update,
      chooseImage,
      imageErrors,
      canCustomize,
      save,
      saveAsDefault,
      run,
      create,
      abort,
      canContinueInBackground,
    ],
  );
}
