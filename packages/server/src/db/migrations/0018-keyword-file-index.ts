// Migration 0018_keyword_file_index (issue 16, search at scale): the keyword index holds the file ids
// too, (keyword_id, file_id) instead of (keyword_id). A keyword's files are then read from the index
// alone; before, each of them was looked up in the table for its file id. At a million files a
// keyword of 29,556 files took 26 ms to list for a user granted one folder (their 1,241 files, newest
// first) and 11.5 ms after (tests/bench/search.bench.ts "search: keyword node"). The old index is a
// prefix of the new one, so it goes. Same statements for SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
type AnyDb = Kysely<any>;

export function keywordFileIndexMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createIndex('file_keywords_keyword_file')
        .on('file_keywords')
        .columns(['keyword_id', 'file_id'])
        .execute();
      await db.schema.dropIndex('file_keywords_keyword').execute();
    },
    async down(db: AnyDb) {
      await db.schema.createIndex('file_keywords_keyword').on('file_keywords').column('keyword_id').execute();
      await db.schema.dropIndex('file_keywords_keyword_file').execute();
    },
  };
}
