// useReportDialog: the report dialog's logic, headless (STYLE habit 4): the saved settings read when
// the dialog opens (the person's own, else the default; spec 000 §7 "Reports"), the settings as the
// person changes them, header and footer images checked as image files (spec 000 §5, core
// parseReportImage), "save as my default" (only with the customisation permission, spec 000 §6), and
// the report: POST /api/export {ids, pdfRequest} → token → GET /api/export/{token}, saved under the
// name the server gives it, with "The report is being processed and will be downloaded when ready."
// (spec 000 §8) while it runs, and the server's message when it fails.
import { useQueryClient } from '@tanstack/react-query';
import { isAbortError } from '@vitrine/api-client';
import { serverMessageOf, useClient, useT } from '@vitrine/ui';
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
import { isReportImage, type ReportSettings, requestFromSettings, settingsFromRequest } from './domain';
import type { ReportDialogLocale } from './locale';

/** Where a header or footer image goes. */
export type ReportImageSlot = 'headerImage' | 'footerImage';

/** How making the report stands. */
export type ReportRunState =
  | { status: 'idle' }
  /** Prepared and downloading: the spec's message, with indeterminate progress. */
  | { status: 'processing' }
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
  /** Stops a running report's download (the dialog closes). */
  abort(): void;
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

  useEffect(() => () => running.current?.abort(), []);

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
    const controller = new AbortController();
    running.current = controller;
    setRun({ status: 'processing' });
    try {
      const token = await prepareReport(client, fileIds, requestFromSettings(settings));
      const report = await downloadReport(client, token, controller.signal);
      (latest.current.onDownload ?? saveReportInBrowser)(report);
      setRun({ status: 'done', fileName: report.fileName });
    } catch (error) {
      if (isAbortError(error)) return;
      setRun({ status: 'failed', message: serverMessageOf(error) ?? latest.current.locale.failed });
    } finally {
      if (running.current === controller) running.current = null;
    }
  }, [settings, run.status, fileIds, client]);

  const abort = useCallback(() => running.current?.abort(), []);

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
    ],
  );
}
