// The one selection of the main page (spec 000 §4 "Selection") between the route and the trees: the
// route is the truth, the trees show it (`value`) and report changes (`onValueChange`), and a change
// becomes a navigation. Pure: no React, no DOM.
import { logicalNodeIdOfRoute, logicalRouteOf, type TreeSelection } from '@vitrine/tree';
import { browsePath, type Selection, type ViewName } from './match';

/** A route id the trees can hold: a non-negative integer written in decimal digits. */
function treeId(routeId: string): number | null {
  if (!/^\d+$/.test(routeId)) return null;
  const id = Number(routeId);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * The tree selection a route's selection stands for. `null` (selection mode off) for no selection,
 * and for an id no tree can hold (`/sets/AbC`: tree ids are integers; `/logical/nothing`: not a
 * logical node), which then selects no node. Logical routes are read by @vitrine/tree's
 * logicalNodeIdOfRoute (a location is /logical/location/{country}/{state}/{city}; any other node
 * is its id as the key).
 */
export function treeSelectionFromRoute(selection: Selection): TreeSelection | null {
  switch (selection.kind) {
    case 'none':
      return null;
    case 'all':
      return { kind: 'all' };
    case 'folder': {
      const id = treeId(selection.folderId);
      return id === null ? null : { kind: 'folder', id };
    }
    case 'set': {
      const id = treeId(selection.setId);
      return id === null ? null : { kind: 'set', id };
    }
    case 'collection': {
      const id = treeId(selection.collectionId);
      return id === null ? null : { kind: 'collection', id };
    }
    case 'logical': {
      const nodeId = logicalNodeIdOfRoute(selection);
      return nodeId === null ? null : { kind: 'logical', nodeId };
    }
  }
}

/**
 * The route selection of a tree selection, or `undefined` for one no route of spec 000 §2 names
 * (database mode). `null` (cleared) is "nothing selected".
 */
export function routeSelectionFromTree(selection: TreeSelection | null): Selection | undefined {
  if (selection === null) return { kind: 'none' };
  switch (selection.kind) {
    case 'all':
      return { kind: 'all' };
    case 'folder':
      return { kind: 'folder', folderId: String(selection.id) };
    case 'set':
      return { kind: 'set', setId: String(selection.id) };
    case 'collection':
      return { kind: 'collection', collectionId: String(selection.id) };
    case 'logical': {
      // @vitrine/tree's logicalRouteOf; an id it does not know travels whole, as the key.
      const route = logicalRouteOf(selection.nodeId);
      return {
        kind: 'logical',
        ...(route ?? { key: selection.nodeId, country: null, state: null, city: null }),
      };
    }
    case 'database':
      return undefined;
  }
}

/** Where the page is when a tree changes the selection. */
export interface SelectionPlace {
  /** The view the URL asks for (`default` when it names none: /folders/12, /, /dashboard). */
  routeView: ViewName | 'default';
  /** The view the page shows (the page-level default resolved). */
  shownView: ViewName;
}

/**
 * The URL path a tree's new selection navigates to (spec 000 §4), or `null` when no route names it
 * (database mode: the page keeps it without a route). A view prefix of the URL (/gallery, /grid,
 * /map, /masonry) is kept; choosing a folder, set, collection or logical view leaves the dashboard
 * (every selection route is a main-page route). Clearing turns selection mode off: the page of the
 * view being shown (/gallery, not /, so the dashboard does not come back in its place).
 */
export function selectionTarget(selection: TreeSelection | null, place: SelectionPlace): string | null {
  const next = routeSelectionFromTree(selection);
  if (next === undefined) return null;
  if (next.kind === 'none') return `/${place.shownView}`;
  return browsePath(place.routeView, next);
}
