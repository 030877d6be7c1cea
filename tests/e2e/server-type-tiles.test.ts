// Real tiles for every type, in the reference app on the REAL server (issue 14): a PDF shows its first
// page (pdftoppm) with its page count, a WAV its waveform (ffmpeg) with its length, and a file no
// picture can be made of a designed tile (icon, extension, name) instead of a grey box; no tile
// carries an "On brand" badge.
import { createRandom } from '@vitrine/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { encodeWav, synthesiseMelody } from '../../packages/server/src/seed/audio.ts';
import { makeDemoPdf } from '../../packages/server/src/seed/pdf.ts';
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

/** The loaded picture's natural size (0 × 0 while it loads). */
const pictureSize = (page: Page, name: string) =>
  cellOf(page, name)
    .locator('.vt-views__thumb-img')
    .evaluate((img: HTMLImageElement) => (img.complete ? `${img.naturalWidth}x${img.naturalHeight}` : '0x0'));

describe('tiles of every type on the real server (issue 14)', () => {
  it('a PDF shows its first page and page count, a WAV its waveform and length, a text file a designed tile', async () => {
    const { bytes: pdf } = await makeDemoPdf(createRandom(5), 4);
    await server.addToWorkspace('catalogue.pdf', pdf);
    await server.addToWorkspace('jingle.wav', encodeWav(synthesiseMelody(createRandom(9), 3.2, 22_050), 22_050));
    await server.addToWorkspace('readme.txt', Buffer.from('Shoot notes: bring the grey card.\n'));

    const page = await server.open(`/folders/${server.library.folders.workspace.id}`);
    try {
      await page.setViewportSize({ width: 1400, height: 1000 });
      await waitForScreen(page, 'signin');
      await signIn(page, CONTRACT_USERS.superAdmin);
      await waitForScreen(page, 'main');

      // The PDF: an A4 page (portrait) as the picture, "4 pages" as its glyph.
      const pdfCell = cellOf(page, 'catalogue.pdf');
      await pdfCell.locator('[data-glyph="pdf"]', { hasText: '4 pages' }).waitFor();
      await expect
        .poll(async () => {
          const [width, height] = (await pictureSize(page, 'catalogue.pdf')).split('x').map(Number);
          return (height ?? 0) > (width ?? 0) && (width ?? 0) > 0;
        })
        .toBe(true);
      await expect(pdfCell.locator('.vt-views__thumb-img').getAttribute('src')).resolves.toMatch(/&v=/);

      // The WAV: a 4:3 waveform, "0:03" as its glyph, read "Length 0:03".
      const wavCell = cellOf(page, 'jingle.wav');
      const glyph = wavCell.locator('[data-glyph="audio"]');
      await glyph.waitFor();
      await expect(glyph.getAttribute('title')).resolves.toBe('Length 0:03');
      await expect
        .poll(() => pictureSize(page, 'jingle.wav'))
        .toMatch(/^(384x288|1024x768|1440x1080|1600x1200)$/);

      // The text file: no picture to ask for, a designed tile naming it.
      const textCell = cellOf(page, 'readme.txt');
      await expect(textCell.locator('.vt-views__thumb').getAttribute('data-state')).resolves.toBe('type');
      await expect(textCell.getByRole('img', { name: 'readme.txt (TXT file)' }).count()).resolves.toBe(1);
      await expect(textCell.locator('.vt-views__thumb-img').count()).resolves.toBe(0);

      // On brand is the default: no tile says so.
      await expect(
        page.locator('.vt-views__view').getByText('On brand', { exact: true }).count(),
      ).resolves.toBe(0);
      expect(cspViolationsOf(page)).toEqual([]);
      expect(uncaughtErrorsOf(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
