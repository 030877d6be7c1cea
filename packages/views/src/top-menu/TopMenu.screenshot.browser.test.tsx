// Screenshot baselines of the top menu (spec 000 §2 "Top menu", "filter-search dropdown") on the
// mocks: every control and action of a super admin in the Marketing folder with files selected, two
// filters on, the history and breadcrumb slots; and the filter-search dropdown open. Compared with
// __screenshots__/ (commit them; vitest writes a missing one, and fails on it when CI=true). The
// panel takes no pointer events (the mouse may rest where an earlier test file left it) and draws in
// DejaVu Sans (the one font installed with Debian chromium here), so the pixels do not depend on the
// system's font choice.
import type { CSSProperties } from 'react';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../styles.css';
import type { SearchFilter } from '../search/criteria';
import { renderWithMocks } from '../search/test-utils';
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
