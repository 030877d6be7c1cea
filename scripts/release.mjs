#!/usr/bin/env node
// The one release path of the published packages (CONTRIBUTING.md "Releasing"). In the workspace a
// package's package.json points at its TypeScript sources and names its siblings `workspace:*`;
// neither may reach a host. So nothing is packed from a package's own folder: this script stages each
// publishable package in a folder of its own holding only what a host needs (dist/, README.md,
// LICENSE) and a package.json made for hosts (exports to dist/, sibling versions written out, no
// scripts, no devDependencies), then packs or publishes that folder with npm.
//
//   node scripts/release.mjs pack [--out <dir>] [--build]    tarballs into <dir> (default .release/)
//   node scripts/release.mjs publish [--dry-run] [--build]    npm publish of every staged package
//   node scripts/release.mjs refuse                           what a package's prepack runs: a clear no
//
// `npm pack` / `npm publish` / `pnpm pack` / `pnpm publish` inside a package folder run its prepack
// script, which is `refuse`: they stop with a message naming this script, so a tarball with `src`
// exports or `workspace:*` ranges cannot be made by accident.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
const packagesDir = join(repoRoot, 'packages');

/** The fields a published package.json keeps, in this order; everything else is the workspace's. */
const PUBLISHED_FIELDS = [
  'name',
  'version',
  'description',
  'keywords',
  'license',
  'repository',
  'homepage',
  'bugs',
  'type',
  'sideEffects',
  'main',
  'types',
  'exports',
  'bin',
  'files',
  'engines',
  'dependencies',
  'peerDependencies',
  'peerDependenciesMeta',
  'publishConfig',
];

/** The publishable packages of the workspace: `{ dir, manifest }` for each non-private one. */
export function publishablePackages() {
  return readdirSync(packagesDir)
    .sort()
    .map((name) => join(packagesDir, name))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => !manifest.private);
}

/**
 * The package.json a host receives: publishConfig's entry points applied, `workspace:` ranges
 * written out as the sibling's version (`workspace:*` → the exact version, `workspace:^` → `^x.y.z`),
 * and only the fields of PUBLISHED_FIELDS.
 * @param {Record<string, any>} manifest the workspace package.json
 * @param {Map<string, string>} versions every workspace package's name → version
 */
export function publishedManifest(manifest, versions) {
  const { publishConfig = {}, ...rest } = manifest;
  const { access, registry, tag, ...entryPoints } = publishConfig;
  const merged = { ...rest, ...entryPoints };
  const out = {};
  for (const field of PUBLISHED_FIELDS) {
    if (field === 'publishConfig') {
      const kept = Object.fromEntries(
        Object.entries({ access, registry, tag }).filter(([, value]) => value !== undefined),
      );
      if (Object.keys(kept).length > 0) out.publishConfig = kept;
    } else if (merged[field] !== undefined) {
      out[field] = merged[field];
    }
  }
  for (const field of ['dependencies', 'peerDependencies']) {
    if (!out[field]) continue;
    out[field] = Object.fromEntries(
      Object.entries(out[field]).map(([name, range]) => [name, writtenOut(name, range, versions)]),
    );
  }
  out.files = [...new Set([...(out.files ?? ['dist']), 'LICENSE', 'README.md'])];
  const text = JSON.stringify(out);
  if (text.includes('workspace:')) throw new Error(`${manifest.name}: a workspace: range is left`);
  if (/"\.\/src\//.test(text)) throw new Error(`${manifest.name}: an entry point still names ./src`);
  return out;
}

function writtenOut(name, range, versions) {
  if (!range.startsWith('workspace:')) return range;
  const version = versions.get(name);
  if (!version) throw new Error(`${name} is not a package of the workspace`);
  const wanted = range.slice('workspace:'.length);
  if (wanted === '*' || wanted === '') return version;
  if (wanted === '^' || wanted === '~') return `${wanted}${version}`;
  return wanted;
}

/**
 * Copies what a host needs of each publishable package into its own folder under `stageRoot`
 * and returns them. Every package must be built (dist/ present) and have a LICENSE.
 */
export function stagePackages(stageRoot) {
  const packages = publishablePackages();
  const versions = new Map(packages.map(({ manifest }) => [manifest.name, manifest.version]));
  return packages.map(({ dir, manifest }) => {
    for (const needed of ['dist', 'LICENSE', 'README.md']) {
      if (!existsSync(join(dir, needed))) {
        throw new Error(`${manifest.name}: ${needed} is missing (build first: pnpm run build)`);
      }
    }
    const staged = join(stageRoot, manifest.name.replace('@', '').replace('/', '-'));
    mkdirSync(staged, { recursive: true });
    cpSync(join(dir, 'dist'), join(staged, 'dist'), { recursive: true });
    for (const file of ['LICENSE', 'README.md']) cpSync(join(dir, file), join(staged, file));
    const published = publishedManifest(manifest, versions);
    writeFileSync(join(staged, 'package.json'), `${JSON.stringify(published, null, 2)}\n`);
    return { name: manifest.name, version: manifest.version, dir: staged };
  });
}

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
  return result.stdout;
}

/** Packs every publishable package into `outDir` with npm; returns the tarballs' paths by name. */
export function packPackages(outDir, { build = false } = {}) {
  if (build) run('pnpm', ['-r', '--filter', './packages/**', 'run', 'build'], repoRoot);
  mkdirSync(outDir, { recursive: true });
  const stageRoot = mkdtempSync(join(tmpdir(), 'vitrine-release-'));
  try {
    const tarballs = {};
    for (const staged of stagePackages(stageRoot)) {
      const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', outDir], staged.dir));
      tarballs[staged.name] = join(outDir, packed.filename);
    }
    return tarballs;
  } finally {
    rmSync(stageRoot, { recursive: true, force: true });
  }
}

function argValue(args, flag) {
  const at = args.indexOf(flag);
  return at === -1 ? undefined : args[at + 1];
}

function main(argv) {
  const [command, ...args] = argv;
  if (command === 'refuse') {
    const name = process.env.npm_package_name ?? 'this package';
    console.error(
      `\n${name} is not packed or published from its own folder: its package.json points at the ` +
        'TypeScript sources and names its siblings workspace:*.\n' +
        'From the repository root run `pnpm run release:pack` (tarballs in .release/) or ' +
        '`pnpm run release:publish`; see CONTRIBUTING.md "Releasing".\n',
    );
    return 1;
  }
  if (command === 'pack') {
    const outDir = resolve(argValue(args, '--out') ?? join(repoRoot, '.release'));
    const tarballs = packPackages(outDir, { build: args.includes('--build') });
    for (const [name, path] of Object.entries(tarballs)) console.log(`${name}\t${path}`);
    return 0;
  }
  if (command === 'publish') {
    if (args.includes('--build')) run('pnpm', ['-r', '--filter', './packages/**', 'run', 'build'], repoRoot);
    const stageRoot = mkdtempSync(join(tmpdir(), 'vitrine-release-'));
    try {
      for (const staged of stagePackages(stageRoot)) {
        const publish = [
          'publish',
          '--access',
          'public',
          ...(args.includes('--dry-run') ? ['--dry-run'] : []),
        ];
        run('npm', publish, staged.dir);
        console.log(`${staged.name}@${staged.version}`);
      }
    } finally {
      rmSync(stageRoot, { recursive: true, force: true });
    }
    return 0;
  }
  console.error(
    'usage: node scripts/release.mjs pack [--out <dir>] [--build] | publish [--dry-run] [--build]',
  );
  return 2;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exit(main(process.argv.slice(2)));
  } catch (error) {
    console.error(`release: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
