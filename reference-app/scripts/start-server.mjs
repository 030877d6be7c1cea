#!/usr/bin/env node
// `npm start` (through scripts/bootstrap.sh and `pnpm --filter @vitrine/reference-app run start`):
// builds the reference app for the server (VITE_VITRINE_DEMO=false, the API at its own origin) and
// the reference server (@vitrine/server), then runs the server's command line, which serves both from
// one origin on 127.0.0.1 and prints the URL (and, on the first start, the first administrator's
// password). Arguments are handed to the server (`npm start -- --empty`, `-- --data-dir /srv/vitrine`);
// PORT, VITRINE_PORT, VITRINE_DATA_DIR and the other variables of packages/server/README.md apply.
// Demo mode (mocks in the browser, no server) is `npm start -- --demo` (scripts/start.mjs).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp, OUT_DIRS, repoRoot } from './serve.mjs';

const bold = (text) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);
const say = (text) => console.log(`${bold('vitrine:')} ${text}`);

const serverArgs = process.argv.slice(2);
const cli = join(repoRoot, 'packages', 'server', 'dist', 'cli.js');

/** Runs a command, showing its output only when it fails. */
function run(command, args) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', fail);
    child.once('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`)),
    );
  });
}

/**
 * The data directory the server will use, as its command line reads it (--data-dir, then
 * VITRINE_DATA_DIR, then ./data from the repository root): a library already there means the
 * administrator's password was printed on an earlier start.
 */
function dataDirOf(args, env) {
  for (const [index, arg] of args.entries()) {
    if (arg === '--data-dir') return args[index + 1];
    if (arg.startsWith('--data-dir=')) return arg.slice('--data-dir='.length);
  }
  return env.VITRINE_DATA_DIR || './data';
}

// pnpm runs this script; call the same pnpm for the server's build (npm_execpath), else the one on PATH.
const pnpm =
  process.env.npm_execpath && !/\.c?js$/.test(process.env.npm_execpath) ? process.env.npm_execpath : 'pnpm';

try {
  say('building the reference app for the server…');
  await buildApp({
    outDir: OUT_DIRS.server,
    env: { VITE_VITRINE_DEMO: 'false', VITE_VITRINE_API_URL: process.env.VITE_VITRINE_API_URL ?? '' },
  });
  say('building the reference server (@vitrine/server)…');
  await run(pnpm, ['--filter', '@vitrine/server', 'run', 'build']);
} catch (error) {
  console.error(`vitrine: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const usesDatabaseUrl =
  serverArgs.some((a) => a.startsWith('--database-url')) || Boolean(process.env.DATABASE_URL);
const libraryExists =
  !usesDatabaseUrl &&
  existsSync(join(resolve(repoRoot, dataDirOf(serverArgs, process.env)), 'vitrine.sqlite'));
/** The server prints a password: on the first start, or when asked for a new one. */
const printsPassword = !libraryExists || serverArgs.includes('--reset-admin-password');

say('starting the server…\n');
// process.execPath: the Node 24 pnpm runs this script with. The server's own lines come through as
// they are; Ctrl+C (or SIGTERM to this process) stops it.
const server = spawn(process.execPath, [cli, '--app-dir', OUT_DIRS.server, ...serverArgs], {
  cwd: repoRoot,
  stdio: ['ignore', 'pipe', 'inherit'],
});
// The server's banner ends with the password lines on a first start, else with its app line; then
// this launcher adds its own lines (never in the middle of the server's).
const bannerEnd = printsPassword && !usesDatabaseUrl ? /makes a new one\)\n/ : /reference app: .*\n/;
let output = '';
let banner = true;
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!banner) return;
  output += chunk;
  if (!bannerEnd.test(output)) return;
  banner = false;
  if (!printsPassword) {
    console.log(
      '\n  Sign in with your user name and password (the first administrator, admin, had its password\n' +
        '  printed on the first start; `npm start -- --reset-admin-password` prints a new one).',
    );
  }
  console.log(
    `\n${bold('vitrine:')} press Ctrl+C to stop. Demo mode without a server: npm start -- --demo\n`,
  );
});
server.once('error', (error) => {
  console.error(`vitrine: could not start the server: ${error.message}`);
  process.exit(1);
});
server.once('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
