// Opening the database: SQLite (better-sqlite3, one file in the data directory, WAL, foreign keys on)
// by default, PostgreSQL when the configuration gives a postgres:// URL. Both go through the same
// typed Kysely layer and the same migrations (docs/scaling.md).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { DialectName } from './dialect';
import { withMigrationLock } from './migration-lock';
import { codeMigrationProvider } from './migrations';
import type { Database } from './schema';

/** Where the data lives: a SQLite file (or ':memory:'), or a PostgreSQL connection string. */
export type DatabaseLocation = { sqliteFile: string } | { postgresUrl: string };

export interface OpenDatabase {
  readonly db: Kysely<Database>;
  readonly dialect: DialectName;
  /** Closes the connections (and the SQLite file). */
  close(): Promise<void>;
}

/** Picks the location from a DATABASE_URL-like value: postgres:// or postgresql:// selects PostgreSQL. */
export function databaseLocation(
  databaseUrl: string | undefined,
  defaultSqliteFile: string,
): DatabaseLocation {
  if (databaseUrl && /^postgres(ql)?:\/\//i.test(databaseUrl)) return { postgresUrl: databaseUrl };
  if (databaseUrl?.startsWith('sqlite:')) return { sqliteFile: databaseUrl.slice('sqlite:'.length) };
  if (databaseUrl) throw new Error(`DATABASE_URL must be postgres://… or sqlite:<file>, not ${databaseUrl}`);
  return { sqliteFile: defaultSqliteFile };
}

/** SQLite's page cache per connection, in KiB (cache_size takes a negative number for KiB). */
export const SQLITE_CACHE_KIB = 64 * 1024;
/** How much of the database file SQLite reads through a memory map (mmap_size). */
export const SQLITE_MMAP_BYTES = 1024 * 1024 * 1024;

/** Opens a SQLite file with the pragmas the server relies on. */
export function openSqliteFile(file: string): BetterSqlite3.Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  // WAL: readers never wait for the writer; NORMAL sync is safe with WAL (no corruption, at most the
  // last transactions lost on power loss).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Search reads large parts of a big library (counts, sorts, logical views): a 64 MiB page cache
  // instead of SQLite's 2 MiB, and the file read through a memory map of up to 1 GiB (pages the OS
  // already caches are read in place, without a copy per page). Halved the CPU time of a folder
  // sorted by name and of a date-range page at 100,000 files (search/README.md "Figures").
  sqlite.pragma(`cache_size = ${-SQLITE_CACHE_KIB}`);
  sqlite.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
  return sqlite;
}

/** Opens the database and applies every pending migration (db/migrations/). */
export async function openDatabase(location: DatabaseLocation): Promise<OpenDatabase> {
  let opened: OpenDatabase;
  if ('sqliteFile' in location) {
    const sqlite = openSqliteFile(location.sqliteFile);
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    opened = { db, dialect: 'sqlite', close: () => db.destroy() };
  } else {
    // Loaded only when asked for: the SQLite default needs no PostgreSQL driver at run time.
    const pg = await import('pg');
    // int8 (counts, file sizes) as numbers, like SQLite; sizes stay far below 2^53.
    pg.default.types.setTypeParser(20, (value: string) => Number(value));
    const pool = new pg.default.Pool({ connectionString: location.postgresUrl });
    // A connection the database ends while it sits idle in the pool (a restart, a failover, an
    // administrator) is dropped by the pool and the next query opens another: without a listener
    // its 'error' event would end the whole process.
    pool.on('error', (error) => {
      console.warn(`vitrine: an idle PostgreSQL connection closed: ${error.message}`);
    });
    pool.on('connect', (client) => keepNulBytes(client));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    opened = { db, dialect: 'postgres', close: () => db.destroy() };
  }
  // One instance at a time on PostgreSQL (db/migration-lock.ts); the others wait, then find none pending.
  await withMigrationLock(opened.db, opened.dialect, () => migrateToLatest(opened.db, opened.dialect));
  return opened;
}

// PostgreSQL's text cannot hold U+0000, which SQLite stores and a metadata value may contain (a NUL
// round-trips, handlers/security.test.ts). On PostgreSQL the driver writes U+0000 as U+E000 U+E001 and
// U+E000 (a private-use character) as U+E000 U+E000, in every string parameter, and reads them back
// in every string of the answers (docs/decisions.md "PostgreSQL: a NUL in text").
const ESCAPED = /\ue000([\ue000\ue001])/g;

/** A string as PostgreSQL stores it (see above); other values as they are. */
export function encodeNul(value: unknown): unknown {
  if (typeof value !== 'string' || !(value.includes('\u0000') || value.includes('\ue000'))) return value;
  return value.replaceAll('\ue000', '\ue000\ue000').replaceAll('\u0000', '\ue000\ue001');
}

/** A string as PostgreSQL answered it, back to what was written. */
export function decodeNul(value: unknown): unknown {
  if (typeof value !== 'string' || !value.includes('\ue000')) return value;
  return value.replace(ESCAPED, (_, c: string) => (c === '\ue001' ? '\u0000' : '\ue000'));
}

interface QueryingClient {
  query: (...args: never[]) => unknown;
}

/** Wraps a pg client's query(text, values) with encodeNul / decodeNul (cursors go through as they are). */
function keepNulBytes(client: QueryingClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const [text, values] = args;
    if (typeof text !== 'string' || !Array.isArray(values) || typeof args[2] === 'function')
      return query(...args);
    return (query(text, values.map(encodeNul)) as Promise<{ rows: Record<string, unknown>[] }>).then(
      (result) => {
        for (const row of result.rows ?? []) {
          for (const key of Object.keys(row)) row[key] = decodeNul(row[key]);
        }
        return result;
      },
    );
  }) as QueryingClient['query'];
}

/** Applies the migrations not applied yet; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>, dialect: DialectName): Promise<string[]> {
  const migrator = new Migrator({ db, provider: codeMigrationProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${cause.message}`, { cause });
  }
  return (results ?? []).map((r) => r.migrationName);
}
