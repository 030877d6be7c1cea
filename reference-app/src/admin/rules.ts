// The administration pages' rules, pure (no React, no DOM): the one-time link's address and token,
// a person's status, a person's page address and what its form changes, the permissions pages'
// addresses (spec 001 §2: the folder or set id as a query parameter), what a settings form changes,
// and whether a public upload page still works.
import type {
  AdminSettings,
  AdminSettingsChange,
  AdminUser,
  AdminUserChange,
  GrantNode,
  PermissionsNode,
} from '../api/admin';
import type { PublicUploadPage } from '../api/publicUploadPages';
import type { PermissionsNodeKind } from '../routes/match';
import type { AdminLocale } from './locale';

/** The link a person opens to set their password: the token in the fragment, never sent to a server log. */
export function passwordLinkUrl(origin: string, token: string): string {
  return `${origin}/set-password#${encodeURIComponent(token)}`;
}

/** A person's status, as the table shows it. */
export function personStatus(user: AdminUser): keyof AdminLocale['people']['status'] {
  if (user.isGuest) return 'guest';
  if (user.isDisabled) return 'disabled';
  if (user.passwordLinkPending) return 'linkPending';
  if (!user.hasPassword) return 'noPassword';
  return 'active';
}

/** Where a person's password stands: a one-time link waiting to be used, a password set, or neither. */
export function passwordState(user: AdminUser): keyof AdminLocale['person']['password'] {
  if (user.passwordLinkPending) return 'linkPending';
  return user.hasPassword ? 'set' : 'none';
}

/** A person's page: `/admin/people/7`. */
export function personPath(id: number): string {
  return `/admin/people/${id}`;
}

/** The person a person's page is about, from the address's part; null when it is not an id (1, 2, …). */
export function personIdOf(raw: string): number | null {
  if (!/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The fields of a person's form, as typed. */
export interface PersonForm {
  logicalId: string;
  email: string;
  isSuperAdmin: boolean;
}

/** A person's form filled with what is stored. */
export function personForm(user: AdminUser): PersonForm {
  return { logicalId: user.logicalId, email: user.email ?? '', isSuperAdmin: user.isSuperAdmin };
}

/**
 * What differs between the stored person and the form (only that is sent): the name and e-mail
 * trimmed, an empty e-mail is none (null).
 */
export function personChange(stored: AdminUser, form: PersonForm): AdminUserChange {
  const change: AdminUserChange = {};
  const logicalId = form.logicalId.trim();
  const email = form.email.trim() === '' ? null : form.email.trim();
  if (logicalId !== stored.logicalId) change.logicalId = logicalId;
  if (email !== stored.email) change.email = email;
  if (form.isSuperAdmin !== stored.isSuperAdmin) change.isSuperAdmin = form.isSuperAdmin;
  return change;
}

/** The permissions page of the node a grant is on; null for the whole library (it has no page). */
export function grantNodePath(node: GrantNode): string | null {
  if (node.kind === 'library' || node.id === null) return null;
  return permissionsPath(node.kind === 'setGroup' ? 'collection' : node.kind, node.id);
}

/** The query parameter of each permissions page (spec 001 §2: the folder or set id as a query parameter). */
export const PERMISSIONS_PARAM = { folder: 'folder', set: 'set', collection: 'collection' } as const;

/** The permissions page of a node: `/permissions/folder?folder=12`. */
export function permissionsPath(kind: PermissionsNodeKind, id: number): string {
  return `/permissions/${kind}?${PERMISSIONS_PARAM[kind]}=${id}`;
}

/** The node a permissions page is about, read from its query string; null when the id is missing or bad. */
export function permissionsNodeOf(kind: PermissionsNodeKind, search: string): PermissionsNode | null {
  const raw = new URLSearchParams(search).get(PERMISSIONS_PARAM[kind]);
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return { kind: kind === 'collection' ? 'setGroup' : kind, id };
}

/** The token of a one-time link, from the page's fragment (`#abc…`); null when there is none. */
export function passwordLinkToken(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** A global setting of spec 000 §3 shown as a checkbox. */
export type SettingFlag = keyof AdminLocale['settings']['flags'];

/** The global settings of spec 000 §3, in the groups the page shows them in. */
export const SETTING_GROUPS = {
  featuresLegend: [
    'enableImageVersions',
    'enableAnnotations',
    'enableComments',
    'enableWorkflow',
    'recognitionEnabled',
    'enableNotifications',
    'subscriptionAllowed',
    'enableImageBrandingStatus',
    'hideStarRating',
    'showThumbsDataOptions',
  ],
  treeLegend: ['hideTreeOnLoad', 'autoExpandRootFolder'],
  dataViewsLegend: [
    'showDateDataView',
    'showAttributeDataView',
    'showLocationDataView',
    'showCustomFieldDataView',
  ],
} as const satisfies Record<string, readonly SettingFlag[]>;

/** The sets name's bounds (openapi.yml AdminSettings.setsName). */
export const SETS_NAME_MAX = 60;

/** What differs between the stored settings and the form (only those are sent). */
export function settingsChange(stored: AdminSettings, form: AdminSettings): AdminSettingsChange {
  const change: Record<string, unknown> = {};
  for (const key of Object.keys(form) as (keyof AdminSettings)[]) {
    const value = key === 'setsName' ? form.setsName.trim() : form[key];
    if (value !== stored[key]) change[key] = value;
  }
  return change as AdminSettingsChange;
}

/**
 * Whether a public upload page still works (issue 19), as its row says: revoked, expired (its expiry
 * at or before `now`, ms), its quota reached (files or bytes), or active.
 */
export function publicPageStatus(
  page: Pick<
    PublicUploadPage,
    'revoked' | 'expiresAt' | 'maxFiles' | 'maxBytes' | 'filesReceived' | 'bytesReceived'
  >,
  now: number,
): keyof AdminLocale['publicPages']['status'] {
  if (page.revoked) return 'revoked';
  if (page.expiresAt !== null && Date.parse(page.expiresAt) <= now) return 'expired';
  if (page.maxFiles !== null && page.filesReceived >= page.maxFiles) return 'full';
  if (page.maxBytes !== null && page.bytesReceived >= page.maxBytes) return 'full';
  return 'active';
}
