// The reference app in a real browser (Debian chromium), in demo mode on @vitrine/mocks: routes of
// spec 000 §2, history navigation without reloads, the server-flag rules and accessibility.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoMocksHook } from '../../reference-app/src/demo/start';
import {
  type AppHarness,
  axeViolations,
  errorsOf,
  keptDocument,
  markDocument,
  pathOf,
  screenOf,
  startAppHarness,
  waitForScreen,
} from './app-harness';

let app: AppHarness;

beforeAll(async () => {
  app = await startAppHarness();
});

afterAll(async () => {
  await app?.close();
});

describe('routes are case-insensitive (spec 000 §2)', () => {
  it.each([
    [
      '/FOLDERS/12',
      { screen: 'main', view: 'gallery', selection: 'folder', selectionId: '12' },
      'Winter (folder)',
    ],
    [
      '/Grid/Sets/AbC/',
      { screen: 'main', view: 'grid', selection: 'set', selectionId: 'AbC' },
      'Unknown set',
    ],
    [
      '/MASONRY/Logical/location/C%C3%B4te%20d%E2%80%99Ivoire',
      { screen: 'main', view: 'masonry', selection: 'logical', selectionId: 'location/Côte d’Ivoire' },
      'Côte d’Ivoire (logical view)',
    ],
    [
      '/Collections/7',
      { screen: 'main', view: 'gallery', selection: 'collection', selectionId: '7' },
      'Unknown collection',
    ],
    ['/ALL', { screen: 'main', view: 'gallery', selection: 'all', selectionId: null }, 'All files'],
  ])('%s lands on the right frame', async (path, expected, selectionText) => {
    const page = await app.open(path);
    expect(await screenOf(page)).toMatchObject(expected);
    // The status line names the selection, never its id (issue 14); a skeleton while the name loads.
    await page.locator('.vt-app__selection:not(:has([data-loading]))').waitFor();
    await expect(page.locator('.vt-app__selection').textContent()).resolves.toBe(
      `Current selection: ${selectionText}`,
    );
    await page.context().close();
  });

  it('/FOLDERS/12 has its own page title, the top menu and the gallery of the main page', async () => {
    const page = await app.open('/FOLDERS/12');
    // The folder's name, not its id (issue 14), once it is read.
    await page.waitForFunction(() => document.title === 'Winter · Gallery · Vitrine');
    await expect(page.locator('h1').textContent()).resolves.toBe('Winter · Gallery');
    // The views issue replaced the frames: the real top menu; the banner's view switcher (the page's
    // one, issue 14) on the route's view.
    await page.getByRole('toolbar', { name: 'File actions' }).waitFor();
    await expect(
      page
        .getByRole('navigation', { name: 'Views' })
        .getByRole('link', { name: 'Gallery', exact: true })
        .getAttribute('aria-current'),
    ).resolves.toBe('page');
    // The gallery (justified rows) or, for a folder without files, the no-results view.
    await page.locator('.vt-views__view[data-view="rows"], .vt-views__no-results').first().waitFor();
    expect(await page.locator('[data-frame]').count()).toBe(0);
    await page.context().close();
  });

  it('an unknown address shows "Page not found"', async () => {
    const page = await app.open('/folders');
    expect((await screenOf(page)).screen).toBe('not-found');
    expect(await page.title()).toBe('Page not found · Vitrine');
    await page.context().close();
  });
});

describe('navigation never reloads the page (spec 000 §2)', () => {
  it('a change of query string, a change of route and Back keep the same document', async () => {
    const page = await app.open('/folders/12');
    await markDocument(page);

    // Only the query string changes.
    await page.getByRole('link', { name: 'This page after sign-up (?ps=1)' }).click();
    await page.waitForURL((url) => url.search === '?ps=1');
    expect(pathOf(page)).toBe('/folders/12?ps=1');
    expect(await keptDocument(page)).toBe(true);

    // A route change on the main page keeps ps (our reading of spec 000 §2).
    await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Grid' }).click();
    await page.waitForURL((url) => url.pathname === '/grid/folders/12');
    expect(pathOf(page)).toBe('/grid/folders/12?ps=1');
    expect(await screenOf(page)).toMatchObject({ view: 'grid', selection: 'folder', selectionId: '12' });
    expect(await keptDocument(page)).toBe(true);

    // Leaving the main page drops ps.
    await page
      .getByRole('navigation', { name: 'Demo pages' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(pathOf(page)).toBe('/dashboard');
    expect(await keptDocument(page)).toBe(true);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/grid/folders/12');
    await waitForScreen(page);
    expect(await screenOf(page)).toMatchObject({ view: 'grid', selection: 'folder', selectionId: '12' });
    expect(await keptDocument(page)).toBe(true);
    await page.context().close();
  });
});

describe('logical views disabled (spec 000 §2: a logical URL redirects to /)', () => {
  it('redirects when the server answers ShowLogicalViews false', async () => {
    const page = await app.open('/logical/location/France?mock-flags=ShowLogicalViews:false');
    await page.waitForURL((url) => url.pathname === '/');
    await waitForScreen(page);
    expect((await screenOf(page)).screen).toBe('dashboard');
    await page.context().close();
  });

  it('stays on the logical view while logical views are enabled, and leaves when the flag turns off', async () => {
    const page = await app.open('/logical/location/France');
    expect(await screenOf(page)).toMatchObject({
      screen: 'main',
      selection: 'logical',
      selectionId: 'location/France',
    });
    expect(await page.locator('[data-section="logical"]').count()).toBe(1);
    await markDocument(page);

    // The demo-mode hook of reference-app/src/demo/start.ts.
    await page.evaluate(() =>
      (window as unknown as { __vitrineMocks: DemoMocksHook }).__vitrineMocks.setFlag(
        'ShowLogicalViews',
        false,
      ),
    );
    await page.waitForURL((url) => url.pathname === '/');
    expect(await keptDocument(page)).toBe(true);
    // The whole logical tree is hidden too; the main page of / shows it no more.
    await page.goto(new URL('/folders/1?mock-flags=ShowLogicalViews:false', page.url()).href);
    await waitForScreen(page);
    expect(await page.locator('[data-section="logical"]').count()).toBe(0);
    expect(await page.locator('[data-section="folders"]').count()).toBe(1);
    await page.context().close();
  });
});

describe('dashboard rules (spec 000 §2)', () => {
  it.each([
    // EnableDashboard true, StartLoading false: the dashboard shows on /, /default.aspx and /dashboard.
    ['/', { screen: 'dashboard' }],
    ['/DEFAULT.ASPX', { screen: 'dashboard' }],
    ['/dashboard', { screen: 'dashboard' }],
    // Dashboard disabled: the disabled-dashboard template with the default view.
    [
      '/?mock-flags=EnableDashboard:false',
      { screen: 'main', template: 'disabled-dashboard', selection: 'none' },
    ],
    ['/dashboard?mock-flags=EnableDashboard:false', { screen: 'main', template: 'disabled-dashboard' }],
    // StartLoading: no dashboard; /default.aspx starts loading all files, / does not.
    ['/?mock-flags=StartLoading:true', { screen: 'main', template: 'disabled-dashboard', selection: 'none' }],
    [
      '/default.aspx?mock-flags=StartLoading:true',
      { screen: 'main', template: 'disabled-dashboard', selection: 'all' },
    ],
  ])('%s → %o', async (path, expected) => {
    const page = await app.open(path);
    const shown = await screenOf(page);
    expect(shown).toMatchObject(expected);
    if (expected.screen === 'dashboard') {
      // <Dashboard> of @vitrine/views, on the demo library.
      await page.locator('.vt-views__dashboard[data-state="ready"]').waitFor();
      expect(await page.getByRole('region', { name: 'Dashboard' }).count()).toBe(1);
      expect(await page.title()).toBe('Dashboard · Vitrine');
    } else {
      // The disabled-dashboard template: <DisabledDashboard> until a selection shows files.
      const disabled = page.locator('.vt-views__dashboard[data-state="disabled"]');
      expect(await disabled.count()).toBe(shown.selection === 'all' ? 0 : 1);
    }
    await page.context().close();
  });
});

describe('demo mode and accessibility', () => {
  it('says it runs on demo data and has the landmarks and a working skip link', async () => {
    const page = await app.open('/folders/12');
    await expect(page.getByText('Demo data', { exact: true }).isVisible()).resolves.toBe(true);
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Library tree' }).count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Views' }).count()).toBe(1);

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('vt-main');
    expect(errorsOf(page)).toEqual([]);
    await page.context().close();
  });

  it("the demo routes' shared link opens the demo library's share: its title and its 12 files", async () => {
    const page = await app.open('/');
    await page
      .getByRole('navigation', { name: 'Demo pages' })
      .getByRole('link', { name: 'Shared link' })
      .click();
    await expect(
      page
        .getByRole('heading', { name: 'Summer campaign 2026' })
        .waitFor()
        .then(() => true),
    ).resolves.toBe(true);
    await page.getByText('12 files').waitFor();
    expect(new URL(page.url()).pathname).toBe('/shared/summer-campaign-2026-q7mzk4xw2hnbt5rcpe3a');
    expect(errorsOf(page)).toEqual([]);
    await page.context().close();
  });

  it.each([
    '/',
    '/folders/12',
    '/?mock-flags=EnableDashboard:false',
    '/shared/summer-campaign-2026-q7mzk4xw2hnbt5rcpe3a',
    '/shared/no-such-link',
    '/nowhere',
  ])('%s has no axe violations', async (path) => {
    const page = await app.open(path);
    const violations = await axeViolations(page);
    expect(violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.length }))).toEqual([]);
    await page.context().close();
  });
});

describe("demo mode's mocks run off the page's main thread (issue 14, reference-app/src/demo)", () => {
  /** A flag as the page's own fetch reads it: answered by the mocks through the demo service worker. */
  const flagOf = (page: import('playwright-core').Page, name: string) =>
    page.evaluate(
      async (flag) => ((await (await fetch(`/api/config/flags/${flag}`)).json()) as { value: boolean }).value,
      name,
    );

  it("answers the page's calls and pictures from its mock worker, which keeps the page's library", async () => {
    const page = await app.open('/folders/12');
    await waitForScreen(page);
    // The mocks are in a worker: msw is nowhere in the page itself.
    expect(
      await page.evaluate(() => Object.keys(window).some((key) => key.toLowerCase().includes('msw'))),
    ).toBe(false);
    expect(page.workers().map((worker) => worker.url())).toEqual([
      expect.stringMatching(/\/assets\/mock-worker-/),
    ]);
    expect(await flagOf(page, 'ShowSets')).toBe(true);
    const picture = await page.evaluate(async () => {
      const answer = await fetch('/Download.aspx?id=1&thumb=1');
      return { status: answer.status, type: answer.headers.get('content-type') };
    });
    expect(picture).toEqual({ status: 200, type: 'image/png' });
    // A change through the hook is what the next call sees; another page has a library of its own.
    await page.evaluate(() =>
      (window as unknown as { __vitrineMocks: DemoMocksHook }).__vitrineMocks.setFlag('ShowSets', false),
    );
    expect(await flagOf(page, 'ShowSets')).toBe(false);
    const other = await page.context().newPage();
    await other.goto(page.url());
    await waitForScreen(other);
    expect(await flagOf(other, 'ShowSets')).toBe(true);
    expect(await flagOf(page, 'ShowSets')).toBe(false);
    expect(errorsOf(page)).toEqual([]);
    await page.context().close();
  });

  it('answers again after the browser stops the idle service worker (the page hands it a new port)', async () => {
    const page = await app.open('/folders/12');
    await waitForScreen(page);
    await page.evaluate(() =>
      (window as unknown as { __vitrineMocks: DemoMocksHook }).__vitrineMocks.setFlag('ShowSets', false),
    );
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('ServiceWorker.enable');
    await devtools.send('ServiceWorker.stopAllWorkers');
    // The same mock worker answers (its library still has the change), through a new service worker.
    expect(await flagOf(page, 'ShowSets')).toBe(false);
    // The app's own calls too: another folder's files.
    await page
      .getByRole('navigation', { name: 'Demo pages' })
      .getByRole('link', { name: 'All files' })
      .click();
    await page.locator('[data-files="view"]').waitFor();
    expect(errorsOf(page)).toEqual([]);
    await page.context().close();
  });
});

describe('folder history (spec 000 §2 top menu "history", §3, §9)', () => {
  /** The history menu's entries, top first. */
  async function historyEntries(page: import('playwright-core').Page): Promise<string[]> {
    // The history menu sits in the top menu's history slot (@vitrine/views TopMenu).
    await page.locator('.vt-views__topmenu-history').getByRole('button', { name: 'History' }).click();
    const items = page.getByRole('menu').getByRole('menuitem');
    await items.first().waitFor();
    return items.allTextContents();
  }

  it('records each visited folder under its name, newest first, and a choice selects it', async () => {
    const page = await app.open('/folders/12');
    // The visit is written to local storage once the breadcrumb has read the folder's name.
    await page.waitForFunction(() => localStorage.getItem('vitrine.folderHistory')?.includes('Winter'));
    await page.goto(new URL('/folders/11', page.url()).href);
    await waitForScreen(page);
    await page.locator('nav.vt-app__breadcrumb[data-state="ready"]').waitFor();
    expect(await historyEntries(page)).toEqual(['Autumn', 'Winter']);
    await page.getByRole('menuitem', { name: 'Winter' }).click();
    await page.waitForURL((url) => url.pathname === '/folders/12');
    // Choosing a record is a visit: it moves to the top, with no duplicate.
    await page.locator('nav.vt-app__breadcrumb[data-state="ready"]').waitFor();
    expect(await historyEntries(page)).toEqual(['Winter', 'Autumn']);
    expect(errorsOf(page)).toEqual([]);
    await page.context().close();
  });
});
