// The dialog's instant preview (row B7): the report's first page as the settings change, debounced;
// made by pdfmake in the browser from the document the server renders, drawn by pdf.js on a canvas.
// While a preview is made the last one stays (marked busy); a failure says so and the report can
// still be made.
import { useQueryClient } from '@tanstack/react-query';
import { reportLabelsFor } from '@vitrine/core/report';
import { useClient, useLanguage, useLocaleFormat } from '@vitrine/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { reportQueryKeys } from './api';
import type { ReportCustomField, ReportSettings } from './domain';
import type { ReportDialogLocale } from './locale';
import {
  apiPreviewFileReader,
  drawReportPreview,
  makeReportPreview,
  type PreviewFileReader,
  preloadReportPreview,
} from './preview';

/** How long the settings must rest before a preview is made, in ms. */
export const REPORT_PREVIEW_DEBOUNCE_MS = 300;
/** The preview page's width in CSS pixels. */
const PREVIEW_WIDTH = 300;

/** Props of the preview (internal to the dialog). */
export interface ReportPreviewProps {
  fileIds: readonly number[];
  settings: ReportSettings;
  customFields: readonly ReportCustomField[];
  locale: ReportDialogLocale;
}

type PreviewState = { status: 'rendering' } | { status: 'ready'; pageCount: number } | { status: 'failed' };

export function ReportPreview({ fileIds, settings, customFields, locale }: ReportPreviewProps) {
  const client = useClient();
  const queryClient = useQueryClient();
  const language = useLanguage();
  const format = useLocaleFormat();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<PreviewState>({ status: 'rendering' });
  const [drawn, setDrawn] = useState(false);
  // Each file is read once while the dialog is open (the query cache keeps it for the next settings).
  const readFile = useMemo<PreviewFileReader>(() => {
    const read = apiPreviewFileReader(client);
    // The query's own signal, not the preview's: a read shared by a later preview (the same file,
    // deduplicated by the cache) must not end when the preview that started it is superseded.
    return (id) =>
      queryClient.fetchQuery({
        queryKey: reportQueryKeys.file(id),
        queryFn: ({ signal }) => read(id, signal),
        staleTime: 60_000,
      });
  }, [client, queryClient]);
  // pdfmake, pdf.js and its worker load while the first page's files are read and the settings rest.
  useEffect(() => {
    preloadReportPreview().catch(() => undefined);
  }, []);
  const key = JSON.stringify({
    fileIds,
    settings,
    customFields: customFields.map((field) => field.id),
    language,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the inputs' content.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'rendering' });
    const timer = setTimeout(async () => {
      try {
        const { pdf, pageCount } = await makeReportPreview({
          fileIds,
          settings,
          customFields,
          labels: reportLabelsFor(language),
          readFile,
          signal: controller.signal,
        });
        const target = canvas.current;
        if (!target || controller.signal.aborted) return;
        await drawReportPreview(pdf, target, PREVIEW_WIDTH);
        if (controller.signal.aborted) return;
        setDrawn(true);
        setState({ status: 'ready', pageCount });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn('vitrine: the report preview could not be made', error);
        setState({ status: 'failed' });
      }
    }, REPORT_PREVIEW_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, readFile]);

  const label =
    state.status === 'ready'
      ? format.interpolate(locale.previewPage, { y: state.pageCount })
      : locale.preview;
  return (
    <figure className="vt-report__preview" data-state={state.status} aria-busy={state.status === 'rendering'}>
      <figcaption className="vt-report__preview-title">{locale.preview}</figcaption>
      <div className="vt-report__preview-page" data-drawn={drawn || undefined}>
        <canvas
          ref={canvas}
          className="vt-report__preview-canvas"
          role="img"
          aria-label={label}
          hidden={!drawn}
        />
        {state.status === 'failed' ? (
          <p className="vt-report__preview-failed">{locale.previewFailed}</p>
        ) : null}
        {state.status === 'rendering' && !drawn ? (
          <p className="vt-report__preview-rendering">{locale.previewRendering}</p>
        ) : null}
      </div>
      <p className="vt-report__preview-note">{locale.previewNote}</p>
    </figure>
  );
}
