#!/usr/bin/env node
// Checks every publishable package as a host would install it (STYLE.md habit 11): pack it with
// pnpm (which applies publishConfig: exports point at dist/), then run publint and
// are-the-types-wrong on the tarball, then size-limit with the budgets in .size-limit.json.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const packagesDir = join(root, 'packages');
let failed = false;

function run(cmd, args, cwd) {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (r.status !== 0) failed = true;
  return r.status === 0;
}

for (const name of readdirSync(packagesDir).sort()) {
  const dir = join(packagesDir, name);
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  } catch {
    continue;
  }
  if (manifest.private) continue;
  console.log(`\n— ${manifest.name}`);
  const out = mkdtempSync(join(tmpdir(), 'vitrine-pack-'));
  try {
    if (!run('pnpm', ['pack', '--pack-destination', out], dir)) continue;
    const tarball = join(
      out,
      readdirSync(out).find((f) => f.endsWith('.tgz')),
    );
    run('pnpm', ['exec', 'publint', 'run', tarball, '--strict'], root);
    // ESM-only packages: the CommonJS resolution modes do not apply. Stylesheet entry points
    // (`./styles.css`) have no types to check.
    const css = Object.keys(manifest.publishConfig?.exports ?? manifest.exports ?? {}).filter((k) =>
      k.endsWith('.css'),
    );
    const exclude = css.length ? ['--exclude-entrypoints', ...css] : [];
    run(
      'pnpm',
      ['exec', 'attw', tarball, '--profile', 'esm-only', '--format', 'table-flipped', ...exclude],
      root,
    );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

console.log('\n— size-limit (budgets in .size-limit.json)');
run('pnpm', ['exec', 'size-limit'], root);
process.exit(failed ? 1 : 0);
