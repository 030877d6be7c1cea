// What the journeys on the REAL reference server share beyond the harness itself: solid-colour PNGs
// encoded here (no image library needed), files added through the server's own ingest, the server's
// tables read back (which folder a file is in, which files a set holds), a page signed in as the super
// admin, and a drag between two elements that waits for the drop target to accept before releasing.
import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ingestContextFor } from '../../packages/server/src/ingest/context.ts';
import { ingestFile } from '../../packages/server/src/ingest/ingest.ts';
import {
  CONTRACT_USERS,
  type ServerAppHarness,
  signIn,
  uncaughtErrorsOf,
  waitForScreen,
} from './server-harness';

export type Rgb = readonly [number, number, number];

/** A PNG of one colour (`width` x `height`, 8-bit RGB); a number is a grey of that shade. */
export function solidPng(width: number, height: number, colour: Rgb | number): Buffer {
  const rgb: Rgb = typeof colour === 'number' ? [colour, colour, colour] : colour;
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
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3] as number)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** What a journey does on `server`: files added and read back, a page signed in. */
export interface Journeys {
  /**
   * Adds PNG files to the workspace folder (/Marketing) through the server's ingest, owned by the
   * super admin, without waiting for their thumbnails; answers the ingested files' ids.
   */
  ingestPngs(files: readonly { fileName: string; png: Buffer }[]): Promise<number[]>;
  /**
   * Adds `count` PNG files named `{prefix}-01.png`, `{prefix}-02.png`, … (each of its own size and
   * colour) to the workspace folder; answers their names.
   */
  addNumberedPngs(prefix: string, count: number): Promise<string[]>;
  /** The name of the folder the server holds the file named `fileName` in. */
  folderOf(fileName: string): Promise<string | undefined>;
  /** The names of the files the server holds in the set named `setName`, sorted. */
  filesInSet(setName: string): Promise<string[]>;
  /**
   * Opens `path` in a fresh context in a window of `size` (default: the journeys' own), signs in as
   * the super admin, waits for the signed-in screen, runs the check, then checks the page threw
   * nothing; the context is closed in any case.
   */
  signedIn(path: string, check: (page: Page) => Promise<void>, size?: WindowSize): Promise<void>;
}

export interface WindowSize {
  width: number;
  height: number;
}

/** The journeys of one test file on `server`, in a window of `size` (default 1400 × 1000). */
export function journeysOn(
  server: ServerAppHarness,
  { size = { width: 1400, height: 1000 } }: { size?: WindowSize } = {},
): Journeys {
  const db = () => server.app.vitrine.db;
  const journeys: Journeys = {
    async ingestPngs(files) {
      const context = await ingestContextFor(server.app.vitrine, server.app);
      const ids: number[] = [];
      for (const { fileName, png } of files) {
        const { file } = await ingestFile(context, {
          source: { stream: Readable.from([png]) },
          fileName,
          folder: server.library.folders.workspace,
          ownerId: server.library.userIds.superAdmin,
        });
        ids.push(file.id);
      }
      return ids;
    },
    async addNumberedPngs(prefix, count) {
      const files = Array.from({ length: count }, (_, i) => ({
        fileName: `${prefix}-${String(i + 1).padStart(2, '0')}.png`,
        png: solidPng(40 + i, 30, [(i * 50) % 256, 120, 200]),
      }));
      await journeys.ingestPngs(files);
      return files.map((file) => file.fileName);
    },
    async folderOf(fileName) {
      const row = await db()
        .selectFrom('files')
        .innerJoin('folders', 'folders.id', 'files.folder_id')
        .select('folders.name')
        .where('files.file_name', '=', fileName)
        .executeTakeFirst();
      return row?.name;
    },
    async filesInSet(setName) {
      const rows = await db()
        .selectFrom('set_files')
        .innerJoin('sets', 'sets.id', 'set_files.set_id')
        .innerJoin('files', 'files.id', 'set_files.file_id')
        .select('files.file_name')
        .where('sets.name', '=', setName)
        .orderBy('files.file_name')
        .execute();
      return rows.map((row) => row.file_name);
    },
    async signedIn(path, check, windowSize = size) {
      const page = await server.open(path);
      try {
        await page.setViewportSize(windowSize);
        await waitForScreen(page, 'signin');
        await signIn(page, CONTRACT_USERS.superAdmin);
        await page.locator('main:not([data-screen="loading"]):not([data-screen="signin"])').waitFor();
        await check(page);
        expect(uncaughtErrorsOf(page)).toEqual([]);
      } finally {
        await page.context().close();
      }
    },
  };
  return journeys;
}

/** The centre of `locator` once it has stopped moving (the same box on two frames in a row). */
async function settledCentre(locator: Locator): Promise<{ x: number; y: number }> {
  await locator.scrollIntoViewIfNeeded();
  let last = '';
  for (;;) {
    const box = await locator.boundingBox();
    const now = JSON.stringify(box);
    if (box && now === last) return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    last = now;
    await locator.page().waitForTimeout(50);
  }
}

/**
 * Drags `source` onto `target` with the mouse (the browser's own drag and drop) and releases only
 * once the target says it accepts (`data-drop-target`, as the trees' rows do): a target still moving
 * when the pointer arrived (a panel laying out as its sections load) is pointed at again. Playwright's
 * `dragTo` releases wherever the target was when it looked, which under load can be a neighbour.
 */
export async function dragOnto(page: Page, source: Locator, target: Locator): Promise<void> {
  const from = await settledCentre(source);
  await settledCentre(target);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 8, from.y + 8, { steps: 2 });
  await expect
    .poll(
      async () => {
        const to = await settledCentre(target);
        await page.mouse.move(to.x, to.y, { steps: 4 });
        return target.getAttribute('data-drop-target');
      },
      { timeout: 15_000 },
    )
    .toBe('true');
  await page.mouse.up();
}

/** The main page's gallery in its rows layout. */
export const rowsView = (page: Page): Locator => page.locator('.vt-views__view[data-view="rows"]');

/** The gallery cell of the file named `name`. */
export const cellNamed = (page: Page, name: string): Locator =>
  rowsView(page)
    .getByRole('gridcell')
    .filter({ has: page.locator('.vt-views__name', { hasText: name }) });

/**
 * Types `text` into one cell of the grid view (the row of file `fileId`, the column `column`): a click
 * on the cell, Enter to edit, the text, Enter to save. Answers the row's index, the cell and the editor.
 */
export async function editGridCell(
  page: Page,
  fileId: number,
  column: string,
  text: string,
): Promise<{ row: string | null; cell: Locator; editor: Locator }> {
  const grid = page.getByRole('grid', { name: 'Files' });
  const idCell = grid.locator('[role="gridcell"][data-column="id"]', { hasText: new RegExp(`^${fileId}$`) });
  await idCell.waitFor();
  const row = await idCell.getAttribute('data-row');
  const cell = grid.locator(`[role="gridcell"][data-row="${row}"][data-column="${column}"]`);
  await cell.click();
  await page.keyboard.press('Enter');
  const editor = page.getByRole('textbox');
  await editor.fill(text);
  await page.keyboard.press('Enter');
  return { row, cell, editor };
}

/** The views' top menu. */
export const fileActions = (page: Page): Locator => page.getByRole('toolbar', { name: 'File actions' });

/** Selects the files named `names` (a click, then Ctrl+click) and waits until the gallery says so. */
export async function selectFiles(page: Page, names: readonly string[]): Promise<void> {
  await cellNamed(page, names[0] as string).waitFor();
  for (const [i, name] of names.entries()) {
    await cellNamed(page, name).click(i === 0 ? {} : { modifiers: ['Control'] });
  }
  await page.waitForFunction(
    (n) =>
      document.querySelectorAll('.vt-views__view[data-view="rows"] [role="gridcell"][aria-selected="true"]')
        .length === n,
    names.length,
  );
}

/** Runs the top menu's action `name`: its button, or the entry of its More menu where it did not fit. */
export async function runAction(page: Page, name: string): Promise<void> {
  const inline = fileActions(page).getByRole('button', { name, exact: true });
  if (await inline.isVisible()) {
    await inline.click();
    return;
  }
  await fileActions(page).getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name }).click();
}
