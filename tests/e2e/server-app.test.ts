// The reference app on the REAL reference server (issue 5 "Running it"): signing in (a wrong
// password, then the right one landing on the page asked for), the folder tree reading the server's
// folders, signing out, a session that ends under the user's feet (the sign-in dialog over the page,
// nothing typed lost, the same page after signing in again; and after a reload), guest access and
// shared-link visitors without a sign-in, and axe on the sign-in page and the dialog.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { insertFolder } from '../../packages/server/src/library/folders.ts';
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

const admin = CONTRACT_USERS.superAdmin;

/** Opens a page in a fresh browser context, runs the check, and closes the context whatever happens. */
async function withPage(path: string, check: (page: Page) => Promise<void>): Promise<void> {
  const page = await server.open(path);
  try {
    await check(page);
    expect(uncaughtErrorsOf(page)).toEqual([]);
  } finally {
    await page.context().close();
  }
}

const folderPage = () => `/folders/${server.library.folders.workspace.id}`;
const signInFor = (path: string) => `/signin?returnTo=${encodeURIComponent(path)}`;

/** The error message of the sign-in form in `scope`, once it shows one. */
async function formError(scope: Page | ReturnType<Page['locator']>): Promise<string> {
  const alert = scope.locator('form [role="alert"]');
  await alert.filter({ hasText: /./ }).waitFor();
  return (await alert.textContent()) ?? '';
}

/** The accessible name of the element that has focus (its label), with its tag. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return null;
    const label = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null;
    return { tag: element.tagName.toLowerCase(), label: label ?? element.getAttribute('aria-label') };
  });

const folderTree = (page: Page) =>
  page.getByRole('navigation', { name: 'Library tree' }).getByRole('tree', { name: 'Folders' });

/** Signs in on the sign-in page and waits for the page asked for. */
async function signInOnPage(page: Page, credentials = admin): Promise<void> {
  await waitForScreen(page, 'signin');
  await signIn(page, credentials);
  await waitForScreen(page, 'main');
}

describe('signing in (issue 5: the sign-in page)', () => {
  it('sends a visitor without a session to sign in, says a password is wrong, and lands on the page asked for', async () => {
    await withPage(folderPage(), async (page) => {
      await waitForScreen(page, 'signin');
      expect(pathOf(page)).toBe(signInFor(folderPage()));
      expect(await page.title()).toBe('Sign in · Vitrine');
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Sign in to Vitrine');
      // Focus starts in the first field.
      expect(await focused(page)).toEqual({ tag: 'input', label: 'User name' });

      // Nothing typed: the form says what is missing, on the field, without asking the server.
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      expect(await formError(page)).toBe('Enter your user name.');
      expect(await page.getByLabel('User name').getAttribute('aria-invalid')).toBe('true');
      expect(await focused(page)).toEqual({ tag: 'input', label: 'User name' });

      // A wrong password: the server's message, announced (role alert), tied to the fields, the
      // password emptied and focused.
      await signIn(page, { userName: admin.userName, password: 'not-the-password' });
      expect(await formError(page)).toBe('Invalid user name or password.');
      const password = page.getByLabel('Password');
      expect(await password.inputValue()).toBe('');
      expect(await password.getAttribute('aria-invalid')).toBe('true');
      const describedBy = await password.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
        'Invalid user name or password.',
      );
      expect(await focused(page)).toEqual({ tag: 'input', label: 'Password' });
      expect(pathOf(page)).toBe(signInFor(folderPage()));

      await signIn(page, admin);
      await waitForScreen(page, 'main');
      expect(pathOf(page)).toBe(folderPage());
      expect(await page.locator('main').getAttribute('data-selection-id')).toBe(
        String(server.library.folders.workspace.id),
      );
      // Focus moves to the page's content; the banner says who is signed in.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('vt-main');
      const account = page.getByRole('region', { name: 'Account' });
      await expect(account.textContent()).resolves.toContain(`Signed in as ${admin.userName}`);
    });
  });

  it("shows the server's folders in the folder tree", async () => {
    // A folder only the server has: the tree reads the server, not a mock.
    const { db } = server.app.vitrine;
    await insertFolder(db, { name: 'Only on the server', parent: null, now: new Date() });
    const roots = await db.selectFrom('folders').select('name').where('parent_id', 'is', null).execute();
    expect(roots.length).toBeGreaterThan(1);
    // At a root folder the tree opens 'All', so every root folder shows beside it.
    await withPage(folderPage(), async (page) => {
      await signInOnPage(page);
      const tree = folderTree(page);
      for (const { name } of roots) {
        await tree.getByRole('treeitem', { name, exact: true }).waitFor();
      }
    });
  });
});

describe('signing out (issue 5)', () => {
  it('ends the session on the server and shows the sign-in page', async () => {
    await withPage(folderPage(), async (page) => {
      await signInOnPage(page);
      await page.getByRole('region', { name: 'Account' }).getByRole('button', { name: 'Sign out', exact: true }).click();
      await waitForScreen(page, 'signin');
      expect(pathOf(page)).toBe('/signin');
      await expect(page.getByRole('status').textContent()).resolves.toBe('You have signed out.');
      // The user name is not left in the form for the next person.
      expect(await page.getByLabel('User name').inputValue()).toBe('');
      // The server no longer knows the cookie.
      const answer = await page.request.get(new URL('/api/session/currentuser', server.url).href);
      expect(answer.status()).toBe(401);
      // A page that needs a session sends to sign in again.
      await page.goto(new URL(folderPage(), server.url).href);
      await waitForScreen(page, 'signin');
      expect(pathOf(page)).toBe(signInFor(folderPage()));
    });
  });
});

/**
 * Types `text` in the folder search while the session still lives, and holds the search on its way
 * to the server until the session has ended there (it then answers 401). Typing after the end raced
 * the page's own reads on a busy machine: one of them met the 401 first, and the dialog made the page
 * inert before the text was in.
 */
async function searchFoldersAsTheSessionEnds(page: Page, text: string) {
  let sessionEnded = () => {};
  const ended = new Promise<void>((resolve) => {
    sessionEnded = resolve;
  });
  await page.route('**/api/folders/getFolderWithString', async (route) => {
    await ended;
    await route.continue();
  });
  const search = page.getByRole('searchbox', { name: 'Search folders' });
  await search.fill(text);
  await server.expireSessions();
  sessionEnded();
  return search;
}

describe('a session that expires (issue 5: 401 → back to sign-in, nothing typed lost)', () => {
  it('brings the sign-in form over the page, keeps what was typed, and carries on after signing in again', async () => {
    await withPage(folderPage(), async (page) => {
      await signInOnPage(page);
      await folderTree(page).waitFor();
      await page.evaluate(() => Object.assign(window, { __vitrineE2eMarker: 'kept' }));

      // The session ends on the server while the folder search is on its way; it answers 401.
      const search = await searchFoldersAsTheSessionEnds(page, 'Camp');
      const dialog = page.getByRole('dialog', { name: 'Your session has expired' });
      await dialog.waitFor();
      expect(await dialog.getAttribute('aria-modal')).toBe('true');
      // The page stays under the dialog, inert; the user name is filled in, focus is on the password.
      expect(pathOf(page)).toBe(folderPage());
      expect(await page.locator('.vt-app').getAttribute('inert')).not.toBeNull();
      expect(await dialog.getByLabel('User name').inputValue()).toBe(admin.userName);
      expect(await focused(page)).toEqual({ tag: 'input', label: 'Password' });

      // A wrong password is said in the dialog.
      await signIn(dialog, { userName: admin.userName, password: 'wrong' });
      expect(await formError(dialog)).toBe('Invalid user name or password.');

      await signIn(dialog, admin);
      await dialog.waitFor({ state: 'detached' });
      // Same document, same page, the typed text still there, and the search that failed answered.
      expect(await page.evaluate(() => (window as { __vitrineE2eMarker?: string }).__vitrineE2eMarker)).toBe(
        'kept',
      );
      expect(pathOf(page)).toBe(folderPage());
      expect(await page.locator('.vt-app').getAttribute('inert')).toBeNull();
      expect(await search.inputValue()).toBe('Camp');
      await page
        .getByRole('list', { name: 'Search folders' })
        .getByRole('button', { name: /Campaigns/ })
        .waitFor();
      // Focus is back where it was.
      expect(await focused(page)).toEqual({ tag: 'input', label: 'Search folders' });
    });
  });

  it('says so after a reload, and returns to the same page after signing in again', async () => {
    await withPage(folderPage(), async (page) => {
      await signInOnPage(page);
      await server.expireSessions();
      await page.reload();
      await waitForScreen(page, 'signin');
      expect(pathOf(page)).toBe(signInFor(folderPage()));
      await expect(page.getByRole('status').textContent()).resolves.toBe(
        'Your session has expired. Sign in again to continue.',
      );
      expect(await page.getByLabel('User name').inputValue()).toBe(admin.userName);
      expect(await focused(page)).toEqual({ tag: 'input', label: 'Password' });
      await page.getByLabel('Password').fill(admin.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await waitForScreen(page, 'main');
      expect(pathOf(page)).toBe(folderPage());
    });
  });
});

describe('no sign-in needed (issue 5: guest access, shared-link visitors)', () => {
  it('lets the guest browse when guest access is on, with a way to sign in that comes back', async () => {
    await server.setGuestAccess(true);
    await withPage(folderPage(), async (page) => {
      await waitForScreen(page, 'main');
      expect(pathOf(page)).toBe(folderPage());
      const account = page.getByRole('region', { name: 'Account' });
      await expect(account.textContent()).resolves.toContain('Browsing as a guest');
      await folderTree(page).getByRole('treeitem', { name: 'Marketing', exact: true }).waitFor();
      await account.getByRole('link', { name: 'Sign in' }).click();
      await waitForScreen(page, 'signin');
      expect(pathOf(page)).toBe(signInFor(folderPage()));
      expect(await page.getByRole('link', { name: 'Continue as a guest' }).getAttribute('href')).toBe(
        folderPage(),
      );
      await signIn(page, admin);
      await waitForScreen(page, 'main');
      expect(pathOf(page)).toBe(folderPage());
      await expect(account.textContent()).resolves.toContain(`Signed in as ${admin.userName}`);
    });
  });

  it('opens a shared link without a sign-in', async () => {
    await withPage('/shared/abc-link', async (page) => {
      await waitForScreen(page, 'shared');
      expect(pathOf(page)).toBe('/shared/abc-link');
      expect(await page.getByRole('region', { name: 'Account' }).count()).toBe(0);
    });
  });
});

describe('accessibility of signing in (axe)', () => {
  it('has no violations on the sign-in page, with and without an error', async () => {
    await withPage('/signin', async (page) => {
      await waitForScreen(page, 'signin');
      expect(await axeViolations(page)).toEqual([]);
      await signIn(page, { userName: 'nobody', password: 'nothing' });
      expect(await formError(page)).toBe('Invalid user name or password.');
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  it('has no violations with the expired-session dialog over the page', async () => {
    await withPage(folderPage(), async (page) => {
      await signInOnPage(page);
      await folderTree(page).waitFor();
      await searchFoldersAsTheSessionEnds(page, 'Print');
      await page.getByRole('dialog', { name: 'Your session has expired' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
