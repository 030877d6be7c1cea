// The README's main command, run exactly as a newcomer runs it: `npm start` from the repository root
// (scripts/bootstrap.sh → the reference app's start script → the app and the server built → the
// server's command line from packages/server/dist), over a fresh data directory and a free port. It
// waits for the printed URL and first-administrator password, signs in through the sign-in page in
// Debian chromium and sees the demo library. Nothing here imports the server's sources: a built
// server that still needs the workspace's TypeScript (issue 12: ERR_MODULE_NOT_FOUND on
// @vitrine/api-client) fails this test.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/chromium';
import { withoutPackageManagerEnv } from '../host/support';
import { holdWorkspaceBuilds } from './run-locks';
import { signIn, waitForScreen } from './server-harness';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The environment of someone who just cloned the repository: vitest runs under pnpm, which put the
 * workspace's bins (Node 24 among them) and the project's pnpm first on PATH; a newcomer has neither,
 * nor the NODE_ENV=test and VITEST* variables vitest sets.
 */
const newcomerEnv: NodeJS.ProcessEnv = {
  ...withoutPackageManagerEnv(),
  PATH: (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => !dir.includes('node_modules') && !dir.includes(`${sep}.tools`))
    .join(delimiter),
  PORT: '0',
};
delete newcomerEnv.NODE_OPTIONS;

let launcher: ChildProcess | null = null;
let output = '';
let dataDir = '';
let browser: Browser | null = null;

/** Whether a process of the group `pgid` is still there. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Ends the launcher and everything it started (npm → bash → pnpm → node → server): its process group,
 * until none of it is left. npm can exit before the server has (the server finishes the thumbnail it
 * is writing): removing the data directory then failed with ENOTEMPTY. After 10 s, SIGKILL.
 */
async function stopLauncher(): Promise<void> {
  const pgid = launcher?.pid;
  if (pgid === undefined || !groupAlive(pgid)) return;
  process.kill(-pgid, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (groupAlive(pgid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (!groupAlive(pgid)) return;
  process.kill(-pgid, 'SIGKILL');
  // Bounded too: a process left unreaped (a zombie) would answer for ever.
  const killDeadline = Date.now() + 5_000;
  while (groupAlive(pgid) && Date.now() < killDeadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
}

// It builds or packs the workspace's own outputs: never beside another file that does (run-locks.ts).
holdWorkspaceBuilds();

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'vitrine-npm-start-'));
  browser = await chromium.launch(chromiumLaunchOptions());
});

afterAll(async () => {
  await stopLauncher();
  await browser?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
});

/** Runs `npm start -- <args>` and resolves with what it printed once `until` matches it. */
function npmStart(args: string[], until: RegExp): Promise<RegExpExecArray> {
  // The npm on the machine's PATH, as a newcomer types it. PORT=0: any free port, so runs in
  // parallel never collide; a detached group, so stopping it ends the server it starts too.
  launcher = spawn('npm', ['start', '--', ...args], {
    cwd: repoRoot,
    env: newcomerEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  return new Promise((resolve, reject) => {
    const look = (chunk: Buffer) => {
      // Without colours (with CI set, tools colour their output even into a pipe).
      output += stripVTControlCharacters(String(chunk));
      const match = until.exec(output);
      if (match) resolve(match);
    };
    launcher?.stdout?.on('data', look);
    launcher?.stderr?.on('data', look);
    launcher?.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${output}`)));
  });
}

describe('npm start (the reference app on the reference server, as the README says)', () => {
  it('builds both, prints the URL and the first password, and the admin signs in to the demo library', async () => {
    const match = await npmStart(
      ['--data-dir', dataDir],
      /Vitrine is running at (http:\/\/127\.0\.0\.1:\d+)[\s\S]*Sign in as admin with the password (\S+)\n/,
    );
    const [, url, password] = match as unknown as [string, string, string];
    // The launcher names both Node versions honestly: the project's (24, from the registry) and the
    // machine's own (the Node that ran npm).
    const machineNode = spawnSync('node', ['--version'], {
      env: newcomerEnv,
      encoding: 'utf8',
    }).stdout.trim();
    expect(output).toContain(`for the project (the machine's own is ${machineNode})`);
    expect(output).toMatch(/Node v24\.\d+\.\d+ for the project/);
    expect(output).toContain(`data directory: ${dataDir}`);
    expect(output).not.toContain('API only');

    const context = await (browser as Browser).newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(url);
      await waitForScreen(page, 'signin');
      await signIn(page, { userName: 'admin', password });
      // Signed in, the app opens on the dashboard: the demo library the first start seeded, counted
      // by the server.
      await waitForScreen(page, 'dashboard');
      const allFiles = page.getByText(/^\d+ files$/).first();
      await allFiles.waitFor();
      expect(Number.parseInt((await allFiles.textContent()) ?? '', 10)).toBeGreaterThanOrEqual(40);
      // Its top folder in the folder tree, and its files in the gallery, read from the server.
      const tree = page
        .getByRole('navigation', { name: 'Library tree' })
        .getByRole('tree', { name: 'Folders' });
      await tree.getByRole('treeitem', { name: 'All', exact: true }).focus();
      await page.keyboard.press('ArrowRight');
      await tree.getByRole('treeitem', { name: 'Demo library', exact: true }).click();
      await waitForScreen(page, 'main');
      const cells = page.locator('.vt-views__view [role="gridcell"]');
      await cells.first().waitFor();
      expect(await cells.count()).toBeGreaterThan(0);
      // The built server makes a PDF report of the demo photos (pdfmake and its embedded fonts found
      // from dist, as a newcomer's install has them).
      const report = await page.evaluate(async () => {
        const search = await fetch('/api/search', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ criteria: { itemsOnPage: 12 } }),
        });
        const found = (await search.json()) as { images?: { id: number }[] };
        const ids = (found.images ?? []).slice(0, 3).map((image) => image.id);
        const prepared = await fetch('/api/export', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ids, pdfRequest: { settings: { template: 1 } } }),
        });
        const { id } = (await prepared.json()) as { id: string };
        const pdf = await fetch(`/api/export/${encodeURIComponent(id)}`);
        const bytes = new Uint8Array(await pdf.arrayBuffer());
        return {
          ids: ids.length,
          type: pdf.headers.get('content-type'),
          head: String.fromCharCode(...bytes.subarray(0, 5)),
          size: bytes.length,
        };
      });
      expect(report).toMatchObject({ ids: 3, type: 'application/pdf', head: '%PDF-' });
      expect(report.size).toBeGreaterThan(2_000);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);
});
