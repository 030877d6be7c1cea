// The full-text index behind one small interface, so the search query builder does not know which
// database runs it: SQLite FTS5 (the embedded default) or PostgreSQL tsvector (docs/scaling.md
// "Full-text search on PostgreSQL"). Both are kept in sync by triggers that migration 0002_search
// creates (db/migrations/0002-search.ts), so every writer (upload, metadata edits, the demo seed, a SQL
// console) keeps the index right without calling anything.
//
// Indexed per file: file name, title, author, subject, description, keywords and the values of every
// custom field (spec 000 §3; issue 5 "Search").
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DialectName } from '../db/dialect';
import { TEXT_QUERY_FUNCTION } from '../db/migrations/0022-postgres-text-flags';
import { type HiddenFlags, hiddenWords, ODD_DATE_FLAG, OFF_BRAND_FLAG } from './flags';
import { type MatchExpr, toFts5, toTsquery } from './text-query';

/** A subquery row of files a text matches, with a rank (lower is better). */
export interface RankedMatch {
  file_id: number;
  rank: number;
}

/**
 * Where the matches must lie, as words of the index's flags (flags.ts): each list is one condition,
 * met by any of its words (the folders a user was granted; the selected folder). An index without
 * flags would ignore it: the search's own conditions say the same, read from the files.
 */
export type Within = readonly (readonly string[])[];

export interface TextIndex {
  /** A subquery selecting `file_id` of every file the expression matches. */
  matchingIds(expr: MatchExpr, within?: Within): RawBuilder<{ file_id: number }>;
  /** The same with `rank`: lower ranks are better matches (relevance, spec 000 §3 sort option 4). */
  rankedMatches(expr: MatchExpr, within?: Within): RawBuilder<RankedMatch>;
  /**
   * The `limit` best-ranked matches, best first (the index ranks and cuts without reading files);
   * `ids`: only files whose id lies in this range, both ends included (a share, rank-pool.ts).
   */
  bestMatches(
    expr: MatchExpr,
    limit: number,
    within?: Within,
    ids?: readonly [number, number],
  ): RawBuilder<RankedMatch>;
  /** A query answering `n`, how many files the expression matches (the index alone). */
  matchCount(expr: MatchExpr, within?: Within): RawBuilder<{ n: number }>;
  /**
   * A condition on `files.id`: the file matches, checked file by file (a few seeks in the index
   * each when `probeable(expr)`), for a walk that reads a few files in order instead of every match.
   */
  contains(expr: MatchExpr, within?: Within): RawBuilder<SqlBool>;
  /**
   * A query answering `n`, how many files the expression matches less those `hidden` hides (spec
   * 000 §6), from the index's flags (flags.ts); null where the index keeps no flags. `within`: only
   * the matches there (a user granted some folders).
   */
  visibleMatchCount(expr: MatchExpr, hidden: HiddenFlags, within?: Within): RawBuilder<{ n: number }> | null;
  /** Whether `within` narrows this index's matches (it keeps flags). */
  readonly narrows: boolean;
}

/**
 * Column weights of the relevance rank, in the index's column order: a word in the title counts
 * most, then subject and keywords, then the rest (decided).
 */
export const FTS_COLUMNS = [
  { name: 'file_name', weight: 2 },
  { name: 'title', weight: 4 },
  { name: 'author', weight: 1.5 },
  { name: 'subject', weight: 3 },
  { name: 'description', weight: 1 },
  { name: 'keywords', weight: 3 },
  { name: 'custom', weight: 1 },
] as const;

const BM25 = sql.raw(`bm25(files_fts, ${FTS_COLUMNS.map((c) => c.weight.toFixed(1)).join(', ')})`);

/** FTS5 words, quoted, joined by OR and put on the column `flags`. */
const onFlags = (words: readonly string[]) => `flags : (${words.map((word) => `"${word}"`).join(' OR ')})`;

/**
 * What a search text matches in FTS5: the expression on every column but `flags` (flags.ts), so no
 * word typed finds a file by what hides it.
 */
const userMatch = (expr: MatchExpr, within: Within = []) =>
  [`(- {flags} : (${toFts5(expr)}))`, ...within.map(onFlags)].join(' AND ');

/** SQLite FTS5: the contentless table `files_fts` (rowid = files.id), ranked with bm25. */
export const sqliteTextIndex: TextIndex = {
  narrows: true,
  matchingIds: (expr, within) =>
    sql`select rowid as file_id from files_fts where files_fts match ${userMatch(expr, within)}`,
  rankedMatches: (expr, within) =>
    sql`select rowid as file_id, ${BM25} as rank from files_fts where files_fts match ${userMatch(expr, within)}`,
  bestMatches: (expr, limit, within, ids) =>
    sql`select rowid as file_id, ${BM25} as rank from files_fts where files_fts match ${userMatch(expr, within)}
      ${ids ? sql`and rowid between ${ids[0]} and ${ids[1]}` : sql``} order by rank limit ${limit}`,
  matchCount: (expr, within) =>
    sql`select count(*) as n from files_fts where files_fts match ${userMatch(expr, within)}`,
  contains: (expr, within) =>
    sql<SqlBool>`exists (select 1 from files_fts where files_fts match ${userMatch(expr, within)} and files_fts.rowid = files.id)`,
  visibleMatchCount: (expr, hidden, within) => {
    const words = hiddenWords(hidden);
    const shown =
      words.length === 0 ? userMatch(expr, within) : `(${userMatch(expr, within)}) NOT ${onFlags(words)}`;
    const counted = sql<{ n: number }>`select count(*) from files_fts where files_fts match ${shown}`;
    if (hidden.expiredBefore === null) return sql<{ n: number }>`select (${counted}) as n`;
    // An expiration date that is not ISO has no date words: whether it is past is read from the file.
    const odd = `(${shown}) AND ${onFlags([ODD_DATE_FLAG])}`;
    // Asked only when the library holds such a date at all (evaluating the text again costs 2 ms).
    return sql<{ n: number }>`select (${counted}) - (case
      when exists (select 1 from files_fts where files_fts match ${onFlags([ODD_DATE_FLAG])})
      then (select count(*) from files
        where files.id in (select rowid from files_fts where files_fts match ${odd})
          and files.expiration_date < ${hidden.expiredBefore})
      else 0 end) as n`;
  },
};

/**
 * A search text as a tsquery, through `unaccent` as the indexed words are: 'cafe' finds 'Café', as on
 * SQLite. The function is immutable (migration 0022), so PostgreSQL makes the tsquery once per query
 * rather than once per match it ranks.
 */
export const postgresTsquery = (expr: MatchExpr) => sql`${sql.raw(TEXT_QUERY_FUNCTION)}(${toTsquery(expr)})`;

/** Flag words (flags.ts) as a tsquery met by any of them. */
const anyFlag = (words: readonly string[]) => sql`to_tsquery('simple', ${words.join(' | ')})`;

/** What a search text matches on PostgreSQL: the words of `document`, and each `within` list on `flags`. */
export const postgresMatch = (expr: MatchExpr, within: Within = []) =>
  sql.join(
    [sql`document @@ ${postgresTsquery(expr)}`, ...within.map((words) => sql`flags @@ ${anyFlag(words)}`)],
    sql` and `,
  );

/**
 * PostgreSQL: the table `files_fts (file_id, document tsvector, flags tsvector)` with one GIN index
 * over both (migration 0022), weights A–D set by the trigger (title A; subject, keywords B; file
 * name, author C; description, custom D), ranked with ts_rank (negated: lower is better, as bm25).
 * `flags` holds the same words as SQLite's column (flags.ts): a text within some folders, or less
 * what hides files from a viewer, is one scan of the index. Run by the server-pg and contract-pg
 * test projects on a real PostgreSQL.
 */
export const postgresTextIndex: TextIndex = {
  narrows: true,
  matchingIds: (expr, within) => sql`select file_id from files_fts where ${postgresMatch(expr, within)}`,
  rankedMatches: (expr, within) =>
    sql`select file_id, -ts_rank(document, ${postgresTsquery(expr)}) as rank from files_fts where ${postgresMatch(expr, within)}`,
  bestMatches: (expr, limit, within, ids) =>
    sql`select file_id, -ts_rank(document, ${postgresTsquery(expr)}) as rank from files_fts where ${postgresMatch(expr, within)}
      ${ids ? sql`and file_id between ${ids[0]} and ${ids[1]}` : sql``} order by rank limit ${limit}`,
  matchCount: (expr, within) => sql`select count(*) as n from files_fts where ${postgresMatch(expr, within)}`,
  contains: (expr, within) =>
    sql<SqlBool>`exists (select 1 from files_fts where files_fts.file_id = files.id and ${postgresMatch(expr, within)})`,
  visibleMatchCount: (expr, hidden, within = []) => {
    const words = hiddenWords(hidden);
    const all = sql`select count(*) from files_fts where ${postgresMatch(expr, within)}`;
    // The hidden matches are counted (far fewer than the visible ones) and taken away.
    const hiddenMatches =
      words.length === 0
        ? sql`0`
        : sql`(select count(*) from files_fts where ${postgresMatch(expr, [...within, words])})`;
    if (hidden.expiredBefore === null) return sql<{ n: number }>`select (${all}) - ${hiddenMatches} as n`;
    // An expiration date that is not ISO has no date words: whether it is past is read from the
    // file (off-brand ones are among the hidden matches already).
    const odd = hidden.offBrand ? `${ODD_DATE_FLAG} & !${OFF_BRAND_FLAG}` : ODD_DATE_FLAG;
    return sql<{ n: number }>`select (${all}) - ${hiddenMatches} - (case
      when exists (select 1 from files_fts where flags @@ to_tsquery('simple', ${ODD_DATE_FLAG}))
      then (select count(*) from files where files.id in (select file_id from files_fts
          where ${postgresMatch(expr, within)} and flags @@ to_tsquery('simple', ${odd}))
        and files.expiration_date < ${hidden.expiredBefore})
      else 0 end) as n`;
  },
};

export function textIndexFor(dialect: DialectName): TextIndex {
  return dialect === 'postgres' ? postgresTextIndex : sqliteTextIndex;
}
