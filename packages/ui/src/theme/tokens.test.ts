import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTRAST_PAIRS, contrastRatio, parseThemeBlocks, THEME_TOKENS } from './tokens';

const css = readFileSync(new URL('../styles.css', import.meta.url), 'utf8');
const docs = readFileSync(new URL('../../../../docs/theming.md', import.meta.url), 'utf8');
const blocks = parseThemeBlocks(css);
/** Every stylesheet of @vitrine/ui: styles.css and the module sheets it imports. */
function sheetsUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sheetsUnder(path);
    return entry.name.endsWith('.css') ? [readFileSync(path, 'utf8')] : [];
  });
}
const allCss = sheetsUnder(fileURLToPath(new URL('..', import.meta.url))).join('\n');
const names = THEME_TOKENS.map((token) => token.name);
const colorNames = THEME_TOKENS.filter((token) => token.kind === 'color').map((token) => token.name);

describe('contrastRatio (WCAG 2.x)', () => {
  it.each<[string, string, number]>([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#777777', '#ffffff', 4.48],
    ['#595959', '#ffffff', 7],
    ['#123456', '#123456', 1],
  ])('%s on %s is %d:1', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 1);
  });

  it('rejects a colour it cannot read', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow('Not a #rrggbb colour: red');
  });
});

describe('theme tokens in styles.css', () => {
  it('the light theme declares exactly the listed tokens', () => {
    expect(Object.keys(blocks.light).sort()).toEqual([...names].sort());
  });

  it('the dark theme overrides every colour token', () => {
    for (const name of colorNames) expect(blocks.dark, name).toHaveProperty([name]);
  });

  it("'system' in a dark colour scheme is the same as the dark theme", () => {
    expect(blocks.systemDark).toEqual(blocks.dark);
  });

  it('every variable a component reads is a listed token (styles.css and every module sheet)', () => {
    const used = new Set([...allCss.matchAll(/var\((--vt-[a-z0-9-]+)/g)].map((match) => match[1]));
    expect([...used].filter((name) => name && !names.includes(name as `--vt-${string}`))).toEqual([]);
  });
});

describe.each(['light', 'dark'] as const)('WCAG AA contrast in the %s theme', (theme) => {
  const values = { ...blocks.light, ...(theme === 'dark' ? blocks.dark : {}) };
  it.each(CONTRAST_PAIRS.map(([text, background]) => [text, background]))(
    '%s on %s reaches 4.5:1',
    (text, background) => {
      const ratio = contrastRatio(values[text] ?? '', values[background] ?? '');
      expect(ratio).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe('docs/theming.md', () => {
  it.each(names)('documents %s', (name) => {
    expect(docs).toContain(`\`${name}\``);
  });
});
