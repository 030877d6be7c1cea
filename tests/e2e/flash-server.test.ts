// The flash wall (/wall) and the flash carousel (/curve) of the reference app on the REAL reference
// server (spec 000 §2 views, §7 GET /api/flash/{view}, §9 "flash views load 100"; issue 15): a
// folder's files chosen in the tree and shown in each view, their pictures drawn from the server's
// thumbnails (decoded, of the file's own colour), the carousel stepping to the next file.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathOf, serverAppForThisFile } from './server-harness';
import { journeysOn, type Rgb, solidPng } from './server-journeys';

const server = serverAppForThisFile();
const { ingestPngs, signedIn } = journeysOn(server);
const workspacePage = () => `/folders/${server.library.folders.workspace.id}`;

/** Three files of clearly different colours. */
const SWATCHES: { name: string; rgb: Rgb }[] = [
  { name: 'red.png', rgb: [220, 30, 30] },
  { name: 'green.png', rgb: [30, 200, 40] },
  { name: 'blue.png', rgb: [30, 40, 220] },
];

/** Adds the swatches to the workspace folder (/Marketing) through the server's ingest, thumbnails made. */
async function addSwatches(): Promise<void> {
  await ingestPngs(SWATCHES.map(({ name, rgb }) => ({ fileName: name, png: solidPng(160, 120, rgb) })));
  server.app.vitrineJobs.worker.wake();
  await server.app.vitrineJobs.worker.idle();
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
    await signedIn(workspacePage(), async (page) => {
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
    await signedIn(workspacePage(), async (page) => {
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

      await page
        .locator('.vt-views__carousel')
        .getByRole('button', { name: 'Next image', exact: true })
        .click();
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
    await signedIn('/wall', async (page) => {
      const answered = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/flash/wall',
      );
      await page
        .getByRole('navigation', { name: 'Library tree' })
        .getByRole('tree', { name: 'Folders' })
        .getByRole('treeitem', { name: 'All', exact: true })
        .click();
      expect((await answered).status()).toBe(200);
      expect(pathOf(page)).toBe('/wall');
      const colours = await drawnColours(page, '.vt-views__wall-file img', SWATCHES.length);
      expect(colours.map(swatchOf).sort()).toEqual(SWATCHES.map(({ name }) => `${name}:exact`).sort());
    });
  });
});
