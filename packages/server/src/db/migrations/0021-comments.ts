// Migration 0021_comments (issue 18, comments on a file, spec 001 §6): one row per comment. A comment
// goes with its file (foreign key, cascade). The author is kept as an id without a foreign key, with
// the name they had when they wrote it: a comment stays, with its author's name, when the person is
// deleted later (ids are never reused). created_at_ms serves the per-person limit and the order.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
type AnyDb = Kysely<any>;

export function commentsMigration(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      const table = db.schema.createTable('comments');
      await (dialect === 'postgres'
        ? table.addColumn('id', 'serial', (c) => c.primaryKey())
        : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id').onDelete('cascade'))
        .addColumn('author_id', 'integer', (c) => c.notNull())
        .addColumn('author_name', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
        .addColumn('edited_at', 'text')
        .execute();
      await db.schema
        .createIndex('comments_file')
        .on('comments')
        .columns(['file_id', 'created_at_ms'])
        .execute();
      await db.schema
        .createIndex('comments_author')
        .on('comments')
        .columns(['author_id', 'created_at_ms'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('comments').execute();
    },
  };
}
