// Migration 0033_postgres_rank_tiers: what PostgreSQL needs to rank a common word's best matches
// without ranking every match (issue 16 point 4; search/rank-tiers.ts says why the page stays exact).
// PostgreSQL only.
//
// - `files_fts_head`: a GIN index of the words a file has in its title, subject or keywords (the
//   weights A and B of `document`, `ts_filter(document, '{a,b}')`). An expression index: the
//   triggers that write `document` keep it without a change, and no row is rewritten. A relevance
//   page first ranks only the matches found there (a third of a common word's matches in the
//   benchmark's library), and keeps them when every other match must rank below the page's last.
// - `text_lexemes`: every word the index has held (the triggers add the words of each document they
//   write; nothing is removed, so it may hold words no file has any more). It answers, for a word
//   start, how many different words at most a document can match with it: what bounds the rank of
//   the matches left out.
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
type AnyDb = Kysely<any>;

/** The expression of the head index: the words of weight A and B (title; subject, keywords). */
export const HEAD_WORDS = `ts_filter(document, '{a,b}')`;

/** The table of every word the text index has held (a word start's different words, rank-tiers.ts). */
export const LEXEMES_TABLE = 'text_lexemes';

export function postgresRankTiersMigration(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      if (dialect !== 'postgres') return;
      await sql
        .raw(`create index if not exists files_fts_head on files_fts using gin (${HEAD_WORDS})`)
        .execute(db);
      // No unique key: two writers adding the same new word at once keep both rows (an upper bound
      // stays an upper bound), and neither waits on the other's row lock.
      await sql.raw(`create table ${LEXEMES_TABLE} (lexeme text collate "C" not null)`).execute(db);
      await sql.raw(`create index ${LEXEMES_TABLE}_lexeme on ${LEXEMES_TABLE} (lexeme)`).execute(db);
      await sql
        .raw(
          `insert into ${LEXEMES_TABLE} (lexeme) select word from ts_stat('select document from files_fts')`,
        )
        .execute(db);
      await sql
        .raw(`create function vitrine_text_lexemes() returns trigger language plpgsql as $$
        begin
          insert into ${LEXEMES_TABLE} (lexeme)
            select word from unnest(tsvector_to_array(new.document)) as word
            where not exists (select 1 from ${LEXEMES_TABLE} l where l.lexeme = word);
          return null;
        end $$`)
        .execute(db);
      await sql
        .raw(`create trigger files_fts_lexemes after insert or update of document on files_fts
          for each row execute function vitrine_text_lexemes()`)
        .execute(db);
      await sql.raw(`analyze files_fts`).execute(db);
    },
    async down(db: AnyDb) {
      if (dialect !== 'postgres') return;
      await sql.raw('drop trigger if exists files_fts_lexemes on files_fts').execute(db);
      await sql.raw('drop function if exists vitrine_text_lexemes()').execute(db);
      await sql.raw(`drop table if exists ${LEXEMES_TABLE}`).execute(db);
      await sql.raw('drop index if exists files_fts_head').execute(db);
    },
  };
}
