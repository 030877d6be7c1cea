// Where the sign-in page lives and where it sends the user back to. Pure: no React, no DOM.
//
// Decision (docs/reference-app.md "Signing in"): the sign-in page is `/signin` (matched like the
// routes of spec 000 §2: case-insensitive, trailing slashes tolerated), outside the spec's route
// table, and only in a server build. The page the user asked for travels in `?returnTo=`, a path of
// this app (never another origin), and the app goes back to it after signing in.
import { isSignedInUser, type SessionSnapshot } from '@vitrine/ui';
import { type MatchedRoute, matchRoute } from '../routes/match';

/** The sign-in page's path. */
export const SIGN_IN_PATH = '/signin';
/** The query parameter carrying the page to go back to after signing in. */
export const RETURN_TO_PARAM = 'returnTo';

/** Whether a pathname is the sign-in page (`/signin`, `/SignIn/`). */
export function isSignInPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '').toLowerCase() === SIGN_IN_PATH;
}

/**
 * A path the app may go back to: same origin, starting with one '/', not the sign-in page itself.
 * Anything else (another origin, `//evil.example`, `/\evil`, `javascript:`) is null.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(value, 'http://app.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://app.invalid' || isSignInPath(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page's URL that comes back to `returnTo` (the start page needs no parameter). */
export function signInHref(returnTo: string | null): string {
  const path = safeReturnPath(returnTo);
  if (path === null || path === '/') return SIGN_IN_PATH;
  return `${SIGN_IN_PATH}?${new URLSearchParams({ [RETURN_TO_PARAM]: path }).toString()}`;
}

/** The page to go to after signing in, read from the sign-in page's query string ('/' by default). */
export function returnPathOf(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_TO_PARAM)) ?? '/';
}

/**
 * Pages a visitor without a session may open (issue 5): the shared-link page (its visitors get what
 * the link allows, spec 000 §6), the public page (public upload, spec 001 §1) and the page that sets
 * a password with a one-time link (issue 13). Every other page
 * asks for a sign-in unless guest access is on.
 */
export function isOpenRoute(route: MatchedRoute): boolean {
  // /set-password: a person without a password yet opens their one-time link (issue 13).
  return route.page === 'shared' || route.page === 'public' || route.page === 'set-password';
}

/**
 * Where the session sends the visitor from here, or null to stay: a signed-in user on the sign-in
 * page goes back to the page asked for; a visitor without a session on a page that needs one goes
 * to the sign-in page, which comes back here (after signing out: the plain sign-in page).
 */
export function sessionRedirect(
  session: SessionSnapshot,
  location: { pathname: string; search: string; hash: string },
  bodyVariant: boolean,
): string | null {
  if (session.phase === 'checking' || session.phase === 'unreachable') return null;
  if (isSignInPath(location.pathname)) {
    return session.phase === 'active' && isSignedInUser(session.user) ? returnPathOf(location.search) : null;
  }
  if (session.phase !== 'signed-out' || isOpenRoute(matchRoute(location.pathname, { bodyVariant })))
    return null;
  if (session.notice === 'signed-out') return SIGN_IN_PATH;
  return signInHref(`${location.pathname}${location.search}${location.hash}`);
}
