// The administration API over HTTP (issue 13; openapi.yml tag admin): who may call what (403 for
// everyone but the super admin; setPermissions on the node for grants; no one hands out more than
// they hold), the refusals that protect the library (yourself, the last super admin, the guest), the
// one-time password link (single use, expiring, only its hash stored), what deleting a person leaves,
// and the settings showing at once in GET /api/config/*.
import { readFileSync } from 'node:fs';
import type { components } from '@vitrine/api-client';
import { PERMISSION_NAMES } from '@vitrine/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { hashToken } from '../auth/sessions';
import { findOpenApiFile } from '../http/openapi';
import { CONTRACT_USERS } from '../testing/contract';
import { type Agent, startTestServer, TEST_NOW, type TestServer } from '../testing/harness';

type Schemas = components['schemas'];

let clock = TEST_NOW;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
beforeEach(async () => {
  clock = TEST_NOW;
  await server.reset();
});
afterAll(() => server.close());

const db = () => server.app.vitrine.db;
const message = (answer: { body: unknown }) =>
  (answer.body as Schemas['ErrorResponse']).responseStatus.message;

async function userId(name: string): Promise<number> {
  const row = await db()
    .selectFrom('users')
    .select('id')
    .where('user_name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function folderId(name: string): Promise<number> {
  const row = await db()
    .selectFrom('folders')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function signedIn(name: string, password: string): Promise<Agent> {
  const agent = server.agent();
  await agent.signIn(name, password);
  return agent;
}

/** A person made through the API with a password, and their agent signed in. */
async function newPerson(admin: Agent, logicalId: string): Promise<{ id: number; agent: Agent }> {
  const created = await admin.call<Schemas['CreateAdminUserResult']>('POST', '/api/admin/users', {
    logicalId,
    email: `${logicalId}@example.com`,
    password: `${logicalId}-password`,
  });
  expect(created.status).toBe(200);
  return { id: created.body.user.id, agent: await signedIn(logicalId, `${logicalId}-password`) };
}

describe('who may call the administration API', () => {
  const superAdminOnly: [string, 'GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown?][] = [
    ['listAdminUsers', 'GET', '/api/admin/users'],
    ['createAdminUser', 'POST', '/api/admin/users', { logicalId: 'x', password: 'long-enough' }],
    ['getAdminUser', 'GET', '/api/admin/users/1'],
    ['updateAdminUser', 'PATCH', '/api/admin/users/1', { isDisabled: true }],
    ['deleteAdminUser', 'DELETE', '/api/admin/users/1'],
    ['resetAdminUserPassword', 'POST', '/api/admin/users/1/password', {}],
    ['createRole', 'POST', '/api/admin/roles', { name: 'r', permissions: [] }],
    ['updateRole', 'PATCH', '/api/admin/roles/1', { name: 'r' }],
    ['deleteRole', 'DELETE', '/api/admin/roles/1'],
    ['getAdminSettings', 'GET', '/api/admin/settings'],
    ['updateAdminSettings', 'PATCH', '/api/admin/settings', { guestAccessEnabled: false }],
  ];

  it.each(superAdminOnly)(
    '%s: 403 for the editor and the viewer, 401/403 for the guest',
    async (_id, method, url, body) => {
      for (const role of ['editor', 'viewer'] as const) {
        const agent = await server.as(role);
        const answer = await agent.call(method, url, body);
        expect(answer.status, role).toBe(403);
        expect(message(answer)).toBe('Only a super admin may manage people, roles and settings.');
      }
      const guest = await server.agent().call(method, url, body);
      expect(guest.status).toBe(403);
      // Nothing changed: the super admin still exists, enabled, and guest access is still on.
      const admin = await db()
        .selectFrom('users')
        .selectAll()
        .where('user_name', '=', 'admin')
        .executeTakeFirstOrThrow();
      expect(admin.is_disabled).toBe(0);
      expect(
        (await server.agent().call<{ guestAccessEnabled: boolean }>('GET', '/api/config/advanced')).body
          .guestAccessEnabled,
      ).toBe(true);
    },
  );

  it('listRoles and the grants of a folder: 403 without setPermissions (the editor holds none)', async () => {
    const editor = await server.as('editor');
    const marketing = await folderId('Marketing');
    expect((await editor.call('GET', '/api/admin/roles')).status).toBe(403);
    const listed = await editor.call('GET', `/api/admin/grants?folder=${marketing}`);
    expect(listed.status).toBe(403);
    expect(message(listed)).toBe('You are not allowed to change the permissions here.');
    const viewerId = await userId(CONTRACT_USERS.viewer.userName);
    const role = await db()
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'viewer')
      .executeTakeFirstOrThrow();
    const added = await editor.call('POST', '/api/admin/grants', {
      userId: viewerId,
      roleId: role.id,
      folderId: marketing,
    });
    expect(added.status).toBe(403);
    expect(
      await db().selectFrom('role_assignments').selectAll().where('folder_id', '=', marketing).execute(),
    ).toHaveLength(1);
  });
});

describe('grants with setPermissions on a node (spec 001 §2, §6)', () => {
  /** A manager role (setPermissions and the viewer's reads) granted to the editor on /Marketing. */
  async function editorManagesMarketing(admin: Agent) {
    const role = await admin.call<Schemas['Role']>('POST', '/api/admin/roles', {
      name: 'manager',
      permissions: ['setPermissions', 'download', 'images.download'],
    });
    expect(role.status).toBe(200);
    const marketing = await folderId('Marketing');
    const editorId = await userId(CONTRACT_USERS.editor.userName);
    const grant = await admin.call<Schemas['Grant']>('POST', '/api/admin/grants', {
      userId: editorId,
      roleId: role.body.id,
      folderId: marketing,
    });
    expect(grant.status).toBe(200);
    return { marketing, managerRole: role.body, editor: await server.as('editor') };
  }

  it('the editor, granted setPermissions on /Marketing, lists and changes grants there and below, not elsewhere', async () => {
    const admin = await server.as('superAdmin');
    const { marketing, editor } = await editorManagesMarketing(admin);
    const print = await folderId('Print');
    const products = await folderId('Products');
    const viewerId = await userId(CONTRACT_USERS.viewer.userName);
    const roles = await editor.call<{ roles: Schemas['Role'][] }>('GET', '/api/admin/roles');
    expect(roles.status).toBe(200);
    const viewerRole = roles.body.roles.find((r) => r.name === 'viewer') as Schemas['Role'];

    const added = await editor.call<Schemas['Grant']>('POST', '/api/admin/grants', {
      userId: viewerId,
      roleId: viewerRole.id,
      folderId: print,
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      node: { kind: 'folder', id: print, name: 'Print' },
      inherited: false,
    });

    const onPrint = await editor.call<Schemas['NodeGrants']>('GET', `/api/admin/grants?folder=${print}`);
    expect(onPrint.status).toBe(200);
    const rows = onPrint.body.grants.map((g) => [
      g.user.logicalId,
      g.role.name,
      g.node.kind,
      g.node.id,
      g.inherited,
    ]);
    // The library's grants first, then /Marketing's, then Print's own.
    expect(rows).toEqual([
      ['elena.novak', 'viewer', 'library', null, true],
      ['guest', 'guest', 'library', null, true],
      ['kenji.ito', 'viewer', 'library', null, true],
      ['elena.novak', 'editor', 'folder', marketing, true],
      ['elena.novak', 'manager', 'folder', marketing, true],
      ['kenji.ito', 'viewer', 'folder', print, false],
    ]);

    // Outside /Marketing: 403, nothing added.
    const elsewhere = await editor.call('POST', '/api/admin/grants', {
      userId: viewerId,
      roleId: viewerRole.id,
      folderId: products,
    });
    expect(elsewhere.status).toBe(403);
    expect((await editor.call('GET', `/api/admin/grants?folder=${products}`)).status).toBe(403);
    // The whole library: super admin only.
    const library = await editor.call('POST', '/api/admin/grants', {
      userId: viewerId,
      roleId: viewerRole.id,
      folderId: 0,
    });
    expect(library.status).toBe(403);
    expect(message(library)).toBe('Only a super admin may grant a role on the whole library.');

    // An inherited grant cannot be removed by someone without setPermissions where it is: the library's.
    const libraryGrant = onPrint.body.grants[0] as Schemas['Grant'];
    expect((await editor.call('DELETE', `/api/admin/grants/${libraryGrant.id}`)).status).toBe(403);
    expect((await editor.call('DELETE', `/api/admin/grants/${added.body.id}`)).status).toBe(204);
    const after = await editor.call<Schemas['NodeGrants']>('GET', `/api/admin/grants?folder=${print}`);
    expect(after.body.grants.some((g) => g.id === added.body.id)).toBe(false);
  });

  it('no one hands out more than they hold: a manager on Campaigns may grant the viewer role there, not the editor role', async () => {
    const admin = await server.as('superAdmin');
    const manager = await admin.call<Schemas['Role']>('POST', '/api/admin/roles', {
      name: 'manager',
      permissions: ['setPermissions', 'download', 'images.download'],
    });
    const campaigns = await folderId('Campaigns');
    await admin.call('POST', '/api/admin/grants', {
      userId: await userId('kenji.ito'),
      roleId: manager.body.id,
      folderId: campaigns,
    });
    const viewer = await server.as('viewer');
    const roles = (await viewer.call<{ roles: Schemas['Role'][] }>('GET', '/api/admin/roles')).body.roles;
    const role = (name: string) => (roles.find((r) => r.name === name) as Schemas['Role']).id;
    const editorId = await userId('elena.novak');
    const refused = await viewer.call('POST', '/api/admin/grants', {
      userId: editorId,
      roleId: role('editor'),
      folderId: campaigns,
    });
    expect(refused.status).toBe(403);
    expect(message(refused)).toBe('You may grant only a role whose permissions you hold here yourself.');
    // The viewer role (download, images.download, notifications.subscribe) is all held there.
    const granted = await viewer.call('POST', '/api/admin/grants', {
      userId: editorId,
      roleId: role('viewer'),
      folderId: campaigns,
    });
    expect(granted.status).toBe(200);
    // Handing on the manager role itself is allowed too (they hold setPermissions there).
    expect(
      (
        await viewer.call('POST', '/api/admin/grants', {
          userId: editorId,
          roleId: manager.body.id,
          folderId: campaigns,
        })
      ).status,
    ).toBe(200);
  });

  it('a grant takes effect at the next request: the viewer may add in a folder once granted the editor role there', async () => {
    const admin = await server.as('superAdmin');
    const viewer = await server.as('viewer');
    const print = await folderId('Print');
    const ask = async () =>
      (await viewer.call<{ allowed: boolean }>('GET', `/api/permission?permission=add&folder=${print}`)).body
        .allowed;
    expect(await ask()).toBe(false);
    const roles = (await admin.call<{ roles: Schemas['Role'][] }>('GET', '/api/admin/roles')).body.roles;
    const editorRole = roles.find((r) => r.name === 'editor') as Schemas['Role'];
    const grant = await admin.call<Schemas['Grant']>('POST', '/api/admin/grants', {
      userId: await userId('kenji.ito'),
      roleId: editorRole.id,
      folderId: print,
    });
    expect(await ask()).toBe(true);
    expect((await admin.call('DELETE', `/api/admin/grants/${grant.body.id}`)).status).toBe(204);
    expect(await ask()).toBe(false);
  });

  it('refuses not exactly one node (400), an unknown node (404) and a duplicate grant (400)', async () => {
    const admin = await server.as('superAdmin');
    const print = await folderId('Print');
    const viewerId = await userId('kenji.ito');
    const roles = (await admin.call<{ roles: Schemas['Role'][] }>('GET', '/api/admin/roles')).body.roles;
    const roleId = (roles.find((r) => r.name === 'viewer') as Schemas['Role']).id;
    expect((await admin.call('GET', '/api/admin/grants')).status).toBe(400);
    expect((await admin.call('GET', `/api/admin/grants?folder=${print}&virtualSet=1`)).status).toBe(400);
    expect((await admin.call('GET', '/api/admin/grants?folder=999999')).status).toBe(404);
    expect((await admin.call('POST', '/api/admin/grants', { userId: viewerId, roleId })).status).toBe(400);
    expect(
      (await admin.call('POST', '/api/admin/grants', { userId: 999999, roleId, folderId: print })).status,
    ).toBe(404);
    expect(
      (await admin.call('POST', '/api/admin/grants', { userId: viewerId, roleId, folderId: print })).status,
    ).toBe(200);
    const again = await admin.call('POST', '/api/admin/grants', {
      userId: viewerId,
      roleId,
      folderId: print,
    });
    expect(again.status).toBe(400);
    expect(message(again)).toBe('This person already holds this role here.');
  });

  it('a set group: its grants cover its sets and show there as inherited', async () => {
    const admin = await server.as('superAdmin');
    const group = await admin.call<Schemas['SetGroup']>('POST', '/api/vsgroups/', { Name: 'Campaign sets' });
    expect(group.status).toBe(200);
    const set = await admin.call<Schemas['Set']>('POST', '/api/virtualsets/createsetingroup', {
      Name: 'Spring',
      ParentId: group.body.id,
    });
    expect(set.status).toBe(200);
    const roles = (await admin.call<{ roles: Schemas['Role'][] }>('GET', '/api/admin/roles')).body.roles;
    const roleId = (roles.find((r) => r.name === 'viewer') as Schemas['Role']).id;
    const viewerId = await userId('kenji.ito');
    const onGroup = await admin.call<Schemas['Grant']>('POST', '/api/admin/grants', {
      userId: viewerId,
      roleId,
      setGroupId: group.body.id,
    });
    expect(onGroup.body.node).toEqual({ kind: 'setGroup', id: group.body.id, name: 'Campaign sets' });
    const onSet = await admin.call<Schemas['NodeGrants']>(
      'GET',
      `/api/admin/grants?virtualSet=${set.body.id}`,
    );
    expect(onSet.body.node).toEqual({ kind: 'set', id: set.body.id, name: 'Spring' });
    const fromGroup = onSet.body.grants.find((g) => g.id === onGroup.body.id);
    expect(fromGroup?.inherited).toBe(true);
    const own = await admin.call<Schemas['NodeGrants']>('GET', `/api/admin/grants?setGroup=${group.body.id}`);
    expect(own.body.grants.find((g) => g.id === onGroup.body.id)?.inherited).toBe(false);
  });
});

describe('people', () => {
  it('creates a person with a password who signs in at once; names are unique ignoring case', async () => {
    const admin = await server.as('superAdmin');
    const { id, agent } = await newPerson(admin, 'ana.silva');
    const me = await agent.call<Schemas['CurrentUser']>('GET', '/api/session/currentuser');
    expect(me.body).toMatchObject({ id, name: 'ana.silva', isSuperAdmin: false });
    const taken = await admin.call('POST', '/api/admin/users', {
      logicalId: 'ANA.SILVA',
      password: 'long-enough',
    });
    expect(taken.status).toBe(400);
    expect(message(taken)).toBe('The name ANA.SILVA is already used.');
    const short = await admin.call('POST', '/api/admin/users', { logicalId: 'bo', password: 'short' });
    expect(short.status).toBe(400);
    expect(message(short)).toBe('The new password must have at least 8 characters.');
    const control = await admin.call('POST', '/api/admin/users', {
      logicalId: 'bad\u0007name',
      password: 'long-enough',
    });
    expect(control.status).toBe(400);
    const tooLong = await admin.call('POST', '/api/admin/users', {
      logicalId: 'x'.repeat(101),
      password: 'long-enough',
    });
    expect(tooLong.status).toBe(400);
  });

  it('disabling ends the sessions and refuses sign-in with a clear message; enabling lets them back', async () => {
    const admin = await server.as('superAdmin');
    const { id, agent } = await newPerson(admin, 'dana');
    const disabled = await admin.call<Schemas['AdminUser']>('PATCH', `/api/admin/users/${id}`, {
      isDisabled: true,
    });
    expect(disabled.body.isDisabled).toBe(true);
    expect((await agent.call('GET', '/api/session/currentuser')).status).toBe(401);
    const again = await server
      .agent()
      .call('POST', '/api/session/signin', { userName: 'dana', password: 'dana-password' });
    expect(again.status).toBe(403);
    expect(message(again)).toBe('This account is disabled.');
    await admin.call('PATCH', `/api/admin/users/${id}`, { isDisabled: false });
    await signedIn('dana', 'dana-password');
  });

  it('refuses deleting, disabling or demoting yourself, and changing the guest', async () => {
    const admin = await server.as('superAdmin');
    const adminId = await userId('admin');
    const self = await admin.call('DELETE', `/api/admin/users/${adminId}`);
    expect(self.status).toBe(400);
    expect(message(self)).toBe('You cannot delete your own account.');
    expect(message(await admin.call('PATCH', `/api/admin/users/${adminId}`, { isDisabled: true }))).toBe(
      'You cannot disable your own account.',
    );
    expect(message(await admin.call('PATCH', `/api/admin/users/${adminId}`, { isSuperAdmin: false }))).toBe(
      'You cannot take away your own super admin rights.',
    );
    const guest = await db()
      .selectFrom('users')
      .select('id')
      .where('is_guest', '=', 1)
      .executeTakeFirstOrThrow();
    expect((await admin.call('DELETE', `/api/admin/users/${guest.id}`)).status).toBe(400);
    expect((await admin.call('POST', `/api/admin/users/${guest.id}/password`, {})).status).toBe(400);
    const row = await db()
      .selectFrom('users')
      .selectAll()
      .where('id', '=', adminId)
      .executeTakeFirstOrThrow();
    expect([row.is_super_admin, row.is_disabled]).toEqual([1, 0]);
  });

  it('refuses to delete, disable or demote the last enabled super admin', async () => {
    const admin = await server.as('superAdmin');
    const other = await newPerson(admin, 'second.admin');
    await admin.call('PATCH', `/api/admin/users/${other.id}`, { isSuperAdmin: true });
    const second = await signedIn('second.admin', 'second.admin-password');
    const adminId = await userId('admin');
    // Two enabled super admins: the second may demote the first, who may then manage nothing.
    expect((await second.call('PATCH', `/api/admin/users/${adminId}`, { isSuperAdmin: false })).status).toBe(
      200,
    );
    expect((await admin.call('GET', '/api/admin/users')).status).toBe(403);
    expect((await second.call('PATCH', `/api/admin/users/${adminId}`, { isSuperAdmin: true })).status).toBe(
      200,
    );
    // The first is disabled behind the API's back while their session lives on: the second is then
    // the last enabled super admin, whom the first may not remove.
    await db().updateTable('users').set({ is_disabled: 1 }).where('id', '=', adminId).execute();
    for (const [method, body] of [
      ['DELETE', undefined],
      ['PATCH', { isDisabled: true }],
      ['PATCH', { isSuperAdmin: false }],
    ] as const) {
      const answer = await admin.call(method, `/api/admin/users/${other.id}`, body);
      expect(answer.status).toBe(400);
      expect(message(answer)).toBe(
        'The last super admin cannot be deleted, disabled or made an ordinary user.',
      );
    }
  });

  it('deleting a person: files stay and belong to the library; sessions, grants, settings, pins and subscriptions go', async () => {
    const admin = await server.as('superAdmin');
    const { id, agent } = await newPerson(admin, 'leaver');
    const campaigns = await folderId('Campaigns');
    const roles = (await admin.call<{ roles: Schemas['Role'][] }>('GET', '/api/admin/roles')).body.roles;
    const editorRole = roles.find((r) => r.name === 'editor') as Schemas['Role'];
    await admin.call('POST', '/api/admin/grants', { userId: id, roleId: editorRole.id, folderId: campaigns });
    const fileId = await db()
      .insertInto('files')
      .values({
        folder_id: campaigns,
        owner_id: id,
        file_name: 'left.png',
        extension: 'png',
        mime_type: 'image/png',
        file_size: 1,
        content_hash: 'a'.repeat(64),
        width: 1,
        height: 1,
        date_taken: null,
        camera_make: null,
        camera_model: null,
        gps_latitude: null,
        gps_longitude: null,
        gps_altitude: null,
        expiration_date: null,
        preview_external_url: null,
        license_document_url: null,
        license_expiry_note: null,
        video_status: null,
        workflow_status_id: null,
        group_name: null,
        last_viewed: null,
        added_at: clock.toISOString(),
        last_data_update: clock.toISOString(),
        last_file_modification: clock.toISOString(),
        last_visual_update: clock.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('pins')
      .values({ user_id: id, folder_id: campaigns, set_id: null, logical_view: null })
      .execute();
    await db()
      .insertInto('web_settings')
      .values({ user_id: id, settings: '{}', updated_at: clock.toISOString() })
      .execute();
    await db()
      .insertInto('notification_subscriptions')
      .values({ user_id: id, object_type: 'folder', object_id: campaigns, subscribe_to: '[]' })
      .execute();

    expect((await admin.call('DELETE', `/api/admin/users/${id}`)).status).toBe(204);
    expect((await agent.call('GET', '/api/session/currentuser')).status).toBe(401);
    const file = await db()
      .selectFrom('files')
      .selectAll()
      .where('id', '=', fileId.id)
      .executeTakeFirstOrThrow();
    expect([file.folder_id, file.owner_id]).toEqual([campaigns, null]);
    for (const table of [
      'sessions',
      'role_assignments',
      'pins',
      'web_settings',
      'notification_subscriptions',
      'password_links',
    ] as const) {
      const left = await db().selectFrom(table).selectAll().where('user_id', '=', id).execute();
      expect(left, table).toHaveLength(0);
    }
    expect((await admin.call('GET', `/api/admin/users/${id}`)).status).toBe(404);
  });
});

describe('the one-time password link', () => {
  it('sets a password once; the token is stored only as its hash; a second use is refused', async () => {
    const admin = await server.as('superAdmin');
    const created = await admin.call<Schemas['CreateAdminUserResult']>('POST', '/api/admin/users', {
      logicalId: 'invited',
      email: null,
    });
    expect(created.status).toBe(200);
    const link = created.body.passwordLink as Schemas['PasswordLink'];
    expect(created.body.user).toMatchObject({ hasPassword: false, passwordLinkPending: true });
    expect(link.expiresAt).toBe(new Date(TEST_NOW.getTime() + 72 * 3600_000).toISOString());
    const stored = await db().selectFrom('password_links').selectAll().execute();
    expect(stored.map((s) => s.token_hash)).toEqual([hashToken(link.token)]);
    expect(JSON.stringify(stored)).not.toContain(link.token);

    const visitor = server.agent();
    const check = await visitor.call<Schemas['PasswordLinkInfo']>('POST', '/api/passwordlink/check', {
      token: link.token,
    });
    expect(check.body).toEqual({ logicalId: 'invited', expiresAt: link.expiresAt });
    const short = await visitor.call('POST', '/api/passwordlink/use', {
      token: link.token,
      password: 'short',
    });
    expect(short.status).toBe(400);
    expect(
      (
        await visitor.call('POST', '/api/passwordlink/use', {
          token: link.token,
          password: 'invited-password',
        })
      ).status,
    ).toBe(204);
    await signedIn('invited', 'invited-password');

    const second = await visitor.call('POST', '/api/passwordlink/use', {
      token: link.token,
      password: 'another-password',
    });
    expect(second.status).toBe(404);
    expect(message(second)).toBe('This link is not valid or has already been used.');
    expect((await visitor.call('POST', '/api/passwordlink/check', { token: link.token })).status).toBe(404);
    await signedIn('invited', 'invited-password');
  });

  it('expires after 72 hours', async () => {
    const admin = await server.as('superAdmin');
    const { id } = await newPerson(admin, 'forgetful');
    const reset = await admin.call<Schemas['ResetPasswordResult']>(
      'POST',
      `/api/admin/users/${id}/password`,
      {},
    );
    const token = (reset.body.passwordLink as Schemas['PasswordLink']).token;
    clock = new Date(TEST_NOW.getTime() + 72 * 3600_000);
    const late = await server
      .agent()
      .call('POST', '/api/passwordlink/use', { token, password: 'too-late-password' });
    expect(late.status).toBe(404);
    expect(message(late)).toBe('This link has expired.');
    clock = TEST_NOW;
    // The old password still works (the link never set anything).
    await signedIn('forgetful', 'forgetful-password');
  });

  it('a newer link replaces an unused one; a reset with a password ends the sessions and drops the link', async () => {
    const admin = await server.as('superAdmin');
    const { id, agent } = await newPerson(admin, 'resettable');
    const first = (
      await admin.call<Schemas['ResetPasswordResult']>('POST', `/api/admin/users/${id}/password`, {})
    ).body.passwordLink as Schemas['PasswordLink'];
    const second = (
      await admin.call<Schemas['ResetPasswordResult']>('POST', `/api/admin/users/${id}/password`, {})
    ).body.passwordLink as Schemas['PasswordLink'];
    const visitor = server.agent();
    expect((await visitor.call('POST', '/api/passwordlink/check', { token: first.token })).status).toBe(404);
    expect((await visitor.call('POST', '/api/passwordlink/check', { token: second.token })).status).toBe(200);
    const set = await admin.call<Schemas['ResetPasswordResult']>('POST', `/api/admin/users/${id}/password`, {
      password: 'brand-new-password',
    });
    expect(set.body.passwordLink).toBeNull();
    expect((await agent.call('GET', '/api/session/currentuser')).status).toBe(401);
    expect((await visitor.call('POST', '/api/passwordlink/check', { token: second.token })).status).toBe(404);
    await signedIn('resettable', 'brand-new-password');
    // The admin's own session was not touched.
    expect((await admin.call('GET', '/api/admin/users')).status).toBe(200);
  });
});

describe('roles', () => {
  it("openapi.yml's PermissionName is @vitrine/core's PERMISSION_NAMES, in order", () => {
    const doc = parse(readFileSync(findOpenApiFile(), 'utf8')) as {
      components: { schemas: { PermissionName: { enum: string[] } } };
    };
    expect(doc.components.schemas.PermissionName.enum).toEqual([...PERMISSION_NAMES]);
  });

  it('creates, renames and changes a role; refuses deleting one still granted', async () => {
    const admin = await server.as('superAdmin');
    const created = await admin.call<Schemas['Role']>('POST', '/api/admin/roles', {
      name: '  Reviewer ',
      permissions: ['editData', 'download'],
    });
    expect(created.body).toMatchObject({
      name: 'Reviewer',
      permissions: ['download', 'editData'],
      grantCount: 0,
    });
    expect((await admin.call('POST', '/api/admin/roles', { name: 'reviewer', permissions: [] })).status).toBe(
      400,
    );
    expect(
      (await admin.call('POST', '/api/admin/roles', { name: 'x', permissions: ['not.a.permission'] })).status,
    ).toBe(400);
    const changed = await admin.call<Schemas['Role']>('PATCH', `/api/admin/roles/${created.body.id}`, {
      permissions: ['download'],
    });
    expect(changed.body.permissions).toEqual(['download']);
    await admin.call('POST', '/api/admin/grants', {
      userId: await userId('kenji.ito'),
      roleId: created.body.id,
      folderId: await folderId('Print'),
    });
    const refused = await admin.call('DELETE', `/api/admin/roles/${created.body.id}`);
    expect(refused.status).toBe(400);
    expect(message(refused)).toBe('This role is still granted; remove its grants first.');
  });
});

describe('settings', () => {
  it('a change shows at once in GET /api/config/*', async () => {
    const admin = await server.as('superAdmin');
    const before = await admin.call<Schemas['AdminSettings']>('GET', '/api/admin/settings');
    expect(before.body).toMatchObject({
      guestAccessEnabled: true,
      setsName: 'Virtual Set',
      enableAnnotations: true,
    });
    const after = await admin.call<Schemas['AdminSettings']>('PATCH', '/api/admin/settings', {
      guestAccessEnabled: false,
      enableAnnotations: false,
      enableImageVersions: false,
      setsName: '  Collections  ',
    });
    expect(after.body).toMatchObject({
      guestAccessEnabled: false,
      enableAnnotations: false,
      setsName: 'Collections',
      enableWorkflow: true,
    });
    expect(
      (await admin.call<Schemas['AdvancedConfig']>('GET', '/api/config/advanced')).body.guestAccessEnabled,
    ).toBe(false);
    const global = (await admin.call<Schemas['GlobalSettings']>('GET', '/api/config/globalsettings')).body;
    expect([global.enableAnnotations, global.enableImageVersions, global.enableWorkflow]).toEqual([
      false,
      false,
      true,
    ]);
    expect((await admin.call<{ value: string }>('GET', '/api/config/preferences/setsname')).body.value).toBe(
      'Collections',
    );
    // Guest access off: a visitor without a session is no longer the guest.
    expect((await server.agent().call('GET', '/api/session/currentuser')).status).toBe(401);
    expect((await admin.call('PATCH', '/api/admin/settings', { setsName: '   ' })).status).toBe(400);
    expect((await admin.call('PATCH', '/api/admin/settings', { unknownSetting: true })).status).toBe(400);
    expect((await admin.call('PATCH', '/api/admin/settings', {})).status).toBe(400);
  });
});

describe('GET /api/users: what a user may know', () => {
  it('the super admin sees every person with e-mails; the viewer sees the people sharing nodes with them, e-mail only their own', async () => {
    const admin = await server.as('superAdmin');
    // Someone with no grant at all: only the super admin sees them.
    await newPerson(admin, 'loner');
    const all = await admin.call<{ users: Schemas['User'][] }>('GET', '/api/users');
    expect(all.body.users.map((u) => u.logicalId)).toEqual(['admin', 'elena.novak', 'kenji.ito', 'loner']);
    expect(all.body.users.every((u) => u.email !== null)).toBe(true);
    const viewer = await server.as('viewer');
    const seen = await viewer.call<{ users: Schemas['User'][] }>('GET', '/api/users');
    expect(seen.body.users.map((u) => [u.logicalId, u.email])).toEqual([
      ['elena.novak', null],
      ['kenji.ito', 'kenji.ito@example.com'],
    ]);
  });
});
