// The projects that start servers (server, contract, their PostgreSQL twins, api-client, e2e) run
// their files in workers that keep the modules an earlier file loaded (vitest.config.ts
// SHARED_MODULES, isolate: false). vi.mock swaps a module only for modules loaded
// after it, so in such a worker it would miss what an earlier file loaded, and leak into later files.
// No test file of those projects may call it; observe a call with a spy on a module object instead
// (packages/server/src/handlers/sign-in-limits.test.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The calls that give a file a module graph of its own. */
const MODULE_SWAP = /\bvi\s*\.\s*(mock|doMock|unmock|doUnmock|resetModules)\s*\(/;

/** The .test.ts files under `dir` that a node project runs (not *.browser.test.*, not node_modules or dist). */
function nodeTestFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'fixtures') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...nodeTestFiles(path));
    else if (/\.test\.ts$/.test(entry.name) && !entry.name.includes('.browser.test.')) found.push(path);
  }
  return found;
}

describe('the test files of the projects with shared modules share their workers’ modules (vitest.config.ts)', () => {
  it('recognises a module swap, and not a spy', () => {
    expect(MODULE_SWAP.test("vi.mock('node:crypto', async () => ({}));")).toBe(true);
    expect(MODULE_SWAP.test('vi.doMock("./x")')).toBe(true);
    expect(MODULE_SWAP.test('vi.resetModules();')).toBe(true);
    expect(MODULE_SWAP.test("vi.spyOn(crypto, 'scrypt')")).toBe(false);
    expect(MODULE_SWAP.test('vi.mocked(crypto.scrypt).mockRestore()')).toBe(false);
  });

  it('none of them swaps a module', () => {
    // The projects with sharedModules (vitest.config.ts).
    const dirs = [
      join(root, 'packages', 'api-client', 'src'),
      join(root, 'packages', 'server', 'src'),
      join(root, 'tests', 'contract'),
      join(root, 'tests', 'e2e'),
      join(root, 'tests', 'host'),
    ];
    const files = dirs.flatMap((dir) => {
      try {
        return nodeTestFiles(dir);
      } catch {
        return [];
      }
    });
    expect(files.length).toBeGreaterThan(150);
    const swapping = files
      .filter((file) => file !== fileURLToPath(import.meta.url))
      .filter((file) => MODULE_SWAP.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(swapping).toEqual([]);
  });
});
