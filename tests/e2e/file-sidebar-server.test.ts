// The file sidebar of the reference app on the REAL reference server (spec 000 §2 "file sidebar
// toggle", web setting isFileSidebarEnabled; issue 15): the top menu's toggle shows it, it lists the
// selected files, the setting survives a reload, and files dragged from it onto a folder move (PATCH
// /api/files) and onto a set are added (POST /api/virtualsets/{setId}/images), both calls saying
// isDropFromSidebar: true (spec 001 §7); each checked in the server's own tables afterwards.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverAppForThisFile } from './server-harness';
import { cellNamed, dragOnto, journeysOn, runAction, selectFiles } from './server-journeys';

const server = serverAppForThisFile();
const { addNumberedPngs, filesInSet, folderOf, signedIn } = journeysOn(server, {
  size: { width: 1600, height: 1100 },
});

const workspacePage = () => `/folders/${server.library.folders.workspace.id}`;
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'File sidebar' });
const sidebarNames = (page: Page) => sidebar(page).locator('.vt-views__file-sidebar-name').allTextContents();

/** The top menu's File sidebar toggle: its button, or its entry in the More menu. */
const toggleSidebar = (page: Page) => runAction(page, 'File sidebar');

async function treeRow(scope: Locator, name: string): Promise<Locator> {
  const row = scope.getByRole('treeitem', { name, exact: true }).first();
  await row.waitFor();
  return row;
}

/** The JSON bodies of the requests `method` `path` the page sends from now on. */
function bodiesOf(page: Page, method: string, path: RegExp): unknown[] {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname))
      bodies.push(request.postDataJSON());
  });
  return bodies;
}

describe('the file sidebar (spec 000 §2, issue 15)', () => {
  it('the toggle shows it; it lists the selected files; the setting survives a reload', async () => {
    const names = await addNumberedPngs('side', 3);
    await signedIn(workspacePage(), async (page) => {
      await cellNamed(page, names[0] as string).waitFor();
      await expect(sidebar(page).count()).resolves.toBe(0);
      await toggleSidebar(page);
      await sidebar(page).waitFor();
      await sidebar(page).getByRole('heading', { name: 'No files selected' }).waitFor();
      await selectFiles(page, [names[0] as string, names[2] as string]);
      await expect.poll(() => sidebarNames(page)).toEqual([names[0], names[2]]);
      await expect(sidebar(page).getByText('2 files').isVisible()).resolves.toBe(true);
      // Removing a file there takes it out of the view's selection.
      await sidebar(page)
        .getByRole('button', { name: `Remove ${names[0]} from the selection` })
        .click();
      await expect.poll(() => sidebarNames(page)).toEqual([names[2]]);
      await expect(cellNamed(page, names[0] as string).getAttribute('aria-selected')).resolves.toBe('false');
      // The web setting is the server's: after a reload the sidebar is there again.
      await page.reload();
      await cellNamed(page, names[0] as string).waitFor();
      await sidebar(page).waitFor();
      // Closed from its own button, it stays closed after a reload.
      await sidebar(page).getByRole('button', { name: 'Close the file sidebar' }).click();
      await sidebar(page).waitFor({ state: 'detached' });
      // Focus is back on the toggle (in the toolbar, or the files' heading when it is in More).
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              document.activeElement?.getAttribute('data-action') ??
              document.activeElement?.tagName.toLowerCase(),
          ),
        )
        .toMatch(/^(fileSidebar|h2)$/);
      await page.reload();
      await cellNamed(page, names[0] as string).waitFor();
      await expect(sidebar(page).count()).resolves.toBe(0);
    });
  });

  it('files dragged from it onto a folder move, and onto a set are added, with isDropFromSidebar', async () => {
    const names = await addNumberedPngs('drop', 3);
    await signedIn(workspacePage(), async (page) => {
      const patches = bodiesOf(page, 'PATCH', /^\/api\/files$/);
      const adds = bodiesOf(page, 'POST', /^\/api\/virtualsets\/\d+\/images$/);
      await cellNamed(page, names[0] as string).waitFor();
      await toggleSidebar(page);
      await sidebar(page).waitFor();

      // Onto a set: the one file listed is added.
      await selectFiles(page, [names[0] as string]);
      await expect.poll(() => sidebarNames(page)).toEqual([names[0]]);
      const setsToggle = page.getByRole('button', { name: 'Virtual Set' }).first();
      if ((await setsToggle.getAttribute('aria-expanded')) === 'false') await setsToggle.click();
      const set = await treeRow(page.getByRole('tree', { name: 'Virtual Set' }), 'Empty set');
      await dragOnto(page, sidebar(page).getByRole('listitem').first(), set);
      await page.locator('.vt-ui__toast-message', { hasText: 'added to the' }).waitFor();
      await expect(filesInSet('Empty set')).resolves.toEqual([names[0]]);
      expect(adds).toEqual([{ ImageIds: [expect.any(Number)], isDropFromSidebar: true }]);

      // Onto a folder: the two files listed move.
      await selectFiles(page, [names[1] as string, names[2] as string]);
      await expect.poll(() => sidebarNames(page)).toEqual([names[1], names[2]]);
      const folder = await treeRow(page.getByRole('tree', { name: 'Folders' }).first(), 'Products');
      await dragOnto(page, sidebar(page).getByRole('listitem').last(), folder);
      await page.locator('.vt-ui__toast-message', { hasText: '2 files moved to Products.' }).waitFor();
      await expect(folderOf(names[1] as string)).resolves.toBe('Products');
      await expect(folderOf(names[2] as string)).resolves.toBe('Products');
      await expect(folderOf(names[0] as string)).resolves.toBe('Marketing');
      expect(patches).toHaveLength(1);
      expect(patches[0]).toMatchObject({ isDropFromSidebar: true });
    });
  });
});
