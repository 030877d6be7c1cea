// The administration pages on the REAL reference server (issue 13, deliverable 3): the super admin
// adds a person with a password and gives them a role on a folder through the folder permissions
// page reached from the tree's row menu (spec 001 §2); the person signs in elsewhere and sees that
// folder; disabling them ends their session. A person added with a one-time link sets their password
// on /set-password in a fresh browser and signs in. Someone who is not the super admin sees neither
// the Administration link nor the Permissions… item, and /admin/people refuses them clearly. The
// settings page changes the sets name and guest access, and the app follows. A person's page
// (/admin/people/{id}) renames them and makes them super admin (their next page load has the
// Administration link) and lists their grants, each linked to its node's permissions page.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
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
const opened: Page[] = [];

/** A fresh browser context at `path`, closed after the test. */
async function open(path: string): Promise<Page> {
  const page = await server.open(path);
  opened.push(page);
  return page;
}

afterEach(async () => {
  for (const page of opened.splice(0)) {
    expect(uncaughtErrorsOf(page)).toEqual([]);
    await page.context().close();
  }
});

/** Opens `path` in a fresh context and signs in there (the sign-in page comes back to `path`). */
async function signedIn(path: string, credentials: { userName: string; password: string }, screen = 'main') {
  const page = await open(path);
  await waitForScreen(page, 'signin');
  await signIn(page, credentials);
  await waitForScreen(page, screen);
  return page;
}

const account = (page: Page) => page.getByRole('region', { name: 'Account' });
const folderTree = (page: Page) =>
  page.getByRole('navigation', { name: 'Library tree' }).getByRole('tree', { name: 'Folders' });
const folderRow = (page: Page, name: string) => folderTree(page).getByRole('treeitem', { name, exact: true });
const productsPath = () => `/folders/${server.library.folders.products.id}`;

async function axeClean(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.length }))).toEqual([]);
}

/** Adds a person on /admin/people; returns the one-time link when `password` is null. */
async function addPerson(page: Page, name: string, password: string | null): Promise<string | null> {
  const form = page.getByRole('region', { name: 'Add a person' });
  await form.getByLabel('User name').fill(name);
  if (password === null) {
    await form.getByRole('radio', { name: 'Make a one-time link for them to set it' }).check();
  } else {
    await form.getByLabel('Password', { exact: true }).fill(password);
  }
  await form.getByRole('button', { name: 'Add person' }).click();
  await page
    .getByRole('table', { name: 'People' })
    .getByRole('row', { name: new RegExp(`^${name}\\b`) })
    .waitFor();
  if (password !== null) return null;
  const link = page.getByRole('region', { name: `One-time link for ${name}` }).getByLabel('One-time link');
  return link.inputValue();
}

describe('people and permissions in the product (issue 13)', () => {
  it('adds a person, gives them a role on a folder from the tree, they see it; disabling ends their session', async () => {
    const person = { userName: 'maria.lopez', password: 'maria-first-password' };
    const page = await signedIn(productsPath(), admin);

    // The account area's Administration link (the super admin only).
    await account(page).getByRole('link', { name: 'Administration' }).click();
    await waitForScreen(page, 'admin');
    expect(pathOf(page)).toBe('/admin/people');
    await page.getByRole('table', { name: 'People' }).waitFor();
    await axeClean(page);
    expect(await addPerson(page, person.userName, person.password)).toBeNull();

    // The tree's row menu: Permissions… (setPermissions is allowed: the super admin) opens the folder
    // permissions page with the folder's id as a query parameter (spec 001 §2).
    await page.goto(new URL(productsPath(), server.url).href);
    await waitForScreen(page, 'main');
    const products = folderRow(page, 'Products');
    await products.waitFor();
    await products.click({ button: 'right' });
    const item = page.getByRole('menu').getByRole('menuitem', { name: 'Permissions…' });
    await expect.poll(() => item.getAttribute('aria-disabled')).not.toBe('true');
    await item.click();
    await waitForScreen(page, 'permissions');
    expect(pathOf(page)).toBe(`/permissions/folder?folder=${server.library.folders.products.id}`);
    // The folder by its name, never its id.
    await page.getByRole('heading', { name: 'Who has access to the folder “Products”' }).waitFor();
    await page.getByLabel('Person').selectOption({ label: person.userName });
    await page.getByLabel('Role').selectOption({ label: 'Viewer' });
    await page.getByRole('button', { name: 'Give access' }).click();
    await page
      .getByRole('table', { name: 'Access' })
      .getByRole('row', { name: /^maria\.lopez Viewer here\b/ })
      .waitFor();
    await axeClean(page);

    // The person signs in in another browser and sees that folder, and not the others.
    const theirs = await signedIn(productsPath(), person);
    await folderRow(theirs, 'Products').waitFor();
    expect(await folderRow(theirs, 'Marketing').count()).toBe(0);
    expect(await account(theirs).getByRole('link', { name: 'Administration' }).count()).toBe(0);

    // Disabled: their session ends at once (the next call answers 401), and signing in is refused.
    await page.goto(new URL('/admin/people', server.url).href);
    const row = page.getByRole('table', { name: 'People' }).getByRole('row', { name: /^maria\.lopez\b/ });
    await row.getByRole('button', { name: 'Disable' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disable' }).click();
    await row.getByText('Disabled', { exact: true }).waitFor();
    await theirs.reload();
    await waitForScreen(theirs, 'signin');
    await signIn(theirs, person);
    await theirs.getByText('This account is disabled.').waitFor();
  });

  it('a person added with a one-time link sets their password on /set-password and signs in', async () => {
    const page = await signedIn('/admin/people', admin, 'admin');
    await page.getByRole('table', { name: 'People' }).waitFor();
    const link = await addPerson(page, 'noah.berg', null);
    expect(link).toMatch(new RegExp(`^${server.url}set-password#.+`));
    await page
      .getByRole('table', { name: 'People' })
      .getByRole('row', { name: /^noah\.berg\b/ })
      .getByText('Waiting for their password')
      .waitFor();

    // A fresh browser: no session, the page is public.
    const theirs = await open(link as string);
    await waitForScreen(theirs, 'set-password');
    await theirs.getByText(/Choose a password for noah\.berg\./).waitFor();
    await axeClean(theirs);
    await theirs.getByLabel('New password', { exact: true }).fill('noah-new-password');
    await theirs.getByLabel('New password again').fill('noah-new-password');
    await theirs.getByRole('button', { name: 'Set password' }).click();
    await theirs
      .getByRole('status')
      .getByText(/Your password is set\./)
      .waitFor();
    await theirs.getByRole('link', { name: 'Sign in' }).click();
    await waitForScreen(theirs, 'signin');
    await signIn(theirs, { userName: 'noah.berg', password: 'noah-new-password' });
    await account(theirs).getByText('Signed in as noah.berg').waitFor();

    // The link works once.
    const again = await open(link as string);
    await again.getByRole('alert').getByText('This link is not valid or has already been used.').waitFor();
  });

  it('someone who is not the super admin sees no Administration link and no Permissions… item, and /admin/people refuses them', async () => {
    const page = await signedIn(productsPath(), CONTRACT_USERS.editor);
    await account(page).getByText(`Signed in as ${CONTRACT_USERS.editor.userName}`).waitFor();
    expect(await account(page).getByRole('link', { name: 'Administration' }).count()).toBe(0);

    // The row menu: the editor's own actions on Marketing, no Permissions… (no setPermissions).
    const marketing = folderRow(page, 'Marketing');
    await marketing.click({ button: 'right' });
    const menu = page.getByRole('menu');
    const rename = menu.getByRole('menuitem', { name: 'Rename' });
    await expect.poll(() => rename.getAttribute('aria-disabled')).not.toBe('true');
    // The answers for every item have come in once Rename is enabled (asked together on intent).
    await expect.poll(() => menu.getByRole('menuitem', { name: 'Permissions…' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.goto(new URL('/admin/people', server.url).href);
    await waitForScreen(page, 'admin');
    await page.getByRole('heading', { name: 'You cannot use this page' }).waitFor();
    await page.getByText('Only a super admin can manage people, roles and library settings.').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await axeClean(page);

    // A permissions page reached by its address: refused as clearly.
    await page.goto(
      new URL(`/permissions/folder?folder=${server.library.folders.products.id}`, server.url).href,
    );
    await page.getByText('You may not change who has access here.').waitFor();
  });

  it("a person's page renames them and makes them super admin; their grants link to the folders' permissions pages", async () => {
    const editor = CONTRACT_USERS.editor;
    // The person is signed in elsewhere, as an ordinary user.
    const theirs = await signedIn(productsPath(), editor);
    await account(theirs).getByText(`Signed in as ${editor.userName}`).waitFor();
    expect(await account(theirs).getByRole('link', { name: 'Administration' }).count()).toBe(0);

    // The people table: the person's name opens their page.
    const page = await signedIn('/admin/people', admin, 'admin');
    await page
      .getByRole('table', { name: 'People' })
      .getByRole('link', { name: editor.userName, exact: true })
      .click();
    await page.getByRole('heading', { name: editor.userName, exact: true }).waitFor();
    expect(pathOf(page)).toBe(`/admin/people/${server.library.userIds.editor}`);
    await waitForScreen(page, 'admin');

    // Their own grants (the contract library: Viewer on the whole library, Editor on /Marketing),
    // each by name, never an id.
    const grants = page.getByRole('table', { name: `Access given to ${editor.userName}` });
    await grants.getByRole('row', { name: /^Whole library Viewer\b/ }).waitFor();
    const marketing = grants.getByRole('row', { name: /^Folder “Marketing” Editor\b/ });
    await marketing.waitFor();
    await axeClean(page);

    // Renamed and made super admin (only what changed is sent).
    const renamed = 'elena.novak-lead';
    await page.getByLabel('User name').fill(renamed);
    await page.getByRole('checkbox', { name: /^Super admin/ }).check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page
      .locator('.vt-ui__toast-message', { hasText: `The changes to ${renamed} have been saved.` })
      .waitFor();
    await page.getByRole('heading', { name: renamed, exact: true }).waitFor();

    // The person's next page load: their new name, and the Administration link.
    await theirs.reload();
    await waitForScreen(theirs, 'main');
    await account(theirs).getByText(`Signed in as ${renamed}`).waitFor();
    await account(theirs).getByRole('link', { name: 'Administration' }).waitFor();

    // The folder grant opens the folder's permissions page (spec 001 §2: the id as a query parameter).
    await page
      .getByRole('table', { name: `Access given to ${renamed}`, exact: true })
      .getByRole('link', { name: 'Folder “Marketing”' })
      .click();
    await waitForScreen(page, 'permissions');
    expect(pathOf(page)).toBe(`/permissions/folder?folder=${server.library.folders.workspace.id}`);
    await page.getByRole('heading', { name: 'Who has access to the folder “Marketing”' }).waitFor();
    await page
      .getByRole('table', { name: 'Access' })
      .getByRole('row', { name: new RegExp(`^${renamed.replace('.', '\\.')} Editor here\\b`) })
      .waitFor();
  });

  it('the settings page changes the sets name and guest access, and the app follows', async () => {
    const page = await signedIn('/admin/settings', admin, 'admin');
    const setsName = page.getByLabel('What sets are called');
    await expect.poll(() => setsName.inputValue()).toBe('Virtual Set');
    await axeClean(page);
    await setsName.fill('Albums');
    const guest = page.getByRole('checkbox', { name: /Guest access/ });
    expect(await guest.isChecked()).toBe(false);
    await guest.check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page
      .locator('.vt-ui__toast-message', { hasText: 'The library settings have been saved.' })
      .waitFor();

    // The library tree's sets section is titled with the new name, without a reload.
    // (The start page: the dashboard or the main page, both with the tree panel.)
    await page.getByRole('link', { name: 'Vitrine' }).click();
    await page
      .getByRole('navigation', { name: 'Library tree' })
      .getByRole('button', { name: 'Albums' })
      .waitFor();

    // Guest access is on: a visitor without a session may continue as a guest.
    const visitor = await open('/signin');
    await waitForScreen(visitor, 'signin');
    await visitor.getByRole('link', { name: 'Continue as a guest' }).waitFor();
  });
});
