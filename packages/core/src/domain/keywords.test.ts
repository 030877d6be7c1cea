import { describe, expect, it } from 'vitest';
import { splitKeywords, toGridKeywords } from './keywords';

describe('splitKeywords (spec 000 §5, spec 001 §5)', () => {
  it.each([
    ['sea; sky;sand', ['sea', 'sky', 'sand']],
    ['  sea  ', ['sea']],
    [';;sea;; ;sky;', ['sea', 'sky']],
    ['', []],
    ['   ;  ', []],
    ['sea;sea; sky', ['sea', 'sky']],
    ['New York, USA; Paris', ['New York, USA', 'Paris']],
    ['Sea;sea', ['Sea', 'sea']],
  ])('%j splits into %j', (text, expected) => {
    expect(splitKeywords(text)).toEqual(expected);
  });
});

describe('toGridKeywords (spec 000 §5)', () => {
  it.each([
    ['a; b;c', 'a, b, c'],
    ['single', 'single'],
    [';', ''],
  ])('%j becomes %j', (text, expected) => {
    expect(toGridKeywords(text)).toBe(expected);
  });
});
