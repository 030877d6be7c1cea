// The file actions of the reference app on the REAL reference server (issue 15): actions in All
// files (no folder or set selected; the CSV export, now in Export…, is read back in
// export-server.test.ts), Move to folder… through the menu's chooser and by dragging a tile onto a folder of
// the tree (spec 001 §7 PATCH /api/files), and files dragged onto a set of the tree (spec 001 §7
// POST /api/virtualsets/{setId}/images); each checked in the server's own tables afterwards.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverAppForThisFile } from './server-harness';
import { cellNamed, dragOnto, fileActions, journeysOn, runAction, selectFiles } from './server-journeys';

const server = serverAppForThisFile();
const { addNumberedPngs, filesInSet, folderOf, signedIn } = journeysOn(server, {
  size: { width: 1600, height: 1100 },
});
const addFiles = (count: number) => addNumberedPngs('tile', count);

const workspacePage = () => `/folders/${server.library.folders.workspace.id}`;
const folderTree = (page: Page) => page.getByRole('tree', { name: 'Folders' }).first();

async function waitForCells(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (n) => document.querySelectorAll('.vt-views__view[data-view="rows"] [role="gridcell"]').length >= n,
    count,
  );
}

/** The tree row of the folder or set named `name` (waits until it is drawn). */
async function treeRow(scope: Locator, name: string): Promise<Locator> {
  const row = scope.getByRole('treeitem', { name, exact: true }).first();
  await row.waitFor();
  return row;
}

describe('actions wherever the files are (issue 15)', () => {
  it('All files: the top menu offers download, export, move, add to set and delete', async () => {
    await addFiles(2);
    await signedIn('/all', async (page) => {
      await waitForCells(page, 2);
      await selectFiles(page, ['tile-01.png']);
      for (const name of ['Download', 'Export…', 'Move to folder…', 'Add to set…', 'Delete']) {
        const inline = fileActions(page).getByRole('button', { name, exact: true });
        if (await inline.isVisible()) continue;
        await fileActions(page).getByRole('button', { name: 'More' }).click();
        await expect(page.getByRole('menuitem', { name }).isVisible()).resolves.toBe(true);
        await page.keyboard.press('Escape');
      }
      // The selection bar offers them too.
      const bar = page.getByRole('toolbar', { name: 'Selected files' });
      await expect(bar.isVisible()).resolves.toBe(true);
    });
  });
});

describe('move to folder (spec 001 §4, §7)', () => {
  it('by the menu: Move to folder… opens the chooser; the files move on the server', async () => {
    const names = await addFiles(3);
    await signedIn(workspacePage(), async (page) => {
      await waitForCells(page, 3);
      await selectFiles(page, names.slice(0, 2));
      await runAction(page, 'Move to folder…');
      const dialog = page.getByRole('dialog', { name: 'Move 2 files to a folder' });
      await dialog.waitFor();
      await (await treeRow(dialog, 'Products')).click();
      await dialog.getByRole('button', { name: 'Move here' }).click();
      await page.locator('.vt-ui__toast-message', { hasText: '2 files moved to Products.' }).waitFor();
      await expect(folderOf(names[0] as string)).resolves.toBe('Products');
      await expect(folderOf(names[1] as string)).resolves.toBe('Products');
      await expect(folderOf(names[2] as string)).resolves.toBe('Marketing');
    });
  });

  it('by drag: a selected tile dragged onto a folder of the tree moves the selection', async () => {
    const names = await addFiles(3);
    await signedIn(workspacePage(), async (page) => {
      await waitForCells(page, 3);
      await selectFiles(page, names.slice(1, 3));
      const target = await treeRow(folderTree(page), 'Brand Assets');
      await dragOnto(page, cellNamed(page, names[1] as string).locator('.vt-views__thumb'), target);
      await page.locator('.vt-ui__toast-message', { hasText: '2 files moved to Brand Assets.' }).waitFor();
      await expect(folderOf(names[1] as string)).resolves.toBe('Brand Assets');
      await expect(folderOf(names[2] as string)).resolves.toBe('Brand Assets');
      await expect(folderOf(names[0] as string)).resolves.toBe('Marketing');
    });
  });
});

describe('add to set by drag (spec 001 §5, §7)', () => {
  it('a tile dragged onto a set of the tree adds its file to the set on the server', async () => {
    const names = await addFiles(2);
    await signedIn(workspacePage(), async (page) => {
      await waitForCells(page, 2);
      // The sets section (titled with the sets-name preference, default Virtual Set), opened.
      const toggle = page.getByRole('button', { name: 'Virtual Set' }).first();
      if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
      const sets = page.getByRole('tree', { name: 'Virtual Set' });
      await sets.waitFor();
      const target = await treeRow(sets, 'Empty set');
      await dragOnto(page, cellNamed(page, names[0] as string).locator('.vt-views__thumb'), target);
      await page.locator('.vt-ui__toast-message', { hasText: 'added to the' }).waitFor();
      await expect(filesInSet('Empty set')).resolves.toEqual([names[0]]);
    });
  });
});

describe('the files’ context menu (issue 15)', () => {
  it('a right click on a tile not selected selects it alone; Move to folder… moves it on the server', async () => {
    const names = await addFiles(3);
    await signedIn(workspacePage(), async (page) => {
      await waitForCells(page, 3);
      await selectFiles(page, [names[0] as string]);
      await cellNamed(page, names[2] as string).click({ button: 'right' });
      const menu = page.getByRole('menu', { name: 'Actions on the selected files' });
      await menu.waitFor();
      // The folder's actions, as in the top menu (no exclude outside a set).
      for (const name of ['Download', 'Export…', 'Add to set…', 'Delete']) {
        await expect(menu.getByRole('menuitem', { name, exact: true }).isVisible()).resolves.toBe(true);
      }
      await expect(menu.getByRole('menuitem', { name: 'Exclude' }).count()).resolves.toBe(0);
      await expect(cellNamed(page, names[2] as string).getAttribute('aria-selected')).resolves.toBe('true');
      await expect(cellNamed(page, names[0] as string).getAttribute('aria-selected')).resolves.toBe('false');
      await menu.getByRole('menuitem', { name: 'Move to folder…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Move 1 file to a folder' });
      await dialog.waitFor();
      await (await treeRow(dialog, 'Products')).click();
      await dialog.getByRole('button', { name: 'Move here' }).click();
      await page.locator('.vt-ui__toast-message', { hasText: 'moved to Products.' }).waitFor();
      await expect(folderOf(names[2] as string)).resolves.toBe('Products');
      await expect(folderOf(names[0] as string)).resolves.toBe('Marketing');
      await expect(folderOf(names[1] as string)).resolves.toBe('Marketing');
    });
  });

  it('All files: the same actions as the top menu there, on the right-clicked file', async () => {
    await addFiles(2);
    await signedIn('/all', async (page) => {
      await waitForCells(page, 2);
      await cellNamed(page, 'tile-02.png').first().click({ button: 'right' });
      const menu = page.getByRole('menu', { name: 'Actions on the selected files' });
      await menu.waitFor();
      for (const name of ['Download', 'Export…', 'Move to folder…', 'Add to set…', 'Delete']) {
        await expect(menu.getByRole('menuitem', { name, exact: true }).isVisible()).resolves.toBe(true);
      }
      await expect(menu.getByRole('menuitem', { name: 'Exclude' }).count()).resolves.toBe(0);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('toolbar', { name: 'Selected files' }).textContent()).resolves.toContain(
        '1 selected',
      );
    });
  });

  it('Shift+F10 on the focused tile opens it; Escape gives focus back to the tile', async () => {
    const names = await addFiles(2);
    await signedIn(workspacePage(), async (page) => {
      await waitForCells(page, 2);
      await selectFiles(page, [names[1] as string]);
      await page.keyboard.press('Shift+F10');
      const menu = page.getByRole('menu', { name: 'Actions on the selected files' });
      await menu.waitFor();
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      // Radix gives focus back in a task after the menu has left the page, so ask until it has.
      await expect
        .poll(() => cellNamed(page, names[1] as string).evaluate((cell) => cell === document.activeElement))
        .toBe(true);
    });
  });
});
