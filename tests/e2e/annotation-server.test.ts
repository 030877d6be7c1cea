// Annotation in the reference app on the REAL server (issue 18; spec 001 §2 "the drawing is merged and
// saved in PNG format and the original stays in version history", §9 tools and zoom 1): the editor
// opens the whiteboard from the viewer's toolbar, draws a rectangle with the mouse, saves; the file's
// content is the merged PNG (its pixels read back in the page: red where the rectangle's edge is, the
// photo's blue elsewhere), the version history lists the annotated version over the original, and
// restoring the original makes it the file's content again.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CONTRACT_USERS,
  serverAppForThisFile,
  signIn,
  uncaughtErrorsOf,
  waitForScreen,
} from './server-harness';
import { solidPng } from './server-journeys';

const server = serverAppForThisFile();

const viewer = (page: Page) => page.getByRole('dialog', { name: /^Viewer: / });
const whiteboard = (page: Page) => viewer(page).getByRole('region', { name: 'Annotation whiteboard' });
const history = (page: Page) => viewer(page).getByRole('region', { name: 'Version history' });

const stored = async (id: number) =>
  await server.app.vitrine.db
    .selectFrom('files')
    .select(['content_hash', 'version', 'mime_type', 'width', 'height'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** The RGBA of pixels of the file's current content, decoded by the page's browser. */
function pixelsOf(page: Page, imageId: number, points: [number, number][]): Promise<number[][]> {
  return page.evaluate(
    async ({ id, at }) => {
      const response = await fetch(`/Download.aspx?id=${id}&v=${Date.now()}`, { credentials: 'include' });
      const bitmap = await createImageBitmap(await response.blob());
      const sheet = document.createElement('canvas');
      sheet.width = bitmap.width;
      sheet.height = bitmap.height;
      const ctx = sheet.getContext('2d') as CanvasRenderingContext2D;
      ctx.drawImage(bitmap, 0, 0);
      return at.map(([x, y]) => [...ctx.getImageData(x, y, 1, 1).data]);
    },
    { id: imageId, at: points },
  );
}

const isRed = ([r = 0, g = 0, b = 0]: number[]) => r > 200 && g < 60 && b < 60;
const isPhoto = ([r = 0, g = 0, b = 0]: number[]) =>
  Math.abs(r - 40) < 12 && Math.abs(g - 90) < 12 && Math.abs(b - 160) < 12;

describe('annotation on the real server (issue 18)', () => {
  it('draw a rectangle, save, see the new version in the history, restore the original', async () => {
    const imageId = await server.addToWorkspace('pier.png', solidPng(160, 100, [40, 90, 160]));
    const original = await stored(imageId);
    const page = await server.open(`/folders/${server.library.folders.workspace.id}?image=${imageId}`);
    try {
      await page.setViewportSize({ width: 1400, height: 1000 });
      await waitForScreen(page, 'signin');
      await signIn(page, CONTRACT_USERS.editor);
      await viewer(page).waitFor({ timeout: 20_000 });

      // The whiteboard from the toolbar: the preview tab, the image at zoom 1.
      await viewer(page).getByRole('button', { name: 'Annotate' }).click({ timeout: 15_000 });
      await whiteboard(page).waitFor({ timeout: 15_000 });
      expect(await viewer(page).getByRole('tab', { name: 'Preview' }).getAttribute('aria-selected')).toBe(
        'true',
      );
      const canvas = whiteboard(page).locator('canvas');
      await canvas.waitFor({ timeout: 15_000 });
      const box = await canvas.boundingBox();
      if (!box) throw new Error('the drawing canvas has no box');
      expect([Math.round(box.width), Math.round(box.height)]).toEqual([160, 100]);

      // A rectangle from (20, 20) to (120, 80), red and 5 px (the defaults).
      await whiteboard(page).getByRole('radio', { name: 'Rectangle' }).click();
      await page.mouse.move(box.x + 20, box.y + 20);
      await page.mouse.down();
      await page.mouse.move(box.x + 70, box.y + 50, { steps: 4 });
      await page.mouse.move(box.x + 120, box.y + 80, { steps: 4 });
      await page.mouse.up();
      await whiteboard(page).getByRole('button', { name: 'Save annotation' }).click();
      await page
        .getByText('Annotation saved. The original is in the version history.')
        .first()
        .waitFor({ timeout: 15_000 });
      await whiteboard(page).waitFor({ state: 'detached', timeout: 15_000 });

      // The file's content is the merged PNG: the rectangle's edge red, the photo elsewhere.
      await expect.poll(async () => (await stored(imageId)).version, { timeout: 15_000 }).toBe(2);
      expect(await stored(imageId)).toMatchObject({ mime_type: 'image/png', width: 160, height: 100 });
      const [edge, inside, outside] = await pixelsOf(page, imageId, [
        [20, 50],
        [70, 50],
        [150, 90],
      ]);
      expect(isRed(edge ?? [])).toBe(true);
      expect(isPhoto(inside ?? [])).toBe(true);
      expect(isPhoto(outside ?? [])).toBe(true);

      // The history: the annotated version over the original.
      await viewer(page).getByRole('tab', { name: 'Version history' }).click();
      const list = history(page).getByRole('list', { name: 'Versions, newest first' });
      await list.waitFor({ timeout: 15_000 });
      const entries = list.locator(':scope > li');
      await expect.poll(() => entries.count(), { timeout: 15_000 }).toBe(2);
      expect(await entries.nth(0).textContent()).toContain('Version 2');
      expect(await entries.nth(0).textContent()).toContain('Annotated');
      expect(await entries.nth(0).textContent()).toContain(CONTRACT_USERS.editor.userName);
      expect(await entries.nth(1).textContent()).toContain('Version 1');

      // Restore the original (spec 001 §8).
      await history(page).getByRole('button', { name: 'Restore version 1' }).click();
      await page.getByText('Version has been successfully restored.').first().waitFor({ timeout: 15_000 });
      const restored = await stored(imageId);
      expect(restored.content_hash).toBe(original.content_hash);
      expect(restored.version).toBe(3);
      const [again] = await pixelsOf(page, imageId, [[20, 50]]);
      expect(isPhoto(again ?? [])).toBe(true);
      expect(uncaughtErrorsOf(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
