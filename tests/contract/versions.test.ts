// Version history (spec 001 §3 "Image version", §6, §7 the versions calls, §8 their messages; issue
// 18): a new version keeps the content before it; the current content is listed first
// (isLastPictureVersion) with who, when and what changed, metadata edits as its related activities;
// restore is a new version; delete one, delete all; restore and delete need editData.
import type { components } from '@vitrine/api-client';
import { expect, it } from 'vitest';
import { describeContract, expectApiError, pngFile } from './support';

type ImageVersion = components['schemas']['ImageVersion'];

describeContract('versions', (c) => {
  /** An image in a new folder with a second version uploaded over it (createNewVersion). */
  const twoVersions = async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const name = `${c.uniqueName('history')}.png`;
    const imageId = await c.uploadPng(folder.id, name);
    const { outcome } = await c.upload(folder.id, pngFile(name), { createNewVersion: true });
    expect(outcome.status).toBe('done');
    return imageId;
  };
  const list = async (imageId: number): Promise<ImageVersion[]> => {
    const result = await c.client.GET('/api/versions/{imageId}', { params: { path: { imageId } } });
    expect(result.error).toBeUndefined();
    return result.data?.imageVersions ?? [];
  };
  const changes = (data: string | undefined) =>
    JSON.parse(data ?? '[]') as { fieldName: string; newValue: string }[];

  it('lists the current content first, then the one it replaced, with who made each', async () => {
    const imageId = await twoVersions();
    const versions = await list(imageId);
    expect(versions.map((v) => [v.versionNumber, v.isLastPictureVersion])).toEqual([
      [2, true],
      [1, false],
    ]);
    for (const version of versions) {
      expect(version.objectType).toBe('image');
      expect(version.userName).toEqual(expect.stringMatching(/\S/));
      expect(version.location).toBe(`/api/version/${version.id}/file`);
    }
    const picture = await c.client.GET('/api/version/{versionId}/file', {
      params: { path: { versionId: versions[1]?.id as number }, query: { size: 'thumb' } },
      parseAs: 'blob',
    });
    expect(picture.response.status).toBe(200);
    expect(picture.response.headers.get('Content-Type')).toMatch(/^image\//);
  });

  it('shows a metadata edit among the related activities of the current version', async () => {
    const imageId = await twoVersions();
    const edit = await c.client.PATCH('/api/images', {
      body: {
        imageIds: [imageId],
        patches: [
          { id: imageId, field: 'imageAttributes.title', action: 'replace', value: 'Harbour at dawn' },
        ],
      },
    });
    expect(edit.error).toBeUndefined();
    const [current, older] = await list(imageId);
    expect(current?.relatedAuditActivities).toHaveLength(1);
    const activity = current?.relatedAuditActivities?.[0];
    expect(activity?.activityType).toBe('image-update');
    expect(changes(activity?.auditRecords?.[0]?.data)).toEqual([
      { fieldName: 'imageAttributes.title', newValue: 'Harbour at dawn' },
    ]);
    expect(older?.relatedAuditActivities).toEqual([]);
  });

  it('restores an old version as a new current one and keeps the replaced one (spec 001 §8)', async () => {
    const imageId = await twoVersions();
    const [current, first] = await list(imageId);
    const restored = await c.client.POST('/api/versions/{imageId}/restore/{versionId}', {
      params: { path: { imageId, versionId: first?.id as number } },
    });
    expect(restored.error).toBeUndefined();
    const after = await list(imageId);
    expect(after.map((v) => [v.versionNumber, v.isLastPictureVersion])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    expect(after[0]?.id).toBe(restored.data?.id);
    expect(after[1]?.id).toBe(current?.id);
    expect(changes(after[0]?.auditRecord?.data)).toContainEqual({
      fieldName: 'restoredVersion',
      newValue: '1',
    });
    expectApiError(
      await c.client.POST('/api/versions/{imageId}/restore/{versionId}', {
        params: { path: { imageId, versionId: after[0]?.id as number } },
      }),
      400,
      'This version is already the current one.',
    );
  });

  it('deletes one version, refuses the current one without a successor, deletes all', async () => {
    const imageId = await twoVersions();
    const { outcome } = await c.upload((await c.workspace()).id, pngFile(`${c.uniqueName('other')}.png`));
    expect(outcome.status).toBe('done');
    const [current, first] = await list(imageId);
    expectApiError(
      await c.client.POST('/api/version/{versionId}', {
        params: { path: { versionId: current?.id as number } },
        body: { prevImageVersionWithFileId: null },
      }),
      400,
    );
    const one = await c.client.POST('/api/version/{versionId}', {
      params: { path: { versionId: first?.id as number } },
      body: { prevImageVersionWithFileId: null },
    });
    expect(one.response.status).toBe(204);
    expect((await list(imageId)).map((v) => v.id)).toEqual([current?.id]);
    const all = await c.client.DELETE('/api/versions/{imageId}', { params: { path: { imageId } } });
    expect(all.response.status).toBe(204);
    expect((await list(imageId)).map((v) => v.id)).toEqual([current?.id]);
  });

  it('answers 404 for a version that does not exist', async () => {
    await c.signInAs('editor');
    expectApiError(
      await c.client.POST('/api/version/{versionId}', {
        params: { path: { versionId: 987654 } },
        body: { prevImageVersionWithFileId: null },
      }),
      404,
    );
  });

  it('restore and delete need editData (spec 001 §6): the viewer gets 403 and nothing changes', async () => {
    const imageId = await twoVersions();
    const before = await list(imageId);
    await c.signInAs('viewer');
    const seen = await c.client.GET('/api/versions/{imageId}', { params: { path: { imageId } } });
    expect(seen.response.status).toBe(200);
    expectApiError(
      await c.client.POST('/api/versions/{imageId}/restore/{versionId}', {
        params: { path: { imageId, versionId: before[1]?.id as number } },
      }),
      403,
    );
    expectApiError(await c.client.DELETE('/api/versions/{imageId}', { params: { path: { imageId } } }), 403);
    await c.signInAs('editor');
    expect((await list(imageId)).map((v) => v.id)).toEqual(before.map((v) => v.id));
  });
});
