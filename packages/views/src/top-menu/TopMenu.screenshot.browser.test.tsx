// Screenshot baselines of the top menu (spec 000 §2 "Top menu", "filter-search dropdown"; issue 14's
// toolbar of icon buttons) on the mocks: every control and action of a super admin in the Marketing
// folder with files selected, two filters on, the history and breadcrumb slots; the filter-search
// dropdown open; and at 1280 and 375 px wide in the light and the dark theme with the selection bar
// under it (375: the view switcher a menu, the actions in More). Compared with
// __screenshots__/ (commit them; vitest writes a missing one, and fails on it when CI=true). The
// panel takes no pointer events (the mouse may rest where an earlier test file left it) and draws in
// DejaVu Sans (the one font installed with Debian chromium here), so the pixels do not depend on the
// system's font choice.

import type { CSSProperties } from 'react';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { permissionsFor } from './actions';
import '../styles.css';
import type { SearchFilter } from '../search/criteria';
import { renderWithMocks } from '../search/test-utils';
import { SelectionBar } from '../selection/SelectionBar';
import { TopMenu } from './TopMenu';

const PANEL: CSSProperties = {
  width: 1040,
  padding: 8,
  background: 'var(--vt-color-bg, #fff)',
  pointerEvents: 'none',
  ['--vt-font-family' as string]: "'DejaVu Sans', sans-serif",
  fontFamily: "'DejaVu Sans', sans-serif",
};

const FILTERS: SearchFilter[] = [
  { filterName: 'fileFormat', options: ['video'] },
  { filterName: 'orientation', options: ['portrait'] },
];

const HANDLERS = {
  onUpload: () => undefined,
  onDownload: () => undefined,
  onReport: () => undefined,
  onShare: () => undefined,
  onDelete: () => undefined,
  onRegenerateThumbnails: () => undefined,
  onRecognizeObjects: () => undefined,
};

async function renderMenu(height?: number) {
  await renderWithMocks(
    <div data-testid="panel" style={{ ...PANEL, height }}>
      <TopMenu
        target={{ folderId: 1 }}
        selectedCount={3}
        recognitionEnabled
        views={['gallery', 'masonry', 'grid', 'map']}
        defaultFilters={FILTERS}
        history={
          <button type="button" className="vt-views__toolbar-button">
            History
          </button>
        }
        breadcrumb={
          <nav aria-label="Breadcrumb">
            <span>Marketing / Campaigns / 2026</span>
          </nav>
        }
        onUpload={() => undefined}
        onDownload={() => undefined}
        onReport={() => undefined}
        onShare={() => undefined}
        onDelete={() => undefined}
        onRegenerateThumbnails={() => undefined}
        onRecognizeObjects={() => undefined}
        onFileSidebarChange={() => undefined}
      />
    </div>,
  );
  // Every permission answered: the whole set of actions is drawn.
  await expect.element(page.getByRole('button', { name: 'Recognize objects' })).toBeVisible();
  await expect.element(page.getByRole('button', { name: 'Delete' })).toBeVisible();
  await expect.element(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  return page.getByTestId('panel');
}

test('top menu: every control and action, two filters on', async () => {
  await page.viewport(1100, 300);
  const panel = await renderMenu();
  await expect.element(panel).toMatchScreenshot('top-menu-full');
});

test('top menu: the filter-search dropdown open', async () => {
  await page.viewport(1100, 760);
  const panel = await renderMenu(700);
  (page.getByRole('button', { name: 'Filters (2)' }).element() as HTMLElement).focus();
  await userEvent.keyboard('{ArrowDown}');
  // The workflow statuses are in (GET /api/workflows), so the menu is complete.
  await expect.element(page.getByRole('menuitemcheckbox', { name: 'Published' })).toBeVisible();
  await expect.element(page.getByRole('menuitemcheckbox', { name: 'Image' })).toHaveFocus();
  await expect.element(panel).toMatchScreenshot('top-menu-filters-open');
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 375]) {
    test(`top menu and selection bar, ${width} px, ${theme} theme`, async () => {
      await page.viewport(width, 360);
      const { requests } = await renderWithMocks(
        <div
          data-testid="panel"
          style={{ ...PANEL, width, padding: 0, height: 300, boxSizing: 'border-box' }}
        >
          <TopMenu
            target={{ folderId: 1 }}
            selectedCount={3}
            recognitionEnabled
            views={['gallery', 'masonry', 'grid', 'map', 'timeline', 'wall', 'carousel']}
            defaultFilters={FILTERS}
            history={
              <button type="button" className="vt-views__toolbar-button">
                History
              </button>
            }
            breadcrumb={
              <nav aria-label="Breadcrumb">
                <span>Marketing / Campaigns / 2026</span>
              </nav>
            }
            onFileSidebarChange={() => undefined}
            {...HANDLERS}
          />
          <div style={{ padding: 8 }}>
            <SelectionBar
              placement="inline"
              target={{ folderId: 1 }}
              selectedCount={3}
              recognitionEnabled
              onClearSelection={() => undefined}
              {...HANDLERS}
            />
          </div>
        </div>,
        { provider: { theme } },
      );
      // Every permission the folder's actions ask for answered (webUpload, download, share.link, edit,
      // delete, editData).
      await expect
        .poll(() => requests.filter((r) => r.path === '/api/permission' && r.answer !== undefined).length)
        .toBe(permissionsFor('folder').length);
      await expect.element(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
      const bar = page.getByRole('toolbar', { name: 'Selected files' });
      if (width === 375) {
        await expect.element(page.getByRole('button', { name: 'View: Gallery' })).toBeVisible();
        await expect.element(bar.getByRole('button', { name: 'More actions' })).toBeVisible();
      } else {
        await expect.element(bar.getByRole('button', { name: 'Recognize objects' })).toBeVisible();
        await expect
          .element(
            page
              .getByRole('toolbar', { name: 'File actions' })
              .getByRole('button', { name: 'Recognize objects' }),
          )
          .toBeVisible();
      }
      await expect.element(page.getByTestId('panel')).toMatchScreenshot(`top-menu-${width}-${theme}`);
    });
  }
}
