// Migration 0017_upload_sessions (issue 16, "Several stateless instances"): the state of an upload in
// progress lives in the database instead of one instance's disk and memory, so its chunks may go to
// any instance (upload/chunks.ts). `upload_sessions`: what every chunk must agree on, the status
// ('receiving' → 'completing', claimed by one instance with a compare-and-set, → 'complete' with the
// answer kept for a repeated last chunk), when a chunk last came. `upload_chunks`: which chunks
// arrived (index, offset, size) and where their bytes wait (storage/chunk-staging.ts).
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
type AnyDb = Kysely<any>;

export function uploadSessionsMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('upload_sessions')
        .addColumn('key_hash', 'text', (c) => c.primaryKey())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('file_size', 'bigint', (c) => c.notNull())
        .addColumn('chunk_count', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('receiving'))
        .addColumn('claimed_by', 'text')
        .addColumn('claim_until', 'text')
        .addColumn('result', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('upload_sessions_age')
        .on('upload_sessions')
        .columns(['status', 'updated_at'])
        .execute();
      await db.schema
        .createTable('upload_chunks')
        .addColumn('key_hash', 'text', (c) =>
          c.notNull().references('upload_sessions.key_hash').onDelete('cascade'),
        )
        .addColumn('chunk_index', 'integer', (c) => c.notNull())
        .addColumn('chunk_offset', 'bigint', (c) => c.notNull())
        .addColumn('chunk_size', 'bigint', (c) => c.notNull())
        .addColumn('location', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('upload_chunks_pk', ['key_hash', 'chunk_index'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('upload_chunks').execute();
      await db.schema.dropTable('upload_sessions').execute();
    },
  };
}
