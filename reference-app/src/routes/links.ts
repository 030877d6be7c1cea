// Links the app's own menus build from the route table. Pure.
import { browsePath, type Selection, VIEW_PREFIXES, type ViewName } from './match';

/**
 * The target of the view switcher for `view` with the current selection. Decision: the folder,
 * collection, set and logical patterns (and all files, docs/decisions.md "All files in another
 * view") exist only under /gallery, /grid, /map and /masonry (spec 000 §2), so the other views link
 * to their own page and leave the selection behind, rather than to a page of another view.
 */
export function viewLink(view: ViewName, selection: Selection): string {
  const keepsSelection = selection.kind !== 'none' && (VIEW_PREFIXES as readonly string[]).includes(view);
  return keepsSelection ? browsePath(view, selection) : `/${view}`;
}
