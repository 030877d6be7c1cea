// The flash views' rules (spec 000 §9 "flash views load 100"), the carousel's index arithmetic and
// the curve's perspective layout, as plain functions with no React.
import { FLASH_LOAD_COUNT } from '@vitrine/core';

/** The ids a flash view asks for: the first 100 (FLASH_LOAD_COUNT), each once, in order. */
export function flashIds(ids: readonly number[], max: number = FLASH_LOAD_COUNT): number[] {
  const seen = new Set<number>();
  const out: number[] = [];
  for (const id of ids) {
    if (out.length >= max) break;
    if (!Number.isInteger(id) || id < 0 || seen.has(id)) continue;
    seen.add(id);
    out.push(id);
  }
  return out;
}

/** `index` wrapped into 0 … length - 1 (the carousel goes round: next after the last is the first). */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

/** The signed shortest distance from `current` to `index` round a carousel of `length` slides. */
export function slideOffset(index: number, current: number, length: number): number {
  if (length <= 0) return 0;
  let offset = wrapIndex(index - current, length);
  if (offset > length / 2) offset -= length;
  return offset;
}

/** Slides visible on each side of the current one in the curve layout. */
export const CURVE_NEIGHBOURS = 3;

/** The place of a slide on the curve: where it is drawn and how far it sits from the current one. */
export interface CurvePlacement {
  /** -3 … 3; null: not drawn. */
  offset: number | null;
  /** CSS transform of the slide. */
  transform: string;
  /** Lower for slides further away. */
  zIndex: number;
  opacity: number;
}

/**
 * The curve (the flash carousel's perspective layout): the current slide in front, its neighbours
 * turned away on an arc on each side, up to three on each side; the rest are not drawn.
 */
export function curvePlacement(index: number, current: number, length: number): CurvePlacement {
  const offset = slideOffset(index, current, length);
  if (Math.abs(offset) > CURVE_NEIGHBOURS) {
    return { offset: null, transform: 'none', zIndex: 0, opacity: 0 };
  }
  const distance = Math.abs(offset);
  const transform = `translateX(${offset * 55}%) translateZ(${-distance * 160}px) rotateY(${-Math.sign(offset) * Math.min(60, 25 + distance * 12)}deg)`;
  return {
    offset,
    transform,
    zIndex: 10 - distance,
    opacity: distance === 0 ? 1 : Math.max(0.35, 1 - distance * 0.2),
  };
}

/** Defaults of the carousel, declared once (STYLE habit 2). */
export const defaultCarouselOptions = {
  /** Auto-rotation is off unless the host turns it on (WAI-ARIA carousel pattern). */
  autoRotate: false,
  /** Time a slide shows while rotating, ms. */
  rotationInterval: 5000,
} as const;

/** Where an arrow key moves on a wall of `columns` files per row; null for other keys. */
export function moveOnWall(index: number, length: number, columns: number, key: string): number | null {
  if (length === 0) return null;
  const step = Math.max(1, columns);
  switch (key) {
    case 'ArrowLeft':
      return Math.max(0, index - 1);
    case 'ArrowRight':
      return Math.min(length - 1, index + 1);
    case 'ArrowUp':
      return index - step >= 0 ? index - step : index;
    case 'ArrowDown':
      return index + step < length ? index + step : index;
    case 'Home':
      return 0;
    case 'End':
      return length - 1;
    default:
      return null;
  }
}
