// The pure rules of a search session (spec 000 §3 grouping, §4 load more, after delete, infinite scroll).
import type { ImageSummary } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { appendPages, deleteFollowUp, distanceToBottom, groupSearchResults, isNearBottom } from './results';

const image = (id: number, group?: string | null) =>
  ({ id, fileName: `f${id}.jpg`, ...(group === undefined ? {} : { group }) }) as ImageSummary;
const page = (...ids: number[]) => ({ images: ids.map((id) => image(id)) });

describe('load more appends (spec 000 §4)', () => {
  it('lists the pages in order', () => {
    expect(appendPages([page(1, 2), page(3, 4)]).map((i) => i.id)).toEqual([1, 2, 3, 4]);
  });

  it('does not repeat a file that moved to the next page', () => {
    expect(appendPages([page(1, 2, 3), page(3, 4)]).map((i) => i.id)).toEqual([1, 2, 3, 4]);
  });

  it('shows nothing after a page that is still loading', () => {
    expect(appendPages([page(1), undefined, page(5)]).map((i) => i.id)).toEqual([1]);
  });

  it('leaves out files deleted meanwhile', () => {
    expect(appendPages([page(1, 2), page(3)], new Set([2, 3])).map((i) => i.id)).toEqual([1]);
  });
});

describe('group results (spec 000 §3: the group title is "No data" when empty)', () => {
  it('groups consecutive files under their title', () => {
    const groups = groupSearchResults([
      image(1, '2025-03'),
      image(2, '2025-03'),
      image(3, ''),
      image(4, null),
      image(5, '2024-01'),
    ]);
    expect(groups.map((g) => [g.title, g.start, g.images.map((i) => i.id)])).toEqual([
      ['2025-03', 0, [1, 2]],
      ['No data', 2, [3, 4]],
      ['2024-01', 4, [5]],
    ]);
  });

  it('uses the host translation of "No data"', () => {
    expect(groupSearchResults([image(1)], 'Keine Daten')[0]?.title).toBe('Keine Daten');
  });

  it("reads the server's own 'No data' title as empty, so it is translated too", () => {
    const groups = groupSearchResults(
      [image(1, 'No data'), image(2, null), image(3, '2024-01')],
      'Keine Angabe',
    );
    expect(groups.map((g) => [g.title, g.images.length])).toEqual([
      ['Keine Angabe', 2],
      ['2024-01', 1],
    ]);
  });
});

describe('after delete (spec 000 §4)', () => {
  it.each([
    [0, 'new-search'], // no images remain: a new search runs
    [1, 'load-more'],
    [23, 'load-more'], // fewer than 24 remain: more are loaded
    [24, 'none'],
    [200, 'none'],
  ])('%i remaining → %s', (remaining, expected) => {
    expect(deleteFollowUp(remaining)).toBe(expected);
  });
});

describe('infinite scroll (spec 000 §4, §9: within 50 px of the bottom)', () => {
  it.each([
    [{ scrollTop: 0, scrollHeight: 2000, clientHeight: 500 }, 1500, false],
    [{ scrollTop: 1449, scrollHeight: 2000, clientHeight: 500 }, 51, false],
    [{ scrollTop: 1450, scrollHeight: 2000, clientHeight: 500 }, 50, true],
    [{ scrollTop: 1500, scrollHeight: 2000, clientHeight: 500 }, 0, true],
    [{ scrollTop: 0, scrollHeight: 300, clientHeight: 500 }, 0, true], // content shorter than the view
  ])('%j is %i px from the bottom → %s', (metrics, distance, near) => {
    expect(distanceToBottom(metrics)).toBe(distance);
    expect(isNearBottom(metrics)).toBe(near);
  });

  it('takes another threshold', () => {
    expect(isNearBottom({ scrollTop: 1400, scrollHeight: 2000, clientHeight: 500 }, 100)).toBe(true);
  });
});
