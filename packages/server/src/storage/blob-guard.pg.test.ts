// The blob guard across processes (blob-guard.ts + blob-lock.ts; the server-pg project only): two
// servers over one PostgreSQL database each have a guard of their own, kept apart through the
// database's advisory lock: a collection on one waits for a write under way on the other, and a
// write that starts on the other during a collection waits for it (issue 16: several instances).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../db/database';
import { freshPostgresDatabase, type TestPostgresDatabase } from '../testing/postgres';
import { shareBlobGuard, whileCollectingBlobs, whileWritingBlobs } from './blob-guard';
import { openPostgresBlobLock, type PostgresBlobLock } from './blob-lock';
import { LocalBlobStore } from './blob-store';

let database: TestPostgresDatabase;
let observer: OpenDatabase;
let dir: string;
const locks: PostgresBlobLock[] = [];

/** A blob store of "another instance": its own store object (its own guard) and its own lock. */
async function instance(): Promise<LocalBlobStore> {
  const store = new LocalBlobStore(join(dir, 'blobs'), join(dir, 'tmp'));
  const lock = await openPostgresBlobLock(database.url);
  locks.push(lock);
  shareBlobGuard(store, lock);
  return store;
}

/** Lock requests waiting in the database (an advisory lock not granted yet). */
async function waitingLocks(): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`.execute(observer.db);
  return rows[0]?.n ?? 0;
}

function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

beforeEach(async () => {
  database = await freshPostgresDatabase();
  observer = await openDatabase({ postgresUrl: database.url });
  dir = await mkdtemp(join(tmpdir(), 'vitrine-blob-guard-pg-'));
});
afterEach(async () => {
  for (const lock of locks.splice(0)) await lock.close();
  await observer.close();
  await database.drop();
  await rm(dir, { recursive: true, force: true });
});

describe('the blob guard across instances (PostgreSQL advisory lock)', () => {
  it('a collection on one instance waits for a write under way on another', async () => {
    const a = await instance();
    const b = await instance();
    const events: string[] = [];
    const writing = gate();
    const writeStarted = gate();
    const write = whileWritingBlobs(b, async () => {
      events.push('write starts');
      writeStarted.open();
      await writing.opened;
      events.push('write ends');
    });
    await writeStarted.opened;
    const collection = whileCollectingBlobs(a, async () => {
      events.push('collection');
    });
    // The collection's exclusive request waits in the database for the write's shared lock.
    await expect.poll(waitingLocks).toBe(1);
    expect(events).toEqual(['write starts']);
    writing.open();
    await Promise.all([write, collection]);
    expect(events).toEqual(['write starts', 'write ends', 'collection']);
  });

  it('a write that starts on another instance during a collection waits for it', async () => {
    const a = await instance();
    const b = await instance();
    const events: string[] = [];
    const collecting = gate();
    const collectionStarted = gate();
    const collection = whileCollectingBlobs(a, async () => {
      events.push('collection starts');
      collectionStarted.open();
      await collecting.opened;
      events.push('collection ends');
    });
    await collectionStarted.opened;
    const write = whileWritingBlobs(b, async () => {
      events.push('write');
    });
    await expect.poll(waitingLocks).toBe(1);
    expect(events).toEqual(['collection starts']);
    collecting.open();
    await Promise.all([collection, write]);
    expect(events).toEqual(['collection starts', 'collection ends', 'write']);
  });

  it('writes on several instances run together; a failing write releases the lock', async () => {
    const a = await instance();
    const b = await instance();
    const both = gate();
    let inside = 0;
    let most = 0;
    const write = (store: LocalBlobStore) =>
      whileWritingBlobs(store, async () => {
        inside++;
        most = Math.max(most, inside);
        if (inside === 2) both.open();
        await both.opened;
        inside--;
      });
    await Promise.all([write(a), write(b)]);
    expect(most).toBe(2);
    await expect(
      whileWritingBlobs(a, async () => {
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    // Nothing is left holding the lock: a collection on the other instance runs at once.
    await expect(whileCollectingBlobs(b, async () => 'collected')).resolves.toBe('collected');
  });
});
