// The search text in boolean mode (spec 000 §3 booleanMode), read as the reference server reads it
// (packages/server/src/search/text-query.ts; docs/decisions.md "Search in the app"), so the demo and
// the stories answer a boolean search as the server does: words side by side must all match (AND);
// `OR` or `|` between terms matches either; `NOT` or a leading `-` excludes; a leading `+` requires;
// "quoted phrases" match words in that order; `word*` matches the start of words (plain words match
// whole words); parentheses group. Precedence NOT, then AND, then OR. Words are tokens of letters and
// digits, lower case ('harbour-one' is the phrase 'harbour one'). The server answers a malformed text
// 400; here it matches nothing (the mocks' search has no error path for it).

/** What the expression is run on: the tokens of each field of a file. */
export type FieldTokens = readonly (readonly string[])[];

type Expr =
  | { kind: 'term'; tokens: string[]; prefix: boolean }
  | { kind: 'not'; of: Expr }
  | { kind: 'and'; of: Expr[] }
  | { kind: 'or'; of: Expr[] };

type Lexeme =
  | { type: 'term'; tokens: string[]; prefix: boolean }
  | { type: 'or' | 'not' | 'plus' | 'open' | 'close' | 'and' };

const TOKEN = /[\p{L}\p{N}\p{M}\p{Co}]+/gu;

/** The tokens of a text: letters and digits, lower case, NFC. */
export function tokenize(text: string): string[] {
  return text.normalize('NFC').toLowerCase().match(TOKEN) ?? [];
}

class Malformed extends Error {}

function lex(text: string): Lexeme[] {
  const out: Lexeme[] = [];
  let i = 0;
  const space = (c: string | undefined) => c !== undefined && /\s/u.test(c);
  const term = (raw: string, prefix: boolean) => {
    const tokens = tokenize(raw);
    if (tokens.length > 0)
      out.push({ type: 'term', tokens, prefix: prefix && (tokens.at(-1)?.length ?? 0) > 1 });
  };
  while (i < text.length) {
    const c = text[i] as string;
    if (space(c)) i++;
    else if (c === '(' || c === ')') {
      out.push({ type: c === '(' ? 'open' : 'close' });
      i++;
    } else if (c === '|') {
      out.push({ type: 'or' });
      i++;
    } else if (
      (c === '-' || c === '+') &&
      i + 1 < text.length &&
      !space(text[i + 1]) &&
      text[i + 1] !== ')'
    ) {
      out.push({ type: c === '-' ? 'not' : 'plus' });
      i++;
    } else if (c === '"') {
      const end = text.indexOf('"', i + 1);
      if (end === -1) throw new Malformed();
      const prefix = text[end + 1] === '*';
      term(text.slice(i + 1, end), prefix);
      i = end + 1 + (prefix ? 1 : 0);
    } else {
      let end = i;
      while (end < text.length && !space(text[end]) && !'()|"'.includes(text[end] as string)) end++;
      const word = text.slice(i, end);
      if (word === 'OR' || word === 'AND' || word === 'NOT')
        out.push({ type: word === 'OR' ? 'or' : word === 'AND' ? 'and' : 'not' });
      else term(word.replace(/\*$/, ''), word.endsWith('*'));
      i = end;
    }
  }
  return out;
}

function parse(lexemes: Lexeme[]): Expr {
  let at = 0;
  const peek = () => lexemes[at];
  const orExpr = (): Expr => {
    const of = [andExpr()];
    while (peek()?.type === 'or') {
      at++;
      of.push(andExpr());
    }
    return of.length === 1 ? (of[0] as Expr) : { kind: 'or', of };
  };
  const andExpr = (): Expr => {
    const of = [unary()];
    for (;;) {
      const next = peek();
      if (!next || next.type === 'or' || next.type === 'close') break;
      if (next.type === 'and') at++;
      of.push(unary());
    }
    return of.length === 1 ? (of[0] as Expr) : { kind: 'and', of };
  };
  const unary = (): Expr => {
    const next = peek();
    if (next?.type === 'not') {
      at++;
      return { kind: 'not', of: unary() };
    }
    if (next?.type === 'plus') {
      at++;
      return unary();
    }
    if (next?.type === 'open') {
      at++;
      const inner = orExpr();
      if (peek()?.type !== 'close') throw new Malformed();
      at++;
      return inner;
    }
    if (next?.type === 'term') {
      at++;
      return { kind: 'term', tokens: next.tokens, prefix: next.prefix };
    }
    throw new Malformed();
  };
  const expr = orExpr();
  if (at !== lexemes.length) throw new Malformed();
  return expr;
}

function termMatches(term: { tokens: string[]; prefix: boolean }, fields: FieldTokens): boolean {
  const n = term.tokens.length;
  return fields.some((field) => {
    for (let start = 0; start + n <= field.length; start++) {
      const hit = term.tokens.every((token, k) => {
        const word = field[start + k] as string;
        return term.prefix && k === n - 1 ? word.startsWith(token) : word === token;
      });
      if (hit) return true;
    }
    return false;
  });
}

function evaluate(expr: Expr, fields: FieldTokens): boolean {
  switch (expr.kind) {
    case 'term':
      return termMatches(expr, fields);
    case 'not':
      return !evaluate(expr.of, fields);
    case 'and':
      return expr.of.every((part) => evaluate(part, fields));
    case 'or':
      return expr.of.some((part) => evaluate(part, fields));
  }
}

/**
 * A boolean-mode text as a test on a file's field tokens; null for a text without a term (nothing
 * narrows). A malformed text matches nothing.
 */
export function booleanTextMatcher(text: string): ((fields: FieldTokens) => boolean) | null {
  let expr: Expr;
  try {
    const lexemes = lex(text);
    if (!lexemes.some((lexeme) => lexeme.type === 'term')) return null;
    expr = parse(lexemes);
  } catch {
    return () => false;
  }
  return (fields) => evaluate(expr, fields);
}
