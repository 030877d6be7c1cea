// Migration 0008_text_index: the SQLite full-text index made again with a column `flags`, which holds
// a file's folders and what hides it from some users (search/flags.ts) and which no search text reaches
// (search/text-index.ts puts every user expression on the other columns): a text searched in a folder, by
// a user granted some folders, or counted for a viewer is one query of the index. FTS5 tables take
// no new column, so the table and its triggers are made again and every file is indexed again (16 s
// at a million files). The triggers also follow a file's folder, expiration date and branding
// status, and a folder's path (a move re-indexes the files below it). search/tallies.test.ts compares the
// index, word by word and position by position, with one built from scratch through 600 random
// writes.
// PostgreSQL: nothing (its counts read the files).
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sqliteFlags } from '../../search/flags';
import type { DialectName } from '../dialect';
import { createSqliteTextIndex, dropSqliteTextIndex } from './0002-search';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
type AnyDb = Kysely<any>;

/** The indexed columns, in FTS_COLUMNS order (search/text-index.ts), then the flags. */
export const TEXT_INDEX_COLUMNS = 'file_name, title, author, subject, description, keywords, custom, flags';

/** What the index holds of the file row `file`: the text of each column (custom values in definition order). */
export const textIndexDocument = (file: string) =>
  `${file}.file_name, ${file}.title, ${file}.author, ${file}.subject, ${file}.description, ${file}.keywords, ` +
  `(select group_concat(value, ' ' order by definition_id) from file_custom_metadata where file_id = ${file}.id), ` +
  sqliteFlags(file);

/** The FTS5 table of the index, named `name` (search/tallies.test.ts builds one from scratch to compare). */
export const createTextIndexTable = (name: string) => `create virtual table ${name} using fts5(
    ${TEXT_INDEX_COLUMNS},
    content = '', contentless_delete = 1,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
  )`;

/** Indexes the file `id` (an SQL expression) again: nothing when it no longer exists. */
const refresh = (id: string) => `
    delete from files_fts where rowid = ${id};
    insert into files_fts (rowid, ${TEXT_INDEX_COLUMNS}) select f.id, ${textIndexDocument('f')} from files f where f.id = ${id};`;

/** What a file's row is made from on `files`. */
const WATCHED =
  'file_name, title, author, subject, description, keywords, expiration_date, is_on_brand, folder_id';

const TRIGGERS = [
  `create trigger files_fts_insert after insert on files begin
     insert into files_fts (rowid, ${TEXT_INDEX_COLUMNS}) values (new.id, ${textIndexDocument('new')});
   end`,
  `create trigger files_fts_update after update of ${WATCHED} on files begin ${refresh('new.id')} end`,
  `create trigger files_fts_delete after delete on files begin delete from files_fts where rowid = old.id; end`,
  `create trigger file_custom_metadata_fts_insert after insert on file_custom_metadata begin ${refresh('new.file_id')} end`,
  `create trigger file_custom_metadata_fts_update after update on file_custom_metadata begin
     ${refresh('old.file_id')}
     ${refresh('new.file_id')}
   end`,
  `create trigger file_custom_metadata_fts_delete after delete on file_custom_metadata begin ${refresh('old.file_id')} end`,
  // A moved folder's path changes, and each folder below it (folders.ts moveFolder): its files' words.
  `create trigger folders_fts_path after update of path on folders begin
     delete from files_fts where rowid in (select id from files where folder_id = new.id);
     insert into files_fts (rowid, ${TEXT_INDEX_COLUMNS}) select f.id, ${textIndexDocument('f')} from files f where f.folder_id = new.id;
   end`,
];

export function textIndexMigration(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      if (dialect !== 'sqlite') return;
      await dropSqliteTextIndex(db);
      await sql.raw(createTextIndexTable('files_fts')).execute(db);
      for (const trigger of TRIGGERS) await sql.raw(trigger).execute(db);
      await sql
        .raw(
          `insert into files_fts (rowid, ${TEXT_INDEX_COLUMNS}) select f.id, ${textIndexDocument('f')} from files f`,
        )
        .execute(db);
    },
    async down(db: AnyDb) {
      if (dialect !== 'sqlite') return;
      await dropSqliteTextIndex(db);
      await createSqliteTextIndex(db);
    },
  };
}
