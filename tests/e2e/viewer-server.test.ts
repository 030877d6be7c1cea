// The file viewer in the reference app on the REAL server (issue 17, spec 001 §2, §4, §9): opened
// from a tile, 50 files walked with the keyboard (across pages the search loads as it goes), the URL
// holding the file (a reload reopens it, Back closes it), rotation, a download size, the demo video
// and audio playing over byte ranges, a PDF page read with pdf.js under the server's CSP, three
// slideshow steps, and a message to the owner that arrives at the test SMTP server.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTACT_MIN_FILL_MS, createRandom } from '@vitrine/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { encodeWav, synthesiseMelody } from '../../packages/server/src/seed/audio.ts';
import { makeDemoPdf } from '../../packages/server/src/seed/pdf.ts';
import { findFfmpeg, makeDemoVideo } from '../../packages/server/src/seed/video.ts';
import { cspViolationsOf, serverAppForThisFile, uncaughtErrorsOf } from './server-harness';
import { journeysOn, solidPng } from './server-journeys';

// The server sends its mail to a test SMTP server (contact the owner).
const server = serverAppForThisFile({ mail: true });
const journeys = journeysOn(server);

const cellOf = (page: Page, name: string) =>
  page.locator('.vt-views__view [role="gridcell"]').filter({ hasText: name }).first();
const viewer = (page: Page) => page.getByRole('dialog', { name: /^Viewer: / });
const position = (page: Page) => viewer(page).locator('.vt-viewer__position');
const imageParam = (page: Page) => new URL(page.url()).searchParams.get('image');

/**
 * Opens the viewer on the file named `name` (a double click on its tile) on its preview tab (the
 * viewer opens on the tab last chosen, the settings/info tab at first: spec 001 §2).
 */
async function openOn(page: Page, name: string): Promise<void> {
  const cell = cellOf(page, name);
  await cell.waitFor();
  await cell.dblclick();
  await viewer(page).waitFor();
  const preview = viewer(page).getByRole('tab', { name: 'Preview' });
  if ((await preview.getAttribute('aria-selected')) !== 'true') await preview.click();
}

describe('the viewer on the real server (issue 17)', () => {
  it('opens from a tile, walks 50 files with the keyboard, keeps the file in the URL; Back closes it', async () => {
    await journeys.addNumberedPngs('walk', 55);
    await journeys.signedIn(`/folders/${server.library.folders.workspace.id}`, async (page) => {
      // The first tile of the first page (24 files: the rest load as the viewer walks).
      const cell = page.locator('.vt-views__view [role="gridcell"]').first();
      await cell.waitFor();
      // Enter on a focused tile opens the viewer too.
      await cell.click();
      await page.keyboard.press('Enter');
      await viewer(page).waitFor();
      await expect.poll(() => imageParam(page)).not.toBeNull();
      const total = Number((await position(page).textContent())?.split(' of ')[1]);
      expect(total).toBeGreaterThanOrEqual(55);
      const start = Number((await position(page).textContent())?.split(' of ')[0]);
      // spec 001 §9: moves are throttled at 200 ms; the search's next pages load as the viewer walks.
      for (let step = 1; step <= 50; step++) {
        await page.keyboard.press('ArrowRight');
        await expect
          .poll(() => position(page).textContent(), { timeout: 10_000 })
          .toBe(`${start + step} of ${total}`);
        await page.waitForTimeout(210);
      }
      // The URL follows once navigation rests (debounced 300 ms); a reload reopens the same file.
      const title = await viewer(page).locator('.vt-viewer__title').textContent();
      await page.waitForTimeout(400);
      const id = imageParam(page);
      expect(id).not.toBeNull();
      await page.reload();
      await viewer(page).waitFor();
      expect(imageParam(page)).toBe(id);
      await expect.poll(() => viewer(page).locator('.vt-viewer__title').textContent()).toBe(title);
      // Escape closes and the address no longer names a file.
      await page.keyboard.press('Escape');
      await viewer(page).waitFor({ state: 'detached' });
      expect(imageParam(page)).toBeNull();
    });
  });

  it('Back closes a viewer opened from a tile, and focus returns to the tile', async () => {
    await journeys.addNumberedPngs('back', 3);
    await journeys.signedIn(`/folders/${server.library.folders.workspace.id}`, async (page) => {
      await openOn(page, 'back-02.png');
      await expect.poll(() => imageParam(page)).not.toBeNull();
      await page.goBack();
      await viewer(page).waitFor({ state: 'detached' });
      expect(imageParam(page)).toBeNull();
      await openOn(page, 'back-02.png');
      await page.keyboard.press('Escape');
      await viewer(page).waitFor({ state: 'detached' });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
        .toContain('back-02.png');
    });
  });

  it('rotates an image and downloads a smaller size', async () => {
    await server.addToWorkspace('wide.png', solidPng(2400, 1200, [30, 120, 200]));
    await journeys.signedIn(`/folders/${server.library.folders.workspace.id}`, async (page) => {
      await openOn(page, 'wide.png');
      const picture = viewer(page).locator('.vt-viewer__picture');
      await picture.waitFor();
      const before = await picture.getAttribute('src');
      await viewer(page).getByRole('button', { name: 'Rotate right' }).click();
      await page.getByText('File has been successfully rotated.').first().waitFor();
      // New renditions, new address: no stale picture.
      await expect.poll(() => picture.getAttribute('src'), { timeout: 15_000 }).not.toBe(before);

      await viewer(page).getByRole('button', { name: 'Download' }).click();
      const download = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: 'Medium' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^wide-medium\.(jpg|png|webp)$/);
      expect(cspViolationsOf(page)).toEqual([]);
    });
  });

  it('plays the demo video and audio in the page, and reads a PDF page under the CSP', async () => {
    const ffmpeg = findFfmpeg();
    expect(ffmpeg, 'ffmpeg is installed on the test machine (Debian package)').toBeDefined();
    const dir = await mkdtemp(join(tmpdir(), 'vitrine-e2e-viewer-'));
    try {
      const path = join(dir, 'demo.mp4');
      await makeDemoVideo(ffmpeg as string, path);
      await server.addToWorkspace('demo.mp4', await readFile(path));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    await server.addToWorkspace(
      'jingle.wav',
      encodeWav(synthesiseMelody(createRandom(9), 3, 22_050), 22_050),
    );
    const { bytes: pdf } = await makeDemoPdf(createRandom(5), 2);
    await server.addToWorkspace('catalogue.pdf', pdf);

    await journeys.signedIn(`/folders/${server.library.folders.workspace.id}`, async (page) => {
      for (const [name, tag] of [
        ['demo.mp4', 'video'],
        ['jingle.wav', 'audio'],
      ] as const) {
        await openOn(page, name);
        const player = viewer(page).locator(tag);
        await player.waitFor();
        await player.evaluate((media: HTMLMediaElement) => {
          media.muted = true;
          return media.play();
        });
        await expect
          .poll(() => player.evaluate((media: HTMLMediaElement) => media.currentTime), { timeout: 15_000 })
          .toBeGreaterThan(0.2);
        await page.keyboard.press('Escape');
        await viewer(page).waitFor({ state: 'detached' });
      }

      await openOn(page, 'catalogue.pdf');
      const canvas = viewer(page).getByRole('img', { name: /catalogue\.pdf: Page 1 of 2/ });
      await expect.poll(() => canvas.getAttribute('data-page'), { timeout: 20_000 }).toBe('1');
      await viewer(page).getByRole('button', { name: 'Next page' }).click();
      await expect
        .poll(
          () =>
            viewer(page)
              .getByRole('img', { name: /Page 2 of 2/ })
              .getAttribute('data-page'),
          {
            timeout: 10_000,
          },
        )
        .toBe('2');
      expect(cspViolationsOf(page)).toEqual([]);
      expect(uncaughtErrorsOf(page)).toEqual([]);
    });
  });

  it('runs the slideshow three steps at the shortest interval', async () => {
    await journeys.addNumberedPngs('show', 6);
    await journeys.signedIn(`/folders/${server.library.folders.workspace.id}`, async (page) => {
      await openOn(page, 'show-01.png');
      const start = Number((await position(page).textContent())?.split(' of ')[0]);
      // 5 s (the default) → 10 … 300 → 2 s: the intervals cycle and wrap (spec 001 §9).
      for (const seconds of [5, 10, 20, 30, 60, 120, 300]) {
        await viewer(page)
          .getByRole('button', { name: `Slide every ${seconds} s` })
          .click();
      }
      await viewer(page).getByRole('button', { name: 'Slide every 2 s' }).waitFor();
      await viewer(page).getByRole('button', { name: 'Start slideshow' }).click();
      // Next, next, next: after the last file the slideshow wraps to the first.
      const total = Number((await position(page).textContent())?.split(' of ')[1]);
      for (let step = 1; step <= 3; step++) {
        await expect
          .poll(async () => Number((await position(page).textContent())?.split(' of ')[0]), { timeout: 5000 })
          .toBe(((start - 1 + step) % total) + 1);
      }
      await viewer(page).getByRole('button', { name: 'Stop slideshow' }).click();
    });
  });

  it('contacts the owner: the message arrives at the SMTP server, Reply-To the sender (spec 001 §5, §8)', async () => {
    await server.addToWorkspace('owned.png', solidPng(800, 600, [200, 80, 40]));
    const mail = server.mail;
    if (!mail) throw new Error('the harness was started without mail');
    mail.received.length = 0;
    const owner = await server.app.vitrine.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', server.library.userIds.superAdmin)
      .executeTakeFirstOrThrow();
    await journeys.signedIn(`/folders/${server.library.folders.workspace.id}`, async (page) => {
      await openOn(page, 'owned.png');
      await viewer(page).getByRole('button', { name: 'Contact the owner' }).click();
      const form = page.getByRole('dialog', { name: 'Contact the owner' });
      const message = `May I print owned.png on a poster? (${Date.now()})`;
      await form.getByRole('textbox', { name: 'Message' }).fill(message);
      await form.getByRole('textbox', { name: 'Your e-mail' }).fill('reader@example.com');
      // spec 001 §5: a form filled in under 5,000 ms is not sent.
      await page.waitForTimeout(CONTACT_MIN_FILL_MS + 200);
      await form.getByRole('button', { name: 'Send' }).click();
      await page.getByText('Message has been successfully sent').first().waitFor();
      await form.waitFor({ state: 'detached' });
      await expect.poll(() => mail.received.length, { timeout: 10_000 }).toBe(1);
      const received = mail.received[0];
      expect(received?.envelope.to).toEqual([owner.email]);
      expect(received?.headers.get('reply-to')?.[0]).toContain('reader@example.com');
      expect(received?.text).toContain(message);
      expect(received?.text).toContain('owned.png');
      // The server keeps the message too.
      const kept = await server.app.vitrine.db
        .selectFrom('contact_messages')
        .select(['status', 'addresser_email'])
        .where('message', '=', message)
        .execute();
      expect(kept).toEqual([{ status: 'sent', addresser_email: 'reader@example.com' }]);
      expect(cspViolationsOf(page)).toEqual([]);
    });
  });
});
