// docs/architecture.md: "Only a package's src/api/ calls the client; components never call fetch."
// biome.json enforces it with noRestrictedGlobals for ui and the widgets; this proves the rule bites
// where it should and nowhere else.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const biome = join(root, 'node_modules', '.bin', 'biome');
// A scratch tree with the project's biome.json, so probe files never land in the real packages.
const scratch = mkdtempSync(join(tmpdir(), 'vitrine-lint-'));
copyFileSync(join(root, 'biome.json'), join(scratch, 'biome.json'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function lint(path: string, source: string) {
  const file = join(scratch, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
  const run = spawnSync(biome, ['lint', path], { cwd: scratch, encoding: 'utf8' });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

const callsFetch = "export const load = () => fetch('/api/config/advanced');\n";

describe('fetch only in src/api/ (docs/architecture.md)', () => {
  it.each([
    'packages/ui/src/components/Probe/Probe.ts',
    'packages/tree/src/hooks/useProbe.ts',
    'packages/viewer/src/Probe.ts',
  ])('%s may not call fetch', (path) => {
    const result = lint(path, callsFetch);
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('noRestrictedGlobals');
  });

  it.each(['packages/ui/src/api/probe.ts', 'packages/api-client/src/probe.ts'])(
    '%s may call fetch',
    (path) => {
      expect(lint(path, callsFetch).code).toBe(0);
    },
  );
});
