// Metadata edits (spec 001 §3 "Edit patch: id, field, action (replace, append or prepend), value";
// §7 "update multiple images (patches and image ids)"): what was saved is what is read back.
import { makeEditPatches } from '@vitrine/core';
import { expect, it } from 'vitest';
import { describeContract, expectApiError, JPEG_GPS_POSITION, jpegWithGpsFile } from './support';

describeContract('images', (c) => {
  const details = async (ids: number[]) => {
    const { data, error } = await c.client.POST('/api/images/details', { body: { ids } });
    expect(error).toBeUndefined();
    return data ?? [];
  };

  it('updates several images at once; reading them back shows the change (spec 001 §7)', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const ids = [await c.uploadPng(folder.id), await c.uploadPng(folder.id), await c.uploadPng(folder.id)];
    const edited = ids.slice(0, 2);
    // One patch per image and field: the same answer whether a patch's id names its image or not.
    const patches = edited.flatMap((id) => [
      { id, field: 'imageAttributes.title', action: 'replace' as const, value: 'Harbour at dawn' },
      { id, field: 'imageAttributes.author', action: 'replace' as const, value: 'Ana Lima' },
    ]);
    const result = await c.client.PATCH('/api/images', { body: { imageIds: edited, patches } });
    expect(result.error).toBeUndefined();
    expect([...(result.data?.updatedIds ?? [])].sort()).toEqual([...edited].sort());

    const read = await details(ids);
    expect(read.map((i) => i.id)).toEqual(ids);
    for (const image of read.slice(0, 2)) {
      expect(image.imageAttributes).toMatchObject({ title: 'Harbour at dawn', author: 'Ana Lima' });
    }
    // The image left out of imageIds keeps its data.
    expect(read[2]?.imageAttributes?.title).not.toBe('Harbour at dawn');
    expect(read[2]?.imageAttributes?.author).not.toBe('Ana Lima');
    const one = await c.client.GET('/api/images/{id}', {
      params: { path: { id: ids[1] ?? -1 }, query: { skipImgLogUpdate: true } },
    });
    expect(one.data?.imageAttributes).toMatchObject({ title: 'Harbour at dawn', author: 'Ana Lima' });
  });

  it('appends and prepends text to a field (spec 001 §3, §5 multi-value edits)', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const id = await c.uploadPng(folder.id);
    const edit = (action: 'replace' | 'append' | 'prepend', value: string) =>
      c.client.PATCH('/api/images', {
        body: { imageIds: [id], patches: [{ id, field: 'imageAttributes.subject', action, value }] },
      });
    await edit('replace', 'harbour');
    await edit('append', ' at dawn');
    await edit('prepend', 'Old ');
    const [image] = await details([id]);
    expect(image?.imageAttributes?.subject).toBe('Old harbour at dawn');
  });

  it("keeps a keyword holding a comma whole: keyword patches join items with ';' (spec 001 §5)", async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const id = await c.uploadPng(folder.id);
    // What makeEditPatches (@vitrine/core) sends for 'Paris, France; harbour' typed in the keyword field.
    const [patch] = makeEditPatches({
      id,
      field: 'keywords',
      original: '',
      edited: 'Paris, France; harbour',
      isKeywordField: true,
    });
    expect(patch).toBeDefined();
    const result = await c.client.PATCH('/api/images', {
      body: { imageIds: [id], patches: patch ? [{ ...patch, id }] : [] },
    });
    expect(result.error).toBeUndefined();
    const [image] = await details([id]);
    expect(image?.keywords).toEqual(['Paris, France', 'harbour']);
  });

  it('answers 404 for an image that does not exist; details leave it out (openapi.yml)', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const kept = await c.uploadPng(folder.id);
    const gone = await c.uploadPng(folder.id);
    const deleted = await c.client.POST('/api/images/delete', { body: { imageIds: [gone] } });
    expect(deleted.data?.deletedIds).toEqual([gone]);
    const result = await c.client.PATCH('/api/images', {
      body: {
        imageIds: [gone],
        patches: [{ id: gone, field: 'imageAttributes.title', action: 'replace', value: 'Not saved' }],
      },
    });
    expectApiError(result, 404);
    // "The images found, in the order asked (missing or hidden ids are left out)."
    expect((await details([gone, kept])).map((i) => i.id)).toEqual([kept]);
  });

  it('gives a position as imageGPS with latitude, longitude, zoomLevel and id (spec 001 §3)', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const { outcome } = await c.upload(folder.id, jpegWithGpsFile(`${c.uniqueName('placed')}.jpg`));
    expect(outcome.status).toBe('done');
    const id = outcome.status === 'done' ? (outcome.files[0]?.Id ?? -1) : -1;
    const one = await c.client.GET('/api/images/{id}', {
      params: { path: { id }, query: { skipImgLogUpdate: true } },
    });
    expect(one.error).toBeUndefined();
    const [listed] = await details([id]);
    for (const gps of [one.data?.imageGPS, listed?.imageGPS]) {
      expect(gps?.latitude).toBeCloseTo(JPEG_GPS_POSITION.latitude, 3);
      expect(gps?.longitude).toBeCloseTo(JPEG_GPS_POSITION.longitude, 3);
      expect(Number.isInteger(gps?.zoomLevel)).toBe(true);
      expect(Number.isInteger(gps?.id)).toBe(true);
    }
  });
});
