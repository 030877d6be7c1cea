// Screenshot baselines of the redesigned main page (issue 14, proof): the demo build's folder
// "Spring" (/folders/4, three pictures drawn by the mocks) at 1280 × 800 and 375 × 812, light and
// dark, and the narrow layout with the drawer open. Compared with __screenshots__/ beside this file:
// a missing baseline is written (and fails when CI=true); a picture that differs in more than 0.5 %
// of its pixels fails, and is written next to its baseline as *.actual.png to look at. The pixels are
// compared in the browser (a canvas), so no image library is needed.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppHarness, reload, startAppHarness, treeToggle } from './app-harness';

const BASELINES = join(dirname(fileURLToPath(import.meta.url)), '__screenshots__', 'responsive-screenshots');
/** The share of pixels that may differ (anti-aliasing, a shimmer frame) before a picture fails. */
const TOLERANCE = 0.005;

let app: AppHarness;

beforeAll(async () => {
  app = await startAppHarness();
});

afterAll(async () => {
  await app?.close();
});

/** The page as a user sees it once the files have loaded and drawn, in `theme`. */
async function settle(page: Page, theme: 'light' | 'dark'): Promise<void> {
  // The provider's theme, as a host choosing dark would set it (the app's own default is light).
  await page.evaluate((value) => document.querySelector('.vt-ui__root')?.setAttribute('data-vt-theme', value), theme);
  await page.locator('.vt-views__view [role="gridcell"]').first().waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('.vt-views__view img')].every(
      (img) => img.complete && img.naturalWidth > 0,
    ),
  );
  await page.locator('nav.vt-app__breadcrumb[data-state="ready"]').waitFor();
  // No caret, no hover, no transition mid-way.
  await page.mouse.move(0, 0);
  await page.addStyleTag({ content: '*,*::before,*::after{transition:none!important;animation:none!important;caret-color:transparent!important}' });
  await page.waitForTimeout(300);
}

/** The share of pixels of two PNGs (same size) whose colour differs visibly. */
async function differingShare(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      const load = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d canvas');
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, canvas.width, canvas.height);
      };
      const [x, y] = [await load(first), await load(second)];
      if (x.width !== y.width || x.height !== y.height) return 1;
      let differing = 0;
      for (let index = 0; index < x.data.length; index += 4) {
        // Red, green and blue of one pixel (the arrays hold 4 numbers per pixel; ?? 0 for the types).
        const channel = (offset: number) => Math.abs((x.data[index + offset] ?? 0) - (y.data[index + offset] ?? 0));
        const delta = Math.max(channel(0), channel(1), channel(2));
        if (delta > 24) differing += 1;
      }
      return differing / (x.width * x.height);
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}

/** Compares the page's picture with its baseline (written when missing, outside CI). */
async function matchBaseline(page: Page, name: string): Promise<void> {
  const picture = await page.screenshot();
  const file = join(BASELINES, `${name}.png`);
  const baseline = await readFile(file).catch(() => null);
  if (baseline === null) {
    if (process.env.CI === 'true') throw new Error(`no baseline ${name}.png (written outside CI only)`);
    await mkdir(BASELINES, { recursive: true });
    await writeFile(file, picture);
    return;
  }
  const share = await differingShare(page, picture, baseline);
  if (share > TOLERANCE) await writeFile(join(BASELINES, `${name}.actual.png`), picture);
  expect(share, `${name}: ${(share * 100).toFixed(2)} % of the pixels differ`).toBeLessThanOrEqual(TOLERANCE);
}

const SIZES = [
  ['1280', { width: 1280, height: 800 }],
  ['375', { width: 375, height: 812 }],
] as const;

describe('the main page, light and dark, wide and narrow (issue 14)', () => {
  for (const [label, size] of SIZES) {
    for (const theme of ['light', 'dark'] as const) {
      it(`/folders/4 at ${label} px, ${theme}`, async () => {
        const page = await app.open('/folders/4');
        try {
          await page.setViewportSize(size);
          await reload(page);
          await settle(page, theme);
          await matchBaseline(page, `main-${label}-${theme}`);
        } finally {
          await page.context().close();
        }
      });
    }
  }

  it('the drawer open at 375 px, light', async () => {
    const page = await app.open('/folders/4');
    try {
      await page.setViewportSize({ width: 375, height: 812 });
      await reload(page);
      await settle(page, 'light');
      await treeToggle(page).click();
      await page.getByRole('dialog', { name: 'Library tree' }).waitFor();
      await page
        .locator('#vt-tree-panel [role="tree"][aria-label="Quick access"] [role="treeitem"]')
        .first()
        .waitFor();
      await page.waitForTimeout(300);
      await matchBaseline(page, 'drawer-375-light');
    } finally {
      await page.context().close();
    }
  });
});
