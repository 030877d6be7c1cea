// The route rules of spec 000 §2 as pure functions: which screen a matched route shows under the
// server's flags, the logical-view redirect, and what happens to the post-signup parameter `ps`.
import type { AdminSection, MatchedRoute, PermissionsNodeKind, Selection, ViewName } from './match';

/** The configuration flags that drive the routes (spec 000 §7: ShowSets, ShowLogicalViews, EnableDashboard, StartLoading). */
export interface RouteFlags {
  /** ShowSets: the sets section of the tree panel is shown. */
  showSets: boolean;
  /** ShowLogicalViews: logical views exist; when false a logical URL redirects to / (spec 000 §2). */
  showLogicalViews: boolean;
  /** EnableDashboard: the dashboard may show on /, /default.aspx and /dashboard. */
  enableDashboard: boolean;
  /** StartLoading: /default.aspx starts loading all files, and the dashboard does not show. */
  startLoading: boolean;
}

/** Used when the flags cannot be read (decision: the call failing is only logged, spec 000 §8). */
export const DEFAULT_ROUTE_FLAGS: RouteFlags = {
  showSets: true,
  showLogicalViews: true,
  enableDashboard: false,
  startLoading: false,
};

/** The page-level default view (spec 000 §2: gallery, masonry or grid; body in the body variant). */
export interface DefaultViewOptions {
  /** The body build variant. */
  bodyVariant: boolean;
  /** The page-level default of a normal build. */
  pageDefault: 'gallery' | 'masonry' | 'grid';
}

/** Decision: the page-level default is the gallery until a layout setting says otherwise. */
export const DEFAULT_VIEW_OPTIONS: DefaultViewOptions = { bodyVariant: false, pageDefault: 'gallery' };

/** What the app renders for a URL. */
export type Screen =
  /** Replace the URL with `to` (history.replaceState) and resolve again. */
  | { kind: 'redirect'; to: string }
  | { kind: 'dashboard' }
  /**
   * The main page (tree panel, top menu, content). `template` is `disabled-dashboard` when a home
   * or dashboard URL does not show the dashboard (spec 000 §2), `browse` otherwise.
   */
  | {
      kind: 'main';
      template: 'browse' | 'disabled-dashboard';
      view: ViewName;
      selection: Selection;
      /** The search-query route's text (spec 000 §4: all files searched for it); absent elsewhere. */
      searchQuery?: string;
    }
  | { kind: 'background' }
  /** The public page; with `hash`, a public upload page (issue 19). */
  | { kind: 'public'; hash?: string }
  | { kind: 'shared'; slug: string }
  /** An administration page (issue 13). */
  | { kind: 'admin'; section: AdminSection }
  /** One person's page (issue 13): `personId` as the URL has it (the page reads it). */
  | { kind: 'admin'; section: 'person'; personId: string }
  /** Who has access to a folder, set or collection (spec 001 §2); the id is in the query string. */
  | { kind: 'permissions'; node: PermissionsNodeKind }
  /** Setting a password with a one-time link (public). */
  | { kind: 'set-password' }
  /** The signed-in user's share links ("My shares", issue 20). */
  | { kind: 'shares' }
  | { kind: 'not-found' };

/** spec 000 §2: the dashboard shows only when it is enabled and the start-loading flag is not set. */
export function showsDashboard(flags: RouteFlags): boolean {
  return flags.enableDashboard && !flags.startLoading;
}

/** Resolves `default` to the page-level default view (spec 000 §2). */
export function resolveView(view: ViewName | 'default', options: DefaultViewOptions): ViewName {
  if (view !== 'default') return view;
  return options.bodyVariant ? 'body' : options.pageDefault;
}

/** The screen a matched route shows under the given flags (spec 000 §2). */
export function resolveScreen(route: MatchedRoute, flags: RouteFlags, views: DefaultViewOptions): Screen {
  switch (route.page) {
    case 'home':
    case 'dashboard': {
      if (showsDashboard(flags)) return { kind: 'dashboard' };
      // spec 000 §2: "When the start-loading flag is set, /default.aspx starts loading all files."
      const loadsAll = route.page === 'home' && route.entry === 'default.aspx' && flags.startLoading;
      return {
        kind: 'main',
        template: 'disabled-dashboard',
        view: resolveView('default', views),
        selection: loadsAll ? { kind: 'all' } : { kind: 'none' },
      };
    }
    case 'browse':
      // spec 000 §2: "When logical views are disabled, a visitor at a logical URL is redirected to /."
      if (route.selection.kind === 'logical' && !flags.showLogicalViews) return { kind: 'redirect', to: '/' };
      return {
        kind: 'main',
        template: 'browse',
        view: resolveView(route.view, views),
        selection: route.selection,
        ...(route.searchQuery === undefined ? {} : { searchQuery: route.searchQuery }),
      };
    case 'background':
      return { kind: 'background' };
    case 'public':
      return route.hash === undefined ? { kind: 'public' } : { kind: 'public', hash: route.hash };
    case 'shared':
      return { kind: 'shared', slug: route.slug };
    case 'admin':
      if (route.section === 'person') return { kind: 'admin', section: 'person', personId: route.personId };
      return { kind: 'admin', section: route.section };
    case 'permissions':
      return { kind: 'permissions', node: route.node };
    case 'set-password':
      return { kind: 'set-password' };
    case 'shares':
      return { kind: 'shares' };
    case 'not-found':
      return { kind: 'not-found' };
  }
}

/** The post-signup query parameter (spec 000 §2). */
export const POST_SIGNUP_PARAM = 'ps';

/**
 * Whether `ps` survives a route change to `target` (spec 000 §2: "kept or removed on route change").
 * Our reading (docs/decisions.md): `ps` marks a visitor fresh from sign-up, for whom the main page
 * shows its post-signup panel (spec 000 §2, Main page). It is kept while the visitor moves around the
 * main page (home, all files, folders, sets, collections, logical views, view pages) and removed
 * when they go to a page without that panel (dashboard, background, public, shared link, unknown).
 */
export function keepsPostSignupParam(target: MatchedRoute): boolean {
  return target.page === 'home' || target.page === 'browse';
}

/**
 * The query string of a navigation from `currentSearch` to `target` with `targetSearch`: a `ps`
 * the target sets itself is kept (an explicit link); otherwise the current `ps` is carried over or
 * dropped by `keepsPostSignupParam`. Returns '' or a string starting with '?'.
 */
export function nextSearch(currentSearch: string, target: MatchedRoute, targetSearch: string): string {
  const next = new URLSearchParams(targetSearch);
  const current = new URLSearchParams(currentSearch).get(POST_SIGNUP_PARAM);
  if (!next.has(POST_SIGNUP_PARAM) && current !== null && keepsPostSignupParam(target)) {
    next.set(POST_SIGNUP_PARAM, current);
  }
  const text = next.toString();
  return text === '' ? '' : `?${text}`;
}
