// Uploading in the reference app on the REAL server (issue 19; spec 000 §2 the top menu's upload and
// the no-results shortcut; spec 001 §4, §5, §7, §8): three photos go into a new folder from the
// empty folder's shortcut and their thumbnails show; a name that exists is resolved three ways (new
// version 1, skip 2, copy 3) from the top menu's Upload; a zip is extracted; a folder's files keep
// their structure (dropped from the desktop on the page, and on a folder of the folder tree); a
// visitor uploads through a public page's link without signing in.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { solidImage } from '../../packages/server/src/testing/images.ts';
import { cspViolationsOf, serverAppForThisFile, uncaughtErrorsOf } from './server-harness';
import { journeysOn } from './server-journeys';

const server = serverAppForThisFile();
const journeys = journeysOn(server);

const panel = (page: Page) => page.getByRole('dialog', { name: 'Upload files' });
const done = (dialog: Locator) => dialog.locator('.vt-uploader__state[data-state="done"]');
const tiles = (page: Page) => page.locator('.vt-views__view [role="gridcell"]');

/** A call of the signed-in page (its session cookie, its origin). */
async function call<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
    { method, path, body },
  );
}

/** The names of the files the server holds in folder `folderId`, sorted. */
async function namesIn(folderId: number): Promise<string[]> {
  const rows = await server.app.vitrine.db
    .selectFrom('files')
    .select('file_name')
    .where('folder_id', '=', folderId)
    .orderBy('file_name')
    .execute();
  return rows.map((row) => row.file_name);
}

/** The files the server holds below folder `folderId`, each as 'sub/folder/name.jpg', sorted. */
async function treeOf(folderId: number): Promise<string[]> {
  const db = server.app.vitrine.db;
  const found: string[] = [];
  const walk = async (id: number, prefix: string) => {
    for (const name of await namesIn(id)) found.push(`${prefix}${name}`);
    const children = await db
      .selectFrom('folders')
      .select(['id', 'name'])
      .where('parent_id', '=', id)
      .execute();
    for (const child of children) await walk(child.id, `${prefix}${child.name}/`);
  };
  await walk(folderId, '');
  return found.sort();
}

/**
 * A folder on this machine's disk as a user has it on the desktop: 'trip' with one photo at its top
 * and two in its sub-folder 'day 1'. Answers its path; `cleanup` removes it.
 */
async function tripOnDisk(): Promise<{ path: string; cleanup: () => Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'vitrine-e2e-desktop-'));
  const trip = join(root, 'trip');
  await mkdir(join(trip, 'day 1'), { recursive: true });
  await writeFile(join(trip, 'harbour.jpg'), await solidImage(120, 90, 'jpeg', '#2080c0'));
  await writeFile(join(trip, 'day 1', 'cliffs.jpg'), await solidImage(120, 90, 'jpeg', '#c08020'));
  await writeFile(join(trip, 'day 1', 'meadow.jpg'), await solidImage(120, 90, 'jpeg', '#40b040'));
  return { path: trip, cleanup: () => rm(root, { recursive: true, force: true }) };
}

/**
 * Drops files and folders of this machine (`paths`) from the desktop at the centre of `target`:
 * Chromium's own drag of files from outside the page (CDP Input.dispatchDragEvent), so the page
 * reads a dropped folder through the entries API exactly as from a file manager.
 */
async function dropFromDesktop(page: Page, target: Locator, paths: readonly string[]): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('The drop target is not on the screen.');
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  try {
    // dragOperationsMask 1: copy, as a file manager offers its files.
    const data = { items: [], files: [...paths], dragOperationsMask: 1 };
    for (const type of ['dragEnter', 'dragOver', 'drop'] as const) {
      await cdp.send('Input.dispatchDragEvent', { type, ...at, data });
    }
  } finally {
    await cdp.detach();
  }
}

/** What a dropped 'trip' folder becomes on the server: its structure kept below the target. */
const TRIP_ON_SERVER = ['trip/day 1/cliffs.jpg', 'trip/day 1/meadow.jpg', 'trip/harbour.jpg'];

/** A zip of `files`, stored (no compression): what a user's archiver makes of a few photos. */
function zipOf(files: readonly { name: string; bytes: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, bytes } of files) {
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(bytes);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(bytes.length, 18);
    local.writeUInt32LE(bytes.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(bytes.length, 20);
    central.writeUInt32LE(bytes.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, bytes);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + bytes.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

describe('uploading in the reference app on the real server (issue 19)', () => {
  it('three photos into a new folder from its no-results shortcut: uploaded, their thumbnails shown', async () => {
    const photos = await Promise.all(
      ['#c03030', '#30a030', '#3050c0'].map((colour) => solidImage(320, 240, 'jpeg', colour)),
    );
    await journeys.signedIn('/all', async (page) => {
      const folder = await call<{ id: number }>(page, 'POST', '/api/folder/addFolder', {
        Name: 'Holiday uploads',
        ParentId: 0,
      });
      await page.goto(new URL(`folders/${folder.id}`, server.url).href);
      // spec 000 §2: the empty folder's no-results view offers the upload.
      await page.getByRole('button', { name: 'Upload' }).last().click();
      const dialog = panel(page);
      await dialog.getByText('Into the folder Holiday uploads').waitFor();
      await dialog.getByLabel('Choose files to upload').setInputFiles(
        photos.map((buffer, index) => ({
          name: `holiday-${index + 1}.jpg`,
          mimeType: 'image/jpeg',
          buffer,
        })),
      );
      await expect.poll(() => done(dialog).count(), { timeout: 30_000 }).toBe(3);
      await dialog.getByRole('button', { name: 'Done' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await namesIn(folder.id)).toEqual(['holiday-1.jpg', 'holiday-2.jpg', 'holiday-3.jpg']);
      // The view was read again: three tiles, each with its thumbnail drawn.
      await expect.poll(() => tiles(page).count(), { timeout: 30_000 }).toBe(3);
      await expect
        .poll(
          () =>
            tiles(page)
              .locator('img')
              .evaluateAll(
                (images) =>
                  images.filter(
                    (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
                  ).length,
              ),
          { timeout: 30_000 },
        )
        .toBe(3);
      expect(cspViolationsOf(page)).toEqual([]);
    });
  });

  it('a name that exists, from the top menu: new version (1), skip (2), copy (3)', async () => {
    const workspace = server.library.folders.workspace;
    const id = await server.addToWorkspace('lighthouse.jpg', await solidImage(200, 150, 'jpeg', '#2050c0'));
    // Each try sends other content under the same name: the same bytes again would be an exact
    // duplicate, which the duplicate pre-check asks about first (its own scenario).
    const colours = {
      'Upload as a new version': '#d02020',
      'Skip this file': '#20a040',
      'Upload a copy': '#c0a000',
    };
    await journeys.signedIn(`/folders/${workspace.id}`, async (page) => {
      await tiles(page).first().waitFor();
      for (const answer of ['Upload as a new version', 'Skip this file', 'Upload a copy'] as const) {
        const again = await solidImage(200, 150, 'jpeg', colours[answer]);
        await page.locator('.vt-views__topmenu').getByRole('button', { name: 'Upload' }).click();
        const dialog = panel(page);
        await dialog.getByLabel('Choose files to upload').setInputFiles({
          name: 'lighthouse.jpg',
          mimeType: 'image/jpeg',
          buffer: again,
        });
        const question = page.getByRole('alertdialog', { name: 'A file with this name already exists' });
        await question
          .getByText('a file named “lighthouse.jpg”', { exact: false })
          .waitFor({ timeout: 30_000 });
        await question.getByRole('button', { name: answer }).click();
        await dialog
          .locator(`.vt-uploader__state[data-state="${answer === 'Skip this file' ? 'skipped' : 'done'}"]`)
          .waitFor({ timeout: 30_000 });
        await dialog.getByRole('button', { name: 'Done' }).click();
        await dialog.waitFor({ state: 'detached' });
      }
    });
    // 1: the file has a second version; 2: nothing more; 3: a copy beside it under another name.
    const file = await server.app.vitrine.db
      .selectFrom('files')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(file.version).toBe(2);
    const names = (await namesIn(workspace.id)).filter((name) => name.startsWith('lighthouse'));
    expect(names).toHaveLength(2);
    expect(names).toContain('lighthouse.jpg');
  });

  it('the same content under another name: the duplicate pre-check asks first, and "Skip this file" sends nothing', async () => {
    const workspace = server.library.folders.workspace;
    const bytes = await solidImage(160, 120, 'jpeg', '#6040c0');
    await server.addToWorkspace('original-violet.jpg', bytes);
    const before = await namesIn(workspace.id);
    await journeys.signedIn(`/folders/${workspace.id}`, async (page) => {
      await tiles(page).first().waitFor();
      await page.locator('.vt-views__topmenu').getByRole('button', { name: 'Upload' }).click();
      const dialog = panel(page);
      const search = dialog.getByRole('checkbox', { name: 'Search for duplicates' });
      if (!(await search.isChecked())) await search.check();
      await dialog.getByLabel('Choose files to upload').setInputFiles({
        name: 'renamed-violet.jpg',
        mimeType: 'image/jpeg',
        buffer: bytes,
      });
      // Hashed in the page's worker (hash-wasm under the server's CSP), asked before any byte is sent.
      const question = page.getByRole('alertdialog', { name: 'Possible duplicate' });
      await question.getByText('original-violet.jpg', { exact: false }).waitFor({ timeout: 30_000 });
      await question.getByRole('button', { name: 'Skip this file' }).click();
      await dialog.locator('.vt-uploader__state[data-state="skipped"]').waitFor({ timeout: 30_000 });
      await dialog.getByRole('button', { name: 'Done' }).click();
    });
    expect(await namesIn(workspace.id)).toEqual(before);
  });

  it('a zip with "Extract zip archives": its photos land in the folder, not the archive', async () => {
    const workspace = server.library.folders.workspace;
    const zip = zipOf([
      { name: 'beach.jpg', bytes: await solidImage(120, 90, 'jpeg', '#e0c050') },
      { name: 'dunes.jpg', bytes: await solidImage(120, 90, 'jpeg', '#a07040') },
    ]);
    await journeys.signedIn(`/folders/${workspace.id}`, async (page) => {
      await page.locator('.vt-views__topmenu').getByRole('button', { name: 'Upload' }).click();
      const dialog = panel(page);
      const extract = dialog.getByRole('checkbox', { name: 'Extract zip archives' });
      if (!(await extract.isChecked())) await extract.check();
      await dialog.getByLabel('Choose files to upload').setInputFiles({
        name: 'summer.zip',
        mimeType: 'application/zip',
        buffer: zip,
      });
      await done(dialog).first().waitFor({ timeout: 30_000 });
    });
    const names = await namesIn(workspace.id);
    expect(names).toEqual(expect.arrayContaining(['beach.jpg', 'dunes.jpg']));
    expect(names).not.toContain('summer.zip');
  });

  it('a folder dropped from the desktop on the page keeps its structure: the server makes its sub-folders', async () => {
    const trip = await tripOnDisk();
    try {
      let folderId = 0;
      await journeys.signedIn('/all', async (page) => {
        ({ id: folderId } = await call<{ id: number }>(page, 'POST', '/api/folder/addFolder', {
          Name: 'Dropped trips',
          ParentId: 0,
        }));
        await page.goto(new URL(`folders/${folderId}`, server.url).href);
        // The empty folder's view: dropped anywhere on the page, the files go into the selected folder.
        const view = page.locator('main');
        await page.getByRole('button', { name: 'Upload' }).last().waitFor();
        await dropFromDesktop(page, view, [trip.path]);
        const dialog = panel(page);
        await dialog.getByText('Into the folder Dropped trips').waitFor();
        await expect.poll(() => done(dialog).count(), { timeout: 30_000 }).toBe(3);
        // Each file is listed with its path in the dropped folder.
        await dialog.getByText('trip/day 1/cliffs.jpg').first().waitFor();
        await dialog.getByRole('button', { name: 'Done' }).click();
        await dialog.waitFor({ state: 'detached' });
        expect(cspViolationsOf(page)).toEqual([]);
      });
      expect(await treeOf(folderId)).toEqual(TRIP_ON_SERVER);
    } finally {
      await trip.cleanup();
    }
  });

  it('dropped from the desktop on a folder of the tree: uploaded into that folder, not the selected one', async () => {
    const trip = await tripOnDisk();
    try {
      let target = 0;
      let selected = 0;
      await journeys.signedIn('/all', async (page) => {
        ({ id: target } = await call<{ id: number }>(page, 'POST', '/api/folder/addFolder', {
          Name: 'Tree drop target',
          ParentId: 0,
        }));
        ({ id: selected } = await call<{ id: number }>(page, 'POST', '/api/folder/addFolder', {
          Name: 'Selected folder',
          ParentId: 0,
        }));
        await page.goto(new URL(`folders/${selected}`, server.url).href);
        const row = page
          .getByRole('tree', { name: 'Folders' })
          .getByRole('treeitem', { name: 'Tree drop target', exact: true });
        await row.waitFor();
        await dropFromDesktop(page, row, [trip.path]);
        const dialog = panel(page);
        await dialog.getByText('Into the folder Tree drop target').waitFor();
        await expect.poll(() => done(dialog).count(), { timeout: 30_000 }).toBe(3);
        await dialog.getByRole('button', { name: 'Done' }).click();
        await dialog.waitFor({ state: 'detached' });
        // The drop ended on the row: it is no longer highlighted.
        expect(await row.getAttribute('data-drop-target')).toBeNull();
      });
      expect(await treeOf(target)).toEqual(TRIP_ON_SERVER);
      expect(await treeOf(selected)).toEqual([]);
    } finally {
      await trip.cleanup();
    }
  });

  it('a visitor uploads images through a public page’s link, without signing in', async () => {
    const workspace = server.library.folders.workspace;
    let hash = '';
    await journeys.signedIn('/all', async (page) => {
      ({ hash } = await call<{ hash: string }>(page, 'POST', '/api/upload/public-pages', {
        folderId: workspace.id,
      }));
    });
    const page = await server.open(`/public/${hash}`);
    try {
      const dialog = page.getByRole('dialog', { name: 'Upload images' });
      await dialog.getByText('Images only, at most 10 files at a time.').waitFor();
      await dialog.getByLabel('Choose files to upload').setInputFiles({
        name: 'visitor.jpg',
        mimeType: 'image/jpeg',
        buffer: await solidImage(100, 100, 'jpeg', '#40a0a0'),
      });
      await done(dialog).first().waitFor({ timeout: 30_000 });
      expect(uncaughtErrorsOf(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
    expect(await namesIn(workspace.id)).toContain('visitor.jpg');
  });
});
