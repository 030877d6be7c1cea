// Deleting files: their rows (and through the foreign keys their renditions, versions, keywords,
// custom values, set memberships and jobs), then the blobs nothing references any more.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { BlobStore } from '../storage/blob-store';
import { collectBlobs } from '../storage/blobs';

export async function deleteFiles(
  db: Kysely<Database>,
  blobs: BlobStore,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const list = [...ids];
  const hashes = await db.transaction().execute(async (trx) => {
    const files = await trx
      .selectFrom('files')
      .select('content_hash as hash')
      .where('id', 'in', list)
      .execute();
    const renditions = await trx
      .selectFrom('renditions')
      .select('content_hash as hash')
      .where('file_id', 'in', list)
      .execute();
    const versions = await trx
      .selectFrom('file_versions')
      .select('content_hash as hash')
      .where('file_id', 'in', list)
      .execute();
    await trx.deleteFrom('files').where('id', 'in', list).execute();
    return [...files, ...renditions, ...versions].map((r) => r.hash);
  });
  await collectBlobs(db, blobs, hashes);
}
