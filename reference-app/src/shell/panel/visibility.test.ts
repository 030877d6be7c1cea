import { describe, expect, it } from 'vitest';
import { isTreeHidden } from './visibility';

describe('isTreeHidden (spec 000 §3 hideTree, hideTreeOnLoad)', () => {
  it.each([
    [{ hideTree: false, hideTreeOnLoad: false, toggledHidden: null }, false],
    [{ hideTree: true, hideTreeOnLoad: false, toggledHidden: null }, true],
    // The global setting hides the tree on load whatever the user saved...
    [{ hideTree: false, hideTreeOnLoad: true, toggledHidden: null }, true],
    // ...and the toggle decides for the rest of the visit.
    [{ hideTree: false, hideTreeOnLoad: true, toggledHidden: false }, false],
    [{ hideTree: true, hideTreeOnLoad: false, toggledHidden: false }, false],
    [{ hideTree: false, hideTreeOnLoad: false, toggledHidden: true }, true],
  ])('%o → hidden %s', (state, expected) => {
    expect(isTreeHidden(state)).toBe(expected);
  });
});
