// A file's renditions replaced in one transaction, for the jobs that make them (thumbnails.ts,
// video.ts): unless the file was replaced by a new version while the job ran (its own job makes its
// renditions), the old rows go and the new ones come; the blobs no longer used are collected after.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { whileWritingBlobs } from '../storage/blob-guard';
import type { BlobStore } from '../storage/blob-store';
import { collectBlobs } from '../storage/blobs';

/** A rendition whose blob is stored, ready to be recorded. */
export interface StoredRendition {
  size: string;
  hash: string;
  bytes: number;
  width: number;
  height: number;
  mimeType: string;
}

/**
 * Stores the renditions `store` makes (it puts their blobs and answers their rows), records them as
 * the renditions of `file` (made from its `content_hash`) and collects the blobs nothing uses any
 * more. From the first blob stored to the rows' commit no collection removes a blob
 * (storage/blob-guard.ts); the collection comes after. `alsoInTransaction` runs in the same
 * transaction when the rows are kept.
 */
export async function replaceRenditions(
  db: Kysely<Database>,
  blobs: BlobStore,
  file: { id: number; content_hash: string },
  store: () => Promise<readonly StoredRendition[]>,
  now: Date,
  alsoInTransaction?: (trx: Transaction<Database>) => Promise<void>,
): Promise<void> {
  const unused = await whileWritingBlobs(blobs, async () => {
    const rows = await store();
    return recordRenditions(db, file, rows, now, alsoInTransaction);
  });
  await collectBlobs(db, blobs, unused);
}

/** Records `rows` in one transaction; answers the hashes no longer used by this file. */
function recordRenditions(
  db: Kysely<Database>,
  file: { id: number; content_hash: string },
  rows: readonly StoredRendition[],
  now: Date,
  alsoInTransaction?: (trx: Transaction<Database>) => Promise<void>,
): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('files')
      .select('content_hash')
      .where('id', '=', file.id)
      .executeTakeFirst();
    if (!current || current.content_hash !== file.content_hash) return rows.map((row) => row.hash);
    const old = await trx
      .selectFrom('renditions')
      .select('content_hash')
      .where('file_id', '=', file.id)
      .execute();
    await trx.deleteFrom('renditions').where('file_id', '=', file.id).execute();
    if (rows.length > 0) {
      await trx
        .insertInto('renditions')
        .values(
          rows.map((row) => ({
            file_id: file.id,
            size: row.size,
            content_hash: row.hash,
            width: row.width,
            height: row.height,
            mime_type: row.mimeType,
            byte_size: row.bytes,
            created_at: now.toISOString(),
          })),
        )
        .execute();
    }
    await alsoInTransaction?.(trx);
    return old.map((row) => row.content_hash).filter((hash) => !rows.some((row) => row.hash === hash));
  });
}
