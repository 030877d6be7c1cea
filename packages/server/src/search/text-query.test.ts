// The search text (spec 000 §3 text, booleanMode): how both modes read it, what they refuse, and
// that no text, however hostile, reaches the full-text index as anything but quoted tokens: a fuzz
// run executes thousands of random texts against a real FTS5 index (migration 0002_search).
import { createRandom } from '@vitrine/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../db/database';
import { HttpError } from '../domain/errors';
import { sqliteTextIndex } from './text-index';
import {
  parseTextQuery,
  probeable,
  rankless,
  TEXT_QUERY_LIMITS,
  toFts5,
  tokenize,
  toTsquery,
} from './text-query';

const fts = (text: string, booleanMode: boolean) => {
  const query = parseTextQuery(text, booleanMode);
  return query ? { mode: query.mode, fts: toFts5(query.expr), ts: toTsquery(query.expr) } : null;
};
const refusal = (text: string) => {
  try {
    parseTextQuery(text, true);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    return (error as HttpError).message;
  }
  throw new Error(`${JSON.stringify(text)} was accepted`);
};

describe('tokens', () => {
  it('keeps letters, digits and marks, lower case, NFC; everything else separates', () => {
    expect(tokenize('Harbour-One.PNG')).toEqual(['harbour', 'one', 'png']);
    expect(tokenize('Cafe\u0301 "x" (y) *z* NEAR/3')).toEqual(['café', 'x', 'y', 'z', 'near', '3']);
    expect(tokenize('東京 タワー')).toEqual(['東京', 'タワー']);
    expect(tokenize('\'"; --')).toEqual([]);
  });
});

describe('plain mode (booleanMode false)', () => {
  it.each([
    ['harbour', { mode: 'match', fts: '"harbour"*', ts: "'harbour':*" }],
    ['harbour boats', { mode: 'match', fts: '("harbour"* OR "boats"*)', ts: "('harbour':* | 'boats':*)" }],
    ['"at night" x', { mode: 'match', fts: '("at night"* OR "x")', ts: "(('at' <-> 'night':*) | 'x')" }],
    ['harbour-one', { mode: 'match', fts: '"harbour one"*', ts: "('harbour' <-> 'one':*)" }],
    ['harbour OR NOT -boats', { mode: 'match', fts: '("harbour"* OR "or"* OR "not"* OR "boats"*)' }],
    ['"unclosed quote', { mode: 'match', fts: '"unclosed quote"*' }],
  ])('%j', (text, expected) => {
    expect(fts(text, false)).toMatchObject(expected);
  });

  it('answers nothing to search for when the text holds no letter or digit, and never throws', () => {
    for (const text of ['', '   ', '---', '"', '()', '* * *', '"" ""'])
      expect(parseTextQuery(text, false)).toBeNull();
  });
});

describe('boolean mode', () => {
  it.each([
    ['a b', '("a" AND "b")'],
    ['a AND b', '("a" AND "b")'],
    ['a +b', '("a" AND "b")'],
    ['a OR b c', '("a" OR ("b" AND "c"))'],
    ['(a OR b) c', '(("a" OR "b") AND "c")'],
    ['a | b', '("a" OR "b")'],
    ['a NOT b', '(("a") NOT ("b"))'],
    ['a -b -c', '(("a") NOT ("b" OR "c"))'],
    ['harb*', '"harb"*'],
    ['h*', '"h"'],
    ['"new york"*', '"new york"*'],
    ['NOT NOT a', '"a"'],
    ['a AND NOT (b OR c)', '(("a") NOT (("b" OR "c")))'],
    ['a and b', '("a" AND "and" AND "b")'],
  ])('%j reads as %s', (text, expected) => {
    expect(fts(text, true)).toMatchObject({ mode: 'match', fts: expected });
  });

  it('a text made only of NOT terms excludes: every file except those', () => {
    expect(fts('-draft', true)).toMatchObject({ mode: 'exclude', fts: '"draft"' });
    expect(fts('NOT a NOT b', true)).toMatchObject({ mode: 'exclude', fts: '("a" OR "b")' });
    expect(fts('-a OR -b', true)).toMatchObject({ mode: 'exclude', fts: '("a" AND "b")' });
  });

  it('writes the same expressions as PostgreSQL tsquery', () => {
    expect(fts('(harb* OR "new york") -boats', true)?.ts).toBe(
      "((('harb':* | ('new' <-> 'york'))) & !('boats'))",
    );
  });

  it.each([
    ['"a', 'a quotation mark is not closed.'],
    ['(a', 'a parenthesis is not closed.'],
    ['a)', 'a closing parenthesis has no opening one.'],
    ['(a))', 'a closing parenthesis has no opening one.'],
    ['a OR', 'OR needs a word after it.'],
    ['OR a', 'OR needs a word before it.'],
    ['a AND', 'AND needs a word after it.'],
    ['a AND OR b', 'AND needs a word after it.'],
    ['NOT', 'NOT needs a word after it.'],
    ['a ()', 'the parentheses hold no word.'],
    [
      'a OR NOT b',
      'OR cannot join a NOT term: write what to search for and what to leave out, as in harbour NOT boat.',
    ],
    ['***', 'it has no word to search for.'],
  ])('refuses %j: %s', (text, message) => {
    expect(refusal(text)).toBe(`Invalid search text: ${message}`);
  });

  it('refuses texts over the limits', () => {
    expect(() => parseTextQuery('a'.repeat(TEXT_QUERY_LIMITS.maxLength + 1), false)).toThrow(/longer than/);
    const words = Array.from({ length: TEXT_QUERY_LIMITS.maxTerms + 1 }, (_, i) => `w${i}`).join(' ');
    expect(() => parseTextQuery(words, false)).toThrow(/more than 64/);
    expect(() => parseTextQuery(words, true)).toThrow(/more than 64/);
    const deep = `${'('.repeat(TEXT_QUERY_LIMITS.maxDepth + 1)}a${')'.repeat(TEXT_QUERY_LIMITS.maxDepth + 1)}`;
    expect(refusal(deep)).toMatch(/nest at most 16 deep/);
    expect(
      fts(`${'('.repeat(TEXT_QUERY_LIMITS.maxDepth)}a${')'.repeat(TEXT_QUERY_LIMITS.maxDepth)}`, true),
    ).toMatchObject({
      fts: '"a"',
    });
  });
});

describe('what a text costs the index and ranks by', () => {
  const expr = (text: string, booleanMode: boolean) => {
    const query = parseTextQuery(text, booleanMode);
    if (!query) throw new Error(`${text} reads as nothing`);
    return query.expr;
  };
  it.each([
    // Word starts of 2 or 3 characters, and nothing else to find files by: no rank (decided).
    ['wen', false, true],
    ['wen ha', false, true],
    ['Ég', false, true],
    ['ha* -harbour', true, true],
    ['ha* OR bo*', true, true],
    // A whole word, a longer start, a one-letter word (whole), a phrase: ranked.
    ['wenl', false, false],
    ['wen harbour', false, false],
    ['a', false, false],
    ['ha', true, false],
    ['ha* harbour', true, false],
    ['"ha bo"*', true, false],
  ] as const)('%j (boolean %j) ranks nothing: %j', (text, booleanMode, expected) => {
    expect(rankless(expr(text, booleanMode))).toBe(expected);
  });
  it.each([
    // Whole words and short starts are a few seeks per file; a longer start reads every word it begins.
    ['harbour boats', true, true],
    ['ha* -night', true, true],
    ['"harbour at"', true, true],
    ['wen', false, true],
    ['harbour', false, false],
    ['ha* -nigh*', true, false],
    ['harbour*', true, false],
  ] as const)('%j (boolean %j) is checked file by file cheaply: %j', (text, booleanMode, expected) => {
    expect(probeable(expr(text, booleanMode))).toBe(expected);
  });
});

describe('no text breaks the index (fuzz against a real FTS5 table)', () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openDatabase({ sqliteFile: ':memory:' });
    await sql`insert into files_fts (rowid, file_name, title) values (1, 'harbour-one.png', 'Harbour "at" dawn')`.execute(
      database.db,
    );
  });
  afterAll(() => database.close());

  const PIECES = [
    'harbour',
    'AND',
    'OR',
    'NOT',
    'NEAR',
    'and',
    '"',
    "'",
    '(',
    ')',
    '*',
    '-',
    '+',
    '|',
    '^',
    ':',
    ';',
    '\\',
    '%',
    '_',
    '\u0000',
    '\u200b',
    'é',
    'e\u0301',
    '東京',
    '🐟',
    ' ',
    ' ',
    ' ',
    'title:',
    '{',
    '}',
    'NEAR(',
    ',',
    '--',
    '/*',
    '0',
    'x',
    '.',
    'AND NOT',
    '""',
    '*"',
    '"-',
  ];

  it('every random text is either refused with a 400 or runs on FTS5 without an error', async () => {
    // @vitrine/core's seeded source, so a failure replays.
    const { next } = createRandom(20260615);
    let ran = 0;
    let refused = 0;
    for (let i = 0; i < 3000; i++) {
      const length = 1 + Math.floor(next() * 12);
      const text = Array.from({ length }, () => PIECES[Math.floor(next() * PIECES.length)]).join('');
      for (const booleanMode of [false, true]) {
        let query: ReturnType<typeof parseTextQuery>;
        try {
          query = parseTextQuery(text, booleanMode);
        } catch (error) {
          expect(error, JSON.stringify(text)).toBeInstanceOf(HttpError);
          expect((error as HttpError).status).toBe(400);
          expect(booleanMode, `plain mode refused ${JSON.stringify(text)}`).toBe(true);
          refused++;
          continue;
        }
        if (!query) continue;
        await expect(
          sqliteTextIndex.matchingIds(query.expr).execute(database.db),
          `${JSON.stringify(text)} → ${toFts5(query.expr)}`,
        ).resolves.toBeDefined();
        await sqliteTextIndex.rankedMatches(query.expr).execute(database.db);
        ran++;
      }
    }
    expect(ran).toBeGreaterThan(1000);
    expect(refused).toBeGreaterThan(100);
  });
});
