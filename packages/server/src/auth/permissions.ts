// The one permission function every route uses (and the permission endpoints answer from), so what
// GET /api/permission says is exactly what the server enforces (spec 000 §6, spec 001 §6).
//
// Model: a user holds roles; each role grants permission names. A role is granted on a folder (and
// so on every folder below it), on a set (and its subsets), on a set group (and its sets), or
// everywhere. The super admin holds every permission everywhere. A visitor without a session is the
// guest user when guest access is on, with the guest's own grants.

import { PERMISSION_NAMES, type PermissionName, ROLE_PERMISSIONS, type RoleName } from '@vitrine/core';

export { PERMISSION_NAMES, type PermissionName };

/**
 * The roles a new library starts with: @vitrine/core's (role names are not shown in the spec,
 * spec 000 §6; decided once in core), the very object the mocks' users hold, so both answer every
 * permission question alike.
 */
export const DEFAULT_ROLES: Readonly<Record<RoleName, readonly PermissionName[]>> = ROLE_PERMISSIONS;

/** One role granted to the principal, with where it applies. */
export interface Grant {
  readonly permissions: ReadonlySet<string>;
  /** The folder's materialised path ("/3/17/"); the grant covers it and every folder below. */
  readonly folderPath: string | null;
  /** The set's materialised path; the grant covers it and its subsets. */
  readonly setPath: string | null;
  /** A set group; the grant covers the sets in it. */
  readonly groupId: number | null;
}

/**
 * What a shared-link visitor holds (spec 001 §6): the link's files, and its flags. Loaded for every
 * request from the visitor's session while the link lives (shares/access.ts).
 */
export interface SharedLinkAccess {
  readonly shareId: number;
  /** Changes with the link's settings and files (the search cache's key: auth/visibility.ts). */
  readonly version: string;
  /** The files of the link; the visitor sees no other (auth/visibility.ts). */
  readonly fileIds: ReadonlySet<number>;
  /** allowedToDownloadImages: Download.aspx originals and the public export. */
  readonly allowDownload: boolean;
  readonly allowSlideshow: boolean;
  readonly allowInfo: boolean;
  readonly showInfoPanelOnFirstLoad: boolean;
}

/** Who is asking: a signed-in user, the guest, or an anonymous visitor (guest access off). */
export interface Principal {
  readonly kind: 'user' | 'guest' | 'anonymous';
  /** The users row (the guest has one too, holding the guest's grants); null when anonymous. */
  readonly userId: number | null;
  readonly userName: string;
  readonly email: string | null;
  readonly isSuperAdmin: boolean;
  readonly isGuestAccess: boolean;
  readonly isShared: boolean;
  readonly grants: readonly Grant[];
  /** The session's id (hash of the cookie token), when there is one. */
  readonly sessionId: string | null;
  /**
   * A shared-link visitor's link (isShared; kind 'guest', no user, no grants): they see its files
   * only and hold no permission but download, when the link allows it, on those files.
   */
  readonly share?: SharedLinkAccess;
}

export const ANONYMOUS: Principal = {
  kind: 'anonymous',
  userId: null,
  userName: 'anonymous',
  email: null,
  isSuperAdmin: false,
  isGuestAccess: false,
  isShared: false,
  grants: [],
  sessionId: null,
};

/** What a permission is asked about. */
export type PermissionTarget =
  /**
   * A folder (and so the files in it), by its materialised path; `fileId` when the question is about
   * one file in it (images/access.ts fileTarget), which a shared-link visitor's answer depends on.
   */
  | { kind: 'folder'; path: string; fileId?: number }
  /** A set, by its materialised path and group. */
  | { kind: 'set'; path: string; groupId: number | null }
  /**
   * Not tied to a node (GET /api/permission without folder or set, or folder 0 'All'): granted
   * when some grant of the principal carries it.
   */
  | { kind: 'anywhere' };

function covers(grant: Grant, target: PermissionTarget): boolean {
  const everywhere = grant.folderPath === null && grant.setPath === null && grant.groupId === null;
  if (everywhere || target.kind === 'anywhere') return true;
  if (target.kind === 'folder') return grant.folderPath !== null && target.path.startsWith(grant.folderPath);
  return (
    (grant.setPath !== null && target.path.startsWith(grant.setPath)) ||
    (grant.groupId !== null && grant.groupId === target.groupId)
  );
}

/**
 * THE permission function: whether `principal` holds `permission` on `target`. The super admin holds
 * every permission (known or not, as the mocks answer); everyone else holds what the roles granted on
 * the target or above it give.
 */
export function can(principal: Principal, permission: string, target: PermissionTarget): boolean {
  if (principal.share) return sharedLinkAllows(principal.share, permission, target);
  if (principal.isSuperAdmin) return true;
  return principal.grants.some((grant) => grant.permissions.has(permission) && covers(grant, target));
}

/** Permissions a shared-link visitor may hold, and only on the link's files (spec 001 §6). */
const SHARED_LINK_PERMISSIONS: ReadonlySet<string> = new Set(['download', 'images.download']);

/**
 * spec 001 §6: a shared-link visitor may download the link's files when allowedToDownloadImages is
 * on, and nothing else (no edit, delete, versions, comments, annotation, rotation, settings); no
 * folder, set or 'anywhere' permission at all.
 */
function sharedLinkAllows(share: SharedLinkAccess, permission: string, target: PermissionTarget): boolean {
  return (
    share.allowDownload &&
    SHARED_LINK_PERMISSIONS.has(permission) &&
    target.kind === 'folder' &&
    target.fileId !== undefined &&
    share.fileIds.has(target.fileId)
  );
}

/**
 * Whether the principal may see a node at all: some grant covers it. A folder above a granted folder
 * is also visible (the way down to it), without the permissions of the grant.
 */
export function canSee(principal: Principal, target: PermissionTarget): boolean {
  // A shared-link visitor sees files of the link, never a folder or a set (auth/visibility.ts).
  if (principal.share) return false;
  if (principal.isSuperAdmin) return true;
  if (principal.grants.some((grant) => covers(grant, target))) return true;
  if (target.kind !== 'folder') return false;
  return principal.grants.some((grant) => grant.folderPath?.startsWith(target.path) ?? false);
}

/** Whether the principal's grants cover every folder (no visibility filter needed in queries). */
export function seesEveryFolder(principal: Principal): boolean {
  if (principal.share) return false;
  return (
    principal.isSuperAdmin ||
    principal.grants.some((g) => g.folderPath === null && g.setPath === null && g.groupId === null)
  );
}

/** Whether the principal's grants cover every set. */
export function seesEverySet(principal: Principal): boolean {
  return seesEveryFolder(principal);
}

/** spec 000 §3, §6: settings are saved to the server only for signed-in users (never guests or shared-link visitors). */
export function savesWebSettings(principal: Principal): boolean {
  return principal.kind === 'user' && !principal.isShared;
}

/** spec 000 §6: the super admin may change file-type restrictions. */
export function mayChangeFileTypes(principal: Principal): boolean {
  return principal.isSuperAdmin;
}

/** spec 000 §6 "keywords management" flag. */
export function mayManageKeywords(principal: Principal): boolean {
  return can(principal, 'keywords.manage', { kind: 'anywhere' });
}
