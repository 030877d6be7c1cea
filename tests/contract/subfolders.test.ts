// Lazy subfolder pages (spec 000 §4 "expanding loads children lazily, 100 at a time"; §3 the
// 'Load more...' node; §9 "Folders per page 100"). The children are made through the API, so the
// scenario needs no seeded folder.
import { expect, it } from 'vitest';
import { describeContract } from './support';

const CHILDREN = 120;

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
});
