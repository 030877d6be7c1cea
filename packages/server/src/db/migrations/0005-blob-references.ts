// Migration 0005_blob_references: renditions (content_hash). Deciding whether a blob is still used
// (storage/gc.ts, after every delete and in the sweep at start) asks files, file_versions and
// renditions for its hash; the first two had an index on it, renditions (four rows per image) did
// not, so each check read every rendition. Same statement for SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
type AnyDb = Kysely<any>;

export function blobReferencesMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.createIndex('renditions_hash').on('renditions').column('content_hash').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('renditions_hash').ifExists().execute();
    },
  };
}
