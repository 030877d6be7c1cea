// Migration 0006_logical_tallies: per-folder counts of the logical views (search/tallies.ts), kept by
// triggers so every writer (uploads, metadata edits, imports, a deleted folder, a SQL console) keeps
// them right, as the full-text index of 0002_search is.
//
// logical_tallies (view, folder_id, tally_key, on_brand, exp_month) → n, the number of files (or
// keyword / custom-value rows) of that folder with that key, brand flag and expiry month:
// - view 'date': substr(date_taken, 1, 7) of files with a date taken;
//   'location': the JSON array [country, state_province, city] when some part is non-empty;
//   'author': the author when non-empty; 'keywords': the keyword id (text), one per file_keywords row;
//   'custom:<definitionId>': the value, one per file_custom_metadata row with a non-empty value.
//   Title and subject have no tally (about one value per file: it would be as large as files).
// - folder_id: the file's folder, and again 0 ("every folder"), so a principal who sees every folder
//   sums a few hundred rows.
// - on_brand: files.is_on_brand; exp_month: '' when the file has no expiration date, else
//   substr(expiration_date, 1, 7) (which files are expired changes with the day: search/tallies.ts counts
//   by month and corrects the current one from the files table).
// Rows at n = 0 are deleted.
//
// The triggers. A file's contributions are its date / location / author AND those of its keywords and
// custom values; a keyword or custom-value row contributes only while its file row exists (a bulk
// import inserts custom values before the file, foreign keys deferred: the file's insert adds them).
// - files insert: add every contribution of the file.
// - files update of a keyed column (WHEN one of them changed): remove every contribution under the
//   old values, add them under the new ones.
// - files BEFORE delete: remove every contribution. In both databases the cascade to file_keywords /
//   file_custom_metadata runs after the file row is gone (search/tallies.test.ts checks it for SQLite;
//   PostgreSQL runs the cascade as an AFTER trigger of the parent): their delete triggers then find
//   no file and do nothing, so each contribution is removed once.
// - file_keywords / file_custom_metadata insert, update, delete: that row's contribution, when its
//   file exists.
// PostgreSQL: the same in PL/pgSQL (docs/scaling.md; db/postgres.pg.test.ts runs them on a real
// PostgreSQL against a count from scratch, db/database.test.ts checks the statements).
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
type AnyDb = Kysely<any>;

/** The files columns a tally key depends on: an update of any other column leaves the tallies alone. */
export const TALLY_FILE_COLUMNS = [
  'folder_id',
  'is_on_brand',
  'expiration_date',
  'date_taken',
  'country',
  'state_province',
  'city',
  'author',
] as const;

const KEY = 'view, folder_id, tally_key, on_brand, exp_month';

interface DialectSql {
  /** The location key of file `f`: a JSON array text of [country, state_province, city]. */
  location: (f: string) => string;
}

const SQLITE: DialectSql = {
  location: (f) => `json_array(${f}.country, ${f}.state_province, ${f}.city)`,
};
const POSTGRES: DialectSql = {
  location: (f) => `json_build_array(${f}.country, ${f}.state_province, ${f}.city)::text`,
};

const expMonth = (f: string) =>
  `case when ${f}.expiration_date is null then '' else substr(${f}.expiration_date, 1, 7) end`;

/** Each file row counts twice: in its folder, and in folder 0 ("every folder"). */
const BOTH_FOLDERS = '(select 1 as own union all select 0) each_folder';
const folderOf = (f: string) => `case when each_folder.own = 1 then ${f}.folder_id else 0 end`;

/**
 * The (view, tally_key) contributions of the file `f` (a row alias, `new` or `old`): its date,
 * location and author, and its keywords and custom values as the tables hold them now (by f.id).
 */
function fileContributions(d: DialectSql, f: string): string {
  return `(
      select 'date' as view, substr(${f}.date_taken, 1, 7) as tally_key where ${f}.date_taken is not null
      union all
      select 'location', ${d.location(f)}
        where ${f}.country <> '' or ${f}.state_province <> '' or ${f}.city <> ''
      union all
      select 'author', ${f}.author where ${f}.author <> ''
      union all
      select 'keywords', cast(k.keyword_id as text) from file_keywords k where k.file_id = ${f}.id
      union all
      select 'custom:' || m.definition_id, m.value from file_custom_metadata m
        where m.file_id = ${f}.id and m.value <> ''
    ) c`;
}

/** The tally rows (view, folder_id, tally_key, on_brand, exp_month) of every contribution of file `f`. */
const fileRows = (d: DialectSql, f: string) =>
  `select c.view, ${folderOf(f)}, c.tally_key, ${f}.is_on_brand, ${expMonth(f)}
     from ${fileContributions(d, f)}, ${BOTH_FOLDERS}`;

/** The tally rows of one keyword / custom-value contribution (view, key) of the file `fileId`, if it exists. */
const rowRows = (view: string, key: string, fileId: string, when = 'true') =>
  `select ${view}, ${folderOf('f')}, ${key}, f.is_on_brand, ${expMonth('f')}
     from files f, ${BOTH_FOLDERS} where f.id = ${fileId} and ${when}`;

const add = (rows: string, upsertN: string) =>
  `insert into logical_tallies (${KEY}, n) select r.*, 1 from (${rows}) r where true
     on conflict (${KEY}) do update set n = ${upsertN} + 1;`;

/** Removes one count of each row; rows left at 0 are deleted. Each row appears at most once in `rows`. */
const remove = (rows: string) =>
  `update logical_tallies set n = n - 1 where (${KEY}) in (${rows});
   delete from logical_tallies where n = 0 and (${KEY}) in (${rows});`;

const changed = (alias: string) =>
  TALLY_FILE_COLUMNS.map((column) => `old.${column} ${alias} new.${column}`).join(' or ');

/** The backfill: every contribution of every file, counted (the table is empty). */
function backfill(d: DialectSql): string {
  const contributions = `
      select 'date' as view, f.folder_id, substr(f.date_taken, 1, 7) as tally_key, f.is_on_brand as on_brand, ${expMonth('f')} as exp_month
        from files f where f.date_taken is not null
      union all
      select 'location', f.folder_id, ${d.location('f')}, f.is_on_brand, ${expMonth('f')}
        from files f where f.country <> '' or f.state_province <> '' or f.city <> ''
      union all
      select 'author', f.folder_id, f.author, f.is_on_brand, ${expMonth('f')} from files f where f.author <> ''
      union all
      select 'keywords', f.folder_id, cast(k.keyword_id as text), f.is_on_brand, ${expMonth('f')}
        from file_keywords k join files f on f.id = k.file_id
      union all
      select 'custom:' || m.definition_id, f.folder_id, m.value, f.is_on_brand, ${expMonth('f')}
        from file_custom_metadata m join files f on f.id = m.file_id where m.value <> ''`;
  return `insert into logical_tallies (${KEY}, n)
    select view, ${folderOf('c')}, tally_key, on_brand, exp_month, count(*)
      from (${contributions}) c, ${BOTH_FOLDERS}
     group by view, ${folderOf('c')}, tally_key, on_brand, exp_month`;
}

async function createTable(db: AnyDb, dialect: DialectName): Promise<void> {
  await sql
    .raw(`create table logical_tallies (
      view text not null,
      folder_id integer not null,
      tally_key text not null,
      on_brand integer not null,
      exp_month text not null,
      n integer not null,
      primary key (${KEY})
    )${dialect === 'sqlite' ? ' without rowid' : ''}`)
    .execute(db);
}

async function sqliteUp(db: AnyDb): Promise<void> {
  await createTable(db, 'sqlite');
  const d = SQLITE;
  const keyword = (r: string) => `cast(${r}.keyword_id as text)`;
  const custom = (r: string) => `'custom:' || ${r}.definition_id`;
  const statements = [
    `create trigger logical_tallies_files_insert after insert on files begin
       ${add(fileRows(d, 'new'), 'n')}
     end`,
    `create trigger logical_tallies_files_update after update of ${TALLY_FILE_COLUMNS.join(', ')} on files
       when ${changed('is not')} begin
       ${remove(fileRows(d, 'old'))}
       ${add(fileRows(d, 'new'), 'n')}
     end`,
    `create trigger logical_tallies_files_delete before delete on files begin
       ${remove(fileRows(d, 'old'))}
     end`,
    `create trigger logical_tallies_keywords_insert after insert on file_keywords begin
       ${add(rowRows("'keywords'", keyword('new'), 'new.file_id'), 'n')}
     end`,
    `create trigger logical_tallies_keywords_update after update on file_keywords begin
       ${remove(rowRows("'keywords'", keyword('old'), 'old.file_id'))}
       ${add(rowRows("'keywords'", keyword('new'), 'new.file_id'), 'n')}
     end`,
    `create trigger logical_tallies_keywords_delete after delete on file_keywords begin
       ${remove(rowRows("'keywords'", keyword('old'), 'old.file_id'))}
     end`,
    `create trigger logical_tallies_custom_insert after insert on file_custom_metadata begin
       ${add(rowRows(custom('new'), 'new.value', 'new.file_id', "new.value <> ''"), 'n')}
     end`,
    `create trigger logical_tallies_custom_update after update on file_custom_metadata begin
       ${remove(rowRows(custom('old'), 'old.value', 'old.file_id', "old.value <> ''"))}
       ${add(rowRows(custom('new'), 'new.value', 'new.file_id', "new.value <> ''"), 'n')}
     end`,
    `create trigger logical_tallies_custom_delete after delete on file_custom_metadata begin
       ${remove(rowRows(custom('old'), 'old.value', 'old.file_id', "old.value <> ''"))}
     end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
  await sql.raw(backfill(d)).execute(db);
}

async function postgresUp(db: AnyDb): Promise<void> {
  await createTable(db, 'postgres');
  const d = POSTGRES;
  const upsert = 'logical_tallies.n';
  // tg_op says which rows to remove (the old row) and add (the new one).
  // Insert and update of files (a delete has its BEFORE trigger below).
  await sql
    .raw(`create function vitrine_logical_tallies_files() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' then
        ${remove(fileRows(d, 'old'))}
      end if;
      ${add(fileRows(d, 'new'), upsert)}
      return null;
    end $$`)
    .execute(db);
  await sql
    .raw(`create function vitrine_logical_tallies_keywords() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        ${remove(rowRows("'keywords'", 'cast(old.keyword_id as text)', 'old.file_id'))}
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        ${add(rowRows("'keywords'", 'cast(new.keyword_id as text)', 'new.file_id'), upsert)}
      end if;
      return null;
    end $$`)
    .execute(db);
  await sql
    .raw(`create function vitrine_logical_tallies_custom() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        ${remove(rowRows("'custom:' || old.definition_id", 'old.value', 'old.file_id', "old.value <> ''"))}
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        ${add(rowRows("'custom:' || new.definition_id", 'new.value', 'new.file_id', "new.value <> ''"), upsert)}
      end if;
      return null;
    end $$`)
    .execute(db);
  // BEFORE DELETE: the file's keywords and custom values are still there (the cascade runs after the
  // row is gone). A BEFORE trigger must return the row for the delete to go on.
  await sql
    .raw(`create function vitrine_logical_tallies_files_delete() returns trigger language plpgsql as $$
    begin
      ${remove(fileRows(d, 'old'))}
      return old;
    end $$`)
    .execute(db);
  await sql
    .raw(`create trigger logical_tallies_files_insert after insert on files
      for each row execute function vitrine_logical_tallies_files()`)
    .execute(db);
  await sql
    .raw(`create trigger logical_tallies_files_update after update of ${TALLY_FILE_COLUMNS.join(', ')} on files
      for each row when (${changed('is distinct from')}) execute function vitrine_logical_tallies_files()`)
    .execute(db);
  await sql
    .raw(`create trigger logical_tallies_files_delete before delete on files
      for each row execute function vitrine_logical_tallies_files_delete()`)
    .execute(db);
  await sql
    .raw(`create trigger logical_tallies_keywords after insert or update or delete on file_keywords
      for each row execute function vitrine_logical_tallies_keywords()`)
    .execute(db);
  await sql
    .raw(`create trigger logical_tallies_custom after insert or update or delete on file_custom_metadata
      for each row execute function vitrine_logical_tallies_custom()`)
    .execute(db);
  await sql.raw(backfill(d)).execute(db);
}

export function logicalTalliesMigration(dialect: DialectName): Migration {
  return {
    up: (db: AnyDb) => (dialect === 'sqlite' ? sqliteUp(db) : postgresUp(db)),
    async down(db: AnyDb) {
      if (dialect === 'sqlite') {
        for (const name of [
          'files_insert',
          'files_update',
          'files_delete',
          'keywords_insert',
          'keywords_update',
          'keywords_delete',
          'custom_insert',
          'custom_update',
          'custom_delete',
        ]) {
          await sql.raw(`drop trigger if exists logical_tallies_${name}`).execute(db);
        }
      } else {
        for (const [name, table] of [
          ['files_insert', 'files'],
          ['files_update', 'files'],
          ['files_delete', 'files'],
          ['keywords', 'file_keywords'],
          ['custom', 'file_custom_metadata'],
        ]) {
          await sql.raw(`drop trigger if exists logical_tallies_${name} on ${table}`).execute(db);
        }
        for (const name of ['files', 'keywords', 'custom', 'files_delete']) {
          await sql.raw(`drop function if exists vitrine_logical_tallies_${name}()`).execute(db);
        }
      }
      await db.schema.dropTable('logical_tallies').ifExists().execute();
    },
  };
}
