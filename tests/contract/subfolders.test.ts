// Lazy subfolder pages (spec 000 §4 "expanding loads children lazily, 100 at a time"; §3 the
// 'Load more...' node; §9 "Folders per page 100"). The children are made through the API, so the
// scenario needs no seeded folder.
import { unwrap } from '@vitrine/api-client';
import { expect, it } from 'vitest';
import { describeContract } from './support';

const CHILDREN = 120;

type Page = { folders: { id: number }[]; nextSkip?: number | null };

describeContract('subfolder pages', (c) => {
  it(`pages ${CHILDREN} children as 100 + 'Load more...', then the rest (spec 000 §3, §4, §9)`, async () => {
    await c.signInAs('editor');
    const parent = await c.newFolder();
    const created = new Set<number>();
    for (let i = 0; i < CHILDREN; i++) created.add((await c.newFolder(parent.id)).id);

    const first = await c.subfolders(parent.id, { skip: 0, take: 100 });
    expect(first.folders).toHaveLength(100);
    expect(first.nextSkip).toBe(100);
    expect(first.loadMore).toEqual({ id: -1, name: 'Load more...', nextSkip: 100, loadMoreFor: parent.id });

    const second = await c.subfolders(parent.id, { skip: first.loadMore?.nextSkip ?? -1, take: 100 });
    expect(second.folders).toHaveLength(CHILDREN - 100);
    expect(second.nextSkip ?? null).toBeNull();
    expect(second.loadMore).toBeUndefined();

    // Together the pages hold every child once.
    const listed = [...first.folders, ...second.folders].map((f) => f.id);
    expect(new Set(listed).size).toBe(CHILDREN);
    expect(new Set(listed)).toEqual(created);
  });

  it("puts the 'Load more...' node last and counts the children on the parent (spec 000 §3)", async () => {
    await c.signInAs('editor');
    const grandparent = await c.newFolder();
    const parent = await c.newFolder(grandparent.id);
    for (let i = 0; i < 3; i++) await c.newFolder(parent.id);

    const { data } = await c.client.POST('/api/folders/subfolders', {
      body: { folderId: parent.id, skip: 0, take: 2 },
    });
    expect(data?.folders.map((node) => node.id).slice(-1)).toEqual([-1]);
    expect(data?.folders).toHaveLength(3);
    expect(data?.nextSkip).toBe(2);

    const [listedParent] = (await c.subfolders(grandparent.id)).folders;
    expect(listedParent).toMatchObject({ id: parent.id, subfoldersCount: 3 });
  });

  it(`answers every child for take 0, with no 'Load more...' node (spec 000 §9)`, async () => {
    // spec 000 §9: "root load uses take 100, or 0 when a folder is already selected". Asking for no
    // folder at all would be pointless there; the tree needs the whole level, so that the top-level
    // ancestor of the selected folder is listed even past the first 100. So take 0 means "no limit".
    await c.signInAs('editor');
    const parent = await c.newFolder();
    const created = new Set<number>();
    for (let i = 0; i < CHILDREN; i++) created.add((await c.newFolder(parent.id)).id);

    const all = await c.subfolders(parent.id, { skip: 0, take: 0 });
    expect(new Set(all.folders.map((f) => f.id))).toEqual(created);
    expect(all.folders).toHaveLength(CHILDREN);
    expect(all.loadMore).toBeUndefined();
    expect(all.nextSkip ?? null).toBeNull();
  });

  it('answers the whole top level for take 0: what paging through it lists (spec 000 §7 root, §9)', async () => {
    await c.signInAs('editor');
    const paged: number[] = [];
    let skip: number | null | undefined = 0;
    while (typeof skip === 'number') {
      const page: Page = await unwrap(
        c.client.POST('/api/folders/subfolders', { body: { folderId: 'root', skip, take: 100 } }),
      );
      paged.push(...page.folders.filter((node) => node.id !== -1).map((node) => node.id));
      skip = page.nextSkip;
    }
    const { data } = await c.client.POST('/api/folders/subfolders', {
      body: { folderId: 'root', skip: 0, take: 0 },
    });
    expect(data?.folders.map((node) => node.id)).toEqual(paged);
    expect(data?.nextSkip ?? null).toBeNull();
  });

  it('accepts pos, which the tree sends, and answers the same page without it (spec 000 §7)', async () => {
    await c.signInAs('editor');
    const parent = await c.newFolder();
    for (let i = 0; i < 5; i++) await c.newFolder(parent.id);
    const page = (pos?: number) =>
      c.client.POST('/api/folders/subfolders', {
        body:
          pos === undefined
            ? { folderId: parent.id, skip: 0, take: 3 }
            : { folderId: parent.id, skip: 0, take: 3, pos },
      });
    const without = await page();
    for (const pos of [0, 2, 4]) {
      const answer = await page(pos);
      expect(answer.error).toBeUndefined();
      expect(answer.data).toEqual(without.data);
    }
  });
});
