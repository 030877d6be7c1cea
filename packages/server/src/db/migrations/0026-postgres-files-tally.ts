// Migration 0026_postgres_files_tally: a tally of every file on PostgreSQL (issue 16 point 4). A
// library's total (the count of a search with no criteria, the total beside the newest files) was a
// `count(*)` over every row (59 ms at a million files) and, for a viewer, every file less the hidden
// ones (127 ms: 132,000 hidden files counted). The logical views' tallies (migration 0006) already
// count files by folder, branding and expiry month for each view; the view 'files' (key '') counts
// every file once in its folder and once in folder 0, so search/tallies.ts answers any principal's
// total from a few hundred rows, with the same rules for grants and today's expiries as the views.
// PostgreSQL only: SQLite counts its files in milliseconds (counting.ts `hiddenCount`).
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
type AnyDb = Kysely<any>;

/** The tally view of every file (search/tallies.ts `TallyView` 'files'). */
export const FILES_TALLY_VIEW = 'files';

const KEY = 'view, folder_id, tally_key, on_brand, exp_month';

const expMonth = (f: string) =>
  `case when ${f}.expiration_date is null then '' else substr(${f}.expiration_date, 1, 7) end`;

/** The two tally rows of file `f`: in its folder and in folder 0. */
const rows = (f: string) =>
  `select '${FILES_TALLY_VIEW}', each_folder.id, '', ${f}.is_on_brand, ${expMonth(f)}
     from (values (${f}.folder_id), (0)) as each_folder (id)`;

export function postgresFilesTallyMigration(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      if (dialect !== 'postgres') return;
      await sql
        .raw(`create function vitrine_files_tally() returns trigger language plpgsql as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') then
            update logical_tallies set n = n - 1 where (${KEY}) in (${rows('old')});
            delete from logical_tallies where n = 0 and (${KEY}) in (${rows('old')});
          end if;
          if tg_op in ('INSERT', 'UPDATE') then
            insert into logical_tallies (${KEY}, n) select r.*, 1 from (${rows('new')}) r
              on conflict (${KEY}) do update set n = logical_tallies.n + 1;
          end if;
          return null;
        end $$`)
        .execute(db);
      await sql`create trigger files_tally_insert_delete after insert or delete on files
        for each row execute function vitrine_files_tally()`.execute(db);
      await sql`create trigger files_tally_update after update of folder_id, is_on_brand, expiration_date on files
        for each row when (old.folder_id is distinct from new.folder_id
          or old.is_on_brand is distinct from new.is_on_brand
          or old.expiration_date is distinct from new.expiration_date)
        execute function vitrine_files_tally()`.execute(db);
      await sql
        .raw(`insert into logical_tallies (${KEY}, n)
          select '${FILES_TALLY_VIEW}', each_folder.id, '', f.is_on_brand, ${expMonth('f')}, count(*)
            from files f cross join lateral (values (f.folder_id), (0)) as each_folder (id)
           group by each_folder.id, f.is_on_brand, ${expMonth('f')}`)
        .execute(db);
    },
    async down(db: AnyDb) {
      if (dialect !== 'postgres') return;
      await sql`drop trigger if exists files_tally_update on files`.execute(db);
      await sql`drop trigger if exists files_tally_insert_delete on files`.execute(db);
      await sql`drop function if exists vitrine_files_tally()`.execute(db);
      await sql.raw(`delete from logical_tallies where view = '${FILES_TALLY_VIEW}'`).execute(db);
    },
  };
}
