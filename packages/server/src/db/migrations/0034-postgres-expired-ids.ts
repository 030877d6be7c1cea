// Migration 0034_postgres_expired_ids: the ids of expired files from an index alone on PostgreSQL
// (issue 16 point 4). A viewer's page of a custom field's sort (search/paging.ts) walks the field's
// index and leaves out the files hidden from them, hashed once from their ids (search/counting.ts
// `hiddenIds`): the off-brand ones come from files_off_brand (migration 0007, which holds the id),
// the expired ones from this index, without a visit of each expired file's row (4,912 table pages
// at 100,000 files). SQLite's `files (expiration_date)` holds the rowid already. PostgreSQL only.
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
type AnyDb = Kysely<any>;

export function postgresExpiredIdsMigration(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      if (dialect !== 'postgres') return;
      await sql
        .raw('create index if not exists files_expiration_ids on files (expiration_date) include (id)')
        .execute(db);
    },
    async down(db: AnyDb) {
      if (dialect !== 'postgres') return;
      await sql.raw('drop index if exists files_expiration_ids').execute(db);
    },
  };
}
