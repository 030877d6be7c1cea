// In-page timing for the tree benchmark: an interaction starts at its input event's timeStamp and
// ends after the first painted frame (requestAnimationFrame, then a message: the task after the
// frame's paint) in which the expected change is in the DOM. Figures only; nothing here fails on time.
import type { InteractionResult } from './protocol';

/** One mock request, in page time (Vitrine side: the custom fetch records it). */
export interface RequestRecord {
  start: number;
  end: number;
  handlerMs: number;
  /** 'POST /api/folders/subfolders {"folderId":12,"take":100,"skip":200}' (body cut at 80 characters). */
  label: string;
}

export const requests: RequestRecord[] = [];

/** Resolves with performance.now() just after the next frame has been painted. */
export function afterNextPaint(): Promise<number> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    });
  });
}

export const treeRows = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('[role="treeitem"]')];

export const rowText = (row: HTMLElement): string => (row.textContent ?? '').replace(/\s+/g, ' ').trim();

export function findRow(text: string): HTMLElement | undefined {
  return treeRows().find((row) => rowText(row).includes(text));
}

/** Waits, frame by frame, until `done()` holds in a frame; resolves with the figures of that frame. */
function framesUntil(
  start: number,
  done: () => boolean,
  timeoutMs: number,
  target?: EventTarget | null,
): Promise<InteractionResult> {
  return new Promise((resolve, reject) => {
    let firstPaintMs: number | undefined;
    const frame = () => {
      const holds = done();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const now = performance.now();
        firstPaintMs ??= now - start;
        if (holds) {
          const mine = requests.filter((request) => request.start >= start && request.start <= now);
          // The folder list the interaction waited for; permission look-ups run beside it.
          const list = mine.find((request) => request.label.includes('/api/folders/subfolders'));
          resolve({
            firstPaintMs,
            doneMs: now - start,
            sentMs: list === undefined ? null : list.start - start,
            answeredMs: list === undefined ? null : list.end - start,
            mockMs: list === undefined ? null : list.handlerMs,
            requests: mine.length,
            requestLabels: mine.map(
              (request) =>
                `${request.label} at ${(request.start - start).toFixed(0)} ms, answered in ${request.handlerMs.toFixed(1)} ms`,
            ),
            domNodes: document.getElementsByTagName('*').length,
            rows: treeRows().length,
          });
        } else if (now - start > timeoutMs) {
          reject(
            new Error(
              `no painted frame with the expected change within ${timeoutMs} ms; ${describeTree(start, target)}`,
            ),
          );
        } else requestAnimationFrame(frame);
      };
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(frame);
  });
}

/** What the tree shows, for the error of an interaction that never finished. */
export function describeTree(since: number, target?: EventTarget | null): string {
  const hit = target instanceof Element ? target : null;
  const hitRow = hit?.closest<HTMLElement>('[role="treeitem"]');
  const rows = treeRows().map(rowText);
  const container = scrollContainer();
  const sent = requests.filter((request) => request.start >= since).map((request) => request.label);
  return [
    `the input went to <${hit?.tagName.toLowerCase() ?? '?'} class="${hit?.getAttribute('class') ?? ''}"> in the row '${hitRow ? rowText(hitRow) : '(none)'}'`,
    `${rows.length} rows from '${rows[0] ?? ''}' to '${rows.at(-1) ?? ''}'`,
    `scrollTop ${container?.scrollTop ?? '–'} of ${container?.scrollHeight ?? '–'}`,
    `focus on '${document.activeElement ? rowText(document.activeElement as HTMLElement).slice(0, 40) : ''}'`,
    `requests since the input: ${sent.length === 0 ? 'none' : sent.join(' | ')}`,
  ].join('; ');
}

let pending: Promise<InteractionResult> | undefined;

/** Arms one interaction: the next `type` event starts the clock (capture phase, before React sees it). */
export function arm(type: 'click' | 'keydown', done: () => boolean, timeoutMs = 30_000): void {
  pending = new Promise((resolve, reject) => {
    const onEvent = (event: Event) => {
      document.removeEventListener(type, onEvent, true);
      framesUntil(event.timeStamp, done, timeoutMs, event.target).then(resolve, reject);
    };
    document.addEventListener(type, onEvent, true);
  });
  // A rejection is reported when result() is awaited, not as an unhandled one.
  pending.catch(() => undefined);
}

export function result(): Promise<InteractionResult> {
  if (pending === undefined) return Promise.reject(new Error('no interaction armed'));
  const current = pending;
  pending = undefined;
  return current;
}

/** Times a change made by code (no input event) to the first painted frame that shows it. */
export function measureCall(action: () => void, done: () => boolean, timeoutMs = 30_000) {
  const start = performance.now();
  action();
  return framesUntil(start, done, timeoutMs);
}

/** The element of the tree that scrolls (react-window's outer element in both trees). */
export function scrollContainer(): HTMLElement | undefined {
  const tree = document.querySelector<HTMLElement>('[role="tree"]');
  if (!tree) return undefined;
  const candidates = [tree, ...tree.querySelectorAll<HTMLElement>('*')];
  return candidates.find((element) => {
    const overflow = getComputedStyle(element).overflowY;
    return (overflow === 'auto' || overflow === 'scroll') && element.scrollHeight > element.clientHeight;
  });
}

/**
 * Waits until the tree has been quiet (no DOM change) for two painted frames, at most `maxMs`: work a
 * tree does after showing a result (clearing a 'Loading...' row, moving focus to the new page) must
 * not land in the next measurement, nor move the row the next click aims at.
 */
export async function settle(maxMs = 3_000): Promise<void> {
  const tree = document.querySelector('[role="tree"]') ?? document.body;
  let changed = false;
  const observer = new MutationObserver(() => {
    changed = true;
  });
  observer.observe(tree, { subtree: true, childList: true, attributes: true, characterData: true });
  const until = performance.now() + maxMs;
  let quiet = 0;
  while (quiet < 2 && performance.now() < until) {
    changed = false;
    await afterNextPaint();
    quiet = changed ? 0 : quiet + 1;
  }
  observer.disconnect();
}

export async function scrollTree(to: 'top' | 'bottom'): Promise<void> {
  await settle();
  const container = scrollContainer();
  if (container) container.scrollTop = to === 'top' ? 0 : container.scrollHeight;
  await settle();
}

/** Puts data-bench-target on `element` only (playwright clicks `[data-bench-target]`). */
export function markElement(element: Element | null | undefined): boolean {
  for (const old of document.querySelectorAll('[data-bench-target]'))
    old.removeAttribute('data-bench-target');
  if (!element) return false;
  element.setAttribute('data-bench-target', '');
  return true;
}
