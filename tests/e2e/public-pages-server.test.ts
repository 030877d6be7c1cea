// The public upload pages on the REAL reference server (issue 19): the super admin reaches
// /admin/public-pages from the administration navigation, makes a page into a folder chosen in the
// folder tree with a quota, sees it listed and reads its link (shown once made); a visitor without
// a session uploads an image through that link; the admin revokes the page (it stays listed,
// revoked) and the link refuses from then on (403 with the server's words), and no file more lands.
// Someone who is not the super admin is refused the page clearly.
import { chunkFields, resolveUploadFlags, UPLOAD_WIRE } from '@vitrine/api-client';
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
const opened: Page[] = [];

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

async function signedIn(path: string, credentials: { userName: string; password: string }, screen: string) {
  const page = await open(path);
  await waitForScreen(page, 'signin');
  await signIn(page, credentials);
  await waitForScreen(page, screen);
  return page;
}

async function axeClean(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.length }))).toEqual([]);
}

/** A 1×1 PNG: a real image, which a public page takes (spec 001 §5). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A visitor without a session sends one image through a public link's page, in one chunk. */
async function uploadThrough(link: string, fileName: string) {
  const hash = decodeURIComponent(new URL(link).pathname.replace(/^\/public\//, ''));
  const form = new FormData();
  for (const [name, value] of chunkFields({
    fileName,
    fileSize: PNG.length,
    chunk: { index: 0, count: 1, offset: 0, size: PNG.length },
    uniqueId: `e2e-${fileName}-${Date.now()}`,
    flags: resolveUploadFlags({}),
  })) {
    form.append(name, value);
  }
  form.append(UPLOAD_WIRE.file, new Blob([PNG]), fileName);
  const response = await fetch(new URL(`api/upload/public/${encodeURIComponent(hash)}`, server.url), {
    method: 'POST',
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const pagesTable = (page: Page) => page.getByRole('table', { name: 'Public upload pages' });

describe('public upload pages in the product (issue 19)', () => {
  it('the super admin makes a page, sees it listed, a visitor uploads through it; revoked, its link refuses', async () => {
    const page = await signedIn('/admin/people', CONTRACT_USERS.superAdmin, 'admin');
    await page
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: 'Public upload pages' })
      .click();
    await expect.poll(() => pathOf(page)).toBe('/admin/public-pages');
    const form = page.getByRole('region', { name: 'Make a public upload page' });
    await form.waitFor();
    await expect.poll(() => pagesTable(page).count()).toBe(0); // none yet: the empty sentence
    await page.getByText('There are no public upload pages yet.').waitFor();
    await axeClean(page);

    // The folder from the tree, at most 3 files.
    await form.getByRole('button', { name: 'Choose folder…' }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose the folder' });
    await chooser.getByRole('treeitem', { name: 'Marketing', exact: true }).click();
    await chooser.getByRole('button', { name: 'Choose' }).click();
    await chooser.waitFor({ state: 'detached' });
    await form.getByLabel('At most this many files in all (optional)').fill('3');
    await form.getByRole('button', { name: 'Make page' }).click();

    const shown = page.getByRole('region', { name: 'Link to the page into /Marketing' });
    const link = await shown.getByLabel('Public upload link').inputValue();
    expect(link).toMatch(new RegExp(`^${server.url}public/[A-Za-z0-9_-]{24}$`));
    const row = pagesTable(page).getByRole('row', { name: /^\/Marketing\b/ });
    await row.getByText('Active', { exact: true }).waitFor();
    await row.getByText('at most 3 files').waitFor();
    await axeClean(page);

    // A visitor uploads through the link; the page counts it.
    const accepted = await uploadThrough(link, 'visitor.png');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ complete: true, files: [{ name: 'visitor.png' }] });
    await page.reload();
    await pagesTable(page)
      .getByRole('row', { name: /^\/Marketing\b/ })
      .getByText(`1 file, ${PNG.length} B`)
      .waitFor();

    // Revoked: listed as such, without its actions; the link refuses.
    const again = pagesTable(page).getByRole('row', { name: /^\/Marketing\b/ });
    await again.getByRole('button', { name: 'Revoke…' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke link' }).click();
    await again.getByText('Revoked', { exact: true }).waitFor();
    expect(await again.getByRole('button', { name: 'Revoke…' }).count()).toBe(0);
    const refused = await uploadThrough(link, 'late.png');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      responseStatus: { message: 'This public upload page does not exist or has expired.' },
    });
    const names = await server.app.vitrine.db
      .selectFrom('files')
      .select('file_name')
      .where('folder_id', '=', server.library.folders.workspace.id)
      .execute();
    expect(names.map((n) => n.file_name)).toEqual(['visitor.png']);
  });

  it('someone who is not the super admin is refused the page', async () => {
    const page = await signedIn('/admin/public-pages', CONTRACT_USERS.editor, 'admin');
    await page.getByRole('heading', { name: 'You cannot use this page' }).waitFor();
    await page.getByText('Only a super admin can manage public upload pages.').waitFor();
  });
});
