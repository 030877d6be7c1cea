// A video's thumbnail chosen in the viewer on the REAL server (issue 18, POST /Thumbnails.asmx/Change;
// docs/decisions.md "Custom thumbnails"): the demo video opened from its tile, the player moved to a
// later frame, "Use this frame as thumbnail", the toast, and the tile showing the new thumbnail (a new
// thumbnailVersion in its address, a picture other than the automatic poster) without a reload.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_VIDEO, findFfmpeg, makeDemoVideo } from '../../packages/server/src/seed/video.ts';
import { cspViolationsOf, serverAppForThisFile, uncaughtErrorsOf } from './server-harness';
import { journeysOn } from './server-journeys';

const server = serverAppForThisFile();
const journeys = journeysOn(server);

const cellOf = (page: Page, name: string) =>
  page.locator('.vt-views__view [role="gridcell"]').filter({ hasText: name }).first();
const viewer = (page: Page) => page.getByRole('dialog', { name: /^Viewer: / });

/** The tile picture's bytes, as the browser fetches them at its current address. */
async function tileBytes(page: Page, name: string): Promise<{ src: string; bytes: Buffer }> {
  const src = (await cellOf(page, name).locator('.vt-views__thumb-img').getAttribute('src')) ?? '';
  const answer = await page.request.get(new URL(src, server.url).toString());
  expect(answer.ok()).toBe(true);
  return { src, bytes: await answer.body() };
}

describe('a video thumbnail chosen in the viewer (issue 18)', () => {
  it('a later frame of the demo video becomes its thumbnail and the tile changes', async () => {
    const ffmpeg = findFfmpeg();
    expect(ffmpeg, 'ffmpeg is installed on the test machine (Debian package)').toBeDefined();
    const dir = await mkdtemp(join(tmpdir(), 'vitrine-e2e-thumbnail-'));
    let id: number;
    try {
      const path = join(dir, 'demo.mp4');
      await makeDemoVideo(ffmpeg as string, path);
      id = await server.addToWorkspace('demo.mp4', await readFile(path));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }

    await journeys.signedIn(`/folders/${server.library.folders.workspace.id}`, async (page) => {
      const img = cellOf(page, 'demo.mp4').locator('.vt-views__thumb-img');
      await expect
        .poll(() => img.getAttribute('src'), { timeout: 15_000 })
        .toMatch(new RegExp(`/Download\\.aspx\\?id=${id}&thumb=\\d+&v=[0-9A-Za-z_-]+$`));
      const before = await tileBytes(page, 'demo.mp4');

      await cellOf(page, 'demo.mp4').dblclick();
      await viewer(page).waitFor();
      const preview = viewer(page).getByRole('tab', { name: 'Preview' });
      if ((await preview.getAttribute('aria-selected')) !== 'true') await preview.click();
      const player = viewer(page).locator('video');
      await player.waitFor();
      // Near the end of the clip: the test pattern there is not the poster taken one second in.
      const at = Math.max(0, DEMO_VIDEO.seconds - 1.5);
      await player.evaluate(
        (video: HTMLVideoElement, seconds: number) =>
          new Promise<void>((resolve) => {
            const seeked = () => resolve();
            video.addEventListener('seeked', seeked, { once: true });
            video.currentTime = seconds;
          }),
        at,
      );

      const answered = page.waitForResponse((response) => response.url().includes('/Thumbnails.asmx/Change'));
      await viewer(page).getByRole('button', { name: 'Use this frame as thumbnail' }).click();
      const answer = await answered;
      expect(answer.status()).toBe(200);
      const sent = JSON.parse(answer.request().postData() ?? '{}') as { type: string; data: string };
      expect(sent.type).toBe('frame');
      expect(Number(sent.data)).toBeCloseTo(at, 1);
      const { thumbnailVersion } = (await answer.json()) as { thumbnailVersion: string };
      await page.locator('.vt-ui__toast-message', { hasText: 'Thumbnail has been changed.' }).waitFor();

      // The first Escape may go to the toast that has just appeared; the viewer closes on the next.
      await expect
        .poll(
          async () => {
            await page.keyboard.press('Escape');
            return viewer(page).count();
          },
          { timeout: 10_000 },
        )
        .toBe(0);
      // No reload: the tile's address carries the new version, and its picture is another.
      await expect
        .poll(() => img.getAttribute('src'), { timeout: 15_000 })
        .toMatch(new RegExp(`&v=${thumbnailVersion}$`));
      expect(thumbnailVersion).not.toBe(new URL(before.src, server.url).searchParams.get('v'));
      const after = await tileBytes(page, 'demo.mp4');
      expect(after.bytes.equals(before.bytes)).toBe(false);
      await expect
        .poll(
          () => img.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)),
          { timeout: 15_000 },
        )
        .toBeGreaterThan(0);
      expect(cspViolationsOf(page)).toEqual([]);
      expect(uncaughtErrorsOf(page)).toEqual([]);
    });
  });
});
