// The switchable mock users and what each may do. Role names are not shown in the spec
// (spec 000 §6), so these five are the mocks' own; every permission answer follows from them.

import { PERMISSION_NAMES, type PermissionName } from '@vitrine/core';

export const MOCK_USER_ROLES = ['superAdmin', 'editor', 'viewer', 'guest', 'sharedVisitor'] as const;
export type MockUserRole = (typeof MOCK_USER_ROLES)[number];

export { PERMISSION_NAMES, type PermissionName };

const READ: PermissionName[] = ['download', 'images.download'];
const EDIT: PermissionName[] = [
  ...READ,
  'share.link',
  'share',
  'editData',
  'edit',
  'delete',
  'images.delete',
  'notifications.subscribe',
  'add',
  'images.setExpiration',
  'webUpload',
  'images.setOnBrand',
  'images.seeOffBrand',
  'report.customize',
  'fullData.view',
];

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
  const base = {
    role,
    isSuperAdmin: false,
    isGuestAccess: false,
    isShared: false,
    canSeeExpired: false,
    keywordsManagementAllowed: false,
    fileTypesChangeAllowed: false,
    savesWebSettings: true,
  };
  switch (role) {
    case 'superAdmin':
      return {
        ...base,
        userId: 1,
        logicalId: 'admin',
        isSuperAdmin: true,
        permissions: new Set([...PERMISSION_NAMES]),
        canSeeExpired: true,
        keywordsManagementAllowed: true,
        fileTypesChangeAllowed: true,
      };
    case 'editor':
      return {
        ...base,
        userId: 2,
        logicalId: 'elena.novak',
        permissions: new Set(EDIT),
        canSeeExpired: true,
        keywordsManagementAllowed: true,
      };
    case 'viewer':
      return {
        ...base,
        userId: 3,
        logicalId: 'kenji.ito',
        permissions: new Set([...READ, 'notifications.subscribe']),
      };
    case 'guest':
      return {
        ...base,
        userId: 4,
        logicalId: 'guest',
        isGuestAccess: true,
        savesWebSettings: false,
        permissions: new Set(READ),
      };
    case 'sharedVisitor':
      return {
        ...base,
        userId: 4,
        logicalId: 'guest',
        isShared: true,
        savesWebSettings: false,
        permissions: new Set(link.allowedToDownloadImages ? READ : []),
      };
  }
}

export function isMockUserRole(value: unknown): value is MockUserRole {
  return typeof value === 'string' && (MOCK_USER_ROLES as readonly string[]).includes(value);
}

/** Permissions an editor loses in a read-only folder (the Archive): they may only read and download. */
const READ_ONLY_KEEPS: ReadonlySet<PermissionName> = new Set([
  'download',
  'images.download',
  'notifications.subscribe',
]);

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
