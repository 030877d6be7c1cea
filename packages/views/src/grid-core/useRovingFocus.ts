// Roving focus (WAI-ARIA grid: one tab stop): the view renders the active cell with tabIndex 0 and
// asks for the focus with `requestFocus()`; once the cell is in the DOM (its row is kept mounted,
// useGridRowWindow), the layout effect after that render focuses it without scrolling (the view has
// scrolled it into view already).
import { useCallback, useLayoutEffect, useRef } from 'react';

export function useRovingFocus(
  gridRef: { current: HTMLElement | null },
  /** The active cell's selector, e.g. `[data-index="4"]`. */
  selector: string | null,
  /** While true (a cell's editor has the focus) nothing is focused. */
  paused = false,
): () => void {
  const pending = useRef(false);
  useLayoutEffect(() => {
    if (!pending.current || paused || selector === null) return;
    const cell = gridRef.current?.querySelector<HTMLElement>(selector);
    if (cell) {
      pending.current = false;
      cell.focus({ preventScroll: true });
    }
  });
  return useCallback(() => {
    pending.current = true;
  }, []);
}
