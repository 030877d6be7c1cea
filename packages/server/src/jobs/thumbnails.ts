// The thumbnail job: the four renditions of spec 000 §9 (tiny 384×288, small 1024×768, medium
// 1920×1080, large 3840×2160) made with sharp from the original (media/renditions.ts: one decode,
// the pixel limit checked from the header first), stored as blobs and recorded per size. A file
// sharp cannot draw (PDF, audio, video, HEIC...) gets none: Download.aspx answers a placeholder.
import type { Kysely } from 'kysely';
import type { Database, JobRow } from '../db/schema';
import { recordBlob, withBlobFile } from '../ingest/blobs';
import { DECODABLE_IMAGE_TYPES, isMediaError, makeRenditions } from '../media';
import type { BlobStore } from '../storage/blob-store';
import { JOB_KINDS, JOB_STATUS } from './queue';
import { replaceRenditions, type StoredRendition } from './renditions';
import { PermanentJobError } from './worker';

export interface ThumbnailJobContext {
  db: Kysely<Database>;
  blobs: BlobStore;
  /** Where a blob is copied when the store is not on the local disk. */
  tmpDir: string;
  now: () => Date;
}

/** Whether renditions can be made for a file of this type. */
export function hasRenditions(mimeType: string): boolean {
  return DECODABLE_IMAGE_TYPES.has(mimeType);
}

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
  return async (job: JobRow): Promise<void> => {
    const { db, blobs } = context;
    if (job.file_id === null) return;
    const file = await db
      .selectFrom('files')
      .select(['id', 'content_hash', 'mime_type'])
      .where('id', '=', job.file_id)
      .executeTakeFirst();
    // Deleted meanwhile, or nothing to draw: done.
    if (!file || !hasRenditions(file.mime_type)) return;
    let renditions: Awaited<ReturnType<typeof makeRenditions>>;
    try {
      renditions = await withBlobFile(blobs, file.content_hash, context.tmpDir, (path) =>
        makeRenditions(path),
      );
    } catch (error) {
      // A damaged image or one over the pixel limit fails the same way every time.
      if (isMediaError(error)) throw new PermanentJobError(error.message, { cause: error });
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
    await replaceRenditions(db, blobs, file, store, now);
  };
}
