// Helpers that run inside the benchmark pages (views-page, viewer-page), bundled by vite with them:
// when a frame has been painted, and the long tasks and long animation frames the page saw.

/** Resolves with performance.now() just after the next frame has been painted. */
export function afterNextPaint(): Promise<number> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => afterThisFrame().then(resolve));
  });
}

/**
 * Called inside a requestAnimationFrame callback: resolves with performance.now() once the frame
 * that callback belongs to has been rendered (a message posted from rAF runs after the frame's paint).
 */
export function afterThisFrame(): Promise<number> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    channel.port2.postMessage(null);
  });
}

/** Resolves at the start of the next frame (a requestAnimationFrame callback), with its time. */
export function nextFrame(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(resolve));
}

/** The long tasks and long animation frames (both only reported from 50 ms) seen since the page loaded. */
export interface LongWork {
  tasks: PerformanceEntry[];
  /** `long-animation-frame` entries (PerformanceLongAnimationFrameTiming: `blockingDuration` too). */
  frames: PerformanceEntry[];
}

/** Starts observing long tasks and long animation frames; a type the browser lacks stays empty. */
export function observeLongWork(): LongWork {
  const work: LongWork = { tasks: [], frames: [] };
  for (const [type, list] of [
    ['longtask', work.tasks],
    ['long-animation-frame', work.frames],
  ] as const) {
    try {
      new PerformanceObserver((entries) => list.push(...entries.getEntries())).observe({
        type,
        buffered: true,
      });
    } catch {
      // not supported by this browser: the list stays empty
    }
  }
  return work;
}
