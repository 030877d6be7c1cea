// Permissions: what GET /api/permission answers is what the routes enforce (one function), grants
// apply down the tree, another user gets 403 or 404 and nothing changes, the guest reads only.

import type { components } from '@vitrine/api-client';
import type { RoleName } from '@vitrine/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { TEST_SCRYPT_COST } from '../testing/contract';
import { type Agent, startTestServer, type TestServer } from '../testing/harness';

type Folder = components['schemas']['Folder'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(() => server.reset());
afterAll(() => server.close());

const allowed = async (agent: Agent, permission: string, where: string) =>
  (
    await agent.call<{ allowed: boolean }>(
      'GET',
      `/api/permission?permission=${permission}&require=any&${where}`,
    )
  ).body.allowed;
const childNames = async (agent: Agent, folderId: number | 'root') =>
  (await agent.call<{ folders: Folder[] }>('POST', '/api/folders/subfolders', { folderId })).body.folders.map(
    (f) => f.name,
  );

/** A user whose only role is Editor on /Marketing/Campaigns. */
async function campaignsOnlyUser(): Promise<Agent> {
  const db = server.app.vitrine.db;
  const campaigns = await db
    .selectFrom('folders')
    .selectAll()
    .where('name', '=', 'Campaigns')
    .executeTakeFirstOrThrow();
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', 'editor' satisfies RoleName)
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('users')
    .values({
      user_name: 'narrow',
      email: null,
      password_hash: await hashPassword('narrow-pw', TEST_SCRYPT_COST),
      folder_id: null,
      created_at: 'now',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('role_assignments')
    .values({ user_id: id, role_id: role.id, folder_id: campaigns.id, set_id: null, group_id: null })
    .execute();
  const agent = server.agent();
  await agent.signIn('narrow', 'narrow-pw');
  return agent;
}

describe('the permission endpoints answer what the routes enforce', () => {
  const cases = [
    ['editor', 'workspace', true],
    ['editor', 'products', false],
    ['viewer', 'workspace', false],
    ['superAdmin', 'products', true],
  ] as const;

  it.each(cases)("%s: 'add' on %s is %s, and creating a subfolder agrees", async (role, where, expected) => {
    const agent = await server.as(role);
    const folder = server.library.folders[where];
    expect(await allowed(agent, 'add', `folder=${folder.id}`)).toBe(expected);
    const answer = await agent.call('POST', '/api/folder/addFolder', { Name: 'Added', ParentId: folder.id });
    expect(answer.status).toBe(expected ? 200 : 403);
    expect((await childNames(agent, folder.id)).includes('Added')).toBe(expected);
  });

  it.each(cases)(
    "%s: 'delete' on a child of %s is %s, and deleting agrees",
    async (role, where, expected) => {
      const admin = await server.as('superAdmin');
      const parent = server.library.folders[where];
      const child = (
        await admin.call<Folder>('POST', '/api/folder/addFolder', { Name: 'Target', ParentId: parent.id })
      ).body;
      const agent = await server.as(role);
      expect(await allowed(agent, 'delete', `folder=${child.id}`)).toBe(expected);
      expect((await agent.call('DELETE', `/api/folder/${child.id}`)).status).toBe(expected ? 204 : 403);
      expect((await childNames(admin, parent.id)).includes('Target')).toBe(!expected);
    },
  );

  it.each(cases)(
    "%s: the node's currentPermissions on %s agree with 'editData' and 'webUpload'",
    async (role, where, expected) => {
      const agent = await server.as(role);
      const folder = server.library.folders[where];
      const node = (
        await agent.call<{ folders: Folder[] }>('POST', '/api/folders/subfolders', { folderId: 'root' })
      ).body.folders.find((f) => f.id === folder.id);
      expect(node?.currentPermissions).toEqual({ editData: expected, upload: expected });
      expect(await allowed(agent, 'editData', `folder=${folder.id}`)).toBe(expected);
      expect(await allowed(agent, 'webUpload', `folder=${folder.id}`)).toBe(expected);
    },
  );

  it("answers a question about 'All' (folder 0) or no node with what the user holds somewhere", async () => {
    const editor = await server.as('editor');
    expect(await allowed(editor, 'fullData.view', 'folder=0')).toBe(true);
    expect(await allowed(editor, 'fullData.view', '')).toBe(true);
    const viewer = await server.as('viewer');
    expect(await allowed(viewer, 'fullData.view', '')).toBe(false);
    expect(await allowed(viewer, 'download', 'folder=0')).toBe(true);
  });

  it('answers for sets too, and 404 for a folder or set that does not exist', async () => {
    const viewer = await server.as('viewer');
    const set = await server.app.vitrine.db
      .selectFrom('sets')
      .select('id')
      .where('name', '=', 'Empty set')
      .executeTakeFirstOrThrow();
    const answer = await viewer.call('GET', `/api/permission?permission=download&virtualSet=${set.id}`);
    expect(answer.body).toEqual({ allowed: true, folder: null, set: set.id });
    expect((await viewer.call('GET', '/api/permission?permission=download&folder=99999')).status).toBe(404);
    expect((await viewer.call('GET', '/api/permission?permission=download&virtualSet=99999')).status).toBe(
      404,
    );
  });
});

describe('a role on a folder applies below it, and nowhere else', () => {
  it('lets the user work under the granted folder', async () => {
    const narrow = await campaignsOnlyUser();
    const campaigns = await server.app.vitrine.db
      .selectFrom('folders')
      .selectAll()
      .where('name', '=', 'Campaigns')
      .executeTakeFirstOrThrow();
    const created = await narrow.call<Folder>('POST', '/api/folder/addFolder', {
      Name: '2026',
      ParentId: campaigns.id,
    });
    expect(created.status).toBe(200);
    const grandchild = await narrow.call<Folder>('POST', '/api/folder/addFolder', {
      Name: 'Spring',
      ParentId: created.body.id,
    });
    expect(grandchild.body.currentPermissions).toEqual({ editData: true, upload: true });
  });

  it('shows only the way down to the granted folder, without its permissions', async () => {
    const narrow = await campaignsOnlyUser();
    expect(await childNames(narrow, 'root')).toEqual(['Marketing']);
    expect(await childNames(narrow, server.library.folders.workspace.id)).toEqual(['Campaigns']);
    const marketing = (
      await narrow.call<{ folders: Folder[] }>('POST', '/api/folders/subfolders', { folderId: 'root' })
    ).body.folders[0];
    expect(marketing).toMatchObject({
      subfoldersCount: 1,
      currentPermissions: { editData: false, upload: false },
    });
    expect(
      (
        await narrow.call('POST', '/api/folder/addFolder', {
          Name: 'Beside',
          ParentId: server.library.folders.workspace.id,
        })
      ).status,
    ).toBe(403);
  });

  it('answers 404 for folders it may not see, and changes nothing', async () => {
    const narrow = await campaignsOnlyUser();
    const products = server.library.folders.products;
    const requests: [string, string, unknown?][] = [
      ['POST', '/api/folders/subfolders', { folderId: products.id }],
      ['GET', `/api/folders/getFolderParentsIds?FolderId=${products.id}`],
      ['PATCH', `/api/folder/${products.id}`, { Name: 'Mine' }],
      ['DELETE', `/api/folder/${products.id}`],
      ['PATCH', `/api/folders/autoresync/${products.id}`, { autoResync: true }],
      ['GET', `/api/folders/limitUploadFileTypes/${products.id}`],
      ['GET', `/api/permission?permission=download&folder=${products.id}`],
      ['POST', '/api/pinneditems/folder', { value: true, folderId: products.id }],
    ];
    for (const [method, url, body] of requests) {
      const answer = await narrow.call(method as 'GET', url, body);
      expect({ url, status: answer.status }).toEqual({ url, status: 404 });
    }
    const search = await narrow.call<{ folders: Folder[] }>('POST', '/api/folders/getFolderWithString', {
      FolderPathPart: 'Products',
    });
    expect(search.body.folders).toEqual([]);
    const admin = await server.as('superAdmin');
    expect(await childNames(admin, 'root')).toContain('Products');
    const row = await server.app.vitrine.db
      .selectFrom('folders')
      .selectAll()
      .where('id', '=', products.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Products', auto_resync: 0 });
  });
});

describe('the guest (no session, guest access on)', () => {
  it('reads, and is refused every change with 403, and nothing changes', async () => {
    const guest = server.agent();
    const workspace = server.library.folders.workspace;
    expect(await childNames(guest, 'root')).toEqual(['Archive', 'Brand Assets', 'Marketing', 'Products']);
    expect(await allowed(guest, 'download', `folder=${workspace.id}`)).toBe(true);
    expect(await allowed(guest, 'add', `folder=${workspace.id}`)).toBe(false);
    const requests: [string, string, unknown?][] = [
      ['POST', '/api/folder/addFolder', { Name: 'Guest', ParentId: workspace.id }],
      ['PATCH', `/api/folder/${workspace.id}`, { Name: 'Guest' }],
      ['DELETE', `/api/folder/${workspace.id}`],
      [
        'PATCH',
        '/api/folders/move',
        { folderIds: [server.library.folders.products.id], newParentId: workspace.id },
      ],
      ['POST', '/api/pinneditems/folder', { value: true, folderId: workspace.id }],
      ['POST', '/api/websettings', { pageSize: 48 }],
      ['POST', '/api/vsgroups/', { Name: 'Guest' }],
      ['GET', '/api/users'],
    ];
    for (const [method, url, body] of requests) {
      const answer = await guest.call(method as 'GET', url, body);
      expect({ url, status: answer.status }).toEqual({ url, status: 403 });
    }
    const admin = await server.as('superAdmin');
    expect(await childNames(admin, workspace.id)).toEqual(['Campaigns', 'Print', 'Social Media']);
    expect(await childNames(admin, 'root')).toEqual(['Archive', 'Brand Assets', 'Marketing', 'Products']);
  });
});
