import type { TreeSelection } from '@vitrine/tree';
import { describe, expect, it } from 'vitest';
import { matchRoute, type Selection } from './match';
import {
  routeSelectionFromTree,
  type SelectionPlace,
  selectionTarget,
  treeSelectionFromRoute,
} from './selection';

const selectionOf = (path: string): Selection => {
  const route = matchRoute(path, { bodyVariant: true });
  if (route.page !== 'browse') throw new Error(`${path} is not a main-page route`);
  return route.selection;
};

describe('treeSelectionFromRoute (spec 000 §2 routes → spec 000 §4 selection)', () => {
  it.each<[string, TreeSelection | null]>([
    ['/gallery', null],
    ['/all', { kind: 'all' }],
    ['/folders/12', { kind: 'folder', id: 12 }],
    ['/grid/folders/0', { kind: 'folder', id: 0 }],
    ['/body/folders/7', { kind: 'folder', id: 7 }],
    ['/sets/3', { kind: 'set', id: 3 }],
    ['/map/collections/2', { kind: 'collection', id: 2 }],
    ['/logical/date-2024', { kind: 'logical', nodeId: 'date-2024' }],
    ['/logical/date-2024-05', { kind: 'logical', nodeId: 'date-2024-05' }],
    [
      '/masonry/logical/attribute-title-Harbour%20lights',
      { kind: 'logical', nodeId: 'attribute-title-Harbour lights' },
    ],
    ['/logical/location/France', { kind: 'logical', nodeId: 'location/France' }],
    [
      '/logical/location/France/Bretagne/Rennes',
      { kind: 'logical', nodeId: 'location/France/Bretagne/Rennes' },
    ],
    ['/logical/location/C%C3%B4te%20d%E2%80%99Ivoire', { kind: 'logical', nodeId: 'location/Côte d’Ivoire' }],
    // spec 000 §2: routes are case-insensitive; the key's prefix is read in any case.
    ['/LOGICAL/DATE-2024', { kind: 'logical', nodeId: 'date-2024' }],
    ['/logical/Location/France', { kind: 'logical', nodeId: 'location/France' }],
    // A route that names no logical node selects nothing.
    ['/logical/location', null],
    ['/logical/nothing-here', null],
    ['/logical/date-2024/France', null],
    // Tree ids are integers: an id no tree can hold selects nothing.
    ['/sets/AbC', null],
    ['/folders/-1', null],
    ['/folders/1.5', null],
    ['/collections/99999999999999999999', null],
  ])('%s → %o', (path, expected) => {
    expect(treeSelectionFromRoute(selectionOf(path))).toEqual(expected);
  });
});

describe('routeSelectionFromTree', () => {
  it.each<[TreeSelection | null, Selection | undefined]>([
    [null, { kind: 'none' }],
    [{ kind: 'all' }, { kind: 'all' }],
    [
      { kind: 'folder', id: 12 },
      { kind: 'folder', folderId: '12' },
    ],
    [
      { kind: 'set', id: 3 },
      { kind: 'set', setId: '3' },
    ],
    [
      { kind: 'collection', id: 2 },
      { kind: 'collection', collectionId: '2' },
    ],
    [
      { kind: 'logical', nodeId: 'date-2024' },
      { kind: 'logical', key: 'date-2024', country: null, state: null, city: null },
    ],
    [
      { kind: 'logical', nodeId: 'location/France/Bretagne' },
      { kind: 'logical', key: 'location', country: 'France', state: 'Bretagne', city: null },
    ],
    // No route of spec 000 §2 names database mode.
    [{ kind: 'database', id: 1 }, undefined],
  ])('%o → %o', (selection, expected) => {
    expect(routeSelectionFromTree(selection)).toEqual(expected);
  });
});

describe('selectionTarget (a tree changes the selection → the URL)', () => {
  const at = (
    routeView: SelectionPlace['routeView'],
    shownView: SelectionPlace['shownView'] = 'gallery',
  ) => ({
    routeView,
    shownView,
  });
  it.each<[TreeSelection | null, SelectionPlace, string | null]>([
    [{ kind: 'folder', id: 13 }, at('default'), '/folders/13'],
    // The view prefixes /gallery, /grid, /map, /masonry are kept (spec 000 §2).
    [{ kind: 'folder', id: 13 }, at('grid', 'grid'), '/grid/folders/13'],
    [{ kind: 'set', id: 4 }, at('map', 'map'), '/map/sets/4'],
    [{ kind: 'collection', id: 1 }, at('masonry', 'masonry'), '/masonry/collections/1'],
    [{ kind: 'logical', nodeId: 'date-2025' }, at('gallery'), '/gallery/logical/date-2025'],
    [
      { kind: 'logical', nodeId: 'location/France/Bretagne/Rennes' },
      at('default'),
      '/logical/location/France/Bretagne/Rennes',
    ],
    [
      { kind: 'logical', nodeId: 'attribute-title-A/B testing' },
      at('default'),
      '/logical/attribute-title-A%2FB%20testing',
    ],
    // Views without selection routes (spec 000 §2) give the plain selection route.
    [{ kind: 'folder', id: 13 }, at('timeline', 'timeline'), '/folders/13'],
    [{ kind: 'folder', id: 13 }, at('body', 'body'), '/body/folders/13'],
    // All files keeps the view prefix too (/grid/all, issue 15).
    [{ kind: 'all' }, at('grid', 'grid'), '/grid/all'],
    [{ kind: 'all' }, at('default', 'gallery'), '/all'],
    // Clearing turns selection mode off: the page of the view shown, not the dashboard.
    [null, at('default', 'gallery'), '/gallery'],
    [null, at('grid', 'grid'), '/grid'],
    [null, at('default', 'body'), '/body'],
    [{ kind: 'database', id: 1 }, at('default'), null],
  ])('%o at %o → %s', (selection, place, expected) => {
    expect(selectionTarget(selection, place)).toBe(expected);
  });

  it.each<TreeSelection>([
    { kind: 'all' },
    { kind: 'folder', id: 13 },
    { kind: 'set', id: 4 },
    { kind: 'collection', id: 1 },
    { kind: 'logical', nodeId: 'date-2025-03' },
    { kind: 'logical', nodeId: 'attribute-keyword-17' },
    { kind: 'logical', nodeId: 'attribute-subject-50% off / sale' },
    { kind: 'logical', nodeId: 'attribute-author-<Not specified>' },
    { kind: 'logical', nodeId: 'custom-4-X12' },
    { kind: 'logical', nodeId: 'location/Côte d’Ivoire/Lagunes/Abidjan' },
    { kind: 'logical', nodeId: 'location/France/<Not specified>/Paris' },
    { kind: 'logical', nodeId: 'location/AC%2FDC Land' },
  ])('%o survives the round trip through its URL', (selection) => {
    for (const view of ['default', 'grid'] as const) {
      const path = selectionTarget(selection, at(view));
      expect(path).not.toBeNull();
      expect(treeSelectionFromRoute(selectionOf(path ?? ''))).toEqual(selection);
    }
  });
});
