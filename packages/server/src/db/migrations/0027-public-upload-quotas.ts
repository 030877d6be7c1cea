// Migration 0027_public_upload_quotas (issue 19, public upload pages for administrators): a page may
// be revoked (kept, listed, refused), may carry quotas over its whole life (max_files, max_bytes:
// docs/decisions.md "Public upload page quotas"), and counts what it received (files_received,
// bytes_received, raised when a file is stored: upload/public.ts). Both dialects: plain columns.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
type AnyDb = Kysely<any>;

export function publicUploadQuotasMigration(): Migration {
  return {
    async up(db: AnyDb) {
      // SQLite adds one column per statement.
      await db.schema.alterTable('public_upload_pages').addColumn('revoked_at', 'text').execute();
      await db.schema.alterTable('public_upload_pages').addColumn('max_files', 'integer').execute();
      await db.schema.alterTable('public_upload_pages').addColumn('max_bytes', 'bigint').execute();
      await db.schema
        .alterTable('public_upload_pages')
        .addColumn('files_received', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('public_upload_pages')
        .addColumn('bytes_received', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      // What a page received before its counters existed.
      await db
        .updateTable('public_upload_pages')
        .set((eb) => ({
          files_received: eb
            .selectFrom('public_upload_files')
            .select((inner) => inner.fn.countAll().as('n'))
            .whereRef('public_upload_files.page_hash', '=', 'public_upload_pages.hash'),
        }))
        .execute();
    },
    async down(db: AnyDb) {
      for (const column of ['bytes_received', 'files_received', 'max_bytes', 'max_files', 'revoked_at']) {
        await db.schema.alterTable('public_upload_pages').dropColumn(column).execute();
      }
    },
  };
}
