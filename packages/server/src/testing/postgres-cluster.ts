// A real PostgreSQL server for the test run (never a mock): Debian's `postgresql` package, which
// scripts/bootstrap.sh installs with apt when it is missing. One cluster per run, in a temporary
// directory, on a free port of 127.0.0.1 (the socket in the same directory), run as the `postgres`
// user when the run is root (PostgreSQL refuses root). Tuned for tests: no fsync, no synchronous
// commit (a crash loses nothing the tests need). The run stops the postmaster it started (its own
// pid) and removes the directory.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** Where the binaries are looked for when VITRINE_POSTGRES_BIN does not name them. */
const DEBIAN_POSTGRES_DIR = '/usr/lib/postgresql';

/** What the test files are given (vitest `provide`): where to make their own databases. */
export interface TestPostgres {
  /** The maintenance database of the cluster, as the superuser. */
  adminUrl: string;
  /** A database with every migration applied, copied for each test server. */
  template: string;
}

export interface PostgresCluster {
  readonly adminUrl: string;
  readonly port: number;
  stop(): Promise<void>;
}

/** Debian's newest PostgreSQL (or VITRINE_POSTGRES_BIN); throws with the way to install it. */
export function postgresBinDir(): string {
  const fromEnv = process.env.VITRINE_POSTGRES_BIN;
  if (fromEnv) {
    if (!existsSync(join(fromEnv, 'postgres')))
      throw new Error(`VITRINE_POSTGRES_BIN=${fromEnv} holds no postgres binary`);
    return fromEnv;
  }
  const versions = existsSync(DEBIAN_POSTGRES_DIR)
    ? readdirSync(DEBIAN_POSTGRES_DIR)
        .filter((v) => existsSync(join(DEBIAN_POSTGRES_DIR, v, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (!newest)
    throw new Error(
      'The PostgreSQL tests need a PostgreSQL server: `npm test` installs Debian\'s "postgresql" package ' +
        '(apt-get install postgresql, as root); or set VITRINE_POSTGRES_BIN to the directory of its binaries.',
    );
  return join(DEBIAN_POSTGRES_DIR, newest, 'bin');
}

/** A port nothing listens on right now (the kernel's choice). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** The uid and gid to run PostgreSQL as: the `postgres` user when we are root, else ourselves. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    throw new Error(
      'PostgreSQL refuses to run as root and there is no "postgres" user (Debian\'s postgresql package makes it)',
    );
  }
}

async function waitUntilReady(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`PostgreSQL stopped while starting:\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not start in 60 s: ${error}\n${log()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** initdb into a temporary directory, then the postmaster as our child process. */
export async function startPostgresCluster(
  /** Server settings beside the test ones (`-c name=value`), e.g. a benchmark's memory settings. */
  settings: Readonly<Record<string, string>> = {},
): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  const user = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-pg-'));
  const dataDir = join(dir, 'data');
  if (user) {
    chownSync(dir, user.uid, user.gid);
    chmodSync(dir, 0o700);
  }
  const asUser = user ? { uid: user.uid, gid: user.gid, env: { ...process.env, HOME: dir } } : {};
  try {
    // C locale: byte order for text, as SQLite compares by default.
    execFileSync(
      join(bin, 'initdb'),
      ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync'],
      { ...asUser, stdio: 'pipe' },
    );
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`initdb failed: ${stderr || error}`);
  }
  const port = await freePort();
  const logFile = join(dir, 'postgres.log');
  const server = spawn(
    join(bin, 'postgres'),
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `log_destination=stderr`,
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=300',
      ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    { ...asUser, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  });
  const pid = server.pid;
  // A run that ends without its teardown (an interrupt) still stops its own postmaster.
  const onExit = () => {
    if (pid !== undefined && server.exitCode === null) {
      try {
        process.kill(pid, 'SIGQUIT');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', onExit);
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const stop = async () => {
    process.removeListener('exit', onExit);
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      // SIGINT: PostgreSQL's fast shutdown (sessions ended, no wait for clients).
      server.kill('SIGINT');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(adminUrl, server, () => output || readLog(logFile));
  } catch (error) {
    await stop();
    throw error;
  }
  return { adminUrl, port, stop };
}

function readLog(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/** Runs `statements` on the cluster's maintenance database. */
export async function adminQuery(adminUrl: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `url` with another database name. */
export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
