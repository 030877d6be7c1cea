// The large folder library (issue 3, "Performance"): 100,000 folders, 'Wide' holding 10,000, served
// 100 at a time by the normal subfolders handler (spec 000 §4), and the index follows every change.
import { getResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { createHandlers, createLargeFolderLibrary, createMockDb, type LargeFolderDb } from '../index';

let db: LargeFolderDb;
let handlers: ReturnType<typeof createHandlers>;

beforeAll(() => {
  db = createLargeFolderLibrary();
  handlers = createHandlers(db);
});

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely, like JSON.
async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const init: RequestInit = { method };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'Content-Type': 'application/json' };
  }
  const response = await getResponse(handlers, new Request(`http://localhost${path}`, init));
  if (!response) throw new Error(`unhandled ${method} ${path}`);
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

const subfolders = (folderId: number | 'root', skip = 0) =>
  call('POST', '/api/folders/subfolders', { folderId, skip, take: 100 });

describe('createLargeFolderLibrary', () => {
  it('holds 100,000 folders, the seed ones included, and a folder with 10,000 children', () => {
    expect(db.folders).toHaveLength(100_000);
    expect(new Set(db.folders.map((f) => f.id)).size).toBe(100_000);
    expect(db.folder(db.widestFolderId)?.name).toBe('Wide');
    expect(db.childFolders(db.widestFolderId)).toHaveLength(10_000);
    const seed = createMockDb();
    expect(db.folders.slice(0, seed.folders.length).map((f) => [f.id, f.name, f.parentId])).toEqual(
      seed.folders.map((f) => [f.id, f.name, f.parentId]),
    );
  });

  it('is the same on every build', () => {
    const again = createLargeFolderLibrary();
    const shape = (library: LargeFolderDb) =>
      library.folders
        .map((f) => `${f.id}:${f.parentId}:${f.name}:${f.autoResync}:${f.forbiddenFileTypes}`)
        .join('\n');
    expect(shape(again) === shape(db)).toBe(true);
  });

  it('takes smaller sizes and refuses one that cannot hold the seed', () => {
    const small = createLargeFolderLibrary({ folders: 1_000, widest: 300 });
    expect(small.folders).toHaveLength(1_000);
    expect(small.childFolders(small.widestFolderId)).toHaveLength(300);
    expect(() => createLargeFolderLibrary({ folders: 500, widest: 300 })).toThrow(RangeError);
  });

  it("serves 'Wide' 100 at a time with a Load more... node until every child is loaded (spec 000 §4)", async () => {
    const ids = new Set<number>();
    let skip: number | null = 0;
    let pages = 0;
    while (skip !== null) {
      const { status, body } = await subfolders(db.widestFolderId, skip);
      expect(status).toBe(200);
      const last = body.folders.at(-1);
      if (body.nextSkip !== null) {
        expect(last).toEqual({
          id: -1,
          name: 'Load more...',
          nextSkip: skip + 100,
          loadMoreFor: db.widestFolderId,
        });
      }
      for (const folder of body.folders) if (folder.id > 0) ids.add(folder.id);
      skip = body.nextSkip;
      pages += 1;
    }
    expect(pages).toBe(100);
    expect(ids.size).toBe(10_000);
  });

  it('answers paths and child counts as the plain library does', async () => {
    const { body } = await subfolders('root');
    const wide = body.folders.find((f: { name: string }) => f.name === 'Wide');
    expect(wide).toMatchObject({ fullPath: '/Wide', subfoldersCount: 10_000 });
    const first = (await subfolders(db.widestFolderId)).body.folders[0];
    expect(first).toMatchObject({ name: 'Folder 00001', fullPath: '/Wide/Folder 00001', subfoldersCount: 0 });
  });
});

describe('the index follows changes', () => {
  it('sees a created, a moved and a deleted folder', async () => {
    const library = createLargeFolderLibrary({ folders: 2_000, widest: 200 });
    handlers = createHandlers(library);
    const wide = library.widestFolderId;

    const created = await call('POST', '/api/folder/addFolder', {
      Name: 'New one',
      ParentId: library.bulkFolderId,
    });
    expect(created.status).toBe(200);
    expect(created.body.id).toBe(2_001);
    expect(library.childFolders(library.bulkFolderId).map((f) => f.name)).toContain('New one');

    const moved = await call('PATCH', '/api/folders/move', {
      folderIds: [created.body.id],
      newParentId: wide,
    });
    expect(moved.body.failedFolderIds).toEqual([]);
    expect(library.childFolders(wide)).toHaveLength(201);
    expect(library.fullPath(created.body.id)).toBe('/Wide/New one');

    const deleted = await call('DELETE', `/api/folder/${wide}`);
    expect(deleted.status).toBe(204);
    expect(library.folder(wide)).toBeUndefined();
    expect(library.folder(created.body.id)).toBeUndefined();
    expect(library.folders).toHaveLength(2_000 - 1 - 200);
    handlers = createHandlers(db);
  });
});
