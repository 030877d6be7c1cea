// Migration 0022_postgres_text_flags: PostgreSQL's text index learns what SQLite's learnt in 0008
// (issue 16 point 4, the search benchmark at 100,000 and 1,000,000 files). PostgreSQL only.
//
// - The text of a search becomes a tsquery once per query, not once per match.
//   `to_tsquery('simple', unaccent($1))` is stable (unaccent's dictionary could change), so
//   PostgreSQL kept it as an expression and evaluated it again for every match it ranked: half the
//   time of a relevance search over 26,189 matches (66.8 → 31.7 ms, EXPLAIN ANALYZE). The function
//   below is declared immutable, so the planner folds a call with a constant argument (the query's
//   parameter) into one tsquery. That is safe here: the indexed words went through the same
//   unaccent rules when they were written (vitrine_fts_words, migration 0013); a change of those
//   rules needs the index refreshed anyway (`select vitrine_files_fts_refresh(id) from files`).
// - A column `flags`: the words search/flags.ts defines (the file's folder and every folder above
//   it, off-brand, the expiration date in blocks, an odd date), which no search text reaches (a
//   search's words go to `document` only). One GIN index over both columns answers a text in some
//   folders, or less what hides files from a viewer, in one index scan: the viewer's count of a
//   common word 247 → 6.5 ms at 100,000 files (the hidden matches counted, not the visible ones
//   looked up). Triggers follow a file's folder, expiration date and branding, and a folder's
//   path (a move changes the words of every file below it).
// - Statistics on `coalesce(expiration_date, '9999-12-31')`, the expression every viewer's search
//   filters on (auth/visibility.ts): without them PostgreSQL guessed a third of the files visible
//   where 87 % were, hashed every visible file to sort a custom field's page 200 (609 ms at 100,000
//   files) instead of walking the field's index (123 ms under the same load).
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { ODD_DATE_FLAG, OFF_BRAND_FLAG } from '../../search/flags';
import type { DialectName } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
type AnyDb = Kysely<any>;

/** The function search/text-index.ts calls on PostgreSQL to turn a search text into a tsquery. */
export const TEXT_QUERY_FUNCTION = 'vitrine_text_query';

/** Statistics of the expiration expression of visibility (auth/visibility.ts). */
const VISIBLE_UNTIL = 'files_visible_until';

/** The index over the words and the flags (it replaces 0002's files_fts_document). */
const WORDS_INDEX = 'files_fts_words';

/**
 * The flags of a file as a tsvector, from its folder, branding and expiration date: the words
 * search/flags.ts spells out (`sqliteFlags` writes the same for SQLite).
 */
const FLAGS_FUNCTION = `create or replace function vitrine_fts_flags(folder integer, on_brand integer, expiration text)
  returns tsvector language sql stable as $$
  select to_tsvector('simple',
    coalesce((select 'xf' || replace(substr(p.path, 2, length(p.path) - 2), '/', ' xf') || ' xo' || p.id
      from folders p where p.id = folder), '')
    || ' ' || case when on_brand = 1 then '' else '${OFF_BRAND_FLAG} ' end
    || case when expiration ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}' then (
         select string_agg('xb' || level || 'n' || ((substr(expiration, 1, 4) || substr(expiration, 6, 2)
           || substr(expiration, 9, 2))::integer >> level), ' ')
         from generate_series(0, 26) as level)
       when expiration is not null then '${ODD_DATE_FLAG}' else '' end)
$$`;

/** 0002's refresh of a file's row (`flags`: writing the flags too, as from this migration on). */
const refreshFunction = (
  flags: boolean,
) => `create or replace function vitrine_files_fts_refresh(target integer) returns void language plpgsql as $$
  begin
    delete from files_fts where file_id = target;
    insert into files_fts (file_id, document${flags ? ', flags' : ''})
    select f.id,
      setweight(to_tsvector('simple', vitrine_fts_words(f.title)), 'A') ||
      setweight(to_tsvector('simple', vitrine_fts_words(f.subject)), 'B') ||
      setweight(to_tsvector('simple', vitrine_fts_words(f.keywords)), 'B') ||
      setweight(to_tsvector('simple', vitrine_fts_words(f.file_name)), 'C') ||
      setweight(to_tsvector('simple', vitrine_fts_words(f.author)), 'C') ||
      setweight(to_tsvector('simple', vitrine_fts_words(f.description)), 'D') ||
      setweight(to_tsvector('simple', vitrine_fts_words(
        (select string_agg(m.value, ' ') from file_custom_metadata m where m.file_id = f.id))), 'D')
      ${flags ? ', vitrine_fts_flags(f.folder_id, f.is_on_brand, f.expiration_date)' : ''}
    from files f where f.id = target;
  end $$`;

/** The flags of a file whose folder, branding or expiration date changed. */
const FILE_FLAGS_TRIGGER = `create or replace function vitrine_files_fts_flags() returns trigger language plpgsql as $$
  begin
    update files_fts set flags = vitrine_fts_flags(new.folder_id, new.is_on_brand, new.expiration_date)
      where file_id = new.id;
    return null;
  end $$`;

/** The flags of the files right in a folder whose path changed (a move updates each folder below). */
const FOLDER_FLAGS_TRIGGER = `create or replace function vitrine_folders_fts_flags() returns trigger language plpgsql as $$
  begin
    update files_fts t set flags = vitrine_fts_flags(f.folder_id, f.is_on_brand, f.expiration_date)
      from files f where f.folder_id = new.id and t.file_id = f.id;
    return null;
  end $$`;

export function postgresTextFlagsMigration(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      if (dialect !== 'postgres') return;
      await sql
        .raw(`create or replace function ${TEXT_QUERY_FUNCTION}(value text) returns tsquery
          language sql immutable strict parallel safe as $$
          select to_tsquery('simple', unaccent(value))
        $$`)
        .execute(db);
      await sql.raw(FLAGS_FUNCTION).execute(db);
      // The table made again with the flags of every file (an UPDATE of every row would leave a
      // table twice its size, and a text's matches spread over twice the pages).
      await sql`create table files_fts_next (
          file_id integer primary key references files (id) on delete cascade,
          document tsvector not null,
          flags tsvector not null default ''::tsvector
        )`.execute(db);
      await sql`insert into files_fts_next (file_id, document, flags)
        select t.file_id, t.document, vitrine_fts_flags(f.folder_id, f.is_on_brand, f.expiration_date)
        from files_fts t join files f on f.id = t.file_id order by t.file_id`.execute(db);
      await sql`drop table files_fts`.execute(db);
      await sql`alter table files_fts_next rename to files_fts`.execute(db);
      await sql`alter table files_fts rename constraint files_fts_next_pkey to files_fts_pkey`.execute(db);
      await sql`alter table files_fts rename constraint files_fts_next_file_id_fkey to files_fts_file_id_fkey`.execute(
        db,
      );
      await sql.raw(refreshFunction(true)).execute(db);
      await sql.raw(FILE_FLAGS_TRIGGER).execute(db);
      await sql.raw(FOLDER_FLAGS_TRIGGER).execute(db);
      await sql`create trigger files_fts_flags after update of folder_id, is_on_brand, expiration_date on files
        for each row when (old.folder_id is distinct from new.folder_id
          or old.is_on_brand is distinct from new.is_on_brand
          or old.expiration_date is distinct from new.expiration_date)
        execute function vitrine_files_fts_flags()`.execute(db);
      await sql`create trigger folders_fts_flags after update of path on folders
        for each row when (old.path is distinct from new.path)
        execute function vitrine_folders_fts_flags()`.execute(db);
      await sql.raw(`create index ${WORDS_INDEX} on files_fts using gin (document, flags)`).execute(db);
      await sql
        .raw(`create statistics ${VISIBLE_UNTIL} on (coalesce(expiration_date, '9999-12-31')) from files`)
        .execute(db);
      await sql`analyze files`.execute(db);
    },
    async down(db: AnyDb) {
      if (dialect !== 'postgres') return;
      await sql.raw(`drop statistics if exists ${VISIBLE_UNTIL}`).execute(db);
      await sql`create index files_fts_document on files_fts using gin (document)`.execute(db);
      await sql.raw(`drop index if exists ${WORDS_INDEX}`).execute(db);
      await sql`drop trigger if exists folders_fts_flags on folders`.execute(db);
      await sql`drop trigger if exists files_fts_flags on files`.execute(db);
      await sql`drop function if exists vitrine_folders_fts_flags()`.execute(db);
      await sql`drop function if exists vitrine_files_fts_flags()`.execute(db);
      await sql.raw(refreshFunction(false)).execute(db);
      await sql`alter table files_fts drop column flags`.execute(db);
      await sql`drop function if exists vitrine_fts_flags(integer, integer, text)`.execute(db);
      await sql.raw(`drop function if exists ${TEXT_QUERY_FUNCTION}(text)`).execute(db);
    },
  };
}
