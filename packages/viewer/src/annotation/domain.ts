// The whiteboard's rules, without React (spec 001 §2, §5, §9): the tools, stroke widths and default
// colour of @vitrine/core, the drawing as a list of shapes with undo and redo, the size bound, and
// how each shape is painted on a 2D canvas at the image's own pixels (zoom fixed at 1).
import {
  ANNOTATION_DEFAULT_COLOR,
  ANNOTATION_MAX_PIXELS,
  ANNOTATION_STROKE_WIDTHS,
  ANNOTATION_TOOLS,
} from '@vitrine/core';

/** One of spec 001 §9's tools. */
export type AnnotationTool = (typeof ANNOTATION_TOOLS)[number];
/** One of spec 001 §9's stroke widths. */
export type StrokeWidth = (typeof ANNOTATION_STROKE_WIDTHS)[number];

export { ANNOTATION_STROKE_WIDTHS, ANNOTATION_TOOLS };

/** The default colour (spec 001 §9 "red") as the colour field holds it. */
export const DEFAULT_COLOUR = ANNOTATION_DEFAULT_COLOR === 'red' ? '#ff0000' : ANNOTATION_DEFAULT_COLOR;
/** The default stroke width: the third of spec 001 §9's (5 px). */
export const DEFAULT_STROKE_WIDTH: StrokeWidth = ANNOTATION_STROKE_WIDTHS[2];
/** A polygon closes when its first corner is clicked within this many pixels. */
export const POLYGON_CLOSE_DISTANCE = 10;

export interface Point {
  x: number;
  y: number;
}

interface Stroke {
  colour: string;
  width: number;
}

/** One thing drawn. */
export type Shape =
  | (Stroke & { kind: 'pencil' | 'eraser'; points: Point[] })
  | (Stroke & { kind: 'rectangle' | 'ellipse' | 'line'; from: Point; to: Point })
  | (Stroke & { kind: 'polygon'; points: Point[] })
  | (Stroke & { kind: 'text' | 'comment'; at: Point; text: string });

/** What was drawn, and what was undone (redo brings it back until something new is drawn). */
export interface History {
  shapes: readonly Shape[];
  undone: readonly Shape[];
}

export const EMPTY_HISTORY: History = { shapes: [], undone: [] };

export function addShape(history: History, shape: Shape): History {
  return { shapes: [...history.shapes, shape], undone: [] };
}

export function undo(history: History): History {
  const last = history.shapes.at(-1);
  if (!last) return history;
  return { shapes: history.shapes.slice(0, -1), undone: [...history.undone, last] };
}

export function redo(history: History): History {
  const next = history.undone.at(-1);
  if (!next) return history;
  return { shapes: [...history.shapes, next], undone: history.undone.slice(0, -1) };
}

/** spec 001 §5: an image with no size or more than ANNOTATION_MAX_PIXELS cannot be annotated. */
export function isTooLarge(width: number | null | undefined, height: number | null | undefined): boolean {
  if (!width || !height) return false;
  return width * height > ANNOTATION_MAX_PIXELS;
}

/** Whether a shape leaves a mark (a click without a drag draws no rectangle; empty text nothing). */
export function isVisible(shape: Shape): boolean {
  switch (shape.kind) {
    case 'pencil':
    case 'eraser':
      return shape.points.length > 0;
    case 'rectangle':
    case 'ellipse':
    case 'line':
      return shape.from.x !== shape.to.x || shape.from.y !== shape.to.y;
    case 'polygon':
      return shape.points.length >= 2;
    case 'text':
    case 'comment':
      return shape.text.trim() !== '';
  }
}

/** Whether a click at `point` closes a polygon of `corners` (its first corner, three corners at least). */
export function closesPolygon(corners: readonly Point[], point: Point): boolean {
  const first = corners[0];
  if (!first || corners.length < 3) return false;
  return Math.hypot(point.x - first.x, point.y - first.y) <= POLYGON_CLOSE_DISTANCE;
}

/** The font size of text and comments: grows with the stroke width (13 px at 2, 34 px at 21). */
export function fontSize(width: number): number {
  return Math.round(11 + width * 1.1);
}

const FONT_FAMILY = 'system-ui, sans-serif';

/** A comment's box: above and right of the point it is about, with a tail to it. */
export function commentBox(
  at: Point,
  textWidth: number,
  width: number,
): { x: number; y: number; w: number; h: number } {
  const size = fontSize(width);
  const padding = Math.round(size / 2);
  const w = Math.ceil(textWidth) + padding * 2;
  const h = size + padding * 2;
  return { x: at.x + 12, y: at.y - 12 - h, w, h };
}

/** Paints one shape. */
export function drawShape(ctx: CanvasRenderingContext2D, shape: Shape): void {
  ctx.save();
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.lineWidth = shape.width;
  ctx.strokeStyle = shape.colour;
  ctx.fillStyle = shape.colour;
  ctx.globalCompositeOperation = shape.kind === 'eraser' ? 'destination-out' : 'source-over';
  switch (shape.kind) {
    case 'pencil':
    case 'eraser': {
      const [first, ...rest] = shape.points;
      if (!first) break;
      ctx.beginPath();
      ctx.moveTo(first.x, first.y);
      // A dot when the pointer did not move.
      if (rest.length === 0) ctx.lineTo(first.x + 0.01, first.y);
      for (const point of rest) ctx.lineTo(point.x, point.y);
      if (shape.kind === 'eraser') ctx.strokeStyle = '#000';
      ctx.stroke();
      break;
    }
    case 'rectangle':
      ctx.strokeRect(
        Math.min(shape.from.x, shape.to.x),
        Math.min(shape.from.y, shape.to.y),
        Math.abs(shape.to.x - shape.from.x),
        Math.abs(shape.to.y - shape.from.y),
      );
      break;
    case 'ellipse':
      ctx.beginPath();
      ctx.ellipse(
        (shape.from.x + shape.to.x) / 2,
        (shape.from.y + shape.to.y) / 2,
        Math.abs(shape.to.x - shape.from.x) / 2,
        Math.abs(shape.to.y - shape.from.y) / 2,
        0,
        0,
        Math.PI * 2,
      );
      ctx.stroke();
      break;
    case 'line':
      ctx.beginPath();
      ctx.moveTo(shape.from.x, shape.from.y);
      ctx.lineTo(shape.to.x, shape.to.y);
      ctx.stroke();
      break;
    case 'polygon': {
      const [first, ...rest] = shape.points;
      if (!first) break;
      ctx.beginPath();
      ctx.moveTo(first.x, first.y);
      for (const point of rest) ctx.lineTo(point.x, point.y);
      ctx.closePath();
      ctx.stroke();
      break;
    }
    case 'text':
      ctx.font = `${fontSize(shape.width)}px ${FONT_FAMILY}`;
      ctx.textBaseline = 'top';
      ctx.fillText(shape.text, shape.at.x, shape.at.y);
      break;
    case 'comment': {
      const size = fontSize(shape.width);
      ctx.font = `${size}px ${FONT_FAMILY}`;
      const box = commentBox(shape.at, ctx.measureText(shape.text).width, shape.width);
      ctx.lineWidth = Math.min(shape.width, 3);
      ctx.beginPath();
      ctx.moveTo(shape.at.x, shape.at.y);
      ctx.lineTo(box.x + 8, box.y + box.h);
      ctx.lineTo(box.x + 20, box.y + box.h);
      ctx.closePath();
      ctx.fill();
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(box.x, box.y, box.w, box.h);
      ctx.strokeRect(box.x, box.y, box.w, box.h);
      ctx.fillStyle = '#111111';
      ctx.textBaseline = 'top';
      ctx.fillText(shape.text, box.x + (box.h - size) / 2, box.y + (box.h - size) / 2);
      break;
    }
  }
  ctx.restore();
}

/** Clears the canvas and paints every shape in order, then the one being drawn. */
export function drawAll(
  ctx: CanvasRenderingContext2D,
  shapes: readonly Shape[],
  pending?: Shape | null,
): void {
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  for (const shape of shapes) drawShape(ctx, shape);
  if (pending) drawShape(ctx, pending);
}
