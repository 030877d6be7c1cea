// Version history in the reference app on the REAL server (issue 18; spec 001 §3 "Image version",
// §8, §9): the editor rotates a picture in the viewer, the version history tab lists the rotated
// content over the original with who made it, the two are compared side by side with one zoom, and
// restoring the original makes it the file's content again ("Version has been successfully
// restored.") while the rotated one stays in the history.
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
const history = (page: Page) => viewer(page).getByRole('region', { name: 'Version history' });

const contentHash = async (id: number) =>
  await server.app.vitrine.db
    .selectFrom('files')
    .select(['content_hash', 'version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('version history on the real server (issue 18)', () => {
  it('rotate, see the new version, compare, restore the original', async () => {
    const imageId = await server.addToWorkspace('harbour.png', solidPng(96, 48, [40, 90, 160]));
    const original = await contentHash(imageId);
    const page = await server.open(`/folders/${server.library.folders.workspace.id}?image=${imageId}`);
    try {
      await page.setViewportSize({ width: 1400, height: 1000 });
      await waitForScreen(page, 'signin');
      await signIn(page, CONTRACT_USERS.editor);
      await viewer(page).waitFor({ timeout: 20_000 });

      // A rotation makes version 2 (spec 001 §8 "File has been successfully rotated.").
      await viewer(page).getByRole('button', { name: 'Rotate right' }).click();
      await page.getByText('File has been successfully rotated.').first().waitFor({ timeout: 15_000 });
      await expect.poll(async () => (await contentHash(imageId)).version).toBe(2);

      await viewer(page).getByRole('tab', { name: 'Version history' }).click();
      const list = history(page).getByRole('list', { name: 'Versions, newest first' });
      await list.waitFor({ timeout: 15_000 });
      const entries = list.locator(':scope > li');
      await expect.poll(() => entries.count(), { timeout: 15_000 }).toBe(2);
      expect(await entries.nth(0).textContent()).toContain('Version 2');
      expect(await entries.nth(0).textContent()).toContain('Current');
      expect(await entries.nth(0).textContent()).toContain(CONTRACT_USERS.editor.userName);
      expect(await entries.nth(0).textContent()).toContain('Width: 48');
      expect(await entries.nth(1).textContent()).toContain('Version 1');
      // The thumbnails are the server's pictures of each version.
      await expect
        .poll(
          () =>
            entries
              .nth(1)
              .locator('img')
              .evaluate((img: HTMLImageElement) => img.naturalWidth),
          {
            timeout: 15_000,
          },
        )
        .toBeGreaterThan(0);

      // Compare: one zoom for both pictures.
      await history(page).getByRole('button', { name: 'Compare version 1' }).click();
      const compare = history(page).getByRole('region', { name: 'Version 1 and version 2' });
      await compare.waitFor();
      await compare.getByRole('button', { name: 'Zoom in' }).click();
      await compare.getByText('110%').waitFor();
      const transforms = await compare
        .locator('.react-transform-component')
        .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).style.transform));
      expect(transforms).toHaveLength(2);
      for (const transform of transforms) expect(transform).toContain('scale(1.1)');

      // Restore the original (spec 001 §8).
      await history(page).getByRole('button', { name: 'Restore version 1' }).click();
      await page.getByText('Version has been successfully restored.').first().waitFor({ timeout: 15_000 });
      const restored = await contentHash(imageId);
      expect(restored.content_hash).toBe(original.content_hash);
      expect(restored.version).toBe(3);
      await expect.poll(() => entries.count(), { timeout: 15_000 }).toBe(3);
      expect(await entries.nth(0).textContent()).toContain('Restored version: 1');
      expect(uncaughtErrorsOf(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
