// Migration 0013_postgres_text_and_paths: what the first runs on a real PostgreSQL found (the
// server-pg and contract-pg test projects, docs/decisions.md "PostgreSQL"). PostgreSQL only; nothing
// for SQLite.
// - folders_path: a btree entry holds at most 2,704 bytes, and a folder 1,001 levels deep (data from
//   before the depth limit, handlers/hardening.test.ts) has a longer materialised path: inserting it failed.
//   The index serves equality only (subtree reads are `LIKE '/3/17/%'`, which SQLite's index does not
//   serve either: its LIKE ignores case), so on PostgreSQL it becomes a hash index, which has no
//   length limit.
// - accents: SQLite's index removes diacritics (unicode61 remove_diacritics 2: 'cafe' finds 'Café');
//   PostgreSQL's 'simple' configuration kept them. The words go through `unaccent` (a trusted
//   extension shipped with PostgreSQL: a database owner may create it), and so does the query
//   (search/text-index.ts).
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
type AnyDb = Kysely<any>;

export function postgresTextAndPathsMigration(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      if (dialect !== 'postgres') return;
      await sql`drop index if exists folders_path`.execute(db);
      await sql`create index folders_path on folders using hash (path)`.execute(db);
      await sql`create extension if not exists unaccent`.execute(db);
      // unaccent() is stable, not immutable (its dictionary can change): so is this function now.
      await sql
        .raw(`create or replace function vitrine_fts_words(value text) returns text language sql stable as $$
          select regexp_replace(unaccent(coalesce(value, '')), '[^[:alnum:]]+', ' ', 'g')
        $$`)
        .execute(db);
      await sql`select vitrine_files_fts_refresh(id) from files`.execute(db);
    },
    async down(db: AnyDb) {
      if (dialect !== 'postgres') return;
      await sql
        .raw(`create or replace function vitrine_fts_words(value text) returns text language sql immutable as $$
          select regexp_replace(coalesce(value, ''), '[^[:alnum:]]+', ' ', 'g')
        $$`)
        .execute(db);
      await sql`select vitrine_files_fts_refresh(id) from files`.execute(db);
      await sql`drop index if exists folders_path`.execute(db);
      await sql`create index folders_path on folders (path)`.execute(db);
    },
  };
}
