// The route table of spec 000 §2 as data, and a small matcher over it. Pure: no React, no DOM.
//
// Decision (docs/decisions.md): our own segment matcher instead of react-router (removed from the
// dependencies). The app needs matching only (no loaders, no nested layouts, no data routers); the
// body build variant switches routes on and off; static segments compare case-insensitively while
// parameters keep their case and are URL-decoded. History is a small external store
// (src/navigation/history.ts). A table-tested matcher of this size is simpler than adapting a router.

/** The views a page can show (spec 000 §1, §2); `body` exists only in the body build variant. */
export type ViewName = 'gallery' | 'grid' | 'map' | 'masonry' | 'timeline' | 'wall' | 'curve' | 'body';

/** What is selected (spec 000 §4: only one of folder, set, collection, logical view or all files). */
export type Selection =
  | { kind: 'none' }
  | { kind: 'all' }
  | { kind: 'folder'; folderId: string }
  | { kind: 'collection'; collectionId: string }
  | { kind: 'set'; setId: string }
  | { kind: 'logical'; key: string; country: string | null; state: string | null; city: string | null };

/** A matched URL: which entry of the table, the view it asks for and what it selects. */
export type MatchedRoute =
  /** `/` or `/default.aspx`: the home rules of spec 000 §2 decide between dashboard and main page. */
  | { page: 'home'; pattern: string; entry: 'root' | 'default.aspx' }
  /** `/dashboard`. */
  | { page: 'dashboard'; pattern: string }
  /**
   * The main page with a view (`default`: the page-level default) and a selection; `searchQuery`
   * on a search-query route (spec 000 §4: it searches all files with sort 5 and order 2).
   */
  | {
      page: 'browse';
      pattern: string;
      view: ViewName | 'default';
      selection: Selection;
      searchQuery?: string;
    }
  /** `/background`: present, content not shown (spec 000 §2). */
  | { page: 'background'; pattern: string }
  /** `/public`: the public page; `/public/{hash}`: a public upload page's link (issue 19). */
  | { page: 'public'; pattern: string; hash?: string }
  /** `/shared/{slug}`: the shared-link page. */
  | { page: 'shared'; pattern: string; slug: string }
  /** `/admin/people`, `/admin/roles`, `/admin/settings`: the administration pages (issue 13, docs/decisions.md). */
  | { page: 'admin'; pattern: string; section: AdminSection }
  /** `/admin/people/{personId}`: one person's page (issue 13); the id is checked by the page. */
  | { page: 'admin'; pattern: string; section: 'person'; personId: string }
  /**
   * `/permissions/folder?folder={id}`, `/permissions/set?set={id}`, `/permissions/collection?collection={id}`:
   * who has access to a node (spec 001 §2; the id is in the query string, read by the page).
   */
  | { page: 'permissions'; pattern: string; node: PermissionsNodeKind }
  /** `/set-password#{token}`: a person sets their password with a one-time link (public). */
  | { page: 'set-password'; pattern: string }
  /** `/shares`: the signed-in user's share links ("My shares", issue 20; outside the spec's table). */
  | { page: 'shares'; pattern: string }
  /** Nothing in the table matched. */
  | { page: 'not-found'; pattern: null };

/** The administration pages. */
export type AdminSection = 'people' | 'roles' | 'settings' | 'public-pages';
/** The nodes a permissions page exists for: folder, set, collection (set group). */
export type PermissionsNodeKind = 'folder' | 'set' | 'collection';

/** Options of `matchRoute`. */
export interface MatchRouteOptions {
  /** The body build variant (spec 000 §2): enables /body and /body/folders/{folderId}. */
  bodyVariant: boolean;
}

type Params = Record<string, string>;

interface RouteDefinition {
  /** Segments; `{name}` is a parameter, anything else is compared case-insensitively. */
  pattern: string;
  bodyVariantOnly?: boolean;
  build: (params: Params, pattern: string) => MatchedRoute;
}

/** Views with a page of their own (spec 000 §2). */
export const VIEW_PAGES = ['gallery', 'grid', 'map', 'masonry', 'timeline', 'wall', 'curve'] as const;
/** Views under which the folder, collection, set and logical patterns also exist (spec 000 §2). */
export const VIEW_PREFIXES = ['gallery', 'grid', 'map', 'masonry'] as const;

const param = (params: Params, name: string): string => params[name] ?? '';

/** The search-query route (spec 000 §4), at the root and under each view page. */
const SEARCH_QUERY_PATTERN = '/search-query/{query}';

/** The path of a search-query route for `query` in `view` (`default`: /search-query/{query}). */
export function searchQueryPath(view: ViewName | 'default', query: string): string {
  const path = `/search-query/${encodeURIComponent(query)}`;
  return view === 'default' || view === 'body' ? path : `/${view}${path}`;
}
const optional = (params: Params, name: string): string | null => params[name] ?? null;

/** The selection patterns, written once and mounted at the root and under each view prefix. */
const SELECTION_PATTERNS: { pattern: string; select: (params: Params) => Selection }[] = [
  { pattern: '/folders/{folderId}', select: (p) => ({ kind: 'folder', folderId: param(p, 'folderId') }) },
  {
    pattern: '/collections/{collectionId}',
    select: (p) => ({ kind: 'collection', collectionId: param(p, 'collectionId') }),
  },
  { pattern: '/sets/{setId}', select: (p) => ({ kind: 'set', setId: param(p, 'setId') }) },
  ...[
    '/logical/{key}',
    '/logical/{key}/{country}',
    '/logical/{key}/{country}/{state}',
    '/logical/{key}/{country}/{state}/{city}',
  ].map((pattern) => ({
    pattern,
    select: (p: Params): Selection => ({
      kind: 'logical',
      key: param(p, 'key'),
      country: optional(p, 'country'),
      state: optional(p, 'state'),
      city: optional(p, 'city'),
    }),
  })),
];

const browse =
  (view: ViewName | 'default', select: (params: Params) => Selection) =>
  (params: Params, pattern: string): MatchedRoute => ({
    page: 'browse',
    pattern,
    view,
    selection: select(params),
  });

const none = (): Selection => ({ kind: 'none' });

/** Every route of spec 000 §2. Order does not matter: patterns never overlap. */
export const ROUTE_TABLE: readonly RouteDefinition[] = [
  { pattern: '/', build: (_, pattern) => ({ page: 'home', pattern, entry: 'root' }) },
  { pattern: '/default.aspx', build: (_, pattern) => ({ page: 'home', pattern, entry: 'default.aspx' }) },
  { pattern: '/all', build: browse('default', () => ({ kind: 'all' })) },
  ...SELECTION_PATTERNS.map(({ pattern, select }) => ({ pattern, build: browse('default', select) })),
  ...VIEW_PAGES.map((view) => ({ pattern: `/${view}`, build: browse(view, none) })),
  ...VIEW_PREFIXES.flatMap((view) =>
    SELECTION_PATTERNS.map(({ pattern, select }) => ({
      pattern: `/${view}${pattern}`,
      build: browse(view, select),
    })),
  ),
  // All files under a view's prefix (/masonry/all): not in §2's table (docs/decisions.md "All files
  // in another view"), so switching the view from /all keeps All files in the URL.
  ...VIEW_PREFIXES.map((view) => ({ pattern: `/${view}/all`, build: browse(view, () => ({ kind: 'all' })) })),
  // spec 000 §4 "A search-query route parameter forces sort 5 and order 2": the route is not in
  // §2's table (docs/decisions.md "The search-query route"): all files searched for the text, in
  // the default view or under a view's prefix.
  ...(['default', ...VIEW_PAGES] as const).map((view) => ({
    pattern: view === 'default' ? SEARCH_QUERY_PATTERN : `/${view}${SEARCH_QUERY_PATTERN}`,
    build: (p: Params, pattern: string): MatchedRoute => ({
      page: 'browse',
      pattern,
      view,
      selection: { kind: 'all' },
      searchQuery: param(p, 'query'),
    }),
  })),
  { pattern: '/dashboard', build: (_, pattern) => ({ page: 'dashboard', pattern }) },
  { pattern: '/background', build: (_, pattern) => ({ page: 'background', pattern }) },
  { pattern: '/body', bodyVariantOnly: true, build: browse('body', none) },
  {
    pattern: '/body/folders/{folderId}',
    bodyVariantOnly: true,
    build: browse('body', (p) => ({ kind: 'folder', folderId: param(p, 'folderId') })),
  },
  { pattern: '/public', build: (_, pattern) => ({ page: 'public', pattern }) },
  // A public upload page's link (issue 19, docs/decisions.md "Public upload page quotas").
  { pattern: '/public/{hash}', build: (p, pattern) => ({ page: 'public', pattern, hash: param(p, 'hash') }) },
  { pattern: '/shared/{slug}', build: (p, pattern) => ({ page: 'shared', pattern, slug: param(p, 'slug') }) },
  // Outside the spec's table (docs/decisions.md "Administration pages"): no view prefix, no selection.
  ...(['people', 'roles', 'settings', 'public-pages'] as const).map((section) => ({
    pattern: `/admin/${section}`,
    build: (_: Params, pattern: string): MatchedRoute => ({ page: 'admin', pattern, section }),
  })),
  {
    pattern: '/admin/people/{personId}',
    build: (p, pattern) => ({ page: 'admin', pattern, section: 'person', personId: param(p, 'personId') }),
  },
  ...(['folder', 'set', 'collection'] as const).map((node) => ({
    pattern: `/permissions/${node}`,
    build: (_: Params, pattern: string): MatchedRoute => ({ page: 'permissions', pattern, node }),
  })),
  { pattern: '/set-password', build: (_, pattern) => ({ page: 'set-password', pattern }) },
  // "My shares" (issue 20; docs/behaviour/sharing.md): outside the spec's table, no selection.
  { pattern: '/shares', build: (_, pattern) => ({ page: 'shares', pattern }) },
];

/** '/a/b' → ['a', 'b']; '/' → []. */
const splitPath = (path: string): string[] => (path === '/' ? [] : path.slice(1).split('/'));

/**
 * Splits a pathname into segments: one trailing slash (or several) is tolerated, an empty segment
 * inside the path (`/folders//12`) is not.
 */
function pathSegments(pathname: string): string[] | null {
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed === '') return [];
  if (!trimmed.startsWith('/')) return null;
  const segments = splitPath(trimmed);
  return segments.some((segment) => segment === '') ? null : segments;
}

/** Decodes one path parameter; a malformed percent-encoding means "no match". */
function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function matchDefinition(definition: RouteDefinition, segments: string[]): Params | null {
  const parts = splitPath(definition.pattern);
  if (parts.length !== segments.length) return null;
  const params: Params = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith('{') && part.endsWith('}')) {
      const value = decodeSegment(segment);
      if (value === null || value === '') return null;
      params[part.slice(1, -1)] = value;
    } else if (decodeSegment(segment)?.toLowerCase() !== part.toLowerCase()) {
      // spec 000 §2: routes are case-insensitive (static parts only; parameters keep their case).
      return null;
    }
  }
  return params;
}

/** Matches a URL pathname (no query string, no hash) against the route table of spec 000 §2. */
export function matchRoute(pathname: string, options: MatchRouteOptions): MatchedRoute {
  const segments = pathSegments(pathname);
  if (segments !== null) {
    for (const definition of ROUTE_TABLE) {
      if (definition.bodyVariantOnly && !options.bodyVariant) continue;
      const params = matchDefinition(definition, segments);
      if (params) return definition.build(params, definition.pattern);
    }
  }
  return { page: 'not-found', pattern: null };
}

const hasSelectionPatterns = (view: ViewName | 'default'): boolean =>
  (VIEW_PREFIXES as readonly string[]).includes(view);

/**
 * The pathname of a view and selection: the inverse of `matchRoute` for browse routes. A view that
 * has no route for the selection (/timeline has no /timeline/folders/{id}) gives the selection's
 * route without a view prefix; /body only has /body/folders/{folderId}.
 */
export function browsePath(view: ViewName | 'default', selection: Selection): string {
  const bodyFolder = view === 'body' && (selection.kind === 'folder' || selection.kind === 'none');
  const prefix = hasSelectionPatterns(view) || bodyFolder || selection.kind === 'none' ? `/${view}` : '';
  if (view === 'default' && selection.kind === 'none') return '/';
  const encode = (value: string) => encodeURIComponent(value);
  switch (selection.kind) {
    case 'none':
      return prefix;
    case 'all':
      return hasSelectionPatterns(view) ? `/${view}/all` : '/all';
    case 'folder':
      return `${prefix}/folders/${encode(selection.folderId)}`;
    case 'collection':
      return `${prefix}/collections/${encode(selection.collectionId)}`;
    case 'set':
      return `${prefix}/sets/${encode(selection.setId)}`;
    case 'logical':
      return [selection.key, selection.country, selection.state, selection.city]
        .filter((part): part is string => part !== null)
        .reduce((path, part) => `${path}/${encode(part)}`, `${prefix}/logical`);
  }
}
