// Migration 0002_search: what search and the logical views need on top of the initial schema.
// - files.rating (spec 000 §3 minRating): 0 (not rated) to 5, written by whoever reads or edits a
//   rating; search keeps files rated at least minRating.
// - The full-text index (search/text-index.ts), kept in sync by triggers, so every writer keeps it right:
//   SQLite: a contentless FTS5 table files_fts (rowid = files.id; unicode61 with diacritics removed,
//   so 'cafe' finds 'Café'; prefix indexes of 2 and 3 characters for search-as-you-type).
//   PostgreSQL: a files_fts table with a weighted tsvector and a GIN index, the same triggers in
//   PL/pgSQL (written for docs/scaling.md; not run by this repository's tests).
// - Indexes for the sort options and filters the benchmark showed need one (tests/bench/search.bench.ts).
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
type AnyDb = Kysely<any>;

/** What the index holds of a file, in FTS_COLUMNS order (search/text-index.ts). Keywords: their JSON text. */
const SQLITE_DOCUMENT = (file: string) =>
  `${file}.file_name, ${file}.title, ${file}.author, ${file}.subject, ${file}.description, ${file}.keywords, ` +
  `(select group_concat(value, ' ') from file_custom_metadata where file_id = ${file}.id)`;

const SQLITE_COLUMNS = 'rowid, file_name, title, author, subject, description, keywords, custom';

/** Re-indexes the file `id` (an SQL expression): nothing when it no longer exists. */
const sqliteRefresh = (id: string) => `
    delete from files_fts where rowid = ${id};
    insert into files_fts (${SQLITE_COLUMNS}) select f.id, ${SQLITE_DOCUMENT('f')} from files f where f.id = ${id};`;

/** The triggers of the text index: this migration's, and 0008_text_index's (the same, and folders_fts_path). */
const SQLITE_TEXT_TRIGGERS = [
  'files_fts_insert',
  'files_fts_update',
  'files_fts_delete',
  'file_custom_metadata_fts_insert',
  'file_custom_metadata_fts_update',
  'file_custom_metadata_fts_delete',
  'folders_fts_path',
];

/** The SQLite text index of this migration: the FTS5 table, the triggers keeping it, every file indexed. */
export async function createSqliteTextIndex(db: AnyDb): Promise<void> {
  await sql`create virtual table files_fts using fts5(
      file_name, title, author, subject, description, keywords, custom,
      content = '', contentless_delete = 1,
      tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
    )`.execute(db);
  const statements = [
    `create trigger files_fts_insert after insert on files begin
       insert into files_fts (${SQLITE_COLUMNS}) values (new.id, ${SQLITE_DOCUMENT('new')});
     end`,
    `create trigger files_fts_update after update of file_name, title, author, subject, description, keywords on files begin
       ${sqliteRefresh('new.id')}
     end`,
    `create trigger files_fts_delete after delete on files begin
       delete from files_fts where rowid = old.id;
     end`,
    `create trigger file_custom_metadata_fts_insert after insert on file_custom_metadata begin
       ${sqliteRefresh('new.file_id')}
     end`,
    `create trigger file_custom_metadata_fts_update after update on file_custom_metadata begin
       ${sqliteRefresh('old.file_id')}
       ${sqliteRefresh('new.file_id')}
     end`,
    `create trigger file_custom_metadata_fts_delete after delete on file_custom_metadata begin
       ${sqliteRefresh('old.file_id')}
     end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
  // Files that existed before this migration.
  await sql
    .raw(`insert into files_fts (${SQLITE_COLUMNS}) select f.id, ${SQLITE_DOCUMENT('f')} from files f`)
    .execute(db);
}

/** Drops what createSqliteTextIndex made. */
export async function dropSqliteTextIndex(db: AnyDb): Promise<void> {
  for (const trigger of SQLITE_TEXT_TRIGGERS) {
    await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
  }
  await sql`drop table if exists files_fts`.execute(db);
}

async function postgresUp(db: AnyDb): Promise<void> {
  await sql`create table files_fts (
      file_id integer primary key references files (id) on delete cascade,
      document tsvector not null
    )`.execute(db);
  await sql`create index files_fts_document on files_fts using gin (document)`.execute(db);
  // Text is cut at everything but letters and digits, as SQLite's unicode61 tokenizer does.
  await sql
    .raw(`create function vitrine_fts_words(value text) returns text language sql immutable as $$
      select regexp_replace(coalesce(value, ''), '[^[:alnum:]]+', ' ', 'g')
    $$`)
    .execute(db);
  await sql
    .raw(`create function vitrine_files_fts_refresh(target integer) returns void language plpgsql as $$
    begin
      delete from files_fts where file_id = target;
      insert into files_fts (file_id, document)
      select f.id,
        setweight(to_tsvector('simple', vitrine_fts_words(f.title)), 'A') ||
        setweight(to_tsvector('simple', vitrine_fts_words(f.subject)), 'B') ||
        setweight(to_tsvector('simple', vitrine_fts_words(f.keywords)), 'B') ||
        setweight(to_tsvector('simple', vitrine_fts_words(f.file_name)), 'C') ||
        setweight(to_tsvector('simple', vitrine_fts_words(f.author)), 'C') ||
        setweight(to_tsvector('simple', vitrine_fts_words(f.description)), 'D') ||
        setweight(to_tsvector('simple', vitrine_fts_words(
          (select string_agg(m.value, ' ') from file_custom_metadata m where m.file_id = f.id))), 'D')
      from files f where f.id = target;
    end $$`)
    .execute(db);
  await sql
    .raw(`create function vitrine_files_fts_files() returns trigger language plpgsql as $$
    begin
      perform vitrine_files_fts_refresh(new.id);
      return null;
    end $$`)
    .execute(db);
  await sql
    .raw(`create function vitrine_files_fts_custom() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then perform vitrine_files_fts_refresh(old.file_id); end if;
      if tg_op in ('INSERT', 'UPDATE') then perform vitrine_files_fts_refresh(new.file_id); end if;
      return null;
    end $$`)
    .execute(db);
  await sql`create trigger files_fts_insert after insert on files
      for each row execute function vitrine_files_fts_files()`.execute(db);
  await sql`create trigger files_fts_update after update of file_name, title, author, subject, description, keywords on files
      for each row execute function vitrine_files_fts_files()`.execute(db);
  await sql`create trigger file_custom_metadata_fts after insert or update or delete on file_custom_metadata
      for each row execute function vitrine_files_fts_custom()`.execute(db);
  await sql`select vitrine_files_fts_refresh(id) from files`.execute(db);
}

/** The columns that decide whether a user may see a file (auth/visibility.ts), appended to covering indexes. */
const VISIBILITY = ['expiration_date', 'is_on_brand', 'folder_id'];

// Indexes for the sort options, filters and logical views (tests/bench/search.bench.ts measured each).
// Most end with the visibility columns, so a count or a logical view for a user who may not see
// expired or off-brand files reads the index alone, never the (wide) rows.
const INDEXES: { name: string; table: string; columns?: string[]; expression?: string }[] = [
  // Sort options 1 (Added; Relevance without text) and 5 (Last updated).
  { name: 'files_added_at', table: 'files', columns: ['added_at'] },
  { name: 'files_last_data_update', table: 'files', columns: ['last_data_update'] },
  // Sort options 7 (File name) and 3 (Title), which ignore case.
  { name: 'files_file_name_lower', table: 'files', expression: 'lower(file_name)' },
  { name: 'files_title_lower', table: 'files', expression: 'lower(title)' },
  // Visibility (spec 000 §6): the count of a folder (or of a user's granted folders) reads this index
  // alone; so does the count of everything a viewer may see, and the expirationDate filter.
  { name: 'files_visibility', table: 'files', columns: ['folder_id', 'is_on_brand', 'expiration_date'] },
  // Sort option 2, dateFrom / dateTo, the timeline view and its nodes.
  { name: 'files_date_taken', table: 'files', columns: ['date_taken', ...VISIBILITY] },
  // The location view and its nodes.
  { name: 'files_location', table: 'files', columns: ['country', 'state_province', 'city', ...VISIBILITY] },
  // The author and subject views (titles are mostly one per file: an index would not shorten that view).
  { name: 'files_author', table: 'files', columns: ['author', ...VISIBILITY] },
  { name: 'files_subject', table: 'files', columns: ['subject', ...VISIBILITY] },
  // The fileFormat filter (MIME type ranges, search/conditions.ts).
  { name: 'files_mime_type', table: 'files', columns: ['mime_type'] },
  // Sort by a custom field (negative sort option), its logical view and customDataValue searches.
  {
    name: 'file_custom_metadata_value',
    table: 'file_custom_metadata',
    columns: ['definition_id', 'value', 'file_id'],
  },
];

export function searchMigration(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('files')
        .addColumn('rating', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      for (const index of INDEXES) {
        const create = db.schema.createIndex(index.name).on(index.table);
        await (index.expression
          ? create.expression(sql.raw(index.expression))
          : create.columns(index.columns ?? [])
        ).execute();
      }
      if (dialect === 'postgres') await postgresUp(db);
      else await createSqliteTextIndex(db);
    },
    async down(db: AnyDb) {
      if (dialect === 'postgres') {
        await sql`drop trigger if exists file_custom_metadata_fts on file_custom_metadata`.execute(db);
        await sql`drop trigger if exists files_fts_update on files`.execute(db);
        await sql`drop trigger if exists files_fts_insert on files`.execute(db);
        await sql`drop function if exists vitrine_files_fts_custom()`.execute(db);
        await sql`drop function if exists vitrine_files_fts_files()`.execute(db);
        await sql`drop function if exists vitrine_files_fts_refresh(integer)`.execute(db);
        await sql`drop function if exists vitrine_fts_words(text)`.execute(db);
      } else {
        await dropSqliteTextIndex(db);
      }
      await sql`drop table if exists files_fts`.execute(db);
      for (const index of INDEXES) await db.schema.dropIndex(index.name).ifExists().execute();
      await db.schema.alterTable('files').dropColumn('rating').execute();
    },
  };
}
