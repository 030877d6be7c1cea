// A thumbnail that cannot be made, in the reference app on the REAL server (issue 13 row 8): a
// damaged image's thumbnail job fails, and the gallery shows that file as failed (the server's failed
// placeholder in the failed look, "Thumbnail failed"), not as a picture still coming; once the source
// draws again, "Regenerate thumbnails" in the top menu makes it, and the gallery shows the picture
// without a page reload (the thumbnail URL carries the renditions' version, ImageSummary.thumbnailVersion).
import { writeFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LocalBlobStore } from '../../packages/server/src/storage/blob-store.ts';
import { photoLikeJpeg } from '../../packages/server/src/testing/images.ts';
import {
  CONTRACT_USERS,
  cspViolationsOf,
  serverAppForThisFile,
  signIn,
  uncaughtErrorsOf,
  waitForScreen,
} from './server-harness';

const server = serverAppForThisFile();

const cellOf = (page: Page, name: string) =>
  page.locator('.vt-views__view [role="gridcell"]').filter({ hasText: name });

describe('a thumbnail that cannot be made (issue 13 row 8)', () => {
  it('shows as failed in the gallery, and regenerating it once the source draws shows the picture', async () => {
    const whole = await photoLikeJpeg(480, 360, 11);
    const id = await server.addToWorkspace('damaged.jpg', whole.subarray(0, Math.floor(whole.length / 3)));
    await server.addToWorkspace('fine.jpg', await photoLikeJpeg(480, 360, 12));

    const page = await server.open(`/folders/${server.library.folders.workspace.id}`);
    try {
      await page.setViewportSize({ width: 1400, height: 1000 });
      await waitForScreen(page, 'signin');
      await signIn(page, CONTRACT_USERS.superAdmin);
      await waitForScreen(page, 'main');

      const damaged = cellOf(page, 'damaged.jpg');
      await damaged.locator('[data-badge="thumbnailFailed"]', { hasText: 'Thumbnail failed' }).waitFor();
      await expect(damaged.locator('.vt-views__thumb').getAttribute('data-state')).resolves.toBe('failed');
      // The picture is the server's failed placeholder (96 x 72), loaded.
      await expect
        .poll(() =>
          damaged.locator('.vt-views__thumb-img').evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBe(96);
      const fine = cellOf(page, 'fine.jpg');
      await expect(fine.locator('[data-badge="thumbnailFailed"]').count()).resolves.toBe(0);
      await expect(fine.locator('.vt-views__thumb').getAttribute('data-state')).resolves.toBeNull();

      // The source mended (its blob draws now), then "Regenerate thumbnails" on the file.
      const file = await server.app.vitrine.db
        .selectFrom('files')
        .select('content_hash')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await writeFile((server.app.vitrine.blobs as LocalBlobStore).pathOf(file.content_hash), whole);
      // A mark on this document: it must still be there at the end (no page reload).
      await page.evaluate(() => {
        (window as unknown as { vitrineNoReload?: boolean }).vitrineNoReload = true;
      });
      await damaged.focus();
      await page.keyboard.press('Space');
      const regenerated = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/Thumb/generate',
      );
      await page
        .getByRole('toolbar', { name: 'File actions' })
        .getByRole('button', { name: 'Regenerate thumbnails', exact: true })
        .click();
      expect((await regenerated).ok()).toBe(true);
      await server.app.vitrineJobs.worker.idle();

      // No reload: the gallery asks for the file again while its thumbnail is being made, and once
      // made, its URL carries the renditions' version, so the picture replaces the placeholder.
      await expect
        .poll(() => cellOf(page, 'damaged.jpg').locator('[data-badge="thumbnailFailed"]').count(), {
          timeout: 15_000,
        })
        .toBe(0);
      const img = cellOf(page, 'damaged.jpg').locator('.vt-views__thumb-img');
      await expect
        .poll(() => img.getAttribute('src'), { timeout: 15_000 })
        .toMatch(new RegExp(`/Download\\.aspx\\?id=${id}&thumb=\\d+&v=[0-9A-Za-z_-]+$`));
      // The real thumbnail (the tiny rendition of a 480 x 360 photo), not a placeholder.
      await expect
        .poll(
          () => img.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)),
          {
            timeout: 15_000,
          },
        )
        .toBeGreaterThan(96);
      await expect(
        page.evaluate(() => (window as unknown as { vitrineNoReload?: boolean }).vitrineNoReload),
      ).resolves.toBe(true);
      expect(cspViolationsOf(page)).toEqual([]);
      expect(uncaughtErrorsOf(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
