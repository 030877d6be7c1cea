// Blob garbage collection: after rows that referenced blobs are gone (a deleted folder, file or
// rendition), the blobs no file and no rendition references any more are removed.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { BlobStore } from './blob-store';

/** Removes those of `hashes` that no file or rendition references; answers the removed ones. */
export async function collectUnreferencedBlobs(
  db: Kysely<Database>,
  blobs: BlobStore,
  hashes: readonly string[],
): Promise<string[]> {
  const removed: string[] = [];
  for (const hash of new Set(hashes)) {
    const file = await db
      .selectFrom('files')
      .select('id')
      .where('content_hash', '=', hash)
      .executeTakeFirst();
    const rendition = file
      ? undefined
      : await db
          .selectFrom('renditions')
          .select('file_id')
          .where('content_hash', '=', hash)
          .executeTakeFirst();
    if (file || rendition) continue;
    await db.deleteFrom('blobs').where('hash', '=', hash).execute();
    await blobs.delete(hash);
    removed.push(hash);
  }
  return removed;
}
