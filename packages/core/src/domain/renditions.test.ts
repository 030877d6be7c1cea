import { describe, expect, it } from 'vitest';
import { DOWNLOAD_SIZES, THUMBNAIL_INDEX, THUMBNAIL_SIZE_NAMES, THUMBNAIL_SIZES } from '../constants';
import { fitInBox, renditionSize, thumbnailSizeForIndex } from './renditions';

describe('thumbnail sizes (spec 000 §9)', () => {
  it.each([
    ['tiny', 384, 288],
    ['small', 1024, 768],
    ['medium', 1920, 1080],
    ['large', 3840, 2160],
  ] as const)('%s is %i × %i', (size, width, height) => {
    expect(THUMBNAIL_SIZES[size]).toEqual({ width, height });
  });

  it('names them smallest first', () => {
    expect(THUMBNAIL_SIZE_NAMES).toEqual(['tiny', 'small', 'medium', 'large']);
  });
});

describe('the thumb index (spec 001 §9: Large 4K thumb 4, Medium 3, Small 5; tiny decided: 1)', () => {
  it('gives each rendition its index, and the download sizes the same ones', () => {
    expect(THUMBNAIL_INDEX).toEqual({ tiny: 1, small: 5, medium: 3, large: 4 });
    expect(DOWNLOAD_SIZES.map((size) => [size.key, size.thumb])).toEqual([
      ['large', 4],
      ['medium', 3],
      ['small', 5],
    ]);
  });

  it.each([
    [4, 'large'],
    ['4', 'large'],
    [3, 'medium'],
    [5, 'small'],
    [1, 'tiny'],
    [2, 'tiny'],
    [0, 'tiny'],
    ['x', 'tiny'],
    [null, 'tiny'],
    [undefined, 'tiny'],
  ] as const)('thumb %j serves %s', (thumb, size) => {
    expect(thumbnailSizeForIndex(thumb)).toBe(size);
  });

  it('reads back every index it gives', () => {
    for (const size of THUMBNAIL_SIZE_NAMES) expect(thumbnailSizeForIndex(THUMBNAIL_INDEX[size])).toBe(size);
  });
});

describe('fitInBox: a rendition keeps the aspect ratio and is never enlarged', () => {
  it.each([
    [
      { width: 4000, height: 3000 },
      { width: 384, height: 288 },
      { width: 384, height: 288 },
    ],
    [
      { width: 3000, height: 2000 },
      { width: 384, height: 288 },
      { width: 384, height: 256 },
    ],
    [
      { width: 2000, height: 3000 },
      { width: 1920, height: 1080 },
      { width: 720, height: 1080 },
    ],
    [
      { width: 200, height: 100 },
      { width: 384, height: 288 },
      { width: 200, height: 100 },
    ],
    [
      { width: 100_000, height: 10 },
      { width: 384, height: 288 },
      { width: 384, height: 1 },
    ],
  ])('%j in %j is %j', (source, box, expected) => {
    expect(fitInBox(source, box)).toEqual(expected);
  });

  it('renditionSize fits into the named size', () => {
    expect(renditionSize({ width: 4000, height: 3000 }, 'large')).toEqual({ width: 2880, height: 2160 });
  });
});
