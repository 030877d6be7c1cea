// Share a folder with people on the REAL reference server (issue 20; spec 000 §5): the super admin
// opens "Share with people…" from the folder tree's menu, picks a person from the users list in the
// dialog's combobox, and that person, signing in in another browser context, sees the folder; then
// the admin adds someone new by e-mail (the add-by-email prompt), the invitation reaches the test SMTP
// server, and its set-password link lets the new person choose a password, sign in and see only that
// folder.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../packages/server/src/auth/passwords.ts';
import { TEST_SCRYPT_COST } from '../../packages/server/src/testing/contract.ts';
import {
  CONTRACT_USERS,
  serverAppForThisFile,
  signIn,
  uncaughtErrorsOf,
  waitForScreen,
} from './server-harness';

const PUBLIC_URL = 'https://vitrine.e2e.test';
const server = serverAppForThisFile({ mail: true, publicUrl: PUBLIC_URL });

const opened: Page[] = [];
afterEach(async () => {
  for (const page of opened.splice(0)) {
    expect(uncaughtErrorsOf(page)).toEqual([]);
    await page.context().close();
  }
});

async function open(path: string): Promise<Page> {
  const page = await server.open(path);
  opened.push(page);
  return page;
}

const folderTree = (page: Page) =>
  page.getByRole('navigation', { name: 'Library tree' }).getByRole('tree', { name: 'Folders' });

/**
 * The names of the top-level folders the signed-in person's tree shows, read again until they settle:
 * the tree's first row may be its 'Loading...' row (spec 000 §4) while the folders' call is on its way.
 */
function topFolders(page: Page) {
  const tree = folderTree(page);
  return expect.poll(async () =>
    (await tree.getByRole('treeitem').allInnerTexts()).map((t) => t.trim()).filter((t) => t !== 'All'),
  );
}

/** Signs the super admin in on the folder's page and opens its share-with-people dialog from the tree's menu. */
async function openShareDialog(folder: {
  id: number;
  name: string;
}): Promise<{ page: Page; dialog: ReturnType<Page['getByRole']> }> {
  const folderName = folder.name;
  const page = await open(`/folders/${folder.id}`);
  await waitForScreen(page, 'signin');
  await signIn(page, CONTRACT_USERS.superAdmin);
  await waitForScreen(page, 'main');
  const row = folderTree(page).getByRole('treeitem', { name: folderName, exact: true });
  await row.waitFor();
  await row.click({ button: 'right' });
  await page.getByRole('menu').getByRole('menuitem', { name: 'Share with people…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share with people' });
  await dialog.waitFor();
  return { page, dialog };
}

describe('share a folder with people on the real server (issue 20)', () => {
  it('a person picked from the users list signs in and sees the folder', async () => {
    await server.app.vitrine.db
      .insertInto('users')
      .values({
        user_name: 'ana.lima',
        email: 'ana.lima@example.com',
        password_hash: await hashPassword('ana-lima-password', TEST_SCRYPT_COST),
        folder_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const workspace = server.library.folders.workspace;

    const { dialog } = await openShareDialog(workspace);
    await dialog.getByText('Nobody has been given this folder here yet.').waitFor();
    const field = dialog.getByRole('combobox', { name: 'Name or e-mail' });
    await field.pressSequentially('ana');
    await dialog
      .getByRole('listbox', { name: 'People' })
      .getByRole('option', { name: /^ana\.lima/ })
      .waitFor();
    await field.press('ArrowDown');
    await field.press('Enter');
    await dialog.getByRole('status').getByText('ana.lima can now see this folder.').waitFor();
    await dialog
      .getByRole('region', { name: 'People with access' })
      .getByText(/^ana\.lima/)
      .waitFor();

    // Ana, in a browser context of her own, sees the folder she was given, and nothing else.
    const ana = await open(`/folders/${workspace.id}`);
    await waitForScreen(ana, 'signin');
    await signIn(ana, { userName: 'ana.lima', password: 'ana-lima-password' });
    await waitForScreen(ana, 'main');
    await topFolders(ana).toEqual([workspace.name]);
  }, 120_000);

  it('someone added by e-mail gets a set-password link, then signs in and sees only that folder', async () => {
    const mail = server.mail;
    if (!mail) throw new Error('the harness was started without mail');
    mail.received.length = 0;
    const workspace = server.library.folders.workspace;

    const { page, dialog } = await openShareDialog(workspace);
    await dialog.getByRole('combobox', { name: 'Name or e-mail' }).fill('mia.new@example.org');
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    const prompt = page.getByRole('alertdialog');
    await prompt
      .getByText(
        `mia.new@example.org is not a user yet. Add them by e-mail, with access to the folder ${workspace.name}?`,
      )
      .waitFor();
    await prompt.getByRole('button', { name: 'Add' }).click();
    await dialog
      .getByRole('status')
      .getByText('mia.new@example.org has been added and was e-mailed a link to choose a password.')
      .waitFor();

    expect(mail.received).toHaveLength(1);
    const invitation = mail.received[0];
    if (!invitation) throw new Error('no invitation');
    expect(invitation.envelope.to).toEqual(['mia.new@example.org']);
    const token = /\/set-password#([A-Za-z0-9_-]+)/.exec(invitation.text)?.[1];
    if (!token) throw new Error(`no link in the invitation: ${invitation.text}`);
    expect(invitation.text).toContain(`${PUBLIC_URL}/set-password#${token}`);

    // The link, opened on this server: choose a password, then sign in with it.
    const mia = await open(`/set-password#${token}`);
    await mia.getByLabel('New password', { exact: true }).fill('mias-own-password');
    await mia.getByLabel('New password again').fill('mias-own-password');
    await mia.getByRole('button', { name: 'Set password' }).click();
    await mia.getByText('Your password is set. Sign in with your user name and the new password.').waitFor();
    const signedIn = await open(`/folders/${workspace.id}`);
    await waitForScreen(signedIn, 'signin');
    await signIn(signedIn, { userName: 'mia.new@example.org', password: 'mias-own-password' });
    await waitForScreen(signedIn, 'main');
    await topFolders(signedIn).toEqual([workspace.name]);
  }, 120_000);
});
