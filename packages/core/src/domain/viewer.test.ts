import { describe, expect, it } from 'vitest';
import { cycleSlideshowInterval, listDownloadSizes, resolveSlideshowInterval } from './viewer';

describe('cycleSlideshowInterval (spec 001 §4, §9: cycles and wraps)', () => {
  it.each([
    [2000, 5000],
    [5000, 10000],
    [10000, 20000],
    [20000, 30000],
    [30000, 60000],
    [60000, 120000],
    [120000, 300000],
    [300000, 2000],
    [7000, 10000],
    [999999, 2000],
    [0, 2000],
  ])('%i → %i', (current, expected) => {
    expect(cycleSlideshowInterval(current)).toBe(expected);
  });
});

describe('resolveSlideshowInterval (spec 001 §9: default 5000)', () => {
  it.each([
    [10000, 10000],
    ['30000', 30000],
    [7000, 5000],
    [undefined, 5000],
    ['', 5000],
    ['abc', 5000],
  ])('%j → %i', (stored, expected) => {
    expect(resolveSlideshowInterval(stored)).toBe(expected);
  });
});

describe('listDownloadSizes (spec 001 §9)', () => {
  it.each([
    [
      { width: 6000, height: 4000 },
      [
        ['large', 4, 'Large 4K'],
        ['medium', 3, 'Medium'],
        ['small', 5, 'Small'],
      ],
    ],
    [
      { width: 3840, height: 2160 },
      [
        ['medium', 3, 'Medium'],
        ['small', 5, 'Small'],
      ],
    ],
    [{ width: 1200, height: 800 }, [['small', 5, 'Small']]],
    [{ width: 800, height: 1200 }, [['small', 5, 'Small']]],
    [
      { width: 2160, height: 3840 },
      [
        ['medium', 3, 'Medium'],
        ['small', 5, 'Small'],
      ],
    ],
    [
      { width: 1100, height: 1100 },
      [
        ['medium', 3, 'Medium'],
        ['small', 5, 'Small'],
      ],
    ],
    [{ width: 1024, height: 768 }, []],
    [{}, []],
  ])('%o offers %j', (image, expected) => {
    expect(listDownloadSizes(image).map((o) => [o.key, o.thumb, o.label])).toEqual(expected);
  });
});
