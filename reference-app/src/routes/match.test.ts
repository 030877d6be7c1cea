import { describe, expect, it } from 'vitest';
import {
  browsePath,
  type MatchedRoute,
  matchRoute,
  type Selection,
  searchQueryPath,
  VIEW_PREFIXES,
} from './match';

const normal = { bodyVariant: false };
const body = { bodyVariant: true };

const folder = (folderId: string): Selection => ({ kind: 'folder', folderId });
const logical = (
  key: string,
  country: string | null = null,
  state: string | null = null,
  city: string | null = null,
) => ({ kind: 'logical', key, country, state, city }) as const;

describe('matchRoute: every route of spec 000 §2', () => {
  it.each<[string, MatchedRoute]>([
    ['/', { page: 'home', pattern: '/', entry: 'root' }],
    ['/default.aspx', { page: 'home', pattern: '/default.aspx', entry: 'default.aspx' }],
    ['/all', { page: 'browse', pattern: '/all', view: 'default', selection: { kind: 'all' } }],
    [
      '/folders/12',
      { page: 'browse', pattern: '/folders/{folderId}', view: 'default', selection: folder('12') },
    ],
    [
      '/collections/7',
      {
        page: 'browse',
        pattern: '/collections/{collectionId}',
        view: 'default',
        selection: { kind: 'collection', collectionId: '7' },
      },
    ],
    [
      '/sets/3',
      { page: 'browse', pattern: '/sets/{setId}', view: 'default', selection: { kind: 'set', setId: '3' } },
    ],
    [
      '/logical/date-2020',
      { page: 'browse', pattern: '/logical/{key}', view: 'default', selection: logical('date-2020') },
    ],
    [
      '/logical/location/France',
      {
        page: 'browse',
        pattern: '/logical/{key}/{country}',
        view: 'default',
        selection: logical('location', 'France'),
      },
    ],
    [
      '/logical/location/France/Bretagne',
      {
        page: 'browse',
        pattern: '/logical/{key}/{country}/{state}',
        view: 'default',
        selection: logical('location', 'France', 'Bretagne'),
      },
    ],
    [
      '/logical/location/France/Bretagne/Rennes',
      {
        page: 'browse',
        pattern: '/logical/{key}/{country}/{state}/{city}',
        view: 'default',
        selection: logical('location', 'France', 'Bretagne', 'Rennes'),
      },
    ],
    ['/gallery', { page: 'browse', pattern: '/gallery', view: 'gallery', selection: { kind: 'none' } }],
    ['/grid', { page: 'browse', pattern: '/grid', view: 'grid', selection: { kind: 'none' } }],
    ['/map', { page: 'browse', pattern: '/map', view: 'map', selection: { kind: 'none' } }],
    ['/masonry', { page: 'browse', pattern: '/masonry', view: 'masonry', selection: { kind: 'none' } }],
    ['/timeline', { page: 'browse', pattern: '/timeline', view: 'timeline', selection: { kind: 'none' } }],
    ['/wall', { page: 'browse', pattern: '/wall', view: 'wall', selection: { kind: 'none' } }],
    ['/curve', { page: 'browse', pattern: '/curve', view: 'curve', selection: { kind: 'none' } }],
    ['/dashboard', { page: 'dashboard', pattern: '/dashboard' }],
    ['/background', { page: 'background', pattern: '/background' }],
    ['/public', { page: 'public', pattern: '/public' }],
    // issue 19: a public upload page's link; its hash keeps its case.
    ['/public/Ab3_x-Z9', { page: 'public', pattern: '/public/{hash}', hash: 'Ab3_x-Z9' }],
    ['/shared/Ab-Cd', { page: 'shared', pattern: '/shared/{slug}', slug: 'Ab-Cd' }],
  ])('%s', (pathname, expected) => {
    expect(matchRoute(pathname, normal)).toEqual(expected);
  });
});

describe('matchRoute: the selection patterns also exist under /gallery, /grid, /map and /masonry (spec 000 §2)', () => {
  const cases = VIEW_PREFIXES.flatMap((view) => [
    [`/${view}/folders/5`, view, folder('5')] as const,
    [`/${view}/collections/6`, view, { kind: 'collection', collectionId: '6' }] as const,
    [`/${view}/sets/7`, view, { kind: 'set', setId: '7' }] as const,
    [`/${view}/logical/k`, view, logical('k')] as const,
    [`/${view}/logical/k/c/s/t`, view, logical('k', 'c', 's', 't')] as const,
    // All files too (docs/decisions.md "All files in another view", issue 15).
    [`/${view}/all`, view, { kind: 'all' }] as const,
  ]);
  it.each(cases)('%s', (pathname, view, selection) => {
    expect(matchRoute(pathname, normal)).toMatchObject({ page: 'browse', view, selection });
  });

  it.each([
    '/timeline/folders/5',
    '/wall/sets/1',
    '/curve/logical/k',
    '/timeline/all',
    '/wall/all',
    '/dashboard/folders/5',
    '/public/folders/1',
  ])('%s has no such route', (pathname) => {
    expect(matchRoute(pathname, normal).page).toBe('not-found');
  });
});

describe('matchRoute: case, trailing slash and decoding (spec 000 §2: routes are case-insensitive)', () => {
  it.each<[string, Partial<MatchedRoute> & Record<string, unknown>]>([
    ['/FOLDERS/12', { page: 'browse', selection: folder('12') }],
    ['/Folders/12/', { page: 'browse', selection: folder('12') }],
    ['/folders/12//', { page: 'browse', selection: folder('12') }],
    ['/DEFAULT.ASPX', { page: 'home', entry: 'default.aspx' }],
    ['/Default.aspx/', { page: 'home', entry: 'default.aspx' }],
    ['//', { page: 'home', entry: 'root' }],
    ['', { page: 'home', entry: 'root' }],
    ['/GALLERY/Sets/9', { page: 'browse', view: 'gallery', selection: { kind: 'set', setId: '9' } }],
    ['/Dashboard/', { page: 'dashboard' }],
    // parameters keep their case
    ['/SHARED/AbCdEf', { page: 'shared', slug: 'AbCdEf' }],
    [
      '/logical/Location/United%20States/New%20York/New%20York',
      {
        selection: logical('Location', 'United States', 'New York', 'New York'),
      },
    ],
    ['/logical/location/%3CNot%20specified%3E', { selection: logical('location', '<Not specified>') }],
    ['/folders/a%2Fb', { selection: folder('a/b') }],
    ['/shared/caf%C3%A9', { slug: 'café' }],
    // a static part may be percent-encoded too
    ['/%46olders/3', { selection: folder('3') }],
  ])('%s', (pathname, expected) => {
    expect(matchRoute(pathname, normal)).toMatchObject(expected);
  });

  it.each([
    '/folders',
    '/folders/',
    '/folders//12',
    '/folders/12/extra',
    '/folders/%E0%A4%A',
    '/logical',
    '/logical/a/b/c/d/e',
    '/shared',
    '/nope',
    'folders/12',
    '/all/12',
    '/default',
  ])('%s is not found', (pathname) => {
    expect(matchRoute(pathname, normal)).toEqual({ page: 'not-found', pattern: null });
  });
});

describe('matchRoute: /body only in the body build variant (spec 000 §2)', () => {
  it.each<[string, boolean, MatchedRoute]>([
    ['/body', true, { page: 'browse', pattern: '/body', view: 'body', selection: { kind: 'none' } }],
    [
      '/BODY/Folders/4',
      true,
      { page: 'browse', pattern: '/body/folders/{folderId}', view: 'body', selection: folder('4') },
    ],
    ['/body', false, { page: 'not-found', pattern: null }],
    ['/body/folders/4', false, { page: 'not-found', pattern: null }],
  ])('%s (body variant %s)', (pathname, bodyVariant, expected) => {
    expect(matchRoute(pathname, { bodyVariant })).toEqual(expected);
  });

  it('other routes match the same in both variants', () => {
    for (const pathname of ['/', '/all', '/folders/1', '/grid/sets/2', '/shared/x', '/dashboard']) {
      expect(matchRoute(pathname, body)).toEqual(matchRoute(pathname, normal));
    }
  });
});

describe('browsePath: the inverse of matchRoute for the main page', () => {
  it.each<[Parameters<typeof browsePath>[0], Selection, string]>([
    ['default', { kind: 'none' }, '/'],
    ['default', { kind: 'all' }, '/all'],
    ['grid', { kind: 'all' }, '/grid/all'],
    ['masonry', { kind: 'all' }, '/masonry/all'],
    ['timeline', { kind: 'all' }, '/all'],
    ['default', folder('12'), '/folders/12'],
    ['default', { kind: 'collection', collectionId: '7' }, '/collections/7'],
    ['default', { kind: 'set', setId: '3' }, '/sets/3'],
    [
      'default',
      logical('location', 'United States', 'New York'),
      '/logical/location/United%20States/New%20York',
    ],
    ['gallery', { kind: 'none' }, '/gallery'],
    ['masonry', folder('a/b'), '/masonry/folders/a%2Fb'],
    ['map', logical('date-2020'), '/map/logical/date-2020'],
    ['timeline', { kind: 'none' }, '/timeline'],
    ['timeline', folder('5'), '/folders/5'],
    ['wall', { kind: 'set', setId: '1' }, '/sets/1'],
    ['body', { kind: 'none' }, '/body'],
    ['body', folder('4'), '/body/folders/4'],
    ['body', { kind: 'set', setId: '1' }, '/sets/1'],
  ])('%s + %o → %s', (view, selection, expected) => {
    expect(browsePath(view, selection)).toBe(expected);
  });

  it.each<[Parameters<typeof browsePath>[0], Selection]>([
    ['default', folder('Ünïcode / 12')],
    ['grid', logical('custom-3', '<Not specified>', 'a b', 'c%d')],
    ['map', { kind: 'collection', collectionId: '?#' }],
  ])('round-trips %s + %o', (view, selection) => {
    expect(matchRoute(browsePath(view, selection), normal)).toMatchObject({
      page: 'browse',
      view,
      selection,
    });
  });
});

describe('the search-query route (spec 000 §4; docs/decisions.md "The search-query route")', () => {
  it.each([
    ['/search-query/harbour', 'default', '/search-query/{query}', 'harbour'],
    ['/Search-Query/Old%20Harbour', 'default', '/search-query/{query}', 'Old Harbour'],
    ['/grid/search-query/boat', 'grid', '/grid/search-query/{query}', 'boat'],
    ['/timeline/search-query/a%2Fb', 'timeline', '/timeline/search-query/{query}', 'a/b'],
  ] as const)('%s searches all files in the %s view for its query', (path, view, pattern, query) => {
    expect(matchRoute(path, normal)).toEqual({
      page: 'browse',
      pattern,
      view,
      selection: { kind: 'all' },
      searchQuery: query,
    });
  });

  it('needs a query', () => {
    expect(matchRoute('/search-query', normal).page).toBe('not-found');
    expect(matchRoute('/search-query/', normal).page).toBe('not-found');
  });

  it.each([
    ['default', 'harbour boat', '/search-query/harbour%20boat'],
    ['grid', 'a/b', '/grid/search-query/a%2Fb'],
    ['body', 'x', '/search-query/x'],
  ] as const)('searchQueryPath(%s, %s) is %s, and matches back', (view, query, path) => {
    expect(searchQueryPath(view, query)).toBe(path);
    const route = matchRoute(path, normal);
    expect(route.page === 'browse' && route.searchQuery).toBe(query);
  });
});
