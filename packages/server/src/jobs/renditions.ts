// A file's renditions replaced in one transaction, for the jobs that make them (thumbnails.ts,
// video.ts) and for a chosen thumbnail (images/thumbnail-change.ts): unless the file was replaced by
// a new version meanwhile (its own job makes its renditions), the old rows go and the new ones come;
// the blobs no longer used are collected after.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { whileWritingBlobs } from '../storage/blob-guard';
import type { BlobStore } from '../storage/blob-store';
import { collectBlobs } from '../storage/blobs';

/** The renditions row of the web-playable video (the four thumbnail sizes are the poster's). */
export const WEB_VIDEO_RENDITION = 'web';

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
 * Whose thumbnails these are. `job`: a job that makes every rendition again (thumbnails, video): a
 * thumbnail chosen for the file's current content (files.custom_thumbnail_for, POST
 * /Thumbnails.asmx/Change) stays, only the other rows (a video's web rendition) are replaced.
 * `chosen`: a person's choice, the four thumbnails replaced and marked chosen for this content.
 * `automatic`: the thumbnails made from the file again, the mark cleared. The last two leave a
 * video's web rendition as it is.
 */
export type RenditionSource = 'job' | 'chosen' | 'automatic';

/**
 * Stores the renditions `store` makes (it puts their blobs and answers their rows), records them as
 * the renditions of `file` (made from its `content_hash`) and collects the blobs nothing uses any
 * more. From the first blob stored to the rows' commit no collection removes a blob
 * (storage/blob-guard.ts); the collection comes after. `alsoInTransaction` runs in the same
 * transaction when the rows are kept. Answers whether the rows were kept (false: the file was
 * replaced or deleted meanwhile).
 */
export async function replaceRenditions(
  db: Kysely<Database>,
  blobs: BlobStore,
  file: { id: number; content_hash: string },
  store: () => Promise<readonly StoredRendition[]>,
  now: Date,
  alsoInTransaction?: (trx: Transaction<Database>) => Promise<void>,
  source: RenditionSource = 'job',
): Promise<boolean> {
  const { unused, recorded } = await whileWritingBlobs(blobs, async () => {
    const rows = await store();
    return recordRenditions(db, file, rows, now, source, alsoInTransaction);
  });
  await collectBlobs(db, blobs, unused);
  return recorded;
}

/** Records `made` in one transaction; answers the hashes this file may no longer use. */
function recordRenditions(
  db: Kysely<Database>,
  file: { id: number; content_hash: string },
  made: readonly StoredRendition[],
  now: Date,
  source: RenditionSource,
  alsoInTransaction?: (trx: Transaction<Database>) => Promise<void>,
): Promise<{ unused: string[]; recorded: boolean }> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('files')
      .select(['content_hash', 'custom_thumbnail_for'])
      .where('id', '=', file.id)
      .executeTakeFirst();
    if (!current || current.content_hash !== file.content_hash)
      return { unused: made.map((row) => row.hash), recorded: false };
    const isThumbnail = (size: string) => size !== WEB_VIDEO_RENDITION;
    // Which sizes this call replaces: every size for a job, unless a chosen thumbnail stays; only the
    // thumbnails for a choice (the video's web rendition stays).
    const keepsChosen = source === 'job' && current.custom_thumbnail_for === file.content_hash;
    const replaces = (size: string) =>
      source === 'job' ? !(keepsChosen && isThumbnail(size)) : isThumbnail(size);
    const rows = made.filter((row) => replaces(row.size));
    const old = (
      await trx
        .selectFrom('renditions')
        .select(['size', 'content_hash'])
        .where('file_id', '=', file.id)
        .execute()
    ).filter((row) => replaces(row.size));
    if (old.length > 0) {
      await trx
        .deleteFrom('renditions')
        .where('file_id', '=', file.id)
        .where(
          'size',
          'in',
          old.map((row) => row.size),
        )
        .execute();
    }
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
    if (source !== 'job') {
      await trx
        .updateTable('files')
        .set({ custom_thumbnail_for: source === 'chosen' ? file.content_hash : null })
        .where('id', '=', file.id)
        .execute();
    }
    await alsoInTransaction?.(trx);
    // The collection checks every reference again (storage/gc.ts): a hash another row still uses stays.
    const candidates = [
      ...old.map((row) => row.content_hash),
      ...made.filter((row) => !rows.includes(row)).map((row) => row.hash),
    ];
    return {
      unused: candidates.filter((hash) => !rows.some((row) => row.hash === hash)),
      recorded: true,
    };
  });
}
