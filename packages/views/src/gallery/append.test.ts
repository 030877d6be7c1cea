// An appended page as the views see it (issue 4: an append costs O(page), not O(loaded files)): the
// search session and appendImages record each append, so isAppended answers without comparing every
// loaded file; any other list is still compared item by item. And useRowWindow's visible range.
import type { ImageSummary } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { visibleRows } from '../grid-core/useRowWindow';
import {
  appendGroupedResults,
  appendImages,
  appendPages,
  appendPagesFrom,
  groupSearchResults,
  isRecordedAppend,
  recordAppend,
} from '../search/results';
import { isAppended } from './VirtualGrid';

const image = (id: number) => ({ id, fileName: `f${id}.jpg` }) as ImageSummary;
const page = (...ids: number[]) => ({ images: ids.map(image) });
const ids = (images: readonly ImageSummary[]) => images.map((i) => i.id);

describe('appendPagesFrom: the session appends only the new page', () => {
  it('gives what appendPages gives, page after page, and records each append', () => {
    const pages = [page(1, 2, 3), page(3, 4), page(5, 6, 2), page(7)];
    let previous = appendPagesFrom(undefined, pages.slice(0, 1));
    for (let n = 2; n <= pages.length; n += 1) {
      const next = appendPagesFrom(previous, pages.slice(0, n));
      expect(ids(next.images)).toEqual(ids(appendPages(pages.slice(0, n))));
      expect(isRecordedAppend(previous.images, next.images)).toBe(true);
      // the earlier list is left as it was
      expect(ids(previous.images)).toEqual(ids(appendPages(pages.slice(0, n - 1))));
      previous = next;
    }
    expect(ids(previous.images)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the same list while no page was added (a page still loading shows nothing after it)', () => {
    const first = appendPagesFrom(undefined, [page(1, 2)]);
    const loading = appendPagesFrom(first, [first.pages[0], undefined, page(9)]);
    expect(loading.images).toBe(first.images);
  });

  it('builds the list again when a loaded page changed or files were removed', () => {
    const first = appendPagesFrom(undefined, [page(1, 2), page(3)]);
    const refetched = appendPagesFrom(first, [page(1, 5), first.pages[1]]);
    expect(ids(refetched.images)).toEqual([1, 5, 3]);
    expect(isRecordedAppend(first.images, refetched.images)).toBe(false);
    const removed = appendPagesFrom(refetched, refetched.pages, new Set([5]));
    expect(ids(removed.images)).toEqual([1, 3]);
    expect(isRecordedAppend(refetched.images, removed.images)).toBe(false);
  });

  it('does not extend a result that is no longer the last of its chain (a render React dropped)', () => {
    const base = appendPagesFrom(undefined, [page(1, 2)]);
    appendPagesFrom(base, [base.pages[0], page(3, 4)]); // dropped
    const other = appendPagesFrom(base, [base.pages[0], page(4, 5)]);
    expect(ids(other.images)).toEqual([1, 2, 4, 5]);
  });
});

describe('isAppended', () => {
  it('follows recorded appends without comparing the items', () => {
    const a = [image(1), image(2)];
    const b = appendImages(a, [image(3)]);
    const c = appendImages(b, [image(4), image(5)]);
    expect(ids(c)).toEqual([1, 2, 3, 4, 5]);
    expect(isAppended(a, c)).toBe(true);
    expect(isAppended(c, a)).toBe(false);
  });

  it('compares the items of lists nobody recorded', () => {
    const a = [image(1), image(2)];
    expect(isAppended(a, [...a, image(3)])).toBe(true);
    expect(isAppended(a, [a[0] as ImageSummary, image(2), image(3)])).toBe(false);
    expect(isAppended(a, a)).toBe(true);
  });

  it('a recorded append of another list says nothing about this one', () => {
    const a = [image(1)];
    const b = [image(2)];
    const c = [image(2), image(3)];
    recordAppend(b, c);
    expect(isRecordedAppend(a, c)).toBe(false);
    expect(isAppended(a, c)).toBe(false);
  });
});

describe('visibleRows (the rows a scroll position shows)', () => {
  const fixed = (count: number, height = 50, margin = 50) => ({
    count,
    start: (row: number) => margin + row * height,
    end: (row: number) => margin + (row + 1) * height,
    listEnd: margin + count * height,
  });

  it('starts at the row at the scroll offset and ends at the bottom of the view', () => {
    expect(visibleRows(fixed(1000), 0, 500)).toMatchObject({ startIndex: 0, endIndex: 8 });
    expect(visibleRows(fixed(1000), 50 + 20 * 50, 500)).toMatchObject({ startIndex: 20, endIndex: 29 });
    expect(visibleRows(fixed(1000), 50 + 20 * 50 + 10, 500)).toMatchObject({ startIndex: 20, endIndex: 30 });
  });

  it('clamps an offset past the end, and shows nothing without rows or height', () => {
    expect(visibleRows(fixed(100), 1e9, 500)).toMatchObject({ startIndex: 90, endIndex: 99 });
    expect(visibleRows(fixed(0), 0, 500)).toBeNull();
    expect(visibleRows(fixed(10), 0, 0)).toBeNull();
  });
});

describe('appendGroupedResults (grouped results while pages are appended)', () => {
  const titled = (id: number, group: string) => ({ id, fileName: `f${id}.jpg`, group }) as ImageSummary;
  const shape = (groups: readonly { title: string; start: number; images: readonly ImageSummary[] }[]) =>
    groups.map((g) => [g.title, g.start, ids(g.images)]);

  it('groups only the new files, continuing the last group, as groupSearchResults would', () => {
    const a = [titled(1, 'x'), titled(2, 'x'), titled(3, 'y')];
    const first = appendGroupedResults(undefined, a);
    const b = appendImages(a, [titled(4, 'y'), titled(5, ''), titled(6, 'z')]);
    const next = appendGroupedResults(first, b);
    expect(shape(next.groups)).toEqual(shape(groupSearchResults(b)));
    expect(shape(next.groups)).toEqual([
      ['x', 0, [1, 2]],
      ['y', 2, [3, 4]],
      ['No data', 4, [5]],
      ['z', 5, [6]],
    ]);
    // the earlier groups are left as they were
    expect(shape(first.groups)).toEqual(shape(groupSearchResults(a)));
    expect(appendGroupedResults(next, b)).toBe(next);
  });

  it('groups everything again for a list that is not a recorded append', () => {
    const first = appendGroupedResults(undefined, [titled(1, 'x')]);
    const other = [titled(2, 'y'), titled(1, 'x')];
    expect(shape(appendGroupedResults(first, other).groups)).toEqual([
      ['y', 0, [2]],
      ['x', 1, [1]],
    ]);
  });
});
