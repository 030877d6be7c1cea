// The projects that start servers (server, contract, their PostgreSQL twins, api-client, e2e) run
// their files in workers that keep the modules an earlier file loaded (vitest.config.ts
// SHARED_MODULES, isolate: false). vi.mock swaps a module only for modules loaded
// after it, so in such a worker it would miss what an earlier file loaded, and leak into later files.
// No test file of those projects may call it; observe a call with a spy on a module object instead
// (packages/server/src/handlers/sign-in-limits.test.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { walk } from './doc-links';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The calls that give a file a module graph of its own. */
const MODULE_SWAP = /\bvi\s*\.\s*(mock|doMock|unmock|doUnmock|resetModules)\s*\(/;

/** Where the projects with sharedModules (vitest.config.ts) find their test files. */
const SHARED_MODULE_DIRS = [
  'packages/api-client/src',
  'packages/server/src',
  'tests/contract',
  'tests/e2e',
  'tests/host',
];

/** A test file those projects run (not *.browser.test.*, not a fixture). */
const isNodeTest = (path: string) =>
  path.endsWith('.test.ts') && !path.includes('.browser.test.') && !path.includes('/fixtures/');

describe('the test files of the projects with shared modules share their workers’ modules (vitest.config.ts)', () => {
  it('recognises a module swap, and not a spy', () => {
    expect(MODULE_SWAP.test("vi.mock('node:crypto', async () => ({}));")).toBe(true);
    expect(MODULE_SWAP.test('vi.doMock("./x")')).toBe(true);
    expect(MODULE_SWAP.test('vi.resetModules();')).toBe(true);
    expect(MODULE_SWAP.test("vi.spyOn(crypto, 'scrypt')")).toBe(false);
    expect(MODULE_SWAP.test('vi.mocked(crypto.scrypt).mockRestore()')).toBe(false);
  });

  it('none of them swaps a module', () => {
    const files: string[] = [];
    for (const dir of SHARED_MODULE_DIRS) walk(root, dir, isNodeTest, files);
    expect(files.length).toBeGreaterThan(150);
    const swapping = files.filter((file) => MODULE_SWAP.test(readFileSync(join(root, file), 'utf8')));
    expect(swapping).toEqual([]);
  });
});
