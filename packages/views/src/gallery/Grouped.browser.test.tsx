// Grouped results in the gallery and the masonry (spec 000 §3 "group results with the group title
// 'No data' when empty"): a heading row per group with its title and count, each group from a fresh
// row, headings counted in aria-rowcount, the keys stepping over them. Real chromium.
import type { ImageSummary } from '@vitrine/api-client';
import { type ComponentType, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { groupSearchResults } from '../search/results';
import { Gallery } from './Gallery';
import { Masonry } from './Masonry';
import { syntheticImages, syntheticThumbnailUrl } from './synthetic';
import {
  cellOf,
  focusedIndex,
  gridElement,
  renderedCells,
  renderInFrame,
  rowIndexOf,
  sentRequests,
} from './test-utils';
import type { GalleryViewProps } from './VirtualGrid';

// A tall page, so every row of these small results is mounted (the view is at most 100vh high).
beforeEach(async () => {
  await page.viewport(1000, 4_200);
});

afterEach(() => {
  expect(sentRequests).toEqual([]);
});

/** Files grouped by month as the search answers them (groupResults), the last group without a value. */
function groupedImages(sizes: readonly number[], titles: readonly (string | undefined)[]): ImageSummary[] {
  const images = syntheticImages(sizes.reduce((a, b) => a + b, 0));
  let i = 0;
  sizes.forEach((size, group) => {
    for (let k = 0; k < size; k += 1, i += 1) {
      const title = titles[group];
      images[i] = { ...(images[i] as ImageSummary), ...(title === undefined ? {} : { group: title }) };
    }
  });
  return images;
}

const SIZES = [7, 1, 12, 5] as const;
const TITLES = ['2024-03', '2024-04', '2024-05', undefined] as const;
const IMAGES = groupedImages(SIZES, TITLES);
const STARTS = [0, 7, 8, 20];

const headings = () => [...document.querySelectorAll<HTMLElement>('[role="rowheader"]')];
const headingTexts = () =>
  headings().map((heading) => [
    heading.querySelector('.vt-views__group-title')?.textContent,
    heading.querySelector('.vt-views__group-count')?.textContent,
  ]);
const rows = () => [...document.querySelectorAll<HTMLElement>('[role="row"]')];

const VIEWS: [string, ComponentType<GalleryViewProps>][] = [
  ['gallery', Gallery],
  ['masonry', Masonry],
];

describe.each(VIEWS)('%s with grouped results', (_name, View) => {
  async function renderGrouped(props: Partial<GalleryViewProps> = {}) {
    await renderInFrame(
      <View
        images={IMAGES}
        getThumbnailUrl={syntheticThumbnailUrl}
        groups={groupSearchResults(IMAGES)}
        {...props}
      />,
      { width: 900, height: 4_000 },
    );
    await expect.poll(() => renderedCells().length).toBe(IMAGES.length);
  }

  it("draws a heading row per group: the title ('No data' when empty) and the count", async () => {
    await renderGrouped();
    expect(headingTexts()).toEqual([
      ['March 2024', '7 files'],
      ['April 2024', '1 file'],
      ['May 2024', '12 files'],
      ['No data', '5 files'],
    ]);
    const colCount = gridElement()?.getAttribute('aria-colcount');
    for (const heading of headings()) {
      expect(heading.getAttribute('aria-colspan')).toBe(colCount);
      expect(heading.closest('[role="row"]')?.querySelectorAll('[role="gridcell"]')).toHaveLength(0);
      expect(heading.tabIndex).toBe(-1);
    }
  });

  it('groups from the images’ own group with groupResults, the title of an empty one read as No data', async () => {
    await renderGrouped({ groups: undefined, groupResults: true });
    expect(headingTexts().map(([title]) => title)).toEqual([
      'March 2024',
      'April 2024',
      'May 2024',
      'No data',
    ]);
  });

  it('lays out each group from a fresh row under its heading', async () => {
    await renderGrouped();
    STARTS.forEach((start, group) => {
      const heading = headings()[group]?.closest('[role="row"]') as HTMLElement;
      const cell = cellOf(start) as HTMLElement;
      // the group's first file is on the row right after its heading, at the left edge (masonry: its
      // first row starts level under the heading)
      expect(rowIndexOf(cell)).toBe(Number(heading.getAttribute('aria-rowindex')) + 1);
      expect(cell.getBoundingClientRect().top).toBeGreaterThanOrEqual(heading.getBoundingClientRect().bottom);
      // no file of the group before reaches below the heading
      for (let i = STARTS[group - 1] ?? start; i < start; i += 1) {
        expect((cellOf(i) as HTMLElement).getBoundingClientRect().bottom).toBeLessThanOrEqual(
          heading.getBoundingClientRect().top,
        );
      }
    });
  });

  it('counts the heading rows in aria-rowcount, and every aria-rowindex once', async () => {
    await renderGrouped();
    const grid = gridElement() as HTMLElement;
    // every row is mounted in this tall frame: headings and rows of files
    const indexes = rows().map((row) => Number(row.getAttribute('aria-rowindex')));
    expect(indexes).toEqual(indexes.map((_, i) => i + 1));
    expect(Number(grid.getAttribute('aria-rowcount'))).toBe(indexes.length);
    expect(rows().filter((row) => row.querySelector('[role="rowheader"]'))).toHaveLength(4);
  });

  it('leaves aria-rowcount unknown (-1) while more pages remain', async () => {
    await renderGrouped({ hasMore: true, totalCount: 500 });
    expect(gridElement()?.getAttribute('aria-rowcount')).toBe('-1');
  });

  it('steps over the headings: Down from a group’s last row lands on the next group’s first row', async () => {
    await renderGrouped();
    // group 0's last row: Down goes to group 1, whose only file is its first
    const lastOfFirst = 6;
    (cellOf(lastOfFirst) as HTMLElement).focus();
    const firstRowOfGroup0Last = rowIndexOf(cellOf(lastOfFirst) as HTMLElement);
    // from any file of group 0's last row
    for (const cell of renderedCells().filter((c) => rowIndexOf(c) === firstRowOfGroup0Last)) {
      cell.focus();
      await userEvent.keyboard('{ArrowDown}');
      expect(focusedIndex()).toBe(7);
    }
    // Down again: the first row of group 2, past its heading
    await userEvent.keyboard('{ArrowDown}');
    const landed = focusedIndex() as number;
    expect(landed).toBeGreaterThanOrEqual(8);
    expect(rowIndexOf(cellOf(landed) as HTMLElement)).toBe(rowIndexOf(cellOf(8) as HTMLElement));
    // Up goes back over the heading to the file of group 1
    await userEvent.keyboard('{ArrowUp}');
    expect(focusedIndex()).toBe(7);
    // Right from a group's last file: the next group's first file; Left back
    (cellOf(19) as HTMLElement).focus();
    const rightOf19 = renderedCells()
      .filter((c) => rowIndexOf(c) === rowIndexOf(cellOf(19) as HTMLElement))
      .sort((a, b) => a.getBoundingClientRect().left - b.getBoundingClientRect().left)
      .at(-1) as HTMLElement;
    rightOf19.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(focusedIndex()).toBe(
      Number(
        renderedCells()
          .filter((c) => rowIndexOf(c) === rowIndexOf(cellOf(20) as HTMLElement))
          .sort((a, b) => a.getBoundingClientRect().left - b.getBoundingClientRect().left)[0]?.dataset.index,
      ),
    );
    // Ctrl+End and Ctrl+Home reach files, never a heading
    await userEvent.keyboard('{Control>}{End}{/Control}');
    expect(focusedIndex()).toBeGreaterThanOrEqual(20);
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    expect(rowIndexOf(cellOf(focusedIndex() as number) as HTMLElement)).toBe(2);
    // one tab stop still
    expect(renderedCells().filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
  });
});

const APPENDED = groupedImages([30, 40, 26], ['2024-01', '2024-02', '2024-03']);

/** A host that shows the first 48 files, then all of them on a click (a page appended). */
function AppendingHost() {
  const [images, setImages] = useState(() => APPENDED.slice(0, 48));
  return (
    <>
      <button type="button" onClick={() => setImages(APPENDED)}>
        more
      </button>
      <Masonry images={images} getThumbnailUrl={syntheticThumbnailUrl} columns={6} groupResults />
    </>
  );
}

describe('grouped results while pages are appended', () => {
  it('keeps the groups laid out and continues the last one', async () => {
    await renderInFrame(<AppendingHost />, { width: 900, height: 4_000 });
    await expect
      .poll(() => headingTexts())
      .toEqual([
        ['January 2024', '30 files'],
        ['February 2024', '18 files'],
      ]);
    await userEvent.click(document.querySelector('button') as HTMLElement);
    await expect
      .poll(() => headingTexts())
      .toEqual([
        ['January 2024', '30 files'],
        ['February 2024', '40 files'],
        ['March 2024', '26 files'],
      ]);
  });
});
