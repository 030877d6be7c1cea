// A viewer's pages sorted by a custom field on PostgreSQL (search/paging.ts, migration 0034): the
// field's index walked alone, less the ids of the files hidden from them (expired, off-brand, an
// expiration date that is not ISO; spec 000 §6), equal the filter-first plan's pages, in both
// orders, pages anywhere, with empty values last (spec 000 §3 sort options), on days around the
// dates; and the walk is what runs (not the plain plan).
import { createRandom } from '@vitrine/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../auth/permissions';
import { type OpenDatabase, openDatabase } from '../db/database';
import { insertFolder } from '../library/folders';
import { addFile, principalWith } from '../testing/files';
import { freshPostgresDatabase, type TestPostgresDatabase } from '../testing/postgres';
import { hiddenIds } from './counting';
import { resolveCriteria } from './criteria';
import { runSearch, type SearchScope } from './query';
import { postgresTextIndex } from './text-index';

let database: TestPostgresDatabase;
let opened: OpenDatabase;
let fieldId = 0;
const NOW = new Date(2026, 0, 1);
const DATES = [
  null,
  '2026-06-14',
  '2026-06-15',
  '2026-06-15T23:59:59',
  '2026-06-16',
  '2019-12-31',
  '',
  'soon',
];
const DAYS = [new Date(2026, 5, 14, 23, 30), new Date(2026, 5, 15, 0, 10), new Date(2030, 0, 1, 12)];

beforeAll(async () => {
  database = await freshPostgresDatabase();
  opened = await openDatabase({ postgresUrl: database.url });
  const db = opened.db;
  const folder = await insertFolder(db, { name: 'A', parent: null, now: NOW });
  const field = await db
    .insertInto('custom_metadata_definitions')
    .values({
      label: 'Project__Code',
      display_order: 1,
      is_dictionary: 0,
      is_recognition_label: 0,
      options: '[]',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  fieldId = field.id;
  const random = createRandom(20261128);
  for (let n = 0; n < 150; n++) {
    // Few values, so ties are common (broken by id); some files have none or an empty one.
    const value = random.pick(['P-1', 'P-2', 'P-3', 'p-10', 'Q', '', null]);
    await addFile(db, {
      folderId: folder.id,
      name: `file-${n}.jpg`,
      expirationDate: random.pick(DATES),
      isOnBrand: random.next() < 0.7,
      ...(value === null ? {} : { custom: { [field.id]: value } }),
    });
  }
});
afterAll(async () => {
  await opened?.close();
  await database?.drop();
});

const grant = (...extra: string[]) => ({
  permissions: new Set(['download', ...extra]),
  folderPath: null,
  setPath: null,
  groupId: null,
});

describe("a viewer's custom-field sort from the field's index less the hidden files (PostgreSQL, migration 0034)", {
  timeout: 300_000,
}, () => {
  it('answers the pages of the filter-first plan', async () => {
    const principals: [string, Principal, boolean][] = [
      ['viewer', principalWith([grant()]), true],
      ['viewer who sees expired files', principalWith([grant('images.seeExpired')]), true],
      ['viewer who sees off-brand files', principalWith([grant('images.seeOffBrand')]), true],
      ['super admin', principalWith([], true), false],
    ];
    let compared = 0;
    for (const now of DAYS) {
      for (const [who, principal, walks] of principals) {
        const scope = (plan: SearchScope['plan']): SearchScope => ({
          db: opened.db,
          principal,
          now,
          textIndex: postgresTextIndex,
          dialect: 'postgres',
          cache: null,
          plan,
        });
        const criteria = resolveCriteria({ sortOption: -fieldId });
        expect(hiddenIds(scope('auto'), criteria) !== null, who).toBe(walks);
        for (const sortOrderOption of [1, 2] as const) {
          for (const [itemsOnPage, currentPage] of [
            [7, 1],
            [7, 2],
            [7, 9],
            [7, 14],
            [7, 30],
            [48, 1],
          ] as const) {
            const paged = resolveCriteria({
              sortOption: -fieldId,
              sortOrderOption,
              itemsOnPage,
              currentPage,
            });
            const exact = await runSearch(scope('filter'), paged);
            const auto = await runSearch(scope('auto'), paged);
            const at = `${who} on ${now.toISOString()}, order ${sortOrderOption}, page ${currentPage} of ${itemsOnPage}`;
            expect(auto.total, at).toBe(exact.total);
            expect(
              auto.rows.map((row) => [row.id, row.sort_value]),
              at,
            ).toEqual(exact.rows.map((row) => [row.id, row.sort_value]));
            compared += 1;
          }
        }
      }
    }
    expect(compared).toBe(DAYS.length * 4 * 2 * 6);
  });

  it('is not used with criteria (a text, a folder) or for a user granted some folders', async () => {
    const viewer: SearchScope = {
      db: opened.db,
      principal: principalWith([grant()]),
      now: NOW,
      textIndex: postgresTextIndex,
      dialect: 'postgres',
    };
    expect(hiddenIds(viewer, resolveCriteria({ sortOption: -fieldId, text: 'file' }))).toBeNull();
    expect(hiddenIds(viewer, resolveCriteria({ sortOption: -fieldId, selectedFolder: 1 }))).toBeNull();
    const folder = await opened.db
      .selectFrom('folders')
      .select('path')
      .where('name', '=', 'A')
      .executeTakeFirstOrThrow();
    const narrow: SearchScope = {
      ...viewer,
      principal: principalWith([{ ...grant(), folderPath: folder.path }]),
    };
    expect(hiddenIds(narrow, resolveCriteria({ sortOption: -fieldId }))).toBeNull();
  });
});
