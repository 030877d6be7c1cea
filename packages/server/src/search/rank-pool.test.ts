// The rank pool (rank-pool.ts): a relevance page ranked in shares by worker threads is the page
// ranked on one thread (spec 000 §3 sort option 4), for every principal and page; a worker that
// cannot start leaves its share to the main thread, and the answer stays the same.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRandom } from '@vitrine/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../auth/permissions';
import { type OpenDatabase, openDatabase } from '../db/database';
import { insertFolder } from '../library/folders';
import { addFile, principalWith } from '../testing/files';
import { resolveCriteria } from './criteria';
import { runSearch, type SearchScope } from './query';
import { RankPool } from './rank-pool';
import { sqliteTextIndex } from './text-index';

let dir = '';
let database: OpenDatabase;
let folderPath = '';
const pools: RankPool[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitrine-rank-'));
  database = await openDatabase({ sqliteFile: join(dir, 'vitrine.sqlite') });
  const db = database.db;
  const now = new Date(2026, 0, 1);
  const a = await insertFolder(db, { name: 'A', parent: null, now });
  const b = await insertFolder(db, { name: 'B', parent: null, now });
  folderPath = a.path;
  const words = ['harbour', 'boats', 'night', 'dawn', 'meadow', 'sea'];
  const random = createRandom(3);
  const next = (n: number) => random.int(0, n - 1);
  const phrase = (n: number) => Array.from({ length: n }, () => words[next(words.length)]).join(' ');
  for (let i = 0; i < 400; i++) {
    await addFile(db, {
      folderId: next(2) === 0 ? a.id : b.id,
      name: `${phrase(1)}-${i}.jpg`,
      title: phrase(1 + next(3)),
      description: phrase(next(6)),
      keywords: [phrase(1)],
      addedAt: new Date(Date.UTC(2025, 0, 1 + next(30))).toISOString(),
      expirationDate: next(10) === 0 ? '2025-06-01' : null,
      isOnBrand: next(10) !== 0,
    });
  }
});

afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

const principals = (): [string, Principal][] => [
  ['super admin', principalWith([], true)],
  [
    'viewer',
    principalWith([{ permissions: new Set(['download']), folderPath: null, setPath: null, groupId: null }]),
  ],
  [
    'folder A',
    principalWith([{ permissions: new Set(['download']), folderPath, setPath: null, groupId: null }]),
  ],
];

async function pages(rankPool: RankPool | null) {
  const answers: unknown[] = [];
  for (const [, principal] of principals()) {
    const scope: SearchScope = {
      db: database.db,
      principal,
      now: new Date(2026, 5, 15),
      textIndex: sqliteTextIndex,
      dialect: 'sqlite',
      cache: null,
      rankPool,
    };
    for (const text of ['harbour', 'harbour night', 'sea', 'meadow dawn boats']) {
      for (const [itemsOnPage, currentPage] of [
        [10, 1],
        [10, 4],
        [48, 2],
      ] as const) {
        const page = await runSearch(scope, resolveCriteria({ text, itemsOnPage, currentPage }));
        answers.push({ total: page.total, ids: page.rows.map((row) => row.id) });
      }
    }
  }
  return answers;
}

describe('ranking in shares on worker threads', { timeout: 60_000 }, () => {
  it('answers the pages ranked on one thread, and the workers ranked shares', async () => {
    const single = await pages(null);
    const pool = new RankPool({ file: join(dir, 'vitrine.sqlite'), threads: 2, minFiles: 0 });
    pools.push(pool);
    expect(await pages(pool)).toEqual(single);
    expect(pool.shared).toBeGreaterThan(30);
    // Pages hold files: the comparison is not of empty lists.
    expect(single.filter((answer) => (answer as { ids: number[] }).ids.length > 0).length).toBeGreaterThan(
      20,
    );
  });

  it('ranks a share here when its worker cannot open the library', async () => {
    const single = await pages(null);
    const broken = new RankPool({ file: join(dir, 'missing.sqlite'), threads: 1, minFiles: 0 });
    pools.push(broken);
    expect(await pages(broken)).toEqual(single);
  });

  it('leaves a small library to one thread', async () => {
    const pool = new RankPool({ file: join(dir, 'vitrine.sqlite'), threads: 1 });
    pools.push(pool);
    await pages(pool);
    expect(pool.shared).toBe(0);
    expect(pool.started).toBe(false);
  });
});
