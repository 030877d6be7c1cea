// The tsup preset inlines a package's `@import './x.css';` lines into dist/styles.css.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { inlineCssImports } from '../../tsup.preset';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('replaces relative imports with the files, nested, once each, and keeps other imports', () => {
  dir = mkdtempSync(join(tmpdir(), 'vt-css-'));
  mkdirSync(join(dir, 'a'));
  writeFileSync(
    join(dir, 'styles.css'),
    "/* head */\n@import './a/a.css';\n@import \"./b.css\";\n@import url('https://x');\n",
  );
  writeFileSync(join(dir, 'a', 'a.css'), "@import '../b.css';\n.a { color: red; }\n");
  writeFileSync(join(dir, 'b.css'), '.b { color: blue; }\n');
  expect(inlineCssImports(join(dir, 'styles.css'))).toBe(
    "/* head */\n.b { color: blue; }\n.a { color: red; }\n\n@import url('https://x');\n",
  );
});
