// The result cache on PostgreSQL (cache.ts; the server-pg project only): an answer is reused while
// the write-ahead log's position stays, and dropped when any connection writes, another instance's
// included (issue 16: several instances over one database).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../db/database';
import { freshPostgresDatabase, type TestPostgresDatabase } from '../testing/postgres';
import { type ResultCache, resultCacheFor } from './cache';

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

/**
 * Whether an answer of `key` comes back from the cache: asked twice, the second time without
 * computing. The position is the whole cluster's, and the other test files of the run write to the
 * same cluster: a write of theirs between the two asks moves it, so a few tries are allowed. A cache
 * that never reuses answers fails every try.
 */
async function reused(
  cache: ResultCache,
  key: string,
  compute: () => Promise<unknown>,
  calls: { n: number },
) {
  for (let attempt = 0; attempt < 10; attempt++) {
    await cache.get(key, compute);
    const before = calls.n;
    await cache.get(key, compute);
    if (calls.n === before) return true;
  }
  return false;
}

describe('result cache (PostgreSQL)', () => {
  it('reuses an answer until this instance writes, then until another instance writes', async () => {
    const cache = resultCacheFor(one.db, 'postgres');
    const { calls, compute } = counter(['a']);
    expect(await cache.get('k', compute)).toEqual(['a']);
    expect(await reused(cache, 'k', compute, calls)).toBe(true);

    // A write of this instance drops it: the next ask computes.
    let before = calls.n;
    await one.db.insertInto('settings').values({ key: 'x', value: '1' }).execute();
    await cache.get('k', compute);
    expect(calls.n).toBe(before + 1);
    expect(await reused(cache, 'k', compute, calls)).toBe(true);

    // Another instance (its own connection pool over the same database) writes: dropped here too.
    before = calls.n;
    await other.db.insertInto('settings').values({ key: 'y', value: '2' }).execute();
    await cache.get('k', compute);
    expect(calls.n).toBe(before + 1);
  });

  it('a write while an answer is computed keeps that answer out of the cache', async () => {
    const cache = resultCacheFor(one.db, 'postgres');
    const calls = { n: 0 };
    const compute = async () => {
      calls.n++;
      if (calls.n === 1)
        await other.db.insertInto('settings').values({ key: 'during', value: '1' }).execute();
      return calls.n;
    };
    expect(await cache.get('k', compute)).toBe(1);
    expect(await cache.get('k', compute)).toBe(2);
    // The answer computed after the write is kept.
    expect(await reused(cache, 'k', compute, calls)).toBe(true);
  });
});
