import { describe, expect, it } from 'vitest';
import { type MatchedRoute, matchRoute } from './match';
import {
  DEFAULT_VIEW_OPTIONS,
  keepsPostSignupParam,
  nextSearch,
  type RouteFlags,
  resolveScreen,
  resolveView,
  type Screen,
  showsDashboard,
} from './rules';

const flags = (overrides: Partial<RouteFlags> = {}): RouteFlags => ({
  showSets: true,
  showLogicalViews: true,
  enableDashboard: true,
  startLoading: false,
  ...overrides,
});
const route = (pathname: string, bodyVariant = false): MatchedRoute => matchRoute(pathname, { bodyVariant });
const screen = (pathname: string, f: RouteFlags, bodyVariant = false): Screen =>
  resolveScreen(route(pathname, bodyVariant), f, { ...DEFAULT_VIEW_OPTIONS, bodyVariant });

const disabled = (selection: 'none' | 'all', view = 'gallery'): Screen => ({
  kind: 'main',
  template: 'disabled-dashboard',
  view: view as 'gallery',
  selection: { kind: selection },
});

describe('showsDashboard (spec 000 §2: only when enabled and start-loading is not set)', () => {
  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [false, true, false],
  ])('EnableDashboard %s, StartLoading %s → %s', (enableDashboard, startLoading, expected) => {
    expect(showsDashboard(flags({ enableDashboard, startLoading }))).toBe(expected);
  });
});

describe('resolveScreen: /, /default.aspx and /dashboard (spec 000 §2)', () => {
  it.each<[string, Partial<RouteFlags>, Screen]>([
    ['/', { enableDashboard: true, startLoading: false }, { kind: 'dashboard' }],
    ['/default.aspx', { enableDashboard: true, startLoading: false }, { kind: 'dashboard' }],
    ['/dashboard', { enableDashboard: true, startLoading: false }, { kind: 'dashboard' }],
    ['/', { enableDashboard: false, startLoading: false }, disabled('none')],
    ['/default.aspx', { enableDashboard: false, startLoading: false }, disabled('none')],
    ['/dashboard', { enableDashboard: false, startLoading: false }, disabled('none')],
    // start-loading hides the dashboard; only /default.aspx then loads all files
    ['/', { enableDashboard: true, startLoading: true }, disabled('none')],
    ['/default.aspx', { enableDashboard: true, startLoading: true }, disabled('all')],
    ['/DEFAULT.ASPX/', { enableDashboard: false, startLoading: true }, disabled('all')],
    ['/dashboard', { enableDashboard: true, startLoading: true }, disabled('none')],
    ['/dashboard', { enableDashboard: false, startLoading: true }, disabled('none')],
  ])('%s with %o', (pathname, overrides, expected) => {
    expect(screen(pathname, flags(overrides))).toEqual(expected);
  });

  it('the disabled-dashboard template shows the body view in the body variant', () => {
    expect(screen('/', flags({ enableDashboard: false }), true)).toEqual(disabled('none', 'body'));
  });
});

describe('resolveScreen: logical URLs redirect to / when logical views are disabled (spec 000 §2)', () => {
  it.each([
    '/logical/date-2020',
    '/Logical/location/France/Bretagne/Rennes',
    '/grid/logical/k',
    '/MAP/logical/k/c',
  ])('%s', (pathname) => {
    expect(screen(pathname, flags({ showLogicalViews: false }))).toEqual({ kind: 'redirect', to: '/' });
    expect(screen(pathname, flags({ showLogicalViews: true }))).toMatchObject({
      kind: 'main',
      template: 'browse',
      selection: { kind: 'logical' },
    });
  });

  it.each(['/folders/1', '/sets/1', '/collections/1', '/all', '/gallery'])(
    '%s is not redirected',
    (pathname) => {
      expect(screen(pathname, flags({ showLogicalViews: false })).kind).toBe('main');
    },
  );
});

describe('resolveScreen: other routes', () => {
  it.each<[string, Screen]>([
    ['/all', { kind: 'main', template: 'browse', view: 'gallery', selection: { kind: 'all' } }],
    [
      '/FOLDERS/12',
      { kind: 'main', template: 'browse', view: 'gallery', selection: { kind: 'folder', folderId: '12' } },
    ],
    [
      '/grid/sets/2',
      { kind: 'main', template: 'browse', view: 'grid', selection: { kind: 'set', setId: '2' } },
    ],
    ['/timeline', { kind: 'main', template: 'browse', view: 'timeline', selection: { kind: 'none' } }],
    // spec 000 §4: the search-query route searches all files; its text names the page.
    [
      '/search-query/Old%20meadow',
      {
        kind: 'main',
        template: 'browse',
        view: 'gallery',
        selection: { kind: 'all' },
        searchQuery: 'Old meadow',
      },
    ],
    [
      '/grid/search-query/boat',
      { kind: 'main', template: 'browse', view: 'grid', selection: { kind: 'all' }, searchQuery: 'boat' },
    ],
    ['/background', { kind: 'background' }],
    ['/public', { kind: 'public' }],
    ['/public/Ab3_x-Z9', { kind: 'public', hash: 'Ab3_x-Z9' }],
    ['/shared/XyZ', { kind: 'shared', slug: 'XyZ' }],
    ['/nowhere', { kind: 'not-found' }],
    ['/body', { kind: 'not-found' }],
  ])('%s', (pathname, expected) => {
    // the dashboard flags do not touch these routes
    for (const f of [flags(), flags({ enableDashboard: false, startLoading: true })]) {
      expect(screen(pathname, f)).toEqual(expected);
    }
  });

  it('/body/folders/{id} shows the body view in the body variant', () => {
    expect(screen('/body/folders/3', flags(), true)).toEqual({
      kind: 'main',
      template: 'browse',
      view: 'body',
      selection: { kind: 'folder', folderId: '3' },
    });
  });
});

describe('resolveView (spec 000 §2: page-level default, body view in the body variant)', () => {
  it.each([
    ['default', false, 'gallery', 'gallery'],
    ['default', false, 'masonry', 'masonry'],
    ['default', false, 'grid', 'grid'],
    ['default', true, 'grid', 'body'],
    ['map', true, 'grid', 'map'],
    ['timeline', false, 'gallery', 'timeline'],
  ] as const)('%s (body %s, page default %s) → %s', (view, bodyVariant, pageDefault, expected) => {
    expect(resolveView(view, { bodyVariant, pageDefault })).toBe(expected);
  });
});

describe('the post-signup parameter ps (spec 000 §2: kept or removed on route change)', () => {
  it.each([
    ['/', true],
    ['/default.aspx', true],
    ['/all', true],
    ['/folders/1', true],
    ['/grid/logical/k', true],
    ['/timeline', true],
    ['/dashboard', false],
    ['/background', false],
    ['/public', false],
    ['/shared/abc', false],
    ['/nowhere', false],
  ])('kept on the way to %s: %s', (pathname, expected) => {
    expect(keepsPostSignupParam(route(pathname))).toBe(expected);
  });

  it.each([
    // [current search, target, target search, next search]
    ['?ps=1', '/folders/2', '', '?ps=1'],
    ['?ps=1&x=2', '/folders/2', '?sort=5', '?sort=5&ps=1'],
    ['?ps=1', '/dashboard', '', ''],
    ['?ps=1', '/shared/abc', '?a=b', '?a=b'],
    ['', '/folders/2', '', ''],
    ['', '/folders/2', '?q=a%20b', '?q=a+b'],
    // a ps the target sets itself is kept
    ['?ps=1', '/folders/2', '?ps=2', '?ps=2'],
    ['', '/dashboard', '?ps=1', '?ps=1'],
    ['?ps=', '/all', '', '?ps='],
  ])('from %s to %s%s → %s', (currentSearch, pathname, targetSearch, expected) => {
    expect(nextSearch(currentSearch, route(pathname), targetSearch)).toBe(expected);
  });
});
