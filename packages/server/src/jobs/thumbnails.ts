// The thumbnail job: the four renditions of spec 000 §9 (tiny 384×288, small 1024×768, medium
// 1920×1080, large 3840×2160) made with sharp from the original (media/renditions.ts: one decode,
// the pixel limit checked from the header first), stored as blobs and recorded per size. A PDF gets
// them from its first page (pdftoppm) and an audio file from its waveform (ffmpeg), jobs/documents.ts,
// and its page count or length on the file row. A video's come from its poster frame (video.ts).
// Another type sharp cannot draw (HEIC...) gets none: Download.aspx answers a placeholder.
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import type { Kysely, Transaction } from 'kysely';
import type { Database, JobRow } from '../db/schema';
import { DECODABLE_IMAGE_TYPES, isMediaError, makeRenditions } from '../media';
import type { BlobStore } from '../storage/blob-store';
import { recordBlob, withBlobFile } from '../storage/blobs';
import { safeJoin } from '../storage/paths';
import { findPdfTools, type PdfTools, pdfPageCount, renderPdfFirstPage, renderWaveform } from './documents';
import { probeVideo, ToolAborted, ToolError, type VideoTools } from './ffmpeg';
import { JOB_KINDS, JOB_STATUS } from './queue';
import { replaceRenditions, type StoredRendition } from './renditions';
import { InterruptedJobError, PermanentJobError } from './worker';

export interface ThumbnailJobContext {
  db: Kysely<Database>;
  blobs: BlobStore;
  /** Where a blob is copied when the store is not on the local disk. */
  tmpDir: string;
  now: () => Date;
  /** ffmpeg / ffprobe for audio waveforms, undefined when not installed (looked for at start). */
  audioTools?: () => VideoTools | undefined;
  /** pdftoppm / pdfinfo for PDF pages; default: looked for on first use (findPdfTools). */
  pdfTools?: () => Promise<PdfTools | undefined>;
}

/** Whether renditions can be made for a file of this type by sharp (an image it decodes). */
export function hasRenditions(mimeType: string): boolean {
  return DECODABLE_IMAGE_TYPES.has(mimeType);
}

/** Whether the thumbnail job makes this file's renditions: an image sharp decodes, a PDF, audio. */
export function makesThumbnails(mimeType: string): boolean {
  return hasRenditions(mimeType) || mimeType === 'application/pdf' || mimeType.startsWith('audio/');
}

/** Why a PDF or an audio file got no thumbnail (the job's last_error; the tile shows the failed state). */
export const DOCUMENT_THUMBNAIL_ERRORS = {
  noPoppler: 'pdftoppm (poppler-utils) is not installed on the server',
  noFfmpeg: 'ffmpeg is not installed on the server',
  noAudioStream: 'the file has no audio stream ffmpeg can read',
} as const;

/**
 * The files among `ids` whose last thumbnail job failed for good (issue 13 row 8): their thumbnails
 * answer the failed placeholder and ImageSummary.thumbnailFailed is true, until a new job is queued
 * (POST /api/Thumb/generate, a new version) and makes them or fails again. A file whose job is
 * queued, running or waiting for a retry is pending, not failed.
 */
export async function filesWithFailedThumbnails(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const latest = await db
    .selectFrom('jobs')
    .select(['file_id', (eb) => eb.fn.max('id').as('id')])
    .where('kind', '=', JOB_KINDS.thumbnails)
    .where('file_id', 'in', [...ids])
    .groupBy('file_id')
    .execute();
  if (latest.length === 0) return new Set();
  const failed = await db
    .selectFrom('jobs')
    .select('file_id')
    .where(
      'id',
      'in',
      latest.map((row) => Number(row.id)),
    )
    .where('status', '=', JOB_STATUS.failed)
    .execute();
  return new Set(failed.flatMap((row) => (row.file_id === null ? [] : [row.file_id])));
}

export function thumbnailRunner(context: ThumbnailJobContext) {
  return async (job: JobRow, signal?: AbortSignal): Promise<void> => {
    const { db, blobs } = context;
    if (job.file_id === null) return;
    const file = await db
      .selectFrom('files')
      .select(['id', 'content_hash', 'mime_type'])
      .where('id', '=', job.file_id)
      .executeTakeFirst();
    // Deleted meanwhile, or nothing to draw: done.
    if (!file || !makesThumbnails(file.mime_type)) return;
    let renditions: Awaited<ReturnType<typeof makeRenditions>>;
    let length: Length = {};
    try {
      if (hasRenditions(file.mime_type)) {
        renditions = await withBlobFile(blobs, file.content_hash, context.tmpDir, (path) =>
          makeRenditions(path),
        );
      } else {
        ({ renditions, length } = await drawDocument(context, file, signal));
      }
    } catch (error) {
      if (signal?.aborted || error instanceof ToolAborted) throw new InterruptedJobError();
      // A damaged image or one over the pixel limit fails the same way every time; so does a PDF
      // pdftoppm cannot draw or a sound ffmpeg cannot read.
      if (error instanceof PermanentJobError) throw error;
      if (isMediaError(error) || error instanceof ToolError) {
        throw new PermanentJobError(error.message, { cause: error });
      }
      throw error;
    }
    const now = context.now();
    const store = async () => {
      const rows: StoredRendition[] = [];
      for (const rendition of renditions) {
        const blob = await blobs.put(rendition.data);
        await recordBlob(db, blob, rendition.mimeType, now);
        rows.push({
          size: rendition.size,
          hash: blob.hash,
          bytes: blob.size,
          width: rendition.width,
          height: rendition.height,
          mimeType: rendition.mimeType,
        });
      }
      return rows;
    };
    await replaceRenditions(db, blobs, file, store, now, (trx) => recordLength(trx, file.id, length));
  };
}

/** What a drawn PDF or audio file says of its length (undefined: leave the column as it is). */
interface Length {
  pageCount?: number;
  durationSeconds?: number;
}

async function recordLength(trx: Transaction<Database>, fileId: number, length: Length): Promise<void> {
  const set = {
    ...(length.pageCount !== undefined ? { page_count: length.pageCount } : {}),
    ...(length.durationSeconds !== undefined ? { duration_seconds: length.durationSeconds } : {}),
  };
  if (Object.keys(set).length === 0) return;
  await trx.updateTable('files').set(set).where('id', '=', fileId).execute();
}

/** A PDF's first page or an audio file's waveform, drawn to PNG in a scratch folder, as renditions. */
async function drawDocument(
  context: ThumbnailJobContext,
  file: { id: number; content_hash: string; mime_type: string },
  signal: AbortSignal | undefined,
): Promise<{ renditions: Awaited<ReturnType<typeof makeRenditions>>; length: Length }> {
  const isPdf = file.mime_type === 'application/pdf';
  const pdfTools = isPdf ? await (context.pdfTools ?? (() => findPdfTools()))() : undefined;
  const audioTools = isPdf ? undefined : context.audioTools?.();
  if (isPdf && !pdfTools) throw new PermanentJobError(DOCUMENT_THUMBNAIL_ERRORS.noPoppler);
  if (!isPdf && !audioTools) throw new PermanentJobError(DOCUMENT_THUMBNAIL_ERRORS.noFfmpeg);
  const work = safeJoin(context.tmpDir, `thumb-${file.id}-${randomBytes(8).toString('hex')}`);
  await mkdir(work, { recursive: true });
  try {
    return await withBlobFile(context.blobs, file.content_hash, context.tmpDir, async (input) => {
      if (pdfTools) {
        const pageCount = await pdfPageCount(pdfTools, input, signal);
        const page = await renderPdfFirstPage(pdfTools, input, safeJoin(work, 'page'), signal);
        return {
          renditions: await makeRenditions(page),
          length: pageCount !== null ? { pageCount } : {},
        };
      }
      const tools = audioTools as VideoTools;
      const probe = await probeVideo(tools, input, signal);
      if (!probe.audio) throw new PermanentJobError(DOCUMENT_THUMBNAIL_ERRORS.noAudioStream);
      const picture = safeJoin(work, 'waveform.png');
      await renderWaveform(tools, input, picture, signal);
      return {
        renditions: await makeRenditions(picture),
        length: probe.durationSeconds !== null ? { durationSeconds: probe.durationSeconds } : {},
      };
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
