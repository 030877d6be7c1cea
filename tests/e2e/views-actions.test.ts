// The top menu's file actions and the dashboard in the reference app (issue 4), in demo mode on
// @vitrine/mocks in Debian chromium: delete in a folder and exclude in a set, each asked first and
// reported word for word (spec 000 §5, §8), the files gone from the gallery (spec 000 §4 "After
// delete"); a download of the selection; the dashboard of @vitrine/views on / and its
// disabled-dashboard template (spec 000 §2). The expected files come from the mocks' own seed
// library (the same seed the worker starts with), not from the page.
import { createMockDb } from '@vitrine/mocks';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppHarness, axeViolations, errorsOf, screenOf, startAppHarness } from './app-harness';

let app: AppHarness;

beforeAll(async () => {
  app = await startAppHarness();
});

afterAll(async () => {
  await app?.close();
});

const db = createMockDb();
const filesUnder = (folderId: number) => {
  const folders = new Set([folderId, ...db.descendantFolderIds(folderId)]);
  return db.images.filter((image) => folders.has(image.folderId));
};
// A folder and a set whose files fit on one page (the default page size is 24, spec 000 §3).
const folder = db.folders
  .map((record) => ({ id: record.id, files: filesUnder(record.id) }))
  .filter(({ files }) => files.length >= 6 && files.length <= 20)
  .sort((a, b) => b.files.length - a.files.length)[0];
const set = db.sets
  .filter((record) => db.subsets(record.id).length === 0)
  .map((record) => ({ id: record.id, count: new Set(record.imageIds).size }))
  .filter(({ count }) => count >= 4 && count <= 20)
  .sort((a, b) => b.count - a.count)[0];
if (!folder || !set) throw new Error('the seed library changed: pick another folder or set');

/** Opens `path` in a fresh context, runs the check, closes the context whatever happens. */
async function withPage(path: string, check: (page: Page) => Promise<void>): Promise<void> {
  const page = await app.open(path);
  try {
    await page.setViewportSize({ width: 1400, height: 1400 });
    await check(page);
    expect(errorsOf(page)).toEqual([]);
  } finally {
    await page.context().close();
  }
}

const cellSelector = '.vt-views__view[data-view="rows"] [role="gridcell"]';
const cells = (page: Page) => page.locator(cellSelector);
const selectedCells = (page: Page) => page.locator(`${cellSelector}[aria-selected="true"]`);
const topMenu = (page: Page) => page.getByRole('toolbar', { name: 'File actions' });

async function waitForCells(page: Page, count: number): Promise<void> {
  await page.waitForFunction(({ selector, n }) => document.querySelectorAll(selector).length === n, {
    selector: cellSelector,
    n: count,
  });
}

/** Selects the first `count` files of the gallery with the keyboard; returns their names. */
async function selectFirst(page: Page, count: number): Promise<string[]> {
  await cells(page).first().focus();
  await page.keyboard.press('Space');
  for (let i = 1; i < count; i++) await page.keyboard.press('Shift+ArrowRight');
  await expect(selectedCells(page).count()).resolves.toBe(count);
  return selectedCells(page).locator('.vt-views__name').allTextContents();
}

/** Runs a top-menu action, confirms its question, and returns the toast's text. */
async function confirmAction(page: Page, action: string, question: string, report: string) {
  await topMenu(page).getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.textContent()).resolves.toContain(question);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  const toast = page.locator('.vt-ui__toast-message').filter({ hasText: report });
  return toast.textContent();
}

describe('file actions of the top menu in demo mode (spec 000 §2 "Top menu", §4, §5, §8)', () => {
  it('deletes the selected files of a folder after the question, and the gallery drops them', async () => {
    await withPage(`/folders/${folder.id}`, async (page) => {
      await waitForCells(page, folder.files.length);
      const chosen = await selectFirst(page, 2);
      await expect(
        confirmAction(page, 'Delete', 'Do you want to delete selected files?', 'deleted.'),
      ).resolves.toBe('Success: 2 files deleted.');
      await waitForCells(page, folder.files.length - 2);
      const names = await cells(page).locator('.vt-views__name').allTextContents();
      expect(names.filter((name) => chosen.includes(name))).toEqual([]);
      // Exclude belongs to sets only.
      await expect(topMenu(page).getByRole('button', { name: 'Exclude', exact: true }).count()).resolves.toBe(
        0,
      );
    });
  });

  it('excludes the selected files from a set after the question, and the gallery drops them', async () => {
    await withPage(`/sets/${set.id}`, async (page) => {
      expect(await screenOf(page)).toMatchObject({ selection: 'set', selectionId: String(set.id) });
      await waitForCells(page, set.count);
      await selectFirst(page, 2);
      await expect(
        confirmAction(page, 'Exclude', 'Do you want to exclude this file(s)?', 'excluded.'),
      ).resolves.toBe('Success: 2 files excluded.');
      await waitForCells(page, set.count - 2);
    });
  });

  it('downloads the selected files as one zip export', async () => {
    await withPage(`/folders/${folder.id}`, async (page) => {
      await waitForCells(page, folder.files.length);
      await selectFirst(page, 2);
      const exportCall = page.waitForRequest(
        (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/export',
      );
      const downloadStarted = page.waitForEvent('download');
      await topMenu(page).getByRole('button', { name: 'Download', exact: true }).click();
      // While the export is prepared the page says so (at least 1 s, spec 000 §9), then it is ready.
      await expect(page.locator('.vt-app__busy[data-action="download"]').textContent()).resolves.not.toBe('');
      const body = (await exportCall).postDataJSON() as { ids?: number[]; type?: number };
      expect(body.ids).toHaveLength(2);
      const download = await downloadStarted;
      expect(new URL(download.url()).pathname).toMatch(/^\/api\/export\/[^/]+$/);
      await page.locator('.vt-app__busy:not([data-action])').waitFor({ state: 'attached' });
    });
  });
});

describe('the dashboard in demo mode (spec 000 §2)', () => {
  it('/ shows the dashboard of @vitrine/views with the library counts and recent files', async () => {
    await withPage('/', async (page) => {
      expect((await screenOf(page)).screen).toBe('dashboard');
      const dashboard = page.getByRole('region', { name: 'Dashboard' });
      await page.locator('.vt-views__dashboard[data-state="ready"]').waitFor();
      await expect(dashboard.getByRole('heading', { name: 'Your library' }).count()).resolves.toBe(1);
      const recent = dashboard.locator('.vt-views__dashboard-file');
      expect(await recent.count()).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  it('with the dashboard off, "Show all files" of the disabled-dashboard template goes to /all', async () => {
    await withPage('/?mock-flags=EnableDashboard:false', async (page) => {
      expect(await screenOf(page)).toMatchObject({ screen: 'main', template: 'disabled-dashboard' });
      const disabled = page.locator('.vt-views__dashboard[data-state="disabled"]');
      await expect(disabled.textContent()).resolves.toContain('The dashboard is turned off.');
      expect(await axeViolations(page)).toEqual([]);
      await disabled.getByRole('button', { name: 'Show all files' }).click();
      await page.waitForURL((url) => url.pathname === '/all');
      await cells(page).first().waitFor();
      expect(await disabled.count()).toBe(0);
    });
  });
});
