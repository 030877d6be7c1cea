// Migration 0014_export_tokens (issue 16, "Several stateless instances"): prepared exports live in
// the database instead of one process's memory, so GET /api/export/{token} works on whichever
// instance the balancer picks and survives a restart. Only the token's SHA-256 is kept (as sessions
// keep theirs), with the user who asked, the files, the kind and when it runs out.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
type AnyDb = Kysely<any>;

export function exportTokensMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('export_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('file_ids', 'text', (c) => c.notNull())
        .addColumn('keep_folders_structure', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('export_tokens_user')
        .on('export_tokens')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema.createIndex('export_tokens_expiry').on('export_tokens').column('expires_at').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('export_tokens').execute();
    },
  };
}
