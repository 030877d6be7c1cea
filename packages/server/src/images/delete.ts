// Deleting files: their rows (and through the foreign keys their renditions, versions, keywords,
// custom values, set memberships and jobs), then the blobs nothing references any more. With
// `notify`, the subscribers who could see them hear of it (spec 000 §3 image-delete), in the same
// transaction.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { recordNotifications } from '../notifications/outbox';
import type { BlobStore } from '../storage/blob-store';
import { collectBlobs } from '../storage/blobs';

export async function deleteFiles(
  db: Kysely<Database>,
  blobs: BlobStore,
  ids: readonly number[],
  notify?: { actorId: number | null; now: Date },
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
    if (notify) {
      const gone = await trx
        .selectFrom('files')
        .select(['id', 'folder_id', 'file_name'])
        .where('id', 'in', list)
        .execute();
      await recordNotifications(
        trx,
        gone.map((file) => ({ key: 'image-delete' as const, file, actorId: notify.actorId })),
        notify.now,
        { visibleNow: true },
      );
    }
    await trx.deleteFrom('files').where('id', 'in', list).execute();
    return [...files, ...renditions, ...versions].map((r) => r.hash);
  });
  await collectBlobs(db, blobs, hashes);
}
