// Share links of the reference app on the REAL reference server (issue 20): the owner selects 5
// files, shares them from the top menu with a password and the download flag off (the share dialog:
// create, patch, copy); a visitor opens the link in a fresh browser context (no account), gives the
// password (a wrong one first: the server's words), sees exactly those 5 files in the gallery, is
// offered no download and is refused one, and is refused a sixth file's thumbnail; the owner
// revokes the link and the visitor's page and thumbnails die with it.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cspViolationsOf, serverAppForThisFile, uncaughtErrorsOf } from './server-harness';
import { journeysOn, rowsView, runAction, selectFiles } from './server-journeys';

const server = serverAppForThisFile();
const { addNumberedPngs, signedIn } = journeysOn(server, { size: { width: 1600, height: 1100 } });

const workspacePage = () => `/folders/${server.library.folders.workspace.id}`;

/** The file names the gallery shows, sorted. */
async function galleryNames(page: Page): Promise<string[]> {
  return (await rowsView(page).locator('[role="gridcell"] .vt-views__name').allTextContents()).sort();
}

/** The status of a GET of `path` made by the page (its cookies: the visitor's session). */
const statusOf = (page: Page, path: string) =>
  page.evaluate(async (url) => (await fetch(url, { credentials: 'same-origin' })).status, path);

async function idsOf(names: readonly string[]): Promise<Map<string, number>> {
  const rows = await server.app.vitrine.db
    .selectFrom('files')
    .select(['id', 'file_name'])
    .where('file_name', 'in', [...names])
    .execute();
  return new Map(rows.map((row) => [row.file_name, Number(row.id)]));
}

describe('share links on the real server (issue 20)', () => {
  it('shares 5 files with a password and no download; a visitor sees exactly those; revoking kills the link', async () => {
    const names = await addNumberedPngs('shared', 6);
    const shared = names.slice(0, 5);
    const sixth = names[5] as string;
    const ids = await idsOf(names);
    const PASSWORD = 'open sesame 42';

    await signedIn(workspacePage(), async (owner) => {
      await owner.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
      await selectFiles(owner, shared);
      await runAction(owner, 'Share');
      const dialog = owner.getByRole('dialog', { name: 'Share' });
      await dialog.getByText('A link to the 5 selected files.').waitFor();
      await dialog.getByRole('textbox', { name: 'Title' }).fill('Summer campaign');
      await dialog.getByText('Address: …/shared/summer-campaign-…').waitFor();
      await dialog.getByRole('checkbox', { name: 'Download the files' }).uncheck();
      await dialog.getByLabel('Password (optional)').fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Share and copy the link' }).click();
      await owner.getByText('Your sharing link has been copied to the clipboard').first().waitFor();
      await dialog.waitFor({ state: 'detached' });
      const link = await owner.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(
        new RegExp(`^${server.url.replace(/\/$/, '')}/shared/summer-campaign-[a-z2-7]{20}$`),
      );
      const linkPath = new URL(link).pathname;

      // The visitor: a fresh browser context, no account.
      const visitor = await server.open(linkPath);
      try {
        const password = visitor.getByLabel('Password');
        await password.waitFor();
        await password.fill('not it');
        await visitor.getByRole('button', { name: 'Open' }).click();
        await visitor.getByText('The password is not correct.').waitFor();
        await password.fill(PASSWORD);
        await visitor.getByRole('button', { name: 'Open' }).click();
        await visitor.getByRole('heading', { name: 'Summer campaign' }).waitFor();
        await visitor.getByText('5 files').waitFor();
        await expect.poll(() => galleryNames(visitor), { timeout: 15_000 }).toEqual([...shared].sort());
        // The download flag is off: nothing offers a download, and the server refuses one.
        expect(await visitor.getByRole('button', { name: 'Download all' }).count()).toBe(0);
        const first = ids.get(shared[0] as string) as number;
        expect(await statusOf(visitor, `/Download.aspx?id=${first}`)).toBe(403);
        const zip = await visitor.evaluate(
          async ([id, slug]) =>
            (
              await fetch('/api/publicexport', {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ ids: [id], type: 1, publicHash: slug }),
              })
            ).status,
          [first, linkPath.split('/').at(-1)] as const,
        );
        expect(zip).toBeGreaterThanOrEqual(400);
        // Its thumbnails load; a sixth file's is refused.
        expect(await statusOf(visitor, `/Download.aspx?id=${first}&thumb=1`)).toBe(200);
        const other = ids.get(sixth) as number;
        expect(await statusOf(visitor, `/Download.aspx?id=${other}&thumb=1`)).toBeGreaterThanOrEqual(400);

        // The owner revokes the link in My shares (the account menu's link): the visitor's page and
        // thumbnails die with it.
        await owner.getByRole('link', { name: 'My shares' }).click();
        await owner.waitForURL((url) => url.pathname === '/shares');
        const row = owner
          .getByRole('row')
          .filter({ has: owner.getByRole('rowheader', { name: /Summer campaign/ }) });
        await row.waitFor();
        const cells = row.getByRole('cell');
        expect(await cells.nth(0).textContent()).toBe('5');
        expect(Number(await cells.nth(1).textContent())).toBeGreaterThanOrEqual(1);
        expect(await cells.nth(2).textContent()).toBe('0');
        await row.getByRole('button', { name: 'Revoke: Summer campaign' }).click();
        const confirm = owner.getByRole('alertdialog');
        await confirm.getByRole('button', { name: 'Revoke' }).click();
        await owner.getByText('The link has been revoked.').first().waitFor();
        await expect.poll(() => row.getAttribute('data-status')).toBe('revoked');
        expect(await statusOf(visitor, `/Download.aspx?id=${first}&thumb=1`)).toBeGreaterThanOrEqual(400);
        await visitor.reload();
        await visitor.getByText('This shared link has been revoked.').waitFor();
        expect(await galleryNames(visitor)).toEqual([]);
        expect(cspViolationsOf(visitor)).toEqual([]);
        expect(uncaughtErrorsOf(visitor)).toEqual([]);
      } finally {
        await visitor.context().close();
      }
    });
  });

  it('a visitor of a link that allows downloads gets its files as one zip (the public export)', async () => {
    const names = await addNumberedPngs('zipped', 3);
    const shared = names.slice(0, 2);
    await signedIn(workspacePage(), async (owner) => {
      await owner.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
      await selectFiles(owner, shared);
      await runAction(owner, 'Share');
      const dialog = owner.getByRole('dialog', { name: 'Share' });
      await dialog.getByRole('button', { name: 'Share and copy the link' }).click();
      await dialog.waitFor({ state: 'detached' });
      const linkPath = new URL(await owner.evaluate(() => navigator.clipboard.readText())).pathname;
      // No title: a random address (no readable part).
      expect(linkPath).toMatch(/^\/shared\/[a-z2-7]{20}$/);
      const visitor = await server.open(linkPath);
      try {
        await visitor.getByRole('heading', { name: 'Shared files' }).waitFor();
        await expect.poll(() => galleryNames(visitor), { timeout: 15_000 }).toEqual([...shared].sort());
        const downloading = visitor.waitForEvent('download', { timeout: 30_000 });
        await visitor.getByRole('button', { name: 'Download all' }).click();
        const download = await downloading;
        expect(download.url()).toMatch(/\/api\/publicexport\/[^/]+$/);
        const path = await download.path();
        const bytes = await readFile(path);
        // A zip (local file header) holding the two shared files' names, not the third's.
        expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
        const text = bytes.toString('latin1');
        for (const name of shared) expect(text).toContain(name);
        expect(text).not.toContain(names[2] as string);
        expect(uncaughtErrorsOf(visitor)).toEqual([]);
      } finally {
        await visitor.context().close();
      }
    });
  });
});
