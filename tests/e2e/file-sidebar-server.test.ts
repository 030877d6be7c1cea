// The file sidebar of the reference app on the REAL reference server (spec 000 §2 "file sidebar
// toggle", web setting isFileSidebarEnabled; issue 15): the top menu's toggle shows it, it lists the
// selected files, the setting survives a reload, and files dragged from it onto a folder move (PATCH
// /api/files) and onto a set are added (POST /api/virtualsets/{setId}/images), both calls saying
// isDropFromSidebar: true (spec 001 §7); each checked in the server's own tables afterwards.
import { Readable } from 'node:stream';
import { deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ingestContextFor } from '../../packages/server/src/ingest/context.ts';
import { ingestFile } from '../../packages/server/src/ingest/ingest.ts';
import {
  CONTRACT_USERS,
  serverAppForThisFile,
  signIn,
  uncaughtErrorsOf,
  waitForScreen,
} from './server-harness';

const server = serverAppForThisFile();

/** A tiny valid PNG (one colour), so no image library is needed. */
function png(width: number, height: number, shade: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, shade)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Adds `count` PNG files named `{prefix}-NN.png` to the workspace folder (/Marketing). */
async function addFiles(prefix: string, count: number): Promise<string[]> {
  const context = await ingestContextFor(server.app.vitrine, server.app);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const fileName = `${prefix}-${String(i + 1).padStart(2, '0')}.png`;
    await ingestFile(context, {
      source: { stream: Readable.from([png(40 + i, 30, (i * 70) % 256)]) },
      fileName,
      folder: server.library.folders.workspace,
      ownerId: server.library.userIds.superAdmin,
    });
    names.push(fileName);
  }
  return names;
}

const db = () => server.app.vitrine.db;

async function folderOf(fileName: string): Promise<string | undefined> {
  const row = await db()
    .selectFrom('files')
    .innerJoin('folders', 'folders.id', 'files.folder_id')
    .select('folders.name')
    .where('files.file_name', '=', fileName)
    .executeTakeFirst();
  return row?.name;
}

async function filesInSet(setName: string): Promise<string[]> {
  const rows = await db()
    .selectFrom('set_files')
    .innerJoin('sets', 'sets.id', 'set_files.set_id')
    .innerJoin('files', 'files.id', 'set_files.file_id')
    .select('files.file_name')
    .where('sets.name', '=', setName)
    .orderBy('files.file_name')
    .execute();
  return rows.map((row) => row.file_name);
}

async function signedIn(path: string, check: (page: Page) => Promise<void>): Promise<void> {
  const page = await server.open(path);
  try {
    await page.setViewportSize({ width: 1600, height: 1100 });
    await waitForScreen(page, 'signin');
    await signIn(page, CONTRACT_USERS.superAdmin);
    await page.locator('main:not([data-screen="loading"]):not([data-screen="signin"])').waitFor();
    await check(page);
    expect(uncaughtErrorsOf(page)).toEqual([]);
  } finally {
    await page.context().close();
  }
}

const workspacePage = () => `/folders/${server.library.folders.workspace.id}`;
const cellNamed = (page: Page, name: string) =>
  page
    .locator('.vt-views__view[data-view="rows"]')
    .getByRole('gridcell')
    .filter({ has: page.locator('.vt-views__name', { hasText: name }) });
const topMenu = (page: Page) => page.getByRole('toolbar', { name: 'File actions' });
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'File sidebar' });
const sidebarNames = (page: Page) => sidebar(page).locator('.vt-views__file-sidebar-name').allTextContents();

/** The top menu's File sidebar toggle: its button, or its entry in the More menu. */
async function toggleSidebar(page: Page): Promise<void> {
  const inline = topMenu(page).getByRole('button', { name: 'File sidebar', exact: true });
  if (await inline.isVisible()) {
    await inline.click();
    return;
  }
  await topMenu(page).getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: /^File sidebar/ }).click();
}

async function select(page: Page, names: readonly string[]): Promise<void> {
  for (const [i, name] of names.entries()) {
    await cellNamed(page, name).click(i === 0 ? {} : { modifiers: ['Control'] });
  }
}

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
    const names = await addFiles('side', 3);
    await signedIn(workspacePage(), async (page) => {
      await cellNamed(page, names[0] as string).waitFor();
      await expect(sidebar(page).count()).resolves.toBe(0);
      await toggleSidebar(page);
      await sidebar(page).waitFor();
      await sidebar(page).getByRole('heading', { name: 'No files selected' }).waitFor();
      await select(page, [names[0] as string, names[2] as string]);
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
    const names = await addFiles('drop', 3);
    await signedIn(workspacePage(), async (page) => {
      const patches = bodiesOf(page, 'PATCH', /^\/api\/files$/);
      const adds = bodiesOf(page, 'POST', /^\/api\/virtualsets\/\d+\/images$/);
      await cellNamed(page, names[0] as string).waitFor();
      await toggleSidebar(page);
      await sidebar(page).waitFor();

      // Onto a set: the one file listed is added.
      await select(page, [names[0] as string]);
      await expect.poll(() => sidebarNames(page)).toEqual([names[0]]);
      const setsToggle = page.getByRole('button', { name: 'Virtual Set' }).first();
      if ((await setsToggle.getAttribute('aria-expanded')) === 'false') await setsToggle.click();
      const set = await treeRow(page.getByRole('tree', { name: 'Virtual Set' }), 'Empty set');
      await sidebar(page).getByRole('listitem').first().dragTo(set);
      await page.locator('.vt-ui__toast-message', { hasText: 'added to the' }).waitFor();
      await expect(filesInSet('Empty set')).resolves.toEqual([names[0]]);
      expect(adds).toEqual([{ ImageIds: [expect.any(Number)], isDropFromSidebar: true }]);

      // Onto a folder: the two files listed move.
      await select(page, [names[1] as string, names[2] as string]);
      await expect.poll(() => sidebarNames(page)).toEqual([names[1], names[2]]);
      const folder = await treeRow(page.getByRole('tree', { name: 'Folders' }).first(), 'Products');
      await sidebar(page).getByRole('listitem').last().dragTo(folder);
      await page.locator('.vt-ui__toast-message', { hasText: '2 files moved to Products.' }).waitFor();
      await expect(folderOf(names[1] as string)).resolves.toBe('Products');
      await expect(folderOf(names[2] as string)).resolves.toBe('Products');
      await expect(folderOf(names[0] as string)).resolves.toBe('Marketing');
      expect(patches).toHaveLength(1);
      expect(patches[0]).toMatchObject({ isDropFromSidebar: true });
    });
  });
});
