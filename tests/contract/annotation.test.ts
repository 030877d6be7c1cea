// Saving an annotation (issue 18; spec 001 §2 "the drawing is merged and saved in PNG format and the
// original stays in version history", §5 "Image is too large to be annotated!", §6 editData;
// openapi.yml saveAnnotation, docs/decisions.md "Annotation"): the drawing goes as the multipart part
// `file`; the image gets a new version marked wasAnnotated and the answer names the version that
// keeps the original; an empty drawing is refused with the spec's message; a viewer gets 403.
import { unwrap } from '@vitrine/api-client';
import { expect, it } from 'vitest';
import { describeContract, expectApiError } from './support';

/** A 1×1 opaque red PNG: a drawing with one visible pixel. */
const RED_DOT = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADUlEQVQImWP4z8DwHwAFAAH/q842iQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

describeContract('annotation', (c) => {
  const save = (imageId: number, bytes: Uint8Array) => {
    const drawing = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/png' });
    const form = new FormData();
    form.append('file', drawing, 'annotation.png');
    return c.client.POST('/api/images/{imageId}/annotation', {
      params: { path: { imageId } },
      body: { file: drawing },
      bodySerializer: () => form,
    });
  };
  const versions = async (imageId: number) =>
    (await unwrap(c.client.GET('/api/versions/{imageId}', { params: { path: { imageId } } }))).imageVersions;
  const newImage = async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    return c.uploadPng(folder.id);
  };

  it('is offered; saves the drawing as a new annotated version and keeps the original', async () => {
    const imageId = await newImage();
    const config = await unwrap(c.client.GET('/api/config/advanced'));
    expect(config.unavailableFeatures ?? []).not.toContain('annotation');
    expect((await unwrap(c.client.GET('/api/config/globalsettings'))).enableAnnotations).toBe(true);

    const saved = await unwrap(save(imageId, RED_DOT));
    expect(saved.id).toBe(imageId);
    const [current, original] = await versions(imageId);
    expect(current).toMatchObject({ versionNumber: 2, isLastPictureVersion: true, wasAnnotated: true });
    expect(original).toMatchObject({ versionNumber: 1, isLastPictureVersion: false, wasAnnotated: false });
    expect(saved.versionId).toBe(original?.id);
    expect(JSON.parse(current?.auditRecord?.data ?? '[]')).toContainEqual({
      fieldName: 'annotation',
      newValue: 'png',
    });
  });

  it('refuses an empty drawing with "Image is too large to be annotated!" (spec 001 §5)', async () => {
    const imageId = await newImage();
    expectApiError(await save(imageId, new Uint8Array(0)), 400, 'Image is too large to be annotated!');
    expect(await versions(imageId)).toHaveLength(1);
  });

  it('needs editData: a viewer gets 403 and nothing changes', async () => {
    const imageId = await newImage();
    await c.signInAs('viewer');
    expectApiError(await save(imageId, RED_DOT), 403);
    await c.signInAs('editor');
    expect(await versions(imageId)).toHaveLength(1);
  });
});
