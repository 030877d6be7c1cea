// spec 000 §9 "Dropdown direction flips within 120 px of the bottom".
import { DROPDOWN_FLIP_THRESHOLD_PX } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { dropdownSide } from './placement';

describe('dropdownSide (spec 000 §9)', () => {
  it('uses the spec constant, 120 px', () => {
    expect(DROPDOWN_FLIP_THRESHOLD_PX).toBe(120);
  });

  it.each([
    // trigger bottom, window height, side
    [100, 800, 'bottom'],
    [680, 800, 'bottom'], // exactly 120 px left: not within
    [681, 800, 'top'],
    [760, 800, 'top'],
    [800, 800, 'top'],
    [900, 800, 'top'], // scrolled below the window's edge
  ] as const)('a trigger ending at %i px of a %i px window opens on the %s', (bottom, height, side) => {
    expect(dropdownSide(bottom, height)).toBe(side);
  });
});
