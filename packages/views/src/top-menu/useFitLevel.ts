// The first of a menu's layouts (widest first) that fits its width (issue 14): after each render, if
// the toolbar's content is wider than the toolbar, the next narrower layout is drawn, before the
// browser paints; when the toolbar grows it starts again from the widest. When what it holds changes
// (permissions answered, another folder) it keeps its level and narrows further if needed, so a menu
// the user opened meanwhile stays open. The toolbar keeps its items on one line (no wrap, no shrink).
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Whether the content of `element` is wider than the element (a pixel of rounding allowed). */
function overflows(element: HTMLElement): boolean {
  return element.scrollWidth > element.clientWidth + 1;
}

/** The index (0: widest) of the first of `count` layouts that fits `ref`'s width. */
export function useFitLevel(ref: RefObject<HTMLElement | null>, count: number): number {
  const [current, setState] = useState({ level: 0 });
  // The width the level was found for.
  const width = useRef<number | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    width.current = element.clientWidth;
    if (current.level < count - 1 && overflows(element)) {
      setState((previous) => ({ ...previous, level: previous.level + 1 }));
    }
  });

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const now = element.clientWidth;
      const before = width.current;
      if (before === null || now === before) return;
      width.current = now;
      // Wider: try the widest again (the layout effect narrows as needed); narrower: go on from here.
      if (now > before) setState((previous) => (previous.level === 0 ? previous : { ...previous, level: 0 }));
      // Narrower: draw again, and the layout effect narrows as far as needed.
      else if (overflows(element)) setState((previous) => ({ ...previous }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  return Math.min(current.level, Math.max(count - 1, 0));
}
