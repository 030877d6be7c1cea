import { logicalNodeIdOfRoute } from '@vitrine/tree';
import { describe, expect, it } from 'vitest';
import { holdsTreeChoice, permissionTargetOf, viewTarget } from './views';

describe('the top menu and the view switcher (spec 000 §2)', () => {
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
    // All files keeps its route in a view with selection patterns (issue 15: /masonry lost it).
    [{ kind: 'all' }, 'grid', '/grid/all', false],
    [{ kind: 'all' }, 'masonry', '/masonry/all', false],
    [{ kind: 'all' }, 'timeline', '/timeline', true],
    [{ kind: 'database', id: 2 }, 'gallery', '/gallery', true],
    [null, 'grid', '/grid', false],
  ] as const)('%o in %s goes to %s (held on the page: %s)', (selection, view, path, holds) => {
    expect(viewTarget(selection, view)).toEqual({ path, holdsSelection: holds });
  });

  it('keeps a search-query route in the other view (spec 000 §4)', () => {
    expect(viewTarget({ kind: 'all' }, 'grid', 'old harbour')).toEqual({
      path: '/grid/search-query/old%20harbour',
      holdsSelection: false,
    });
    expect(viewTarget({ kind: 'all' }, 'wall', 'boat').path).toBe('/wall/search-query/boat');
    expect(viewTarget({ kind: 'all' }, 'grid', null).path).toBe('/grid/all');
  });

  it('holds a tree choice only on the views without selection routes', () => {
    expect(['timeline', 'wall', 'curve'].every((view) => holdsTreeChoice(view as 'wall'))).toBe(true);
    expect(
      ['gallery', 'grid', 'map', 'masonry', 'default', 'body'].some((v) => holdsTreeChoice(v as 'grid')),
    ).toBe(false);
  });
});
