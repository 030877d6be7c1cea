// The whiteboard's rules (spec 001 §5, §9; issue 18): the history's undo and redo, what counts as a
// mark, when a polygon closes, and the size bound.
import { ANNOTATION_MAX_PIXELS } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import {
  ANNOTATION_STROKE_WIDTHS,
  ANNOTATION_TOOLS,
  addShape,
  closesPolygon,
  DEFAULT_COLOUR,
  DEFAULT_STROKE_WIDTH,
  EMPTY_HISTORY,
  isTooLarge,
  isVisible,
  redo,
  undo,
} from './domain';

const line = (x: number) => ({
  kind: 'line' as const,
  from: { x: 0, y: 0 },
  to: { x, y: 10 },
  colour: DEFAULT_COLOUR,
  width: 2,
});

describe('the whiteboard (spec 001 §9)', () => {
  it('offers the spec tools and widths, red and 5 px first', () => {
    expect(ANNOTATION_TOOLS).toEqual([
      'pencil',
      'eraser',
      'rectangle',
      'ellipse',
      'line',
      'polygon',
      'text',
      'comment',
    ]);
    expect(ANNOTATION_STROKE_WIDTHS).toEqual([2, 3, 5, 8, 13, 21]);
    expect(DEFAULT_COLOUR).toBe('#ff0000');
    expect(DEFAULT_STROKE_WIDTH).toBe(5);
  });

  it('undoes the last shape, redoes it, and forgets what was undone once something new is drawn', () => {
    const two = addShape(addShape(EMPTY_HISTORY, line(1)), line(2));
    const undone = undo(two);
    expect(undone.shapes).toEqual([line(1)]);
    expect(undone.undone).toEqual([line(2)]);
    expect(redo(undone)).toEqual({ shapes: [line(1), line(2)], undone: [] });
    expect(addShape(undone, line(3))).toEqual({ shapes: [line(1), line(3)], undone: [] });
    expect(undo(EMPTY_HISTORY)).toBe(EMPTY_HISTORY);
    expect(redo(two)).toBe(two);
  });

  it('keeps only shapes that leave a mark', () => {
    expect(isVisible(line(5))).toBe(true);
    expect(isVisible({ ...line(0), to: { x: 0, y: 0 } })).toBe(false);
    expect(isVisible({ kind: 'text', at: { x: 1, y: 1 }, text: '  ', colour: 'red', width: 2 })).toBe(false);
    expect(isVisible({ kind: 'comment', at: { x: 1, y: 1 }, text: 'Look', colour: 'red', width: 2 })).toBe(
      true,
    );
    expect(isVisible({ kind: 'polygon', points: [{ x: 1, y: 1 }], colour: 'red', width: 2 })).toBe(false);
    expect(isVisible({ kind: 'pencil', points: [{ x: 1, y: 1 }], colour: 'red', width: 2 })).toBe(true);
  });

  it('closes a polygon of three corners or more on its first corner', () => {
    const corners = [
      { x: 10, y: 10 },
      { x: 100, y: 10 },
    ];
    expect(closesPolygon(corners, { x: 12, y: 11 })).toBe(false);
    const three = [...corners, { x: 50, y: 80 }];
    expect(closesPolygon(three, { x: 12, y: 11 })).toBe(true);
    expect(closesPolygon(three, { x: 30, y: 30 })).toBe(false);
  });

  it(`refuses an image over ${ANNOTATION_MAX_PIXELS} pixels (spec 001 §5)`, () => {
    expect(isTooLarge(4096, 4096)).toBe(false);
    expect(isTooLarge(4097, 4096)).toBe(true);
    expect(isTooLarge(6000, 4000)).toBe(true);
    expect(isTooLarge(undefined, undefined)).toBe(false);
  });
});
