// Whether the tree panel shows (spec 000 §3: the web setting hideTree and the global setting
// hideTreeOnLoad). Pure.

/**
 * Our reading (docs/reference-app.md): hideTreeOnLoad hides the panel each time the page loads,
 * whatever the user's hideTree; the user's toggle then decides for the rest of the visit, and is
 * saved as hideTree. Without hideTreeOnLoad the saved hideTree decides.
 */
export function isTreeHidden(state: {
  hideTree: boolean;
  hideTreeOnLoad: boolean;
  /** The toggle's choice during this visit (`null`: not toggled yet). */
  toggledHidden: boolean | null;
}): boolean {
  if (state.toggledHidden !== null) return state.toggledHidden;
  return state.hideTreeOnLoad || state.hideTree;
}
