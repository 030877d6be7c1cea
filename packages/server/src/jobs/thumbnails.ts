// The thumbnail job: the four renditions of spec 000 §9 (tiny 384×288, small 1024×768, medium
// 1920×1080, large 3840×2160) made with sharp from the original (media/renditions.ts: one decode,
// the pixel limit checked from the header first), stored as blobs and recorded per size. A file
// sharp cannot draw (PDF, audio, video, HEIC...) gets none: Download.aspx answers a placeholder.
import type { Kysely } from 'kysely';
import type { Database, JobRow } from '../db/schema';
import { collectBlobs, recordBlob, withBlobFile } from '../ingest/blobs';
import { DECODABLE_IMAGE_TYPES, isMediaError, makeRenditions } from '../media';
import type { BlobStore } from '../storage/blob-store';
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
    const stored: { rendition: (typeof renditions)[number]; blob: { hash: string; size: number } }[] = [];
    for (const rendition of renditions) {
      const blob = await blobs.put(rendition.data);
      await recordBlob(db, blob, rendition.mimeType, now);
      stored.push({ rendition, blob });
    }
    const replaced = await db.transaction().execute(async (trx) => {
      // The file may have been replaced by a new version while this ran: its own job makes its renditions.
      const current = await trx
        .selectFrom('files')
        .select('content_hash')
        .where('id', '=', file.id)
        .executeTakeFirst();
      if (!current || current.content_hash !== file.content_hash) return stored.map((s) => s.blob.hash);
      const old = await trx
        .selectFrom('renditions')
        .select('content_hash')
        .where('file_id', '=', file.id)
        .execute();
      await trx.deleteFrom('renditions').where('file_id', '=', file.id).execute();
      if (stored.length > 0) {
        await trx
          .insertInto('renditions')
          .values(
            stored.map(({ rendition, blob }) => ({
              file_id: file.id,
              size: rendition.size,
              content_hash: blob.hash,
              width: rendition.width,
              height: rendition.height,
              mime_type: rendition.mimeType,
              byte_size: blob.size,
              created_at: now.toISOString(),
            })),
          )
          .execute();
      }
      return old.map((r) => r.content_hash);
    });
    await collectBlobs(db, blobs, replaced);
  };
}
