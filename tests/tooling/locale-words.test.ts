// No placeholder sentence or spec reference reaches a user (issue 14): every English string of every
// locale catalogue (each package's and the reference app's `locale.ts`, @vitrine/core's locale/en.ts)
// is read as it is exported, and none may mention a spec section, an issue or a thing "not shown".
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

/** Words of the project's plans and placeholders, never product words. */
const FORBIDDEN = ['spec 0', 'issue ', 'not shown'];

/** The English catalogues: `locale.ts` under a package's or the app's src, and core's locale/en.ts. */
function englishCatalogues(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'locale.ts' || path.endsWith(join('locale', 'en.ts'))) found.push(path);
    }
  };
  for (const pkg of readdirSync(join(ROOT, 'packages'))) walk(join(ROOT, 'packages', pkg, 'src'));
  walk(join(ROOT, 'reference-app', 'src'));
  return found.sort();
}

/** Every string inside `value` (objects and arrays walked), with its path. */
function stringsOf(value: unknown, path: string, seen = new Set<unknown>()): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value === null || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([key, inner]) => stringsOf(inner, `${path}.${key}`, seen));
}

/** The strings of `texts` holding a forbidden word, as 'path: text'. */
function placeholderStrings(texts: [string, string][]): string[] {
  return texts
    .filter(([, text]) => FORBIDDEN.some((word) => text.toLowerCase().includes(word)))
    .map(([path, text]) => `${path}: ${text}`);
}

const catalogues = englishCatalogues();

describe('locale catalogues hold product words, no placeholders (issue 14)', () => {
  it('finds the catalogues (each package and the reference app)', () => {
    const names = catalogues.map((path) => relative(ROOT, path));
    expect(names).toEqual(
      expect.arrayContaining([
        join('packages', 'core', 'src', 'locale', 'en.ts'),
        join('packages', 'ui', 'src', 'locale.ts'),
        join('packages', 'tree', 'src', 'locale.ts'),
        join('packages', 'views', 'src', 'locale.ts'),
        join('packages', 'views', 'src', 'grid', 'locale.ts'),
        join('reference-app', 'src', 'locale.ts'),
        join('reference-app', 'src', 'admin', 'locale.ts'),
      ]),
    );
  });

  it('the check catches a placeholder sentence', () => {
    expect(
      placeholderStrings([
        ['a', 'Background page — present, content not shown (spec 000 §2)'],
        ['b', 'Public page — arrives with the public upload Issue 7'],
        ['c', 'Go to the library'],
      ]),
    ).toEqual([
      'a: Background page — present, content not shown (spec 000 §2)',
      'b: Public page — arrives with the public upload Issue 7',
    ]);
  });

  it.each(catalogues.map((path) => [relative(ROOT, path), path]))(
    '%s: no English string mentions a spec section, an issue or "not shown"',
    async (name, path) => {
      const module: Record<string, unknown> = await import(pathToFileURL(path).href);
      const texts = Object.entries(module).flatMap(([exported, value]) => stringsOf(value, exported));
      expect(texts.length, `${name} exports no strings`).toBeGreaterThan(0);
      expect(placeholderStrings(texts)).toEqual([]);
    },
  );
});
