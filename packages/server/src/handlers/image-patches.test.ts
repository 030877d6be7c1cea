// The edit patches the metadata editor sends beyond the text fields (issue 17): the position
// (spec 001 §3 imageGPS), the licence fields (spec 000 §3 licenseDocumentUrl, licenseExpiryNote,
// with images.setExpiration), the decided lengths (core metadataMaxLength) and the limited keywords
// dictionary (spec 001 §5), over HTTP on SQLite and PostgreSQL: what is saved is what the details,
// the search and the database answer; a refusal saves nothing.
import type { components } from '@vitrine/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeSetting } from '../library/settings';
import { type Agent, startTestServer, type TestServer } from '../testing/harness';
import { solidImage } from '../testing/images';
import { uploadBytes } from '../testing/upload';

type Schemas = components['schemas'];

let server: TestServer;
let editor: Agent;
let captioner: Agent;
let folderId: number;
let imageId: number;
let otherId: number;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function upload(folder: number, name: string): Promise<number> {
  const [answer] = await uploadBytes<{ files: { Id: number }[] }>(
    server,
    editor,
    `/api/upload/${folder}`,
    name,
    await solidImage(40, 30, 'png'),
  );
  if (answer?.status !== 200) throw new Error(`upload ${name}: ${answer?.status}`);
  return answer.body.files[0]?.Id as number;
}

beforeEach(async () => {
  await server.reset();
  editor = await server.as('editor');
  const folder = await editor.call<{ id: number }>('POST', '/api/folder/addFolder', {
    Name: 'Edits',
    ParentId: server.library.folders.workspace.id,
  });
  folderId = folder.body.id;
  imageId = await upload(folderId, 'one.png');
  otherId = await upload(folderId, 'two.png');
  // kenji.ito (a viewer everywhere) gets editData alone on the folder: no images.setExpiration,
  // images.setOnBrand or keywords.manage.
  const db = server.app.vitrine.db;
  const role = await db
    .insertInto('roles')
    .values({ name: 'captioner', permissions: JSON.stringify(['download', 'editData']) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const kenji = await db
    .selectFrom('users')
    .select('id')
    .where('user_name', '=', 'kenji.ito')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('role_assignments')
    .values({ user_id: kenji.id, role_id: role.id, folder_id: folderId, set_id: null, group_id: null })
    .execute();
  captioner = await server.as('viewer');
});

const patch = (agent: Agent, imageIds: number[], patches: unknown[]) =>
  agent.call<{ updatedIds: number[] }>('PATCH', '/api/images', { imageIds, patches });
const replace = (id: number, field: string, value: string) => ({ id, field, action: 'replace', value });
const detail = async (id: number) =>
  (await editor.call<Schemas['ImageDetail']>('GET', `/api/images/${id}?skipImgLogUpdate=true`)).body;
const row = (id: number) =>
  server.app.vitrine.db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const searchFolder = async () =>
  (
    await editor.call<{ images: Schemas['ImageSummary'][] }>('POST', '/api/search', {
      criteria: { selectedFolder: folderId, itemsOnPage: 1000 },
    })
  ).body.images;

describe('the position (spec 001 §3 imageGPS)', () => {
  it('sets both coordinates: the details, the search and the row answer them', async () => {
    const saved = await patch(
      editor,
      [imageId],
      [replace(imageId, 'imageGPS.latitude', '48.8566'), replace(imageId, 'imageGPS.longitude', '-2.3522')],
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await detail(imageId)).imageGPS).toMatchObject({
      latitude: 48.8566,
      longitude: -2.3522,
      id: imageId,
    });
    const found = (await searchFolder()).find((image) => image.id === imageId);
    expect(found?.imageGPS).toMatchObject({ latitude: 48.8566, longitude: -2.3522 });
    expect(await row(imageId)).toMatchObject({ gps_latitude: 48.8566, gps_longitude: -2.3522 });
    expect((await detail(otherId)).imageGPS).toBeUndefined();
  });

  it('takes the bounds, moves one coordinate, and clears both', async () => {
    await patch(
      editor,
      [imageId],
      [replace(imageId, 'imageGPS.latitude', '-90'), replace(imageId, 'imageGPS.longitude', '180')],
    );
    expect((await detail(imageId)).imageGPS).toMatchObject({ latitude: -90, longitude: 180 });
    await patch(editor, [imageId], [replace(imageId, 'imageGPS.longitude', '-180')]);
    expect((await detail(imageId)).imageGPS).toMatchObject({ latitude: -90, longitude: -180 });
    const cleared = await patch(
      editor,
      [imageId],
      [replace(imageId, 'imageGPS.latitude', ''), replace(imageId, 'imageGPS.longitude', '')],
    );
    expect(cleared.status).toBe(200);
    expect((await detail(imageId)).imageGPS).toBeUndefined();
    expect(await row(imageId)).toMatchObject({ gps_latitude: null, gps_longitude: null });
  });

  it.each([
    [[['imageGPS.latitude', '12.5']], 'A position needs both a latitude and a longitude.'],
    [
      [
        ['imageGPS.latitude', '91'],
        ['imageGPS.longitude', '0'],
      ],
      'The latitude must be a number from -90 to 90.',
    ],
    [
      [
        ['imageGPS.latitude', '0'],
        ['imageGPS.longitude', '-180.01'],
      ],
      'The longitude must be a number from -180 to 180.',
    ],
    [
      [
        ['imageGPS.latitude', 'north'],
        ['imageGPS.longitude', '0'],
      ],
      'The latitude must be a number from -90 to 90.',
    ],
  ])('refuses %j with 400 "%s" and saves nothing', async (fields, message) => {
    const answer = await patch(
      editor,
      [imageId],
      [
        replace(imageId, 'imageAttributes.title', 'Not saved'),
        ...fields.map(([field, value]) => replace(imageId, field as string, value as string)),
      ],
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ responseStatus: { message } });
    expect(await row(imageId)).toMatchObject({ title: '', gps_latitude: null, gps_longitude: null });
  });

  it('refuses to append to a coordinate, and to clear one of a position', async () => {
    await patch(
      editor,
      [imageId],
      [replace(imageId, 'imageGPS.latitude', '10'), replace(imageId, 'imageGPS.longitude', '20')],
    );
    const append = await patch(
      editor,
      [imageId],
      [{ id: imageId, field: 'imageGPS.latitude', action: 'append', value: '5' }],
    );
    expect(append.body).toMatchObject({
      responseStatus: { message: 'imageGPS.latitude can only be replaced.' },
    });
    const half = await patch(editor, [imageId], [replace(imageId, 'imageGPS.longitude', '')]);
    expect(half.status).toBe(400);
    expect(await row(imageId)).toMatchObject({ gps_latitude: 10, gps_longitude: 20 });
  });
});

describe('the licence fields (spec 000 §3; images.setExpiration)', () => {
  const url = 'https://example.com/licences/harbour.pdf';

  it('sets, appends to and clears the document address and the note', async () => {
    const saved = await patch(
      editor,
      [imageId, otherId],
      [
        replace(imageId, 'licenseDocumentUrl', ` ${url} `),
        replace(imageId, 'licenseExpiryNote', 'Renew with the agency'),
        replace(otherId, 'licenseExpiryNote', 'Ours'),
        { id: imageId, field: 'licenseExpiryNote', action: 'append', value: ' by May' },
      ],
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await detail(imageId)).toMatchObject({
      licenseDocumentUrl: url,
      licenseExpiryNote: 'Renew with the agency by May',
    });
    expect(await detail(otherId)).toMatchObject({ licenseDocumentUrl: null, licenseExpiryNote: 'Ours' });
    const found = (await searchFolder()).find((image) => image.id === imageId);
    expect(found).toMatchObject({
      licenseDocumentUrl: url,
      licenseExpiryNote: 'Renew with the agency by May',
    });
    await patch(
      editor,
      [imageId],
      [replace(imageId, 'licenseDocumentUrl', ''), replace(imageId, 'licenseExpiryNote', '')],
    );
    expect(await row(imageId)).toMatchObject({ license_document_url: null, license_expiry_note: null });
  });

  const notWeb = 'The licence document must be a web address starting with http:// or https://.';
  it.each([
    ['a javascript: address', 'javascript:alert(document.cookie)', notWeb],
    ['an ftp: address', 'ftp://example.com/licence.pdf', notWeb],
    [
      '2,049 characters',
      `https://example.com/${'a'.repeat(2029)}`,
      'licenseDocumentUrl takes at most 2048 characters.',
    ],
  ])('refuses %s: 400 and nothing saved', async (_, value, message) => {
    const answer = await patch(
      editor,
      [imageId],
      [replace(imageId, 'licenseExpiryNote', 'Not saved'), replace(imageId, 'licenseDocumentUrl', value)],
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ responseStatus: { message } });
    expect(await row(imageId)).toMatchObject({ license_document_url: null, license_expiry_note: null });
  });

  it('takes a 2,048-character address and a 4,096-character note, not one more', async () => {
    const longest = `https://example.com/${'a'.repeat(2028)}`;
    const ok = await patch(
      editor,
      [imageId],
      [
        replace(imageId, 'licenseDocumentUrl', longest),
        replace(imageId, 'licenseExpiryNote', 'n'.repeat(4096)),
      ],
    );
    expect(ok.status).toBe(200);
    expect((await row(imageId)).license_document_url).toHaveLength(2048);
    const over = await patch(editor, [imageId], [replace(imageId, 'licenseExpiryNote', 'n'.repeat(4097))]);
    expect(over.body).toMatchObject({
      responseStatus: { message: 'licenseExpiryNote takes at most 4096 characters.' },
    });
  });

  it('needs images.setExpiration (403), as the expiration date; isOnBrand needs images.setOnBrand', async () => {
    expect(
      (await patch(captioner, [imageId], [replace(imageId, 'imageAttributes.title', 'Mine')])).status,
    ).toBe(200);
    for (const [field, value, message] of [
      ['licenseDocumentUrl', url, 'You are not allowed to set the licence fields.'],
      ['licenseExpiryNote', 'x', 'You are not allowed to set the licence fields.'],
      ['expirationDate', '2030-01-01', 'You are not allowed to set the expiration date.'],
      ['isOnBrand', 'false', 'You are not allowed to set the brand status.'],
    ] as const) {
      const answer = await patch(captioner, [imageId], [replace(imageId, field, value)]);
      expect(answer.status, field).toBe(403);
      expect(answer.body).toMatchObject({ responseStatus: { message } });
    }
    expect(await row(imageId)).toMatchObject({
      title: 'Mine',
      license_document_url: null,
      expiration_date: null,
    });
  });
});

describe('lengths and the limited dictionary', () => {
  it('bounds a title at 4,096 characters after an append (core METADATA_TEXT_MAX_LENGTH)', async () => {
    expect(
      (await patch(editor, [imageId], [replace(imageId, 'imageAttributes.title', 't'.repeat(4096))])).status,
    ).toBe(200);
    const over = await patch(
      editor,
      [imageId],
      [{ id: imageId, field: 'imageAttributes.title', action: 'append', value: '!' }],
    );
    expect(over.body).toMatchObject({
      responseStatus: { message: 'imageAttributes.title takes at most 4096 characters.' },
    });
    expect((await row(imageId)).title).toHaveLength(4096);
  });

  it('refuses new keywords to a user who does not manage keywords when the dictionary is limited (spec 001 §5)', async () => {
    await writeSetting(server.app.vitrine.db, 'flags', { iskeywordsdictionarylimited: true });
    await patch(editor, [otherId], [replace(otherId, 'keywords', 'harbour')]);
    const refused = await patch(captioner, [imageId], [replace(imageId, 'keywords', 'harbour;brand new')]);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      responseStatus: { message: 'New keywords are not allowed: brand new.' },
    });
    expect((await patch(captioner, [imageId], [replace(imageId, 'keywords', 'harbour')])).status).toBe(200);
    // The editor holds keywords.manage: the keywords dictionary is theirs to grow.
    expect((await patch(editor, [imageId], [replace(imageId, 'keywords', 'harbour;brand new')])).status).toBe(
      200,
    );
    expect((await detail(imageId)).keywords).toEqual(['harbour', 'brand new']);
  });
});
