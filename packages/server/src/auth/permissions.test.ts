// The one permission function: roles granted on a folder apply below it, not beside it; sets inherit
// from parent sets and their collection; the super admin holds everything.
import { describe, expect, it } from 'vitest';
import { ANONYMOUS, can, canSee, type Grant, type Principal } from './permissions';

const grant = (permissions: string[], where: Partial<Omit<Grant, 'permissions'>> = {}): Grant => ({
  permissions: new Set(permissions),
  folderPath: null,
  setPath: null,
  groupId: null,
  ...where,
});
const user = (grants: Grant[], extra: Partial<Principal> = {}): Principal => ({
  ...ANONYMOUS,
  kind: 'user',
  userId: 7,
  userName: 'u',
  grants,
  ...extra,
});
const folder = (path: string) => ({ kind: 'folder' as const, path });
const set = (path: string, groupId: number | null = null) => ({ kind: 'set' as const, path, groupId });

describe('can', () => {
  const editorOfMarketing = user([
    grant(['download']),
    grant(['add', 'edit', 'delete'], { folderPath: '/1/' }),
  ]);

  it.each([
    ['add', '/1/', true],
    ['add', '/1/4/', true],
    ['add', '/1/4/9/', true],
    ['add', '/5/', false],
    ['add', '/10/', false],
    ['download', '/5/', true],
    ['share', '/1/', false],
  ])('a role on /1/ grants %s on %s: %s', (permission, path, expected) => {
    expect(can(editorOfMarketing, permission, folder(path))).toBe(expected);
  });

  it('answers a question about no node with what some grant carries', () => {
    expect(can(editorOfMarketing, 'add', { kind: 'anywhere' })).toBe(true);
    expect(can(editorOfMarketing, 'setPermissions', { kind: 'anywhere' })).toBe(false);
  });

  it('covers a set through its own grant, a parent set, or its collection', () => {
    const principal = user([grant(['images.delete'], { setPath: '/3/' }), grant(['add'], { groupId: 2 })]);
    expect(can(principal, 'images.delete', set('/3/'))).toBe(true);
    expect(can(principal, 'images.delete', set('/3/8/'))).toBe(true);
    expect(can(principal, 'images.delete', set('/30/'))).toBe(false);
    expect(can(principal, 'add', set('/30/', 2))).toBe(true);
    expect(can(principal, 'add', set('/30/', 3))).toBe(false);
    // A set grant says nothing about folders.
    expect(can(principal, 'images.delete', folder('/3/'))).toBe(false);
  });

  it('gives the super admin every permission everywhere', () => {
    const admin = user([], { isSuperAdmin: true });
    expect(can(admin, 'delete', folder('/99/'))).toBe(true);
    expect(can(admin, 'anything.at.all', set('/1/'))).toBe(true);
  });

  it('gives an anonymous visitor nothing', () => {
    expect(can(ANONYMOUS, 'download', folder('/1/'))).toBe(false);
    expect(canSee(ANONYMOUS, folder('/1/'))).toBe(false);
  });
});

describe('canSee', () => {
  const deep = user([grant(['download'], { folderPath: '/1/4/' })]);

  it('shows the granted folder, what is below it, and the way down to it', () => {
    expect(canSee(deep, folder('/1/4/'))).toBe(true);
    expect(canSee(deep, folder('/1/4/7/'))).toBe(true);
    expect(canSee(deep, folder('/1/'))).toBe(true);
    expect(canSee(deep, folder('/1/5/'))).toBe(false);
    expect(canSee(deep, folder('/2/'))).toBe(false);
  });

  it('gives the way down no permission of the grant', () => {
    expect(can(deep, 'download', folder('/1/'))).toBe(false);
  });
});
