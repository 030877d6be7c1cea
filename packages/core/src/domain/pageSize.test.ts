import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../constants';
import { isPageSize, resolvePageSize } from './pageSize';

describe('resolvePageSize (spec 000 §5, §9)', () => {
  it.each([
    [12, 12],
    [24, 24],
    [48, 48],
    [96, 96],
    [1000, 1000],
    ['48', 48],
    // spec 000 §5: above 1000 from stored settings resets to 96
    [1001, 96],
    [5000, 96],
    ['2000', 96],
    // not an offered size: the default
    [50, 24],
    [0, 24],
    [-12, 24],
    [undefined, 24],
    [null, 24],
    ['', 24],
    ['lots', 24],
  ])('stored %j resolves to %i', (stored, expected) => {
    expect(resolvePageSize(stored)).toBe(expected);
  });

  it('offers 12, 24 (default), 48, 96, 1000', () => {
    expect(PAGE_SIZES).toEqual([12, 24, 48, 96, 1000]);
    expect(DEFAULT_PAGE_SIZE).toBe(24);
  });

  it.each([
    [96, true],
    [100, false],
  ])('isPageSize(%i) is %s', (value, expected) => {
    expect(isPageSize(value)).toBe(expected);
  });
});
