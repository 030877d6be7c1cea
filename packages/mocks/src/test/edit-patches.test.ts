// PATCH /api/images as the server answers it (packages/server src/images/patches.ts and
// handlers/image-patches.test.ts): the rights beyond editData (images.setExpiration for the expiration
// date and the licence fields, images.setOnBrand for the brand status: 403) and the limited keywords
// dictionary (spec 001 §5), which the contract suite cannot set up on the mocks (their users' rights
// and flags are fixed), so they are proved here with the same messages.
import type { PermissionName } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { canOnImage } from '../handlers/context';
import { currentDb, currentUser } from '../state';
import { api, mockServerForFile } from './helpers';

mockServerForFile({ user: 'editor' });

/** A file the editor may edit (not in the read-only Archive). */
const editable = () => {
  const db = currentDb();
  const image = db.images.find((i) => canOnImage(db, currentUser(), 'editData', i));
  if (!image) throw new Error('no file the editor may edit');
  return image;
};

/** The editor, without some of the editor role's permissions. */
const withoutPermissions = (...names: PermissionName[]) => {
  const permissions = currentUser().permissions as Set<PermissionName>;
  for (const name of names) permissions.delete(name);
};

const patch = (id: number, field: string, value: string, action = 'replace') =>
  api('PATCH', '/api/images', { imageIds: [id], patches: [{ id, field, action, value }] });

describe('rights beyond editData (spec 000 §6)', () => {
  it('the editor sets the licence fields, the expiration date and the brand status', async () => {
    const image = editable();
    expect((await patch(image.id, 'licenseDocumentUrl', 'https://example.com/l.pdf')).status).toBe(200);
    expect((await patch(image.id, 'licenseExpiryNote', 'Renew')).status).toBe(200);
    expect((await patch(image.id, 'expirationDate', '2031-02-03')).status).toBe(200);
    expect((await patch(image.id, 'isOnBrand', 'false')).status).toBe(200);
    expect(image).toMatchObject({
      licenseDocumentUrl: 'https://example.com/l.pdf',
      licenseExpiryNote: 'Renew',
      expirationDate: '2031-02-03T00:00:00.000Z',
      isOnBrand: false,
    });
  });

  it('403 without images.setExpiration for the licence fields and the expiration date; nothing saved', async () => {
    const image = editable();
    const before = structuredClone(image);
    withoutPermissions('images.setExpiration');
    for (const [field, value, message] of [
      ['licenseDocumentUrl', 'https://example.com/l.pdf', 'You are not allowed to set the licence fields.'],
      ['licenseExpiryNote', 'x', 'You are not allowed to set the licence fields.'],
      ['expirationDate', '2031-02-03', 'You are not allowed to set the expiration date.'],
    ] as const) {
      const answer = await patch(image.id, field, value);
      expect(answer.status, field).toBe(403);
      expect(answer.body).toMatchObject({ responseStatus: { message } });
    }
    expect((await patch(image.id, 'imageAttributes.title', 'Still mine')).status).toBe(200);
    expect(image).toMatchObject({
      licenseDocumentUrl: before.licenseDocumentUrl,
      licenseExpiryNote: before.licenseExpiryNote,
      expirationDate: before.expirationDate,
    });
  });

  it('403 without images.setOnBrand for the brand status', async () => {
    const image = editable();
    const before = image.isOnBrand;
    withoutPermissions('images.setOnBrand');
    const answer = await patch(image.id, 'isOnBrand', String(!before));
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({
      responseStatus: { message: 'You are not allowed to set the brand status.' },
    });
    expect(image.isOnBrand).toBe(before);
  });
});

describe('a limited keywords dictionary (spec 001 §5)', () => {
  it('refuses new keywords to a user who does not manage keywords, with the server message', async () => {
    const image = editable();
    currentDb().flags.iskeywordsdictionarylimited = true;
    const known = currentDb().images.flatMap((i) => i.keywords)[0] as string;
    Object.assign(currentUser(), { keywordsManagementAllowed: false });
    const refused = await patch(image.id, 'keywords', `${known};brand new;also new`, 'append');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      responseStatus: { message: 'New keywords are not allowed: brand new; also new.' },
    });
    expect(image.keywords).not.toContain('brand new');
    expect((await patch(image.id, 'keywords', known, 'append')).status).toBe(200);
  });

  it('lets a user who manages keywords add new ones (spec 000 §6 keywords management)', async () => {
    const image = editable();
    currentDb().flags.iskeywordsdictionarylimited = true;
    expect(currentUser().keywordsManagementAllowed).toBe(true);
    expect((await patch(image.id, 'keywords', 'brand new', 'append')).status).toBe(200);
    expect(image.keywords).toContain('brand new');
  });
});
