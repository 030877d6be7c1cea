// The best-ranked matches from the files with a query word in their title, subject or keywords
// (rank-tiers.ts, migration 0033) against ts_rank over every match, on real PostgreSQL: whenever the
// shortcut answers, its ranks are the first `limit` ranks of all matches and every file ranked above
// the last is among them; a relevance page through it equals the page of the filter-first plan
// (spec 000 §3 sort option 4). Files whose file name holds many words with the same start rank above
// every title match without any query word in their title: the shortcut must not answer there.
import { createRandom } from '@vitrine/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../db/database';
import type { FolderRow } from '../db/schema';
import { insertFolder } from '../library/folders';
import { addFile, principalWith } from '../testing/files';
import { freshPostgresDatabase, type TestPostgresDatabase } from '../testing/postgres';
import { resolveCriteria } from './criteria';
import { runSearch, type SearchScope } from './query';
import { headBestMatches, queryShape, rankedAsPairs } from './rank-tiers';
import { postgresTextIndex, postgresTsquery, type RankedMatch, type Within } from './text-index';
import { parseTextQuery } from './text-query';

let database: TestPostgresDatabase;
let opened: OpenDatabase;
const folders: FolderRow[] = [];
const NOW = new Date(2026, 0, 1);

const WORDS = [
  'harbour',
  'harbours',
  'meadow',
  'stone',
  'wind',
  'boats',
  'café',
  'lighthouse',
  'north',
  'tide',
];

beforeAll(async () => {
  database = await freshPostgresDatabase();
  opened = await openDatabase({ postgresUrl: database.url });
  const db = opened.db;
  folders.push(await insertFolder(db, { name: 'A', parent: null, now: NOW }));
  folders.push(await insertFolder(db, { name: 'B', parent: null, now: NOW }));
  const random = createRandom(20261128);
  const words = (n: number) => Array.from({ length: n }, () => random.pick(WORDS)).join(' ');
  for (let n = 0; n < 240; n++) {
    await addFile(db, {
      folderId: random.pick(folders).id,
      name: `file-${n}.jpg`,
      title: random.next() < 0.3 ? words(1 + random.int(0, 2)) : '',
      subject: random.next() < 0.3 ? words(1) : '',
      keywords: random.next() < 0.2 ? [random.pick(WORDS)] : [],
      author: random.next() < 0.3 ? words(1) : '',
      description: words(2 + random.int(0, 6)),
      expirationDate: random.next() < 0.2 ? '2020-01-01' : null,
      isOnBrand: random.next() < 0.8,
      addedAt: new Date(Date.UTC(2025, 0, 1) + n * 3_600_000).toISOString(),
    });
  }
});
afterAll(async () => {
  await opened?.close();
  await database?.drop();
});

const expression = (text: string, booleanMode = false) => {
  const parsed = parseTextQuery(text, booleanMode);
  if (!parsed) throw new Error(`no query in ${text}`);
  return parsed.expr;
};

/** Every match ranked by ts_rank, best first. */
async function everyMatch(text: string, booleanMode: boolean, within: Within): Promise<RankedMatch[]> {
  const { rows } = await sql<RankedMatch>`select * from (${postgresTextIndex.rankedMatches(
    expression(text, booleanMode),
    within,
  )}) as m order by rank`.execute(opened.db);
  return rows.map((row) => ({ file_id: Number(row.file_id), rank: Number(row.rank) }));
}

/** For each limit: whether the shortcut answered, and that its answer is the first ranks of all matches. */
async function check(text: string, booleanMode: boolean, within: Within = []): Promise<number> {
  const all = await everyMatch(text, booleanMode, within);
  let answered = 0;
  for (const limit of [1, 3, 10, 30, 100, 1000]) {
    const head = await headBestMatches(opened.db, expression(text, booleanMode), limit, within);
    if (!head) continue;
    answered += 1;
    const at = `${text} (${booleanMode ? 'boolean' : 'plain'}) within ${JSON.stringify(within)}, limit ${limit}`;
    expect(head.length, at).toBe(limit);
    expect(
      head.map((match) => Number(match.rank)),
      at,
    ).toEqual(all.slice(0, limit).map((match) => match.rank));
    const last = Number(head[limit - 1]?.rank);
    const better = (matches: RankedMatch[]) =>
      matches
        .filter((match) => Number(match.rank) < last)
        .map((match) => Number(match.file_id))
        .sort((x, y) => x - y);
    expect(better(head), at).toEqual(better(all));
  }
  return answered;
}

describe('relevance from the title, subject and keyword matches first (PostgreSQL, migration 0033)', {
  timeout: 300_000,
}, () => {
  it('answers only what ranking every match answers', async () => {
    const within: Within = [[`xf${folders[0]?.id}`]];
    for (const word of ['meadow', 'stone', 'lighthouse', 'tide', 'north']) {
      // A word of its own in the index (no other word starts with it): a title match outranks any
      // match elsewhere, so the shortcut answers the first pages.
      expect(await check(word, false), word).toBeGreaterThan(0);
      expect(await check(word, false, within), `${word} in folder A`).toBeGreaterThan(0);
      expect(await check(word, true), `${word} (boolean)`).toBeGreaterThan(0);
    }
    // 'harbour' starts two words; 'cafe' finds 'Café'; several words; OR in boolean mode.
    for (const [text, booleanMode] of [
      ['harbour', false],
      ['harb', false],
      ['cafe', false],
      ['meadow stone', false],
      ['wind boats tide', false],
      ['meadow | stone', true],
      ['-boats', true],
    ] as const) {
      await check(text, booleanMode);
      await check(text, booleanMode, within);
    }
    // AND and phrases rank pairs of positions (ts_rank's calc_rank_and): never answered.
    for (const [text, booleanMode] of [
      ['meadow stone', true],
      ['meadow -boats', true],
      ['"stone wind"', false],
    ] as const) {
      expect(await check(text, booleanMode), text).toBe(0);
    }
  });

  it('counts the words of a word start from a range of the lexeme index, not by reading every lexeme', async () => {
    const shape = queryShape(postgresTsquery(expression('lighthou')));
    const plan = await opened.db.transaction().execute(async (trx) => {
      // The table is small here: without this the planner may read it whole whatever the query.
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${shape}`.execute(trx);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/on text_lexemes_lexeme[^\n]*\n\s*Index Cond: \(\(lexeme >= operand\.lexeme\) AND /);
    expect(plan).not.toMatch(/Filter: .*~~/);
    // The same words as a LIKE counts, at every start.
    for (const start of ['li', 'lig', 'lighthouse', 'zzz']) {
      const { rows } = await queryShape(postgresTsquery(expression(start))).execute(opened.db);
      const { rows: like } = await sql<{ n: number }>`select least(count(*), 65) as n from text_lexemes
        where lexeme like ${`${start}%`}`.execute(opened.db);
      expect(Number(rows[0]?.words), start).toBe(Number(like[0]?.n));
    }
  });

  it('reads the top operator of a printed tsquery', () => {
    expect(rankedAsPairs(`'a':*`)).toBe(false);
    expect(rankedAsPairs(`'a' | 'b' & 'c'`)).toBe(false);
    expect(rankedAsPairs(`( 'a' | 'b' ) & 'c'`)).toBe(true);
    expect(rankedAsPairs(`'a' <-> 'b'`)).toBe(true);
    expect(rankedAsPairs(`'a' <-> 'b' | 'c'`)).toBe(false);
    expect(rankedAsPairs(`!'a'`)).toBe(false);
    expect(rankedAsPairs(`'it''s' & 'b'`)).toBe(true);
  });

  it('does not answer where many words with the same start outrank the title matches', async () => {
    const db = opened.db;
    // Seven words starting with 'lighthouse' in a file name (weight C): ts_rank about 0.85, above a
    // title match (0.61 and up). The words reach text_lexemes through the trigger.
    const name = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((letter) => `lighthouse${letter}`).join('-');
    const id = await addFile(db, {
      folderId: folders[1]?.id as number,
      name: `${name}.jpg`,
      description: 'x',
    });
    const all = await everyMatch('lighthouse', false, []);
    expect(all[0]?.file_id).toBe(id);
    await check('lighthouse', false);
    // The same through a search: the relevance page equals the filter-first plan's.
    for (const principal of [
      principalWith([], true),
      principalWith([{ permissions: new Set(['download']), folderPath: null, setPath: null, groupId: null }]),
    ]) {
      const scope = (plan: SearchScope['plan']): SearchScope => ({
        db,
        principal,
        now: NOW,
        textIndex: postgresTextIndex,
        dialect: 'postgres',
        cache: null,
        plan,
      });
      for (const text of ['lighthouse', 'meadow', 'stone wind', 'harbour']) {
        for (const currentPage of [1, 2, 3]) {
          const criteria = resolveCriteria({ text, sortOption: 4, itemsOnPage: 10, currentPage });
          const exact = await runSearch(scope('filter'), criteria);
          const auto = await runSearch(scope('auto'), criteria);
          const at = `${text} page ${currentPage}`;
          expect(auto.total, at).toBe(exact.total);
          // Ties may come in any order within the same rank and date: compare ids with their ranks.
          expect(
            auto.rows.map((row) => row.id),
            at,
          ).toEqual(exact.rows.map((row) => row.id));
        }
      }
    }
    // Renaming a file adds its new words too.
    await db.updateTable('files').set({ file_name: 'tidepool-tidewater.jpg' }).where('id', '=', id).execute();
    const { rows } = await sql<{
      n: number;
    }>`select count(distinct lexeme) as n from text_lexemes where lexeme like 'tide%'`.execute(db);
    expect(Number(rows[0]?.n)).toBe(3);
  });
});
