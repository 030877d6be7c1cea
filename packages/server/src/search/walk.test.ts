// The shortcut plans of planner.ts and paging.ts answer exactly what the plain plan answers (every match read and
// sorted): the sort-index walk (`walkedPage`) and the relevance page from the best-ranked matches
// (`rankedPage`). Over a library with ties in every sort key and in the text's rank, empty values,
// expired and off-brand files, for three principals, every built-in sort option with an index and
// relevance, both orders, narrow and broad criteria and pages anywhere in the list (spec 000 §3 sort
// options, §4 paging). The shortcuts are forced with the tightest bounds (so the bound, ties at the
// edge, growing and the fall-back to the plain plan are exercised) and left to decide ('auto'); the
// test also checks that walks ran (INDEXED BY in the statements).

import type { components } from '@vitrine/api-client';
import { createRandom } from '@vitrine/core';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../auth/permissions';
import { type OpenDatabase, openDatabase } from '../db/database';
import { insertFolder } from '../library/folders';
import { addFile, principalWith } from '../testing/files';
import { resolveCriteria } from './criteria';
import { chooseDrive } from './planner';
import { runSearch, type SearchScope } from './query';
import { sqliteTextIndex } from './text-index';

type Criteria = components['schemas']['SearchCriteria'];

const NOW = new Date(2026, 5, 15, 12);
const FILES = 1200;

let database: OpenDatabase;
let folderA = 0;
let folderB = 0;
let folderAPath = '';
let seaKeywordId = 0;
let projectCode = 0;

/** Counts the statements that walk a sort index (INDEXED BY), to show the walk is taken. */
class WalkCounter implements KyselyPlugin {
  walks = 0;
  transformQuery(args: PluginTransformQueryArgs) {
    if (JSON.stringify(args.node).includes('indexed by')) this.walks += 1;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs) {
    return args.result;
  }
}

beforeAll(async () => {
  database = await openDatabase({ sqliteFile: ':memory:' });
  const db = database.db;
  const a = await insertFolder(db, { name: 'A', parent: null, now: NOW });
  const a1 = await insertFolder(db, { name: 'A1', parent: a, now: NOW });
  const b = await insertFolder(db, { name: 'B', parent: null, now: NOW });
  folderA = a.id;
  folderB = b.id;
  folderAPath = a.path;
  projectCode = (
    await db
      .insertInto('custom_metadata_definitions')
      .values({ label: 'Project__Code', display_order: 0 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const random = createRandom(7);
  const { next, pick } = random;
  const int = (n: number) => random.int(0, n - 1);
  const places: [string, string, string][] = [
    ['France', 'Bretagne', 'Brest'],
    ['France', 'Bretagne', 'Rennes'],
    ['Italy', 'Lazio', 'Rome'],
    ['', '', ''],
  ];
  for (let i = 0; i < FILES; i++) {
    const place = pick(places);
    const landscape = next() < 0.6;
    // Few distinct values per key: ties everywhere, broken by id.
    await addFile(db, {
      folderId: pick([a.id, a1.id, b.id]),
      name: `${pick(['Alpha', 'alpha', 'Beta', 'gamma', 'DELTA'])}-${int(40)}.${pick(['jpg', 'png'])}`,
      mimeType: next() < 0.2 ? 'video/mp4' : 'image/jpeg',
      width: landscape ? 4000 : 3000,
      height: landscape ? 3000 : 4000,
      addedAt: new Date(Date.UTC(2025, 0, 1 + int(60))).toISOString(),
      lastDataUpdate: new Date(Date.UTC(2025, 3, 1 + int(30))).toISOString(),
      dateTaken: next() < 0.2 ? null : `20${10 + int(12)}-0${1 + int(9)}-1${int(10)}T10:00:00`,
      title: next() < 0.3 ? '' : pick(['Harbour', 'harbour', 'Boats', 'sunset', 'Zebra']),
      keywords: next() < 0.3 ? ['sea'] : [],
      country: place[0],
      state: place[1],
      city: place[2],
      expirationDate: next() < 0.1 ? '2026-01-01' : next() < 0.1 ? '2027-01-01' : null,
      isOnBrand: next() < 0.9,
      custom: next() < 0.5 ? { [projectCode]: pick(['PX-1', 'PX-2', 'px-2']) } : {},
    });
  }
  seaKeywordId = (
    await db.selectFrom('keywords').select('id').where('name', '=', 'sea').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => database.close());

/** The super admin, a viewer (expired and off-brand files hidden) and a viewer of folder A only. */
const principals = (): [string, Principal][] => [
  ['super admin', principalWith([], true)],
  [
    'viewer',
    principalWith([{ permissions: new Set(['download']), folderPath: null, setPath: null, groupId: null }]),
  ],
  [
    'folder A',
    principalWith([
      { permissions: new Set(['download']), folderPath: folderAPath, setPath: null, groupId: null },
    ]),
  ],
];

/** Criteria from narrow to broad; each runs with every indexed sort option and both orders. */
function criteriaList(): Criteria[] {
  return [
    {},
    { dateFrom: '2012-01-01', dateTo: '2016-12-31' },
    { filters: [{ filterName: 'fileFormat', options: ['video'] }] },
    { filters: [{ filterName: 'orientation', options: ['portrait'] }] },
    { logicalView: 'imageLocation', logicalViewValue: 'France/Bretagne' },
    { selectedFolder: folderA },
    { selectedFolder: folderB, hideSubstructure: true },
    { text: 'sea', booleanMode: true },
    { text: 'alpha' },
    { text: 'alpha harbour' },
    { text: 'alpha', selectedFolder: folderB, hideSubstructure: true },
    // Short word starts rank alike (newest first) and are checked file by file in walks.
    { text: 'al' },
    { text: 'ha* -boats', booleanMode: true },
    { text: 'sea harbour', booleanMode: true },
    { logicalView: 'keywordId', logicalViewValue: String(seaKeywordId) },
    { logicalView: 'dateTaken', logicalViewValue: '2015' },
    { logicalView: 'author', logicalViewValue: 'nobody' },
    { logicalView: 'customDataValue', logicalViewValue: `${projectCode}:PX-2` },
    { logicalView: 'imageLocation', logicalViewValue: 'Italy' },
    { logicalView: 'imageLocation', logicalViewValue: 'France/Bretagne/Brest' },
    { logicalView: 'imageLocation', logicalViewValue: '<Not specified>' },
    { selectedFolder: folderA, text: 'sea', booleanMode: true },
  ];
}

async function ids(scope: SearchScope, criteria: Criteria) {
  const page = await runSearch(scope, resolveCriteria(criteria));
  return { total: page.total, ids: page.rows.map((row) => row.id), next: page.nextPageExists };
}

describe('the sort-index walk answers what the filter-first plan answers (spec 000 §3, §4)', {
  timeout: 120_000,
}, () => {
  it('for every indexed sort option, both orders, broad and narrow criteria, pages anywhere', async () => {
    const counter = new WalkCounter();
    const db = database.db.withPlugin(counter);
    const scopeOf = (principal: Principal, plan: SearchScope['plan']): SearchScope => ({
      db,
      principal,
      now: NOW,
      textIndex: sqliteTextIndex,
      dialect: 'sqlite',
      cache: null,
      plan,
    });
    const pages = [
      { itemsOnPage: 10, currentPage: 1 },
      { itemsOnPage: 10, currentPage: 7 },
      { itemsOnPage: 25, currentPage: 3 },
      { itemsOnPage: 50, currentPage: 20 },
    ];
    let compared = 0;
    let nonEmpty = 0;
    for (const [who, principal] of principals()) {
      for (const base of criteriaList()) {
        // Folder B is not theirs (404, tested in handlers/search.test.ts).
        if (who === 'folder A' && base.selectedFolder === folderB) continue;
        for (const sortOption of [1, 2, 3, 4, 5, 7]) {
          for (const sortOrderOption of [1, 2] as const) {
            for (const page of pages) {
              const criteria = { ...base, ...page, sortOption, sortOrderOption };
              const expected = await ids(scopeOf(principal, 'filter'), criteria);
              const label = `${who} ${JSON.stringify(criteria)}`;
              expect(await ids(scopeOf(principal, 'walk'), criteria), label).toEqual(expected);
              expect(await ids(scopeOf(principal, 'auto'), criteria), label).toEqual(expected);
              compared += 1;
              if (expected.ids.length > 0) nonEmpty += 1;
            }
          }
        }
      }
    }
    // The comparisons ran over real pages, and walks were taken (forced and chosen).
    const inFolderB = criteriaList().filter((c) => c.selectedFolder === folderB).length;
    expect(compared).toBe((principals().length * criteriaList().length - inFolderB) * 6 * 2 * pages.length);
    expect(nonEmpty).toBeGreaterThan(compared / 2);
    expect(counter.walks).toBeGreaterThan(compared);
  });

  it('chooses the walk for a broad selection and the filter-first plan for a narrow one', async () => {
    const counter = new WalkCounter();
    const scope: SearchScope = {
      db: database.db.withPlugin(counter),
      principal: principalWith([], true),
      now: NOW,
      textIndex: sqliteTextIndex,
      dialect: 'sqlite',
      cache: null,
    };
    // Every file, newest first: the first 48 are the first 48 entries of files_added_at.
    await ids(scope, { itemsOnPage: 48 });
    expect(counter.walks).toBeGreaterThan(0);
    const walks = counter.walks;
    // The sea keyword in folder B alone, 48 per page: about a tenth of the files match, so a walk
    // would read more entries than there are matches; the matches are sorted instead.
    await ids(scope, {
      itemsOnPage: 48,
      selectedFolder: folderB,
      hideSubstructure: true,
      text: 'sea',
      booleanMode: true,
    });
    expect(counter.walks).toBe(walks);
    // PostgreSQL keeps statistics: no walk is forced there.
    await ids({ ...scope, dialect: 'postgres' }, { itemsOnPage: 48 });
    expect(counter.walks).toBe(walks);
  });

  it('lets the folder index or the criteria find the files first (chooseDrive)', async () => {
    const scope = (principal: Principal): SearchScope => ({
      db: database.db,
      principal,
      now: NOW,
      textIndex: sqliteTextIndex,
      dialect: 'sqlite',
    });
    const [, admin] = principals()[0] as [string, Principal];
    const [, inA] = principals()[2] as [string, Principal];
    const choose = (principal: Principal, criteria: Criteria) =>
      chooseDrive(scope(principal), resolveCriteria(criteria));
    // Nothing to choose between: every file and no folder, or no criterion an index answers.
    expect(await choose(admin, { text: 'alpha' })).toBeNull();
    expect(await choose(inA, {})).toBeNull();
    // A date or location node: its index answers the folder test too.
    expect(await choose(inA, { logicalView: 'dateTaken', logicalViewValue: '2015' })).toBe('criteria');
    expect(await choose(admin, { selectedFolder: folderA, dateFrom: '2012-01-01' })).toBe('criteria');
    // A word in 40% of the files against the about two thirds in folder A: the folders drive.
    expect(await choose(inA, { text: 'alpha' })).toBe('folders');
    // A word nobody wrote: the text drives.
    expect(await choose(inA, { text: 'zzzz' })).toBe('criteria');
    // PostgreSQL keeps statistics and chooses alone.
    expect(
      await chooseDrive({ ...scope(inA), dialect: 'postgres' }, resolveCriteria({ text: 'alpha' })),
    ).toBeNull();
  });
});
