// Screenshot baselines of the grid view (light theme): the seeded library's files sorted by file name,
// and the same library grouped by date taken (a heading row per month, 'No data' for the files
// without one); and the focused cell's ring on a selected row, in the light and the dark theme. The grid has no pictures: the files come by props from the mocks' seeded search
// (seededImages, msw's getResponse, no service worker); the one call it makes (GET /api/websettings
// for the visible columns) is refused, so the spec's default columns show. Compared with
// __screenshots__/ (vitest writes a missing one, and fails on it when CI=true).
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { seededImages } from '../gallery/seeded';
import { renderInFrame } from '../gallery/test-utils';
import { groupSearchResults } from '../search/results';
import { Grid } from './Grid';

/** Renders the grid, waits for its rows, and keeps the pointer (resting where an earlier file left it) off it. */
async function shoot(ui: Parameters<typeof renderInFrame>[0], name: string) {
  await page.viewport(1100, 640);
  await renderInFrame(ui, { width: 1100, height: 600 });
  const view = document.querySelector('.vt-views__view') as HTMLElement;
  await expect
    .poll(() => view.querySelectorAll('[role="gridcell"][data-column="id"]').length)
    .toBeGreaterThan(5);
  view.style.pointerEvents = 'none';
  await expect.element(view).toMatchScreenshot(name);
}

test('grid of the seeded library, by file name', async () => {
  const images = await seededImages({ selectedFolder: 0, sortOption: 7 });
  await shoot(<Grid images={images} sortOption={7} sortOrderOption={1} />, 'grid-seeded');
});

test('grid of the seeded library grouped by date taken', async () => {
  const images = await seededImages({
    selectedFolder: 0,
    sortOption: 2,
    sortOrderOption: 1,
    groupResults: true,
  });
  await shoot(
    <Grid images={images} groups={groupSearchResults(images)} sortOption={2} sortOrderOption={1} />,
    'grid-grouped',
  );
});

// The focused cell (issue 14): a two-colour ring inside the cell, on a selected row. Tab enters the
// grid on the first header (after the Columns button); Down twice reaches the second file's first cell.
for (const theme of ['light', 'dark'] as const) {
  test(`the focused cell's ring on a selected row, ${theme} theme`, async () => {
    await page.viewport(1100, 240);
    const images = await seededImages({ selectedFolder: 0, sortOption: 7 });
    const second = images[1]?.id ?? -1;
    await renderInFrame(<Grid images={images} sortOption={7} sortOrderOption={1} selectedIds={[second]} />, {
      width: 1100,
      height: 220,
      theme,
    });
    const view = document.querySelector('.vt-views__view') as HTMLElement;
    await expect
      .poll(() => view.querySelectorAll('[role="gridcell"][data-column="id"]').length)
      .toBeGreaterThan(1);
    view.style.pointerEvents = 'none';
    // Tab passes the Columns button, then enters the grid.
    await userEvent.tab();
    await userEvent.tab();
    await expect.poll(() => document.activeElement?.getAttribute('role')).toBe('columnheader');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect
      .poll(() => document.activeElement?.closest('[role="row"]')?.hasAttribute('data-selected'))
      .toBe(true);
    await expect.element(view).toMatchScreenshot(`grid-focus-ring-${theme}`);
  });
}
