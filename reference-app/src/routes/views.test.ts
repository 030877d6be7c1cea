import { logicalNodeIdOfRoute } from '@vitrine/tree';
import { describe, expect, it } from 'vitest';
import { VIEW_PAGES } from './match';
import {
  holdsTreeChoice,
  permissionTargetOf,
  routeViewOf,
  TOP_MENU_VIEW_CHOICES,
  topMenuViewOf,
  viewTarget,
} from './views';

describe('the top menu views and the route views (spec 000 §2)', () => {
  it('names the curve carousel "carousel" and keeps the other names', () => {
    expect(topMenuViewOf('curve')).toBe('carousel');
    expect(topMenuViewOf('grid')).toBe('grid');
    expect(topMenuViewOf('body')).toBeUndefined();
    expect(routeViewOf('carousel')).toBe('curve');
    expect(routeViewOf('masonry')).toBe('masonry');
  });

  it('offers every view page of the routes, and each choice goes back to its page', () => {
    expect(TOP_MENU_VIEW_CHOICES.map(routeViewOf).sort()).toEqual([...VIEW_PAGES].sort());
    for (const view of VIEW_PAGES) {
      const choice = topMenuViewOf(view);
      expect(choice && routeViewOf(choice)).toBe(view);
    }
  });

  it('asks permissions for a folder or a set only', () => {
    expect(permissionTargetOf({ kind: 'folder', id: 12 })).toEqual({ folderId: 12 });
    expect(permissionTargetOf({ kind: 'set', id: 3 })).toEqual({ setId: 3 });
    expect(permissionTargetOf({ kind: 'collection', id: 3 })).toBeNull();
    expect(permissionTargetOf({ kind: 'all' })).toBeNull();
    expect(permissionTargetOf(null)).toBeNull();
  });
});

const france = logicalNodeIdOfRoute({ key: 'location', country: 'France', state: null, city: null }) ?? '';

describe('the view switcher keeps the selection (spec 000 §2)', () => {
  it.each([
    [{ kind: 'folder', id: 12 }, 'grid', '/grid/folders/12', false],
    [{ kind: 'set', id: 3 }, 'masonry', '/masonry/sets/3', false],
    [{ kind: 'collection', id: 7 }, 'map', '/map/collections/7', false],
    [{ kind: 'logical', nodeId: france }, 'gallery', '/gallery/logical/location/France', false],
    [{ kind: 'folder', id: 12 }, 'timeline', '/timeline', true],
    [{ kind: 'set', id: 3 }, 'wall', '/wall', true],
    [{ kind: 'folder', id: 12 }, 'curve', '/curve', true],
    [{ kind: 'all' }, 'grid', '/grid', true],
    [{ kind: 'database', id: 2 }, 'gallery', '/gallery', true],
    [null, 'grid', '/grid', false],
  ] as const)('%o in %s goes to %s (held on the page: %s)', (selection, view, path, holds) => {
    expect(viewTarget(selection, view)).toEqual({ path, holdsSelection: holds });
  });

  it('holds a tree choice only on the views without selection routes', () => {
    expect(['timeline', 'wall', 'curve'].every((view) => holdsTreeChoice(view as 'wall'))).toBe(true);
    expect(
      ['gallery', 'grid', 'map', 'masonry', 'default', 'body'].some((v) => holdsTreeChoice(v as 'grid')),
    ).toBe(false);
  });
});
