// End-to-end vocabulary for the reference app on the REAL reference server: the app built for the
// server (VITE_VITRINE_DEMO=false) into a temporary folder, @vitrine/server (createServer, the same
// code as the command line) over a temporary data directory seeded with the contract library, both
// on one free port of 127.0.0.1, and Debian chromium (never a downloaded browser) driven by
// playwright-core.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { ingestContextFor } from '../../packages/server/src/ingest/context.ts';
import { ingestFile } from '../../packages/server/src/ingest/ingest.ts';
import { writeSetting } from '../../packages/server/src/library/settings.ts';
import { createServer } from '../../packages/server/src/server.ts';
import {
  CONTRACT_USERS,
  type ContractLibrary,
  resetContractLibrary,
  TEST_SCRYPT_COST,
} from '../../packages/server/src/testing/contract.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../packages/server/src/testing/mail.ts';
import { chromiumLaunchOptions } from '../../scripts/chromium';
import { type AppBuild, appBuild } from './app-builds';

export { CONTRACT_USERS };

/** The server's Fastify instance (fastify itself is a dependency of @vitrine/server only). */
type VitrineServer = Awaited<ReturnType<typeof createServer>>;

/** The app on the server, with a browser pointed at it and a hand on the server's data. */
export interface ServerAppHarness {
  /** The server's origin, `http://127.0.0.1:<port>/`. */
  url: string;
  app: VitrineServer;
  /** The contract library as seeded by the last reset (its users and fixture folders). */
  readonly library: ContractLibrary;
  /** A fresh browser context (no cookie, no storage) with a page at `path`. */
  open(path: string): Promise<Page>;
  /** Back to the contract library, guest access off (every session ends). */
  reset(): Promise<ContractLibrary>;
  /** Turns the server's guest access setting on or off (spec 000 §6). */
  setGuestAccess(on: boolean): Promise<void>;
  /** Ends every session on the server as if it had run out (expiry in the past). */
  expireSessions(): Promise<void>;
  /**
   * Adds a file to the contract library's workspace folder through the server's own ingest (as an
   * upload would, owned by the super admin) and waits until its jobs (thumbnails) have run.
   */
  addToWorkspace(fileName: string, bytes: Buffer): Promise<number>;
  /**
   * The test SMTP server the server sends its mail to (--smtp-url, --mail-from), when the harness
   * was started with `{ mail: true }`; null otherwise (no mail: contactOwner is unavailable).
   */
  readonly mail: TestSmtpServer | null;
  /**
   * Moves the server's clock (its `now` option: the real time plus an offset this adds to) on by `ms`,
   * then lets the job worker run what has fallen due (a notification digest's window, for one).
   */
  advanceClock(ms: number): Promise<void>;
  close(): Promise<void>;
}

/** How the harness starts. */
export interface ServerAppHarnessOptions {
  /** Give the server a test SMTP server (packages/server/src/testing/mail.ts) for its mail. */
  mail?: boolean;
  /** The server's --public-url (the links its mails carry, e.g. the invitation of share with people). */
  publicUrl?: string;
}

/**
 * The harness of one test file: started before its tests, back to the contract library before each
 * test, closed after the last. The answer stands for the harness once it has started (read it inside
 * tests and hooks, never at the top level of the file).
 */
export function serverAppForThisFile(options: ServerAppHarnessOptions = {}): ServerAppHarness {
  let started: ServerAppHarness | undefined;
  beforeAll(async () => {
    started = await startServerAppHarness(options);
  });
  afterAll(async () => {
    await started?.close();
  });
  beforeEach(async () => {
    await started?.reset();
  });
  return new Proxy({} as ServerAppHarness, {
    get(_, key) {
      if (!started) throw new Error('The server app harness is read before its beforeAll started it.');
      const value = Reflect.get(started, key, started);
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}

export async function startServerAppHarness(
  options: ServerAppHarnessOptions = {},
): Promise<ServerAppHarness> {
  let build: AppBuild | null = null;
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-e2e-server-data-'));
  let app: VitrineServer | null = null;
  let browser: Browser | null = null;
  let mail: TestSmtpServer | null = null;
  // The server's clock: the real time, moved on by advanceClock (back to it at reset).
  let clockOffsetMs = 0;
  const close = async () => {
    await browser?.close();
    await app?.close();
    await mail?.close();
    await build?.release();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    build = await appBuild({ VITE_VITRINE_DEMO: 'false', VITE_VITRINE_API_URL: '' });
    if (options.mail) mail = await startTestSmtpServer();
    // Every answer is checked against openapi.yml: one that breaks it answers 500 and shows up here.
    app = await createServer({
      dataDir,
      appDir: build.dir,
      scryptCost: TEST_SCRYPT_COST,
      validateResponses: true,
      now: () => new Date(Date.now() + clockOffsetMs),
      ...(mail ? { smtpUrl: mail.url, mailFrom: 'Vitrine <vitrine@example.com>' } : {}),
      ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
    });
    browser = await chromium.launch(chromiumLaunchOptions());
  } catch (error) {
    await close();
    throw error;
  }
  const server = app;
  const { db } = server.vitrine;
  let library: ContractLibrary;
  const reset = async () => {
    // Failed sign-ins of one journey do not hold back the next one.
    await server.vitrine.signInGuard.clear();
    clockOffsetMs = 0;
    library = await resetContractLibrary(db, { now: new Date(), scryptCost: TEST_SCRYPT_COST });
    // The contract library opens guest access; these journeys start with it off.
    await writeSetting(db, 'guestAccessEnabled', false);
    return library;
  };
  library = await reset();
  const url = await server.listen({ host: '127.0.0.1', port: 0 });
  const openedBrowser = browser;
  return {
    url: `${url}/`,
    app: server,
    get library() {
      return library;
    },
    async open(path) {
      const context = await openedBrowser.newContext({ locale: 'en-US' });
      const page = await context.newPage();
      const errors: string[] = [];
      pageErrors.set(page, errors);
      page.on('pageerror', (error) => errors.push(error.message));
      // What the server's Content-Security-Policy refused on this page (issue 13 row 7), from the
      // page's own securitypolicyviolation events and from Chromium's console.
      const violations: string[] = [];
      cspViolations.set(page, violations);
      await page.exposeFunction('__vitrineCspViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __vitrineCspViolation(text: string): void })
            .__vitrineCspViolation;
          report(
            `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.goto(new URL(path, url).href);
      return page;
    },
    reset,
    setGuestAccess: (on) => writeSetting(db, 'guestAccessEnabled', on),
    async expireSessions() {
      await db
        .updateTable('sessions')
        .set({ expires_at: new Date(0).toISOString() })
        .execute();
    },
    async addToWorkspace(fileName, bytes) {
      const { file } = await ingestFile(await ingestContextFor(server.vitrine, server), {
        source: { stream: Readable.from([bytes]) },
        fileName,
        folder: library.folders.workspace,
        ownerId: library.userIds.superAdmin,
      });
      server.vitrineJobs.worker.wake();
      await server.vitrineJobs.worker.idle();
      return file.id;
    },
    mail,
    async advanceClock(ms) {
      clockOffsetMs += ms;
      server.vitrineJobs.worker.wake();
      await server.vitrineJobs.worker.idle();
    },
    close,
  };
}

const pageErrors = new WeakMap<Page, string[]>();

const cspViolations = new WeakMap<Page, string[]>();

/** What the Content-Security-Policy refused on the page since it was opened (events and console). */
export function cspViolationsOf(page: Page): string[] {
  return [...(cspViolations.get(page) ?? [])];
}

/** Uncaught errors the page threw since it was opened (console errors are left out: Chromium logs every 401). */
export function uncaughtErrorsOf(page: Page): string[] {
  return [...(pageErrors.get(page) ?? [])];
}

/** The pathname + search of the page. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Waits for the screen named on <main data-screen> (signin, main, dashboard, shared, …). */
export async function waitForScreen(page: Page, screen: string): Promise<void> {
  await page.locator(`main[data-screen="${screen}"]`).waitFor();
}

/** Fills the sign-in form in `scope` (the page, or the expired-session dialog) and sends it. */
export async function signIn(
  scope: Page | ReturnType<Page['locator']>,
  credentials: { userName: string; password: string },
): Promise<void> {
  await scope.getByLabel('User name').fill(credentials.userName);
  await scope.getByLabel('Password').fill(credentials.password);
  await scope.getByRole('button', { name: 'Sign in', exact: true }).click();
}
