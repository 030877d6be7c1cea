// One root vitest config, one project per package (CONTRIBUTING.md). Node projects run the pure
// rules, the client and the mocks; the storybook project runs every story as a test in Debian
// chromium with axe (a violation fails the run).
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/chromium.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const stories = ['packages/*/src/**/*.stories.tsx', 'reference-app/src/**/*.stories.tsx'];
const browserTests = [
  'packages/*/src/**/*.browser.test.{ts,tsx}',
  'reference-app/src/**/*.browser.test.{ts,tsx}',
];

/**
 * The server's tests that run on PostgreSQL too (server-pg): those that go through the database (the
 * HTTP handlers on a test server, search, logical views, uploads, jobs, blob collection, migrations).
 * Left to SQLite alone: pure functions, the HTTP layer (headers, CORS, routes), SQLite's own text
 * index, cache and rank pool (search/flags, cache, rank-pool, text-query, walk, tallies and
 * auth/visibility open SQLite files), the demo seed and the video job (ffmpeg; its test logs states with a SQLite trigger).
 */
const POSTGRES_SERVER_TESTS = [
  'src/**/*.pg.test.ts',
  'src/handlers/!(trust-proxy).test.ts',
  'src/export/store.test.ts',
  'src/ingest/ingest.test.ts',
  'src/jobs/{queue,resync,stuck-states,documents,auto-resync,web-only,video-resume}.test.ts',
  'src/library/bootstrap.test.ts',
  'src/notifications/*.test.ts',
  'src/search/rating.test.ts',
  'src/storage/{gc,orphans}.test.ts',
  'src/upload/{upload,instances}.test.ts',
];

/**
 * How the run is scheduled. vitest runs its groups one after the other and a group's files side by
 * side, up to the group's maxWorkers; its default is the cores less one, so on CI's 2-core machine
 * the whole run went one file at a time (72 minutes), with a core mostly idle: node test files spend
 * much of their time waiting on a server, PostgreSQL or ffmpeg.
 * - Group 0, the node projects but e2e (unit, server, contract, PostgreSQL): two files at a time at
 *   least (locally 19.5 minutes for 383 files instead of about 30).
 * - Group 1, e2e and host: two files at a time at least. Each file drives chromium against a server
 *   of its own, and waits on it (jobs, debounces, polls): one at a time it was 51 minutes locally, two
 *   at a time 30. The three files that failed two at a time did so on faults of their own, fixed since
 *   (a toast's words matched twice, expect.poll's 1 s default, a chunk asserted sent once too early).
 * - Group 2, the projects in chromium (browser, storybook, storybook-de): two files at a time at
 *   least: 14.5 minutes in a full local run instead of 22. (Once, two at a time, the Grid's keyword
 *   test saw a second PATCH: a real race, the cell compared with the page from before the save while
 *   the refetch was late; fixed in the grid's editor and tested with a held refetch.)
 */
const WORKERS = Math.max(2, availableParallelism() - 1);
const NODE_GROUP = { sequence: { groupOrder: 0 }, maxWorkers: WORKERS };
const E2E_GROUP = { sequence: { groupOrder: 1 }, maxWorkers: WORKERS };
const BROWSER_GROUP = { sequence: { groupOrder: 2 }, maxWorkers: WORKERS };

/**
 * The projects whose files start servers (server, server-pg, contract, contract-pg, api-client's
 * upload and transport tests, e2e) share their workers' modules between files (isolate: false): a
 * file no longer loads the server, Fastify, sharp and their kin afresh. The contract project alone
 * went from 400 s to 174 s (247 s to 75 s of CPU), the same 373 tests passing. Each file still starts
 * its own server, database and folders; what a file changes in a shared module must be undone by it
 * (spies restored, env and globals unstubbed, fake timers back to real), and no test there may use
 * vi.mock, which a module loaded by an earlier file would not see (tests/tooling/shared-modules.test.ts).
 * The small unit projects stay isolated: their files read module state of @vitrine/mocks (the
 * current user, scenarios) that a file before them in the same worker would have changed.
 */
const SHARED_MODULES = { isolate: false, unstubEnvs: true, unstubGlobals: true };

/**
 * A timeout stops a test that hangs; it is not a measure of speed. vitest's defaults (5 s a test,
 * 10 s a hook) were overrun on a loaded 2-core machine by tests that make PDFs, renditions or
 * metadata copies, and by a first server start that loads the server's libraries.
 */
const HANG_TIMEOUTS = { testTimeout: 30_000, hookTimeout: 60_000 };

const nodeProject = (name: string, root: string, { sharedModules = false } = {}) => ({
  test: {
    ...NODE_GROUP,
    ...(sharedModules ? SHARED_MODULES : {}),
    ...HANG_TIMEOUTS,
    name,
    root: here(root),
    environment: 'node' as const,
    include: ['src/**/*.test.ts', '**/*.test.ts'],
    // *.pg.test.ts: PostgreSQL only (the *-pg projects below).
    exclude: ['**/node_modules/**', '**/dist/**', '**/*.browser.test.{ts,tsx}', '**/*.pg.test.ts'],
  },
});

export default defineConfig({
  test: {
    projects: [
      nodeProject('core', './packages/core'),
      nodeProject('api-client', './packages/api-client', { sharedModules: true }),
      nodeProject('mocks', './packages/mocks'),
      nodeProject('ui', './packages/ui'),
      nodeProject('tree', './packages/tree'),
      nodeProject('views', './packages/views'),
      nodeProject('viewer', './packages/viewer'),
      nodeProject('uploader', './packages/uploader'),
      nodeProject('share-and-report', './packages/share-and-report'),
      nodeProject('server', './packages/server', { sharedModules: true }),
      nodeProject('reference-app', './reference-app'),
      nodeProject('tooling', './tests/tooling'),
      // spec scenarios run against every implementation of openapi.yml: the mocks and the server.
      nodeProject('contract', './tests/contract', { sharedModules: true }),
      // The same server tests and contract scenarios on a real PostgreSQL that the run starts
      // (packages/server/src/testing/postgres-setup.ts: Debian's postgresql, a temporary cluster on a
      // free port of 127.0.0.1; each test server copies a migrated template database).
      {
        test: {
          ...nodeProject('server-pg', './packages/server', { sharedModules: true }).test,
          include: POSTGRES_SERVER_TESTS,
          exclude: ['**/node_modules/**', '**/dist/**'],
          globalSetup: [here('./packages/server/src/testing/postgres-setup.ts')],
        },
      },
      {
        test: {
          ...nodeProject('contract-pg', './tests/contract', { sharedModules: true }).test,
          globalSetup: [here('./packages/server/src/testing/postgres-setup.ts')],
        },
      },
      {
        // End to end: the reference app on the server (tests/e2e) and the published packages in a host
        // app (tests/host: npm, a fixture app outside the workspace, Vite, strict TypeScript), in a
        // group of their own (E2E_GROUP), two files side by side; the files that build or run the
        // workspace's own outputs (`npm start` rebuilds packages/server/dist, which the scale-out test
        // runs) hold one lock for their whole run, the host test while it packs them
        // (e2e/run-locks.ts), so they never overlap.
        test: {
          ...E2E_GROUP,
          // Four server files one after the other: 85 s of CPU isolated, 60 s sharing modules.
          ...SHARED_MODULES,
          name: 'e2e',
          root: here('./tests'),
          environment: 'node' as const,
          include: ['e2e/**/*.test.ts', 'host/*.test.ts'],
          // The run's folder: one production build of the reference app per set of build flags, locks.
          globalSetup: [here('./tests/e2e/run-setup.ts')],
          // expect.poll waits 1 s by default: a menu item waiting on the server's answer overran it
          // on a loaded machine (admin pages). It waits up to 10 s; what it checks is unchanged.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 60_000,
          hookTimeout: 900_000,
        },
      },
      {
        // Component tests and screenshot baselines (toMatchScreenshot) in Debian chromium.
        plugins: [react()],
        // MSW's mockServiceWorker.js at the root, as Storybook serves it: screenshot tests of stories
        // that read the mocks (the viewer's, with their pictures) run the stories' own MSW loader.
        publicDir: here('./.storybook/public'),
        // Scan every test's imports before the run: a dependency found mid-run (react-arborist)
        // made vite re-optimise and reload, failing the tests loaded before ("Invalid hook call").
        optimizeDeps: { entries: [...browserTests] },
        test: {
          ...BROWSER_GROUP,
          name: 'browser',
          include: [...browserTests],
          // expect.element and expect.poll wait 1 s by default: a wall-time bound in disguise that the
          // full run overran on a shared 2-core machine. They wait up to 5 s; what they check is unchanged.
          expect: { poll: { timeout: 5_000 } },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        plugins: [storybookTest({ configDir: here('./.storybook') })],
        // As for the browser project: a dependency first met mid-run (@tanstack/react-virtual) made
        // vite re-optimise and reload, and the stories loaded before failed with "Invalid hook call".
        optimizeDeps: { entries: [...stories] },
        test: {
          ...BROWSER_GROUP,
          name: 'storybook',
          // The story files share their frame's modules (no fresh iframe per file): each story is
          // rendered, played and unmounted by the addon on its own, with its own loaders (the mocks'
          // library, user and scenarios reset per story). The views' and tree's 39 story files took
          // 190 s instead of 306 s; all 742 stories pass either way.
          isolate: false,
          // A story that loads pdf.js or pdfmake cold in the dev server (the viewer's PDF, the report
          // dialog's preview) took 15-20 s on a loaded 2-core machine; vitest's browser default is 15 s.
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium' }],
          },
          setupFiles: [here('./.storybook/vitest.setup.ts')],
        },
      },
      {
        // Every story again, in German: no string of the English catalogues may be left on the page
        // (.storybook/german-*.test.tsx render each story with the locale toolbar on 'de', without its
        // play function, and scan the page once its data has loaded).
        plugins: [react()],
        // MSW's mockServiceWorker.js, served at the root as Storybook serves it.
        publicDir: here('./.storybook/public'),
        optimizeDeps: { entries: [...stories, '.storybook/german-*.test.tsx'] },
        test: {
          ...BROWSER_GROUP,
          name: 'storybook-de',
          // Two parts (.storybook/german.tsx storyPart), so the group's two workers share them.
          include: ['.storybook/german-*.test.tsx'],
          // As for the storybook project: a story's first render that loads a chunk cold (the
          // viewer's whiteboard) ran past the browser's 15 s default with both parts at once.
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            // The finding lists the English text; a screenshot per failure only costs time.
            screenshotFailures: false,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
