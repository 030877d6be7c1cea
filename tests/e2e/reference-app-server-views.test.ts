// The reference app's main page and dashboard on the REAL reference server (issue 4): files are
// selected in the gallery and deleted through the top menu (spec 000 §2 "Top menu", §5 "Deletions
// need confirmation", spec 001 §8 '{n} files deleted.', spec 000 §4 "After delete"), one file downloaded as
// its original and thumbnails regenerated (spec 000 §4, §7); the dashboard on
// /dashboard, the disabled-dashboard template when the flags turn it off, and StartLoading loading
// all files on /default.aspx (spec 000 §2); the shared-link and public pages need no sign-in
// (spec 000 §6, issue 5). Files are added through the server's own ingest, as an upload would.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { writeSetting } from '../../packages/server/src/library/settings.ts';
import { pathOf, serverAppForThisFile, uncaughtErrorsOf, waitForScreen } from './server-harness';
import { journeysOn } from './server-journeys';

const server = serverAppForThisFile();
const { addNumberedPngs, signedIn } = journeysOn(server, { size: { width: 1400, height: 1200 } });
const addFiles = (count: number) => addNumberedPngs('swatch', count);

/** Files the server holds in the workspace folder. */
async function filesInWorkspace(): Promise<string[]> {
  const rows = await server.app.vitrine.db
    .selectFrom('files')
    .select('file_name')
    .where('folder_id', '=', server.library.folders.workspace.id)
    .orderBy('file_name')
    .execute();
  return rows.map((row) => row.file_name);
}

const workspacePage = () => `/folders/${server.library.folders.workspace.id}`;
const cells = (page: Page) => page.locator('.vt-views__view[data-view="rows"]').getByRole('gridcell');
const topMenu = (page: Page) => page.getByRole('toolbar', { name: 'File actions' });
const selectedCells = (page: Page) =>
  page.locator('.vt-views__view[data-view="rows"] [role="gridcell"][aria-selected="true"]');

/** Waits until the gallery shows `count` files. */
async function waitForCells(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (n) => document.querySelectorAll('.vt-views__view[data-view="rows"] [role="gridcell"]').length === n,
    count,
  );
}

/** The file names the gallery shows (the thumbnails' captions), sorted. */
async function galleryNames(page: Page): Promise<string[]> {
  return (await cells(page).locator('.vt-views__name').allTextContents()).sort();
}

/** Selects the first `count` files of the gallery with the keyboard (Space, then Shift+ArrowRight). */
async function selectFirst(page: Page, count: number): Promise<string[]> {
  await cells(page).first().focus();
  await page.keyboard.press('Space');
  for (let i = 1; i < count; i++) await page.keyboard.press('Shift+ArrowRight');
  await expect(selectedCells(page).count()).resolves.toBe(count);
  return selectedCells(page).locator('.vt-views__name').allTextContents();
}

describe('delete through the top menu (spec 000 §2 "Top menu", §5, §8)', () => {
  it('asks first, deletes the selected files on the server, says how many, and the gallery drops them', async () => {
    const names = await addFiles(6);
    await signedIn(workspacePage(), async (page) => {
      await waitForCells(page, names.length);
      expect(await galleryNames(page)).toEqual(names);
      const deleteButton = topMenu(page).getByRole('button', { name: 'Delete', exact: true });
      // Nothing selected: the action is there, disabled with its reason.
      await expect(deleteButton.getAttribute('aria-disabled')).resolves.toBe('true');

      const chosen = await selectFirst(page, 3);
      await expect(deleteButton.getAttribute('aria-disabled')).resolves.not.toBe('true');
      await deleteButton.click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog.textContent()).resolves.toContain('Do you want to delete selected files?');
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();

      // spec 000 §8, word for word (the toast says its kind to screen readers first).
      const toast = page.locator('.vt-ui__toast-message').filter({ hasText: 'deleted.' });
      await expect(toast.textContent()).resolves.toBe('Success: 3 files deleted.');
      await waitForCells(page, names.length - 3);
      const left = names.filter((name) => !chosen.includes(name));
      expect(await galleryNames(page)).toEqual(left);
      expect(await filesInWorkspace()).toEqual(left);
      // The deleted files left the selection: the action waits for a new one.
      await expect(selectedCells(page).count()).resolves.toBe(0);
      await expect(deleteButton.getAttribute('aria-disabled')).resolves.toBe('true');
    });
  });

  it('keeps every file when the confirmation is cancelled; one file gets the single question', async () => {
    const names = await addFiles(3);
    await signedIn(workspacePage(), async (page) => {
      await waitForCells(page, names.length);
      await selectFirst(page, 1);
      await topMenu(page).getByRole('button', { name: 'Delete', exact: true }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog.textContent()).resolves.toContain('Do you want to delete this file?');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await filesInWorkspace()).toEqual(names);
      await expect(cells(page).count()).resolves.toBe(names.length);
      await expect(selectedCells(page).count()).resolves.toBe(1);
    });
  });

  it('offers no exclude outside a set; upload and share are offered (issues 19, 20)', async () => {
    await addFiles(2);
    await signedIn(workspacePage(), async (page) => {
      await waitForCells(page, 2);
      const menu = topMenu(page);
      await menu.getByRole('button', { name: 'Delete', exact: true }).waitFor();
      await menu.getByRole('button', { name: 'Download', exact: true }).waitFor();
      await menu.getByRole('button', { name: 'Regenerate thumbnails', exact: true }).waitFor();
      // Upload since issue 19 (tests/e2e/upload-server.test.ts), the PDF report and sharing since
      // issue 20 (tests/e2e/report-server.test.ts, share-server.test.ts).
      await menu.getByRole('button', { name: 'Upload', exact: true }).waitFor();
      await menu.getByRole('button', { name: 'Share', exact: true }).waitFor();
      await expect(menu.getByRole('button', { name: 'Exclude', exact: true }).count()).resolves.toBe(0);
    });
  });
});

describe('other file actions on the real server (spec 000 §4, §7)', () => {
  it('downloads one selected file as its original (GET /Download.aspx?id=)', async () => {
    await addFiles(2);
    await signedIn(workspacePage(), async (page) => {
      await waitForCells(page, 2);
      const [name] = await selectFirst(page, 1);
      const downloadStarted = page.waitForEvent('download');
      await topMenu(page).getByRole('button', { name: 'Download', exact: true }).click();
      const download = await downloadStarted;
      expect(new URL(download.url()).pathname.toLowerCase()).toBe('/download.aspx');
      expect(download.suggestedFilename()).toBe(name);
    });
  });

  it('regenerates the thumbnails of a few selected files without asking, then searches again', async () => {
    await addFiles(3);
    await signedIn(workspacePage(), async (page) => {
      await waitForCells(page, 3);
      await selectFirst(page, 2);
      const regenerated = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/Thumb/generate',
      );
      const searchedAgain = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/search' && response.status() === 200,
      );
      await topMenu(page).getByRole('button', { name: 'Regenerate thumbnails', exact: true }).click();
      expect((await regenerated).ok()).toBe(true);
      await searchedAgain;
      // 50 files or fewer: no question (spec 000 §5 asks above 50), no error.
      await expect(page.getByRole('alertdialog').count()).resolves.toBe(0);
      await expect(page.locator('.vt-ui__toast[data-kind="error"]').count()).resolves.toBe(0);
    });
  });
});

describe('the grid on the real server (issue 14)', () => {
  it("shows a file's city, state and country beside its location", async () => {
    await addFiles(2);
    const file = await server.app.vitrine.db
      .selectFrom('files')
      .select(['id', 'folder_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await server.app.vitrine.db
      .updateTable('files')
      .set({ city: 'Rennes', state_province: 'Bretagne', country: 'France' })
      .where('id', '=', file.id)
      .execute();
    await signedIn(`/grid/folders/${file.folder_id}`, async (page) => {
      const grid = page.getByRole('grid', { name: 'Files' });
      const idCell = grid.locator('[role="gridcell"][data-column="id"]', {
        hasText: new RegExp(`^${file.id}$`),
      });
      await idCell.waitFor();
      const row = await idCell.getAttribute('data-row');
      const cell = (column: string) =>
        grid.locator(`[role="gridcell"][data-row="${row}"][data-column="${column}"]`);
      await expect(cell('location').textContent()).resolves.toBe('Rennes, Bretagne, France');
      await expect(cell('city').textContent()).resolves.toBe('Rennes');
      await expect(cell('state').textContent()).resolves.toBe('Bretagne');
      await expect(cell('country').textContent()).resolves.toBe('France');
    });
  });
});

describe('the dashboard and its flags (spec 000 §2)', () => {
  it('/dashboard shows the dashboard: the library counts and the recently added files', async () => {
    const names = await addFiles(3);
    await signedIn('/dashboard', async (page) => {
      await waitForScreen(page, 'dashboard');
      expect(pathOf(page)).toBe('/dashboard');
      const dashboard = page.getByRole('region', { name: 'Dashboard' });
      await page.locator('.vt-views__dashboard[data-state="ready"]').waitFor();
      await expect(dashboard.locator('[data-kind="all"] dd').textContent()).resolves.toBe('3 files');
      await expect(dashboard.locator('[data-kind="image"] dd').textContent()).resolves.toBe('3');
      const recent = await dashboard.locator('.vt-views__dashboard-name').allTextContents();
      expect([...recent].sort()).toEqual(names);
    });
  });

  it('with EnableDashboard off, / shows the disabled-dashboard template, whose "Show all files" goes to /all', async () => {
    const names = await addFiles(2);
    await writeSetting(server.app.vitrine.db, 'flags', { EnableDashboard: false });
    await signedIn('/', async (page) => {
      await waitForScreen(page, 'main');
      await expect(page.locator('main').getAttribute('data-template')).resolves.toBe('disabled-dashboard');
      const disabled = page.locator('.vt-views__dashboard[data-state="disabled"]');
      await expect(disabled.textContent()).resolves.toContain('The dashboard is turned off.');
      await disabled.getByRole('button', { name: 'Show all files' }).click();
      await page.waitForURL((url) => url.pathname === '/all');
      await waitForCells(page, names.length);
      expect(await galleryNames(page)).toEqual(names);
    });
  });

  it('with StartLoading on, /default.aspx loads all files instead of the dashboard', async () => {
    const names = await addFiles(2);
    await writeSetting(server.app.vitrine.db, 'flags', { StartLoading: true });
    await signedIn('/default.aspx', async (page) => {
      await waitForScreen(page, 'main');
      await expect(page.locator('main').getAttribute('data-selection')).resolves.toBe('all');
      await waitForCells(page, names.length);
      expect(await galleryNames(page)).toEqual(names);
      await expect(page.locator('.vt-views__dashboard').count()).resolves.toBe(0);
    });
  });
});

describe('no sign-in for the shared-link and public pages (spec 000 §6, issue 5)', () => {
  it.each([
    ['/shared/x', 'shared'],
    ['/public', 'public'],
  ])('a visitor without a session reaches %s, never the sign-in page', async (path, screen) => {
    const page = await server.open(path);
    try {
      await waitForScreen(page, screen);
      // Every call the page makes has answered: no 401 sent it to the sign-in page meanwhile.
      await page.waitForLoadState('networkidle');
      expect(pathOf(page)).toBe(path);
      await expect(page.locator('main').getAttribute('data-screen')).resolves.toBe(screen);
      await expect(page.getByLabel('Password').count()).resolves.toBe(0);
      expect(await page.context().cookies()).toEqual([]);
      // The page says, in product words, what it is and the way on (issue 14): no placeholder sentence.
      if (screen === 'shared') {
        // issue 20: the shared page opens the link; an unknown one says so in the server's words.
        await expect(
          page.getByRole('heading', { name: 'This shared link does not exist.' }).count(),
        ).resolves.toBe(1);
      } else {
        const frame = page.locator(`[data-frame="${screen}"]`);
        await expect(frame.locator('.vt-app__frame-label').textContent()).resolves.toBe(
          'This is the public page of this Vitrine library. Nothing is published here at the moment.',
        );
        await expect(
          frame.getByRole('link', { name: 'Go to the library' }).getAttribute('href'),
        ).resolves.toBe('/');
      }
      expect(uncaughtErrorsOf(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
