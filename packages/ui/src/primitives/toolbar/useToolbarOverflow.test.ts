// The toolbar's overflow rule on its own: how many items fit in a width, in order.
import { describe, expect, it } from 'vitest';
import { countFittingItems } from './useToolbarOverflow';

describe('countFittingItems', () => {
  // four 32 px buttons with a 4 px gap: each takes 36, the last gap is not needed
  const widths = [36, 36, 36, 36];

  it.each<[room: number, fit: number]>([
    [140, 4], // 4 × 36 − 4
    [139, 3],
    [104, 3],
    [103, 2],
    [32, 1],
    [31, 0],
    [0, 0],
  ])('in %d px, %d of four 32 px buttons fit', (room, fit) => {
    expect(countFittingItems(widths, 4, room, 4)).toBe(fit);
  });

  it('allows half a pixel of sub-pixel rounding', () => {
    expect(countFittingItems([36.3, 36.3], 2, 68.1, 4)).toBe(2);
  });

  it('keeps the order: a wide item stops the count even if a later one would fit', () => {
    expect(countFittingItems([36, 200, 36], 3, 100, 4)).toBe(1);
  });

  it('counts items never measured as wide as the widest measured one', () => {
    expect(countFittingItems([36, 60], 4, 200, 4)).toBe(3); // 36 + 60 + 60 − 4 = 152; + 60 > 200
  });

  it('with nothing measured, assumes 32 px controls', () => {
    expect(countFittingItems([], 3, 104, 4)).toBe(3);
    expect(countFittingItems([], 3, 103, 4)).toBe(2);
  });

  it('never counts more than the items there are', () => {
    expect(countFittingItems(widths, 2, 1000, 4)).toBe(2);
  });
});
