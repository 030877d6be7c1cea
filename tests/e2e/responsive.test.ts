// The main page on a phone and on a desktop (issue 14 "Responsive"; spec 000 §9: the main page's
// mobile width threshold is 960 px), in demo mode on @vitrine/mocks: below it the tree panel is a
// modal drawer (closed on load; the banner's toggle opens it; Escape, its close button or choosing a
// folder close it), the page takes the full width without a horizontal scrollbar, the view switcher
// shows icons named for assistive technology, and the gallery keeps its row height. At 1280 px the
// panel is docked beside the page with its splitter. axe runs at both sizes.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppHarness,
  axeViolations,
  breadcrumbOf,
  errorsOf,
  keptDocument,
  markDocument,
  panelSplitter,
  reload,
  screenOf,
  startAppHarness,
  treePanel,
  treeToggle,
} from './app-harness';

let app: AppHarness;

beforeAll(async () => {
  app = await startAppHarness();
});

afterAll(async () => {
  await app?.close();
});

const PHONE = { width: 375, height: 812 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;

/** Opens `path` at `size` (the page is loaded again at that size, so it starts there) and runs `check`. */
async function atSize(
  size: { width: number; height: number },
  path: string,
  check: (page: Page) => Promise<void>,
): Promise<void> {
  const page = await app.open(path);
  try {
    await page.setViewportSize(size);
    await reload(page);
    await check(page);
  } finally {
    await page.context().close();
  }
}

/** The drawer the panel becomes on narrow windows: a modal dialog named like the panel. */
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Library tree' });

/** The banner's view switcher. */
const viewSwitcher = (page: Page) => page.getByRole('navigation', { name: 'Views' });

/** How far the document scrolls sideways: its scroll width against the window's. */
const widths = (page: Page) =>
  page.evaluate(() => ({
    scroll: document.scrollingElement?.scrollWidth ?? 0,
    window: window.innerWidth,
  }));

/** The height of the gallery's first tile once the gallery shows files. */
async function firstTileHeight(page: Page): Promise<number> {
  const cell = page.locator('.vt-views__view [role="gridcell"]').first();
  await cell.waitFor();
  return Math.round((await cell.boundingBox())?.height ?? 0);
}

/**
 * Waits until the tree named `tree` shows its selected row inside its (virtualized) viewport: the tree
 * scrolls to its selection once the path is loaded (and again when the drawer gives it its height); a
 * click before that settles could land on a row that is moving away.
 */
async function selectedRowShown(page: Page, tree: string): Promise<void> {
  // Looked up on every try: the tree's element is replaced once its first level has loaded.
  await page.waitForFunction((name) => {
    const treeElement = document.querySelector(`#vt-tree-panel [role="tree"][aria-label="${name}"]`);
    const row = treeElement?.querySelector('[role="treeitem"][aria-selected="true"]');
    if (!treeElement || !row) return false;
    const outer = treeElement.getBoundingClientRect();
    const inner = row.getBoundingClientRect();
    return inner.height > 0 && inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1;
  }, tree);
}

/** A violation list short enough to read in a failure. */
async function violationsOf(page: Page) {
  const violations = await axeViolations(page);
  return violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.length }));
}

describe('on a phone, 375 × 812 (below spec 000 §9’s 960 px)', () => {
  it('closes the panel into a drawer, keeps the page full width and never scrolls sideways', async () => {
    await atSize(PHONE, '/folders/12', async (page) => {
      expect(await screenOf(page)).toMatchObject({ screen: 'main', selection: 'folder', selectionId: '12' });
      // The drawer is closed on load; the toggle says so and names the panel it controls.
      expect(await treeToggle(page).getAttribute('aria-expanded')).toBe('false');
      expect(await treeToggle(page).getAttribute('aria-controls')).toBe('vt-tree-panel');
      expect(await treePanel(page).count()).toBe(0);
      expect(await drawer(page).count()).toBe(0);
      // The main page takes the window's width.
      const main = await page.locator('main').boundingBox();
      expect(Math.round(main?.x ?? -1)).toBe(0);
      expect(Math.round(main?.width ?? 0)).toBe(PHONE.width);
      await page.locator('.vt-views__view [role="gridcell"]').first().waitFor();
      const { scroll, window } = await widths(page);
      expect(window).toBe(PHONE.width);
      expect(scroll).toBeLessThanOrEqual(PHONE.width);
      expect(errorsOf(page)).toEqual([]);
    });
  });

  it('shows the view switcher as icons, each link named by its view', async () => {
    await atSize(PHONE, '/folders/12', async (page) => {
      const links = viewSwitcher(page).getByRole('link');
      expect(await links.count()).toBe(7);
      const gallery = viewSwitcher(page).getByRole('link', { name: 'Gallery' });
      expect(await gallery.getAttribute('aria-current')).toBe('page');
      // No visible words: the name is the link's aria-label (and its tooltip).
      expect((await gallery.textContent())?.trim()).toBe('');
      // Every link fits in the window.
      for (const box of await links.evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect().right),
      )) {
        expect(box).toBeLessThanOrEqual(PHONE.width);
      }
      await viewSwitcher(page).getByRole('link', { name: 'Grid' }).click();
      await page.waitForURL((url) => url.pathname === '/grid/folders/12');
    });
  });

  it('opens the drawer with the toggle; Escape closes it and gives focus back to the toggle', async () => {
    await atSize(PHONE, '/folders/12', async (page) => {
      await treeToggle(page).click();
      await drawer(page).waitFor();
      expect(await drawer(page).getAttribute('aria-modal')).toBe('true');
      expect(await treeToggle(page).getAttribute('aria-expanded')).toBe('true');
      expect(await treePanel(page).isVisible()).toBe(true);
      // No splitter in the drawer: it has its own width.
      expect(await panelSplitter(page).count()).toBe(0);
      // Focus moved into the drawer, and the page behind it is inert.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null))
        .toBe(true);
      expect(await page.locator('main').getAttribute('inert')).not.toBeNull();
      expect(await page.locator('header.vt-app__banner').getAttribute('inert')).not.toBeNull();
      // Tab stays in the drawer.
      for (let i = 0; i < 4; i += 1) {
        await page.keyboard.press('Tab');
        expect(
          await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
        ).toBe(true);
      }

      await page.keyboard.press('Escape');
      expect(await drawer(page).count()).toBe(0);
      expect(await treePanel(page).count()).toBe(0);
      expect(await treeToggle(page).getAttribute('aria-expanded')).toBe('false');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(
        'vt-tree-panel',
      );
      expect(await page.locator('main').getAttribute('inert')).toBeNull();

      // The close button closes it too.
      await treeToggle(page).click();
      await drawer(page).getByRole('button', { name: 'Close the library tree' }).click();
      expect(await drawer(page).count()).toBe(0);
    });
  });

  it('choosing a folder in the drawer shows its files and closes the drawer, without a reload', async () => {
    await atSize(PHONE, '/folders/12', async (page) => {
      await markDocument(page);
      await treeToggle(page).click();
      await selectedRowShown(page, 'Folders');
      const autumn = treePanel(page).getByRole('tree', { name: 'Folders' }).getByRole('treeitem', { name: 'Autumn' });
      await autumn.click();
      await page.waitForURL((url) => url.pathname === '/folders/11');
      expect(await drawer(page).count()).toBe(0);
      expect(await treeToggle(page).getAttribute('aria-expanded')).toBe('false');
      expect(await breadcrumbOf(page)).toEqual(['Marketing', 'Campaigns', '2020', '>Autumn']);
      expect(await screenOf(page)).toMatchObject({ selection: 'folder', selectionId: '11' });
      await page.locator('.vt-views__view [role="gridcell"]').first().waitFor();
      expect(await keptDocument(page)).toBe(true);
      // Opened again, the drawer shows the folder now selected.
      await treeToggle(page).click();
      expect(await autumn.getAttribute('aria-selected')).toBe('true');
      expect(errorsOf(page)).toEqual([]);
    });
  });

  it('leaves the hideTree web setting alone: the drawer is closed on load whatever it says', async () => {
    await atSize(PHONE, '/folders/12', async (page) => {
      await treeToggle(page).click();
      await drawer(page).waitFor();
      await reload(page);
      expect(await drawer(page).count()).toBe(0);
      // Wide again, the panel is docked as the setting left it (shown).
      await page.setViewportSize(DESKTOP);
      await treePanel(page).waitFor();
      expect(await treeToggle(page).getAttribute('aria-expanded')).toBe('true');
      expect(await panelSplitter(page).isVisible()).toBe(true);
    });
  });

  it('keeps the gallery’s row height: rows aim at the desktop’s height, never shrink to fit the phone', async () => {
    // Folder 4 (Spring) has three pictures: one row, not stretched, at 1280 px (the target height).
    let desktop = 0;
    await atSize(DESKTOP, '/folders/4', async (page) => {
      desktop = await firstTileHeight(page);
    });
    expect(desktop).toBeGreaterThan(150);
    // At 375 px a justified row of two fills the width: as tall as the target or a little taller.
    await atSize(PHONE, '/folders/4', async (page) => {
      const phone = await firstTileHeight(page);
      expect(phone).toBeGreaterThanOrEqual(desktop - 2);
      expect(phone).toBeLessThanOrEqual(desktop * 1.5);
    });
  });

  it('has no axe violations, with the drawer closed and open', async () => {
    await atSize(PHONE, '/folders/12', async (page) => {
      await page.locator('.vt-views__view [role="gridcell"]').first().waitFor();
      expect(await violationsOf(page)).toEqual([]);
      await treeToggle(page).click();
      await treePanel(page).getByRole('tree', { name: 'Folders' }).getByRole('treeitem').first().waitFor();
      expect(await violationsOf(page)).toEqual([]);
    });
  });
});

describe('on a desktop, 1280 × 800', () => {
  it('docks the panel beside the page with its splitter, and names each view in words', async () => {
    await atSize(DESKTOP, '/folders/12', async (page) => {
      expect(await treeToggle(page).getAttribute('aria-expanded')).toBe('true');
      expect(await treePanel(page).isVisible()).toBe(true);
      expect(await drawer(page).count()).toBe(0);
      expect(Math.round((await treePanel(page).boundingBox())?.width ?? 0)).toBe(300);
      expect(await panelSplitter(page).isVisible()).toBe(true);
      const main = await page.locator('main').boundingBox();
      expect(Math.round(main?.x ?? 0)).toBe(300);
      expect((await viewSwitcher(page).getByRole('link', { name: 'Gallery' }).textContent())?.trim()).toBe('Gallery');
      const { scroll, window } = await widths(page);
      expect(scroll).toBeLessThanOrEqual(window);
      // Shrunk below 960 px, the docked panel gives way to the closed drawer.
      await page.setViewportSize({ width: 959, height: 800 });
      await expect.poll(() => treePanel(page).count()).toBe(0);
      expect(await treeToggle(page).getAttribute('aria-expanded')).toBe('false');
      await page.setViewportSize({ width: 960, height: 800 });
      await treePanel(page).waitFor();
    });
  });

  it('the open sections share the panel’s height: a short list takes what it needs, the folders the rest', async () => {
    await atSize(DESKTOP, '/folders/12', async (page) => {
      const quickRows = treePanel(page).getByRole('tree', { name: 'Quick access' }).getByRole('treeitem');
      await quickRows.first().waitFor();
      // The folder tree has opened the path to Winter (more rows than fit).
      await treePanel(page)
        .getByRole('tree', { name: 'Folders' })
        .getByRole('treeitem', { name: 'Winter' })
        .waitFor();
      const heightOf = (name: string) =>
        treePanel(page)
          .locator(`[data-section="${name}"]`)
          .evaluate((element) => Math.round(element.getBoundingClientRect().height));
      const rows = await quickRows.count();
      // Quick access: its heading and its rows (32 px each), no share of blank space.
      await expect.poll(() => heightOf('quick-access')).toBeLessThanOrEqual(36 + rows * 32 + 16);
      expect(await heightOf('quick-access')).toBeGreaterThanOrEqual(36 + rows * 32);
      // Collapsed: the heading's height only.
      expect(await heightOf('sets')).toBeLessThanOrEqual(44);
      // The folder tree gets the rest of the panel (far more than a few rows).
      await expect.poll(() => heightOf('folders')).toBeGreaterThan(300);
      // The panel does not scroll sideways.
      const overflow = await treePanel(page)
        .locator('.vt-app__tree')
        .evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow).toBe(0);
    });
  });

  it('has no axe violations', async () => {
    await atSize(DESKTOP, '/folders/12', async (page) => {
      await page.locator('.vt-views__view [role="gridcell"]').first().waitFor();
      expect(await violationsOf(page)).toEqual([]);
    });
  });
});
