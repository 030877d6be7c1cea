// The full-text index behind one small interface, so the search query builder does not know which
// database runs it: SQLite FTS5 (the embedded default) or PostgreSQL tsvector (docs/scaling.md
// "Full-text search on PostgreSQL"). Both are kept in sync by triggers that migration 0002_search
// creates (search/migration.ts), so every writer (upload, metadata edits, the demo seed, a SQL
// console) keeps the index right without calling anything.
//
// Indexed per file: file name, title, author, subject, description, keywords and the values of every
// custom field (spec 000 §3; issue 5 "Search").
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DialectName } from '../db/migrations';
import { type MatchExpr, toFts5, toTsquery } from './text-query';

/** A subquery row of files a text matches, with a rank (lower is better). */
export interface RankedMatch {
  file_id: number;
  rank: number;
}

export interface TextIndex {
  /** A subquery selecting `file_id` of every file the expression matches. */
  matchingIds(expr: MatchExpr): RawBuilder<{ file_id: number }>;
  /** The same with `rank`: lower ranks are better matches (relevance, spec 000 §3 sort option 4). */
  rankedMatches(expr: MatchExpr): RawBuilder<RankedMatch>;
  /** The `limit` best-ranked matches, best first (the index ranks and cuts without reading files). */
  bestMatches(expr: MatchExpr, limit: number): RawBuilder<RankedMatch>;
  /** A query answering `n`, how many files the expression matches (the index alone). */
  matchCount(expr: MatchExpr): RawBuilder<{ n: number }>;
  /**
   * A condition on `files.id`: the file matches, checked file by file (a few seeks in the index
   * each when `probeable(expr)`), for a walk that reads a few files in order instead of every match.
   */
  contains(expr: MatchExpr): RawBuilder<SqlBool>;
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

/** SQLite FTS5: the contentless table `files_fts` (rowid = files.id), ranked with bm25. */
export const sqliteTextIndex: TextIndex = {
  matchingIds: (expr) => sql`select rowid as file_id from files_fts where files_fts match ${toFts5(expr)}`,
  rankedMatches: (expr) =>
    sql`select rowid as file_id, ${BM25} as rank from files_fts where files_fts match ${toFts5(expr)}`,
  bestMatches: (expr, limit) =>
    sql`select rowid as file_id, ${BM25} as rank from files_fts where files_fts match ${toFts5(expr)} order by rank limit ${limit}`,
  matchCount: (expr) => sql`select count(*) as n from files_fts where files_fts match ${toFts5(expr)}`,
  contains: (expr) =>
    sql<SqlBool>`exists (select 1 from files_fts where files_fts match ${toFts5(expr)} and files_fts.rowid = files.id)`,
};

/**
 * PostgreSQL: the table `files_fts (file_id, document tsvector)` with a GIN index, weights A–D set
 * by the trigger (title A; subject, keywords B; file name, author C; description, custom D), ranked
 * with ts_rank (negated: lower is better, as bm25). Typechecked, not run in this repository's tests
 * (no PostgreSQL here; docs/scaling.md).
 */
export const postgresTextIndex: TextIndex = {
  matchingIds: (expr) =>
    sql`select file_id from files_fts where document @@ to_tsquery('simple', ${toTsquery(expr)})`,
  rankedMatches: (expr) => {
    const query = toTsquery(expr);
    return sql`select file_id, -ts_rank(document, to_tsquery('simple', ${query})) as rank from files_fts where document @@ to_tsquery('simple', ${query})`;
  },
  bestMatches: (expr, limit) => {
    const query = toTsquery(expr);
    return sql`select file_id, -ts_rank(document, to_tsquery('simple', ${query})) as rank from files_fts where document @@ to_tsquery('simple', ${query}) order by rank limit ${limit}`;
  },
  matchCount: (expr) =>
    sql`select count(*) as n from files_fts where document @@ to_tsquery('simple', ${toTsquery(expr)})`,
  contains: (expr) =>
    sql<SqlBool>`exists (select 1 from files_fts where files_fts.file_id = files.id and document @@ to_tsquery('simple', ${toTsquery(expr)}))`,
};

export function textIndexFor(dialect: DialectName): TextIndex {
  return dialect === 'postgres' ? postgresTextIndex : sqliteTextIndex;
}
