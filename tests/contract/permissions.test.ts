// Permissions are asked from the server by name (spec 000 §6, §7 "GET /api/permission?permission=
// &require=any&folder="), per image (POST /api/permissions/images), and carried on each folder node
// (currentPermissions{editData, upload}). Whatever the answers say, the server then enforces: a
// mutation the user may not do answers 403 (spec 000 §8 "403 Forbidden"), and "permissions are
// enforced on the server, never only in the UI" (docs/architecture.md). The editor may change things in
// the workspace, the viewer may only look (README.md "Roles").
import { expect, it } from 'vitest';
import { describeContract, expectApiError, expectErrorBody, pngFile } from './support';

const ROLES = [
  ['editor', true],
  ['viewer', false],
] as const;

describeContract('permissions', (c) => {
  /** Made by the super admin: a folder in the workspace with a subfolder and an image. */
  const arrange = async () => {
    await c.signInAs('superAdmin');
    const workspace = await c.workspace();
    const folder = await c.newFolder(workspace.id);
    const subfolder = await c.newFolder(folder.id);
    const imageId = await c.uploadPng(folder.id);
    return { workspace, folder, subfolder, imageId };
  };

  const allowed = async (permission: string, folder: number) => {
    const { data, error } = await c.client.GET('/api/permission', {
      params: { query: { permission, require: 'any', folder } },
    });
    expect(error).toBeUndefined();
    return data?.allowed;
  };

  it('refuses a viewer creating a folder with 403 (spec 000 §6, §8)', async () => {
    const { folder } = await arrange();
    await c.signInAs('viewer');
    const result = await c.client.POST('/api/folder/addFolder', {
      body: { Name: 'Nope', ParentId: folder.id },
    });
    expectApiError(result, 403);
    expect((await c.subfolders(folder.id)).folders.map((f) => f.name)).not.toContain('Nope');
  });

  it.each(ROLES)("%s: 'add' on the folder is %s, and creating a subfolder agrees", async (role, expected) => {
    const { folder } = await arrange();
    await c.signInAs(role);
    expect(await allowed('add', folder.id)).toBe(expected);
    const result = await c.client.POST('/api/folder/addFolder', {
      body: { Name: 'Added', ParentId: folder.id },
    });
    if (expected) expect(result.data).toMatchObject({ name: 'Added' });
    else expectApiError(result, 403);
  });

  it.each(ROLES)("%s: 'delete' on the folder is %s, and deleting it agrees", async (role, expected) => {
    const { folder, subfolder } = await arrange();
    await c.signInAs(role);
    expect(await allowed('delete', subfolder.id)).toBe(expected);
    const result = await c.client.DELETE('/api/folder/{id}', { params: { path: { id: subfolder.id } } });
    if (expected) expect(result.response.status).toBe(204);
    else expectApiError(result, 403);
    const remaining = (await c.subfolders(folder.id)).folders.map((f) => f.id);
    expect(remaining.includes(subfolder.id)).toBe(!expected);
  });

  it.each(ROLES)(
    '%s: the folder node says upload is %s, and uploading agrees (spec 000 §5, §6)',
    async (role, expected) => {
      const { workspace, folder } = await arrange();
      await c.signInAs(role);
      const node = (await c.subfolders(workspace.id)).folders.find((f) => f.id === folder.id);
      expect(node?.currentPermissions?.upload).toBe(expected);
      const { outcome, answers } = await c.upload(folder.id, pngFile('allowed-or-not.png'));
      if (expected) expect(outcome.status).toBe('done');
      else {
        expect(outcome).toMatchObject({ status: 'failed', code: 403 });
        expect(answers.map((a) => a.status)).toEqual([403]);
        expectErrorBody(answers[0]?.body);
      }
    },
  );

  it.each(ROLES)(
    "%s: 'editData' on the image is %s, and saving its data agrees (spec 001 §6)",
    async (role, expected) => {
      const { workspace, folder, imageId } = await arrange();
      await c.signInAs(role);
      const node = (await c.subfolders(workspace.id)).folders.find((f) => f.id === folder.id);
      expect(node?.currentPermissions?.editData).toBe(expected);
      const checked = await c.client.POST('/api/permissions/images', {
        body: { permission: 'editData', imageIds: [imageId] },
      });
      expect(checked.data?.imageIds).toEqual(expected ? [imageId] : []);

      const result = await c.client.PATCH('/api/images', {
        body: {
          imageIds: [imageId],
          patches: [{ id: imageId, field: 'imageAttributes.title', action: 'replace', value: 'Edited' }],
        },
      });
      if (expected) expect(result.data?.updatedIds).toEqual([imageId]);
      else expectApiError(result, 403);
      const { data } = await c.client.GET('/api/images/{id}', {
        params: { path: { id: imageId }, query: { skipImgLogUpdate: true } },
      });
      expect(data?.imageAttributes?.title === 'Edited').toBe(expected);
    },
  );
});
