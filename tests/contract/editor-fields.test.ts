// The metadata editor's fields beyond text (issue 17; spec 001 §3 edit patch, imageGPS; spec 000 §3
// licenseDocumentUrl, licenseExpiryNote; spec 001 §5 dictionary fields): the position, the licence
// fields, dictionary fields as a ';' list, and the decided bounds (docs/decisions.md "The metadata
// editor": latitude −90…90, longitude −180…180, both or neither; an http or https address of at
// most 2,048 characters; texts at most 4,096). What one target saves, the other saves; what one
// refuses (400, nothing saved, the same message), the other refuses.
import type { components } from '@vitrine/api-client';
import { expect, it } from 'vitest';
import { describeContract, expectApiError } from './support';

type Schemas = components['schemas'];
type Patch = Schemas['EditPatch'];

describeContract('editor fields', (c) => {
  const replace = (id: number, field: string, value: string): Patch => ({
    id,
    field,
    action: 'replace',
    value,
  });
  const patch = (imageIds: number[], patches: Patch[]) =>
    c.client.PATCH('/api/images', { body: { imageIds, patches } });
  const detail = async (id: number) => {
    const { data, error } = await c.client.GET('/api/images/{id}', {
      params: { path: { id }, query: { skipImgLogUpdate: true } },
    });
    expect(error).toBeUndefined();
    return data as Schemas['ImageDetail'];
  };
  /** An editor's new file in a folder of its own. */
  const newFile = async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    return { folder, id: await c.uploadPng(folder.id) };
  };

  it('sets a position: the details and the folder listing carry it; clearing both removes it', async () => {
    const { folder, id } = await newFile();
    const saved = await patch(
      [id],
      [replace(id, 'imageGPS.latitude', '48.8566'), replace(id, 'imageGPS.longitude', '-2.3522')],
    );
    expect(saved.error).toBeUndefined();
    expect((await detail(id)).imageGPS).toMatchObject({ latitude: 48.8566, longitude: -2.3522 });
    const listed = (await c.filesIn(folder.id)).find((file) => file.id === id);
    expect(listed?.imageGPS).toMatchObject({ latitude: 48.8566, longitude: -2.3522 });
    await patch([id], [replace(id, 'imageGPS.latitude', '-90'), replace(id, 'imageGPS.longitude', '180')]);
    expect((await detail(id)).imageGPS).toMatchObject({ latitude: -90, longitude: 180 });
    const cleared = await patch(
      [id],
      [replace(id, 'imageGPS.latitude', ''), replace(id, 'imageGPS.longitude', '')],
    );
    expect(cleared.error).toBeUndefined();
    expect((await detail(id)).imageGPS?.latitude ?? null).toBeNull();
  });

  it('refuses half a position, a coordinate out of range and an append to one: 400, nothing saved', async () => {
    const { id } = await newFile();
    const cases: [Patch[], string][] = [
      [[replace(id, 'imageGPS.latitude', '12.5')], 'A position needs both a latitude and a longitude.'],
      [
        [replace(id, 'imageGPS.latitude', '90.5'), replace(id, 'imageGPS.longitude', '0')],
        'The latitude must be a number from -90 to 90.',
      ],
      [
        [replace(id, 'imageGPS.latitude', '0'), replace(id, 'imageGPS.longitude', '-181')],
        'The longitude must be a number from -180 to 180.',
      ],
      [
        [
          replace(id, 'imageGPS.latitude', '0'),
          { id, field: 'imageGPS.longitude', action: 'append', value: '1' },
        ],
        'imageGPS.longitude can only be replaced.',
      ],
    ];
    for (const [patches, message] of cases) {
      expectApiError(
        await patch([id], [replace(id, 'imageAttributes.title', 'Not saved'), ...patches]),
        400,
        message,
      );
    }
    const read = await detail(id);
    expect(read.imageGPS?.latitude ?? null).toBeNull();
    expect(read.imageAttributes?.title).not.toBe('Not saved');
  });

  it('sets, appends to and clears the licence fields', async () => {
    const { folder, id } = await newFile();
    const url = 'https://example.com/licences/harbour.pdf';
    const saved = await patch(
      [id],
      [
        replace(id, 'licenseDocumentUrl', url),
        replace(id, 'licenseExpiryNote', 'Renew with the agency'),
        { id, field: 'licenseExpiryNote', action: 'append', value: ' by May' },
      ],
    );
    expect(saved.error).toBeUndefined();
    expect(await detail(id)).toMatchObject({
      licenseDocumentUrl: url,
      licenseExpiryNote: 'Renew with the agency by May',
    });
    expect((await c.filesIn(folder.id)).find((file) => file.id === id)).toMatchObject({
      licenseDocumentUrl: url,
      licenseExpiryNote: 'Renew with the agency by May',
    });
    await patch([id], [replace(id, 'licenseDocumentUrl', ''), replace(id, 'licenseExpiryNote', '')]);
    expect(await detail(id)).toMatchObject({ licenseDocumentUrl: null, licenseExpiryNote: null });
  });

  it('refuses a licence document that is not an http or https address, or is too long, and a note too long', async () => {
    const { id } = await newFile();
    const notWeb = 'The licence document must be a web address starting with http:// or https://.';
    const cases: [Patch, string][] = [
      [replace(id, 'licenseDocumentUrl', 'javascript:alert(document.cookie)'), notWeb],
      [replace(id, 'licenseDocumentUrl', 'ftp://example.com/licence.pdf'), notWeb],
      [
        replace(id, 'licenseDocumentUrl', `https://example.com/${'a'.repeat(2029)}`),
        'licenseDocumentUrl takes at most 2048 characters.',
      ],
      [
        replace(id, 'licenseExpiryNote', 'n'.repeat(4097)),
        'licenseExpiryNote takes at most 4096 characters.',
      ],
    ];
    for (const [refused, message] of cases) {
      expectApiError(await patch([id], [refused]), 400, message);
    }
    // The longest address passes.
    const longest = `https://example.com/${'a'.repeat(2028)}`;
    expect((await patch([id], [replace(id, 'licenseDocumentUrl', longest)])).error).toBeUndefined();
    expect((await detail(id)).licenseDocumentUrl).toBe(longest);
  });

  it('bounds a title at 4,096 characters, after an append', async () => {
    const { id } = await newFile();
    expect(
      (await patch([id], [replace(id, 'imageAttributes.title', 't'.repeat(4096))])).error,
    ).toBeUndefined();
    expectApiError(
      await patch([id], [{ id, field: 'imageAttributes.title', action: 'append', value: '!' }]),
      400,
      'imageAttributes.title takes at most 4096 characters.',
    );
    expect((await detail(id)).imageAttributes?.title).toHaveLength(4096);
  });

  it("takes a dictionary field's values as a ';' list, each one of its options (spec 001 §5)", async () => {
    const { id } = await newFile();
    const definitions = (await c.client.GET('/api/custommetadata/definitions')).data ?? [];
    const dictionary = definitions.find((d) => d.isDictionary && !d.isRecognitionLabel);
    expect(dictionary).toBeDefined();
    const field = `custom-${dictionary?.id}`;
    const options =
      (
        await c.client.GET('/api/custommetadata/definition/dictionarySearch', {
          params: { query: { query: field } },
        })
      ).data ?? [];
    expect(options.length).toBeGreaterThanOrEqual(2);
    const [first, second] = options as [string, string];
    const saved = await patch([id], [replace(id, field, `${first};${second}`)]);
    expect(saved.error).toBeUndefined();
    const value = (await detail(id)).imageCustomMetadatas?.find(
      (m) => m.definitionId === dictionary?.id,
    )?.value;
    expect(value).toBe(`${first};${second}`);
    const label = (dictionary?.label ?? '').replace(/__/g, ' ');
    expectApiError(
      await patch([id], [{ id, field, action: 'append', value: 'Not an option' }]),
      400,
      `"Not an option" is not an option of ${label}.`,
    );
  });

  it('403 for a user without editData: nothing saved', async () => {
    const { id } = await newFile();
    await c.signInAs('viewer');
    const refused = await patch(
      [id],
      [replace(id, 'licenseDocumentUrl', 'https://example.com/l.pdf'), replace(id, 'imageGPS.latitude', '1')],
    );
    expectApiError(refused, 403);
    await c.signInAs('editor');
    expect((await detail(id)).licenseDocumentUrl ?? null).toBeNull();
  });
});
