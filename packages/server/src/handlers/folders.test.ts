// Every folder call of spec 000 §7 through the server, with response validation on.
import type { components } from '@vitrine/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Agent, startTestServer, type TestServer } from '../testing/harness';

type Folder = components['schemas']['Folder'];
type Page = { folders: (Folder & { loadMoreFor?: unknown; nextSkip?: number })[]; nextSkip: number | null };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(() => server.reset());
afterAll(() => server.close());

const create = async (agent: Agent, Name: string, ParentId: number) => {
  const answer = await agent.call<Folder>('POST', '/api/folder/addFolder', { Name, ParentId });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const children = async (
  agent: Agent,
  folderId: number | 'root',
  page: { skip?: number; take?: number } = {},
) => (await agent.call<Page>('POST', '/api/folders/subfolders', { folderId, ...page })).body;

describe('folders', () => {
  it('creates a folder under its parent with the wire shape of spec 000 §3', async () => {
    const editor = await server.as('editor');
    const workspace = server.library.folders.workspace;
    const folder = await create(editor, '  Posters  ', workspace.id);
    expect(folder).toEqual({
      id: expect.any(Number),
      name: 'Posters',
      fullPath: '/Marketing/Posters',
      shortPath: 'Marketing/Posters',
      subfoldersCount: 0,
      isPinned: false,
      autoResync: false,
      forbiddenFileTypes: [],
      currentPermissions: { editData: true, upload: true },
      processing: false,
    });
    const parents = await editor.call('GET', `/api/folders/getFolderParentsIds?FolderId=${folder.id}`);
    expect(parents.body).toEqual({ parentFolders: [workspace.id] });
  });

  it.each([
    ['', 'Input is empty!'],
    ['   ', 'Input is empty!'],
    ['a/b', 'Input contains invalid characters!'],
    ['a:b', 'Input contains invalid characters!'],
    ['Drafts.', 'The folder name cannot end with a dot character!'],
  ])('refuses the name %j with 400 %j and creates nothing (spec 000 §5)', async (Name, message) => {
    const editor = await server.as('editor');
    const workspace = server.library.folders.workspace;
    const before = await children(editor, workspace.id);
    const answer = await editor.call('POST', '/api/folder/addFolder', { Name, ParentId: workspace.id });
    expect(answer).toMatchObject({
      status: 400,
      body: { responseStatus: { errorCode: 'BadRequest', message } },
    });
    expect(await children(editor, workspace.id)).toEqual(before);
  });

  it("pages children 100 at a time in natural order with a 'Load more...' node (spec 000 §3, §4, §9)", async () => {
    const admin = await server.as('superAdmin');
    const parent = await create(admin, 'Catalogue', server.library.folders.workspace.id);
    const db = server.app.vitrine.db;
    // 120 children, made directly (fast), named SKU-1 … SKU-120.
    const { insertFolder } = await import('../library/folders');
    const row = await db
      .selectFrom('folders')
      .selectAll()
      .where('id', '=', parent.id)
      .executeTakeFirstOrThrow();
    for (let i = 120; i >= 1; i--) await insertFolder(db, { name: `SKU-${i}`, parent: row, now: new Date() });
    const first = await children(admin, parent.id);
    expect(first.folders).toHaveLength(101);
    expect(first.folders.slice(0, 3).map((f) => f.name)).toEqual(['SKU-1', 'SKU-2', 'SKU-3']);
    expect(first.folders.at(-1)).toEqual({
      id: -1,
      name: 'Load more...',
      nextSkip: 100,
      loadMoreFor: parent.id,
    });
    expect(first.nextSkip).toBe(100);
    const second = await children(admin, parent.id, { skip: 100 });
    expect(second.folders.map((f) => f.name)).toEqual(Array.from({ length: 20 }, (_, i) => `SKU-${101 + i}`));
    expect(second.nextSkip).toBeNull();
    expect((await children(admin, parent.id, { take: 0 })).folders).toHaveLength(120);
    const root = await children(admin, 'root');
    expect(root.folders.map((f) => f.name)).toEqual(['Archive', 'Brand Assets', 'Marketing', 'Products']);
  });

  it('renames, with the rules of spec 000 §5 and "Not valid folder to rename" for a non-numeric id', async () => {
    const editor = await server.as('editor');
    const folder = await create(editor, 'Old', server.library.folders.workspace.id);
    const renamed = await editor.call<Folder>('PATCH', `/api/folder/${folder.id}`, { Name: 'New' });
    expect(renamed.body).toMatchObject({ id: folder.id, name: 'New', fullPath: '/Marketing/New' });
    expect((await editor.call('PATCH', `/api/folder/${folder.id}`, { Name: 'x|y' })).body).toEqual({
      responseStatus: { errorCode: 'BadRequest', message: 'Input contains invalid characters!' },
    });
    expect((await editor.call('PATCH', '/api/folder/abc', { Name: 'New' })).body).toEqual({
      responseStatus: { errorCode: 'BadRequest', message: 'Not valid folder to rename' },
    });
  });

  it('answers 413 to a rename touching more than 10 thousand items until hugeOperationAllowed (spec 000 §5, §8)', async () => {
    const admin = await server.as('superAdmin');
    const huge = server.library.folders.huge;
    const refused = await admin.call('PATCH', `/api/folder/${huge.id}`, { Name: 'Old library' });
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({
      responseStatus: {
        errorCode: 'HugeOperation',
        message: 'There is more than 10 thousands items to rename! Are you sure you want to rename it?',
      },
    });
    expect(
      (await admin.call<Folder[]>('POST', '/api/folders/getFolderWithString', { FolderPathPart: 'Archive' }))
        .body,
    ).toMatchObject({
      folders: [{ id: huge.id, name: 'Archive' }],
    });
    const done = await admin.call('PATCH', `/api/folder/${huge.id}`, {
      Name: 'Old library',
      hugeOperationAllowed: true,
    });
    expect(done.body).toMatchObject({ id: huge.id, name: 'Old library' });
    // A folder below counts too: moving the huge one under another makes that one huge.
    const small = await create(admin, 'Small', server.library.folders.workspace.id);
    expect((await admin.call('PATCH', `/api/folder/${small.id}`, { Name: 'Still small' })).status).toBe(200);
  });

  it('finds folders by a part of their name or path, and answers 400 for blank text', async () => {
    const editor = await server.as('editor');
    const byName = await editor.call<{ searchPath: string; folders: Folder[] }>(
      'POST',
      '/api/folders/getFolderWithString',
      { FolderPathPart: 'camp' },
    );
    expect(byName.body).toMatchObject({
      searchPath: 'camp',
      folders: [{ name: 'Campaigns', fullPath: '/Marketing/Campaigns' }],
    });
    const byPath = await editor.call<{ folders: Folder[] }>('POST', '/api/folders/getFolderWithString', {
      FolderPathPart: 'marketing/so',
    });
    expect(byPath.body.folders.map((f) => f.fullPath)).toEqual(['/Marketing/Social Media']);
    const percent = await editor.call<{ folders: Folder[] }>('POST', '/api/folders/getFolderWithString', {
      FolderPathPart: '%',
    });
    expect(percent.body.folders).toEqual([]);
    expect(
      (await editor.call('POST', '/api/folders/getFolderWithString', { FolderPathPart: '  ' })).status,
    ).toBe(400);
  });

  it('deletes a folder with everything below it; then it is not found', async () => {
    const editor = await server.as('editor');
    const folder = await create(editor, 'Doomed', server.library.folders.workspace.id);
    const child = await create(editor, 'Child', folder.id);
    expect((await editor.call('DELETE', `/api/folder/${folder.id}`)).status).toBe(204);
    expect((await editor.call('GET', `/api/folders/getFolderParentsIds?FolderId=${child.id}`)).status).toBe(
      404,
    );
    expect((await editor.call('DELETE', `/api/folder/${folder.id}`)).body).toEqual({
      responseStatus: { errorCode: 'NotFound', message: `Folder ${folder.id} was not found.` },
    });
  });

  it('moves folders, reports the ones it could not move, and refuses a move into a descendant', async () => {
    const editor = await server.as('editor');
    const workspace = server.library.folders.workspace;
    const a = await create(editor, 'A', workspace.id);
    const b = await create(editor, 'B', workspace.id);
    const a1 = await create(editor, 'A1', a.id);
    const moved = await editor.call('PATCH', '/api/folders/move', {
      folderIds: [a.id, 99999],
      newParentId: b.id,
    });
    expect(moved.body).toEqual({
      failedFolderIds: [{ folderId: 99999, exceptionMessage: 'Folder 99999 was not found.' }],
    });
    expect((await editor.call('GET', `/api/folders/getFolderParentsIds?FolderId=${a1.id}`)).body).toEqual({
      parentFolders: [workspace.id, b.id, a.id],
    });
    expect((await children(editor, b.id)).folders[0]).toMatchObject({
      id: a.id,
      fullPath: '/Marketing/B/A',
      subfoldersCount: 1,
    });
    const intoOwnChild = await editor.call('PATCH', '/api/folders/move', {
      folderIds: [b.id],
      newParentId: a1.id,
    });
    expect(intoOwnChild.status).toBe(400);
    expect((await editor.call('GET', `/api/folders/getFolderParentsIds?FolderId=${b.id}`)).body).toEqual({
      parentFolders: [workspace.id],
    });
    // The editor may not take a folder out of a place where they may only read.
    const products = server.library.folders.products;
    const refused = await editor.call('PATCH', '/api/folders/move', {
      folderIds: [products.id],
      newParentId: b.id,
    });
    expect(refused.body).toEqual({
      failedFolderIds: [
        { folderId: products.id, exceptionMessage: 'You are not allowed to move folder Products.' },
      ],
    });
  });

  it('warns before a move that changes the permissions a folder inherits', async () => {
    const admin = await server.as('superAdmin');
    const { workspace, products } = server.library.folders;
    const a = await create(admin, 'A', workspace.id);
    const b = await create(admin, 'B', workspace.id);
    const same = await admin.call('GET', `/api/folders/movepermissionwarning/${a.id}/${b.id}`);
    expect(same.body).toEqual({ warning: '' });
    const other = await admin.call<{ warning: string }>(
      'GET',
      `/api/folders/movepermissionwarning/${a.id}/${products.id}`,
    );
    expect(other.body.warning).toMatch(/different permissions/);
  });

  it('saves auto-resync and schedules a resync job', async () => {
    const editor = await server.as('editor');
    const folder = await create(editor, 'Synced', server.library.folders.workspace.id);
    expect(
      (await editor.call('PATCH', `/api/folders/autoresync/${folder.id}`, { autoResync: true })).status,
    ).toBe(204);
    expect(
      (await children(editor, server.library.folders.workspace.id)).folders.find((f) => f.id === folder.id)
        ?.autoResync,
    ).toBe(true);
    expect(
      (await editor.call('POST', '/api/folder/resync/', { folderId: folder.id, tenantId: null })).status,
    ).toBe(204);
    // The job runs (jobs/resync.ts; the empty folder has nothing to read).
    await server.app.vitrineJobs.worker.idle();
    const jobs = await server.app.vitrine.db
      .selectFrom('jobs')
      .select(['kind', 'folder_id', 'status'])
      .execute();
    // Turning auto-resync on re-synced the folder at once (jobs/auto-resync.ts); the call asked another.
    expect(jobs).toEqual([
      { kind: 'resync', folder_id: folder.id, status: 'done' },
      { kind: 'resync', folder_id: folder.id, status: 'done' },
    ]);
  });

  it("keeps file-type limits, with the parents' limits, and lets only the super admin change them (spec 000 §5, §6)", async () => {
    const admin = await server.as('superAdmin');
    const workspace = server.library.folders.workspace;
    const child = await create(admin, 'Child', workspace.id);
    expect(
      (
        await admin.call('POST', `/api/folders/limitUploadFileTypes/${workspace.id}`, {
          forbiddenTypesNames: ['.EXE', '.zip'],
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await admin.call('POST', `/api/folders/limitUploadFileTypes/${child.id}`, {
          forbiddenTypesNames: ['.mov'],
        })
      ).status,
    ).toBe(204);
    const limits = await admin.call('GET', `/api/folders/limitUploadFileTypes/${child.id}`);
    expect(limits.body).toEqual({
      forbiddenTypesNames: ['.mov'],
      parentFoldersForbiddenNames: ['.exe', '.zip'],
      allFoldersWithLimits: [
        { id: workspace.id, name: 'Marketing', fullPath: '/Marketing' },
        { id: child.id, name: 'Child', fullPath: '/Marketing/Child' },
      ],
    });
    const editor = await server.as('editor');
    expect(
      (
        await editor.call('POST', `/api/folders/limitUploadFileTypes/${child.id}`, {
          forbiddenTypesNames: [],
        })
      ).status,
    ).toBe(403);
    expect((await admin.call('GET', `/api/folders/limitUploadFileTypes/${child.id}`)).body).toMatchObject({
      forbiddenTypesNames: ['.mov'],
    });
  });
});
