// The width rules of the tree panel's splitter (WAI-ARIA window splitter pattern). Pure.

/** The tree panel's width limits and keyboard steps, in CSS pixels (decided: docs/reference-app.md). */
export const TREE_PANEL_WIDTH = {
  min: 200,
  max: 600,
  /** An arrow key moves the splitter this far. */
  step: 10,
  /** Shift + arrow, Page Up / Page Down. */
  largeStep: 50,
} as const;

/** A width within the limits, in whole pixels (a stored width from a wider screen is brought in). */
export function clampPanelWidth(width: number): number {
  if (!Number.isFinite(width)) return TREE_PANEL_WIDTH.min;
  return Math.min(TREE_PANEL_WIDTH.max, Math.max(TREE_PANEL_WIDTH.min, Math.round(width)));
}

/**
 * The width after a key press on the splitter, or `null` for a key the splitter leaves alone.
 * Right / Left (and Up / Down, for keyboards that expect them) move by a step, with Shift or
 * Page Up / Page Down by a large step; Home and End go to the minimum and the maximum.
 */
export function widthAfterKey(width: number, key: string, shiftKey: boolean): number | null {
  const step = shiftKey ? TREE_PANEL_WIDTH.largeStep : TREE_PANEL_WIDTH.step;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clampPanelWidth(width + step);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampPanelWidth(width - step);
    case 'PageUp':
      return clampPanelWidth(width + TREE_PANEL_WIDTH.largeStep);
    case 'PageDown':
      return clampPanelWidth(width - TREE_PANEL_WIDTH.largeStep);
    case 'Home':
      return TREE_PANEL_WIDTH.min;
    case 'End':
      return TREE_PANEL_WIDTH.max;
    default:
      return null;
  }
}

/** The width while dragging: where the drag started plus how far the pointer moved. */
export function widthAfterDrag(startWidth: number, startX: number, currentX: number): number {
  return clampPanelWidth(startWidth + (currentX - startX));
}
