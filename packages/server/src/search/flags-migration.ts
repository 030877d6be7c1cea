// Migration 0008_text_flags: the SQLite full-text index gains the column `flags`, which holds what
// hides a file from some users (flags.ts) and which no search text reaches (text-index.ts puts every
// user expression on the other columns). FTS5 tables take no new column, so the table and its
// triggers are made again and every file is indexed again (about a minute at a million files,
// docs/scaling.md). PostgreSQL: nothing; its counts read the files (text-index.ts).
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../db/migrations';
import { createSqliteTextIndex, dropSqliteTextIndex } from './migration';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
type AnyDb = Kysely<any>;

export function textFlagsMigration(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      if (dialect !== 'sqlite') return;
      await dropSqliteTextIndex(db);
      await createSqliteTextIndex(db, true);
    },
    async down(db: AnyDb) {
      if (dialect !== 'sqlite') return;
      await dropSqliteTextIndex(db);
      await createSqliteTextIndex(db, false);
    },
  };
}
