// The first of a bar's layouts (widest first) that fits its width (issue 14): after each render, if
// the bar's content is wider than the bar, the next narrower layout is drawn, before the browser
// paints; when the bar or its parent grows it starts again from the widest. When what it holds
// changes (permissions answered, another folder) it keeps its level and narrows further if needed,
// so a menu the user opened meanwhile stays open. The bar keeps its items on one line (no wrap, no
// shrink). Used by the top menu and the selection bar.
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Whether the content of `element` is wider than the element (a pixel of rounding allowed). */
function overflows(element: HTMLElement): boolean {
  return element.scrollWidth > element.clientWidth + 1;
}

/** The widths that decide the fit: the bar's own, and its parent's (the room a shrunk bar may take). */
function widthsOf(element: HTMLElement): [number, number] {
  return [element.clientWidth, element.parentElement?.clientWidth ?? 0];
}

/** The index (0: widest) of the first of `count` layouts that fits `ref`'s width. */
export function useFitLevel(ref: RefObject<HTMLElement | null>, count: number): number {
  const [current, setState] = useState({ level: 0 });
  // The widths the level was found for.
  const widths = useRef<[number, number] | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const before = widths.current;
    const now = widthsOf(element);
    widths.current = now;
    // Grown since the level was found (a render came between the resize and the observer's
    // callback, which then sees no change): try the widest again, as the observer would.
    if (before !== null && current.level > 0 && (now[0] > before[0] || now[1] > before[1])) {
      setState((previous) => ({ ...previous, level: 0 }));
      return;
    }
    if (current.level < count - 1 && overflows(element)) {
      setState((previous) => ({ ...previous, level: previous.level + 1 }));
    }
  });

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const now = widthsOf(element);
      const before = widths.current;
      if (before === null || (now[0] === before[0] && now[1] === before[1])) return;
      widths.current = now;
      // Wider: try the widest again (the layout effect narrows as needed); narrower: draw again, and
      // the layout effect narrows as far as needed.
      if (now[0] > before[0] || now[1] > before[1])
        setState((previous) => (previous.level === 0 ? previous : { ...previous, level: 0 }));
      else if (overflows(element)) setState((previous) => ({ ...previous }));
    });
    observer.observe(element);
    if (element.parentElement) observer.observe(element.parentElement);
    return () => observer.disconnect();
  }, [ref]);

  return Math.min(current.level, Math.max(count - 1, 0));
}
