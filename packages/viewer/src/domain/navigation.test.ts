import { describe, expect, it } from 'vitest';
import {
  createNavigationPacer,
  keyAction,
  moveTarget,
  neighbourIndexes,
  type PacerClock,
  slideshowTarget,
  swipeMove,
} from './navigation';

describe('moveTarget: previous / next / first / last across the list', () => {
  it('moves within the loaded files', () => {
    expect(moveTarget({ index: 3, loaded: 10, total: 10 }, 'next')).toEqual({ kind: 'go', index: 4 });
    expect(moveTarget({ index: 3, loaded: 10, total: 10 }, 'previous')).toEqual({ kind: 'go', index: 2 });
    expect(moveTarget({ index: 3, loaded: 10, total: 10 }, 'first')).toEqual({ kind: 'go', index: 0 });
  });
  it('loads the next page past the last loaded file', () => {
    expect(moveTarget({ index: 23, loaded: 24, total: 100 }, 'next')).toEqual({ kind: 'load', index: 24 });
    expect(moveTarget({ index: 0, loaded: 24, total: 100 }, 'last')).toEqual({ kind: 'load', index: 99 });
  });
  it('stays at the ends (no wrap)', () => {
    expect(moveTarget({ index: 0, loaded: 5, total: 5 }, 'previous')).toEqual({ kind: 'stay' });
    expect(moveTarget({ index: 4, loaded: 5, total: 5 }, 'next')).toEqual({ kind: 'stay' });
  });
  it('the slideshow wraps to the first file after the last', () => {
    expect(slideshowTarget({ index: 4, loaded: 5, total: 5 })).toEqual({ kind: 'go', index: 0 });
    expect(slideshowTarget({ index: 1, loaded: 5, total: 5 })).toEqual({ kind: 'go', index: 2 });
  });
});

describe('keyAction (spec 001 §4: arrows, Home/End, Escape, F)', () => {
  const idle = { zoomed: false, inField: false };
  it.each([
    ['ArrowLeft', { kind: 'move', move: 'previous' }],
    ['ArrowRight', { kind: 'move', move: 'next' }],
    ['Home', { kind: 'move', move: 'first' }],
    ['End', { kind: 'move', move: 'last' }],
    ['Escape', { kind: 'close' }],
    ['f', { kind: 'fullScreen' }],
    ['+', { kind: 'zoom', step: 'in' }],
    ['-', { kind: 'zoom', step: 'out' }],
    ['0', { kind: 'zoom', step: 'reset' }],
  ])('%s', (key, action) => {
    expect(keyAction({ key }, idle)).toEqual(action);
  });
  it('arrows pan a zoomed image instead of moving', () => {
    expect(keyAction({ key: 'ArrowRight' }, { zoomed: true, inField: false })).toBeNull();
  });
  it('keys typed into a field are not the viewer’s, except Escape', () => {
    expect(keyAction({ key: 'f' }, { zoomed: false, inField: true })).toBeNull();
    expect(keyAction({ key: 'Escape' }, { zoomed: false, inField: true })).toEqual({ kind: 'close' });
  });
  it('shortcuts with Ctrl are the browser’s', () => {
    expect(keyAction({ key: '+', ctrlKey: true }, idle)).toBeNull();
  });
});

describe('swipeMove', () => {
  it('right to left is next, left to right previous', () => {
    expect(swipeMove(-120, 10)).toBe('next');
    expect(swipeMove(120, -5)).toBe('previous');
  });
  it('short or vertical gestures are nothing', () => {
    expect(swipeMove(-30, 0)).toBeNull();
    expect(swipeMove(-80, 200)).toBeNull();
  });
});

function fakeClock() {
  let now = 0;
  let timers: { at: number; callback: () => void; id: number }[] = [];
  let next = 1;
  const clock: PacerClock = {
    now: () => now,
    setTimeout: (callback, ms) => {
      const id = next++;
      timers.push({ at: now + ms, callback, id });
      return id;
    },
    clearTimeout: (handle) => {
      timers = timers.filter((timer) => timer.id !== handle);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    const due = timers.filter((timer) => timer.at <= now);
    timers = timers.filter((timer) => timer.at > now);
    for (const timer of due) timer.callback();
  };
  return { clock, advance };
}

describe('createNavigationPacer (spec 001 §9: throttle 200 ms, debounce 300 ms)', () => {
  it('takes at most one move per 200 ms', () => {
    const { clock, advance } = fakeClock();
    const pacer = createNavigationPacer(clock);
    let moves = 0;
    expect(pacer.move(() => moves++)).toBe(true);
    advance(100);
    expect(pacer.move(() => moves++)).toBe(false);
    advance(100);
    expect(pacer.move(() => moves++)).toBe(true);
    expect(moves).toBe(2);
  });
  it('settles once, 300 ms after the last move', () => {
    const { clock, advance } = fakeClock();
    const pacer = createNavigationPacer(clock);
    const settled: number[] = [];
    for (let i = 0; i < 5; i++) {
      pacer.settle(() => settled.push(i));
      advance(250);
    }
    expect(settled).toEqual([]);
    advance(50);
    expect(settled).toEqual([4]);
  });
});

describe('neighbourIndexes: the files preloaded around the shown one', () => {
  it('two each side, nearest first, the next before the previous', () => {
    expect(neighbourIndexes(5, 10)).toEqual([6, 4, 7, 3]);
  });
  it('stays within the loaded files', () => {
    expect(neighbourIndexes(0, 10)).toEqual([1, 2]);
    expect(neighbourIndexes(9, 10)).toEqual([8, 7]);
    expect(neighbourIndexes(0, 1)).toEqual([]);
    expect(neighbourIndexes(-1, 10)).toEqual([]);
  });
  it('takes another count', () => {
    expect(neighbourIndexes(5, 10, 1)).toEqual([6, 4]);
  });
});
