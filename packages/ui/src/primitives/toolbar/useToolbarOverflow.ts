// How many of a toolbar's items fit: the headless half of the toolbar's overflow. The widget gives
// the element that holds its inline items (its children, in order, and nothing else; it should
// shrink with the toolbar: `flex: 1 1 auto; min-width: 0`, the class vt-ui__toolbar-items) and the
// number of items; it renders the first N inline and the rest as the toolbar's `overflowItems`.
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/** Width assumed for an item never rendered yet: a 32 px control. */
const UNMEASURED_ITEM_WIDTH = 32;

/**
 * How many items fit in `room` px, given each item's width (gap included). Pure, so the rule is
 * tested on its own: items keep their order, the first that does not fit and all after it move.
 */
export function countFittingItems(widths: readonly (number | undefined)[], count: number, room: number, gap: number): number {
  const known = widths.filter((width): width is number => width !== undefined);
  const fallback = known.length > 0 ? Math.max(...known) : UNMEASURED_ITEM_WIDTH + gap;
  let used = -gap;
  for (let index = 0; index < count; index++) {
    used += widths[index] ?? fallback;
    // half a pixel of slack: sub-pixel widths must not drop the last item
    if (used > room + 0.5) return index;
  }
  return count;
}

/**
 * Returns how many of `count` items fit in the element `ref` points at (their container). It
 * measures the rendered items (widths are remembered, so items moved into the menu still count
 * when the room grows) and follows the container's width with a ResizeObserver. Everything fits
 * until the first measurement; the measurement happens before paint, so the page does not jump.
 */
export function useToolbarOverflow(ref: RefObject<HTMLElement | null>, count: number): number {
  const widths = useRef<(number | undefined)[]>([]);
  const gapRef = useRef(0);
  const [fit, setFit] = useState(count);

  // After every render: measure the items on screen, then recount.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const gap = Number.parseFloat(getComputedStyle(element).columnGap) || 0;
    gapRef.current = gap;
    Array.from(element.children).forEach((child, index) => {
      if (index < count) widths.current[index] = child.getBoundingClientRect().width + gap;
    });
    widths.current.length = count;
    const next = countFittingItems(widths.current, count, element.clientWidth, gap);
    if (next !== fit) setFit(next);
  });

  // When the container's width changes, recount with the widths known.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      setFit(countFittingItems(widths.current, count, element.clientWidth, gapRef.current));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, count]);

  return Math.min(fit, count);
}
