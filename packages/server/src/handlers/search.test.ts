// POST /api/search and /api/search/count through the server (fastify.inject, responses validated
// against openapi.yml): every criterion of spec 000 §3, paging (§4), who sees what (§6), the text
// query in both modes with hostile input, and the full-text index following every write.
import type { components } from '@vitrine/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeSetting } from '../library/settings';
import { type Agent, startTestServer, type TestServer } from '../testing/harness';
import { narrowUser, type SearchLibrary, seedSearchLibrary } from '../testing/search-library';

type Criteria = components['schemas']['SearchCriteria'];
type Result = components['schemas']['SearchResult'];
type ErrorBody = components['schemas']['ErrorResponse'];

let server: TestServer;
let lib: SearchLibrary;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(async () => {
  await server.reset();
  lib = await seedSearchLibrary(server);
});
afterAll(() => server.close());

async function search(agent: Agent, criteria: Criteria): Promise<Result> {
  const answer = await agent.call<Result>('POST', '/api/search', { criteria });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}
async function count(agent: Agent, criteria: Criteria): Promise<number> {
  const answer = await agent.call<{ totalImages: number }>('POST', '/api/search/count', { criteria });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.totalImages;
}
/** The ids of a search, in order, every page at once. */
const ids = async (agent: Agent, criteria: Criteria) =>
  (await search(agent, { itemsOnPage: 1000, ...criteria })).images.map((image) => image.id);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const idSet = async (agent: Agent, criteria: Criteria) => sorted(await ids(agent, criteria));
const of = (...names: (keyof SearchLibrary['files'])[]) => sorted(names.map((name) => lib.files[name]));
const every = () =>
  of('harbourOne', 'harbourTwo', 'meadow', 'expired', 'offBrand', 'catalogue', 'clip', 'song');

async function expectError(agent: Agent, criteria: unknown, status: number, message?: string | RegExp) {
  for (const url of ['/api/search', '/api/search/count']) {
    const answer = await agent.call<ErrorBody>('POST', url, { criteria });
    expect(answer.status, `${url} ${JSON.stringify(answer.body)}`).toBe(status);
    expect(answer.body.responseStatus.errorCode).toMatch(/\S/);
    if (message !== undefined) expect(answer.body.responseStatus.message).toMatch(message);
  }
}

describe('what each user finds (spec 000 §6)', () => {
  it('the super admin finds every file, newest first without text (relevance, spec 000 §3 sort 4)', async () => {
    const admin = await server.as('superAdmin');
    const result = await search(admin, {});
    expect(result.totalImages).toBe(8);
    expect(result.images.map((i) => i.id)).toEqual([...every()].reverse());
    expect(result.nextPageExists).toBe(false);
    expect(result.infoMessages).toEqual([]);
  });

  it('a viewer does not see expired or off-brand files; the count agrees', async () => {
    const viewer = await server.as('viewer');
    const expected = of('harbourOne', 'harbourTwo', 'meadow', 'catalogue', 'clip', 'song');
    expect(await idSet(viewer, {})).toEqual(expected);
    expect(await count(viewer, {})).toBe(expected.length);
    // Not even when asked for them by filter or text.
    expect(await ids(viewer, { filters: [{ filterName: 'expirationDate', options: ['expired'] }] })).toEqual(
      [],
    );
    expect(await ids(viewer, { text: 'campaign' })).toEqual([]);
  });

  it('the editor sees expired and off-brand files where the Editor role grants it (the workspace) only', async () => {
    const editor = await server.as('editor');
    expect(await idSet(editor, {})).toEqual(every());
    // Move the expired file out of the workspace: now the editor holds no images.seeExpired there.
    await server.app.vitrine.db
      .updateTable('files')
      .set({ folder_id: lib.folders.products })
      .where('id', '=', lib.files.expired)
      .execute();
    expect(await idSet(editor, {})).not.toContain(lib.files.expired);
  });

  it('the guest reads like a viewer; without guest access a visitor is asked to sign in', async () => {
    const guest = server.agent();
    expect(await idSet(guest, {})).toEqual(
      of('harbourOne', 'harbourTwo', 'meadow', 'catalogue', 'clip', 'song'),
    );
    await writeSetting(server.app.vitrine.db, 'guestAccessEnabled', false);
    await expectError(server.agent(), {}, 401);
  });

  it('a user granted one folder finds only the files below it, and 404 for a folder they cannot see', async () => {
    const narrow = await narrowUser(server, 'products-only', 'viewer', { folderId: lib.folders.products });
    expect(await idSet(narrow, {})).toEqual(of('catalogue', 'clip', 'song'));
    expect(await idSet(narrow, { text: 'harbour' })).toEqual(of('clip'));
    expect(await count(narrow, { text: 'harbour' })).toBe(1);
    await expectError(narrow, { selectedFolder: lib.folders.workspace }, 404, /^Folder \d+ was not found\.$/);
  });

  it('a user granted one set finds its files and nothing else', async () => {
    const narrow = await narrowUser(server, 'hero-only', 'viewer', { setId: lib.sets.hero });
    expect(await idSet(narrow, {})).toEqual(of('clip'));
    expect(await idSet(narrow, { selectedSet: `s${lib.sets.hero}` })).toEqual(of('clip'));
    await expectError(narrow, { selectedFolder: lib.folders.products }, 404);
  });
});

describe('selection (spec 000 §4)', () => {
  it('a folder with its subfolders, or alone with hideSubstructure; 0 is every file', async () => {
    const admin = await server.as('superAdmin');
    const { workspace } = lib.folders;
    expect(await idSet(admin, { selectedFolder: workspace })).toEqual(
      of('harbourOne', 'harbourTwo', 'meadow', 'expired', 'offBrand'),
    );
    expect(await idSet(admin, { selectedFolder: workspace, hideSubstructure: true })).toEqual(
      of('harbourOne', 'harbourTwo', 'offBrand'),
    );
    expect(await idSet(admin, { selectedFolder: 0 })).toEqual(every());
    expect(await idSet(admin, { selectedDb: 'main' })).toEqual(every());
  });

  it('a set with its subsets, a collection with its sets; 404 for one that does not exist', async () => {
    const admin = await server.as('superAdmin');
    await server.app.vitrine.db
      .insertInto('set_files')
      .values({ set_id: lib.sets.banners, file_id: lib.files.meadow, added_at: '2026-01-01' })
      .execute();
    expect(await idSet(admin, { selectedSet: `s${lib.sets.hero}` })).toEqual(of('meadow', 'clip'));
    expect(await idSet(admin, { selectedSet: `s${lib.sets.hero}`, hideSubstructure: true })).toEqual(
      of('clip'),
    );
    expect(await idSet(admin, { selectedSet: `g${lib.groupId}` })).toEqual(of('meadow', 'clip'));
    expect(await idSet(admin, { selectedSet: `s${lib.sets.empty}` })).toEqual([]);
    await expectError(admin, { selectedSet: 's999999' }, 404, 'Set 999999 was not found.');
    await expectError(admin, { selectedSet: 'g999999' }, 404, 'Collection 999999 was not found.');
    await expectError(admin, { selectedFolder: 999999 }, 404, 'Folder 999999 was not found.');
  });
});

describe('text (spec 000 §3 text, booleanMode)', () => {
  it('plain mode: any word, matching the start of words, in every indexed field, accents ignored', async () => {
    const admin = await server.as('superAdmin');
    expect(await idSet(admin, { text: 'harbour' })).toEqual(of('harbourOne', 'harbourTwo', 'clip'));
    expect(await idSet(admin, { text: 'harb' })).toEqual(of('harbourOne', 'harbourTwo', 'clip'));
    expect(await idSet(admin, { text: 'cafe' })).toEqual(of('meadow')); // description 'Café au lait'
    expect(await idSet(admin, { text: 'jose nunez' })).toEqual(of('meadow')); // author
    expect(await idSet(admin, { text: 'px' })).toEqual(of('harbourOne', 'harbourTwo')); // custom field
    expect(await idSet(admin, { text: 'boats' })).toEqual(of('harbourOne')); // keyword
    expect(await idSet(admin, { text: 'wav' })).toEqual(of('song')); // file name
    expect(await idSet(admin, { text: 'meadow catalogue' })).toEqual(of('meadow', 'catalogue'));
    expect(await idSet(admin, { text: '"at night"' })).toEqual(of('harbourTwo'));
  });

  it('relevance puts the better match first', async () => {
    const admin = await server.as('superAdmin');
    // 'night' is in harbour-two's title and keywords only.
    const [first] = await ids(admin, { text: 'harbour night' });
    expect(first).toBe(lib.files.harbourTwo);
  });

  it('a short word start ranks every match alike: the newest first (decided: Relevance of short word starts)', async () => {
    const admin = await server.as('superAdmin');
    const { clip, harbourOne, harbourTwo } = lib.files;
    const newest = [clip, harbourTwo, harbourOne];
    // The whole word is ranked, in another order than the newest first.
    const ranked = await ids(admin, { text: 'harbour' });
    expect(sorted(ranked)).toEqual(sorted(newest));
    expect(ranked).not.toEqual(newest);
    // Its first three letters find the same files, newest first.
    expect(await ids(admin, { text: 'har' })).toEqual(newest);
    expect(await ids(admin, { text: 'har* -night', booleanMode: true })).toEqual([clip, harbourOne]);
    // With a word to rank by, the rank is back: harbour-two holds both.
    expect((await ids(admin, { text: 'har night' }))[0]).toBe(harbourTwo);
  });

  it.each([
    ['harbour boats', ['harbourOne']],
    ['harbour AND boats', ['harbourOne']],
    ['harbour +boats', ['harbourOne']],
    ['meadow OR catalogue', ['meadow', 'catalogue']],
    ['meadow | catalogue', ['meadow', 'catalogue']],
    ['harbour NOT night', ['harbourOne', 'clip']],
    ['harbour -night', ['harbourOne', 'clip']],
    ['"harbour at night"', ['harbourTwo']],
    ['"at dawn" OR clip', ['harbourOne', 'clip']],
    ['(harbour OR meadow) -boats -clip', ['harbourTwo', 'meadow']],
    ['harb', []],
    ['harb*', ['harbourOne', 'harbourTwo', 'clip']],
    ['-harbour', ['meadow', 'expired', 'offBrand', 'catalogue', 'song']],
    ['NOT harbour NOT meadow', ['expired', 'offBrand', 'catalogue', 'song']],
    ['harbour and boats', []],
  ] as const)('boolean mode: %j', async (text, expected) => {
    const admin = await server.as('superAdmin');
    expect(await idSet(admin, { text, booleanMode: true })).toEqual(of(...expected));
    expect(await count(admin, { text, booleanMode: true })).toBe(expected.length);
  });

  it.each([
    ['"harbour', 'a quotation mark is not closed.'],
    ['(harbour', 'a parenthesis is not closed.'],
    ['harbour)', 'a closing parenthesis has no opening one.'],
    ['harbour OR', 'OR needs a word after it.'],
    ['AND harbour', 'AND needs a word before it.'],
    ['harbour NOT', 'NOT needs a word after it.'],
    ['harbour OR NOT boats', /OR cannot join a NOT term/],
    ['harbour ()', 'the parentheses hold no word.'],
    ['*** ---', 'it has no word to search for.'],
  ])('boolean mode refuses %j with 400 and a clear message', async (text, message) => {
    const admin = await server.as('superAdmin');
    await expectError(
      admin,
      { text, booleanMode: true },
      400,
      typeof message === 'string' ? `Invalid search text: ${message}` : message,
    );
  });

  const hostile = [
    '"',
    "'",
    '\\',
    '*',
    '^harbour',
    'title:harbour',
    'NEAR(harbour boats)',
    'harbour" OR "boats',
    "'; drop table files; --",
    ') OR 1=1 --',
    '%_%',
    'files_fts MATCH *',
    '\u0000harbour\u0000',
    '🐟 ⚓ harbour',
    'מים harbour',
    'AND OR NOT',
    '(((((',
    '-',
    '+',
    '|',
    '"*"',
    'x'.repeat(1000),
  ];
  it('hostile text never breaks the query: plain mode always answers, boolean mode answers or says 400', async () => {
    const admin = await server.as('superAdmin');
    for (const text of hostile) {
      const plain = await admin.call<Result>('POST', '/api/search', { criteria: { text } });
      expect(plain.status, `plain ${JSON.stringify(text)}: ${JSON.stringify(plain.body)}`).toBe(200);
      for (const url of ['/api/search', '/api/search/count']) {
        const answer = await admin.call<Result | ErrorBody>('POST', url, {
          criteria: { text, booleanMode: true },
        });
        expect(
          [200, 400],
          `boolean ${url} ${JSON.stringify(text)}: ${JSON.stringify(answer.body)}`,
        ).toContain(answer.status);
      }
    }
    // The library is intact.
    expect(await count(admin, {})).toBe(8);
  });

  it('a plain text with no word searches everything and says so in infoMessages', async () => {
    const admin = await server.as('superAdmin');
    const result = await search(admin, { text: '--- ***' });
    expect(result.totalImages).toBe(8);
    expect(result.infoMessages).toEqual([
      'The search text has no letters or digits to search for, so it was left out.',
    ]);
    const counted = await admin.call<{ infoMessages: string[] }>('POST', '/api/search/count', {
      criteria: { text: '--- ***' },
    });
    expect(counted.body.infoMessages).toEqual(result.infoMessages);
  });

  it('refuses texts over the limits with 400', async () => {
    const admin = await server.as('superAdmin');
    await expectError(admin, { text: 'x'.repeat(1001) }, 400, /longer than 1000 characters/);
    await expectError(
      admin,
      { text: Array.from({ length: 65 }, (_, i) => `w${i}`).join(' ') },
      400,
      /more than 64/,
    );
    await expectError(admin, { text: `${'('.repeat(17)}a${')'.repeat(17)}`, booleanMode: true }, 400, /nest/);
  });

  it('the index follows every write: title, keywords, custom values, deletes (triggers, migration 0002)', async () => {
    const admin = await server.as('superAdmin');
    const db = server.app.vitrine.db;
    await db.updateTable('files').set({ title: 'Lighthouse' }).where('id', '=', lib.files.meadow).execute();
    expect(await idSet(admin, { text: 'lighthouse' })).toEqual(of('meadow'));
    expect(await idSet(admin, { text: 'golden' })).toEqual([]);
    await db
      .updateTable('files')
      .set({ keywords: JSON.stringify(['Paris, France']) })
      .where('id', '=', lib.files.song)
      .execute();
    expect(await idSet(admin, { text: 'paris' })).toEqual(of('song'));
    await db
      .updateTable('file_custom_metadata')
      .set({ value: 'ZEBRA-1' })
      .where('file_id', '=', lib.files.harbourOne)
      .where('definition_id', '=', lib.custom.projectCode)
      .execute();
    expect(await idSet(admin, { text: 'zebra' })).toEqual(of('harbourOne'));
    await db.deleteFrom('file_custom_metadata').where('file_id', '=', lib.files.harbourOne).execute();
    expect(await idSet(admin, { text: 'zebra' })).toEqual([]);
    await db.deleteFrom('files').where('id', '=', lib.files.harbourTwo).execute();
    expect(await idSet(admin, { text: 'harbour' })).toEqual(of('harbourOne', 'clip'));
    // Deleting a folder deletes its files (cascade) and their index entries.
    await db.deleteFrom('folders').where('id', '=', lib.folders.catalogue).execute();
    expect(await idSet(admin, { text: 'harbour' })).toEqual(of('harbourOne'));
    const orphans = await server.app.vitrine.database.db
      .selectFrom('files')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(orphans.n)).toBe(6);
  });
});

describe('filters (spec 000 §3 filter names)', () => {
  it.each([
    ['fileFormat', ['video'], ['clip']],
    ['fileFormat', ['pdf', 'audio'], ['catalogue', 'song']],
    ['fileFormat', ['.PNG'], ['harbourTwo']],
    ['fileFormat', ['other'], []],
    ['orientation', ['portrait'], ['harbourTwo']],
    ['orientation', ['square'], ['meadow']],
    ['orientation', ['landscape'], ['harbourOne', 'expired', 'offBrand', 'clip']],
    ['orientation', ['none'], ['catalogue', 'song']],
    ['expirationDate', ['expired'], ['expired']],
    ['expirationDate', ['expiringSoon'], ['clip']],
    ['expirationDate', ['VALID'], ['song']],
    [
      'expirationDate',
      ['none', 'expired'],
      ['harbourOne', 'harbourTwo', 'meadow', 'expired', 'offBrand', 'catalogue'],
    ],
    ['brandingStatus', ['offBrand'], ['offBrand']],
    [
      'brandingStatus',
      ['onbrand'],
      ['harbourOne', 'harbourTwo', 'meadow', 'expired', 'catalogue', 'clip', 'song'],
    ],
  ] as const)('%s %j', async (filterName, options, expected) => {
    const admin = await server.as('superAdmin');
    const criteria = { filters: [{ filterName, options: [...options] }] };
    expect(await idSet(admin, criteria)).toEqual(of(...expected));
    expect(await count(admin, criteria)).toBe(expected.length);
  });

  it('workflow statuses by id; filters combine with AND; a filter without options does nothing', async () => {
    const admin = await server.as('superAdmin');
    const byStatus = (...statusIds: number[]) => ({
      filterName: 'workflowStatusesIds' as const,
      options: statusIds.map(String),
    });
    expect(await idSet(admin, { filters: [byStatus(lib.workflow.draft)] })).toEqual(of('harbourOne'));
    expect(await idSet(admin, { filters: [byStatus(lib.workflow.draft, lib.workflow.approved)] })).toEqual(
      of('harbourOne', 'meadow'),
    );
    expect(
      await idSet(admin, {
        filters: [
          byStatus(lib.workflow.draft, lib.workflow.approved),
          { filterName: 'orientation', options: ['square'] },
        ],
      }),
    ).toEqual(of('meadow'));
    expect(await idSet(admin, { filters: [{ filterName: 'orientation', options: [] }] })).toEqual(every());
  });

  it('refuses an option it does not know with 400 naming the accepted ones', async () => {
    const admin = await server.as('superAdmin');
    await expectError(
      admin,
      { filters: [{ filterName: 'orientation', options: ['diagonal'] }] },
      400,
      "Unknown orientation option 'diagonal': use landscape, portrait, square or none.",
    );
    await expectError(admin, { filters: [{ filterName: 'workflowStatusesIds', options: ['draft'] }] }, 400);
    await expectError(admin, { filters: [{ filterName: 'colour', options: ['red'] }] }, 400);
  });

  it('minRating keeps files rated at least that', async () => {
    const admin = await server.as('superAdmin');
    expect(await idSet(admin, { minRating: 3 })).toEqual(of('harbourOne'));
    expect(await idSet(admin, { minRating: 5 })).toEqual([]);
    expect(await idSet(admin, { minRating: 0 })).toEqual(every());
  });
});

describe('logical views and dates (spec 000 §3 "Logical field mapping", dateFrom, dateTo)', () => {
  it('finds the files of each kind of logical node', async () => {
    const admin = await server.as('superAdmin');
    const logical = (logicalView: Criteria['logicalView'], logicalViewValue: string) =>
      idSet(admin, { logicalView, logicalViewValue });
    expect(await logical('dateTaken', '2025')).toEqual(of('harbourOne', 'harbourTwo'));
    expect(await logical('dateTaken', '2024-07')).toEqual(of('meadow', 'expired'));
    expect(await logical('dateTaken', '2024-12')).toEqual([]);
    expect(await logical('title', 'Golden meadow')).toEqual(of('meadow'));
    expect(await logical('author', 'Mei Tanaka')).toEqual(of('harbourOne', 'harbourTwo'));
    expect(await logical('subject', 'Products')).toEqual(of('catalogue'));
    expect(await logical('keywordId', String(lib.keywords.harbour))).toEqual(
      of('harbourOne', 'harbourTwo', 'clip'),
    );
    expect(await logical('imageLocation', 'France')).toEqual(of('harbourOne', 'harbourTwo'));
    expect(await logical('imageLocation', 'France/Bretagne/Rennes')).toEqual(of('harbourTwo'));
    expect(await logical('imageLocation', 'Iceland/<Not specified>')).toEqual(of('meadow'));
    expect(await logical('imageLocation', 'Iceland//')).toEqual(of('meadow'));
    expect(await logical('customDataValue', `${lib.custom.projectCode}:PX-2`)).toEqual(of('harbourOne'));
    expect(await logical('customDataValue', `${lib.custom.projectCode}:`)).toEqual(
      of('meadow', 'expired', 'offBrand', 'catalogue', 'clip', 'song'),
    );
  });

  it('a logical view without a value selects nothing more', async () => {
    const admin = await server.as('superAdmin');
    expect(await idSet(admin, { logicalView: 'title', logicalViewValue: null })).toEqual(every());
  });

  it.each([
    ['dateTaken', '2025-13', /use yyyy or yyyy-mm/],
    ['dateTaken', 'March', /use yyyy or yyyy-mm/],
    ['keywordId', 'harbour', /use a keyword id/],
    ['customDataValue', 'PX-2', /use \{definitionId\}:\{value\}/],
    ['imageLocation', 'a/b/c/d', /use country\/state\/city/],
  ] as const)('refuses logicalView %s %j with 400', async (logicalView, logicalViewValue, message) => {
    const admin = await server.as('superAdmin');
    await expectError(admin, { logicalView, logicalViewValue }, 400, message);
  });

  it('dateFrom and dateTo are inclusive days of the date taken; files without one are left out', async () => {
    const admin = await server.as('superAdmin');
    expect(await idSet(admin, { dateFrom: '2025-01-01', dateTo: '2025-03-14' })).toEqual(of('harbourOne'));
    expect(await idSet(admin, { dateFrom: '2025-03-15' })).toEqual(of('harbourTwo'));
    expect(await idSet(admin, { dateTo: '2024-07-01' })).toEqual(of('meadow'));
    expect(await idSet(admin, { dateFrom: '2026-01-01', dateTo: '2020-01-01' })).toEqual([]);
    await expectError(admin, { dateTo: '2025-02-30' }, 400, /dateTo/);
  });
});

describe('sort and order (spec 000 §3 sort options)', () => {
  const names = async (agent: Agent, criteria: Criteria) =>
    (await search(agent, { itemsOnPage: 1000, ...criteria })).images.map((image) => image.fileName);

  it('by file name ignoring case, both orders', async () => {
    const admin = await server.as('superAdmin');
    const ascending = [
      'catalogue.pdf',
      'clip.mp4',
      'expired.jpg',
      'harbour-one.jpg',
      'harbour-two.png',
      'Meadow.jpg',
      'offbrand.jpg',
      'song.wav',
    ];
    expect(await names(admin, { sortOption: 7 })).toEqual(ascending);
    expect(await names(admin, { sortOption: 7, sortOrderOption: 2 })).toEqual([...ascending].reverse());
  });

  it('by date taken, files without one last in both orders', async () => {
    const admin = await server.as('superAdmin');
    expect(await names(admin, { sortOption: 2 })).toEqual([
      'Meadow.jpg',
      'expired.jpg',
      'harbour-one.jpg',
      'harbour-two.png',
      'offbrand.jpg',
      'catalogue.pdf',
      'clip.mp4',
      'song.wav',
    ]);
    expect(await names(admin, { sortOption: 2, sortOrderOption: 2 })).toEqual([
      'harbour-two.png',
      'harbour-one.jpg',
      'expired.jpg',
      'Meadow.jpg',
      'song.wav',
      'clip.mp4',
      'catalogue.pdf',
      'offbrand.jpg',
    ]);
  });

  it('by a custom field (minus its id), files without a value last', async () => {
    const admin = await server.as('superAdmin');
    const sortOption = -lib.custom.projectCode;
    const ascending = await names(admin, { sortOption });
    expect(ascending.slice(0, 2)).toEqual(['harbour-two.png', 'harbour-one.jpg']); // 'PX-10' < 'PX-2'
    expect(ascending).toHaveLength(8);
    const descending = await names(admin, { sortOption, sortOrderOption: 2 });
    expect(descending.slice(0, 2)).toEqual(['harbour-one.jpg', 'harbour-two.png']);
  });

  it('by size, views, extension, title, added, last updated, last viewed', async () => {
    const admin = await server.as('superAdmin');
    expect((await names(admin, { sortOption: 9, sortOrderOption: 2 }))[0]).toBe('catalogue.pdf');
    expect((await names(admin, { sortOption: 10, sortOrderOption: 2 })).slice(0, 2)).toEqual([
      'harbour-one.jpg',
      'harbour-two.png',
    ]);
    expect((await names(admin, { sortOption: 8 }))[0]).toBe('harbour-one.jpg'); // jpg, then by id
    expect((await names(admin, { sortOption: 3 }))[0]).toBe('song.wav'); // 'Bell song'
    expect((await names(admin, { sortOption: 1 }))[0]).toBe('harbour-one.jpg');
    expect((await names(admin, { sortOption: 5, sortOrderOption: 2 }))[0]).toBe('song.wav');
    expect((await names(admin, { sortOption: 6 }))[0]).toBe('harbour-one.jpg'); // the only one viewed
  });

  // About 250 requests: more time than the default 5 s on a busy machine.
  it('pages of every size put together give the whole ordered list, for every sort option', {
    timeout: 60_000,
  }, async () => {
    const admin = await server.as('superAdmin');
    for (const sortOption of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, -lib.custom.projectCode]) {
      for (const sortOrderOption of [1, 2] as const) {
        const whole = await ids(admin, { sortOption, sortOrderOption });
        expect(sorted(whole)).toEqual(every());
        for (const itemsOnPage of [1, 3]) {
          const pages: number[] = [];
          for (let currentPage = 1; ; currentPage++) {
            const page = await search(admin, { sortOption, sortOrderOption, itemsOnPage, currentPage });
            pages.push(...page.images.map((image) => image.id));
            if (!page.nextPageExists) break;
          }
          expect(pages, `sort ${sortOption} order ${sortOrderOption} by ${itemsOnPage}`).toEqual(whole);
        }
      }
    }
  });

  it('refuses sort options it cannot sort by with 400', async () => {
    const admin = await server.as('superAdmin');
    await expectError(admin, { sortOption: 0 }, 400, /use 1 to 10/);
    await expectError(
      admin,
      { sortOption: -999999 },
      400,
      'Invalid sortOption -999999: there is no custom field 999999.',
    );
    // spec 000 §3: the recognition label only while recognition is enabled.
    await expectError(admin, { sortOption: -lib.custom.aiLabels }, 400, /recognition is not enabled/);
    // (SETTING_DEFAULTS types the default's literal `false`, so the stored `true` needs a cast.)
    await writeSetting(server.app.vitrine.db, 'globalSettings', { recognitionEnabled: true } as never);
    expect(await ids(admin, { sortOption: -lib.custom.aiLabels })).toHaveLength(8);
  });

  it('groupResults titles each file by its sort value: months for dates, No data when empty', async () => {
    const admin = await server.as('superAdmin');
    const result = await search(admin, { sortOption: 2, groupResults: true, itemsOnPage: 1000 });
    expect(result.images.map((image) => image.group)).toEqual([
      '2024-07',
      '2024-07',
      '2025-03',
      '2025-03',
      'No data',
      'No data',
      'No data',
      'No data',
    ]);
    const byCustom = await search(admin, {
      sortOption: -lib.custom.projectCode,
      groupResults: true,
      itemsOnPage: 2,
    });
    expect(byCustom.images.map((image) => image.group)).toEqual(['PX-10', 'PX-2']);
  });
});

describe('paging (spec 000 §3, §4)', () => {
  it('pages by itemsOnPage with nextPageExists, and an empty page past the end', async () => {
    const admin = await server.as('superAdmin');
    const page = (currentPage: number) => search(admin, { itemsOnPage: 3, currentPage, sortOption: 1 });
    const [first, second, third, fourth] = [await page(1), await page(2), await page(3), await page(4)];
    expect(
      [first, second, third, fourth].map((p) => [p.images.length, p.nextPageExists, p.totalImages]),
    ).toEqual([
      [3, true, 8],
      [3, true, 8],
      [2, false, 8],
      [0, false, 8],
    ]);
  });

  it('a relevance page past the end of a text search is empty and still counts every match', async () => {
    const admin = await server.as('superAdmin');
    const past = await search(admin, { text: 'harbour', itemsOnPage: 2, currentPage: 5 });
    expect([past.images, past.totalImages, past.nextPageExists]).toEqual([[], 3, false]);
    const last = await search(admin, { text: 'harbour', itemsOnPage: 2, currentPage: 2 });
    expect([last.images.length, last.totalImages, last.nextPageExists]).toEqual([1, 3, false]);
    const capped = await search(admin, { text: 'harbour', itemsOnPage: 2, maxResults: 2 });
    expect([capped.images.length, capped.totalImages, capped.nextPageExists]).toEqual([2, 2, false]);
  });

  it('maxResults caps the total and the pages', async () => {
    const admin = await server.as('superAdmin');
    const second = await search(admin, { itemsOnPage: 3, currentPage: 2, maxResults: 5, sortOption: 1 });
    expect(second.totalImages).toBe(5);
    expect(second.images).toHaveLength(2);
    expect(second.nextPageExists).toBe(false);
    expect(await count(admin, { maxResults: 5 })).toBe(5);
  });

  it('without paging answers every result; idsOnly answers id, fileName and extension only', async () => {
    const admin = await server.as('superAdmin');
    const all = await search(admin, { enablePaging: false, itemsOnPage: 2 });
    expect(all.images).toHaveLength(8);
    expect(all.nextPageExists).toBe(false);
    const bare = await search(admin, { idsOnly: true, sortOption: 1, itemsOnPage: 2 });
    expect(bare.images).toEqual([
      { id: lib.files.harbourOne, fileName: 'harbour-one.jpg', extension: 'jpg' },
      { id: lib.files.harbourTwo, fileName: 'harbour-two.png', extension: 'png' },
    ]);
  });

  it('refuses page sizes and pages outside the contract with 400', async () => {
    const admin = await server.as('superAdmin');
    await expectError(admin, { itemsOnPage: 0 }, 400);
    await expectError(admin, { itemsOnPage: 1001 }, 400);
    await expectError(admin, { currentPage: 0 }, 400);
    await expectError(admin, { selectedSet: 'x1' }, 400);
  });

  it('answers the criteria back as searchDto, and a summary with the fields of spec 000 §3', async () => {
    const admin = await server.as('superAdmin');
    const criteria: Criteria = { searchId: 'abc', text: 'dawn', booleanMode: false };
    const result = await search(admin, criteria);
    expect(result.searchDto).toEqual(criteria);
    expect(result.nextPageResult).toBeNull();
    expect(result.images).toEqual([
      expect.objectContaining({
        id: lib.files.harbourOne,
        fileName: 'harbour-one.jpg',
        extension: 'jpg',
        mimeType: 'image/jpeg',
        fileSize: 3000,
        folder: { id: lib.folders.workspace, shortPath: '/Marketing', rootPath: '/Marketing' },
        keywords: ['harbour', 'boats'],
        imageLocation: 'Brest, Bretagne, France',
        imageAttributes: {
          title: 'Harbour at dawn',
          author: 'Mei Tanaka',
          subject: 'Harbours',
          description: '',
        },
        imageIPTC: { urgency: null, DateCreated: '2025-03-14T06:30:00' },
        imageInfo: { width: 1920, height: 1080, Make: null, Model: null },
        imageCustomMetadatas: [
          { definitionId: lib.custom.projectCode, value: 'PX-2' },
          { definitionId: lib.custom.usageRights, value: 'Web' },
        ],
        imageWorkflowStatuses: [{ id: lib.workflow.draft, name: 'Draft', color: '#9e9e9e' }],
        isImage: true,
        isVideo: false,
        isExpired: false,
        isExpiredSoon: false,
        hasJobs: false,
      }),
    ]);
    const clip = (await search(admin, { text: 'clip' })).images[0];
    expect(clip).toMatchObject({ isVideo: true, isExpiredSoon: true, expirationDate: '2026-06-20' });
  });
});

describe('the count (spec 000 §7 "POST search count -> totalImages, infoMessages")', () => {
  it.each(['superAdmin', 'editor', 'viewer'] as const)(
    '%s: the count equals the search total for the same criteria',
    async (role) => {
      const agent = await server.as(role);
      const criteria: Criteria[] = [
        {},
        { selectedFolder: 0 },
        { itemsOnPage: 2, currentPage: 2, sortOption: 7, sortOrderOption: 2 },
        { selectedFolder: lib.folders.workspace },
        { selectedFolder: lib.folders.workspace, hideSubstructure: true },
        { text: 'harbour' },
        { text: 'harbour -night', booleanMode: true },
        { dateFrom: '2020-01-01', dateTo: '2025-12-31' },
        { filters: [{ filterName: 'orientation', options: ['landscape'] }] },
        { logicalView: 'keywordId', logicalViewValue: String(lib.keywords.harbour) },
        { sortOption: -lib.custom.projectCode, itemsOnPage: 1, currentPage: 5 },
      ];
      for (const each of criteria) {
        const result = await search(agent, each);
        expect({ each, count: await count(agent, each) }).toEqual({ each, count: result.totalImages });
      }
    },
  );
});
