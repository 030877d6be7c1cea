// Glitches of the reference app on the REAL reference server (issue 15, "What to deliver" 5): after a
// folder is deleted no call asks for the deleted id (spec 000 §4 "A deleted selection moves to its
// parent"), also when the deleted folder held the selected one (the selection goes to the deleted
// folder's parent); a missing collection shows its error once (spec 000 §8); the empty Quick access
// list is no tab stop; the dashboard's heading shows once; switching the view from All files keeps
// All files selected (spec 000 §2, §4).
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { insertFolder } from '../../packages/server/src/library/folders.ts';
import { pathOf, serverAppForThisFile, waitForScreen } from './server-harness';
import { journeysOn, solidPng } from './server-journeys';

const server = serverAppForThisFile();
const { signedIn } = journeysOn(server);

const treePanel = (page: Page) => page.getByRole('navigation', { name: 'Library tree' });
const folderTree = (page: Page) => treePanel(page).getByRole('tree', { name: 'Folders' });
const folderRow = (page: Page, name: string) => folderTree(page).getByRole('treeitem', { name, exact: true });
const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

/** Deletes a folder through its row's menu in the tree and the confirmation, and waits for the toast. */
async function deleteFolder(page: Page, name: string): Promise<void> {
  await folderRow(page, name).click({ button: 'right' });
  const remove = page.getByRole('menu').getByRole('menuitem', { name: 'Delete' });
  await expect.poll(() => remove.getAttribute('aria-disabled')).not.toBe('true');
  await remove.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await page.locator('.vt-ui__toast-message', { hasText: 'Folder has been deleted.' }).waitFor();
}

/** The id of a folder of the contract library, by its name (names are unique there). */
async function folderId(name: string): Promise<number> {
  const row = await server.app.vitrine.db
    .selectFrom('folders')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('deleting the selected folder (spec 000 §4, §8)', () => {
  it('goes to its parent and never asks for the deleted folder again', async () => {
    const campaigns = await folderId('Campaigns');
    const marketing = server.library.folders.workspace.id;
    await signedIn(`/folders/${campaigns}`, async (page) => {
      await breadcrumb(page).locator('[aria-current="page"]', { hasText: 'Campaigns' }).waitFor();
      const asked: Request[] = [];
      const failed: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.toLowerCase() === '/api/folders/getfolderparentsids')
          asked.push(request);
      });
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
      });
      await deleteFolder(page, 'Campaigns');
      // spec 000 §4: the deleted selection moves to its parent.
      await page.waitForURL((url) => url.pathname === `/folders/${marketing}`);
      await breadcrumb(page).locator('[aria-current="page"]', { hasText: 'Marketing' }).waitFor();
      // The delete is resolved after 1 s (spec 000 §9): the parent's list is asked again by then.
      await page.waitForTimeout(1500);
      await page.waitForLoadState('networkidle');
      expect(failed).toEqual([]);
      const askedFor = asked.map((request) => new URL(request.url()).searchParams.get('FolderId'));
      expect(askedFor).not.toContain(String(campaigns));
      expect(await folderRow(page, 'Campaigns').count()).toBe(0);
    });
  });
});

describe('deleting a parent of the selected folder (spec 000 §4, §8)', () => {
  it("moves the selection to the deleted folder's parent and never asks for a deleted id", async () => {
    // Marketing / Campaigns / Spring, with Spring selected: deleting Campaigns deletes Spring too.
    const db = server.app.vitrine.db;
    const campaignsRow = await db
      .selectFrom('folders')
      .selectAll()
      .where('name', '=', 'Campaigns')
      .executeTakeFirstOrThrow();
    const spring = await insertFolder(db, { name: 'Spring', parent: campaignsRow, now: new Date() });
    const marketing = server.library.folders.workspace.id;
    await server.addToWorkspace('marketing-file.png', solidPng(8, 6, 90));
    const deleted = [String(campaignsRow.id), String(spring.id)];
    await signedIn(`/folders/${spring.id}`, async (page) => {
      await breadcrumb(page).locator('[aria-current="page"]', { hasText: 'Spring' }).waitFor();
      await folderRow(page, 'Spring').waitFor();
      const askedFor: string[] = [];
      const failed: string[] = [];
      // What is asked once the delete was sent (the menu's permissions for Campaigns come before it).
      let deleteSent = false;
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (request.method() === 'DELETE') deleteSent = true;
        if (!deleteSent || request.method() === 'DELETE') return;
        for (const [key, value] of url.searchParams)
          if (/folder|^id$/i.test(key)) askedFor.push(`${url.pathname} ${value}`);
        const body = request.postData();
        if (body) {
          const folder = /"selectedFolder"\s*:\s*"?(\d+)/i.exec(body)?.[1];
          if (folder) askedFor.push(`${url.pathname} ${folder}`);
        }
      });
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
      });
      await deleteFolder(page, 'Campaigns');
      // spec 000 §4: the deleted selection moves to the deleted folder's parent, not only when the
      // selection itself was deleted: its route, its breadcrumb, its heading and its files.
      await page.waitForURL((url) => url.pathname === `/folders/${marketing}`);
      await breadcrumb(page).locator('[aria-current="page"]', { hasText: 'Marketing' }).waitFor();
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        'Marketing · Gallery',
      );
      await page.locator('main').getByText('marketing-file.png', { exact: true }).waitFor();
      // The delete is resolved after 1 s (spec 000 §9): the parent's list is asked again by then.
      await page.waitForTimeout(1500);
      await page.waitForLoadState('networkidle');
      expect(failed).toEqual([]);
      const deletedAsked = askedFor.filter((entry) => deleted.includes(entry.split(' ')[1] ?? ''));
      expect(deletedAsked).toEqual([]);
      expect(await folderRow(page, 'Campaigns').count()).toBe(0);
      expect(await folderRow(page, 'Spring').count()).toBe(0);
    });
  });
});

describe('a collection that does not exist (spec 000 §8)', () => {
  it("says so once: the files' error state with the server's message, no toast repeating it", async () => {
    await signedIn('/collections/999999', async (page) => {
      await waitForScreen(page, 'main');
      const inline = page.locator('[data-files="error"]');
      await inline.getByText('Collection 999999 was not found.').waitFor();
      // Both calls of the search (the page and the count) have answered by now.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await expect(page.getByText('Collection 999999 was not found.').count()).resolves.toBe(1);
      await expect(page.locator('.vt-ui__toast-message').allTextContents()).resolves.toEqual([]);
    });
  });
});

describe('the tree panel (issue 15)', () => {
  it('an empty Quick access list shows its empty state and is no tab stop', async () => {
    await signedIn(`/folders/${server.library.folders.workspace.id}`, async (page) => {
      const quick = treePanel(page).locator('.vt-tree__quick-access');
      await quick.getByText('Nothing is pinned yet.').waitFor();
      const stops = await quick.evaluate(
        (root) =>
          [...root.querySelectorAll<HTMLElement>('*')].filter((element) => element.tabIndex >= 0).length,
      );
      expect(stops).toBe(0);
    });
  });
});

describe('the dashboard (spec 000 §2)', () => {
  it('shows its heading once', async () => {
    await signedIn('/dashboard', async (page) => {
      await waitForScreen(page, 'dashboard');
      await page.locator('.vt-views__dashboard[data-state]').waitFor();
      const headings = await page.getByRole('heading', { name: 'Dashboard', exact: true }).count();
      expect(headings).toBe(1);
      await page.getByRole('region', { name: 'Dashboard' }).waitFor();
    });
  });
});

describe('switching the view from All files (spec 000 §2, §4)', () => {
  it('keeps All files selected: its route, its heading, its breadcrumb and its files', async () => {
    const names = ['first.png', 'second.png'];
    for (const name of names) await server.addToWorkspace(name, solidPng(8, 6, 128));
    await signedIn('/all', async (page) => {
      await waitForScreen(page, 'main');
      const switcher = page.getByRole('navigation', { name: 'Views' });
      const main = page.locator('main');
      for (const [label, view] of [
        ['Masonry', 'masonry'],
        ['Grid', 'grid'],
        ['Gallery', 'gallery'],
      ] as const) {
        // With the keyboard: the switcher's place in the banner is not what this test checks.
        await switcher.getByRole('link', { name: label }).focus();
        await page.keyboard.press('Enter');
        await page.locator(`main[data-view="${view}"]`).waitFor();
        expect(pathOf(page)).toBe(`/${view}/all`);
        await expect(main.getAttribute('data-selection')).resolves.toBe('all');
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
          `All files · ${label}`,
        );
        await expect(breadcrumb(page).textContent()).resolves.toBe('All files');
        await expect(page.getByText('Nothing selected').count()).resolves.toBe(0);
        // All's files are shown: by name in the tiles, as rows in the grid (whose columns hold no name).
        if (view === 'grid') {
          await expect
            .poll(() =>
              main
                .getByRole('grid', { name: 'Files' })
                .locator('[role="gridcell"][data-column="id"]')
                .count(),
            )
            .toBe(names.length);
        } else {
          for (const name of names) await main.getByText(name, { exact: true }).waitFor();
        }
      }
      // A reload keeps it: the route names All files.
      await page.reload();
      await page.locator('main[data-view="gallery"][data-selection="all"]').waitFor();
      await expect(breadcrumb(page).textContent()).resolves.toBe('All files');
    });
  });
});
