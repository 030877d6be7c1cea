// The seeded random source. The spec names no generator (decided: mulberry32, docs/decisions.md
// "One seeded random source"); what matters is that a seed gives the same draws in every package.
import { describe, expect, it } from 'vitest';
import { createRandom, hashString } from './random';

describe('createRandom (mulberry32)', () => {
  it.each([
    // The published mulberry32 sequence: seed 1 starts 0.6270739405881613.
    [1, [0.6270739405881613, 0.002735721180215478, 0.5274470399599522]],
    [0, [0.26642920868471265, 0.0003297457005828619, 0.2232720274478197]],
    [42, [0.6011037519201636, 0.44829055899754167, 0.8524657934904099]],
    // Seeds are taken modulo 2^32: -1 is 4294967295.
    [-1, [0.8964226141106337, 0.189478256739676, 0.7156526781618595]],
  ])('seed %i draws %j first', (seed, expected) => {
    const random = createRandom(seed);
    expect([random.next(), random.next(), random.next()]).toEqual(expected);
  });

  it('gives the same draws for the same seed, and other draws for another seed', () => {
    const draws = (seed: number) => Array.from({ length: 50 }, createRandom(seed).next);
    expect(draws(7)).toEqual(draws(7));
    expect(draws(7)).not.toEqual(draws(8));
  });

  it.each([
    [1, 6],
    [0, 0],
    [-3, 3],
  ])('int(%i, %i) stays within both bounds and reaches each', (min, max) => {
    const random = createRandom(3);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(min, max)));
    expect([...seen].sort((a, b) => a - b)).toEqual(
      Array.from({ length: max - min + 1 }, (_, index) => min + index),
    );
  });

  it('chance(0) is never true, chance(1) always', () => {
    const random = createRandom(5);
    const flips = Array.from({ length: 100 }, () => [random.chance(0), random.chance(1)]);
    expect(flips.every(([never, always]) => !never && always)).toBe(true);
  });

  it('pick() takes an item of the list and refuses an empty one', () => {
    const random = createRandom(9);
    expect(['a', 'b', 'c']).toContain(random.pick(['a', 'b', 'c']));
    expect(() => random.pick([])).toThrow(RangeError);
  });

  it.each([
    [['a', 'b', 'c', 'd', 'e'], 3, 3],
    [['a', 'b'], 5, 2],
    [[], 2, 0],
  ])('sample(%j, %i) draws %i distinct items of the list', (items, count, length) => {
    const drawn = createRandom(11).sample(items, count);
    expect(drawn).toHaveLength(length);
    expect(new Set(drawn).size).toBe(length);
    for (const item of drawn) expect(items).toContain(item);
  });

  it('sample() draws in the same order for the same seed (the seed libraries depend on it)', () => {
    expect(createRandom(7).sample(['a', 'b', 'c', 'd', 'e'], 3)).toEqual(['a', 'b', 'e']);
  });
});

describe('hashString (FNV-1a, 32 bits)', () => {
  it.each([
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['foobar', 0xbf9cf968],
  ])('%j hashes to %i', (text, expected) => {
    expect(hashString(text)).toBe(expected);
  });
});
