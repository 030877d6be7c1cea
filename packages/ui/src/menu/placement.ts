// Where a dropdown opens (spec 000 §9 "Dropdown direction flips within 120 px of the bottom"), as a
// plain function: below its trigger, or above it when the trigger ends within
// DROPDOWN_FLIP_THRESHOLD_PX of the bottom of the window.
import { DROPDOWN_FLIP_THRESHOLD_PX } from '@vitrine/core';

/** The side of its trigger a dropdown opens on. */
export type DropdownSide = 'top' | 'bottom';

/**
 * spec 000 §9: 'top' when the trigger's bottom edge (px from the top of the window) is within
 * `threshold` px of the window's bottom, else 'bottom'.
 */
export function dropdownSide(
  triggerBottom: number,
  viewportHeight: number,
  threshold: number = DROPDOWN_FLIP_THRESHOLD_PX,
): DropdownSide {
  return viewportHeight - triggerBottom < threshold ? 'top' : 'bottom';
}
