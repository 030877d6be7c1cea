// Folder operations (spec 000 §7 "Folders"): create, rename, delete and move show on the next read;
// names follow spec 000 §5; a rename touching more than 10 thousand items answers 413 until resent
// with hugeOperationAllowed (spec 000 §5, §8).
import { unwrap } from '@vitrine/api-client';
import { expect, it } from 'vitest';
import { describeContract, expectApiError } from './support';

const EMPTY = 'Input is empty!';
const INVALID = 'Input contains invalid characters!';
const ENDS_WITH_DOT = 'The folder name cannot end with a dot character!';

/** spec 000 §5: a folder name may not hold any of < > % $ * : | \ / " */
const RESERVED_CHARACTERS = ['<', '>', '%', '$', '*', ':', '|', '\\', '/', '"'];

const INVALID_NAMES: [name: string, message: string][] = [
  ['', EMPTY],
  ...RESERVED_CHARACTERS.map((c): [string, string] => [`Plan ${c} 2026`, INVALID]),
  ['Drafts.', ENDS_WITH_DOT],
];

describeContract('folders', (c) => {
  it('lists a created folder under its parent (spec 000 §7 addFolder, subfolders)', async () => {
    await c.signInAs('editor');
    const parent = await c.newFolder();
    const created = await c.client.POST('/api/folder/addFolder', {
      body: { Name: 'Posters', ParentId: parent.id },
    });
    expect(created.error).toBeUndefined();
    expect(created.data).toMatchObject({ name: 'Posters' });
    const id = created.data?.id ?? -1;
    const { folders } = await c.subfolders(parent.id);
    expect(folders.map((f) => [f.id, f.name])).toEqual([[id, 'Posters']]);
    expect((await c.parentsOf(id)).at(-1)).toBe(parent.id);
  });

  it('shows the new name after a rename (spec 000 §7 "PATCH folder/{id} {Name} -> folder")', async () => {
    await c.signInAs('editor');
    const parent = await c.newFolder();
    const folder = await c.newFolder(parent.id);
    const renamed = await c.client.PATCH('/api/folder/{id}', {
      params: { path: { id: folder.id } },
      body: { Name: 'Press cuttings' },
    });
    expect(renamed.error).toBeUndefined();
    expect(renamed.data).toMatchObject({ id: folder.id, name: 'Press cuttings' });
    const { folders } = await c.subfolders(parent.id);
    expect(folders.map((f) => [f.id, f.name])).toEqual([[folder.id, 'Press cuttings']]);
  });

  it.each(INVALID_NAMES)(
    'refuses to create a folder named %j: 400 %j (spec 000 §5)',
    async (name, message) => {
      await c.signInAs('editor');
      const parent = await c.newFolder();
      const result = await c.client.POST('/api/folder/addFolder', {
        body: { Name: name, ParentId: parent.id },
      });
      expectApiError(result, 400, message);
      expect((await c.subfolders(parent.id)).folders).toEqual([]);
    },
  );

  it.each(INVALID_NAMES)('refuses to rename a folder to %j: 400 %j (spec 000 §5)', async (name, message) => {
    await c.signInAs('editor');
    const parent = await c.newFolder();
    const folder = await c.newFolder(parent.id);
    const result = await c.client.PATCH('/api/folder/{id}', {
      params: { path: { id: folder.id } },
      body: { Name: name },
    });
    expectApiError(result, 400, message);
    expect((await c.subfolders(parent.id)).folders.map((f) => f.name)).toEqual([folder.name]);
  });

  it('removes a deleted folder; it is then not found (spec 000 §7 "DELETE folder/{id}")', async () => {
    await c.signInAs('editor');
    const parent = await c.newFolder();
    const folder = await c.newFolder(parent.id);
    const deleted = await c.client.DELETE('/api/folder/{id}', { params: { path: { id: folder.id } } });
    expect(deleted.error).toBeUndefined();
    expect(deleted.response.status).toBe(204);
    expect((await c.subfolders(parent.id)).folders).toEqual([]);
    expectApiError(
      await c.client.GET('/api/folders/getFolderParentsIds', { params: { query: { FolderId: folder.id } } }),
      404,
    );
    expectApiError(await c.client.DELETE('/api/folder/{id}', { params: { path: { id: folder.id } } }), 404);
  });

  it('moves a folder under another one (spec 000 §7 "Move folders {folderIds, newParentId}")', async () => {
    await c.signInAs('editor');
    const source = await c.newFolder();
    const destination = await c.newFolder();
    const moved = await c.client.PATCH('/api/folders/move', {
      body: { folderIds: [source.id], newParentId: destination.id },
    });
    expect(moved.error).toBeUndefined();
    expect(moved.data).toEqual({ failedFolderIds: [] });
    expect((await c.subfolders(destination.id)).folders.map((f) => f.id)).toEqual([source.id]);
    expect((await c.parentsOf(source.id)).at(-1)).toBe(destination.id);
  });

  it('refuses to move a folder into its own descendant (spec 000 §4, §5)', async () => {
    await c.signInAs('editor');
    const parent = await c.newFolder();
    const child = await c.newFolder(parent.id);
    const grandchild = await c.newFolder(child.id);
    const parentsBefore = await c.parentsOf(parent.id);
    const result = await c.client.PATCH('/api/folders/move', {
      body: { folderIds: [parent.id], newParentId: grandchild.id },
    });
    // openapi.yml lets the server refuse the whole request (400) or report the folder in
    // failedFolderIds with its exception message (spec 000 §8 shows that message); either way
    // nothing moves.
    if (result.error) expectApiError(result, 400);
    else expect(result.data?.failedFolderIds.map((f) => f.folderId)).toEqual([parent.id]);
    expect(await c.parentsOf(parent.id)).toEqual(parentsBefore);
    expect(await c.parentsOf(grandchild.id)).toEqual([...parentsBefore, parent.id, child.id]);
  });

  it('answers 413 to a rename above 10 thousand items until hugeOperationAllowed (spec 000 §5, §8)', async () => {
    await c.signInAs('superAdmin');
    const huge = await c.folderAt(c.target.fixtures.hugeFolderPath);
    const rename = (Name: string, hugeOperationAllowed?: boolean) =>
      c.client.PATCH('/api/folder/{id}', {
        params: { path: { id: huge.id } },
        body: hugeOperationAllowed === undefined ? { Name } : { Name, hugeOperationAllowed },
      });
    // The client asks its own question on 413 (spec 000 §8), so the server's message is not fixed.
    expectApiError(await rename('Old library'), 413);
    expectApiError(await rename('Old library', false), 413);
    expect((await c.folderAt(c.target.fixtures.hugeFolderPath)).id).toBe(huge.id);

    const confirmed = await rename('Old library', true);
    expect(confirmed.error).toBeUndefined();
    expect(confirmed.data).toMatchObject({ id: huge.id, name: 'Old library' });
    // Still more than 10 thousand items under it: the next rename asks again.
    expectApiError(await rename(huge.name), 413);
  });

  it('finds a folder by a part of its path, and answers its fullPath (spec 000 §7 FolderPathPart)', async () => {
    await c.signInAs('editor');
    const parent = await c.newFolder();
    const child = await c.newFolder(parent.id);
    const grandchild = await c.newFolder(child.id);
    const search = (text: string) =>
      unwrap(c.client.POST('/api/folders/getFolderWithString', { body: { FolderPathPart: text } }));

    // Names hold no '/' (spec 000 §5), so a text with one can only match a path.
    for (const text of [`${parent.name}/${child.name}`, `${child.name}/${grandchild.name.slice(0, 7)}`]) {
      const answer = await search(text);
      expect(answer.searchPath).toBe(text);
      expect(answer.folders.length).toBeGreaterThan(0);
      for (const folder of answer.folders)
        expect(folder.fullPath?.toLowerCase()).toContain(text.toLowerCase());
    }
    expect((await search(`${parent.name}/${child.name}`)).folders).toContainEqual(
      expect.objectContaining({
        id: child.id,
        name: child.name,
        fullPath: `${parent.fullPath}/${child.name}`,
      }),
    );
    expect((await search(`${child.name}/${grandchild.name}`)).folders.map((f) => f.id)).toContain(
      grandchild.id,
    );

    // The folder-name search box (spec 000 §2) still finds a folder by its name, with its path.
    const byName = await search(grandchild.name);
    expect(byName.folders).toContainEqual(
      expect.objectContaining({
        id: grandchild.id,
        fullPath: `${parent.fullPath}/${child.name}/${grandchild.name}`,
      }),
    );
  });
});
