// Permission answers follow from the role (spec 000 §6, spec 001 §6); mutations a role may not do
// answer 403; viewers don't see expired files.
import { computeExpiryState, ROLE_PERMISSIONS, USER_ROLES } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { applyMockParameters, currentDb, MOCK_USER_ROLES, type MockUserRole } from '../index';
import { mockUser } from '../users';
import { api, mockServerForFile } from './helpers';

mockServerForFile();

const folderId = (name: string) => currentDb().folders.find((f) => f.name === name)?.id;
const allowed = async (permission: string, folder: string) =>
  (await api('GET', `/api/permission?permission=${permission}&require=any&folder=${folderId(folder)}`)).body
    .allowed;

// role, permission, in a normal folder (Studio), in the read-only Archive
const TABLE: [MockUserRole, string, boolean, boolean][] = [
  ['superAdmin', 'editData', true, true],
  ['superAdmin', 'setPermissions', true, true],
  ['editor', 'editData', true, false],
  ['editor', 'delete', true, false],
  ['editor', 'download', true, true],
  ['editor', 'setPermissions', false, false],
  // @vitrine/core's editor role: sees expired files and manages keywords (spec 000 §6), not in the
  // read-only Archive, where an editor keeps only what a viewer holds.
  ['editor', 'images.seeExpired', true, false],
  ['editor', 'keywords.manage', true, false],
  ['viewer', 'images.seeExpired', false, false],
  ['viewer', 'download', true, true],
  ['viewer', 'editData', false, false],
  ['viewer', 'share.link', false, false],
  ['viewer', 'notifications.subscribe', true, true],
  ['guest', 'download', true, true],
  ['guest', 'webUpload', false, false],
  ['sharedVisitor', 'download', true, true],
  ['sharedVisitor', 'editData', false, false],
];

describe("the mock users are @vitrine/core's roles (spec 000 §6: role names not shown, decided once)", () => {
  it('are the very list of @vitrine/core, not a copy', () => {
    expect(MOCK_USER_ROLES).toBe(USER_ROLES);
  });

  it.each(['editor', 'viewer', 'guest'] as const)(
    '%s holds exactly the permissions of its core role',
    (role) => {
      expect([...mockUser(role).permissions].sort()).toEqual([...ROLE_PERMISSIONS[role]].sort());
    },
  );
});

describe('permission answers per role', () => {
  it.each(TABLE)(
    '%s: %s is %s in a folder and %s in the read-only Archive',
    async (role, permission, normal, archive) => {
      applyMockParameters({ user: role });
      expect(await allowed(permission, 'Studio')).toBe(normal);
      expect(await allowed(permission, 'Archive')).toBe(archive);
    },
  );

  it('follows the link flags for a shared-link visitor (spec 001 §6)', async () => {
    applyMockParameters({ user: 'sharedVisitor', link: { allowedToDownloadImages: false } });
    expect(await allowed('download', 'Studio')).toBe(false);
  });

  it('answers per image ids (POST /api/permissions/images)', async () => {
    const inArchive = currentDb().images.find((i) => currentDb().folder(i.folderId)?.readOnlyForEditors);
    const elsewhere = currentDb().images.find((i) => !currentDb().folder(i.folderId)?.readOnlyForEditors);
    const ids = [inArchive?.id, elsewhere?.id];
    applyMockParameters({ user: 'editor' });
    expect(
      (await api('POST', '/api/permissions/images', { permission: 'editData', imageIds: ids })).body.imageIds,
    ).toEqual([elsewhere?.id]);
    applyMockParameters({ user: 'viewer' });
    expect(
      (await api('POST', '/api/permissions/images', { permission: 'editData', imageIds: ids })).body.imageIds,
    ).toEqual([]);
  });

  it('marks per-node currentPermissions from the role', async () => {
    applyMockParameters({ user: 'editor' });
    const roots = (await api('POST', '/api/folders/subfolders', { folderId: 'root' })).body.folders;
    const archive = roots.find((f: { name: string }) => f.name === 'Archive');
    const marketing = roots.find((f: { name: string }) => f.name === 'Marketing');
    expect(archive.currentPermissions).toEqual({ editData: false, upload: false });
    expect(marketing.currentPermissions).toEqual({ editData: true, upload: true });
  });

  it('answers the access state of each role', async () => {
    const states: Record<MockUserRole, object> = {
      superAdmin: { isSuperAdmin: true, isGuestAccess: false, isShared: false },
      editor: { isSuperAdmin: false, isGuestAccess: false, isShared: false },
      viewer: { isSuperAdmin: false, isGuestAccess: false, isShared: false },
      guest: { isSuperAdmin: false, isGuestAccess: true, isShared: false },
      sharedVisitor: { isSuperAdmin: false, isGuestAccess: false, isShared: true },
    };
    for (const [role, state] of Object.entries(states)) {
      applyMockParameters({ user: role as MockUserRole });
      expect((await api('GET', '/api/session/currentuser')).body).toMatchObject(state);
    }
  });
});

describe('mutations a role may not do answer 403', () => {
  const studio = () => folderId('Studio');
  const MUTATIONS: [string, string, () => string, () => unknown][] = [
    ['createFolder', 'POST', () => '/api/folder/addFolder', () => ({ Name: 'x', ParentId: studio() })],
    ['renameFolder', 'PATCH', () => `/api/folder/${studio()}`, () => ({ Name: 'x' })],
    ['deleteFolder', 'DELETE', () => `/api/folder/${studio()}`, () => undefined],
    ['createSet', 'POST', () => '/api/virtualsets/createset', () => ({ Name: 'x' })],
    ['deleteImages', 'POST', () => '/api/images/delete', () => ({ imageIds: [currentDb().images[0]?.id] })],
    [
      'updateImages',
      'PATCH',
      () => '/api/images',
      () => ({
        imageIds: [currentDb().images[0]?.id],
        patches: [{ id: 1, field: 'keywords', action: 'replace', value: 'a' }],
      }),
    ],
    ['createShare', 'POST', () => '/api/share', () => ({ Href: 'x', imageIds: [currentDb().images[0]?.id] })],
    [
      'setFolderFileTypeLimits',
      'POST',
      () => `/api/folders/limitUploadFileTypes/${studio()}`,
      () => ({ forbiddenTypesNames: ['.exe'] }),
    ],
  ];

  it.each(MUTATIONS)('viewer: %s answers 403 and changes nothing', async (_name, method, path, body) => {
    applyMockParameters({ user: 'viewer' });
    const before = JSON.stringify(currentDb().folders) + currentDb().images.length + currentDb().sets.length;
    const answer = await api(method, path(), body());
    expect(answer.status).toBe(403);
    expect(answer.body.responseStatus.errorCode).toBe('Forbidden');
    expect(JSON.stringify(currentDb().folders) + currentDb().images.length + currentDb().sets.length).toBe(
      before,
    );
  });

  it('editor: file-type limits are for the super admin only (spec 000 §6)', async () => {
    applyMockParameters({ user: 'editor' });
    expect(
      (await api('POST', `/api/folders/limitUploadFileTypes/${studio()}`, { forbiddenTypesNames: ['.exe'] }))
        .status,
    ).toBe(403);
  });

  it('guest: web settings are never saved (spec 000 §3)', async () => {
    applyMockParameters({ user: 'guest' });
    expect((await api('POST', '/api/websettings', { pageSize: 12 })).status).toBe(403);
  });
});

describe('visibility', () => {
  it("viewers don't see expired files in searches; editors do (spec 000 §6)", async () => {
    const now = currentDb().now();
    const expiredIds = currentDb()
      .images.filter((i) => computeExpiryState(i.expirationDate, now) === 'expired')
      .map((i) => i.id);
    expect(expiredIds.length).toBeGreaterThan(0);
    const ids = async () =>
      (await api('POST', '/api/search', { criteria: { itemsOnPage: 1000 } })).body.images.map(
        (i: { id: number }) => i.id,
      );
    applyMockParameters({ user: 'editor' });
    expect(await ids()).toEqual(expect.arrayContaining(expiredIds));
    applyMockParameters({ user: 'viewer' });
    const seen = await ids();
    expect(seen.some((id: number) => expiredIds.includes(id))).toBe(false);
    expect((await api('GET', `/api/images/${expiredIds[0]}`)).status).toBe(404);
  });
});
