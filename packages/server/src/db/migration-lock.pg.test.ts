// Migrations on start under an advisory lock (db/migration-lock.ts, docs/operations.md "Upgrades"), on
// a real PostgreSQL (the server-pg project): instances started at once on one empty database all
// start, and the migrations are applied once; a start waits while another holds the lock.
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, type TestPostgresDatabase } from '../testing/postgres';
import { type OpenDatabase, openDatabase } from './database';
import { MIGRATION_LOCK_KEY } from './migration-lock';
import { appliedMigrations, migrations } from './migrations';

let database: TestPostgresDatabase | undefined;
const opened: OpenDatabase[] = [];

afterEach(async () => {
  for (const one of opened.splice(0)) await one.close();
  await database?.drop();
  database = undefined;
});

/** How many times each migration name is recorded. */
async function recordedNames(db: OpenDatabase['db']): Promise<Map<string, number>> {
  const rows = await sql<{ name: string; n: number }>`
    select name, count(*)::int as n from kysely_migration group by name`.execute(db);
  return new Map(rows.rows.map((row) => [row.name, row.n]));
}

describe('migrations on start (PostgreSQL)', () => {
  it('three instances opening one empty database at once all start, and every migration is applied once', async () => {
    database = await freshPostgresDatabase({ migrated: false });
    const url = database.url;
    const results = await Promise.allSettled([1, 2, 3].map(() => openDatabase({ postgresUrl: url })));
    for (const result of results) if (result.status === 'fulfilled') opened.push(result.value);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const expected = Object.keys(migrations('postgres')).sort();
    for (const one of opened) expect(await appliedMigrations(one.db)).toEqual(expected);
    const recorded = await recordedNames(opened[0]?.db as OpenDatabase['db']);
    expect([...recorded.keys()].sort()).toEqual(expected);
    expect([...recorded.values()].every((count) => count === 1)).toBe(true);
    // Nothing holds the lock afterwards (in this database: other test files migrate their own at
    // the same time, under the same key).
    const locks = await sql<{ n: number }>`
      select count(*)::int as n from pg_locks where locktype = 'advisory'
        and database = (select oid from pg_database where datname = current_database())`.execute(
      opened[0]?.db as OpenDatabase['db'],
    );
    expect(locks.rows[0]?.n).toBe(0);
  });

  it('a start waits while another session holds the migration lock, then migrates', async () => {
    database = await freshPostgresDatabase({ migrated: false });
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query(`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
      let settled = false;
      const starting = openDatabase({ postgresUrl: database.url }).finally(() => {
        settled = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(settled).toBe(false);
      // Not a single table made while it waited (Kysely's bookkeeping tables included).
      const tables = await holder.query(
        `select count(*)::int as n from pg_tables where schemaname = 'public'`,
      );
      expect(tables.rows[0].n).toBe(0);
      await holder.query(`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
      const started = await starting;
      opened.push(started);
      expect(await appliedMigrations(started.db)).toEqual(Object.keys(migrations('postgres')).sort());
    } finally {
      await holder.end();
    }
  });
});
