// docs/theming.md lists every token (issue 14): every --vt-* custom property a package's
// stylesheet declares (the themes of @vitrine/ui, a widget's own knobs) or reads (a widget's
// variables read with a fallback, set by the host), in any packages/*/src/**/*.css. A variable added
// without a line in the docs fails here. (@vitrine/ui's own test, theme/tokens.test.ts, checks its
// themes' values and contrast.)
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const docs = readFileSync(join(root, 'docs/theming.md'), 'utf8');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

const sheets = readdirSync(join(root, 'packages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => {
    const src = join(root, 'packages', entry.name, 'src');
    try {
      return cssFiles(src);
    } catch {
      return [];
    }
  });

/** Every --vt-* variable of the packages' sheets, with the first sheet that has it. */
function variables(pattern: RegExp): Map<string, string> {
  const found = new Map<string, string>();
  for (const sheet of sheets) {
    const css = readFileSync(sheet, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const match of css.matchAll(pattern)) {
      if (match[1] && !found.has(match[1])) found.set(match[1], relative(root, sheet));
    }
  }
  return found;
}

const declared = variables(/(--vt-[a-z0-9-]+)\s*:/g);
const read = variables(/var\(\s*(--vt-[a-z0-9-]+)/g);

describe('docs/theming.md lists every token', () => {
  it('finds the stylesheets and their tokens', () => {
    expect(sheets.map((sheet) => relative(root, sheet))).toContain('packages/ui/src/styles.css');
    expect([...declared.keys()]).toContain('--vt-color-accent');
    expect([...declared.keys()]).toContain('--vt-control-height-md');
  });

  it.each([...declared])('declares %s (%s): documented', (name) => {
    expect(docs).toContain(`\`${name}\``);
  });

  it.each([...read].filter(([name]) => !declared.has(name)))(
    'reads %s (%s), set by the host: documented',
    (name) => {
      expect(docs).toContain(`\`${name}\``);
    },
  );
});
