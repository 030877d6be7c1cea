// Search in the reference app on the REAL reference server (spec 000 §3 "Search criteria": text,
// booleanMode, dateFrom, dateTo, groupResults; §4 the search-query route; issue 15): the banner's
// search bar narrows the selected folder as you type, a boolean expression excludes a word, a date
// range keeps the files taken in it, grouped results by date taken show their month as 'August 2018',
// /search-query/{text} searches all files and names the page by its search, and at 375 px a search button unfolds the field.
// Files are added through the server's own ingest, as an upload would; their dates taken are set
// on the server's database (the app's metadata editing is another issue).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './app-harness';
import { pathOf, serverAppForThisFile } from './server-harness';
import { journeysOn, solidPng } from './server-journeys';

const server = serverAppForThisFile();
const { ingestPngs, signedIn } = journeysOn(server);

/** The library of these journeys: file name → date taken (null: none). */
const FILES: Record<string, string | null> = {
  'harbour-boat.png': '2018-08-14T09:30:00',
  'harbour-night.png': '2018-08-20T22:10:00',
  'meadow-flowers.png': '2019-05-02T12:00:00',
  'boat-dock.png': null,
};

/** Adds FILES to the workspace folder (/Marketing) through the server's ingest, with their dates taken. */
async function addLibrary(): Promise<void> {
  const entries = Object.entries(FILES);
  const ids = await ingestPngs(
    entries.map(([fileName], i) => ({
      fileName,
      png: solidPng(41 + i, 30, [((i + 1) * 50) % 256, 120, 200]),
    })),
  );
  for (const [i, [, dateTaken]] of entries.entries()) {
    await server.app.vitrine.db
      .updateTable('files')
      .set({ date_taken: dateTaken })
      .where('id', '=', ids[i] as number)
      .execute();
  }
}

const workspacePage = () => `/folders/${server.library.folders.workspace.id}`;
const searchBox = (page: Page) =>
  page.getByRole('search', { name: 'Search' }).getByRole('searchbox', { name: 'Search files' });
const optionsButton = (page: Page) => page.getByRole('button', { name: /^Search options/ });
const searchButton = (page: Page) => page.getByRole('button', { name: 'Search files', exact: true });

/** Unfolds the search where the banner has no room for the field (it is then a search button). */
async function openSearch(page: Page): Promise<void> {
  await page.locator('.vt-views__search').first().waitFor();
  if (await searchButton(page).isVisible()) await searchButton(page).click();
  await searchBox(page).waitFor();
}

const WIDE = { width: 1920, height: 1000 };

const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

/**
 * The page names `name` in its heading, its document title and its breadcrumb (spec 000 §4 the
 * search-query route; docs/decisions.md "What the search-query route's page is called").
 */
async function expectNamed(page: Page, name: string, view: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  await expect.poll(() => heading.textContent()).toBe(`${name} · ${view}`);
  await expect.poll(() => page.title()).toBe(`${name} · ${view} · Vitrine`);
  await expect.poll(() => breadcrumb(page).textContent()).toBe(name);
  await expect.poll(() => breadcrumb(page).locator('[aria-current="page"]').textContent()).toBe(name);
}

/** The file names the gallery shows, sorted (polled until the view settles on them). */
async function galleryNames(page: Page): Promise<string[]> {
  return (
    await page
      .locator('.vt-views__view[data-view="rows"] [role="gridcell"] .vt-views__name')
      .allTextContents()
  ).sort();
}

const expectShown = (page: Page, names: string[]) =>
  expect.poll(() => galleryNames(page), { timeout: 10_000 }).toEqual([...names].sort());

describe('search on the real server (spec 000 §3, §4)', () => {
  it('narrows the folder as you type, reads a boolean expression, and keeps a date range', async () => {
    await addLibrary();
    await signedIn(
      workspacePage(),
      async (page) => {
        await expectShown(page, Object.keys(FILES));
        // A wide window: the field stands in the banner beside the switcher and the account area.
        expect(await searchButton(page).count()).toBe(0);

        // Plain text: any word matches.
        await searchBox(page).fill('harbour');
        await expectShown(page, ['harbour-boat.png', 'harbour-night.png']);
        // Still the folder's page: the text narrows the selection.
        expect(pathOf(page)).toBe(workspacePage());

        // Boolean mode: a leading minus excludes the word.
        await optionsButton(page).click();
        await page
          .getByRole('radiogroup', { name: 'Search mode' })
          .getByRole('radio', { name: 'Boolean search' })
          .click();
        await expect.poll(() => page.getByText('Boolean syntax').isVisible()).toBe(true);
        await searchBox(page).fill('harbour -night');
        await searchBox(page).press('Enter');
        await expectShown(page, ['harbour-boat.png']);

        // The date range alone: the files taken in August 2018.
        await searchBox(page).fill('');
        await searchBox(page).press('Enter');
        await expectShown(page, Object.keys(FILES));
        const range = page.getByRole('group', { name: 'Date taken' });
        await range.getByRole('textbox', { name: 'From' }).fill('2018-08-01');
        await range.getByRole('textbox', { name: 'From' }).press('Enter');
        await range.getByRole('textbox', { name: 'To' }).fill('2018-08-31');
        await range.getByRole('textbox', { name: 'To' }).press('Enter');
        await expectShown(page, ['harbour-boat.png', 'harbour-night.png']);
        await expect.poll(() => optionsButton(page).getAttribute('aria-label')).toBe('Search options, 2 set');

        const violations = await axeViolations(page);
        expect(violations.map(({ id, help }) => `${id}: ${help}`)).toEqual([]);
      },
      WIDE,
    );
  });

  it('groups results by date taken under headings such as "August 2018"', async () => {
    await addLibrary();
    // The user's web settings: sort by date taken (2), ascending, grouped (spec 000 §3).
    await server.app.vitrine.db
      .insertInto('web_settings')
      .values({
        user_id: server.library.userIds.superAdmin,
        settings: JSON.stringify({ sortOption: 2, sortOrderOption: 1, groupResults: true }),
        updated_at: new Date().toISOString(),
      })
      .execute();
    await signedIn(workspacePage(), async (page) => {
      await expectShown(page, Object.keys(FILES));
      const headings = page.locator('.vt-views__view [role="rowheader"]');
      await expect
        .poll(() => headings.locator('.vt-views__group-title').allTextContents(), { timeout: 10_000 })
        .toEqual(['August 2018', 'May 2019', 'No data']);
      expect(await headings.first().textContent()).toBe('August 2018, 2 files');
    });
  });

  it('the search-query route searches all files for its text; the field shows it and changes it', async () => {
    await addLibrary();
    await signedIn('/search-query/meadow', async (page) => {
      await expectShown(page, ['meadow-flowers.png']);
      // The page is named by its search, not 'All files': heading, title, breadcrumb.
      await expectNamed(page, 'Search results for "meadow"', 'Gallery');
      // 1400 px with the signed-in account area beside the switcher: no room for the field, so a
      // search button unfolds it over the banner.
      expect(await searchButton(page).getAttribute('aria-expanded')).toBe('false');
      await openSearch(page);
      await expect.poll(() => searchBox(page).inputValue()).toBe('meadow');
      // Typing there replaces the route's text.
      await searchBox(page).fill('boat');
      await searchBox(page).press('Enter');
      await page.waitForURL((url) => url.pathname === '/search-query/boat');
      await expectShown(page, ['boat-dock.png', 'harbour-boat.png']);
      await expectNamed(page, 'Search results for "boat"', 'Gallery');
      // The view switcher keeps the search in the other view (the close button folds the field first).
      await page.getByRole('button', { name: 'Close search' }).click();
      await page
        .getByRole('navigation', { name: 'Views' })
        .getByRole('link', { name: 'Grid', exact: true })
        .click();
      await page.waitForURL((url) => url.pathname === '/grid/search-query/boat');
      await expect
        .poll(
          () => page.locator('.vt-views__view[data-view="grid"] [role="gridcell"][data-column="id"]').count(),
          { timeout: 10_000 },
        )
        .toBe(2);
      await expectNamed(page, 'Search results for "boat"', 'Grid');
    });
  });

  it("the search-query route's text is shown as text, never as markup", async () => {
    const text = '<img src=x onerror=alert(1)><b>bold</b>';
    await signedIn(`/search-query/${encodeURIComponent(text)}`, async (page) => {
      await expectNamed(page, `Search results for "${text}"`, 'Gallery');
      const heading = page.getByRole('heading', { level: 1 });
      expect(await heading.locator('img, b').count()).toBe(0);
      expect(await breadcrumb(page).locator('img, b').count()).toBe(0);
    });
  });

  it('at 375 px a search button unfolds the field over the banner; a text from the dashboard-less page goes to the search-query route', async () => {
    await addLibrary();
    await signedIn(
      '/gallery',
      async (page) => {
        const open = searchButton(page);
        expect(await open.getAttribute('aria-expanded')).toBe('false');
        await open.click();
        await expect
          .poll(() => searchBox(page).evaluate((input) => input === document.activeElement))
          .toBe(true);
        await searchBox(page).fill('flowers');
        await searchBox(page).press('Enter');
        await page.waitForURL((url) => url.pathname === '/gallery/search-query/flowers');
        await expectShown(page, ['meadow-flowers.png']);
        await expect
          .poll(() => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0))
          .toBeLessThanOrEqual(375);
        await page.getByRole('button', { name: 'Close search' }).click();
        await expect.poll(() => open.isVisible()).toBe(true);
      },
      { width: 375, height: 812 },
    );
  });
});
