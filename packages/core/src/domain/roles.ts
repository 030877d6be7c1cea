// Roles (spec 000 §6, spec 001 §6). The spec asks permissions by name and shows no role names
// ("Role names: not shown"), only the access states of spec 000 §3 (isSuperAdmin, isGuestAccess,
// isShared). The roles below are decided (docs/decisions.md "Roles"), once: the server seeds them,
// the mocks' switchable users hold them, the contract suite signs in as them.
import type { PermissionName } from '../constants';

/** The roles a library grants on a folder, a set, a collection or everywhere. */
export const ROLE_NAMES = ['viewer', 'editor', 'guest'] as const;
/** One of {@link ROLE_NAMES}. */
export type RoleName = (typeof ROLE_NAMES)[number];

const READ = ['download', 'images.download'] as const satisfies readonly PermissionName[];

/**
 * The permission names each role grants where it is granted. The super admin holds no role: every
 * permission everywhere (spec 000 §6 "super admin" flag). Nobody else holds `setPermissions`.
 */
export const ROLE_PERMISSIONS: Readonly<Record<RoleName, readonly PermissionName[]>> = Object.freeze({
  /** Reads and downloads; subscribes to notifications; sees neither expired nor off-brand files. */
  viewer: Object.freeze([...READ, 'notifications.subscribe'] as const),
  /** Everything a viewer does, and changes files, folders and sets, shares, uploads. */
  editor: Object.freeze([
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
    'images.seeExpired',
    'report.customize',
    'fullData.view',
    'keywords.manage',
  ] as const),
  /** The visitor without a session, when guest access is on: reads and downloads only. */
  guest: Object.freeze([...READ]),
});

/**
 * Who a user is to the app: the super admin, a user holding one of the roles (named by it), or a
 * shared-link visitor (who gets what the link allows, spec 001 §6). The mocks switch between these,
 * the contract suite and the server's tests sign in as them.
 */
export const USER_ROLES = Object.freeze([
  'superAdmin',
  'editor',
  'viewer',
  'guest',
  'sharedVisitor',
] as const);
/** One of {@link USER_ROLES}. */
export type UserRole = (typeof USER_ROLES)[number];

/** Whether `value` names one of {@link USER_ROLES}. */
export function isUserRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value);
}

/** Whether `value` names one of {@link ROLE_NAMES}. */
export function isRoleName(value: unknown): value is RoleName {
  return typeof value === 'string' && (ROLE_NAMES as readonly string[]).includes(value);
}
