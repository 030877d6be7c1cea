import { describe, expect, it } from 'vitest';
import { viewLink } from './links';
import { matchRoute, type Selection, type ViewName } from './match';

const folder: Selection = { kind: 'folder', folderId: '12' };
const logical: Selection = {
  kind: 'logical',
  key: 'location',
  country: 'Côte d’Ivoire',
  state: null,
  city: null,
};

describe('viewLink (view switcher targets)', () => {
  it.each<[ViewName, Selection, string]>([
    ['gallery', { kind: 'none' }, '/gallery'],
    ['grid', folder, '/grid/folders/12'],
    ['map', { kind: 'set', setId: '3' }, '/map/sets/3'],
    ['masonry', { kind: 'collection', collectionId: '7' }, '/masonry/collections/7'],
    ['gallery', logical, '/gallery/logical/location/C%C3%B4te%20d%E2%80%99Ivoire'],
    ['grid', { kind: 'all' }, '/grid/all'],
    ['timeline', { kind: 'all' }, '/timeline'],
    ['timeline', folder, '/timeline'],
    ['wall', { kind: 'set', setId: '3' }, '/wall'],
    ['curve', logical, '/curve'],
  ])('%s with %o → %s', (view, selection, expected) => {
    expect(viewLink(view, selection)).toBe(expected);
  });

  it('every link lands on that view, with the selection where the view has one', () => {
    for (const view of ['gallery', 'grid', 'map', 'masonry'] as const) {
      for (const selection of [folder, logical, { kind: 'set', setId: 'A b' } as Selection, { kind: 'all' } as Selection]) {
        expect(matchRoute(viewLink(view, selection), { bodyVariant: false })).toMatchObject({
          page: 'browse',
          view,
          selection,
        });
      }
    }
  });
});
