#!/usr/bin/env node
// The whole test suite: what `npm test` runs (after scripts/bootstrap.sh installed everything) and
// what CI runs on a clean clone. Each step runs even when an earlier one failed, so one run shows
// every problem; the exit code is non-zero when any step failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, '.vitest', 'results.json');
const failures = join(root, '.vitest', 'failures.json');

/** @type {{ name: string, cmd: string[], givesEnv?: Record<string, string> }[]} */
const steps = [
  {
    name: 'lint (biome)',
    cmd: ['pnpm', 'exec', 'biome', 'ci', '--reporter=summary', '--formatter-enabled=false', '.'],
  },
  {
    name: 'dependency rules (dependency-cruiser)',
    cmd: [
      'pnpm',
      'exec',
      'depcruise',
      'packages',
      'reference-app',
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      'err',
    ],
  },
  { name: 'typecheck', cmd: ['pnpm', 'run', 'typecheck'] },
  {
    name: 'openapi lint (redocly)',
    cmd: ['pnpm', 'exec', 'redocly', 'lint', 'openapi.yml', '--format=stylish'],
  },
  { name: 'generated code drift', cmd: ['pnpm', '-r', '--if-present', 'run', 'generate:check'] },
  // The README's own build command (its glob quoted: an unquoted one was expanded by the shell).
  // When it succeeds, the later steps know the packages are built (tests/host packs them as they are).
  {
    name: 'build packages (pnpm run build: tsup)',
    cmd: ['pnpm', 'run', 'build'],
    givesEnv: { VITRINE_PACKAGES_BUILT: '1' },
  },
  {
    // tests/host packs and installs the packages just built (VITRINE_PACKAGES_BUILT).
    name: 'tests (vitest: unit, contract, e2e, host, stories in chromium with axe)',
    cmd: [
      'pnpm',
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${results}`,
      '--reporter',
      // why a run failed even when every test passed (scripts/vitest-failures.ts)
      './scripts/vitest-failures.ts',
    ],
  },
  {
    name: 'package checks (publint, are-the-types-wrong, size-limit)',
    cmd: ['node', 'scripts/package-checks.mjs'],
  },
];

mkdirSync(dirname(results), { recursive: true });
rmSync(failures, { force: true });
const summary = [];
let env = process.env;
for (const step of steps) {
  console.log(`\n\x1b[1m▶ ${step.name}\x1b[0m\n  $ ${step.cmd.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(step.cmd[0], step.cmd.slice(1), { cwd: root, stdio: 'inherit', env });
  const ok = run.status === 0;
  summary.push({ name: step.name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  if (ok && step.givesEnv) env = { ...env, ...step.givesEnv };
}

console.log('\n\x1b[1mSummary\x1b[0m');
for (const s of summary) console.log(`  ${s.ok ? 'ok  ' : 'FAIL'}  ${s.name} (${s.seconds} s)`);
if (existsSync(results)) {
  const r = JSON.parse(readFileSync(results, 'utf8'));
  // The plain closing line CI reads: "N passed, N failed".
  console.log(`tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
}
// What failed, last, where CI's excerpt of the output shows it: also the failures no test counts.
if (existsSync(failures)) {
  const f = JSON.parse(readFileSync(failures, 'utf8'));
  const lists = [
    ['errors outside any test (vitest: "Unhandled Errors")', f.unhandled],
    ['files, suites or hooks that failed outside a test', f.outsideTests],
    ['failed tests', f.tests],
  ];
  for (const [title, items] of lists) {
    if (items.length === 0) continue;
    console.log(`\n${title}: ${items.length}`);
    for (const item of items.slice(0, 20)) console.log(`  - ${item}`);
    if (items.length > 20) console.log(`  … and ${items.length - 20} more`);
  }
}
process.exit(summary.every((s) => s.ok) ? 0 : 1);
