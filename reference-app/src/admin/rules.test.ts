import { describe, expect, it } from 'vitest';
import type { AdminSettings, AdminUser } from '../api/admin';
import { appLocale } from '../locale';
import { matchRoute } from '../routes/match';
import { resolveScreen } from '../routes/rules';
import { pageTitle } from '../routes/titles';
import { isOpenRoute } from '../session/paths';
import { adminLocale } from './locale';
import {
  grantNodePath,
  passwordLinkToken,
  passwordLinkUrl,
  passwordState,
  permissionsNodeOf,
  permissionsPath,
  personChange,
  personForm,
  personIdOf,
  personPath,
  personStatus,
  publicPageStatus,
  SETTING_GROUPS,
  settingsChange,
} from './rules';

const route = (path: string) => matchRoute(path, { bodyVariant: false });

describe('administration routes (docs/decisions.md "Administration pages")', () => {
  it.each([
    ['/admin/people', { page: 'admin', section: 'people' }],
    ['/Admin/Roles/', { page: 'admin', section: 'roles' }],
    ['/admin/settings', { page: 'admin', section: 'settings' }],
    ['/Admin/Public-Pages', { page: 'admin', section: 'public-pages' }],
    ['/admin/people/7', { page: 'admin', section: 'person', personId: '7' }],
    ['/Admin/People/12/', { page: 'admin', section: 'person', personId: '12' }],
    // The page checks the id (a clear "no such person"), the route only takes one segment.
    ['/admin/people/abc', { page: 'admin', section: 'person', personId: 'abc' }],
    ['/permissions/folder', { page: 'permissions', node: 'folder' }],
    ['/permissions/set', { page: 'permissions', node: 'set' }],
    ['/permissions/collection', { page: 'permissions', node: 'collection' }],
    ['/set-password', { page: 'set-password' }],
  ])('%s', (path, expected) => {
    expect(route(path)).toMatchObject(expected);
  });

  it('leaves unknown admin paths to the not-found page', () => {
    expect(route('/admin')).toEqual({ page: 'not-found', pattern: null });
    expect(route('/permissions/image')).toEqual({ page: 'not-found', pattern: null });
    expect(route('/admin/people/7/grants')).toEqual({ page: 'not-found', pattern: null });
    expect(route('/admin/roles/1')).toEqual({ page: 'not-found', pattern: null });
  });

  it('shows each as its own screen', () => {
    const flags = { showSets: true, showLogicalViews: true, enableDashboard: false, startLoading: false };
    const views = { bodyVariant: false, pageDefault: 'gallery' as const };
    expect(resolveScreen(route('/admin/roles'), flags, views)).toEqual({ kind: 'admin', section: 'roles' });
    expect(resolveScreen(route('/permissions/set'), flags, views)).toEqual({
      kind: 'permissions',
      node: 'set',
    });
    expect(resolveScreen(route('/set-password'), flags, views)).toEqual({ kind: 'set-password' });
    expect(resolveScreen(route('/admin/people/7'), flags, views)).toEqual({
      kind: 'admin',
      section: 'person',
      personId: '7',
    });
  });

  it('titles a person’s page', () => {
    const flags = { showSets: true, showLogicalViews: true, enableDashboard: false, startLoading: false };
    const views = { bodyVariant: false, pageDefault: 'gallery' as const };
    const screen = resolveScreen(route('/admin/people/7'), flags, views);
    expect(pageTitle(screen, appLocale)).toBe('Person · Vitrine');
  });

  it('opens /set-password without a session, and nothing else of the administration', () => {
    expect(isOpenRoute(route('/set-password'))).toBe(true);
    expect(isOpenRoute(route('/admin/people'))).toBe(false);
    expect(isOpenRoute(route('/admin/people/7'))).toBe(false);
    expect(isOpenRoute(route('/permissions/folder'))).toBe(false);
  });
});

describe('the permissions pages carry the node id as a query parameter (spec 001 §2)', () => {
  it('builds and reads the address', () => {
    expect(permissionsPath('folder', 12)).toBe('/permissions/folder?folder=12');
    expect(permissionsPath('set', 7)).toBe('/permissions/set?set=7');
    expect(permissionsPath('collection', 3)).toBe('/permissions/collection?collection=3');
    expect(permissionsNodeOf('folder', '?folder=12')).toEqual({ kind: 'folder', id: 12 });
    expect(permissionsNodeOf('set', '?set=7&x=1')).toEqual({ kind: 'set', id: 7 });
    expect(permissionsNodeOf('collection', '?collection=3')).toEqual({ kind: 'setGroup', id: 3 });
  });

  it.each(['', '?folder=', '?folder=abc', '?folder=0', '?folder=-4', '?folder=1.5', '?set=12'])(
    'refuses %j for a folder',
    (search) => {
      expect(permissionsNodeOf('folder', search)).toBeNull();
    },
  );
});

describe('the one-time password link', () => {
  it('puts the token in the fragment (never in a server log) and reads it back', () => {
    const url = passwordLinkUrl('https://gallery.example', 'a+b/c=');
    expect(url).toBe('https://gallery.example/set-password#a%2Bb%2Fc%3D');
    expect(passwordLinkToken(new URL(url).hash)).toBe('a+b/c=');
  });

  it.each(['', '#', '#%E0%A4%A'])('has no token in %j', (hash) => {
    expect(passwordLinkToken(hash)).toBeNull();
  });
});

const person = (over: Partial<AdminUser>): AdminUser => ({
  id: 5,
  logicalId: 'ana',
  email: null,
  isSuperAdmin: false,
  isDisabled: false,
  isGuest: false,
  hasPassword: true,
  passwordLinkPending: false,
  folderId: null,
  createdAt: '2026-06-15T10:00:00Z',
  ...over,
});

describe('a person’s status', () => {
  it.each<[Partial<AdminUser>, string]>([
    [{}, 'active'],
    [{ isDisabled: true }, 'disabled'],
    [{ hasPassword: false, passwordLinkPending: true }, 'linkPending'],
    [{ hasPassword: false }, 'noPassword'],
    [{ isGuest: true, hasPassword: false }, 'guest'],
    [{ isDisabled: true, passwordLinkPending: true }, 'disabled'],
  ])('%j is %s', (over, status) => {
    expect(personStatus(person(over))).toBe(status);
  });
});

describe('a person’s page', () => {
  it('has the person’s id in its address, and reads it back', () => {
    expect(personPath(7)).toBe('/admin/people/7');
    expect(personIdOf('7')).toBe(7);
    expect(personIdOf('0012')).toBe(12);
  });

  it.each(['', '0', '-3', '1.5', 'abc', '7x', '1e3', '99999999999999999999'])(
    'has no person for %j',
    (raw) => {
      expect(personIdOf(raw)).toBeNull();
    },
  );

  it.each<[Partial<AdminUser>, string]>([
    [{}, 'set'],
    [{ hasPassword: false }, 'none'],
    [{ hasPassword: false, passwordLinkPending: true }, 'linkPending'],
    // A reset with a link: the old password is still stored, the link is what they are waiting for.
    [{ passwordLinkPending: true }, 'linkPending'],
  ])('says the password of %j is %s', (over, state) => {
    expect(passwordState(person(over))).toBe(state);
  });

  it('sends only what changed: the name and e-mail trimmed, an empty e-mail as none', () => {
    const stored = person({ email: 'ana@example.com' });
    expect(personForm(stored)).toEqual({ logicalId: 'ana', email: 'ana@example.com', isSuperAdmin: false });
    expect(personChange(stored, personForm(stored))).toEqual({});
    expect(
      personChange(stored, { logicalId: ' ana ', email: ' ana@example.com ', isSuperAdmin: false }),
    ).toEqual({});
    expect(personChange(stored, { logicalId: 'ana.r', email: '', isSuperAdmin: true })).toEqual({
      logicalId: 'ana.r',
      email: null,
      isSuperAdmin: true,
    });
    const noEmail = person({ email: null });
    expect(personForm(noEmail).email).toBe('');
    expect(personChange(noEmail, { ...personForm(noEmail), email: '  ' })).toEqual({});
    expect(personChange(noEmail, { ...personForm(noEmail), email: 'a@b.example' })).toEqual({
      email: 'a@b.example',
    });
  });

  it('links a grant to its node’s permissions page (spec 001 §2); the whole library has none', () => {
    expect(grantNodePath({ kind: 'folder', id: 12, name: 'Products' })).toBe('/permissions/folder?folder=12');
    expect(grantNodePath({ kind: 'set', id: 7, name: 'Launch' })).toBe('/permissions/set?set=7');
    expect(grantNodePath({ kind: 'setGroup', id: 3, name: 'Campaigns' })).toBe(
      '/permissions/collection?collection=3',
    );
    expect(grantNodePath({ kind: 'library', id: null, name: null })).toBeNull();
  });
});

describe('the settings page', () => {
  const stored: AdminSettings = {
    guestAccessEnabled: false,
    setsName: 'Virtual Set',
    recognitionEnabled: true,
    hideStarRating: false,
    enableWorkflow: true,
    subscriptionAllowed: true,
    enableImageVersions: true,
    enableAnnotations: true,
    enableComments: true,
    hideTreeOnLoad: false,
    autoExpandRootFolder: true,
    enableNotifications: true,
    enableImageBrandingStatus: true,
    showThumbsDataOptions: true,
    showDateDataView: true,
    showAttributeDataView: true,
    showLocationDataView: true,
    showCustomFieldDataView: true,
  };

  it('shows every global setting once, each with its words', () => {
    const shown = Object.values(SETTING_GROUPS).flat();
    const flags = Object.keys(stored).filter((key) => key !== 'guestAccessEnabled' && key !== 'setsName');
    expect([...shown].sort()).toEqual(flags.sort());
    expect(Object.keys(adminLocale.settings.flags).sort()).toEqual(flags.sort());
  });

  it('sends only what changed, the sets name trimmed', () => {
    expect(settingsChange(stored, { ...stored })).toEqual({});
    expect(settingsChange(stored, { ...stored, guestAccessEnabled: true, setsName: ' Albums ' })).toEqual({
      guestAccessEnabled: true,
      setsName: 'Albums',
    });
    expect(settingsChange(stored, { ...stored, setsName: ' Virtual Set ' })).toEqual({});
  });
});

describe('publicPageStatus (issue 19)', () => {
  const page = {
    revoked: false,
    expiresAt: null,
    maxFiles: null,
    maxBytes: null,
    filesReceived: 0,
    bytesReceived: 0,
  };
  const now = Date.parse('2026-06-15T12:00:00Z');
  it.each([
    [{}, 'active'],
    [{ revoked: true, expiresAt: '2020-01-01T00:00:00Z' }, 'revoked'],
    [{ expiresAt: '2026-06-15T12:00:00Z' }, 'expired'],
    [{ expiresAt: '2026-06-15T12:00:01Z' }, 'active'],
    [{ maxFiles: 2, filesReceived: 2 }, 'full'],
    [{ maxFiles: 2, filesReceived: 1 }, 'active'],
    [{ maxBytes: 100, bytesReceived: 100 }, 'full'],
  ] as const)('%j → %s', (change, status) => {
    expect(publicPageStatus({ ...page, ...change }, now)).toBe(status);
  });
});
