// Grouped results in the grid view (spec 000 §3 "group results with the group title 'No data' when
// empty"): a heading row per group spanning every column, with the title and the count; the heading
// rows counted in aria-rowcount and aria-rowindex; the keys moving between files only. Real chromium.
import type { ImageSummary } from '@vitrine/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../styles.css';
import { syntheticImages } from '../gallery/synthetic';
import { groupSearchResults } from '../search/results';
import { renderWithMocks } from '../search/test-utils';
import { Grid, type GridProps } from './Grid';

/** Files in groups of `sizes`, titled as the search answers them; undefined: no value ('No data'). */
function groupedImages(sizes: readonly number[], titles: readonly (string | undefined)[]): ImageSummary[] {
  const images = syntheticImages(sizes.reduce((a, b) => a + b, 0));
  let i = 0;
  sizes.forEach((size, group) => {
    const title = titles[group];
    for (let k = 0; k < size; k += 1, i += 1)
      images[i] = { ...(images[i] as ImageSummary), ...(title === undefined ? {} : { group: title }) };
  });
  return images;
}

const IMAGES = groupedImages([3, 1, 4, 2], ['2024-03', '2024-04', undefined, '2024-06']);

async function renderGrid(props: Partial<GridProps> = {}) {
  await renderWithMocks(
    <div style={{ width: 1100, height: 900, display: 'flex', flexDirection: 'column' }}>
      <Grid images={IMAGES} groups={groupSearchResults(IMAGES)} {...props} />
    </div>,
  );
  await expect.poll(() => document.querySelectorAll('[role="gridcell"][data-column="id"]').length).toBe(10);
}

const grid = () => document.querySelector('[role="grid"]') as HTMLElement;
const rows = () => [...grid().querySelectorAll<HTMLElement>('[role="row"]')];
const headings = () =>
  [...grid().querySelectorAll<HTMLElement>('[role="rowheader"]')].map((heading) => heading.textContent);
const idCell = (row: number) =>
  document.querySelector<HTMLElement>(
    `[role="gridcell"][data-row="${row}"][data-column="id"]`,
  ) as HTMLElement;
const rowIndexOf = (element: Element | null) =>
  Number(element?.closest('[role="row"]')?.getAttribute('aria-rowindex'));

afterEach(() => {
  localStorage.clear();
});

describe('grid with grouped results', () => {
  it("draws a heading row per group, spanning every column: the title ('No data' when empty) and the count", async () => {
    await renderGrid();
    expect(headings()).toEqual([
      'March 2024, 3 files',
      'April 2024, 1 file',
      'No data, 4 files',
      'June 2024, 2 files',
    ]);
    for (const heading of grid().querySelectorAll('[role="rowheader"]')) {
      expect(heading.getAttribute('aria-colspan')).toBe(grid().getAttribute('aria-colcount'));
      expect(heading.closest('[role="row"]')?.querySelectorAll('[role="gridcell"]')).toHaveLength(0);
    }
    // Each heading comes right before its group's first file.
    for (const [start, heading] of [
      [0, 0],
      [3, 1],
      [4, 2],
      [8, 3],
    ] as const) {
      const headingRow = grid().querySelectorAll('[role="rowheader"]')[heading] as HTMLElement;
      expect(rowIndexOf(idCell(start + 1))).toBe(rowIndexOf(headingRow) + 1);
    }
  });

  it('groups from the images’ own group with groupResults', async () => {
    await renderGrid({ groups: undefined, groupResults: true });
    expect(headings()).toEqual([
      'March 2024, 3 files',
      'April 2024, 1 file',
      'No data, 4 files',
      'June 2024, 2 files',
    ]);
  });

  it('counts the heading rows in aria-rowcount, each aria-rowindex once', async () => {
    await renderGrid();
    const indexes = rows().map((row) => Number(row.getAttribute('aria-rowindex')));
    // the column headers, 4 group headings, 10 files
    expect(indexes).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(grid().getAttribute('aria-rowcount')).toBe('15');
  });

  it('leaves aria-rowcount unknown (-1) while more pages remain', async () => {
    await renderGrid({ hasMore: true, totalCount: 200 });
    expect(grid().getAttribute('aria-rowcount')).toBe('-1');
  });

  it('steps over the headings: Down from a group’s last file lands on the next group’s first', async () => {
    await renderGrid();
    await userEvent.click(idCell(3));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(idCell(4));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(idCell(5));
    expect(rowIndexOf(document.activeElement)).toBe(rowIndexOf(idCell(4)) + 2);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(idCell(3));
    await userEvent.keyboard('{Control>}{End}{/Control}');
    expect(document.activeElement?.getAttribute('data-row')).toBe('10');
    // one tab stop
    expect(grid().querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });

  it('is not grouped without groups or groupResults', async () => {
    await renderWithMocks(
      <div style={{ width: 1100, height: 900, display: 'flex', flexDirection: 'column' }}>
        <Grid images={IMAGES} />
      </div>,
    );
    await expect.poll(() => document.querySelectorAll('[role="gridcell"][data-column="id"]').length).toBe(10);
    expect(headings()).toEqual([]);
    expect(grid().getAttribute('aria-rowcount')).toBe('11');
  });
});
