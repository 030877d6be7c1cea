// The main page frame (spec 000 §2 "Main page"; issue 3 "Reference app: the main page frame") in a
// real browser, in demo mode on @vitrine/mocks: the tree panel (resizable, hideable, collapsible
// sections remembered in web settings), the one selection shared by the route and the trees
// (spec 000 §4), the breadcrumb and the post-signup panel, and axe on the whole page.
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
  pathOf,
  reload,
  screenOf,
  sectionToggle,
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

/** Opens a page, runs the check, and closes its browser context whatever happens. */
async function withPage(path: string, check: (page: Page) => Promise<void>): Promise<void> {
  const page = await app.open(path);
  try {
    await check(page);
  } finally {
    await page.context().close();
  }
}

/** The rendered width of the tree panel's landmark, in CSS pixels. */
const panelWidth = async (page: Page) => Math.round((await treePanel(page).boundingBox())?.width ?? 0);

/** The splitter's ARIA value attributes. */
const splitterValues = async (page: Page) => {
  const splitter = panelSplitter(page);
  return {
    now: await splitter.getAttribute('aria-valuenow'),
    min: await splitter.getAttribute('aria-valuemin'),
    max: await splitter.getAttribute('aria-valuemax'),
    text: await splitter.getAttribute('aria-valuetext'),
  };
};

/** Expands a section of the tree panel when it is collapsed. */
async function expandSection(page: Page, title: string): Promise<void> {
  const toggle = sectionToggle(page, title);
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

/** A row of the tree named `tree`, by its visible name. */
const treeItem = (page: Page, tree: string, name: string | RegExp) =>
  treePanel(page).getByRole('tree', { name: tree }).getByRole('treeitem', { name });

/**
 * Waits until the tree named `tree` shows its selected row inside its (virtualized) viewport: a tree
 * opened at a URL loads the path to the selection and then scrolls to it; a click before that
 * settles could land on a row that is moving away.
 */
async function selectedRowShown(page: Page, tree: string): Promise<void> {
  const element = await treePanel(page).getByRole('tree', { name: tree }).elementHandle();
  await page.waitForFunction((treeElement) => {
    const row = treeElement?.querySelector('[role="treeitem"][aria-selected="true"]');
    if (!treeElement || !row) return false;
    const outer = treeElement.getBoundingClientRect();
    const inner = row.getBoundingClientRect();
    // One pixel of slack: the tree's height is fractional, its rows are whole pixels.
    return inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1;
  }, element);
}

describe('the tree panel is resizable, and keeps its width (spec 000 §2, §3 treePanelWidth)', () => {
  it('moves with the keyboard as a WAI-ARIA window splitter and keeps the width after a reload', async () => {
    await withPage('/folders/12', async (page) => {
      const splitter = panelSplitter(page);
      expect(await splitterValues(page)).toEqual({
        now: '300',
        min: '200',
        max: '600',
        text: '300 pixels wide',
      });
      expect(await splitter.getAttribute('aria-controls')).toBe('vt-tree-panel');
      expect(await splitter.getAttribute('aria-orientation')).toBe('vertical');
      expect(await panelWidth(page)).toBe(300);

      await splitter.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      expect((await splitterValues(page)).now).toBe('320');
      await page.keyboard.press('Shift+ArrowRight');
      expect((await splitterValues(page)).now).toBe('370');
      await page.keyboard.press('End');
      expect((await splitterValues(page)).now).toBe('600');
      await page.keyboard.press('ArrowRight');
      expect((await splitterValues(page)).now).toBe('600');
      await page.keyboard.press('Home');
      expect((await splitterValues(page)).now).toBe('200');
      await page.keyboard.press('PageUp');
      await page.keyboard.press('ArrowLeft');
      expect(await splitterValues(page)).toMatchObject({ now: '240', text: '240 pixels wide' });
      expect(await panelWidth(page)).toBe(240);

      await reload(page);
      expect((await splitterValues(page)).now).toBe('240');
      expect(await panelWidth(page)).toBe(240);
      expect(errorsOf(page)).toEqual([]);
    });
  });

  it('follows a pointer drag of the splitter', async () => {
    await withPage('/folders/12', async (page) => {
      const box = await panelSplitter(page).boundingBox();
      if (!box) throw new Error('the splitter is not shown');
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width / 2, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 80, y, { steps: 4 });
      await page.mouse.up();
      expect((await splitterValues(page)).now).toBe('380');
      expect(await panelWidth(page)).toBe(380);
    });
  });
});

describe('the tree panel can be hidden (spec 000 §2, §3 hideTree, hideTreeOnLoad)', () => {
  it('hides and shows with the banner button, and stays hidden after a reload', async () => {
    await withPage('/folders/12', async (page) => {
      const toggle = treeToggle(page);
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await toggle.getAttribute('aria-controls')).toBe('vt-tree-panel');
      expect(await treePanel(page).count()).toBe(1);

      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await treePanel(page).count()).toBe(0);
      expect(await panelSplitter(page).count()).toBe(0);
      // The panel stays in the page, hidden, so the button's aria-controls names an element.
      expect(await page.locator('#vt-tree-panel').isHidden()).toBe(true);

      await reload(page);
      expect(await treeToggle(page).getAttribute('aria-expanded')).toBe('false');
      expect(await treePanel(page).count()).toBe(0);

      await treeToggle(page).click();
      expect(await treeToggle(page).getAttribute('aria-expanded')).toBe('true');
      expect(await treePanel(page).isVisible()).toBe(true);
      expect(await panelSplitter(page).isVisible()).toBe(true);
      expect(errorsOf(page)).toEqual([]);
    });
  });

  it('starts hidden when the global setting hideTreeOnLoad is on, and shows on demand', async () => {
    await withPage('/folders/12?mock-settings=hideTreeOnLoad:true', async (page) => {
      expect(await treeToggle(page).getAttribute('aria-expanded')).toBe('false');
      expect(await treePanel(page).count()).toBe(0);
      await treeToggle(page).click();
      expect(await treePanel(page).isVisible()).toBe(true);
      // Hidden again on the next load: the setting hides the tree on every load.
      await reload(page);
      expect(await treePanel(page).count()).toBe(0);
    });
  });
});

describe('the sections of the tree panel (spec 000 §2, §3 expandFolderTree, expandSetsTree, expandLogicalTree)', () => {
  it.each([
    ['/folders/1', ['folders', 'sets', 'logical', 'quick-access']],
    ['/folders/1?mock-flags=ShowSets:false', ['folders', 'logical', 'quick-access']],
    ['/folders/1?mock-flags=ShowLogicalViews:false', ['folders', 'sets', 'quick-access']],
  ])('%s shows the sections %o', async (path, sections) => {
    await withPage(path, async (page) => {
      const shown = await treePanel(page)
        .locator('[data-section]')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-section')));
      expect(shown).toEqual(sections);
    });
  });

  it('labels the sets section with the sets-name preference (default Virtual Set)', async () => {
    await withPage('/folders/1', async (page) => {
      expect(await sectionToggle(page, 'Virtual Set').count()).toBe(1);
    });
  });

  it('collapses and expands a section, and remembers it after a reload', async () => {
    await withPage('/folders/12', async (page) => {
      const folders = sectionToggle(page, 'Folders');
      const logical = sectionToggle(page, 'Logical views');
      expect(await folders.getAttribute('aria-expanded')).toBe('true');
      expect(await logical.getAttribute('aria-expanded')).toBe('false');

      await folders.click();
      await logical.click();
      expect(await folders.getAttribute('aria-expanded')).toBe('false');
      const foldersContent = page.locator(`#${await folders.getAttribute('aria-controls')}`);
      expect(await foldersContent.isHidden()).toBe(true);
      await treePanel(page).getByRole('tree', { name: 'Logical views' }).waitFor();

      await reload(page);
      expect(await sectionToggle(page, 'Folders').getAttribute('aria-expanded')).toBe('false');
      expect(await sectionToggle(page, 'Logical views').getAttribute('aria-expanded')).toBe('true');
      await treePanel(page).getByRole('tree', { name: 'Logical views' }).waitFor();
      expect(errorsOf(page)).toEqual([]);
    });
  });
});

describe('one selection for the page, held by the route (spec 000 §2, §4)', () => {
  it('opening /folders/{id} selects that folder; clicking another changes the URL without a reload', async () => {
    await withPage('/folders/12', async (page) => {
      // The folder tree opens the path to the selected folder (Marketing / Campaigns / 2020 / Winter).
      const winter = treeItem(page, 'Folders', 'Winter');
      await selectedRowShown(page, 'Folders');
      expect(await winter.getAttribute('aria-selected')).toBe('true');
      expect(await winter.getAttribute('aria-level')).toBe('5');
      await markDocument(page);

      await treeItem(page, 'Folders', 'Autumn').click();
      await page.waitForURL((url) => url.pathname === '/folders/11');
      expect(await screenOf(page)).toMatchObject({ screen: 'main', selection: 'folder', selectionId: '11' });
      expect(await treeItem(page, 'Folders', 'Autumn').getAttribute('aria-selected')).toBe('true');
      expect(await treeItem(page, 'Folders', 'Winter').getAttribute('aria-selected')).toBe('false');
      expect(await breadcrumbOf(page)).toEqual(['Marketing', 'Campaigns', '2020', '>Autumn']);
      // The title names the folder, never its id (issue 14).
      expect(await page.title()).toBe('Autumn · Gallery · Vitrine');

      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/folders/12');
      expect(await treeItem(page, 'Folders', 'Winter').getAttribute('aria-selected')).toBe('true');
      expect(await keptDocument(page)).toBe(true);
      expect(errorsOf(page)).toEqual([]);
    });
  });

  it('choosing a folder keeps the view prefix; All files too (/map/all)', async () => {
    await withPage('/map/folders/12', async (page) => {
      await selectedRowShown(page, 'Folders');
      await treeItem(page, 'Folders', 'Autumn').click();
      await page.waitForURL((url) => url.pathname === '/map/folders/11');
      await treePanel(page).getByRole('tree', { name: 'Folders' }).focus();
      await page.keyboard.press('Home');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/map/all');
      expect(await screenOf(page)).toMatchObject({ selection: 'all', view: 'map' });
    });
  });

  it('quick access goes to a pinned item and opens its section', async () => {
    await withPage('/folders/12', async (page) => {
      expect(await sectionToggle(page, 'Virtual Set').getAttribute('aria-expanded')).toBe('false');
      await markDocument(page);
      await treeItem(page, 'Quick access', /^Hero images/).click();
      await page.waitForURL((url) => url.pathname === '/sets/1');
      expect(await sectionToggle(page, 'Virtual Set').getAttribute('aria-expanded')).toBe('true');
      const hero = treeItem(page, 'Virtual Set', /^Hero images/);
      await hero.waitFor();
      expect(await hero.getAttribute('aria-selected')).toBe('true');
      // Choosing one clears the others (spec 000 §4): the folder tree selects nothing now. (Asked of
      // the whole tree: with the sets' section open the folders' rows share the panel, and Winter
      // may be scrolled out of the rows the list draws.)
      await expect(
        treePanel(page).getByRole('tree', { name: 'Folders' }).locator('[role="treeitem"][aria-selected="true"]').count(),
      ).resolves.toBe(0);
      expect(await keptDocument(page)).toBe(true);
    });
  });

  it('opening /sets/{id} selects that set; choosing another changes the URL without a reload', async () => {
    await withPage('/grid/sets/4', async (page) => {
      await expandSection(page, 'Virtual Set');
      const selected = treeItem(page, 'Virtual Set', /Mobile banners/);
      await selectedRowShown(page, 'Virtual Set');
      expect(await selected.getAttribute('aria-selected')).toBe('true');
      await markDocument(page);

      await treeItem(page, 'Virtual Set', /Social posts/).click();
      await page.waitForURL((url) => url.pathname === '/grid/sets/5');
      expect(await screenOf(page)).toMatchObject({ view: 'grid', selection: 'set', selectionId: '5' });
      expect(await treeItem(page, 'Virtual Set', /Social posts/).getAttribute('aria-selected')).toBe('true');
      expect(await selected.getAttribute('aria-selected')).not.toBe('true');
      expect(await breadcrumbOf(page)).toEqual(['Campaign 2026', '>Social posts']);

      // Back selects the set of the previous URL again.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/grid/sets/4');
      expect(await treeItem(page, 'Virtual Set', /Mobile banners/).getAttribute('aria-selected')).toBe(
        'true',
      );
      expect(await keptDocument(page)).toBe(true);
      expect(errorsOf(page)).toEqual([]);
    });
  });

  it('choosing a collection goes to /collections/{id}; choosing a logical view to /logical/…', async () => {
    await withPage('/sets/11', async (page) => {
      await expandSection(page, 'Virtual Set');
      await markDocument(page);
      await treeItem(page, 'Virtual Set', /Brand Book/).click();
      await page.waitForURL((url) => url.pathname === '/collections/2');

      await expandSection(page, 'Logical views');
      await treeItem(page, 'Logical views', /Browse by Timeline/).click();
      await page.keyboard.press('ArrowRight');
      const year = treeItem(page, 'Logical views', /^2025/);
      await treeItem(page, 'Logical views', /^2025/).click();
      await page.waitForURL((url) => url.pathname === '/logical/date-2025');
      expect(await screenOf(page)).toMatchObject({ selection: 'logical', selectionId: 'date-2025' });
      expect(await year.getAttribute('aria-selected')).toBe('true');
      // Choosing one clears the others (spec 000 §4).
      expect(await treeItem(page, 'Virtual Set', /Brand Book/).getAttribute('aria-selected')).not.toBe(
        'true',
      );
      expect(await breadcrumbOf(page)).toEqual(['Browse by Timeline', '>2025']);
      expect(await keptDocument(page)).toBe(true);
    });
  });

  it('on the dashboard, choosing an item leaves the dashboard for the main page', async () => {
    await withPage('/', async (page) => {
      expect((await screenOf(page)).screen).toBe('dashboard');
      await expandSection(page, 'Virtual Set');
      await treeItem(page, 'Virtual Set', /Favourites/).click();
      await page.waitForURL((url) => url.pathname === '/sets/11');
      expect(await screenOf(page)).toMatchObject({ screen: 'main', selection: 'set', selectionId: '11' });
    });
  });
});

describe('the breadcrumb shows the path of the selection (spec 000 §2 "Main page")', () => {
  it('a folder: its parents from GET /api/folders/getFolderParentsIds, each a link', async () => {
    await withPage('/grid/folders/12', async (page) => {
      expect(await breadcrumbOf(page)).toEqual(['Marketing', 'Campaigns', '2020', '>Winter']);
      const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
      expect(await nav.getByRole('link', { name: 'Winter' }).getAttribute('aria-current')).toBe('page');
      await markDocument(page);
      await nav.getByRole('link', { name: '2020' }).click();
      await page.waitForURL((url) => url.pathname === '/grid/folders/8');
      expect(await breadcrumbOf(page)).toEqual(['Marketing', 'Campaigns', '>2020']);
      expect(await keptDocument(page)).toBe(true);
    });
  });

  it.each([
    ['/sets/4', ['Campaign 2026', 'Hero images', 'Banners', '>Mobile banners']],
    ['/sets/13', ['To review', '>Urgent']],
    ['/collections/3', ['>Clients']],
    ['/logical/location/France/Bretagne', ['Browse by Geographical Location', 'France', '>Bretagne']],
    ['/logical/date-2025-03', ['Browse by Timeline', '2025', '>March']],
    ['/all', ['>All files']],
  ])('%s → %o', async (path, crumbs) => {
    await withPage(path, async (page) => {
      expect(await breadcrumbOf(page)).toEqual(crumbs);
    });
  });

  it('reads the path again after the folder is renamed in the tree', async () => {
    await withPage('/folders/12', async (page) => {
      expect(await breadcrumbOf(page)).toEqual(['Marketing', 'Campaigns', '2020', '>Winter']);
      await selectedRowShown(page, 'Folders');
      await treeItem(page, 'Folders', 'Winter').press('F2');
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox').fill('Winter sale');
      await dialog.getByRole('textbox').press('Enter');
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Winter sale').waitFor();
      expect(await breadcrumbOf(page)).toEqual(['Marketing', 'Campaigns', '2020', '>Winter sale']);
    });
  });

  it('falls back to the page heading when the path cannot be read (only logged, spec 000 §8), never the id', async () => {
    await withPage('/folders/99999', async (page) => {
      expect(await breadcrumbOf(page)).toEqual(['>Unknown folder']);
      expect(await page.title()).toBe('Unknown folder · Gallery · Vitrine');
      expect(errorsOf(page).filter((error) => !error.includes('404'))).toEqual([]);
    });
  });

  it('shows nothing without a selection', async () => {
    await withPage('/gallery', async (page) => {
      expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).count()).toBe(0);
    });
  });
});

describe('the post-signup panel (spec 000 §2: shown while ps is present)', () => {
  const panel = (page: Page) => page.getByRole('region', { name: 'Welcome to Vitrine' });

  it('shows with ?ps, follows the visitor around the main page, and goes away when dismissed', async () => {
    await withPage('/folders/12?ps=1', async (page) => {
      expect(await panel(page).isVisible()).toBe(true);
      await markDocument(page);

      await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: 'Campaigns' })
        .click();
      await page.waitForURL((url) => url.pathname === '/folders/2');
      expect(pathOf(page)).toBe('/folders/2?ps=1');
      expect(await panel(page).isVisible()).toBe(true);

      await panel(page).getByRole('button', { name: 'Dismiss the welcome message' }).click();
      expect(await panel(page).count()).toBe(0);
      expect(pathOf(page)).toBe('/folders/2');
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('vt-main');
      expect(await keptDocument(page)).toBe(true);
      expect(errorsOf(page)).toEqual([]);
    });
  });

  it('is absent without ps', async () => {
    await withPage('/folders/12', async (page) => {
      expect(await panel(page).count()).toBe(0);
    });
  });
});

describe('accessibility of the main page (axe)', () => {
  it('has no violations with every section open, the post-signup panel and the breadcrumb', async () => {
    await withPage('/logical/location/France?ps=1', async (page) => {
      await expandSection(page, 'Virtual Set');
      await expandSection(page, 'Logical views');
      for (const tree of ['Folders', 'Virtual Set', 'Logical views', 'Quick access']) {
        await treePanel(page).getByRole('tree', { name: tree }).getByRole('treeitem').first().waitFor();
      }
      await breadcrumbOf(page);
      const violations = await axeViolations(page);
      expect(violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.length }))).toEqual([]);
    });
  });

  it('has no violations with the tree panel hidden', async () => {
    await withPage('/folders/12?mock-settings=hideTreeOnLoad:true', async (page) => {
      expect(await treePanel(page).count()).toBe(0);
      const violations = await axeViolations(page);
      expect(violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.length }))).toEqual([]);
    });
  });
});
