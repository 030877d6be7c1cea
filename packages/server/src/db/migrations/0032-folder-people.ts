// Migration 0032_folder_people (issue 20, share a folder with people; spec 000 §5): a grant made by
// "share with people" remembers who made it (`role_assignments.shared_by`, null for grants made on
// the permissions page; `via_people` stays 1 when that person is deleted since), so the people list
// and "remove" touch only those grants; and the invitation mails a sharer sent (`people_invitations`),
// for the per-sharer hourly limit. Same statements for SQLite and PostgreSQL but the id column.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
type AnyDb = Kysely<any>;

export function folderPeopleMigration(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('role_assignments')
        .addColumn('via_people', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('role_assignments')
        .addColumn('shared_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      const table = db.schema.createTable('people_invitations');
      await (dialect === 'postgres'
        ? table.addColumn('id', 'serial', (c) => c.primaryKey())
        : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('sharer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('folder_id', 'integer', (c) => c.references('folders.id').onDelete('set null'))
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('people_invitations_sharer')
        .on('people_invitations')
        .columns(['sharer_id', 'created_at_ms'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('people_invitations').execute();
      await db.schema.alterTable('role_assignments').dropColumn('shared_by').execute();
      await db.schema.alterTable('role_assignments').dropColumn('via_people').execute();
    },
  };
}
