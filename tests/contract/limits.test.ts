// Input limits the spec leaves open, decided once (docs/decisions.md "Input limits") and held alike by
// the mocks and the server: names of at most 255 UTF-8 bytes without control characters, folders at
// most 32 levels deep, web settings of at most 65,536 bytes, pinned logical views of at most 4,096
// characters, at most 500 pinned items. The figures and messages are written out here, not imported:
// the suite checks the implementations against the decision.
import { expect, it } from 'vitest';
import { describeContract, expectApiError } from './support';

const TOO_LONG = 'Input is too long! A name may take at most 255 bytes.';
const CONTROL = 'Input contains control characters!';
const TOO_DEEP = 'Folders can be nested at most 32 levels deep.';

describeContract('input limits', (c) => {
  it('takes a folder and a set name of 255 bytes and refuses 256 (spec 000 §5 silent on length)', async () => {
    await c.signInAs('superAdmin');
    const parent = await c.newFolder();
    // 'é' takes two bytes: 127 of them and one letter make 255 bytes, one more 'é' makes 257.
    const fits = `${'é'.repeat(127)}a`;
    const over = `${'é'.repeat(128)}`;
    const created = await c.client.POST('/api/folder/addFolder', {
      body: { Name: fits, ParentId: parent.id },
    });
    expect(created.data?.name).toBe(fits);
    expectApiError(
      await c.client.POST('/api/folder/addFolder', { body: { Name: over, ParentId: parent.id } }),
      400,
      TOO_LONG,
    );
    expectApiError(
      await c.client.POST('/api/folder/addFolder', { body: { Name: 'a'.repeat(256), ParentId: parent.id } }),
      400,
      TOO_LONG,
    );
    const set = await c.client.POST('/api/virtualsets/createset', { body: { Name: fits } });
    expect(set.data?.name).toBe(fits);
    expectApiError(
      await c.client.POST('/api/virtualsets/createset', { body: { Name: over } }),
      400,
      TOO_LONG,
    );
  });

  it('refuses NUL and other control characters in folder and set names', async () => {
    await c.signInAs('superAdmin');
    const parent = await c.newFolder();
    for (const name of ['a\u0000b', 'tab\there', 'two\nlines']) {
      expectApiError(
        await c.client.POST('/api/folder/addFolder', { body: { Name: name, ParentId: parent.id } }),
        400,
        CONTROL,
      );
      expectApiError(
        await c.client.PATCH('/api/folder/{id}', {
          params: { path: { id: parent.id } },
          body: { Name: name },
        }),
        400,
        CONTROL,
      );
      expectApiError(
        await c.client.POST('/api/virtualsets/createset', { body: { Name: name } }),
        400,
        CONTROL,
      );
      expectApiError(await c.client.POST('/api/vsgroups/', { body: { Name: name } }), 400, CONTROL);
    }
  });

  it('nests folders 32 levels deep and refuses the 33rd, on create and on move', async () => {
    await c.signInAs('superAdmin');
    const workspace = await c.workspace();
    let depth = (await c.parentsOf(workspace.id)).length + 1;
    let deepest = workspace;
    while (depth < 32) {
      deepest = await c.newFolder(deepest.id);
      depth += 1;
    }
    expect(await c.parentsOf(deepest.id)).toHaveLength(31);
    expectApiError(
      await c.client.POST('/api/folder/addFolder', { body: { Name: c.uniqueName(), ParentId: deepest.id } }),
      400,
      TOO_DEEP,
    );
    // A folder with one subfolder moved below level 31: its subfolder would be at level 33.
    const moved = await c.newFolder();
    await c.newFolder(moved.id);
    const parents = await c.parentsOf(deepest.id);
    const destination = parents.at(-1) as number;
    const answer = await c.client.PATCH('/api/folders/move', {
      body: { folderIds: [moved.id], newParentId: destination },
    });
    expect(answer.data?.failedFolderIds).toEqual([{ folderId: moved.id, exceptionMessage: TOO_DEEP }]);
    expect(await c.parentsOf(moved.id)).toEqual([workspace.id]);
  });

  it('refuses web settings whose saved form passes 65,536 bytes, keeping what was saved', async () => {
    await c.signInAs('editor');
    expect((await c.client.POST('/api/websettings', { body: { pageSize: 48 } })).response.status).toBe(204);
    expectApiError(
      await c.client.POST('/api/websettings', { body: { whatsNewSeen: 'x'.repeat(65_536) } }),
      400,
      'The settings are too large to be saved (at most 65536 bytes).',
    );
    // Small saves cannot add up beyond it either: what would be kept is measured.
    const half = 'y'.repeat(32_768);
    expect((await c.client.POST('/api/websettings', { body: { whatsNewSeen: half } })).response.status).toBe(
      204,
    );
    expectApiError(await c.client.POST('/api/websettings', { body: { collapsedImageDetails: [half] } }), 400);
    // What was saved, over the defaults of the fields never saved (spec 001 §7): the refused save left nothing.
    const { data } = await c.client.GET('/api/websettings');
    const defaults = await c.client.GET('/api/config/websettings');
    expect(data).toEqual({ ...defaults.data, pageSize: 48, whatsNewSeen: half });
  });

  it('pins a logical view of 4,096 characters, refuses 4,097, and holds at most 500 pinned items', async () => {
    await c.signInAs('editor');
    const pin = (logicalViewString: string, value = true) =>
      c.client.POST('/api/pinneditems/logicalview', { body: { logicalViewString, value } });
    expectApiError(
      await pin(`title-${'a'.repeat(4091)}`),
      400,
      'The logical view is too long to be pinned (at most 4096 characters).',
    );
    expect((await pin(`title-${'a'.repeat(4090)}`)).response.status).toBe(204);
    const { data: before } = await c.client.GET('/api/pinneditems');
    const already =
      (before?.folders.length ?? 0) + (before?.sets.length ?? 0) + (before?.logicalViewStrings.length ?? 0);
    for (let i = already; i < 500; i++) expect((await pin(`title-${i}`)).response.status).toBe(204);
    expectApiError(await pin('title-one-more'), 400, 'Quick access holds at most 500 pinned items.');
    // Pinning again what is pinned moves it to the front; unpinning makes room.
    expect((await pin('title-499')).response.status).toBe(204);
    expect((await pin('title-499', false)).response.status).toBe(204);
    expect((await pin('title-one-more')).response.status).toBe(204);
    const { data } = await c.client.GET('/api/pinneditems');
    expect(data?.logicalViewStrings[0]).toBe('title-one-more');
  }, 120_000);
});
