import type { CurrentUser } from '@vitrine/api-client';
import type { SessionSnapshot } from '@vitrine/ui';
import { describe, expect, it } from 'vitest';
import { matchRoute } from '../routes/match';
import {
  isOpenRoute,
  isSignInPath,
  returnPathOf,
  SIGN_IN_PATH,
  safeReturnPath,
  sessionRedirect,
  signInHref,
} from './paths';

describe('the sign-in page path', () => {
  it.each([
    ['/signin', true],
    ['/SignIn', true],
    ['/signin/', true],
    ['/signin/x', false],
    ['/sign-in', false],
    ['/', false],
  ])('%s → %s', (path, expected) => {
    expect(isSignInPath(path)).toBe(expected);
  });
});

describe('safeReturnPath: only a path of this app', () => {
  it.each([
    ['/folders/12', '/folders/12'],
    ['/folders/12?ps=1#top', '/folders/12?ps=1#top'],
    ['/logical/location/C%C3%B4te', '/logical/location/C%C3%B4te'],
    ['/', '/'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['javascript:alert(1)', null],
    ['folders/12', null],
    ['/signin?returnTo=/x', null],
    ['/SIGNIN/', null],
    ['', null],
    [null, null],
  ])('%s → %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});

describe('signInHref and returnPathOf', () => {
  it('carries the page asked for and reads it back', () => {
    const href = signInHref('/grid/folders/7?ps=1');
    expect(href).toBe('/signin?returnTo=%2Fgrid%2Ffolders%2F7%3Fps%3D1');
    expect(returnPathOf(new URL(href, 'http://x').search)).toBe('/grid/folders/7?ps=1');
  });

  it('needs no parameter for the start page or a path it refuses', () => {
    expect(signInHref('/')).toBe(SIGN_IN_PATH);
    expect(signInHref('//evil.example')).toBe(SIGN_IN_PATH);
    expect(returnPathOf('')).toBe('/');
    expect(returnPathOf('?returnTo=https%3A%2F%2Fevil.example')).toBe('/');
  });
});

describe('isOpenRoute: pages without a sign-in', () => {
  it.each([
    ['/shared/abc', true],
    ['/public', true],
    ['/', false],
    ['/folders/1', false],
    ['/dashboard', false],
    ['/nowhere', false],
  ])('%s → %s', (path, expected) => {
    expect(isOpenRoute(matchRoute(path, { bodyVariant: false }))).toBe(expected);
  });
});

const user: CurrentUser = {
  id: 3,
  name: 'elena.novak',
  email: null,
  isGuestAccess: false,
  isSuperAdmin: false,
  isShared: false,
};
const guest: CurrentUser = { ...user, id: null, name: 'guest', isGuestAccess: true };
const snapshot = (over: Partial<SessionSnapshot>): SessionSnapshot => ({
  phase: 'active',
  user,
  notice: null,
  lastUserName: '',
  generation: 1,
  ...over,
});
const at = (url: string) => {
  const { pathname, search, hash } = new URL(url, 'http://app.invalid');
  return { pathname, search, hash };
};

describe('sessionRedirect', () => {
  it.each<[string, Partial<SessionSnapshot>, string, string | null]>([
    ['nothing while the server is asked', { phase: 'checking', user: null }, '/folders/1', null],
    ['nothing while it cannot be reached', { phase: 'unreachable', user: null }, '/folders/1', null],
    ['a signed-in user stays', {}, '/folders/1', null],
    ['the guest stays', { user: guest }, '/folders/1', null],
    ['an expired session stays (the dialog comes over the page)', { phase: 'expired' }, '/folders/1', null],
    [
      'nobody goes to sign in, keeping the page',
      { phase: 'signed-out', user: null },
      '/folders/1?ps=1',
      '/signin?returnTo=%2Ffolders%2F1%3Fps%3D1',
    ],
    ['nobody at the start page', { phase: 'signed-out', user: null }, '/', '/signin'],
    [
      'after signing out, the plain sign-in page',
      { phase: 'signed-out', user: null, notice: 'signed-out' },
      '/folders/1',
      '/signin',
    ],
    ['nobody may open a shared link', { phase: 'signed-out', user: null }, '/shared/abc', null],
    ['nobody may open the public page', { phase: 'signed-out', user: null }, '/public', null],
    [
      'nobody stays on the sign-in page',
      { phase: 'signed-out', user: null },
      '/signin?returnTo=%2Fall',
      null,
    ],
    ['the guest may sign in', { user: guest }, '/signin?returnTo=%2Fall', null],
    [
      'a signed-in user leaves the sign-in page for the page asked for',
      {},
      '/signin?returnTo=%2Fall',
      '/all',
    ],
    ['…or the start page', {}, '/signin', '/'],
  ])('%s', (_, over, url, expected) => {
    expect(sessionRedirect(snapshot(over), at(url), false)).toBe(expected);
  });
});
