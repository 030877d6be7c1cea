// The instant preview's work, framework-free (row B7): the first page's files as the report prints
// them (the viewer's detail call, the views' thumbnail), their pictures made JPEG data URLs of the
// template's picture size, the document built by @vitrine/core/report with the report's page count,
// then made a PDF by pdfmake (make-pdf.ts) and drawn by pdf.js (pdf-reader.ts), both loaded with
// import() the first time a preview is made.
import type { VitrineClient } from '@vitrine/api-client';
import {
  buildReportDocument,
  type ReportFile,
  type ReportLabels,
  reportPageCount,
  reportPicturePixels,
  reportTemplate,
} from '@vitrine/core/report';
import { fetchReportFileDetail, fetchReportThumbnail } from './api';
import {
  previewFileIds,
  type ReportCustomField,
  type ReportImageDetail,
  type ReportSettings,
  reportFileOf,
  requestFromSettings,
} from './domain';

/** A file of the preview as read once: its detail and its picture (a JPEG data URL), or null. */
export interface PreviewFileData {
  detail: ReportImageDetail;
  picture: string | null;
}

/** Reads a file for the preview (the dialog caches the answers per file). */
export type PreviewFileReader = (id: number, signal: AbortSignal) => Promise<PreviewFileData>;

/** The longest side of a preview picture, in pixels: enough for a page drawn a few hundred pixels wide. */
const PREVIEW_PICTURE_MAX = 640;

/** The reader over the API: the detail and the smallest thumbnail, made a JPEG data URL. */
export function apiPreviewFileReader(client: VitrineClient): PreviewFileReader {
  return async (id, signal) => {
    const [detail, thumbnail] = await Promise.all([
      fetchReportFileDetail(client, id, signal),
      fetchReportThumbnail(client, id, signal).catch(() => null),
    ]);
    return { detail, picture: thumbnail ? await jpegDataUrl(thumbnail, PREVIEW_PICTURE_MAX) : null };
  };
}

/** A picture as a JPEG data URL no larger than `max` pixels a side (null when it cannot be read). */
async function jpegDataUrl(blob: Blob, max: number): Promise<string | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(blob);
  } catch {
    return null;
  }
  const scale = Math.min(1, max / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) return null;
  // A transparent picture prints on white, as the server flattens it.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', 0.82);
}

/** What a preview needs. */
export interface ReportPreviewInput {
  fileIds: readonly number[];
  settings: ReportSettings;
  customFields: readonly ReportCustomField[];
  labels: ReportLabels;
  readFile: PreviewFileReader;
  signal: AbortSignal;
}

/** The first page's PDF: its bytes and the report's page count. */
export interface ReportPreviewPdf {
  pdf: Uint8Array;
  pageCount: number;
}

/** Makes the PDF of the report's first page (the page numbers count the whole report). */
export async function makeReportPreview(input: ReportPreviewInput): Promise<ReportPreviewPdf> {
  const template = reportTemplate(input.settings.template);
  const ids = previewFileIds(input.fileIds, template);
  const withPictures = reportPicturePixels(template) !== null;
  const [read, { makePdf }] = await Promise.all([
    Promise.all(ids.map((id) => input.readFile(id, input.signal))),
    import('./make-pdf'),
  ]);
  input.signal.throwIfAborted();
  const images: Record<string, string> = {};
  const files: ReportFile[] = read.map(({ detail, picture }) => {
    const key = withPictures && picture ? `p${detail.id}` : null;
    if (key && picture) images[key] = picture;
    return reportFileOf(detail, input.customFields, input.settings.customIds, key);
  });
  const { headerImage, footerImage } = input.settings;
  if (headerImage) images.header = headerImage;
  if (footerImage) images.footer = footerImage;
  const pageCount = reportPageCount(template, new Set(input.fileIds).size);
  const doc = buildReportDocument({
    request: requestFromSettings(input.settings),
    files,
    labels: input.labels,
    headerImage: headerImage ? 'header' : null,
    footerImage: footerImage ? 'footer' : null,
    title: 'Vitrine report preview',
    pageCount,
  });
  const pdf = await makePdf(doc, images);
  input.signal.throwIfAborted();
  return { pdf, pageCount };
}

/**
 * Loads pdfmake and pdf.js, and starts pdf.js's worker, at once and side by side (the dialog calls it
 * when it opens), so the first preview waits for neither in turn.
 */
export function preloadReportPreview(): Promise<void> {
  return Promise.all([import('./make-pdf'), import('./pdf-reader').then((reader) => reader.warmUp())]).then(
    () => undefined,
  );
}

/** Draws the preview's page onto `canvas` (pdf.js, loaded on first use). */
export async function drawReportPreview(
  pdf: Uint8Array,
  canvas: HTMLCanvasElement,
  width: number,
): Promise<void> {
  const { drawFirstPage } = await import('./pdf-reader');
  await drawFirstPage(pdf, canvas, width);
}
