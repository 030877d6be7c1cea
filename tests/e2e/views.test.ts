// The main page's files in the reference app (issue 4), in demo mode on @vitrine/mocks in Debian
// chromium: a folder's files in the gallery and the grid (spec 000 §2), the top menu's view switcher
// (the selection kept, the view in the URL), the sort saved as a web setting (spec 000 §3) across a
// reload, infinite scroll (spec 000 §4: within 50 px of the bottom), keyboard selection in the gallery,
// and axe on both views. The expected files come from the mocks' own seed library, not from the page.
import { createMockDb } from '@vitrine/mocks';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoMocksHook } from '../../reference-app/src/demo/start';
import {
  type AppHarness,
  axeViolations,
  breadcrumbOf,
  errorsOf,
  pathOf,
  reload,
  screenOf,
  startAppHarness,
  treePanel,
} from './app-harness';

let app: AppHarness;

beforeAll(async () => {
  app = await startAppHarness();
});

afterAll(async () => {
  await app?.close();
});

// The demo's library: the mocks' seed (the same default seed and date the worker starts with).
const db = createMockDb();
const filesUnder = (folderId: number) => {
  const folders = new Set([folderId, ...db.descendantFolderIds(folderId)]);
  return db.images.filter((image) => folders.has(image.folderId));
};
const folders = db.folders.map((folder) => ({ folder, files: filesUnder(folder.id) }));
// A folder whose files fit on one page (the default page size is 24, spec 000 §3)...
const small = folders
  .filter(({ files }) => files.length >= 6 && files.length <= 20)
  .sort((a, b) => b.files.length - a.files.length)[0];
// ...and the folder with the most files, for loading more.
const large = [...folders].sort((a, b) => b.files.length - a.files.length)[0];
if (!small || !large || large.files.length <= 48)
  throw new Error('the seed library changed: pick other folders');
const smallId = small.folder.id;
const smallNames = small.files.map((image) => image.fileName).sort();

/** A page with room for every file of the small folder (the views are virtualized). */
async function openTall(path: string): Promise<Page> {
  const page = await app.open(path);
  await page.setViewportSize({ width: 1400, height: 1400 });
  return page;
}

const gallery = (page: Page) => page.locator('.vt-views__view[data-view="rows"]');
const cells = (page: Page) => gallery(page).getByRole('gridcell');

/** The file names the gallery shows, in view order (the thumbnails' captions). */
async function galleryNames(page: Page): Promise<string[]> {
  await cells(page).first().waitFor();
  return cells(page).locator('.vt-views__name').allTextContents();
}

/** Waits until the gallery shows `count` files. */
async function waitForCells(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (n) => document.querySelectorAll('.vt-views__view[data-view="rows"] [role="gridcell"]').length === n,
    count,
  );
}

const topMenu = (page: Page) => page.getByRole('toolbar', { name: 'File actions' });

/** The banner's view switcher: the page's one (the top menu shows none in the app, issue 14). */
const viewSwitcher = (page: Page) => page.getByRole('navigation', { name: 'Views' });

/** The view the banner's switcher marks as the page's. */
const shownView = (page: Page, name: string) =>
  viewSwitcher(page)
    .getByRole('link', { name, exact: true })
    .and(page.locator('[aria-current="page"]'));

/** Shows the page's selection in another view, through the banner's switcher. */
async function showIn(page: Page, view: string): Promise<void> {
  await viewSwitcher(page).getByRole('link', { name: view, exact: true }).click();
}

/** Chooses `item` in the top menu's menu whose button starts with `button` ('Sort', 'Order'). */
async function choose(page: Page, button: 'Sort' | 'Order', item: string): Promise<void> {
  await topMenu(page)
    .getByRole('button', { name: new RegExp(`^${button}: `) })
    .click();
  await page
    .getByRole('menuitemradio', { name: item })
    .or(page.getByRole('menuitem', { name: item }))
    .click();
}

describe('a folder in the gallery and the grid (spec 000 §2)', () => {
  it(`/folders/{id} shows the folder's files in the gallery`, async () => {
    const page = await openTall(`/folders/${smallId}`);
    expect(await screenOf(page)).toMatchObject({
      view: 'gallery',
      selection: 'folder',
      selectionId: String(smallId),
    });
    await waitForCells(page, smallNames.length);
    expect((await galleryNames(page)).sort()).toEqual(smallNames);
    // The top menu holds the history menu and the breadcrumb in its slots.
    await expect(shownView(page, 'Gallery').count()).resolves.toBe(1);
    await expect(page.locator('.vt-views__topmenu nav.vt-app__breadcrumb').count()).resolves.toBe(1);
    await expect(page.locator('.vt-views__topmenu-history').count()).resolves.toBe(1);
    expect(errorsOf(page)).toEqual([]);
    await page.context().close();
  });

  it('/grid/folders/{id} shows the same files as rows of the grid', async () => {
    const page = await openTall(`/grid/folders/${smallId}`);
    expect(await screenOf(page)).toMatchObject({
      view: 'grid',
      selection: 'folder',
      selectionId: String(smallId),
    });
    const grid = page.locator('[data-files="view"]').getByRole('grid', { name: 'Files' });
    await grid.waitFor();
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-files="view"] [role="row"]').length === n + 1,
      smallNames.length,
    );
    // The ID column holds each file's id.
    const ids = await grid.locator('[role="row"] [role="gridcell"][aria-colindex="1"]').allTextContents();
    expect(ids.map(Number).sort((a, b) => a - b)).toEqual(
      small.files.map((image) => image.id).sort((a, b) => a - b),
    );
    await expect(grid.getAttribute('aria-rowcount')).resolves.toBe(String(smallNames.length + 1));
    await page.context().close();
  });

  it('the view switcher keeps the selection, and the view stays in the URL after a reload', async () => {
    const page = await openTall(`/folders/${smallId}`);
    await waitForCells(page, smallNames.length);
    await showIn(page, 'Grid');
    await page.waitForURL((url) => url.pathname === `/grid/folders/${smallId}`);
    expect(await screenOf(page)).toMatchObject({
      view: 'grid',
      selection: 'folder',
      selectionId: String(smallId),
    });
    await page.locator('[data-files="view"]').getByRole('grid', { name: 'Files' }).waitFor();

    await reload(page);
    expect(await screenOf(page)).toMatchObject({
      view: 'grid',
      selection: 'folder',
      selectionId: String(smallId),
    });
    await expect(shownView(page, 'Grid').count()).resolves.toBe(1);

    await showIn(page, 'Masonry');
    await page.waitForURL((url) => url.pathname === `/masonry/folders/${smallId}`);
    await page.locator('.vt-views__view[data-view="masonry"] [role="gridcell"]').first().waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === `/grid/folders/${smallId}`);
    expect(await screenOf(page)).toMatchObject({ view: 'grid', selection: 'folder' });
    await page.context().close();
  });
});

describe('the no-results view (spec 000 §2)', () => {
  it('a folder without files says so, with the shortcut to upload into it (issue 19)', async () => {
    const empty = folders.find(({ files }) => files.length === 0);
    if (!empty) throw new Error('the seed library has no empty folder');
    const page = await app.open(`/folders/${empty.folder.id}`);
    const noResults = page.locator('.vt-views__no-results');
    await noResults.waitFor();
    // An empty state (issue 14): the message is its heading, what the user can do follows.
    await expect(noResults.getByRole('heading').textContent()).resolves.toBe('No files found.');
    // The no-results shortcut (spec 000 §2) opens the upload panel into this folder.
    await noResults.getByRole('button', { name: 'Upload files' }).click();
    await page.getByRole('dialog', { name: 'Upload files' }).waitFor();
    await expect(page.locator('[data-files="view"]').count()).resolves.toBe(0);
    await page.context().close();
  });
});

describe('a search that fails (spec 000 §8)', () => {
  it('says so with "Try again", which searches again', async () => {
    const page = await app.open('/gallery');
    await page.locator('[data-files="none"]').waitFor();
    // The mocks live in the page: navigate without a reload (the demo pages' link).
    await page.evaluate(() =>
      (window as unknown as { __vitrineMocks: DemoMocksHook }).__vitrineMocks.setScenario(
        'search',
        'error-500',
      ),
    );
    await page
      .getByRole('navigation', { name: 'Demo pages' })
      .getByRole('link', { name: 'All files' })
      .click();
    const failed = page.locator('[data-files="error"]');
    await failed.waitFor();
    // The app's words first (the mocks' own message may follow them, issue 14's ErrorState).
    await expect(failed.getByRole('alert').getByRole('paragraph').first().textContent()).resolves.toBe(
      'The files could not be loaded.',
    );
    await page.evaluate(() =>
      (window as unknown as { __vitrineMocks: DemoMocksHook }).__vitrineMocks.setScenario('search', null),
    );
    await failed.getByRole('button', { name: 'Try again' }).click();
    await cells(page).first().waitFor();
    await page.context().close();
  });
});

describe('views without selection routes (/timeline, /wall, /curve) hold the selection', () => {
  it('the switcher shows the same folder on /wall, and a tree choice there stays on /wall', async () => {
    const page = await openTall(`/folders/${smallId}`);
    await waitForCells(page, smallNames.length);
    await showIn(page, 'Flash wall');
    await page.waitForURL((url) => url.pathname === '/wall');
    const wallItems = page.getByRole('list', { name: 'Image wall' }).getByRole('listitem');
    await wallItems.first().waitFor();
    await expect(wallItems.count()).resolves.toBe(smallNames.length);
    // The breadcrumb names the folder the page holds.
    expect((await breadcrumbOf(page)).at(-1)).toBe(`>${small.folder.name}`);
    expect(await screenOf(page)).toMatchObject({ view: 'wall', selection: 'none' });

    // Choosing the parent folder in the tree keeps the wall and shows the parent's files (100 at most).
    const parent = db.folder(small.folder.parentId ?? -1);
    if (!parent) throw new Error('the small folder has no parent in the seed');
    await treePanel(page).getByRole('treeitem', { name: parent.name, exact: true }).click();
    await page.waitForFunction(
      (name) => document.querySelector('nav.vt-app__breadcrumb [aria-current="page"]')?.textContent === name,
      parent.name,
    );
    expect(pathOf(page)).toBe('/wall');
    await page.waitForFunction(
      (n) => document.querySelectorAll('.vt-views__wall-item').length === n,
      Math.min(100, filesUnder(parent.id).length),
    );
    await page.context().close();
  });
});

describe('sort and order are web settings (spec 000 §3)', () => {
  it('sorting by file name saves the setting, reorders the files and survives a reload', async () => {
    const page = await openTall(`/folders/${smallId}`);
    await waitForCells(page, smallNames.length);
    await choose(page, 'Sort', 'Filename');
    // The mocks sort names as the server does: case-insensitive, numbers in natural order.
    const collator = new Intl.Collator('en', { numeric: true });
    const byName = small.files
      .map((image) => image.fileName)
      .sort((a, b) => collator.compare(a.toLowerCase(), b.toLowerCase()));
    await page.waitForFunction(
      (first) =>
        document.querySelector('.vt-views__view[data-view="rows"] [role="gridcell"] .vt-views__name')
          ?.textContent === first,
      byName[0],
    );
    expect(await galleryNames(page)).toEqual(byName);
    const stored = await page.evaluate(() => localStorage.getItem('vitrine:websettings') ?? '');
    expect(stored).toContain('"sortOption":7');

    await choose(page, 'Order', 'Descending');
    await page.waitForFunction(
      (first) =>
        document.querySelector('.vt-views__view[data-view="rows"] [role="gridcell"] .vt-views__name')
          ?.textContent === first,
      byName.at(-1),
    );

    await reload(page);
    await expect(topMenu(page).getByRole('button', { name: 'Sort: Filename' }).count()).resolves.toBe(1);
    await expect(topMenu(page).getByRole('button', { name: 'Order: Descending' }).count()).resolves.toBe(1);
    await waitForCells(page, smallNames.length);
    expect(await galleryNames(page)).toEqual([...byName].reverse());
    await page.context().close();
  });
});

describe('page size is a web setting (spec 000 §3, §4)', () => {
  it('"Files per page" saves pageSize, which survives a reload', async () => {
    const page = await openTall(`/folders/${large.folder.id}`);
    await cells(page).first().waitFor();
    const pageSize = page.getByLabel('Files per page');
    await expect(pageSize.inputValue()).resolves.toBe('24');
    const asked = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === '/api/search' &&
        (request.postData() ?? '').includes('"itemsOnPage":48'),
    );
    await pageSize.selectOption('48');
    await asked; // the search runs again with the new page size
    await page.waitForFunction(() =>
      (localStorage.getItem('vitrine:websettings') ?? '').includes('"pageSize":48'),
    );
    await reload(page);
    await expect(page.getByLabel('Files per page').inputValue()).resolves.toBe('48');
    await cells(page).first().waitFor();
    await page.context().close();
  });
});

describe('infinite scroll (spec 000 §4)', () => {
  it('scrolling to the bottom of the gallery loads the next pages', async () => {
    const page = await app.open(`/folders/${large.folder.id}`);
    await cells(page).first().waitFor();
    const lastIndex = () =>
      page.evaluate(() =>
        Math.max(
          ...[...document.querySelectorAll('.vt-views__view[data-view="rows"] [role="gridcell"]')].map(
            (cell) => Number(cell.getAttribute('data-index')),
          ),
        ),
      );
    const scrollToBottom = () =>
      page.evaluate(() => {
        const scroller = document.querySelector('.vt-views__view[data-view="rows"] .vt-views__scroller');
        if (scroller) scroller.scrollTop = scroller.scrollHeight;
      });
    // Keep scrolling to the end until every file of the folder was loaded (24 a page).
    const total = large.files.length;
    for (let attempt = 0; attempt < 40 && (await lastIndex()) < total - 1; attempt += 1) {
      await scrollToBottom();
      await page.waitForTimeout(150);
    }
    expect(await lastIndex()).toBe(total - 1);
    await page.context().close();
  });
});

describe('keyboard selection in the gallery (WAI-ARIA grid)', () => {
  it('Space selects, Shift+arrows extend, Ctrl+A selects all, Escape clears', async () => {
    const page = await openTall(`/folders/${smallId}`);
    await waitForCells(page, smallNames.length);
    const selected = () => gallery(page).locator('[role="gridcell"][aria-selected="true"]').count();
    await cells(page).first().focus();
    await page.keyboard.press('Space');
    await expect(selected()).resolves.toBe(1);
    await expect(cells(page).first().getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await expect(selected()).resolves.toBe(3);
    await page.keyboard.press('Control+a');
    await expect(selected()).resolves.toBe(smallNames.length);
    await page.keyboard.press('Escape');
    await expect(selected()).resolves.toBe(0);
    await page.context().close();
  });
});

describe('accessibility (axe)', () => {
  it.each([`/folders/${smallId}`, `/grid/folders/${smallId}`])('%s has no violations', async (path) => {
    const page = await app.open(path);
    await page.locator('[data-files="view"] [role="gridcell"]').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(pathOf(page)).toBe(path);
    await page.context().close();
  });
});

describe('the filter-search dropdown (spec 000 §2, §3 filters)', () => {
  const videos = db.images.filter((image) => image.mimeType.startsWith('video/')).length;

  it('narrows the files to the chosen file format and clears again', async () => {
    expect(videos).toBeGreaterThan(0);
    const page = await openTall('/all');
    await cells(page).first().waitFor();
    const kinds = () =>
      gallery(page)
        .locator('.vt-views__thumb')
        .evaluateAll((thumbs) => thumbs.map((thumb) => thumb.getAttribute('data-kind')));
    expect(new Set(await kinds()).size).toBeGreaterThan(1);

    await topMenu(page)
      .getByRole('button', { name: /^Filters/ })
      .click();
    await page.getByRole('menuitemcheckbox', { name: 'Video' }).click();
    await page.keyboard.press('Escape');
    // Only videos (the view is virtualized: what is mounted of them), once the new answer is shown.
    await expect
      .poll(
        async () => {
          const shown = await kinds();
          return shown.length > 0 && shown.every((kind) => kind === 'video');
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await expect(
      topMenu(page)
        .getByRole('button', { name: /^Filters \(1\)/ })
        .count(),
    ).resolves.toBe(1);

    await topMenu(page)
      .getByRole('button', { name: /^Filters/ })
      .click();
    await page.getByRole('menuitem', { name: 'Clear filters' }).click();
    await expect.poll(async () => new Set(await kinds()).size, { timeout: 15_000 }).toBeGreaterThan(1);
    expect(errorsOf(page)).toEqual([]);
    await page.context().close();
  });
});

describe('grouped results (spec 000 §3 groupResults)', () => {
  it('"Group results" draws a heading per group over the files, and it is saved', async () => {
    const page = await openTall(`/folders/${smallId}`);
    await waitForCells(page, smallNames.length);
    const headings = () => gallery(page).getByRole('rowheader');
    expect(await headings().count()).toBe(0);
    const toggle = topMenu(page).getByRole('button', { name: 'Group results' });
    await toggle.click();
    await expect.poll(() => headings().count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // Every file sits under a heading; the counts of the headings add up to the folder's files.
    const counts = (await headings().allTextContents()).map((text) =>
      Number(/(\d+) files?$/.exec(text)?.[1]),
    );
    expect(counts.every((n) => n > 0)).toBe(true);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(smallNames.length);
    expect(await cells(page).count()).toBe(smallNames.length);
    await reload(page);
    await expect.poll(() => headings().count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // Back off, so the other tests see the default.
    await topMenu(page).getByRole('button', { name: 'Group results' }).click();
    await expect.poll(() => headings().count(), { timeout: 15_000 }).toBe(0);
    expect(errorsOf(page)).toEqual([]);
    await page.context().close();
  });
});
