// Blob garbage collection: after rows that referenced blobs are gone (a deleted folder, file or
// rendition), the blobs no file, rendition or kept version (file_versions) references any more are
// removed. Every delete path comes through here, so a blob an old version still needs is never lost.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { BlobStore } from './blob-store';

/** Removes those of `hashes` that no file, rendition or kept version references; answers the removed ones. */
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
    const version =
      file || rendition
        ? undefined
        : await db
            .selectFrom('file_versions')
            .select('id')
            .where('content_hash', '=', hash)
            .executeTakeFirst();
    if (file || rendition || version) continue;
    await db.deleteFrom('blobs').where('hash', '=', hash).execute();
    await blobs.delete(hash);
    removed.push(hash);
  }
  return removed;
}
