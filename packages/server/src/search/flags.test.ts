// The full-text index's flags (flags.ts, migration 0008_text_index): the words the triggers write
// for a file's expiration date and branding status, the words that pick the files hidden on a day,
// and the viewer's count from them, which must equal the count read from the files (spec 000 §6:
// expired and off-brand files hidden without images.seeExpired / images.seeOffBrand; §4: expired
// on the expiration day itself), on every day, after every write, and for odd dates.
import { createRandom } from '@vitrine/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../auth/permissions';
import { type OpenDatabase, openDatabase } from '../db/database';
import { insertFolder } from '../library/folders';
import { addFile, principalWith } from '../testing/files';
import { resolveCriteria } from './criteria';
import { datesBefore, dateWords, hiddenWords, inFolder, sqliteFlags, underFolder } from './flags';
import { countSearch, runSearch, type SearchScope } from './query';
import { sqliteTextIndex } from './text-index';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openDatabase({ sqliteFile: ':memory:' });
});
afterAll(() => database.close());

/** The flags the triggers write for a file with this expiration date and branding status. */
async function flagsOf(expirationDate: string | null, isOnBrand = 1): Promise<string[]> {
  const { rows } = await sql<{ flags: string }>`select ${sql.raw(sqliteFlags('f'))} as flags
    from (select ${expirationDate} as expiration_date, ${isOnBrand} as is_on_brand, null as folder_id) as f`.execute(
    database.db,
  );
  return (rows[0]?.flags ?? '').split(' ').filter(Boolean);
}

describe('the words of a date', () => {
  it('write a date as its blocks of 1, 2, 4, … numbers; odd dates and branding get their own word', async () => {
    // 2026-06-15 is 20260615: its block at each level is the number shifted right.
    const blocks = Array.from({ length: 27 }, (_, level) => `xb${level}n${20260615 >> level}`);
    expect(dateWords('2026-06-15')).toEqual(blocks);
    expect(await flagsOf('2026-06-15')).toEqual(blocks);
    expect(await flagsOf('2026-06-15T23:59:59')).toEqual(blocks);
    expect(await flagsOf('2026-06-15', 0)).toEqual(['offbrand', ...blocks]);
    expect(await flagsOf('0001-01-01')).toEqual(dateWords('0001-01-01'));
    expect(await flagsOf('9999-12-31')).toEqual(dateWords('9999-12-31'));
    expect(await flagsOf(null, 0)).toEqual(['offbrand']);
    expect(await flagsOf(null)).toEqual([]);
    for (const odd of ['', 'soon', '2026-6-1', '20260615', ' 2026-06-01'])
      expect(await flagsOf(odd)).toEqual(['xodd']);
  });

  it("a file's folder and every folder above it, as the folders' paths say", async () => {
    const db = database.db;
    const now = new Date(2026, 0, 1);
    const top = await insertFolder(db, { name: 'Top', parent: null, now });
    const middle = await insertFolder(db, { name: 'Middle', parent: top, now });
    const low = await insertFolder(db, { name: 'Low', parent: middle, now });
    const words = async (folderId: number) => {
      const { rows } = await sql<{ flags: string }>`select ${sql.raw(sqliteFlags('f'))} as flags
        from (select null as expiration_date, 1 as is_on_brand, ${folderId} as folder_id) as f`.execute(db);
      return (rows[0]?.flags ?? '').split(' ').filter(Boolean);
    };
    expect(await words(low.id)).toEqual([
      underFolder(top.id),
      underFolder(middle.id),
      underFolder(low.id),
      inFolder(low.id),
    ]);
    expect(await words(top.id)).toEqual([underFolder(top.id), inFolder(top.id)]);
    expect(await words(-1)).toEqual([]);
  });

  it('the words before a day pick exactly the dates that sort before it (expired on the day before)', async () => {
    // One block per bit set in 20260615 (binary 1001101010010011100000111: 12 bits set).
    expect(datesBefore('2026-06-15')).toHaveLength(12);
    expect(datesBefore('2026-06-15')[11]).toBe('xb0n20260614');
    // Neighbours on both sides of a day, at the turns of a month, a year and a century.
    for (const day of ['2026-06-15', '2026-07-01', '2027-01-01', '2100-01-01', '0001-01-01']) {
      const words = new Set(datesBefore(day));
      const n = Number(day.replaceAll('-', ''));
      for (const other of [n - 1, n, n + 1, n - 70, n + 70, n - 8870, n + 8870]) {
        const digits = String(other).padStart(8, '0');
        const date = `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
        expect(
          dateWords(date).some((word) => words.has(word)),
          `${date} before ${day}`,
        ).toBe(date < day);
      }
    }
    const random = createRandom(11);
    const next = (n: number) => random.int(0, n - 1);
    const pad = (value: number, width: number) => String(value).padStart(width, '0');
    // Dates near each other share digits: draw the day from a few centuries, decades and months.
    const randomDay = () =>
      `${pad([0, 1, 19, 20, 21, 99][next(6)] as number, 2)}${next(10)}${next(10)}-${pad(next(13), 2)}-${pad(next(32), 2)}`;
    let before = 0;
    for (let i = 0; i < 3000; i++) {
      const day = randomDay();
      const date = next(2) === 0 ? randomDay() : `${randomDay()}T${pad(next(24), 2)}:00:00`;
      const words = new Set(datesBefore(day));
      const flagged = (await flagsOf(date)).some((word) => words.has(word));
      expect(flagged, `${date} before ${day}`).toBe(date < day);
      if (flagged) before += 1;
    }
    // Both answers were drawn many times.
    expect(before).toBeGreaterThan(300);
    expect(before).toBeLessThan(2700);
  });

  it('hides what the principal may not see', () => {
    expect(hiddenWords({ expiredBefore: null, offBrand: false })).toEqual([]);
    expect(hiddenWords({ expiredBefore: null, offBrand: true })).toEqual(['offbrand']);
    expect(hiddenWords({ expiredBefore: '2000-01-01', offBrand: true })).toEqual([
      'offbrand',
      ...datesBefore('2000-01-01'),
    ]);
    expect(hiddenWords({ expiredBefore: '2000-01-01', offBrand: false })).toEqual(datesBefore('2000-01-01'));
    expect(() => datesBefore('2026-6-15')).toThrow();
  });
});

describe("a viewer's count of a text from the flags equals the count read from the files (spec 000 §4, §6)", {
  timeout: 120_000,
}, () => {
  const DATES = [
    null,
    '2026-06-14',
    '2026-06-15',
    '2026-06-15T23:59:59',
    '2026-06-16',
    '2026-05-31',
    '2026-07-01',
    '2025-12-31',
    '2027-01-01',
    '2019-12-31',
    '2020-01-01',
    '2029-12-31',
    '2030-01-01',
    '1999-12-31',
    '2099-12-31',
    '2100-01-01',
    '0001-01-01',
    '9999-12-31',
    '',
    'soon',
    '2026-6-1',
    ' 2026-06-01',
  ];
  const DAYS = [
    new Date(2026, 5, 14, 23, 30),
    new Date(2026, 5, 15, 0, 10),
    new Date(2026, 5, 15, 23, 59),
    new Date(2026, 11, 31, 12),
    new Date(2027, 0, 1, 0, 5),
    new Date(2029, 11, 31, 12),
    new Date(2030, 0, 1, 12),
    new Date(2099, 11, 31, 12),
    new Date(2100, 0, 1, 12),
    new Date(2026, 1, 28, 12),
  ];
  const TEXTS = [
    'harbour',
    'meadow',
    'har',
    'harbour meadow',
    'offbrand',
    'xodd',
    'xb0n20260615',
    'xb3n2532576',
  ];
  const viewer = (...extra: string[]): Principal =>
    principalWith([
      { permissions: new Set(['download', ...extra]), folderPath: null, setPath: null, groupId: null },
    ]);
  const principals: [string, Principal][] = [
    ['viewer', viewer()],
    ['viewer who sees expired files', viewer('images.seeExpired')],
    ['viewer who sees off-brand files', viewer('images.seeOffBrand')],
    ['super admin', principalWith([], true)],
  ];
  let fileIds: number[] = [];

  beforeAll(async () => {
    const db = database.db;
    const folder = await insertFolder(db, { name: 'Flags', parent: null, now: new Date(2026, 0, 1) });
    fileIds = [];
    for (const [i, expirationDate] of DATES.entries()) {
      for (const isOnBrand of [true, false]) {
        fileIds.push(
          await addFile(db, {
            folderId: folder.id,
            name: `file-${i}-${isOnBrand ? 'on' : 'off'}.jpg`,
            title: i % 3 === 0 ? 'Harbour' : i % 3 === 1 ? 'Meadow' : 'Harbour meadow',
            expirationDate,
            isOnBrand,
          }),
        );
      }
    }
  });

  async function compareCounts(label: string) {
    let compared = 0;
    for (const now of DAYS) {
      for (const [who, principal] of principals) {
        const scope = (plan: SearchScope['plan']): SearchScope => ({
          db: database.db,
          principal,
          now,
          textIndex: sqliteTextIndex,
          dialect: 'sqlite',
          cache: null,
          plan,
        });
        for (const text of TEXTS) {
          const criteria = resolveCriteria({ text });
          const exact = await countSearch(scope('filter'), criteria);
          const at = `${label}: ${who} on ${now.toString()} '${text}'`;
          expect(await countSearch(scope('auto'), criteria), at).toBe(exact);
          expect((await runSearch(scope('auto'), criteria)).total, at).toBe(exact);
          compared += 1;
        }
      }
    }
    return compared;
  }

  it('for every day around the dates, each kind of viewer, texts found or not', async () => {
    expect(await compareCounts('as inserted')).toBe(DAYS.length * principals.length * TEXTS.length);
    // The flags are never found by a search text: no file holds these words.
    const admin = principals[3]?.[1] as Principal;
    for (const text of ['offbrand', 'xodd', 'xb0n20260615', 'xb3n2532576']) {
      const scope: SearchScope = {
        db: database.db,
        principal: admin,
        now: DAYS[0] as Date,
        textIndex: sqliteTextIndex,
        dialect: 'sqlite',
      };
      expect(await countSearch(scope, resolveCriteria({ text })), text).toBe(0);
      expect(await countSearch(scope, resolveCriteria({ text, booleanMode: true })), text).toBe(0);
    }
  });

  it('after expiration dates and branding statuses change (the triggers write the flags again)', async () => {
    const db = database.db;
    for (const [i, id] of fileIds.entries()) {
      const date = DATES[(i * 7) % DATES.length] ?? null;
      await db
        .updateTable('files')
        .set({ expiration_date: date, is_on_brand: i % 3 === 0 ? 0 : 1 })
        .where('id', '=', id)
        .execute();
    }
    expect(await compareCounts('after updates')).toBeGreaterThan(0);
    // The index holds one row per file, the flags included (nothing left of the old rows).
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from files_fts where files_fts match ${'flags : ("xodd" OR "offbrand")'}`.execute(
      db,
    );
    const expected = await db
      .selectFrom('files')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) =>
        eb.or([
          eb('is_on_brand', '=', 0),
          eb.and([
            eb('expiration_date', 'is not', null),
            sql<boolean>`expiration_date not glob '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]*'`,
          ]),
        ]),
      )
      .executeTakeFirstOrThrow();
    expect(Number(rows[0]?.n)).toBe(Number(expected.n));
  });
});
