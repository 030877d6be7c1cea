// Test vocabulary for blobs: every hash a file uses, read from the server's tables.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Every blob hash a file uses: its content, its renditions and its kept versions. */
export async function blobHashesOf(
  db: Kysely<Database>,
  fileId: number,
): Promise<{ content: string; renditions: string[]; versions: string[] }> {
  const file = await db
    .selectFrom('files')
    .select('content_hash')
    .where('id', '=', fileId)
    .executeTakeFirstOrThrow();
  const renditions = await db
    .selectFrom('renditions')
    .select('content_hash')
    .where('file_id', '=', fileId)
    .execute();
  const versions = await db
    .selectFrom('file_versions')
    .select('content_hash')
    .where('file_id', '=', fileId)
    .execute();
  return {
    content: file.content_hash,
    renditions: renditions.map((row) => row.content_hash),
    versions: versions.map((row) => row.content_hash),
  };
}
