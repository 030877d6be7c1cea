#!/usr/bin/env node
// Checks every publishable package as a host would install it: pack it through the one release path
// (scripts/release.mjs: the host's package.json, exports to dist/, no workspace: ranges), then run
// publint and are-the-types-wrong on each tarball, then size-limit with the budgets in
// .size-limit.json. tests/host installs the same tarballs with npm into a fixture host app.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packPackages, publishablePackages } from './release.mjs';

const root = new URL('..', import.meta.url).pathname;
let failed = false;

function run(cmd, args, cwd) {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (r.status !== 0) failed = true;
  return r.status === 0;
}

const out = mkdtempSync(join(tmpdir(), 'vitrine-pack-'));
try {
  const tarballs = packPackages(out);
  for (const { manifest } of publishablePackages()) {
    console.log(`\n— ${manifest.name}`);
    const tarball = tarballs[manifest.name];
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
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  failed = true;
} finally {
  rmSync(out, { recursive: true, force: true });
}

console.log('\n— size-limit (budgets in .size-limit.json)');
run('pnpm', ['exec', 'size-limit'], root);
process.exit(failed ? 1 : 0);
