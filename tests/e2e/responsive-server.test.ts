// The narrow layout on the real server (issue 14 "Responsive"; spec 000 §9: below 960 px): signed in
// at 375 × 812, the tree panel is a closed drawer, the banner's toggle opens it, choosing a folder
// shows that folder and closes it, the account's actions fold behind the avatar, nothing scrolls
// sideways, and axe finds nothing.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './app-harness';
import { CONTRACT_USERS, serverAppForThisFile, signIn, uncaughtErrorsOf, waitForScreen } from './server-harness';

const server = serverAppForThisFile();

const PHONE = { width: 375, height: 812 } as const;

const treeToggle = (page: Page) => page.getByRole('button', { name: 'Library tree', exact: true });
const treePanel = (page: Page) => page.getByRole('navigation', { name: 'Library tree' });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Library tree' });
const account = (page: Page) => page.getByRole('region', { name: 'Account' });

describe('the main page on a phone, on the real server', () => {
  it('a closed drawer the toggle opens; choosing a folder shows it and closes the drawer', async () => {
    const page = await server.open(`/folders/${server.library.folders.products.id}`);
    try {
      await page.setViewportSize(PHONE);
      await waitForScreen(page, 'signin');
      await signIn(page, CONTRACT_USERS.superAdmin);
      await waitForScreen(page, 'main');

      // Closed on load; the page takes the window's width and never scrolls sideways.
      await treeToggle(page).waitFor();
      expect(await treeToggle(page).getAttribute('aria-expanded')).toBe('false');
      expect(await treePanel(page).count()).toBe(0);
      const main = await page.locator('main').boundingBox();
      expect(Math.round(main?.width ?? 0)).toBe(PHONE.width);
      await expect
        .poll(() => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0))
        .toBeLessThanOrEqual(PHONE.width);

      // The account's actions fold behind the avatar: a disclosure button named for the person.
      const who = account(page).getByRole('button', { name: `Signed in as ${CONTRACT_USERS.superAdmin.userName}` });
      expect(await who.getAttribute('aria-expanded')).toBe('false');
      expect(await account(page).getByRole('button', { name: 'Sign out', exact: true }).isVisible()).toBe(false);
      await who.click();
      expect(await account(page).getByRole('button', { name: 'Sign out', exact: true }).isVisible()).toBe(true);
      await who.click();

      await treeToggle(page).click();
      await drawer(page).waitFor();
      const folders = treePanel(page).getByRole('tree', { name: 'Folders' });
      await folders.getByRole('treeitem', { name: 'Marketing' }).click();
      await page.waitForURL((url) => url.pathname === `/folders/${server.library.folders.workspace.id}`);
      expect(await drawer(page).count()).toBe(0);
      expect(await treeToggle(page).getAttribute('aria-expanded')).toBe('false');
      await page.waitForFunction(() => document.title.startsWith('Marketing'));

      const violations = await axeViolations(page);
      expect(
        violations.map(({ id, help, nodes }) => ({
          id,
          help,
          nodes: (nodes as { target: unknown }[]).map((node) => JSON.stringify(node.target)),
        })),
      ).toEqual([]);
      expect(uncaughtErrorsOf(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
