// The flash views' rules (spec 000 §9 "flash views load 100") and the carousel's arithmetic.
import { FLASH_LOAD_COUNT } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { CURVE_NEIGHBOURS, curvePlacement, flashIds, moveOnWall, slideOffset, wrapIndex } from './model';

describe('flashIds', () => {
  it('asks the first 100 ids, each once, in order', () => {
    const ids = [5, 3, 5, ...Array.from({ length: 150 }, (_, i) => i + 10)];
    const sent = flashIds(ids);
    expect(FLASH_LOAD_COUNT).toBe(100);
    expect(sent).toHaveLength(100);
    expect(sent.slice(0, 3)).toEqual([5, 3, 10]);
    expect(new Set(sent).size).toBe(100);
  });

  it('drops ids that are not whole non-negative numbers', () => {
    expect(flashIds([1, -2, 1.5, Number.NaN, 3])).toEqual([1, 3]);
  });
});

describe('carousel arithmetic', () => {
  it.each([
    [0, 5, 0],
    [5, 5, 0],
    [-1, 5, 4],
    [12, 5, 2],
    [3, 0, 0],
  ])('wrapIndex(%i, %i) = %i', (index, length, expected) => {
    expect(wrapIndex(index, length)).toBe(expected);
  });

  it.each([
    [1, 0, 10, 1],
    [9, 0, 10, -1],
    [0, 9, 10, 1],
    [5, 0, 10, 5],
    [3, 3, 10, 0],
  ])('slideOffset(%i from %i of %i) = %i', (index, current, length, expected) => {
    expect(slideOffset(index, current, length)).toBe(expected);
  });
});

describe('curvePlacement (the /curve perspective layout)', () => {
  it('draws the current slide in front and three neighbours on each side, turned away', () => {
    const placements = Array.from({ length: 20 }, (_, i) => curvePlacement(i, 0, 20));
    const drawn = placements.filter((p) => p.offset !== null).map((p) => p.offset);
    expect(drawn.sort((a, b) => (a as number) - (b as number))).toEqual([-3, -2, -1, 0, 1, 2, 3]);
    expect(CURVE_NEIGHBOURS).toBe(3);
    const front = placements[0];
    expect(front?.zIndex).toBeGreaterThan(placements[1]?.zIndex ?? 99);
    expect(front?.opacity).toBe(1);
    expect(front?.transform).toContain('rotateY(0deg)');
    // left and right neighbours turn opposite ways
    expect(placements[1]?.transform).toMatch(/rotateY\(-\d+deg\)/);
    expect(placements[19]?.transform).toMatch(/rotateY\(\d+deg\)/);
    expect(placements[10]?.offset).toBeNull();
  });
});

describe('moveOnWall', () => {
  // 10 files, 4 per row
  it.each([
    [5, 'ArrowLeft', 4],
    [5, 'ArrowRight', 6],
    [5, 'ArrowUp', 1],
    [1, 'ArrowUp', 1],
    [5, 'ArrowDown', 9],
    [7, 'ArrowDown', 7],
    [5, 'Home', 0],
    [5, 'End', 9],
    [5, 'Enter', null],
  ])('from %i, %s → %j', (from, key, expected) => {
    expect(moveOnWall(from, 10, 4, key)).toBe(expected);
  });
});
