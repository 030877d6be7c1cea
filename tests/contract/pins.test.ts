// Quick access (spec 000 §4 "Pin adds to the front of the pinned list; unpin removes; isPinned
// toggles"; §7 "POST {value, folderId} to /api/pinneditems/folder; GET pinned items").
import { expect, it } from 'vitest';
import { describeContract } from './support';

describeContract('pins', (c) => {
  const pin = (folderId: number, value: boolean) =>
    c.client.POST('/api/pinneditems/folder', { body: { folderId, value } });
  const pinnedFolderIds = async () => {
    const { data } = await c.client.GET('/api/pinneditems');
    return data?.folders.map((f) => f.id);
  };

  it('puts a pinned folder at the front of the list, and unpinning removes it (spec 000 §4)', async () => {
    // The super admin may already have pins: the new ones must go in front of them.
    await c.signInAs('superAdmin');
    const parent = await c.newFolder();
    const first = await c.newFolder(parent.id);
    const second = await c.newFolder(parent.id);
    const before = (await pinnedFolderIds()) ?? [];

    expect((await pin(first.id, true)).response.status).toBe(204);
    expect(await pinnedFolderIds()).toEqual([first.id, ...before]);
    expect((await pin(second.id, true)).response.status).toBe(204);
    expect(await pinnedFolderIds()).toEqual([second.id, first.id, ...before]);

    expect((await pin(first.id, false)).response.status).toBe(204);
    expect(await pinnedFolderIds()).toEqual([second.id, ...before]);
  });

  it('shows isPinned on the folder node and in the pinned list (spec 000 §3, §4)', async () => {
    await c.signInAs('editor');
    const parent = await c.newFolder();
    const folder = await c.newFolder(parent.id);
    const isPinned = async () => (await c.subfolders(parent.id)).folders[0]?.isPinned;

    expect(await isPinned()).toBe(false);
    await pin(folder.id, true);
    expect(await isPinned()).toBe(true);
    const { data } = await c.client.GET('/api/pinneditems');
    expect(data?.folders[0]).toMatchObject({ id: folder.id, name: folder.name, isPinned: true });

    await pin(folder.id, false);
    expect(await isPinned()).toBe(false);
    expect(await pinnedFolderIds()).not.toContain(folder.id);
  });
});
