// Migration 0003_ingest: what upload, ingest and the jobs need on top of the initial schema.
// - file_versions: the content a file had before a new version replaced it (upload with
//   createNewVersion, image overwrite, rotation; spec 001 §4 "1 creates a new version", §2 "the
//   original stays in version history"). The versions calls of spec 001 §7 read it when they land.
// - public_upload_pages: the public upload page a hash names, and its folder (spec 001 §1, §9);
//   public_upload_files: what each page received, for its file-count limit (upload/public.ts).
// - Indexes for the job queue by file (hasJobs on every summary) and by kind.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
type AnyDb = Kysely<any>;

export function ingestMigration(dialect: DialectName): Migration {
  const id = (table: ReturnType<AnyDb['schema']['createTable']>) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  return {
    async up(db: AnyDb) {
      await id(db.schema.createTable('file_versions'))
        .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id').onDelete('cascade'))
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('content_hash', 'text', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('extension', 'text', (c) => c.notNull())
        .addColumn('mime_type', 'text', (c) => c.notNull())
        .addColumn('file_size', 'bigint', (c) => c.notNull())
        .addColumn('width', 'integer')
        .addColumn('height', 'integer')
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('file_versions_file').on('file_versions').column('file_id').execute();
      await db.schema.createIndex('file_versions_hash').on('file_versions').column('content_hash').execute();

      await db.schema
        .createTable('public_upload_pages')
        .addColumn('hash', 'text', (c) => c.primaryKey())
        .addColumn('folder_id', 'integer', (c) => c.notNull().references('folders.id').onDelete('cascade'))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text')
        .execute();
      await db.schema
        .createTable('public_upload_files')
        .addColumn('page_hash', 'text', (c) =>
          c.notNull().references('public_upload_pages.hash').onDelete('cascade'),
        )
        .addColumn('file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('public_upload_files_page')
        .on('public_upload_files')
        .columns(['page_hash', 'created_at'])
        .execute();

      await db.schema.createIndex('jobs_file').on('jobs').columns(['file_id', 'status']).execute();
      await db.schema.createIndex('jobs_kind').on('jobs').columns(['kind', 'status']).execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('jobs_kind').ifExists().execute();
      await db.schema.dropIndex('jobs_file').ifExists().execute();
      await db.schema.dropTable('public_upload_files').ifExists().execute();
      await db.schema.dropTable('public_upload_pages').ifExists().execute();
      await db.schema.dropTable('file_versions').ifExists().execute();
    },
  };
}
