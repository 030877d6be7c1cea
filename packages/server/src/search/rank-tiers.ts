// The best-ranked matches of a text on PostgreSQL without ranking every match (spec 000 §3 sort
// option 4; issue 16 point 4). PostgreSQL's GIN index has no index-only scan and `ts_rank` runs on
// each match's row: a common word in 63,435 of a million files cost 306 ms to rank. Most of that
// work ranks files that can never reach the first pages: those that hold the words only in their
// file name, author, description or custom values (weights C and D).
//
// `ts_rank(document, q)` (PostgreSQL's calc_rank_or, weights D 0.1, C 0.2, B 0.4, A 1.0, no length
// normalisation) is, for a query whose top operator is not AND or a phrase, the sum over the query's
// distinct operands and over each operand's matching words in the document of
//   (w_m + Σ_{j≠m} w_j / (j+1)²) / (π²/6)
// (w_j the weight of the word's j-th position, m the first position of the highest weight), divided
// by the number of operands. For a word whose positions all weigh C or D, that term is at most
// 0.2321 (the highest weight C at the third position, D before it, C after: 0.38177 / 1.64493); a
// word with a position in the title is at least 0.608, in the subject or keywords 0.243.
//
// So: rank first only the matches whose title, subject or keywords hold one of the query's words
// (the expression index `files_fts_head`, migration 0033). Any other match has every matching word
// at C or D, and ranks at most CD_WORD_MAX × (the words it can match) / (operands), where a word
// start can match as many different words as the index holds with that start (`text_lexemes`,
// counted up to LEXEMES_COUNTED). When the `limit`-th of the ranked ones ranks strictly above that
// bound, they are the best `limit` of all matches, as ranking every match would give them (ties at
// the last one aside, which rankedPage handles as it does for every ranked list). Otherwise, null:
// the caller ranks every match. `rank-tiers.pg.test.ts` compares both on real PostgreSQL.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { HEAD_WORDS, LEXEMES_TABLE } from '../db/migrations/0033-postgres-rank-tiers';
import type { Database } from '../db/schema';
import { postgresMatch, postgresTsquery, type RankedMatch, type Within } from './text-index';
import type { MatchExpr } from './text-query';

/** The most one matching word whose positions weigh C or D adds to ts_rank (see above), rounded up. */
export const CD_WORD_MAX = 0.2322;

/** A word start with more different words than this in the index: no bound (every match is ranked). */
const LEXEMES_COUNTED = 64;

/**
 * Whether a tsquery as PostgreSQL prints it has an AND or a phrase at its top (calc_rank_and, whose
 * pairs of positions the bound above says nothing of). Operators bind NOT, phrase, AND, OR from
 * the tightest, and the printed form puts a looser operator inside a tighter one in parentheses:
 * the top is the loosest operator outside parentheses and quotes.
 */
export function rankedAsPairs(printed: string): boolean {
  let depth = 0;
  let quoted = false;
  let pairs = false;
  for (let i = 0; i < printed.length; i++) {
    const c = printed[i];
    if (quoted) {
      if (c === "'" && printed[i + 1] === "'") i++;
      else if (c === "'") quoted = false;
    } else if (c === "'") quoted = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0 && c === '|') return false;
    else if (depth === 0 && (c === '&' || c === '<')) pairs = true;
  }
  return pairs;
}

/** How ts_rank sees a query: its printed form, its distinct operands, the words they can match. */
interface Shape {
  printed: string;
  operands: number;
  words: number;
  unbounded: boolean;
  any_word: string | null;
}

/**
 * How ts_rank sees `query` (a tsquery expression): its printed form, its distinct operands (a word
 * also written as a word start counts as the start), for each how many different words of the index
 * a document can match with it, and every operand joined by OR (what a match holds at least one of).
 */
export function queryShape(query: RawBuilder<unknown>): RawBuilder<Shape> {
  // The words with a start are a range of the lexeme index (its collation is C: byte order, which is
  // code point order), from the start up to the start followed by U+10FFFF, the highest code point
  // (a word with that noncharacter right after the start aside). A LIKE on a pattern known only
  // when the query runs read every lexeme instead: about 100 ms at a million files.
  return sql<Shape>`
    with q as (select ${query}::text as printed),
    operand as (
      select m[1] as word, replace(m[1], '''''', '''') as lexeme, bool_or(m[2] is not null) as start
      from q, regexp_matches(q.printed, '''((?:[^'']|'''')*)''(:\\*)?', 'g') as m group by m[1]),
    counted as (
      select case when not start then 1 else (select count(*) from (select distinct l.lexeme
        from ${sql.table(LEXEMES_TABLE)} as l
        where l.lexeme >= operand.lexeme and l.lexeme < operand.lexeme || chr(1114111)
        limit ${LEXEMES_COUNTED + 1}) as l) end as n
      from operand)
    select q.printed,
      (select count(*) from operand) as operands,
      (select coalesce(sum(n), 0) from counted) as words,
      (select coalesce(bool_or(n > ${LEXEMES_COUNTED}), false) from counted) as unbounded,
      (select string_agg('''' || word || '''' || case when start then ':*' else '' end, ' | ') from operand) as any_word
    from q`;
}

/**
 * The `limit` best-ranked matches of `expr` (best first, rank negated as in text-index.ts), from the
 * matches with a query word in their title, subject or keywords when that is provably the same as
 * ranking every match; null when it is not (the caller ranks every match).
 */
export async function headBestMatches(
  db: Kysely<Database>,
  expr: MatchExpr,
  limit: number,
  within: Within,
): Promise<RankedMatch[] | null> {
  const query = postgresTsquery(expr);
  const { rows: shapes } = await queryShape(query).execute(db);
  const shape = shapes[0];
  if (!shape?.any_word || shape.unbounded || Number(shape.operands) === 0 || rankedAsPairs(shape.printed))
    return null;
  const bound = (CD_WORD_MAX * Number(shape.words)) / Number(shape.operands);
  const { rows } = await sql<RankedMatch>`select file_id, -ts_rank(document, ${query}) as rank from files_fts
    where ${sql.raw(HEAD_WORDS)} @@ to_tsquery('simple', ${shape.any_word}) and ${postgresMatch(expr, within)}
    order by rank limit ${limit}`.execute(db);
  const last = rows[limit - 1];
  // Strictly above the bound (float4 ranks: a margin far above their rounding).
  if (!last || -Number(last.rank) <= bound * (1 + 1e-5) + 1e-6) return null;
  return rows;
}
