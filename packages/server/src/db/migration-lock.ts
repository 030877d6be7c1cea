// Migrations on start, one instance at a time (issue 16 point 6, docs/operations.md "Upgrades"). Every
// instance applies the pending migrations when it starts (db/database.ts openDatabase); when several
// start together on one PostgreSQL database, the first takes a session-level advisory lock, migrates and
// releases it, and the others wait for the lock, then find nothing left to apply.
//
// Kysely's Migrator takes an advisory lock of its own, but only after it has created its two
// bookkeeping tables with CREATE TABLE IF NOT EXISTS, which two sessions racing on an empty database
// can both try (one fails on pg_type's unique index); this lock is around the whole run.
//
// SQLite takes no lock here: one data directory is served by one server process (docs/operations.md).
// SQLite's file lock serialises each write (busy_timeout 5 s, db/database.ts), but Kysely runs SQLite
// migrations outside a transaction (its SQLite adapter reports no transactional DDL), so two processes
// started at the same moment on one file with a migration pending are NOT kept apart: the second may
// fail its start on a table the first just made. Several instances are a PostgreSQL setup.
import { type Kysely, sql } from 'kysely';
import type { DialectName } from './dialect';

/**
 * The advisory lock key of Vitrine's migrations: any constant the application's other locks do not
 * use (Kysely's own is 3853314791062309107). "vitrine" in ASCII, as a bigint.
 */
export const MIGRATION_LOCK_KEY = 0x76697472696e65n;

/**
 * Runs `migrate` holding the migration lock on PostgreSQL (on one connection of the pool, released
 * when it ends, also when it throws; a process that dies loses its session and so the lock). On
 * SQLite `migrate` runs as it is.
 */
export async function withMigrationLock<T>(
  // biome-ignore lint/suspicious/noExplicitAny: any schema; the lock only runs two functions.
  db: Kysely<any>,
  dialect: DialectName,
  migrate: () => Promise<T>,
): Promise<T> {
  if (dialect !== 'postgres') return migrate();
  const key = sql.raw(MIGRATION_LOCK_KEY.toString());
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      return await migrate();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}
