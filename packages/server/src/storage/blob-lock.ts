// The blob guard across instances (storage/blob-guard.ts): several servers over one PostgreSQL
// database and one blob store keep blob writes and blob collection apart with one advisory lock of
// the database, taken shared by a write (from its put to the commit of the rows that reference its
// blobs) and exclusive by a collection's batch (deciding what nothing references and removing it).
// PostgreSQL queues a shared request behind a waiting exclusive one, so collections are not starved.
//
// The locks are session-level, each held on a connection of a small pool of their own: a writer
// holding one does its queries on the server's main pool, so a burst of writes can never take every
// connection the writes themselves need. A process that dies loses its sessions and so its locks.
import type { ClusterBlobLock } from './blob-guard';

/** "vitrineb" in ASCII, as a bigint: the blob lock's key (the migration lock is "vitrine"). */
export const BLOB_LOCK_KEY = 0x76697472696e6562n;

/** Lock holders at once per process; more wait for a connection of this pool. */
export const BLOB_LOCK_CONNECTIONS = 8;

export interface PostgresBlobLock extends ClusterBlobLock {
  close(): Promise<void>;
}

/** The blob lock over the PostgreSQL database at `url` (the server's DATABASE_URL). */
export async function openPostgresBlobLock(url: string): Promise<PostgresBlobLock> {
  const pg = await import('pg');
  const pool = new pg.default.Pool({ connectionString: url, max: BLOB_LOCK_CONNECTIONS });
  // A lock connection the database ends while idle is dropped and replaced (as the main pool's).
  pool.on('error', (error) => {
    console.warn(`vitrine: an idle PostgreSQL connection of the blob lock closed: ${error.message}`);
  });
  const key = BLOB_LOCK_KEY.toString();
  const hold = async <T>(mode: 'shared' | 'exclusive', work: () => Promise<T>): Promise<T> => {
    const [lock, unlock] =
      mode === 'shared'
        ? ['pg_advisory_lock_shared', 'pg_advisory_unlock_shared']
        : ['pg_advisory_lock', 'pg_advisory_unlock'];
    const client = await pool.connect();
    // A connection whose lock or unlock failed is not given back to the pool: it is ended, and the
    // session's lock with it.
    let broken: Error | undefined;
    try {
      try {
        await client.query(`select ${lock}($1::bigint)`, [key]);
      } catch (error) {
        broken = error as Error;
        throw error;
      }
      try {
        return await work();
      } finally {
        await client.query(`select ${unlock}($1::bigint)`, [key]).catch((error: Error) => {
          broken = error;
        });
      }
    } finally {
      client.release(broken);
    }
  };
  return {
    shared: (work) => hold('shared', work),
    exclusive: (work) => hold('exclusive', work),
    close: () => pool.end(),
  };
}
