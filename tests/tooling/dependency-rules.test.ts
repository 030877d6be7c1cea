// The dependency rules of docs/architecture.md ("Which way dependencies point") are enforced
// by dependency-cruiser (.dependency-cruiser.cjs). Each rule must fail on a file that breaks it and
// stay quiet on one that keeps it; otherwise the lint step could pass while the map is broken.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const config = require('../../.dependency-cruiser.cjs');
const fixtures = fileURLToPath(new URL('./fixtures/boundaries/packages', import.meta.url));

async function violationsOf(file: string): Promise<string[]> {
  const result = await cruise([`${fixtures}/${file}`], {
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
  });
  const output = typeof result.output === 'string' ? JSON.parse(result.output) : result.output;
  return output.summary.violations.map((v: { rule: { name: string } }) => v.rule.name);
}

describe('dependency rules (docs/architecture.md)', () => {
  it.each([
    ['tree/src/imports-another-widget.ts', 'widgets-never-import-widgets'],
    ['core/src/imports-react.ts', 'core-is-framework-free'],
    ['core/src/imports-node-builtin.ts', 'core-imports-no-node-builtins'],
    ['ui/src/imports-mocks.ts', 'ui-below-widgets'],
    ['api-client/src/imports-react.ts', 'api-client-below-ui'],
    ['views/src/imports-lucide.ts', 'icons-and-primitives-from-ui'],
    ['tree/src/imports-radix-tooltip.ts', 'icons-and-primitives-from-ui'],
    ['server/src/search/imports-http.ts', 'server-domain-never-imports-http'],
    ['server/src/search/imports-handlers.ts', 'server-domain-never-imports-http'],
    ['server/src/search/imports-testing.ts', 'server-production-never-imports-testing'],
  ])('%s breaks %s', async (file, rule) => {
    expect(await violationsOf(file)).toContain(rule);
  });

  it('a widget importing its own files is allowed', async () => {
    expect(await violationsOf('tree/src/imports-own-file.ts')).toEqual([]);
  });

  it('in the server, handlers/ may import http/, and a domain folder may import domain/', async () => {
    expect(await violationsOf('server/src/handlers/search.ts')).toEqual([]);
    expect(await violationsOf('server/src/search/imports-domain.ts')).toEqual([]);
  });

  it('in the server, the test libraries may import each other (tests may too: `pnpm lint` cruises them)', async () => {
    expect(await violationsOf('server/src/testing/library.ts')).toEqual([]);
  });

  it('@vitrine/ui itself re-exports lucide icons and wraps the Radix primitives', async () => {
    expect(await violationsOf('ui/src/imports-lucide.ts')).not.toContain('icons-and-primitives-from-ui');
  });
});
