// Search in the reference app on the REAL reference server (spec 000 §3 "Search criteria": text,
// booleanMode, dateFrom, dateTo, groupResults; §4 the search-query route; issue 15): the banner's
// search bar narrows the selected folder as you type, a boolean expression excludes a word, a date
// range keeps the files taken in it, grouped results by date taken show their month as 'August 2018',
// /search-query/{text} searches all files, and at 375 px a search button unfolds the field.
// Files are added through the server's own ingest, as an upload would; their dates taken are set
// on the server's database (the app's metadata editing is another issue).
import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ingestContextFor } from '../../packages/server/src/ingest/context.ts';
import { ingestFile } from '../../packages/server/src/ingest/ingest.ts';
import { axeViolations } from './app-harness';
import {
  CONTRACT_USERS,
  pathOf,
  serverAppForThisFile,
  signIn,
  uncaughtErrorsOf,
  waitForScreen,
} from './server-harness';

const server = serverAppForThisFile();

/** A PNG of one colour, encoded here so no image library is needed. */
function png(width: number, height: number, rgb: readonly [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3] as number)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The library of these journeys: file name → date taken (null: none). */
const FILES: Record<string, string | null> = {
  'harbour-boat.png': '2018-08-14T09:30:00',
  'harbour-night.png': '2018-08-20T22:10:00',
  'meadow-flowers.png': '2019-05-02T12:00:00',
  'boat-dock.png': null,
};

/** Adds FILES to the workspace folder (/Marketing) through the server's ingest, with their dates taken. */
async function addLibrary(): Promise<void> {
  const context = await ingestContextFor(server.app.vitrine, server.app);
  let i = 0;
  for (const [fileName, dateTaken] of Object.entries(FILES)) {
    i += 1;
    const { file } = await ingestFile(context, {
      source: { stream: Readable.from([png(40 + i, 30, [(i * 50) % 256, 120, 200])]) },
      fileName,
      folder: server.library.folders.workspace,
      ownerId: server.library.userIds.superAdmin,
    });
    await server.app.vitrine.db
      .updateTable('files')
      .set({ date_taken: dateTaken })
      .where('id', '=', file.id)
      .execute();
  }
}

/** Opens `path` at `size`, signs in as the super admin, runs the check, closes the context. */
async function signedIn(
  path: string,
  check: (page: Page) => Promise<void>,
  size = { width: 1400, height: 1000 },
): Promise<void> {
  const page = await server.open(path);
  try {
    await page.setViewportSize(size);
    await waitForScreen(page, 'signin');
    await signIn(page, CONTRACT_USERS.superAdmin);
    await waitForScreen(page, 'main');
    await check(page);
    expect(uncaughtErrorsOf(page)).toEqual([]);
  } finally {
    await page.context().close();
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
