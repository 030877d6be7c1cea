// The result cache on PostgreSQL (cache.ts; the server-pg project only): an answer is reused while
// the write-ahead log's position stays, and dropped when any connection writes, another instance's
// included (issue 16: several instances over one database).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../db/database';
import { freshPostgresDatabase, type TestPostgresDatabase } from '../testing/postgres';
import { resultCacheFor } from './cache';

let database: TestPostgresDatabase;
let one: OpenDatabase;
let other: OpenDatabase;

beforeEach(async () => {
  database = await freshPostgresDatabase();
  one = await openDatabase({ postgresUrl: database.url });
  other = await openDatabase({ postgresUrl: database.url });
});
afterEach(async () => {
  await one.close();
  await other.close();
  await database.drop();
});

function counter<T>(value: T) {
  const calls = { n: 0 };
  return {
    calls,
    compute: async () => {
      calls.n++;
      return value;
    },
  };
}

describe('result cache (PostgreSQL)', () => {
  it('reuses an answer until this instance writes, then until another instance writes', async () => {
    const cache = resultCacheFor(one.db, 'postgres');
    const { calls, compute } = counter(['a']);
    expect(await cache.get('k', compute)).toEqual(['a']);
    expect(await cache.get('k', compute)).toEqual(['a']);
    expect(calls.n).toBe(1);

    await one.db.insertInto('settings').values({ key: 'x', value: '1' }).execute();
    await cache.get('k', compute);
    expect(calls.n).toBe(2);
    await cache.get('k', compute);
    expect(calls.n).toBe(2);

    // Another instance (its own connection pool over the same database) writes: dropped here too.
    await other.db.insertInto('settings').values({ key: 'y', value: '2' }).execute();
    await cache.get('k', compute);
    expect(calls.n).toBe(3);
  });

  it('a write while an answer is computed keeps that answer out of the cache', async () => {
    const cache = resultCacheFor(one.db, 'postgres');
    let n = 0;
    const compute = async () => {
      n++;
      if (n === 1) await other.db.insertInto('settings').values({ key: 'during', value: '1' }).execute();
      return n;
    };
    expect(await cache.get('k', compute)).toBe(1);
    expect(await cache.get('k', compute)).toBe(2);
    expect(await cache.get('k', compute)).toBe(2);
  });
});
