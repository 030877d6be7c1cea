// The vocabulary of the host tests: pack the packages through the release path, install them with
// npm into a copy of the fixture host app in a temporary folder outside the workspace (no workspace
// links, no pnpm), run the host's own tools there, serve its build, start the reference server as
// published, and measure what each widget costs.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { gzipSync } from 'node:zlib';
// @ts-expect-error: a plain ES module of the repository's scripts, without type declarations
import { packPackages, publishablePackages, repoRoot } from '../../scripts/release.mjs';
import { packagesBuiltForThisRun } from '../e2e/run-locks';

export const fixtureDir = fileURLToPath(new URL('./fixture', import.meta.url));

/** Versions a host picks; React 18.3 with the lowest TanStack Query our peer range allows. */
export interface HostVariant {
  name: string;
  react: string;
  typesReact: string;
  typesReactDom: string;
  reactQuery: string;
}

export const REACT_19: HostVariant = {
  name: 'react-19',
  react: '19.3.1',
  typesReact: '19.3.0',
  typesReactDom: '19.3.0',
  reactQuery: '5.108.4',
};

export const REACT_18: HostVariant = {
  name: 'react-18',
  react: '18.3.1',
  typesReact: '18.3.28',
  typesReactDom: '18.3.7',
  reactQuery: '5.102.0',
};

/** The host's build tools: the versions a new Vite + React + TypeScript app gets. */
const HOST_TOOLS = {
  vite: '8.3.8',
  '@vitejs/plugin-react': '6.3.0',
  typescript: '5.9.3',
  msw: '2.15.0',
};

export interface CommandResult {
  status: number | null;
  output: string;
}

/** Runs a command to its end, by default in a host's environment; the output of both streams. */
export function runCommand(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = withoutPackageManagerEnv(),
): CommandResult {
  const result = spawnSync(command, args, {
    cwd,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

/** The published packages' tarballs by name, packed once per run through scripts/release.mjs. */
export async function packOnce(): Promise<Record<string, string>> {
  const missing = (publishablePackages() as { dir: string }[]).filter(
    ({ dir }) => !existsSync(join(dir, 'dist')),
  );
  if (!packagesBuiltForThisRun() || missing.length > 0) {
    const build = runCommand('pnpm', ['run', 'build'], repoRoot, process.env);
    if (build.status !== 0) throw new Error(`the packages did not build:\n${build.output}`);
  }
  const out = await mkdtemp(join(tmpdir(), 'vitrine-host-tarballs-'));
  return packPackages(out) as Record<string, string>;
}

/**
 * A copy of the fixture host app outside the workspace with the tarballs installed by npm. The
 * widgets come with their dependencies; React, react-dom and TanStack Query are the host's own.
 */
export async function installHost(variant: HostVariant, tarballs: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `vitrine-host-${variant.name}-`));
  cpSync(fixtureDir, dir, { recursive: true });
  const tarball = (name: string) => {
    const path = tarballs[name];
    if (!path) throw new Error(`no tarball for ${name}`);
    return `file:${path}`;
  };
  const manifest = {
    name: `host-${variant.name}`,
    private: true,
    type: 'module',
    dependencies: {
      '@vitrine/api-client': tarball('@vitrine/api-client'),
      '@vitrine/core': tarball('@vitrine/core'),
      '@vitrine/ui': tarball('@vitrine/ui'),
      '@vitrine/tree': tarball('@vitrine/tree'),
      '@vitrine/views': tarball('@vitrine/views'),
      '@vitrine/viewer': tarball('@vitrine/viewer'),
      '@vitrine/uploader': tarball('@vitrine/uploader'),
      '@tanstack/react-query': variant.reactQuery,
      react: variant.react,
      'react-dom': variant.react,
    },
    devDependencies: {
      '@vitrine/mocks': tarball('@vitrine/mocks'),
      '@types/react': variant.typesReact,
      '@types/react-dom': variant.typesReactDom,
      ...HOST_TOOLS,
    },
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const install = npmInstall(dir);
  if (install.status !== 0) throw new Error(`npm install failed in ${dir}:\n${install.output}`);
  // The worker script of msw, in the host's public folder (the mocks README's install step).
  const init = runCommand(process.execPath, ['node_modules/msw/cli/index.js', 'init', 'public'], dir);
  if (init.status !== 0) throw new Error(`msw init failed:\n${init.output}`);
  return dir;
}

/**
 * `npm install` in `dir` (its package.json, plus `packages` when given), as a host runs it: npm on
 * its own, in a host's environment, reusing npm's cache when it has what is asked.
 */
export function npmInstall(dir: string, packages: string[] = []): CommandResult {
  return runCommand(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', ...packages],
    dir,
  );
}

/**
 * The environment of a host's shell: without what pnpm adds for the scripts it runs, and without what
 * vitest sets (NODE_ENV=test would make Vite bundle React's development build).
 */
export function withoutPackageManagerEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_|PNPM_|pnpm_|VITEST|TINYPOOL)/i.test(key) || key === 'NODE_ENV' || key === 'TEST') continue;
    env[key] = value;
  }
  return env;
}

/** Every installed copy of a package in `dir` (its package.json files under any node_modules). */
export function installedCopies(dir: string, name: string): string[] {
  const found: string[] = [];
  const walk = (nodeModules: string) => {
    if (!existsSync(nodeModules)) return;
    const candidate = join(nodeModules, name, 'package.json');
    if (existsSync(candidate)) found.push(relative(dir, candidate));
    for (const entry of readdirSync(nodeModules)) {
      const scoped = entry.startsWith('@')
        ? readdirSync(join(nodeModules, entry)).map((e) => join(entry, e))
        : [entry];
      for (const pkg of scoped) {
        const nested = join(nodeModules, pkg, 'node_modules');
        if (existsSync(nested) && statSync(nested).isDirectory()) walk(nested);
      }
    }
  };
  walk(join(dir, 'node_modules'));
  return found;
}

/** A free port of 127.0.0.1 (asked of the system, then let go). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A long-running child (a server); `stop` ends it and waits. */
export interface RunningProcess {
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** Starts a command and resolves once its output matches `ready`. */
export function startProcess(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; ready: RegExp },
): Promise<RunningProcess & { match: RegExpExecArray }> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? withoutPackageManagerEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', () => resolve(true)));
    child.kill('SIGTERM');
    // A server that does not end within 5 s of SIGTERM (Vite's waits for its open connections) is
    // killed: a test never waits on it.
    const ended = await Promise.race([
      exited,
      new Promise((resolve) => setTimeout(() => resolve(false), 5000)),
    ]);
    if (!ended) {
      child.kill('SIGKILL');
      await exited;
    }
  };
  return new Promise((resolve, reject) => {
    const look = (chunk: Buffer) => {
      // Without colours: with CI set, Vite colours its output even into a pipe, port and all.
      output += stripVTControlCharacters(String(chunk));
      const match = options.ready.exec(output);
      if (match) resolve({ child, match, output: () => output, stop });
    };
    child.stdout?.on('data', look);
    child.stderr?.on('data', look);
    child.once('exit', (code) =>
      reject(new Error(`${command} ${args.join(' ')} exited (${code}):\n${output}`)),
    );
  });
}

/** Serves the host's build with Vite's preview server (the host's own Vite). */
export async function previewHost(
  dir: string,
  options: { port: number; proxyTarget?: string },
): Promise<RunningProcess & { url: string }> {
  const running = await startProcess(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'preview', '--port', String(options.port), '--strictPort'],
    {
      cwd: dir,
      env: { ...withoutPackageManagerEnv(), VITRINE_PROXY_TARGET: options.proxyTarget ?? '' },
      ready: /http:\/\/127\.0\.0\.1:\d+/,
    },
  );
  return { ...running, url: `http://127.0.0.1:${options.port}/` };
}

/** Serves the host in Vite's dev server: React's development build, which prints its warnings. */
export async function devHost(
  dir: string,
  options: { port: number },
): Promise<RunningProcess & { url: string }> {
  const running = await startProcess(
    process.execPath,
    ['node_modules/vite/bin/vite.js', '--port', String(options.port), '--strictPort', '--host', '127.0.0.1'],
    { cwd: dir, env: withoutPackageManagerEnv(), ready: /http:\/\/127\.0\.0\.1:\d+/ },
  );
  return { ...running, url: `http://127.0.0.1:${options.port}/` };
}

/**
 * The reference server as published: the @vitrine/server tarball installed with npm in a folder of
 * its own, started with its `vitrine-server` command over a fresh data directory.
 */
export async function installServer(tarball: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-host-server-'));
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'vitrine-server-host', private: true, dependencies: { '@vitrine/server': `file:${tarball}` } }, null, 2)}\n`,
  );
  const install = npmInstall(dir);
  if (install.status !== 0) throw new Error(`npm install of @vitrine/server failed:\n${install.output}`);
  return dir;
}

/**
 * Starts the installed server; resolves with its URL and, on a library's first start, the first
 * administrator's password ('' on a later start over the same data directory).
 */
export async function startServer(
  dir: string,
  options: { dataDir: string; allowedOrigins: string[]; crossSiteCookies?: boolean; firstStart?: boolean },
): Promise<RunningProcess & { url: string; password: string }> {
  const running = await startProcess(
    process.execPath,
    [
      'node_modules/@vitrine/server/dist/cli.js',
      '--port',
      '0',
      '--data-dir',
      options.dataDir,
      ...options.allowedOrigins.flatMap((origin) => ['--allowed-origin', origin]),
      ...(options.crossSiteCookies ? ['--cross-site-cookies'] : []),
    ],
    {
      cwd: dir,
      env: withoutPackageManagerEnv(),
      ready:
        options.firstStart === false
          ? /Vitrine is running at (http:\/\/127\.0\.0\.1:\d+)[\s\S]*allowed origins: [^\n]*\n/
          : /Vitrine is running at (http:\/\/127\.0\.0\.1:\d+)[\s\S]*the password (\S+)\n/,
    },
  );
  const [, url, password = ''] = running.match as unknown as [string, string, string | undefined];
  return { ...running, url, password };
}

/** The gzip size in bytes of a built page's JavaScript: its entry chunk and what that imports. */
export function entryGzipBytes(outDir: string, entryHtml: string): number {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entryHtml);
  let bytes = 0;
  for (const key of seen) {
    const file = manifest[key]?.file;
    if (file?.endsWith('.js')) bytes += gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
  }
  return bytes;
}
