// The result cache (cache.ts): an answer is reused only while nothing in the database changed, by
// this connection (triggers included) or by another one; keys keep users and days apart.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase, openSqliteFile } from '../db/database';
import type { Database } from '../db/schema';
import { RESULT_CACHE_LIMITS, resultCacheFor } from './cache';

let dir: string;
let database: OpenDatabase;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitrine-cache-test-'));
  database = await openDatabase({ sqliteFile: join(dir, 'vitrine.sqlite') });
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

/** A computation that counts its calls. */
function counter<T>(value: T) {
  const calls = { n: 0 };
  const compute = async () => {
    calls.n++;
    return value;
  };
  return { calls, compute };
}

describe('result cache', () => {
  it('reuses an answer until this connection writes anything', async () => {
    const cache = resultCacheFor(database.db, 'sqlite');
    const { calls, compute } = counter(['a']);
    expect(await cache?.get('k', compute)).toEqual(['a']);
    expect(await cache?.get('k', compute)).toEqual(['a']);
    expect(calls.n).toBe(1);
    await database.db.insertInto('settings').values({ key: 'x', value: '1' }).execute();
    await cache?.get('k', compute);
    expect(calls.n).toBe(2);
    // Keys are apart: another key computes its own.
    await cache?.get('other', compute);
    expect(calls.n).toBe(3);
  });

  it('forgets everything when another connection commits (PRAGMA data_version)', async () => {
    const cache = resultCacheFor(database.db, 'sqlite');
    const { calls, compute } = counter(1);
    await cache?.get('k2', compute);
    await cache?.get('k2', compute);
    expect(calls.n).toBe(1);
    const other = openSqliteFile(join(dir, 'vitrine.sqlite'));
    other.prepare("insert into settings (key, value) values ('y', '2')").run();
    other.close();
    await cache?.get('k2', compute);
    expect(calls.n).toBe(2);
  });

  it('keeps one cache per database, none for PostgreSQL, and not the longest answers', async () => {
    const second = new Kysely<Database>({
      dialect: new SqliteDialect({ database: openSqliteFile(':memory:') }),
    });
    const { calls, compute } = counter('v');
    await resultCacheFor(database.db, 'sqlite')?.get('shared-key', compute);
    await resultCacheFor(second, 'sqlite')?.get('shared-key', compute);
    expect(calls.n).toBe(2);
    await second.destroy();

    const long = counter(Array.from({ length: RESULT_CACHE_LIMITS.rows + 1 }, (_, i) => i));
    const cache = resultCacheFor(database.db, 'sqlite');
    await cache?.get('long', long.compute);
    await cache?.get('long', long.compute);
    expect(long.calls.n).toBe(2);
  });

  it('drops the least recently used entry beyond its size', async () => {
    const cache = resultCacheFor(database.db, 'sqlite');
    await sql`select 1`.execute(database.db);
    const { calls, compute } = counter(0);
    for (let i = 0; i <= RESULT_CACHE_LIMITS.entries; i++) await cache?.get(`entry-${i}`, compute);
    const before = calls.n;
    await cache?.get(`entry-${RESULT_CACHE_LIMITS.entries}`, compute);
    expect(calls.n).toBe(before);
    await cache?.get('entry-0', compute);
    expect(calls.n).toBe(before + 1);
  });
});
