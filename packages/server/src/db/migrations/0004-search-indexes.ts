// Migration 0004_search_indexes: indexes search needs on top of 0002_search (which shipped without
// them; a shipped migration is never edited, db/migrations/index.ts).
// - files (expiration_date): the expirationDate filter (expired, expiring soon, valid) and the
//   expired files a viewer may not see read a range of it instead of every row
//   (tests/bench/search.bench.ts: "expiring soon" 35 → 5.5 ms at 100,000 files). 0002's README
//   listed it, but only a benchmark run had created it.
// - files_visibility_name (folder_id, is_on_brand, expiration_date, file_name): a folder's files by
//   file name (sort option 7, a folder view's default) as a viewer who may not see expired or
//   off-brand files are ordered from this index alone (search/paging.ts reads the page's ids first, then the
//   page's rows): 132 → 12 ms of CPU for a top folder of 43,000 visible files at 1,000,000 files.
//   Without those conditions the initial files_folder_name (folder_id, file_name) covers that order.
//   files_visibility (folder_id, is_on_brand, expiration_date) stays: counts scan it, and a scan of
//   the narrower index is cheaper (a viewer's count of every file: 45 ms with it, 49 ms through
//   this one).
// Same statements for SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
type AnyDb = Kysely<any>;

/** The indexes 0004_search_indexes creates (db/database.test.ts checks each exists after migrating). */
export const SEARCH_INDEXES_0004 = {
  files_expiration_date: ['expiration_date'],
  files_visibility_name: ['folder_id', 'is_on_brand', 'expiration_date', 'file_name'],
} as const;

export function searchIndexesMigration(_dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      for (const [name, columns] of Object.entries(SEARCH_INDEXES_0004)) {
        // ifNotExists: benchmark libraries may hold files_expiration_date added by hand.
        await db.schema
          .createIndex(name)
          .ifNotExists()
          .on('files')
          .columns([...columns])
          .execute();
      }
    },
    async down(db: AnyDb) {
      for (const name of Object.keys(SEARCH_INDEXES_0004)) {
        await db.schema.dropIndex(name).ifExists().execute();
      }
    },
  };
}
