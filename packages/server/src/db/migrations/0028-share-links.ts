// Migration 0028_share_links (issue 20, spec 000 §3 "Sharing state", §4, §5; spec 001 §6): a share
// link is a row of `shares` (its key, the friendly slug shown in its address, the four flags, an
// optional password hash, its expiry, when it was revoked, and how often it was viewed and
// downloaded) and its files, in the order shared, are rows of `share_files`. A prepared public export
// (spec 001 §7) names the link it was made through (`export_tokens.share_id`), so its download checks
// that the link still lives and still allows downloads. A visitor's session names its link in
// `sessions.share_id` (there since 0001).
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
type AnyDb = Kysely<any>;

export function shareLinksMigration(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      const table = db.schema.createTable('shares');
      await (dialect === 'postgres'
        ? table.addColumn('id', 'serial', (c) => c.primaryKey())
        : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('link_key', 'text', (c) => c.notNull().unique())
        .addColumn('url_slug', 'text', (c) => c.notNull())
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text')
        .addColumn('make_url_friendly', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('allow_download', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('allow_slideshow', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('allow_info', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('info_on_first_load', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('password_hash', 'text')
        .addColumn('expires_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('download_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('shares_owner').on('shares').columns(['owner_id', 'created_at']).execute();
      await db.schema
        .createTable('share_files')
        .addColumn('share_id', 'integer', (c) => c.notNull().references('shares.id').onDelete('cascade'))
        .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('share_files_pk', ['share_id', 'file_id'])
        .execute();
      await db.schema.createIndex('share_files_file').on('share_files').column('file_id').execute();
      await db.schema
        .alterTable('export_tokens')
        .addColumn('share_id', 'integer', (c) => c.references('shares.id').onDelete('cascade'))
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('export_tokens').dropColumn('share_id').execute();
      await db.schema.dropTable('share_files').execute();
      await db.schema.dropTable('shares').execute();
    },
  };
}
