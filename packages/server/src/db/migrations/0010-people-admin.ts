// Migration 0010_people_admin (issue 13, the administration API): users can be disabled, and
// one-time password links (only the token's SHA-256 is stored) set a password once before they
// expire. Same statements for SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
type AnyDb = Kysely<any>;

export function peopleAdminMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('users')
        .addColumn('is_disabled', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('password_links')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('password_links_user').on('password_links').column('user_id').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('password_links').ifExists().execute();
      await db.schema.alterTable('users').dropColumn('is_disabled').execute();
    },
  };
}
