// Migration 0011_folder_delete_indexes (issue 13 row 1): every column whose foreign key points at a
// folder or a file gets an index. Deleting a folder (or a file) makes the database look for the rows
// that point at it; without an index that is a scan of the whole table per deleted row, so a wide
// delete grew with the size of unrelated tables (jobs, pins, grants, users, public upload pages).
// Same statements for SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
type AnyDb = Kysely<any>;

const INDEXES = [
  { name: 'users_folder', table: 'users', column: 'folder_id' },
  { name: 'role_assignments_folder', table: 'role_assignments', column: 'folder_id' },
  { name: 'pins_folder', table: 'pins', column: 'folder_id' },
  { name: 'jobs_folder', table: 'jobs', column: 'folder_id' },
  { name: 'public_upload_pages_folder', table: 'public_upload_pages', column: 'folder_id' },
  { name: 'public_upload_files_file', table: 'public_upload_files', column: 'file_id' },
] as const;

export function folderDeleteIndexesMigration(): Migration {
  return {
    async up(db: AnyDb) {
      for (const index of INDEXES) {
        await db.schema.createIndex(index.name).ifNotExists().on(index.table).column(index.column).execute();
      }
    },
    async down(db: AnyDb) {
      for (const index of INDEXES) await db.schema.dropIndex(index.name).ifExists().execute();
    },
  };
}
