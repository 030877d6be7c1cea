// The viewer's full data view in the reference app on the REAL server (issue 17, spec 001 §2, §6
// fullData.view, §9 "the image size index for 400 px, otherwise for window width"): opened from a
// tile, the full data tab lists the file's details in labelled sections with formatted values, its
// picture 400 px wide from a rendition the server serves; a folded section stays folded once the
// viewer is opened again (the web setting collapsedImageDetails); on a phone-sized window the
// picture spans the window.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cspViolationsOf, serverAppForThisFile, uncaughtErrorsOf } from './server-harness';
import { journeysOn, solidPng } from './server-journeys';

const server = serverAppForThisFile();
const journeys = journeysOn(server);

const viewer = (page: Page) => page.getByRole('dialog', { name: /^Viewer: / });
const fullData = (page: Page) => viewer(page).getByRole('article', { name: /^All data of / });

/** Opens the viewer on the file named `name` (a double click on its tile) on its full data tab. */
async function openFullData(page: Page, name: string): Promise<void> {
  const cell = page.locator('.vt-views__view [role="gridcell"]').filter({ hasText: name }).first();
  await cell.waitFor();
  await cell.dblclick();
  await viewer(page).waitFor();
  await viewer(page).getByRole('tab', { name: 'Full data' }).click();
  await fullData(page).waitFor();
}

/** The value shown beside `label` in the full data view. */
const shownValue = (page: Page, label: string) =>
  fullData(page)
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

describe('the full data view on the real server (issue 17)', () => {
  it('lists the details in labelled sections with formatted values, the picture 400 px wide; a folded section stays folded', async () => {
    await server.addToWorkspace('harbour.png', solidPng(2400, 1200, [30, 120, 200]));
    await journeys.signedIn(`/folders/${server.library.folders.workspace.id}`, async (page) => {
      await openFullData(page, 'harbour.png');
      const headings = await fullData(page).getByRole('heading', { level: 3 }).allTextContents();
      expect(headings.slice(0, 3)).toEqual(['File', 'Dimensions and length', 'Dates']);
      expect(await shownValue(page, 'File name').textContent()).toBe('harbour.png');
      expect(await shownValue(page, 'Type').textContent()).toBe('PNG');
      expect(await shownValue(page, 'Dimensions').textContent()).toBe('2,400 × 1,200 px');
      expect(await shownValue(page, 'Size').textContent()).toMatch(/^\d+(\.\d)? (B|KB)$/);
      expect(await shownValue(page, 'Added').textContent()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
      // No technical names.
      expect(await fullData(page).getByText('fileName', { exact: true }).count()).toBe(0);

      // spec 001 §9: 400 px wide, a rendition the server serves (a thumb index), drawn.
      const picture = fullData(page).getByRole('img', { name: 'Picture of harbour.png' });
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
          timeout: 15_000,
        })
        .toBe(true);
      expect((await picture.boundingBox())?.width).toBeCloseTo(400, 0);
      expect(await picture.getAttribute('src')).toMatch(/[?&]thumb=\d/);

      // Fold the dates, close, open again: still folded (collapsedImageDetails).
      const dates = fullData(page).getByRole('button', { name: 'Dates' });
      await dates.click();
      await expect.poll(() => dates.getAttribute('aria-expanded')).toBe('false');
      expect(await shownValue(page, 'Added').isVisible()).toBe(false);
      await page.keyboard.press('Escape');
      await viewer(page).waitFor({ state: 'detached' });
      await openFullData(page, 'harbour.png');
      expect(await fullData(page).getByRole('button', { name: 'Dates' }).getAttribute('aria-expanded')).toBe(
        'false',
      );
      expect(await fullData(page).getByRole('button', { name: 'File' }).getAttribute('aria-expanded')).toBe(
        'true',
      );
      expect(cspViolationsOf(page)).toEqual([]);
      expect(uncaughtErrorsOf(page)).toEqual([]);
    });
  });

  it('spans the window with the picture on a phone-sized window (below 992 px)', async () => {
    await server.addToWorkspace('tall.png', solidPng(1200, 2400, [200, 120, 30]));
    await journeys.signedIn(
      `/folders/${server.library.folders.workspace.id}`,
      async (page) => {
        await openFullData(page, 'tall.png');
        const picture = fullData(page).getByRole('img', { name: 'Picture of tall.png' });
        await picture.waitFor();
        expect(await picture.getAttribute('data-width')).toBe('414');
        expect(await fullData(page).getAttribute('data-layout')).toBe('mobile');
      },
      { width: 414, height: 896 },
    );
  });
});
