// folders: mutations show on the next read; names follow spec 000 §5; big renames answer 413.
import { describe, expect, it, vi } from 'vitest';
import { matchesFolderPathPart } from '../handlers/folders';
import { applyMockParameters, currentDb, setMockUser, setScenario, setSlowDelay } from '../index';
import { api, mockServerForFile } from './helpers';

mockServerForFile();

const folderId = (name: string) => {
  const folder = currentDb().folders.find((f) => f.name === name);
  if (!folder) throw new Error(`no folder ${name}`);
  return folder.id;
};
const children = async (parent: number | 'root', skip = 0) =>
  (await api('POST', '/api/folders/subfolders', { folderId: parent, take: 100, skip })).body;

describe('folder tree', () => {
  it('loads 100 children at a time with a Load more... node (spec 000 §3, §4)', async () => {
    const catalogue = currentDb().catalogueFolderId;
    const first = await children(catalogue);
    expect(first.folders).toHaveLength(101);
    expect(first.folders[100]).toEqual({
      id: -1,
      name: 'Load more...',
      nextSkip: 100,
      loadMoreFor: catalogue,
    });
    const second = await children(catalogue, first.nextSkip);
    expect(second.nextSkip).toBeNull();
    expect(second.folders.length).toBe(currentDb().childFolders(catalogue).length - 100);
    expect(second.folders.every((f: { id: number }) => f.id > 0)).toBe(true);
  });

  it('answers the parents of a folder, root first', async () => {
    const id = folderId('Day 1');
    const { body } = await api('GET', `/api/folders/getFolderParentsIds?FolderId=${id}`);
    expect(body.parentFolders.map((p: number) => currentDb().folder(p)?.name)).toEqual([
      'Events',
      'Conferences',
      'Summit 2022',
    ]);
  });

  const search = async (text: string) =>
    (await api('POST', '/api/folders/getFolderWithString', { FolderPathPart: text })).body;
  const paths = async (text: string) =>
    (await search(text)).folders.map((f: { fullPath: string }) => f.fullPath);

  it('finds folders by part of their name, with their path (spec 000 §2, §7)', async () => {
    const body = await search('summit');
    expect(body.searchPath).toBe('summit');
    expect(body.folders.map((f: { name: string }) => f.name)).toEqual([
      'Summit 2022',
      'Summit 2023',
      'Summit 2024',
      'Summit 2025',
      'Summit 2026',
    ]);
    expect(body.folders[0].fullPath).toBe('/Events/Conferences/Summit 2022');
  });

  it('finds folders by part of their path (spec 000 §7 FolderPathPart)', async () => {
    expect(await paths('Marketing/Pri')).toEqual(['/Marketing/Print']);
    expect(await paths('/products/catalogue/sku-100')).toEqual(
      Array.from({ length: 9 }, (_, i) => `/Products/Catalogue/SKU-100${i + 1}`),
    );
    expect(await paths('Summit 2022/')).toEqual([
      '/Events/Conferences/Summit 2022/Day 1',
      '/Events/Conferences/Summit 2022/Day 2',
    ]);
    expect(await paths('Conferences/Summit 2022/Day 2')).toEqual(['/Events/Conferences/Summit 2022/Day 2']);
    expect(await paths('Marketing/Summit')).toEqual([]);
  });

  it('lists a parent, not everything below it, for its name alone', async () => {
    expect(await paths('Audio')).toEqual(['/Audio']);
  });

  it('answers at most 100 folders, parents first', async () => {
    const found = await paths('SKU');
    expect(found).toHaveLength(100);
    expect(found[0]).toBe('/Products/Catalogue/SKU-1001');
  });

  it('refuses empty text with 400 (spec 000 §5: empty input sends nothing)', async () => {
    expect((await api('POST', '/api/folders/getFolderWithString', { FolderPathPart: '  ' })).status).toBe(
      400,
    );
  });

  it.each([
    ['/Marketing/Print', 'print', true],
    ['/Marketing/Print', 'Marketing/', true],
    ['/Marketing/Print', 'marketing', false],
    ['/Marketing/Print', 'ting/pr', true],
    ['/Marketing/Print', '/Marketing/Print', true],
    ['/Marketing/Print', 'Print/', false],
    ['/A/A', 'a', true],
  ])('matchesFolderPathPart(%j, %j) is %s', (fullPath, text, expected) => {
    expect(matchesFolderPathPart(fullPath, fullPath.split('/').pop() ?? '', text)).toBe(expected);
  });
});

describe('take and pos of POST subfolders (spec 000 §7, §9)', () => {
  const page = async (body: object) => (await api('POST', '/api/folders/subfolders', body)).body;

  it('answers every child for take 0, without a Load more... node', async () => {
    const catalogue = currentDb().catalogueFolderId;
    const all = await page({ folderId: catalogue, take: 0, skip: 0 });
    expect(all.folders).toHaveLength(currentDb().childFolders(catalogue).length);
    expect(all.folders.some((f: { id: number }) => f.id === -1)).toBe(false);
    expect(all.nextSkip).toBeNull();
    const rest = await page({ folderId: catalogue, take: 0, skip: 100 });
    expect(rest.folders.map((f: { id: number }) => f.id)).toEqual(
      all.folders.slice(100).map((f: { id: number }) => f.id),
    );
  });

  it('ignores pos', async () => {
    const catalogue = currentDb().catalogueFolderId;
    expect(await page({ folderId: catalogue, take: 100, skip: 0, pos: 57 })).toEqual(
      await page({ folderId: catalogue, take: 100, skip: 0 }),
    );
  });
});

describe('folder delete in progress (spec 000 §3, §4 processing)', () => {
  const childOf = async (parent: number, id: number) =>
    (await children(parent)).folders.find((f: { id: number }) => f.id === id);

  it('shows the folder as processing while a slow delete runs, then removes it', async () => {
    setScenario('deleteFolder', 'slow');
    setSlowDelay(200);
    const marketing = folderId('Marketing');
    const email = folderId('Email');
    expect(await childOf(marketing, email)).toMatchObject({ processing: false });
    const deleting = api('DELETE', `/api/folder/${email}`);
    await vi.waitFor(async () => expect(await childOf(marketing, email)).toMatchObject({ processing: true }));
    expect((await deleting).status).toBe(204);
    expect(await childOf(marketing, email)).toBeUndefined();
  });

  it('marks nothing for a delete the user may not do, and restores nothing it did not mark', async () => {
    applyMockParameters({ user: 'viewer', scenarios: { deleteFolder: 'slow' }, slowMs: 200 });
    const marketing = folderId('Marketing');
    const email = folderId('Email');
    const deleting = api('DELETE', `/api/folder/${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await childOf(marketing, email)).toMatchObject({ processing: false });
    expect((await deleting).status).toBe(403);
    expect(await childOf(marketing, email)).toMatchObject({ processing: false });
  });

  it('ends processing when the delete is refused after the wait', async () => {
    setScenario('deleteFolder', 'slow');
    setSlowDelay(200);
    const marketing = folderId('Marketing');
    const email = folderId('Email');
    const deleting = api('DELETE', `/api/folder/${email}`);
    await vi.waitFor(async () => expect(await childOf(marketing, email)).toMatchObject({ processing: true }));
    // The user loses the right while the delete waits (signed out): the delete is refused.
    setMockUser('viewer');
    expect((await deleting).status).toBe(403);
    expect(await childOf(marketing, email)).toMatchObject({ processing: false });
  });
});

describe('folder mutations', () => {
  it('lists a created folder under its parent', async () => {
    const parent = folderId('Print');
    const created = await api('POST', '/api/folder/addFolder', { Name: 'Posters', ParentId: parent });
    expect(created.status).toBe(200);
    expect(created.body.fullPath).toBe('/Marketing/Print/Posters');
    const listed = await children(parent);
    expect(listed.folders.map((f: { name: string }) => f.name)).toContain('Posters');
  });

  it.each([
    ['', 'Input is empty!'],
    ['   ', 'Input is empty!'],
    ['a<b', 'Input contains invalid characters!'],
    ['50%', 'Input contains invalid characters!'],
    ['a/b', 'Input contains invalid characters!'],
    ['draft.', 'The folder name cannot end with a dot character!'],
  ])('refuses the folder name %j with 400 %j (spec 000 §5)', async (name, message) => {
    const answer = await api('POST', '/api/folder/addFolder', { Name: name, ParentId: folderId('Print') });
    expect(answer.status).toBe(400);
    expect(answer.body.responseStatus.message).toBe(message);
    const renamed = await api('PATCH', `/api/folder/${folderId('Print')}`, { Name: name });
    expect(renamed.status).toBe(400);
    expect(renamed.body.responseStatus.message).toBe(message);
  });

  it('shows a renamed folder with its new name', async () => {
    const id = folderId('Email');
    const answer = await api('PATCH', `/api/folder/${id}`, { Name: 'Newsletters' });
    expect(answer.body.name).toBe('Newsletters');
    const listed = await children(folderId('Marketing'));
    expect(listed.folders.map((f: { name: string }) => f.name)).toContain('Newsletters');
    expect(listed.folders.map((f: { name: string }) => f.name)).not.toContain('Email');
  });

  it('answers 413 for a rename above 10 000 items unless hugeOperationAllowed (spec 000 §5, §8)', async () => {
    const id = folderId('Archive');
    const refused = await api('PATCH', `/api/folder/${id}`, { Name: 'Old archive' });
    expect(refused.status).toBe(413);
    expect(refused.body.responseStatus.message).toBe(
      'There is more than 10 thousands items to rename! Are you sure you want to rename it?',
    );
    expect(currentDb().folder(id)?.name).toBe('Archive');
    const allowed = await api('PATCH', `/api/folder/${id}`, {
      Name: 'Old archive',
      hugeOperationAllowed: true,
    });
    expect(allowed.status).toBe(200);
    expect(currentDb().folder(id)?.name).toBe('Old archive');
  });

  it('keeps a big folder big after a rename, and a new folder named like it small (spec 000 §5)', async () => {
    const id = folderId('Archive');
    const renamed = await api('PATCH', `/api/folder/${id}`, {
      Name: 'Old archive',
      hugeOperationAllowed: true,
    });
    expect(renamed.status).toBe(200);
    // Still more than 10 000 items under it: the next rename asks again.
    expect((await api('PATCH', `/api/folder/${id}`, { Name: 'Archive' })).status).toBe(413);
    const created = await api('POST', '/api/folder/addFolder', {
      Name: 'Archive',
      ParentId: folderId('Print'),
    });
    expect(created.status).toBe(200);
    expect((await api('PATCH', `/api/folder/${created.body.id}`, { Name: 'Archive 2' })).status).toBe(200);
  });

  it("refuses a rename of a non-numeric id with 'Not valid folder to rename'", async () => {
    const answer = await api('PATCH', '/api/folder/abc', { Name: 'x' });
    expect(answer.status).toBe(400);
    expect(answer.body.responseStatus.message).toBe('Not valid folder to rename');
  });

  it('removes a deleted folder, its subfolders and its files', async () => {
    const id = folderId('Conferences');
    const below = [id, ...currentDb().descendantFolderIds(id)];
    const files = currentDb()
      .images.filter((i) => below.includes(i.folderId))
      .map((i) => i.id);
    expect(files.length).toBeGreaterThan(0);
    expect((await api('DELETE', `/api/folder/${id}`)).status).toBe(204);
    const listed = await children(folderId('Events'));
    expect(listed.folders.map((f: { name: string }) => f.name)).not.toContain('Conferences');
    const search = await api('POST', '/api/search/count', { criteria: { selectedFolder: id } });
    expect(search.status).toBe(404);
    expect(currentDb().images.some((i) => files.includes(i.id))).toBe(false);
  });

  it('moves a folder and refuses a move into its own descendant (spec 000 §5)', async () => {
    const events = folderId('Events');
    const day1 = folderId('Day 1');
    const refused = await api('PATCH', '/api/folders/move', { folderIds: [events], newParentId: day1 });
    expect(refused.status).toBe(400);
    const moved = await api('PATCH', '/api/folders/move', {
      folderIds: [folderId('Trade Shows')],
      newParentId: folderId('Marketing'),
    });
    expect(moved.body).toEqual({ failedFolderIds: [] });
    const listed = await children(folderId('Marketing'));
    expect(listed.folders.map((f: { name: string }) => f.name)).toContain('Trade Shows');
  });

  it('warns before a move when the permissions differ', async () => {
    const same = await api(
      'GET',
      `/api/folders/movepermissionwarning/${folderId('Print')}/${folderId('Lifestyle')}`,
    );
    expect(same.body.warning).toBe('');
    const differs = await api(
      'GET',
      `/api/folders/movepermissionwarning/${folderId('Print')}/${folderId('Archive')}`,
    );
    expect(differs.body.warning).not.toBe('');
  });

  it('saves auto-resync and normalised file-type limits (spec 000 §5)', async () => {
    const id = folderId('Lifestyle');
    expect((await api('PATCH', `/api/folders/autoresync/${id}`, { autoResync: true })).status).toBe(204);
    const [node] = (await api('POST', '/api/folders/getFolderWithString', { FolderPathPart: 'Lifestyle' }))
      .body.folders;
    expect(node.autoResync).toBe(true);
    await api('POST', `/api/folders/limitUploadFileTypes/${id}`, {
      forbiddenTypesNames: ['.exe', '.EXE', '.bat'],
    });
    const limits = await api('GET', `/api/folders/limitUploadFileTypes/${id}`);
    expect(limits.body.forbiddenTypesNames).toEqual(['.exe', '.bat']);
    const logos = await api('GET', `/api/folders/limitUploadFileTypes/${folderId('Logos')}`);
    expect(logos.body.parentFoldersForbiddenNames).toEqual(['.exe', '.zip']);
  });
});
