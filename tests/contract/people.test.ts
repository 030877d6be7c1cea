// People, roles, grants and the one-time password link (issue 13; openapi.yml tag admin, every path
// inferred). The spec names the folder and set permissions pages, gated by setPermissions (spec 001
// §2, §6), and a super admin (spec 000 §3, §6); the rest is the contract's: people, roles and the
// settings are the super admin's; the grants of a node belong to whoever holds setPermissions there,
// who hands out no more than they hold.
import { type components, isApiError, unwrap } from '@vitrine/api-client';
import { expect, it } from 'vitest';
import { describeContract, expectApiError } from './support';

type Schemas = components['schemas'];

describeContract('people', (c) => {
  const me = async () => unwrap(c.client.GET('/api/session/currentuser'));
  const people = async () => (await unwrap(c.client.GET('/api/admin/users'))).users;
  const roles = async () => (await unwrap(c.client.GET('/api/admin/roles'))).roles;
  const roleId = async (name: string) => {
    const role = (await roles()).find((r) => r.name === name);
    if (!role) throw new Error(`no role ${name}`);
    return role.id;
  };
  const personId = async (logicalId: string) => {
    const found = (await people()).find((p) => p.logicalId === logicalId);
    if (!found) throw new Error(`no person ${logicalId}`);
    return found.id;
  };
  const grantsOn = async (folder: number) =>
    unwrap(c.client.GET('/api/admin/grants', { params: { query: { folder } } }));

  it('only the super admin manages people, roles and settings: 403 for the editor and the viewer', async () => {
    for (const role of ['editor', 'viewer'] as const) {
      await c.signInAs(role);
      const message = 'Only a super admin may manage people, roles and settings.';
      expectApiError(await c.client.GET('/api/admin/users'), 403, message);
      expectApiError(await c.client.GET('/api/admin/settings'), 403, message);
      expectApiError(
        await c.client.POST('/api/admin/users', { body: { logicalId: 'intruder', password: 'long-enough' } }),
        403,
        message,
      );
      expectApiError(
        await c.client.POST('/api/admin/roles', { body: { name: 'r', permissions: [] } }),
        403,
        message,
      );
      expectApiError(
        await c.client.PATCH('/api/admin/settings', { body: { enableAnnotations: false } }),
        403,
        message,
      );
    }
    await c.signInAs('superAdmin');
    expect((await people()).map((p) => p.logicalId)).not.toContain('intruder');
    expect((await unwrap(c.client.GET('/api/admin/settings'))).enableAnnotations).toBe(true);
  });

  it('creates a person with a password; names are unique whatever their case', async () => {
    await c.signInAs('superAdmin');
    const { user, passwordLink } = await unwrap(
      c.client.POST('/api/admin/users', {
        body: { logicalId: ' ana.silva ', email: 'ana.silva@example.com', password: 'a-long-password' },
      }),
    );
    expect(passwordLink).toBeNull();
    expect(user).toMatchObject({
      logicalId: 'ana.silva',
      email: 'ana.silva@example.com',
      isSuperAdmin: false,
      isDisabled: false,
      isGuest: false,
      hasPassword: true,
      passwordLinkPending: false,
    });
    expect((await people()).find((p) => p.id === user.id)).toEqual(user);
    const taken = await c.client.POST('/api/admin/users', {
      body: { logicalId: 'ANA.SILVA', password: 'a-long-password' },
    });
    expectApiError(taken, 400, 'The name ANA.SILVA is already used.');
    const short = await c.client.POST('/api/admin/users', { body: { logicalId: 'bo', password: 'short' } });
    expectApiError(short, 400, 'The new password must have at least 8 characters.');
    const email = await c.client.POST('/api/admin/users', {
      body: { logicalId: 'cy', email: 'not-an-address' },
    });
    expectApiError(email, 400, 'Invalid e-mail address.');
  });

  it('a one-time password link: shows whom it is for, sets the password once, then is refused', async () => {
    await c.signInAs('superAdmin');
    const created = await unwrap(c.client.POST('/api/admin/users', { body: { logicalId: 'invited' } }));
    expect(created.user).toMatchObject({ hasPassword: false, passwordLinkPending: true });
    const link = created.passwordLink as Schemas['PasswordLink'];
    expect(Date.parse(link.expiresAt)).toBeGreaterThan(Date.now() - 365 * 24 * 3600_000);
    await c.signInAs('guest');
    const check = await unwrap(c.client.POST('/api/passwordlink/check', { body: { token: link.token } }));
    expect(check).toEqual({ logicalId: 'invited', expiresAt: link.expiresAt });
    // A refused password does not use the link up.
    const short = await c.client.POST('/api/passwordlink/use', {
      body: { token: link.token, password: 'short' },
    });
    expectApiError(short, 400, 'The new password must have at least 8 characters.');
    const used = await c.client.POST('/api/passwordlink/use', {
      body: { token: link.token, password: 'now-my-password' },
    });
    expect(used.response.status).toBe(204);
    const again = await c.client.POST('/api/passwordlink/use', {
      body: { token: link.token, password: 'another-password' },
    });
    expectApiError(again, 404, 'This link is not valid or has already been used.');
    expectApiError(
      await c.client.POST('/api/passwordlink/check', { body: { token: link.token } }),
      404,
      'This link is not valid or has already been used.',
    );
    expectApiError(
      await c.client.POST('/api/passwordlink/check', { body: { token: 'never-issued' } }),
      404,
      'This link is not valid or has already been used.',
    );
    await c.signInAs('superAdmin');
    const person = (await people()).find((p) => p.id === created.user.id);
    expect(person).toMatchObject({ hasPassword: true, passwordLinkPending: false });
  });

  it('a reset issues a new link and the older unused one stops working', async () => {
    await c.signInAs('superAdmin');
    const { user } = await unwrap(c.client.POST('/api/admin/users', { body: { logicalId: 'forgetful' } }));
    const path = { id: user.id };
    const first = (
      await unwrap(c.client.POST('/api/admin/users/{id}/password', { params: { path }, body: {} }))
    ).passwordLink as Schemas['PasswordLink'];
    const second = (
      await unwrap(c.client.POST('/api/admin/users/{id}/password', { params: { path }, body: {} }))
    ).passwordLink as Schemas['PasswordLink'];
    expect(second.token).not.toBe(first.token);
    expectApiError(await c.client.POST('/api/passwordlink/check', { body: { token: first.token } }), 404);
    expect(
      (await c.client.POST('/api/passwordlink/check', { body: { token: second.token } })).response.status,
    ).toBe(200);
    const set = await unwrap(
      c.client.POST('/api/admin/users/{id}/password', {
        params: { path },
        body: { password: 'set-by-admin' },
      }),
    );
    expect(set.passwordLink).toBeNull();
    expectApiError(await c.client.POST('/api/passwordlink/check', { body: { token: second.token } }), 404);
  });

  it('refuses deleting, disabling or demoting yourself, and deleting the guest', async () => {
    await c.signInAs('superAdmin');
    const self = { id: (await me()).id as number };
    expectApiError(
      await c.client.DELETE('/api/admin/users/{id}', { params: { path: self } }),
      400,
      'You cannot delete your own account.',
    );
    expectApiError(
      await c.client.PATCH('/api/admin/users/{id}', { params: { path: self }, body: { isDisabled: true } }),
      400,
      'You cannot disable your own account.',
    );
    expectApiError(
      await c.client.PATCH('/api/admin/users/{id}', {
        params: { path: self },
        body: { isSuperAdmin: false },
      }),
      400,
      'You cannot take away your own super admin rights.',
    );
    const guest = (await people()).find((p) => p.isGuest);
    if (!guest) throw new Error('no guest principal');
    expectApiError(
      await c.client.DELETE('/api/admin/users/{id}', { params: { path: { id: guest.id } } }),
      400,
    );
    const after = (await people()).find((p) => p.id === self.id);
    expect(after).toMatchObject({ isSuperAdmin: true, isDisabled: false });
  });

  it('a disabled person cannot sign in ("This account is disabled."); enabled again, they can', async () => {
    await c.signInAs('viewer');
    const viewerId = (await me()).id as number;
    await c.signInAs('superAdmin');
    const disabled = await unwrap(
      c.client.PATCH('/api/admin/users/{id}', {
        params: { path: { id: viewerId } },
        body: { isDisabled: true },
      }),
    );
    expect(disabled.isDisabled).toBe(true);
    const refused = await c.signInAs('viewer').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isApiError(refused)).toBe(true);
    expect(refused).toMatchObject({ status: 403, responseStatus: { message: 'This account is disabled.' } });
    await c.signInAs('superAdmin');
    await unwrap(
      c.client.PATCH('/api/admin/users/{id}', {
        params: { path: { id: viewerId } },
        body: { isDisabled: false },
      }),
    );
    await c.signInAs('viewer');
    expect((await me()).id).toBe(viewerId);
  });

  it('deletes a person: gone from the lists, their grants with them', async () => {
    await c.signInAs('superAdmin');
    const folder = await c.newFolder();
    const { user } = await unwrap(
      c.client.POST('/api/admin/users', { body: { logicalId: 'leaver', password: 'leaver-password' } }),
    );
    await unwrap(
      c.client.POST('/api/admin/grants', {
        body: { userId: user.id, roleId: await roleId('viewer'), folderId: folder.id },
      }),
    );
    expect(
      (await c.client.DELETE('/api/admin/users/{id}', { params: { path: { id: user.id } } })).response.status,
    ).toBe(204);
    expectApiError(await c.client.GET('/api/admin/users/{id}', { params: { path: { id: user.id } } }), 404);
    expect((await people()).some((p) => p.id === user.id)).toBe(false);
    expect((await grantsOn(folder.id)).grants.some((g) => g.user.id === user.id)).toBe(false);
  });

  it('deleting a person keeps their files, which then have no owner (openapi.yml deleteAdminUser)', async () => {
    await c.signInAs('editor');
    const editorId = (await me()).id as number;
    const folder = await c.newFolder();
    const imageId = await c.uploadPng(folder.id);
    expect((await c.filesIn(folder.id)).find((f) => f.id === imageId)?.owner?.id).toBe(editorId);
    await c.signInAs('superAdmin');
    expect(
      (await c.client.DELETE('/api/admin/users/{id}', { params: { path: { id: editorId } } })).response
        .status,
    ).toBe(204);
    const file = (await c.filesIn(folder.id)).find((f) => f.id === imageId);
    expect(file).toBeDefined();
    expect(file?.owner).toBeUndefined();
  });

  it('roles: permission names in their order, unique names, no delete while granted', async () => {
    await c.signInAs('superAdmin');
    const role = await unwrap(
      c.client.POST('/api/admin/roles', {
        body: { name: 'Reviewer', permissions: ['editData', 'download'] },
      }),
    );
    expect(role).toMatchObject({ name: 'Reviewer', permissions: ['download', 'editData'], grantCount: 0 });
    expectApiError(
      await c.client.POST('/api/admin/roles', { body: { name: 'reviewer', permissions: [] } }),
      400,
      'The name reviewer is already used.',
    );
    expectApiError(
      await c.client.POST('/api/admin/roles', {
        body: { name: 'odd', permissions: ['not.a.permission'] as never },
      }),
      400,
    );
    const changed = await unwrap(
      c.client.PATCH('/api/admin/roles/{id}', {
        params: { path: { id: role.id } },
        body: { permissions: ['download'] },
      }),
    );
    expect(changed.permissions).toEqual(['download']);
    const folder = await c.newFolder();
    const viewerId = await personId('kenji.ito');
    const grant = await unwrap(
      c.client.POST('/api/admin/grants', {
        body: { userId: viewerId, roleId: role.id, folderId: folder.id },
      }),
    );
    expect((await roles()).find((r) => r.id === role.id)?.grantCount).toBe(1);
    expectApiError(
      await c.client.DELETE('/api/admin/roles/{id}', { params: { path: { id: role.id } } }),
      400,
      'This role is still granted; remove its grants first.',
    );
    await c.client.DELETE('/api/admin/grants/{id}', { params: { path: { id: grant.id } } });
    expect(
      (await c.client.DELETE('/api/admin/roles/{id}', { params: { path: { id: role.id } } })).response.status,
    ).toBe(204);
  });

  it('grants of a folder: its own, and inherited ones marked on the folders below (spec 001 §2)', async () => {
    await c.signInAs('superAdmin');
    const folder = await c.newFolder();
    const child = await c.newFolder(folder.id);
    const viewerId = await personId('kenji.ito');
    const viewerRole = await roleId('viewer');
    const grant = await unwrap(
      c.client.POST('/api/admin/grants', {
        body: { userId: viewerId, roleId: viewerRole, folderId: folder.id },
      }),
    );
    expect(grant).toMatchObject({
      user: { id: viewerId, logicalId: 'kenji.ito' },
      role: { id: viewerRole, name: 'viewer' },
      node: { kind: 'folder', id: folder.id, name: folder.name },
      inherited: false,
    });
    const here = await grantsOn(folder.id);
    expect(here.node).toEqual({ kind: 'folder', id: folder.id, name: folder.name });
    expect(here.grants.find((g) => g.id === grant.id)?.inherited).toBe(false);
    const below = await grantsOn(child.id);
    expect(below.grants.find((g) => g.id === grant.id)?.inherited).toBe(true);
    // Every grant is marked inherited exactly when it sits on another node, and those come first.
    for (const listing of [here, below]) {
      for (const g of listing.grants)
        expect(g.inherited).toBe(g.node.kind !== 'folder' || g.node.id !== listing.node.id);
      const firstOwn = listing.grants.findIndex((g) => !g.inherited);
      if (firstOwn >= 0) expect(listing.grants.slice(firstOwn).every((g) => !g.inherited)).toBe(true);
    }
    expectApiError(
      await c.client.POST('/api/admin/grants', {
        body: { userId: viewerId, roleId: viewerRole, folderId: folder.id },
      }),
      400,
      'This person already holds this role here.',
    );
    expectApiError(
      await c.client.POST('/api/admin/grants', { body: { userId: viewerId, roleId: viewerRole } }),
      400,
    );
    expect(
      (await c.client.DELETE('/api/admin/grants/{id}', { params: { path: { id: grant.id } } })).response
        .status,
    ).toBe(204);
    expect((await grantsOn(folder.id)).grants.some((g) => g.id === grant.id)).toBe(false);
  });

  it('setPermissions on a folder lets a person manage its grants, handing out no more than they hold (spec 001 §6)', async () => {
    await c.signInAs('superAdmin');
    const folder = await c.newFolder();
    const child = await c.newFolder(folder.id);
    const manager = await unwrap(
      c.client.POST('/api/admin/roles', {
        body: { name: 'manager', permissions: ['setPermissions', 'download', 'images.download'] },
      }),
    );
    const viewerId = await personId('kenji.ito');
    const editorId = await personId('elena.novak');
    const editorRole = await roleId('editor');
    const viewerRole = await roleId('viewer');
    await c.signInAs('viewer');
    const ask = async (folderId: number) =>
      (
        await unwrap(
          c.client.GET('/api/permission', {
            params: { query: { permission: 'setPermissions', require: 'any', folder: folderId } },
          }),
        )
      ).allowed;
    expect(await ask(folder.id)).toBe(false);
    expectApiError(
      await c.client.GET('/api/admin/grants', { params: { query: { folder: folder.id } } }),
      403,
    );
    expectApiError(await c.client.GET('/api/admin/roles'), 403);

    await c.signInAs('superAdmin');
    await unwrap(
      c.client.POST('/api/admin/grants', {
        body: { userId: viewerId, roleId: manager.id, folderId: folder.id },
      }),
    );
    await c.signInAs('viewer');
    expect(await ask(folder.id)).toBe(true);
    expect(await ask(child.id)).toBe(true);
    expect((await roles()).map((r) => r.name)).toContain('manager');
    const refused = await c.client.POST('/api/admin/grants', {
      body: { userId: editorId, roleId: editorRole, folderId: child.id },
    });
    expectApiError(refused, 403, 'You may grant only a role whose permissions you hold here yourself.');
    const granted = await unwrap(
      c.client.POST('/api/admin/grants', {
        body: { userId: editorId, roleId: viewerRole, folderId: child.id },
      }),
    );
    expect((await grantsOn(child.id)).grants.find((g) => g.id === granted.id)?.inherited).toBe(false);
    // Not above the folder, nor on the whole library.
    const workspace = await c.workspace();
    expectApiError(
      await c.client.GET('/api/admin/grants', { params: { query: { folder: workspace.id } } }),
      403,
    );
    expectApiError(
      await c.client.POST('/api/admin/grants', {
        body: { userId: editorId, roleId: viewerRole, folderId: 0 },
      }),
      403,
      'Only a super admin may grant a role on the whole library.',
    );
    expect(
      (await c.client.DELETE('/api/admin/grants/{id}', { params: { path: { id: granted.id } } })).response
        .status,
    ).toBe(204);
  });

  it('GET /api/users: the super admin sees e-mails; anyone else only their own', async () => {
    await c.signInAs('superAdmin');
    const all = (await unwrap(c.client.GET('/api/users'))).users;
    expect(all.find((u) => u.logicalId === 'kenji.ito')?.email).toMatch(/@/);
    expect(all.some((u) => u.logicalId === 'guest')).toBe(false);
    await c.signInAs('viewer');
    const self = await me();
    const seen = (await unwrap(c.client.GET('/api/users'))).users;
    expect(seen.find((u) => u.id === self.id)?.email).toBe(self.email);
    const others = seen.filter((u) => u.id !== self.id);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((u) => u.email === null || u.email === undefined)).toBe(true);
  });
});

describeContract('library settings', (c) => {
  it('a change shows at once in GET /api/config/* (spec 000 §3 global settings, §6 guest access)', async () => {
    await c.signInAs('superAdmin');
    const before = await unwrap(c.client.GET('/api/admin/settings'));
    expect(before).toMatchObject({
      guestAccessEnabled: true,
      setsName: 'Virtual Set',
      enableImageVersions: true,
    });
    const after = await unwrap(
      c.client.PATCH('/api/admin/settings', {
        body: {
          guestAccessEnabled: false,
          enableImageVersions: false,
          enableAnnotations: false,
          setsName: ' Albums ',
        },
      }),
    );
    expect(after).toMatchObject({
      guestAccessEnabled: false,
      enableImageVersions: false,
      enableAnnotations: false,
      setsName: 'Albums',
      enableWorkflow: before.enableWorkflow,
    });
    expect((await unwrap(c.client.GET('/api/config/advanced'))).guestAccessEnabled).toBe(false);
    const global = await unwrap(c.client.GET('/api/config/globalsettings'));
    expect([global.enableImageVersions, global.enableAnnotations, global.enableWorkflow]).toEqual([
      false,
      false,
      before.enableWorkflow,
    ]);
    expect((await unwrap(c.client.GET('/api/config/preferences/setsname'))).value).toBe('Albums');
    expect(await unwrap(c.client.GET('/api/admin/settings'))).toEqual(after);
  });

  it('refuses an empty name of sets, an unknown setting and an empty change (400), changing nothing', async () => {
    await c.signInAs('superAdmin');
    const before = await unwrap(c.client.GET('/api/admin/settings'));
    expectApiError(
      await c.client.PATCH('/api/admin/settings', { body: { setsName: '   ' } }),
      400,
      'The name of sets may not be empty.',
    );
    expectApiError(
      await c.client.PATCH('/api/admin/settings', { body: { notASetting: true } as never }),
      400,
    );
    expectApiError(await c.client.PATCH('/api/admin/settings', { body: {} }), 400);
    expect(await unwrap(c.client.GET('/api/admin/settings'))).toEqual(before);
  });
});
