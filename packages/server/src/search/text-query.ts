// The search text (spec 000 §3 "text, booleanMode") read into a small expression that any full-text
// index can run: SQLite FTS5 here, PostgreSQL tsquery in text-index.ts. Untrusted text never reaches
// an index as syntax: every word is cut into tokens of letters and digits only, and the index
// receives those tokens quoted, joined by operators this module writes itself.
//
// Two modes (decided; docs in packages/server/README.md "Search"):
// - Plain (booleanMode false): every word and "quoted phrase" is a term; a file matches when ANY term
//   matches (as the mocks, ranked by relevance: files matching more and rarer terms first). Words
//   match the start of words ('harb' finds 'harbour'); nothing the user types is an error.
// - Boolean (booleanMode true): words side by side must all match (AND); `OR` or `|` between terms
//   matches either; `NOT` or a leading `-` excludes; a leading `+` requires (the same as AND);
//   "quoted phrases" match words in that order; `word*` matches the start of words (plain words
//   match whole words); parentheses group. Operators are upper case: 'and', 'or', 'not' are words.
//   Precedence NOT, then AND, then OR. A malformed expression is a 400 with a message saying what
//   is wrong (an unclosed quote or parenthesis, an operator without its word, ...).
import { HttpError } from '../domain/errors';

/** Limits on what one search text may hold (decided: generous for people, cheap for the index). */
export const TEXT_QUERY_LIMITS = {
  /** Characters of the search text. */
  maxLength: 1000,
  /** Terms (words and phrases) after reading. */
  maxTerms: 64,
  /** Parentheses inside parentheses. */
  maxDepth: 16,
} as const;

/** One word or phrase: its tokens (lower case letters and digits), and whether the last is a prefix. */
export interface Term {
  kind: 'term';
  tokens: string[];
  prefix: boolean;
}

/**
 * What an index runs. `and` needs at least one included expression; its excluded ones are removed
 * from what the included ones match (FTS5 `a NOT b`, tsquery `a & !b`).
 */
export type MatchExpr =
  | Term
  | { kind: 'and'; include: MatchExpr[]; exclude: MatchExpr[] }
  | { kind: 'or'; of: MatchExpr[] };

/**
 * The search text read: files the expression matches (`match`), or every file except those it
 * matches (`exclude`, a boolean text made only of NOT terms, such as `-draft`).
 */
export interface TextQuery {
  mode: 'match' | 'exclude';
  expr: MatchExpr;
}

/** A 400 for the search text, in the words shown to the user. */
export function invalidText(reason: string): HttpError {
  return new HttpError(400, `Invalid search text: ${reason}`);
}

// Letters, digits, combining marks and private-use characters: what FTS5's unicode61 tokenizer keeps
// inside a token. Everything else separates tokens and is never passed on.
const TOKEN = /[\p{L}\p{N}\p{M}\p{Co}]+/gu;

/** The tokens of a word or phrase, lower case, NFC. */
export function tokenize(text: string): string[] {
  return text.normalize('NFC').toLowerCase().match(TOKEN) ?? [];
}

/**
 * A term from typed text; null when it holds no token ('---'). One-character prefixes match whole
 * words only: 'a*' would walk every word of the library that starts with an a.
 */
function makeTerm(text: string, prefix: boolean): Term | null {
  const tokens = tokenize(text);
  if (tokens.length === 0) return null;
  const last = tokens[tokens.length - 1] ?? '';
  return { kind: 'term', tokens, prefix: prefix && [...last].length > 1 };
}

type Lexeme = { type: 'term'; term: Term } | { type: 'and' | 'or' | 'not' | 'plus' | 'open' | 'close' };

const describe: Record<Exclude<Lexeme['type'], 'term'>, string> = {
  and: 'AND',
  or: 'OR',
  not: 'NOT',
  plus: '+',
  open: '(',
  close: ')',
};

/** Cuts a boolean-mode text into terms and operators. Terms without a token are left out. */
function lexBoolean(text: string): Lexeme[] {
  const out: Lexeme[] = [];
  let i = 0;
  const isSpace = (c: string | undefined) => c !== undefined && /\s/u.test(c);
  while (i < text.length) {
    const c = text[i] as string;
    if (isSpace(c)) {
      i++;
    } else if (c === '(' || c === ')') {
      out.push({ type: c === '(' ? 'open' : 'close' });
      i++;
    } else if (c === '|') {
      out.push({ type: 'or' });
      i++;
    } else if (
      (c === '-' || c === '+') &&
      i + 1 < text.length &&
      !isSpace(text[i + 1]) &&
      text[i + 1] !== ')'
    ) {
      // A leading sign belongs to the term after it; inside a word ('harbour-one') it is a separator.
      out.push({ type: c === '-' ? 'not' : 'plus' });
      i++;
    } else if (c === '"') {
      const end = text.indexOf('"', i + 1);
      if (end === -1) throw invalidText('a quotation mark is not closed.');
      const prefix = text[end + 1] === '*';
      const term = makeTerm(text.slice(i + 1, end), prefix);
      if (term) out.push({ type: 'term', term });
      i = end + 1 + (prefix ? 1 : 0);
    } else {
      let end = i;
      while (end < text.length && !isSpace(text[end]) && !'()"|'.includes(text[end] as string)) end++;
      const word = text.slice(i, end);
      i = end;
      if (word === 'AND' || word === 'OR' || word === 'NOT') {
        out.push({ type: word === 'AND' ? 'and' : word === 'OR' ? 'or' : 'not' });
        continue;
      }
      const prefix = word.endsWith('*');
      const term = makeTerm(prefix ? word.replace(/\*+$/, '') : word, prefix);
      if (term) out.push({ type: 'term', term });
    }
  }
  return out;
}

/** The parse tree of a boolean text, before NOT is placed (normalize below). */
type Node = Term | { kind: 'all'; of: Node[] } | { kind: 'any'; of: Node[] } | { kind: 'not'; of: Node };

function parseBoolean(lexemes: Lexeme[]): Node {
  let at = 0;
  let depth = 0;
  const peek = () => lexemes[at];
  const startsOperand = (l: Lexeme | undefined) =>
    l !== undefined && (l.type === 'term' || l.type === 'open' || l.type === 'not' || l.type === 'plus');

  const orExpr = (): Node => {
    const of = [andExpr()];
    while (peek()?.type === 'or') {
      at++;
      if (!startsOperand(peek())) throw invalidText('OR needs a word after it.');
      of.push(andExpr());
    }
    return of.length === 1 ? (of[0] as Node) : { kind: 'any', of };
  };
  const andExpr = (): Node => {
    const of = [unary()];
    for (;;) {
      const next = peek();
      if (next?.type === 'and') {
        at++;
        if (!startsOperand(peek())) throw invalidText('AND needs a word after it.');
        of.push(unary());
      } else if (startsOperand(next)) {
        of.push(unary());
      } else {
        break;
      }
    }
    return of.length === 1 ? (of[0] as Node) : { kind: 'all', of };
  };
  const unary = (): Node => {
    const next = peek();
    if (next?.type === 'not' || next?.type === 'plus') {
      at++;
      if (!startsOperand(peek())) {
        throw invalidText(`${describe[next.type]} needs a word after it.`);
      }
      const operand = unary();
      return next.type === 'not' ? { kind: 'not', of: operand } : operand;
    }
    return primary();
  };
  const primary = (): Node => {
    const next = peek();
    if (next === undefined) throw invalidText('a word is missing at the end.');
    if (next.type === 'term') {
      at++;
      return next.term;
    }
    if (next.type === 'open') {
      at++;
      depth++;
      if (depth > TEXT_QUERY_LIMITS.maxDepth) {
        throw invalidText(`parentheses may nest at most ${TEXT_QUERY_LIMITS.maxDepth} deep.`);
      }
      if (peek()?.type === 'close') throw invalidText('the parentheses hold no word.');
      const inner = orExpr();
      if (peek()?.type !== 'close') throw invalidText('a parenthesis is not closed.');
      at++;
      depth--;
      return inner;
    }
    if (next.type === 'close') throw invalidText('a closing parenthesis has no opening one.');
    throw invalidText(`${describe[next.type]} needs a word before it.`);
  };

  if (lexemes.length === 0) throw invalidText('it has no word to search for.');
  const tree = orExpr();
  const rest = peek();
  if (rest !== undefined) {
    throw rest.type === 'close'
      ? invalidText('a closing parenthesis has no opening one.')
      : invalidText(`unexpected ${rest.type === 'term' ? 'word' : describe[rest.type]}.`);
  }
  return tree;
}

type Placed = { positive: true; expr: MatchExpr } | { positive: false; expr: MatchExpr };

/**
 * Places every NOT where an index can run it: inside an AND beside something to search for
 * (`a NOT b`), or around the whole query (`-draft`: every file except). `a OR NOT b` has no such
 * place and is refused.
 */
function place(node: Node): Placed {
  if (node.kind === 'term') return { positive: true, expr: node };
  if (node.kind === 'not') {
    const inner = place(node.of);
    return { positive: !inner.positive, expr: inner.expr } as Placed;
  }
  const parts = node.of.map(place);
  const positives = parts.filter((p) => p.positive).map((p) => p.expr);
  const negatives = parts.filter((p) => !p.positive).map((p) => p.expr);
  if (node.kind === 'all') {
    if (positives.length === 0) {
      // NOT a AND NOT b = NOT (a OR b)
      return {
        positive: false,
        expr: negatives.length === 1 ? (negatives[0] as MatchExpr) : { kind: 'or', of: negatives },
      };
    }
    if (negatives.length === 0 && positives.length === 1)
      return { positive: true, expr: positives[0] as MatchExpr };
    return { positive: true, expr: { kind: 'and', include: positives, exclude: negatives } };
  }
  if (negatives.length === 0) return { positive: true, expr: { kind: 'or', of: positives } };
  if (positives.length === 0) {
    // NOT a OR NOT b = NOT (a AND b)
    return { positive: false, expr: { kind: 'and', include: negatives, exclude: [] } };
  }
  throw invalidText(
    'OR cannot join a NOT term: write what to search for and what to leave out, as in harbour NOT boat.',
  );
}

/** Plain mode: every word and quoted phrase, any of them (an unclosed quote runs to the end). */
function readPlain(text: string): MatchExpr | null {
  const terms: Term[] = [];
  const parts = text.split('"');
  parts.forEach((part, index) => {
    if (index % 2 === 1) {
      const term = makeTerm(part, true);
      if (term) terms.push(term);
    } else {
      for (const word of part.split(/\s+/u)) {
        const term = makeTerm(word, true);
        if (term) terms.push(term);
      }
    }
  });
  if (terms.length === 0) return null;
  return terms.length === 1 ? (terms[0] as Term) : { kind: 'or', of: terms };
}

/**
 * Reads the search text. Null when there is nothing to search for (empty, or in plain mode only
 * punctuation): the search then has no text criterion. Throws a 400 HttpError for a boolean text
 * that cannot be read, and for a text over the limits.
 */
export function parseTextQuery(text: string, booleanMode: boolean): TextQuery | null {
  if (text.length > TEXT_QUERY_LIMITS.maxLength) {
    throw invalidText(`it is longer than ${TEXT_QUERY_LIMITS.maxLength} characters.`);
  }
  if (text.trim() === '') return null;
  let query: TextQuery | null;
  if (booleanMode) {
    if (tokenize(text).length === 0) throw invalidText('it has no word to search for.');
    const placed = place(parseBoolean(lexBoolean(text)));
    query = { mode: placed.positive ? 'match' : 'exclude', expr: placed.expr };
  } else {
    const expr = readPlain(text);
    query = expr ? { mode: 'match', expr } : null;
  }
  if (query && termsOf(query.expr, true).length > TEXT_QUERY_LIMITS.maxTerms) {
    throw invalidText(`it has more than ${TEXT_QUERY_LIMITS.maxTerms} words and phrases.`);
  }
  return query;
}

/**
 * The longest word start the index answers from its own prefix indexes (migration 0002_search:
 * prefix = '2 3'). Checking one file against a longer word start reads every word of the library
 * that starts with it (about 1.4 ms a file at a million files; a whole word or a short start: 18 µs).
 */
export const SHORT_PREFIX_MAX = 3;

const isShortPrefix = (term: Term) =>
  term.prefix && term.tokens.length === 1 && [...(term.tokens[0] as string)].length <= SHORT_PREFIX_MAX;

/** The terms of the expression; `excluded`: with the excluded ones (NOT), else only those a file is found by. */
function termsOf(expr: MatchExpr, excluded: boolean): Term[] {
  switch (expr.kind) {
    case 'term':
      return [expr];
    case 'or':
      return expr.of.flatMap((each) => termsOf(each, excluded));
    case 'and':
      return [...expr.include, ...(excluded ? expr.exclude : [])].flatMap((each) => termsOf(each, excluded));
  }
}

/**
 * Whether the text gives Relevance nothing to rank by (decided, docs/decisions.md "Relevance of
 * short word starts"): every term a file is found by is a word start of 2 or 3 characters ('wen',
 * 'ha*'), the first keystrokes of a search typed as you go. Each such term matches every word that
 * starts with it (a third of a million files at a million for 'wen'), and how often those unrelated
 * words appear says nothing of what the user means; like Lucene's and Elasticsearch's prefix query
 * (a constant score), every match then ranks the same, and Relevance's tie-breakers order them:
 * the newest first, then the highest id.
 */
export function rankless(expr: MatchExpr): boolean {
  return termsOf(expr, false).every(isShortPrefix);
}

/** Whether checking one file against the text is a few seeks in the index: no long word start (SHORT_PREFIX_MAX). */
export function probeable(expr: MatchExpr): boolean {
  return termsOf(expr, true).every((term) => !term.prefix || isShortPrefix(term));
}

// -------------------------------------------------------------------------------------------------
// Rendering for the two indexes. Tokens hold only letters, digits and marks (TOKEN above), so a
// token can never close a quote or inject an operator.
// -------------------------------------------------------------------------------------------------

/** An FTS5 MATCH expression: `"harbour"*`, `("a" AND "b") NOT ("c")`, `"new york"`. */
export function toFts5(expr: MatchExpr): string {
  switch (expr.kind) {
    case 'term':
      return `"${expr.tokens.join(' ')}"${expr.prefix ? '*' : ''}`;
    case 'or':
      return `(${expr.of.map(toFts5).join(' OR ')})`;
    case 'and': {
      const included = `(${expr.include.map(toFts5).join(' AND ')})`;
      return expr.exclude.length === 0
        ? included
        : `(${included} NOT (${expr.exclude.map(toFts5).join(' OR ')}))`;
    }
  }
}

/** A PostgreSQL tsquery text for to_tsquery('simple', …): `'harbour':*`, `'new' <-> 'york'`, `(a & b) & !(c)`. */
export function toTsquery(expr: MatchExpr): string {
  switch (expr.kind) {
    case 'term': {
      const lexemes = expr.tokens.map((token) => `'${token}'`);
      const last = lexemes.length - 1;
      if (expr.prefix) lexemes[last] = `${lexemes[last]}:*`;
      return lexemes.length === 1 ? (lexemes[0] as string) : `(${lexemes.join(' <-> ')})`;
    }
    case 'or':
      return `(${expr.of.map(toTsquery).join(' | ')})`;
    case 'and': {
      const included = `(${expr.include.map(toTsquery).join(' & ')})`;
      return expr.exclude.length === 0
        ? included
        : `(${included} & !(${expr.exclude.map(toTsquery).join(' | ')}))`;
    }
  }
}
