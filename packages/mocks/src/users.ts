// The switchable mock users and what each may do. Role names are not shown in the spec
// (spec 000 §6, spec 001 §6); the users and the roles' permissions are @vitrine/core's (USER_ROLES,
// ROLE_PERMISSIONS), the same the server seeds, so both answer every permission question alike.

import {
  PERMISSION_NAMES,
  type PermissionName,
  ROLE_PERMISSIONS,
  USER_ROLES,
  type UserRole,
} from '@vitrine/core';

/** The mock users, one per @vitrine/core user role (the very list, not a copy). */
export const MOCK_USER_ROLES = USER_ROLES;
/** One of {@link MOCK_USER_ROLES}. */
export type MockUserRole = UserRole;

export { PERMISSION_NAMES, type PermissionName };

/** What a shared-link visitor may do when the link allows downloads (spec 001 §6). */
const LINK_DOWNLOAD: readonly PermissionName[] = ['download', 'images.download'];

export interface MockUser {
  role: MockUserRole;
  /** The user record id in the library (owner of comments, pins, settings). */
  userId: number;
  logicalId: string;
  isSuperAdmin: boolean;
  isGuestAccess: boolean;
  isShared: boolean;
  /** Permissions everywhere (before the per-folder read-only rule for editors). */
  permissions: ReadonlySet<PermissionName>;
  /** spec 000 §6: users without it don't see expired files in searches. */
  canSeeExpired: boolean;
  keywordsManagementAllowed: boolean;
  /** spec 000 §6: only the super admin changes file-type restrictions. */
  fileTypesChangeAllowed: boolean;
  /** Whether settings are saved to the server (never for guests and shared-link visitors, spec 000 §3). */
  savesWebSettings: boolean;
}

/** The link flags a shared-link visitor gets (spec 001 §6); the default link allows everything. */
export interface SharedLinkFlags {
  allowedToDownloadImages: boolean;
  allowedToRepresentSlideshow: boolean;
  allowedToShowInfo: boolean;
  showInfoPanelOnFirstLoad: boolean;
}

export const DEFAULT_SHARED_LINK_FLAGS: SharedLinkFlags = {
  allowedToDownloadImages: true,
  allowedToRepresentSlideshow: true,
  allowedToShowInfo: true,
  showInfoPanelOnFirstLoad: false,
};

export function mockUser(role: MockUserRole, link: SharedLinkFlags = DEFAULT_SHARED_LINK_FLAGS): MockUser {
  const who = {
    superAdmin: { userId: 1, logicalId: 'admin', permissions: PERMISSION_NAMES },
    editor: { userId: 2, logicalId: 'elena.novak', permissions: ROLE_PERMISSIONS.editor },
    viewer: { userId: 3, logicalId: 'kenji.ito', permissions: ROLE_PERMISSIONS.viewer },
    guest: { userId: 4, logicalId: 'guest', permissions: ROLE_PERMISSIONS.guest },
    sharedVisitor: {
      userId: 4,
      logicalId: 'guest',
      permissions: link.allowedToDownloadImages ? LINK_DOWNLOAD : [],
    },
  }[role];
  const permissions: ReadonlySet<PermissionName> = new Set(who.permissions);
  const isSuperAdmin = role === 'superAdmin';
  const isGuestAccess = role === 'guest';
  const isShared = role === 'sharedVisitor';
  return {
    role,
    userId: who.userId,
    logicalId: who.logicalId,
    isSuperAdmin,
    isGuestAccess,
    isShared,
    permissions,
    canSeeExpired: permissions.has('images.seeExpired'),
    keywordsManagementAllowed: permissions.has('keywords.manage'),
    fileTypesChangeAllowed: isSuperAdmin,
    savesWebSettings: !isGuestAccess && !isShared,
  };
}

/**
 * What an editor keeps in a read-only folder (the Archive): what a viewer holds, as on the server,
 * where the editor holds the viewer role everywhere and the editor role only in the workspace.
 */
const READ_ONLY_KEEPS: ReadonlySet<PermissionName> = new Set(ROLE_PERMISSIONS.viewer);

/**
 * Whether `user` holds `permission` in a folder. Unknown permission names are refused for everyone
 * but the super admin.
 */
export function hasPermission(user: MockUser, permission: string, folderReadOnly = false): boolean {
  if (user.isSuperAdmin) return true;
  if (!user.permissions.has(permission as PermissionName)) return false;
  if (folderReadOnly && user.role === 'editor') return READ_ONLY_KEEPS.has(permission as PermissionName);
  return true;
}
