// Moving through the list (spec 001 §4, §9): previous/next, first/last, across pages loaded as
// needed; the keys and the swipe that move; the throttle (200 ms) and debounce (300 ms).
import { NAVIGATION_DEBOUNCE_MS, NAVIGATION_THROTTLE_MS } from '@vitrine/core';

/** A move through the list. */
export type NavigationMove = 'previous' | 'next' | 'first' | 'last';

/** Where the viewer stands in the list. */
export interface ListPosition {
  /** The index of the shown file among the loaded ones. */
  index: number;
  /** How many files are loaded. */
  loaded: number;
  /** How many files the search has in all (loaded or not); `loaded` when unknown. */
  total: number;
}

/** The outcome of a move: go to an index, load more first, or stay. */
export type MoveTarget =
  | { kind: 'go'; index: number }
  /** The file is beyond the loaded pages: load more, then move again. */
  | { kind: 'load'; index: number }
  | { kind: 'stay' };

/** Where a move leads. No wrap: the first file has no previous one, the last no next one. */
export function moveTarget(position: ListPosition, move: NavigationMove): MoveTarget {
  const { index, loaded } = position;
  const total = Math.max(position.total, loaded);
  const target =
    move === 'previous' ? index - 1 : move === 'next' ? index + 1 : move === 'first' ? 0 : total - 1;
  if (target < 0 || target >= total || target === index) return { kind: 'stay' };
  return target < loaded ? { kind: 'go', index: target } : { kind: 'load', index: target };
}

/** How many files on each side of the shown one the viewer preloads (the peer lightbox's two). */
export const PRELOAD_EACH_SIDE = 2;

/**
 * The loaded files to preload around `index`, nearest first and the next before the previous at
 * each distance (the way users mostly go): index+1, index−1, index+2, index−2 … within the list.
 */
export function neighbourIndexes(index: number, loaded: number, eachSide = PRELOAD_EACH_SIDE): number[] {
  const found: number[] = [];
  if (index < 0 || index >= loaded) return found;
  for (let distance = 1; distance <= eachSide; distance++) {
    if (index + distance < loaded) found.push(index + distance);
    if (index - distance >= 0) found.push(index - distance);
  }
  return found;
}

/** The slideshow's next index: the next file, wrapping to the first after the last loaded one when all are loaded. */
export function slideshowTarget(position: ListPosition): MoveTarget {
  const next = moveTarget(position, 'next');
  if (next.kind !== 'stay') return next;
  return position.index === 0 ? { kind: 'stay' } : { kind: 'go', index: 0 };
}

/** The viewer's keyboard actions. */
export type ViewerKeyAction =
  | { kind: 'move'; move: NavigationMove }
  | { kind: 'close' }
  | { kind: 'fullScreen' }
  | { kind: 'zoom'; step: 'in' | 'out' | 'reset' };

/**
 * spec 001 §4 and our decisions: ArrowLeft / ArrowRight move (unless the image is zoomed, when the
 * arrows pan), Home / End go to the first and last file, Escape closes, F toggles full screen, + - 0
 * zoom. Keys typed into a field, or with Ctrl / Alt / Meta, are not the viewer's.
 */
export function keyAction(
  event: { key: string; ctrlKey?: boolean; altKey?: boolean; metaKey?: boolean },
  options: { zoomed: boolean; inField: boolean },
): ViewerKeyAction | null {
  if (event.key === 'Escape') return { kind: 'close' };
  if (options.inField || event.ctrlKey || event.altKey || event.metaKey) return null;
  switch (event.key) {
    case 'ArrowLeft':
      return options.zoomed ? null : { kind: 'move', move: 'previous' };
    case 'ArrowRight':
      return options.zoomed ? null : { kind: 'move', move: 'next' };
    case 'Home':
      return { kind: 'move', move: 'first' };
    case 'End':
      return { kind: 'move', move: 'last' };
    case 'f':
    case 'F':
      return { kind: 'fullScreen' };
    case '+':
    case '=':
      return { kind: 'zoom', step: 'in' };
    case '-':
    case '_':
      return { kind: 'zoom', step: 'out' };
    case '0':
      return { kind: 'zoom', step: 'reset' };
    default:
      return null;
  }
}

/** A swipe shorter than this (CSS px) is a tap or a scroll, not a move. */
export const SWIPE_MIN_DISTANCE = 50;

/**
 * A horizontal swipe on touch: right to left is next, left to right previous; mostly vertical or
 * short ones are nothing.
 */
export function swipeMove(dx: number, dy: number): NavigationMove | null {
  if (Math.abs(dx) < SWIPE_MIN_DISTANCE || Math.abs(dx) < Math.abs(dy) * 1.5) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** The clock the pacer runs on (real timers by default; tests pass their own). */
export interface PacerClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: PacerClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The navigation pacer of {@link createNavigationPacer}. */
export interface NavigationPacer {
  /** Asks for a move: taken now unless one was taken less than 200 ms ago (then dropped). */
  move(apply: () => void): boolean;
  /** Runs `settle` once no move was taken for 300 ms (the details load, the URL changes). */
  settle(settle: () => void): void;
  dispose(): void;
}

/**
 * spec 001 §4, §9: "Image navigation is throttled at 200 ms and debounced at 300 ms". Moves are
 * throttled (a held arrow key moves at most every 200 ms); the work a move causes (reading the
 * file's details, writing its id into the URL) is debounced until 300 ms without a move, so running
 * through fifty files asks the server for one.
 */
export function createNavigationPacer(
  clock: PacerClock = realClock,
  throttleMs = NAVIGATION_THROTTLE_MS,
  debounceMs = NAVIGATION_DEBOUNCE_MS,
): NavigationPacer {
  let last = Number.NEGATIVE_INFINITY;
  let pending: unknown;
  return {
    move(apply) {
      const now = clock.now();
      if (now - last < throttleMs) return false;
      last = now;
      apply();
      return true;
    },
    settle(settle) {
      if (pending !== undefined) clock.clearTimeout(pending);
      pending = clock.setTimeout(() => {
        pending = undefined;
        settle();
      }, debounceMs);
    },
    dispose() {
      if (pending !== undefined) clock.clearTimeout(pending);
      pending = undefined;
    },
  };
}
