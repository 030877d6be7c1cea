import { describe, expect, it } from 'vitest';
import { clampPanelWidth, TREE_PANEL_WIDTH, widthAfterDrag, widthAfterKey } from './splitter';

describe('clampPanelWidth', () => {
  it.each([
    [300, 300],
    [300.4, 300],
    [150, TREE_PANEL_WIDTH.min],
    [2000, TREE_PANEL_WIDTH.max],
    [Number.NaN, TREE_PANEL_WIDTH.min],
  ])('%d → %d', (width, expected) => {
    expect(clampPanelWidth(width)).toBe(expected);
  });
});

describe('widthAfterKey (WAI-ARIA window splitter keys)', () => {
  it.each<[number, string, boolean, number | null]>([
    [300, 'ArrowRight', false, 310],
    [300, 'ArrowUp', false, 310],
    [300, 'ArrowLeft', false, 290],
    [300, 'ArrowDown', false, 290],
    [300, 'ArrowRight', true, 350],
    [300, 'ArrowLeft', true, 250],
    [300, 'PageUp', false, 350],
    [300, 'PageDown', false, 250],
    [300, 'Home', false, TREE_PANEL_WIDTH.min],
    [300, 'End', false, TREE_PANEL_WIDTH.max],
    [TREE_PANEL_WIDTH.max, 'ArrowRight', false, TREE_PANEL_WIDTH.max],
    [TREE_PANEL_WIDTH.min + 5, 'ArrowLeft', false, TREE_PANEL_WIDTH.min],
    [300, 'Enter', false, null],
    [300, 'a', false, null],
  ])('%d + %s (shift %s) → %s', (width, key, shift, expected) => {
    expect(widthAfterKey(width, key, shift)).toBe(expected);
  });
});

describe('widthAfterDrag', () => {
  it.each([
    [300, 100, 160, 360],
    [300, 100, 40, 240],
    [300, 100, -500, TREE_PANEL_WIDTH.min],
    [300, 100, 5000, TREE_PANEL_WIDTH.max],
  ])('from %d at x=%d to x=%d → %d', (start, from, to, expected) => {
    expect(widthAfterDrag(start, from, to)).toBe(expected);
  });
});
