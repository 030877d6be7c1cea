// Migration 0025_postgres_tally_sums: the logical views' tallies read from their index alone on
// PostgreSQL (issue 16 point 4). A logical view or a logical node's count sums a view's rows for the
// folders a user sees (search/tallies.ts); PostgreSQL read each row from the table, scattered over
// thousands of pages by the triggers' writes: 102 ms for the 39,951 keyword rows of every folder at a
// million files. The primary key now carries `n` (INCLUDE), so the sum is an index-only scan: 11 ms
// (custom values 124 → 22 ms, dates 65 → 7 ms, the keywords of one user's 51 folders 91 → 21 ms;
// EXPLAIN ANALYZE on the benchmark's library). The price: a tally's update is no longer a
// heap-only update (its index holds `n`), one more index entry per write. SQLite's table is its
// primary key already (`without rowid`, migration 0006): nothing changes there.
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
type AnyDb = Kysely<any>;

const KEY = 'view, folder_id, tally_key, on_brand, exp_month';

export function postgresTallySumsMigration(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      if (dialect !== 'postgres') return;
      await sql
        .raw(`alter table logical_tallies drop constraint logical_tallies_pkey,
          add constraint logical_tallies_pkey primary key (${KEY}) include (n)`)
        .execute(db);
    },
    async down(db: AnyDb) {
      if (dialect !== 'postgres') return;
      await sql
        .raw(`alter table logical_tallies drop constraint logical_tallies_pkey,
          add constraint logical_tallies_pkey primary key (${KEY})`)
        .execute(db);
    },
  };
}
