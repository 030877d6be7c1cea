// Replacing a file by a new version from the viewer on the REAL server (issue 17; spec 001 §5
// "Overwrite upload (limit to one)", §6 "The upload (new version) button needs edit and add
// permission", §7 createNewVersion): two files are refused with the spec's words; one JPEG goes up
// over the image shown, the viewer shows its pixels and dimensions (new renditions at a new address,
// no stale picture), and the server keeps the content it had as a version.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { solidImage } from '../../packages/server/src/testing/images.ts';
import { cspViolationsOf, serverAppForThisFile } from './server-harness';
import { journeysOn } from './server-journeys';

const server = serverAppForThisFile();
const journeys = journeysOn(server);

const viewer = (page: Page) => page.getByRole('dialog', { name: /^Viewer: / });
const replaceDialog = (page: Page) => page.getByRole('dialog', { name: 'Replace the file' });

/** Opens the viewer on the file named `name` (a double click on its tile) on its preview tab. */
async function openOn(page: Page, name: string): Promise<void> {
  const cell = page.locator('.vt-views__view [role="gridcell"]').filter({ hasText: name }).first();
  await cell.waitFor();
  await cell.dblclick();
  await viewer(page).waitFor();
  const preview = viewer(page).getByRole('tab', { name: 'Preview' });
  if ((await preview.getAttribute('aria-selected')) !== 'true') await preview.click();
}

/** The shown picture's natural size and the colour of its middle pixel. */
function pictureOf(page: Page) {
  return viewer(page)
    .locator('.vt-viewer__picture')
    .last()
    .evaluate((img: HTMLImageElement) => {
      if (!img.complete || img.naturalWidth === 0) return null;
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d');
      context?.drawImage(img, 0, 0);
      const [r, g, b] = context?.getImageData(img.naturalWidth / 2, img.naturalHeight / 2, 1, 1).data ?? [];
      return { src: img.src, width: img.naturalWidth, height: img.naturalHeight, rgb: [r, g, b] };
    });
}

describe('replacing a file from the viewer on the real server (issue 17)', () => {
  it('refuses two files, uploads one as the new version, shows its pixels; the server keeps a version', async () => {
    const id = await server.addToWorkspace('lighthouse.jpg', await solidImage(640, 480, 'jpeg', '#2050c0'));
    const newVersion = await solidImage(300, 500, 'jpeg', '#d02020');
    await journeys.signedIn(`/folders/${server.library.folders.workspace.id}`, async (page) => {
      await openOn(page, 'lighthouse.jpg');
      await expect.poll(() => pictureOf(page), { timeout: 15_000 }).toMatchObject({ width: 640 });
      const before = await pictureOf(page);
      expect(before?.rgb[2]).toBeGreaterThan(150); // blue

      await viewer(page).getByRole('button', { name: 'Replace with a new version' }).click();
      const dialog = replaceDialog(page);
      await dialog.waitFor();
      const input = dialog.locator('input[type="file"]');
      // spec 001 §5: more than one file is refused, word for word.
      await input.setInputFiles([
        { name: 'a.jpg', mimeType: 'image/jpeg', buffer: newVersion },
        { name: 'b.jpg', mimeType: 'image/jpeg', buffer: newVersion },
      ]);
      await dialog
        .getByRole('alert')
        .filter({ hasText: 'Multiple upload is not allowed. Add only one file to replace current.' })
        .waitFor();
      expect(await dialog.getByRole('button', { name: 'Replace' }).isDisabled()).toBe(true);

      await input.setInputFiles({ name: 'lighthouse-v2.jpg', mimeType: 'image/jpeg', buffer: newVersion });
      await dialog.getByText('New version: lighthouse-v2.jpg', { exact: false }).waitFor();
      await dialog.getByRole('button', { name: 'Replace' }).click();
      await page.getByText('File has been successfully replaced.').first().waitFor();
      await dialog.waitFor({ state: 'detached' });

      // The new renditions, at a new address: the new pixels (red, 3:5), never the old picture.
      await expect
        .poll(
          async () => {
            const shown = await pictureOf(page);
            return shown && shown.src !== before?.src && shown.width * 5 === shown.height * 3
              ? shown.rgb
              : null;
          },
          { timeout: 20_000 },
        )
        .toEqual([expect.any(Number), expect.any(Number), expect.any(Number)]);
      const after = await pictureOf(page);
      expect(after?.rgb[0]).toBeGreaterThan(150);
      expect(after?.rgb[2]).toBeLessThan(100);
      // The details say so: the info tab's dimensions.
      await viewer(page).getByRole('tab', { name: 'Info' }).click();
      await viewer(page).getByText('300 × 500', { exact: false }).first().waitFor();
      expect(cspViolationsOf(page)).toEqual([]);
    });

    // The server: the file keeps its id and name, its content is the new one, the old one a version.
    const db = server.app.vitrine.db;
    const file = await db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(file).toMatchObject({ file_name: 'lighthouse.jpg', width: 300, height: 500, version: 2 });
    const versions = await db.selectFrom('file_versions').selectAll().where('file_id', '=', id).execute();
    expect(versions).toMatchObject([{ version: 1, width: 640, height: 480, file_name: 'lighthouse.jpg' }]);
  });
});
