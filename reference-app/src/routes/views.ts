// The route's views (spec 000 §2: /gallery, /grid, /map, /masonry, /timeline, /wall, /curve) and
// the banner's view switcher, the page's one (the top menu shows none in the app, issue 14); the
// top menu's permission target. Pure: no React, no DOM.
import type { TreeSelection } from '@vitrine/tree';
import type { PermissionTarget } from '@vitrine/ui';
import { viewLink } from './links';
import { searchQueryPath, VIEW_PREFIXES, type ViewName } from './match';
import { routeSelectionFromTree } from './selection';

/** The folder or set whose permissions gate the top menu's actions; null for anything else. */
export function permissionTargetOf(selection: TreeSelection | null): PermissionTarget | null {
  if (selection?.kind === 'folder') return { folderId: selection.id };
  if (selection?.kind === 'set') return { setId: selection.id };
  return null;
}

/**
 * Whether a page of `view` keeps a tree's choice without a route. Decision: /timeline, /wall and
 * /curve have no folder, set or logical patterns (spec 000 §2), so a choice made there stays on the
 * page (as in database mode) rather than leaving the view; every other view has a route for it.
 */
export function holdsTreeChoice(view: ViewName | 'default'): boolean {
  return view === 'timeline' || view === 'wall' || view === 'curve';
}

/** Where the view switcher goes, and whether the page must hold the selection (no route names it). */
export interface ViewTarget {
  path: string;
  holdsSelection: boolean;
}

/**
 * The view switcher's target for the page's selection (spec 000 §2): the selection's route under
 * the view's prefix (/grid/folders/12, /grid/all) when there is one; otherwise the view's own page
 * (/timeline), which holds the selection, so switching the view never loses it. On a
 * search-query route the other view's search-query route.
 */
export function viewTarget(
  selection: TreeSelection | null,
  view: ViewName,
  searchQuery?: string | null,
): ViewTarget {
  // A search-query route (spec 000 §4) keeps its search in the other view: /grid/search-query/{query}.
  if (searchQuery) return { path: searchQueryPath(view, searchQuery), holdsSelection: false };
  const route = routeSelectionFromTree(selection);
  const path = viewLink(view, route ?? { kind: 'none' });
  const routed =
    route !== undefined && route.kind !== 'none' && (VIEW_PREFIXES as readonly string[]).includes(view);
  return { path, holdsSelection: selection !== null && !routed };
}
