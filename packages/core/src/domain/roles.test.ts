// spec 000 §6 and spec 001 §6 show no role names; the roles are decided (docs/decisions.md "Roles").
// What each may do follows the spec's permission names and access states.
import { describe, expect, it } from 'vitest';
import { PERMISSION_NAMES, type PermissionName } from '../constants';
import { isRoleName, isUserRole, ROLE_NAMES, ROLE_PERMISSIONS, type RoleName, USER_ROLES } from './roles';

const holds = (role: RoleName, permission: PermissionName) => ROLE_PERMISSIONS[role].includes(permission);

describe('ROLE_PERMISSIONS (spec 000 §6, spec 001 §6)', () => {
  it.each<[PermissionName, boolean, boolean, boolean]>([
    // permission, viewer, editor, guest
    ['download', true, true, true],
    ['images.download', true, true, true],
    ['notifications.subscribe', true, true, false],
    ['editData', false, true, false],
    ['edit', false, true, false],
    ['delete', false, true, false],
    ['add', false, true, false],
    ['webUpload', false, true, false],
    ['share.link', false, true, false],
    ['fullData.view', false, true, false],
    // spec 000 §6: users without it do not see expired files in searches.
    ['images.seeExpired', false, true, false],
    ['images.seeOffBrand', false, true, false],
    // spec 000 §6 flag "keywords management".
    ['keywords.manage', false, true, false],
    // spec 001 §6 setPermissions: the super admin's only.
    ['setPermissions', false, false, false],
  ])('%s: viewer %s, editor %s, guest %s', (permission, viewer, editor, guest) => {
    expect([holds('viewer', permission), holds('editor', permission), holds('guest', permission)]).toEqual([
      viewer,
      editor,
      guest,
    ]);
  });

  it('grants only permission names of spec 000 §6 / spec 001 §6, each once', () => {
    for (const role of ROLE_NAMES) {
      const permissions = ROLE_PERMISSIONS[role];
      expect(new Set(permissions).size).toBe(permissions.length);
      for (const permission of permissions) expect(PERMISSION_NAMES).toContain(permission);
    }
  });

  it('each role holds what the one below it holds: guest ⊂ viewer ⊂ editor', () => {
    for (const permission of ROLE_PERMISSIONS.guest) expect(ROLE_PERMISSIONS.viewer).toContain(permission);
    for (const permission of ROLE_PERMISSIONS.viewer) expect(ROLE_PERMISSIONS.editor).toContain(permission);
  });

  it('cannot be changed by whoever imports it (server and mocks share this object)', () => {
    expect(Object.isFrozen(ROLE_PERMISSIONS)).toBe(true);
    for (const role of ROLE_NAMES) expect(Object.isFrozen(ROLE_PERMISSIONS[role])).toBe(true);
    expect(Object.isFrozen(USER_ROLES)).toBe(true);
  });
});

describe('USER_ROLES (spec 000 §3 access states: isSuperAdmin, isGuestAccess, isShared)', () => {
  it('are the super admin, a user of each role, and the shared-link visitor', () => {
    expect(USER_ROLES).toEqual(['superAdmin', 'editor', 'viewer', 'guest', 'sharedVisitor']);
    for (const role of ROLE_NAMES) expect(USER_ROLES).toContain(role);
  });

  it.each([
    ['superAdmin', true, false],
    ['sharedVisitor', true, false],
    ['viewer', true, true],
    ['Viewer', false, false],
    ['admin', false, false],
    [undefined, false, false],
  ])('%j: user role %s, granted role %s', (value, userRole, roleName) => {
    expect(isUserRole(value)).toBe(userRole);
    expect(isRoleName(value)).toBe(roleName);
  });
});
