// The flash wall (/wall) and the flash carousel (/curve) of the reference app on the REAL reference
// server (spec 000 §2 views, §7 GET /api/flash/{view}, §9 "flash views load 100"; issue 15): a
// folder's files chosen in the tree and shown in each view, their pictures drawn from the server's
// thumbnails (decoded, of the file's own colour), the carousel stepping to the next file.
import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ingestContextFor } from '../../packages/server/src/ingest/context.ts';
import { ingestFile } from '../../packages/server/src/ingest/ingest.ts';
import {
  CONTRACT_USERS,
  pathOf,
  serverAppForThisFile,
  signIn,
  uncaughtErrorsOf,
  waitForScreen,
} from './server-harness';

const server = serverAppForThisFile();

type Rgb = readonly [number, number, number];

/** A PNG of one colour (`width` x `height`, 8-bit RGB), encoded here so no image library is needed. */
function png(width: number, height: number, rgb: Rgb): Buffer {
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

/** Three files of clearly different colours. */
const SWATCHES: { name: string; rgb: Rgb }[] = [
  { name: 'red.png', rgb: [220, 30, 30] },
  { name: 'green.png', rgb: [30, 200, 40] },
  { name: 'blue.png', rgb: [30, 40, 220] },
];

/** Adds the swatches to the workspace folder (/Marketing) through the server's ingest, thumbnails made. */
async function addSwatches(): Promise<void> {
  const context = await ingestContextFor(server.app.vitrine, server.app);
  for (const { name, rgb } of SWATCHES) {
    await ingestFile(context, {
      source: { stream: Readable.from([png(160, 120, rgb)]) },
      fileName: name,
      folder: server.library.folders.workspace,
      ownerId: server.library.userIds.superAdmin,
    });
  }
  server.app.vitrineJobs.worker.wake();
  await server.app.vitrineJobs.worker.idle();
}

/** Opens the workspace folder signed in as the super admin, runs the check, closes the context. */
async function inWorkspace(check: (page: Page) => Promise<void>): Promise<void> {
  const page = await server.open(`/folders/${server.library.folders.workspace.id}`);
  try {
    await page.setViewportSize({ width: 1400, height: 1000 });
    await waitForScreen(page, 'signin');
    await signIn(page, CONTRACT_USERS.superAdmin);
    await waitForScreen(page, 'main');
    await check(page);
    expect(uncaughtErrorsOf(page)).toEqual([]);
  } finally {
    await page.context().close();
  }
}

/** Chooses a view in the banner's switcher (the folder stays selected) and waits for its answer. */
async function switchTo(page: Page, label: string, view: 'wall' | 'curve'): Promise<number> {
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/api/flash/${view}`,
  );
  // With the keyboard: the switcher's place in the banner is not what this file checks.
  await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: label }).focus();
  await page.keyboard.press('Enter');
  const response = await answered;
  await page.locator(`.vt-views__flash[data-view="${view}"][data-state="ready"]`).waitFor();
  return response.status();
}

/**
 * The colour at the centre of each picture the selector finds, once every one is decoded (read in
 * the page's canvas: the pictures come from the same origin).
 */
async function drawnColours(page: Page, selector: string, count: number): Promise<Rgb[]> {
  await page.waitForFunction(
    ({ selector, count }) => {
      const images = [...document.querySelectorAll<HTMLImageElement>(selector)];
      return images.length === count && images.every((image) => image.complete && image.naturalWidth > 0);
    },
    { selector, count },
  );
  return page.evaluate((selector) => {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2d canvas');
    return [...document.querySelectorAll<HTMLImageElement>(selector)].map((image) => {
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      context.drawImage(image, 0, 0);
      const [r = 0, g = 0, b = 0] = context.getImageData(
        Math.floor(image.naturalWidth / 2),
        Math.floor(image.naturalHeight / 2),
        1,
        1,
      ).data;
      return [r, g, b] as const;
    });
  }, selector);
}

/** The swatch a colour is nearest to. */
function swatchOf(rgb: Rgb): string {
  const distance = (a: Rgb, b: Rgb) => a.reduce((sum, value, i) => sum + (value - (b[i] as number)) ** 2, 0);
  const [nearest] = [...SWATCHES].sort((a, b) => distance(rgb, a.rgb) - distance(rgb, b.rgb));
  return `${nearest?.name}:${distance(rgb, nearest?.rgb ?? rgb) < 40 * 40 * 3 ? 'exact' : 'far'}`;
}

describe('the flash views on the real server (spec 000 §2, §7 GET /api/flash/{view})', () => {
  it("the flash wall draws each of the folder's files from its thumbnail", async () => {
    await addSwatches();
    await inWorkspace(async (page) => {
      await page.locator('.vt-views__view[data-view="rows"] [role="gridcell"]').nth(2).waitFor();
      expect(await switchTo(page, 'Flash wall', 'wall')).toBe(200);
      expect(pathOf(page)).toBe('/wall');
      const wall = page.locator('.vt-views__wall-file');
      await expect(wall.count()).resolves.toBe(SWATCHES.length);
      const colours = await drawnColours(page, '.vt-views__wall-file img', SWATCHES.length);
      expect(colours.map(swatchOf).sort()).toEqual(SWATCHES.map(({ name }) => `${name}:exact`).sort());
      await expect(page.locator('.vt-ui__toast[data-kind="error"]').count()).resolves.toBe(0);
    });
  });

  it('the flash carousel draws the current file, and Next shows the following one', async () => {
    await addSwatches();
    await inWorkspace(async (page) => {
      await page.locator('.vt-views__view[data-view="rows"] [role="gridcell"]').nth(2).waitFor();
      expect(await switchTo(page, 'Flash carousel', 'curve')).toBe(200);
      expect(pathOf(page)).toBe('/curve');
      const current = '.vt-views__carousel-slide[data-current] .vt-views__carousel-open img';
      const [first] = await drawnColours(page, current, 1);
      const firstSwatch = swatchOf(first as Rgb);
      expect(firstSwatch).toMatch(/:exact$/);
      // Every file has its tab in the picker, each with its tiny thumbnail drawn.
      const tabs = await drawnColours(page, '.vt-views__carousel-tab img', SWATCHES.length);
      expect(tabs.map(swatchOf).sort()).toEqual(SWATCHES.map(({ name }) => `${name}:exact`).sort());

      await page.locator('.vt-views__carousel').getByRole('button', { name: 'Next image', exact: true }).click();
      await page.waitForFunction(
        (name) =>
          !document
            .querySelector('.vt-views__carousel-slide[data-current] .vt-views__carousel-caption')
            ?.textContent?.includes(name),
        firstSwatch.split(':')[0] as string,
      );
      const [second] = await drawnColours(page, current, 1);
      const secondSwatch = swatchOf(second as Rgb);
      expect(secondSwatch).toMatch(/:exact$/);
      expect(secondSwatch).not.toBe(firstSwatch);
      await expect(page.locator('.vt-ui__toast[data-kind="error"]').count()).resolves.toBe(0);
    });
  });

  it('on /wall itself, All chosen in the tree fills the wall (the page holds the choice)', async () => {
    await addSwatches();
    const page = await server.open('/wall');
    try {
      await page.setViewportSize({ width: 1400, height: 1000 });
      await waitForScreen(page, 'signin');
      await signIn(page, CONTRACT_USERS.superAdmin);
      await waitForScreen(page, 'main');
      const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/flash/wall');
      await page
        .getByRole('navigation', { name: 'Library tree' })
        .getByRole('tree', { name: 'Folders' })
        .getByRole('treeitem', { name: 'All', exact: true })
        .click();
      expect((await answered).status()).toBe(200);
      expect(pathOf(page)).toBe('/wall');
      const colours = await drawnColours(page, '.vt-views__wall-file img', SWATCHES.length);
      expect(colours.map(swatchOf).sort()).toEqual(SWATCHES.map(({ name }) => `${name}:exact`).sort());
      expect(uncaughtErrorsOf(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
