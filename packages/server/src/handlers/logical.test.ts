// GET /api/logical/* through the server (responses validated against openapi.yml): the rows of the
// four branches of spec 000 §2 "Logical tree", counted over what each user may see (spec 000 §6), and
// that each row's node finds the same files through search (spec 000 §3 "Logical field mapping").
import type { components } from '@vitrine/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeSetting } from '../library/settings';
import { type Agent, startTestServer, type TestServer } from '../testing/harness';
import { narrowUser, type SearchLibrary, seedSearchLibrary } from '../testing/search-library';

type LogicalRow = components['schemas']['LogicalRow'];
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

async function rows(agent: Agent, path: string): Promise<LogicalRow[]> {
  const answer = await agent.call<LogicalRow[]>('GET', path);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}
const total = async (agent: Agent, criteria: components['schemas']['SearchCriteria']) =>
  (await agent.call<{ totalImages: number }>('POST', '/api/search/count', { criteria })).body.totalImages;

describe('the four branches (spec 000 §2, §7 "Logical")', () => {
  it('timeline: a row per year and month of the date taken, in order, with counts', async () => {
    const admin = await server.as('superAdmin');
    expect(await rows(admin, '/api/logical/date?format=json')).toEqual([
      { year: 2024, month: 7, count: 2 },
      { year: 2025, month: 3, count: 2 },
    ]);
  });

  it('keywords: a row per keyword with its id, by name', async () => {
    const admin = await server.as('superAdmin');
    expect(await rows(admin, '/api/logical/keywords')).toEqual([
      { id: lib.keywords.boats, value: 'boats', count: 1 },
      { id: lib.keywords.harbour, value: 'harbour', count: 3 },
      { id: lib.keywords.meadow, value: 'meadow', count: 1 },
      { id: lib.keywords.night, value: 'night', count: 1 },
    ]);
  });

  it('location: country, state and city with empty parts as null (shown <Not specified>)', async () => {
    const admin = await server.as('superAdmin');
    expect(await rows(admin, '/api/logical/location')).toEqual([
      { country: 'France', stateProvince: 'Bretagne', city: 'Brest', count: 1 },
      { country: 'France', stateProvince: 'Bretagne', city: 'Rennes', count: 1 },
      { country: 'Iceland', stateProvince: null, city: null, count: 1 },
    ]);
  });

  it('title, author, subject and a custom field: a row per value; files without one are not counted', async () => {
    const admin = await server.as('superAdmin');
    expect(await rows(admin, '/api/logical/string?field=author')).toEqual([
      { value: 'José Ñúñez', count: 1 },
      { value: 'Mei Tanaka', count: 2 },
    ]);
    expect(await rows(admin, '/api/logical/string?field=subject')).toEqual([
      { value: 'Harbours', count: 1 },
      { value: 'Products', count: 1 },
    ]);
    expect((await rows(admin, '/api/logical/string?field=title')).map((r) => r.value)).toEqual([
      'Bell song',
      'Catalogue 2026',
      'Golden meadow',
      'Harbour at dawn',
      'Harbour at night',
      'Harbour clip',
      'Off brand poster',
      'Old campaign',
    ]);
    // Natural order: 'PX-2' before 'PX-10'.
    expect(await rows(admin, `/api/logical/string?field=custom-${lib.custom.projectCode}`)).toEqual([
      { value: 'PX-2', count: 1 },
      { value: 'PX-10', count: 1 },
    ]);
  });

  it('refuses a field it does not know, a custom field that does not exist, and the recognition label (400)', async () => {
    const admin = await server.as('superAdmin');
    for (const [field, message] of [
      ['colour', "Unknown logical field 'colour': use title, author, subject or custom-{definitionId}."],
      ['custom-999999', "Unknown logical field 'custom-999999': there is no custom field 999999."],
      [`custom-${lib.custom.aiLabels}`, /recognition labels/],
      ['custom-x', /Unknown logical field/],
    ] as const) {
      const answer = await admin.call<ErrorBody>('GET', `/api/logical/string?field=${field}`);
      expect(answer.status).toBe(400);
      expect(answer.body.responseStatus.message).toMatch(message);
    }
    expect((await admin.call('GET', '/api/logical/string')).status).toBe(400);
    expect((await admin.call('GET', '/api/logical/date?format=xml')).status).toBe(400);
  });

  it('each row counts what its node finds through search (spec 000 §3 "Logical field mapping")', async () => {
    for (const role of ['superAdmin', 'viewer'] as const) {
      const agent = await server.as(role);
      for (const row of await rows(agent, '/api/logical/date')) {
        const value = `${row.year}-${String(row.month).padStart(2, '0')}`;
        expect(await total(agent, { logicalView: 'dateTaken', logicalViewValue: value })).toBe(row.count);
      }
      for (const row of await rows(agent, '/api/logical/keywords')) {
        expect(await total(agent, { logicalView: 'keywordId', logicalViewValue: String(row.id) })).toBe(
          row.count,
        );
      }
      for (const row of await rows(agent, '/api/logical/location')) {
        const value = [row.country ?? '', row.stateProvince ?? '', row.city ?? ''].join('/');
        expect(await total(agent, { logicalView: 'imageLocation', logicalViewValue: value })).toBe(row.count);
      }
      for (const field of ['title', 'author', 'subject'] as const) {
        for (const row of await rows(agent, `/api/logical/string?field=${field}`)) {
          expect(await total(agent, { logicalView: field, logicalViewValue: row.value ?? '' })).toBe(
            row.count,
          );
        }
      }
      for (const row of await rows(agent, `/api/logical/string?field=custom-${lib.custom.projectCode}`)) {
        const logicalViewValue = `${lib.custom.projectCode}:${row.value}`;
        expect(await total(agent, { logicalView: 'customDataValue', logicalViewValue })).toBe(row.count);
      }
    }
  });
});

describe('who counts what (spec 000 §6)', () => {
  it('a viewer does not count expired files; a user granted one folder counts only below it', async () => {
    const viewer = await server.as('viewer');
    expect(await rows(viewer, '/api/logical/date')).toEqual([
      { year: 2024, month: 7, count: 1 },
      { year: 2025, month: 3, count: 2 },
    ]);
    const narrow = await narrowUser(server, 'products-only', 'viewer', { folderId: lib.folders.products });
    expect(await rows(narrow, '/api/logical/date')).toEqual([]);
    expect(await rows(narrow, '/api/logical/keywords')).toEqual([
      { id: lib.keywords.harbour, value: 'harbour', count: 1 },
    ]);
    expect(await rows(narrow, '/api/logical/location')).toEqual([]);
    expect(await rows(narrow, '/api/logical/string?field=subject')).toEqual([
      { value: 'Products', count: 1 },
    ]);
  });

  it("a viewer's keyword and custom-value counts leave out the expired and off-brand files", async () => {
    const db = server.app.vitrine.db;
    const { id: secret } = await db
      .insertInto('keywords')
      .values({ name: 'secret' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('file_keywords')
      .values([
        { file_id: lib.files.expired, keyword_id: lib.keywords.meadow as number, position: 0 },
        { file_id: lib.files.expired, keyword_id: secret, position: 1 },
        { file_id: lib.files.offBrand, keyword_id: lib.keywords.boats as number, position: 0 },
      ])
      .execute();
    await db
      .insertInto('file_custom_metadata')
      .values({ file_id: lib.files.offBrand, definition_id: lib.custom.projectCode, value: 'PX-2' })
      .execute();
    const counts = async (agent: Agent, path: string) =>
      Object.fromEntries((await rows(agent, path)).map((row) => [row.value, row.count]));
    const admin = await server.as('superAdmin');
    const viewer = await server.as('viewer');
    expect(await counts(admin, '/api/logical/keywords')).toEqual({
      boats: 2,
      harbour: 3,
      meadow: 2,
      night: 1,
      secret: 1,
    });
    expect(await counts(viewer, '/api/logical/keywords')).toEqual({
      boats: 1,
      harbour: 3,
      meadow: 1,
      night: 1,
    });
    const custom = `/api/logical/string?field=custom-${lib.custom.projectCode}`;
    expect(await counts(admin, custom)).toEqual({ 'PX-2': 2, 'PX-10': 1 });
    expect(await counts(viewer, custom)).toEqual({ 'PX-2': 1, 'PX-10': 1 });
  });

  it('the guest counts what a viewer counts; without guest access a visitor must sign in', async () => {
    const viewer = await server.as('viewer');
    const guest = server.agent();
    for (const path of ['/api/logical/date', '/api/logical/keywords', '/api/logical/location']) {
      expect(await rows(guest, path)).toEqual(await rows(viewer, path));
    }
    await writeSetting(server.app.vitrine.db, 'guestAccessEnabled', false);
    expect((await server.agent().call('GET', '/api/logical/date')).status).toBe(401);
  });

  it('answers 403 when the logical views are turned off (spec 000 §6 "a server setting")', async () => {
    await writeSetting(server.app.vitrine.db, 'flags', { ShowLogicalViews: false });
    const admin = await server.as('superAdmin');
    const answer = await admin.call<ErrorBody>('GET', '/api/logical/keywords');
    expect(answer.status).toBe(403);
    expect(answer.body.responseStatus.message).toBe('Logical views are turned off.');
  });

  it('counts follow the metadata as it changes', async () => {
    const admin = await server.as('superAdmin');
    await server.app.vitrine.db
      .updateTable('files')
      .set({ date_taken: '2023-12-31T23:59:59', country: 'Japan', state_province: '', city: 'Kyoto' })
      .where('id', '=', lib.files.song)
      .execute();
    expect((await rows(admin, '/api/logical/date'))[0]).toEqual({ year: 2023, month: 12, count: 1 });
    expect(await rows(admin, '/api/logical/location')).toContainEqual({
      country: 'Japan',
      stateProvince: null,
      city: 'Kyoto',
      count: 1,
    });
  });
});
