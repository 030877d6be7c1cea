// PostgreSQL's text index with flags (migration 0022, search/text-index.ts) and its tally of every
// file (migration 0026, a search without criteria): a text searched by a
// user granted some folders, in a selected folder (with or without its subfolders), or counted for a
// viewer (less what is hidden from them: expired, off-brand, odd expiration dates) answers from the
// index what the filter-first plan reads from the files (spec 000 §3, §4, §6), on days around the
// dates, and again after files and folders move and change.
import { createRandom } from '@vitrine/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../auth/permissions';
import { type OpenDatabase, openDatabase } from '../db/database';
import type { FolderRow } from '../db/schema';
import { insertFolder, moveFolder } from '../library/folders';
import { addFile, principalWith } from '../testing/files';
import { freshPostgresDatabase, type TestPostgresDatabase } from '../testing/postgres';
import { resolveCriteria, type SearchCriteria } from './criteria';
import { countSearch, runSearch, type SearchScope } from './query';
import { postgresTextIndex } from './text-index';

let database: TestPostgresDatabase;
let opened: OpenDatabase;
const folders: Record<'a' | 'a1' | 'b', FolderRow> = {} as never;
const NOW = new Date(2026, 0, 1);

const DATES = [
  null,
  '2026-06-14',
  '2026-06-15',
  '2026-06-15T23:59:59',
  '2026-06-16',
  '2019-12-31',
  '2099-12-31',
  '',
  'soon',
];
const DAYS = [new Date(2026, 5, 14, 23, 30), new Date(2026, 5, 15, 0, 10), new Date(2030, 0, 1, 12)];
// '': no text, every file (the tally of every file, migration 0026).
const TEXTS = ['', 'harbour', 'meadow', 'har', 'harbour meadow', 'offbrand', 'xf1'];

beforeAll(async () => {
  database = await freshPostgresDatabase();
  opened = await openDatabase({ postgresUrl: database.url });
  const db = opened.db;
  folders.a = await insertFolder(db, { name: 'A', parent: null, now: NOW });
  folders.a1 = await insertFolder(db, { name: 'A1', parent: folders.a, now: NOW });
  folders.b = await insertFolder(db, { name: 'B', parent: null, now: NOW });
  const random = createRandom(20261128);
  for (let n = 0; n < 90; n++) {
    await addFile(db, {
      folderId: random.pick([folders.a, folders.a1, folders.b]).id,
      name: `file-${n}.jpg`,
      title: random.pick(['Harbour', 'Meadow', 'Harbour meadow', 'Boats']),
      expirationDate: random.pick(DATES),
      isOnBrand: random.next() < 0.7,
    });
  }
});
afterAll(async () => {
  await opened?.close();
  await database?.drop();
});

function principals(): [string, Principal][] {
  const grant = (folder: FolderRow | null, ...extra: string[]) => ({
    permissions: new Set(['download', ...extra]),
    folderPath: folder?.path ?? null,
    setPath: null,
    groupId: null,
  });
  return [
    ['viewer', principalWith([grant(null)])],
    ['viewer who sees expired files', principalWith([grant(null, 'images.seeExpired')])],
    ['viewer who sees off-brand files', principalWith([grant(null, 'images.seeOffBrand')])],
    ['super admin', principalWith([], true)],
    ['folder A', principalWith([grant(folders.a)])],
    ['folders A1 and B', principalWith([grant(folders.a1), grant(folders.b, 'images.seeExpired')])],
  ];
}

async function compare(label: string): Promise<{ compared: number; found: number }> {
  let compared = 0;
  let found = 0;
  for (const now of DAYS) {
    for (const [who, principal] of principals()) {
      const scope = (plan: SearchScope['plan']): SearchScope => ({
        db: opened.db,
        principal,
        now,
        textIndex: postgresTextIndex,
        dialect: 'postgres',
        cache: null,
        plan,
      });
      const selections: Partial<SearchCriteria>[] = [
        {},
        { selectedFolder: folders.a.id },
        { selectedFolder: folders.a.id, hideSubstructure: true },
      ];
      for (const text of TEXTS) {
        for (const selection of selections) {
          // A folder one may not see is a 404 (handlers/search.test.ts).
          if (who === 'folders A1 and B' && selection.selectedFolder === folders.a.id) continue;
          for (const sortOption of [1, 4]) {
            const criteria = resolveCriteria({ text, sortOption, itemsOnPage: 50, ...selection });
            const at = `${label}: ${who} on ${now.toISOString()} ${JSON.stringify({ text, sortOption, ...selection })}`;
            const exact = await runSearch(scope('filter'), criteria);
            const auto = await runSearch(scope('auto'), criteria);
            expect(auto.total, at).toBe(exact.total);
            expect(await countSearch(scope('auto'), criteria), at).toBe(exact.total);
            // Relevance ties may come in any order: the same files, sorted by id.
            const sorted = (page: typeof exact) => page.rows.map((row) => row.id).sort((x, y) => x - y);
            expect(sorted(auto), at).toEqual(sorted(exact));
            compared += 1;
            if (exact.total > 0) found += 1;
          }
        }
      }
    }
  }
  return { compared, found };
}

describe('the text index within folders and less the hidden files (PostgreSQL, migration 0022)', {
  timeout: 300_000,
}, () => {
  it('answers what the files answer, for each kind of user, selection and day', async () => {
    const { compared, found } = await compare('as inserted');
    expect(compared).toBe(DAYS.length * TEXTS.length * 2 * (principals().length * 3 - 2));
    // Most searches found files; the flags' own words ('offbrand', 'xf1') find none.
    expect(found).toBeGreaterThan(compared / 2);
    const admin: SearchScope = {
      db: opened.db,
      principal: principalWith([], true),
      now: NOW,
      textIndex: postgresTextIndex,
      dialect: 'postgres',
    };
    for (const text of ['offbrand', 'xf1', `xo${folders.a.id}`]) {
      expect(await countSearch(admin, resolveCriteria({ text })), text).toBe(0);
    }
  });

  it('after files and folders move and change (the triggers write the flags again)', async () => {
    const db = opened.db;
    const random = createRandom(7);
    const ids = (await db.selectFrom('files').select('id').execute()).map((row) => row.id);
    for (const id of ids.slice(0, 40)) {
      await db
        .updateTable('files')
        .set({
          expiration_date: random.pick(DATES),
          is_on_brand: random.chance(0.5) ? 1 : 0,
          folder_id: random.pick([folders.a, folders.a1, folders.b]).id,
        })
        .where('id', '=', id)
        .execute();
    }
    // A1 moves under B: its files leave A's subtree.
    await moveFolder(db, folders.a1, folders.b);
    const { found } = await compare('after the writes');
    expect(found).toBeGreaterThan(0);
  });
});
