// Answers computed from the whole library (the logical views' counts, a search's total), kept until
// anything in the database changes. On a large library these aggregations read every visible row
// (hundreds of milliseconds at a million files, tests/bench/search.bench.ts), while the tree asks
// the same branches on every page load and every page of a search asks the same count.
//
// "Anything changed" is the database's own bookkeeping, read in one statement. SQLite:
// total_changes() counts every row this connection (the server's only one) inserted, updated or
// deleted, triggers included; PRAGMA data_version changes when another connection (a second process,
// a console) commits. PostgreSQL: pg_current_wal_insert_lsn(), the position in the write-ahead log, moves
// with every write any connection makes (every instance over the database, so an answer cached on
// one is dropped when another writes; issue 16). Any write clears the cache, which is coarse and
// always safe. Keys carry everything else an answer depends on: what the user may see (auth/visibility.ts
// scopes) and the day (expiry).
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../db/dialect';
import type { Database } from '../db/schema';

/** Entries kept per database; the least recently used goes first. */
export const RESULT_CACHE_LIMITS = {
  entries: 200,
  /** Answers longer than this (a title view of a large library) are not kept. */
  rows: 20_000,
} as const;

export interface ResultCache {
  /** The cached answer for `key`, or `compute()`'s, kept while the database does not change. */
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

interface State {
  token: string | null;
  entries: Map<string, unknown>;
}

const states = new WeakMap<object, State>();

async function changeToken(db: Kysely<Database>, dialect: DialectName): Promise<string | null> {
  if (dialect === 'postgres') {
    try {
      const { rows } = await sql<{ lsn: string }>`select pg_current_wal_insert_lsn()::text as lsn`.execute(db);
      return rows[0]?.lsn ?? null;
    } catch {
      // A server in recovery (a read replica) has no current position: nothing is kept.
      return null;
    }
  }
  const { rows } = await sql<{ changes: number; version: number }>`
    select total_changes() as changes, (select data_version from pragma_data_version) as version`.execute(db);
  const row = rows[0];
  return `${row?.changes ?? ''}:${row?.version ?? ''}`;
}

/** The cache of one database. */
export function resultCacheFor(db: Kysely<Database>, dialect: DialectName): ResultCache {
  let state = states.get(db);
  if (!state) {
    state = { token: null, entries: new Map() };
    states.set(db, state);
  }
  const own = state;
  return {
    async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      // The token read before computing: a write during the computation changes it, and the next
      // read clears what this one stores.
      const token = await changeToken(db, dialect);
      if (token === null) return compute();
      if (token !== own.token) {
        own.entries.clear();
        own.token = token;
      }
      if (own.entries.has(key)) {
        const value = own.entries.get(key) as T;
        own.entries.delete(key);
        own.entries.set(key, value);
        return value;
      }
      const value = await compute();
      if (own.token === token && !(Array.isArray(value) && value.length > RESULT_CACHE_LIMITS.rows)) {
        own.entries.set(key, value);
        if (own.entries.size > RESULT_CACHE_LIMITS.entries) {
          own.entries.delete(own.entries.keys().next().value as string);
        }
      }
      return value;
    },
  };
}
