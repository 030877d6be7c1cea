// Migration 0027_public_upload_quotas on a library that already has public pages: the pages keep
// working, with no quota and not revoked, and count the files they received before (the byte counter
// starts at 0: the old rows kept no sizes); down drops the columns again.
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { codeMigrationProvider } from './index';

describe('0027_public_upload_quotas', () => {
  it('counts what each page received before, and goes down again', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: the schema as it was before the migration.
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new SqliteDatabase(':memory:') }) });
    try {
      const migrator = new Migrator({ db, provider: codeMigrationProvider('sqlite') });
      expect((await migrator.migrateTo('0026_postgres_files_tally')).error).toBeUndefined();
      const now = '2026-06-15T12:00:00.000Z';
      const { id } = await db
        .insertInto('folders')
        .values({ name: 'Drop', parent_id: null, path: '/', created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const hash of ['busy', 'quiet']) {
        await db
          .insertInto('public_upload_pages')
          .values({ hash, folder_id: id, created_by: null, created_at: now, expires_at: null })
          .execute();
      }
      for (let i = 0; i < 3; i++) {
        await db
          .insertInto('public_upload_files')
          .values({ page_hash: 'busy', file_id: null, created_at: now })
          .execute();
      }
      expect((await migrator.migrateTo('0027_public_upload_quotas')).error).toBeUndefined();
      const pages = await db
        .selectFrom('public_upload_pages')
        .select(['hash', 'files_received', 'bytes_received', 'max_files', 'max_bytes', 'revoked_at'])
        .orderBy('hash')
        .execute();
      expect(pages).toEqual([
        {
          hash: 'busy',
          files_received: 3,
          bytes_received: 0,
          max_files: null,
          max_bytes: null,
          revoked_at: null,
        },
        {
          hash: 'quiet',
          files_received: 0,
          bytes_received: 0,
          max_files: null,
          max_bytes: null,
          revoked_at: null,
        },
      ]);
      expect((await migrator.migrateTo('0026_postgres_files_tally')).error).toBeUndefined();
      const columns = await sql<{
        name: string;
      }>`select name from pragma_table_info('public_upload_pages')`.execute(db);
      expect(columns.rows.map((row) => row.name).sort()).toEqual([
        'created_at',
        'created_by',
        'expires_at',
        'folder_id',
        'hash',
      ]);
    } finally {
      await db.destroy();
    }
  });
});
