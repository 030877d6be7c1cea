// recognition, versions, comments, workflows, keywords, sharing, reports, notifications, contact,
// annotation, session: mutations show on the next read.
import { describe, expect, it } from 'vitest';
import { currentDb, setMockUser } from '../index';
import { api, mockServerForFile } from './helpers';

mockServerForFile();

const photo = () => {
  const image = currentDb().images.find(
    (i) => i.mimeType === 'image/jpeg' && i.isOnBrand && !i.expirationDate,
  );
  if (!image) throw new Error('seed');
  return image;
};

describe('recognition', () => {
  it('asks consent first, then recognises on the second poll', async () => {
    const { id } = photo();
    expect((await api('POST', '/api/recognize/', { ids: [id] })).body).toEqual({ requiresConsent: true });
    expect((await api('POST', '/api/recognition/consent', { isAllowed: true })).status).toBe(204);
    expect((await api('GET', '/api/recognition/consent')).body).toBe(true);
    expect((await api('POST', '/api/recognize/', { ids: [id] })).body).toMatchObject({
      enqueued: true,
      imageId: id,
    });
    const poll = async () =>
      (await api('POST', '/api/recognition/multi-status', { imageIds: [id] })).body.images[0].processing;
    expect(await poll()).toBe(true);
    expect(await poll()).toBe(false);
    expect((await api('GET', `/api/images/${id}`)).body.recognizedLabels.length).toBeGreaterThan(0);
  });

  it('takes a single image only, as the server (spec 001 §6)', async () => {
    const [a, b] = currentDb().images.filter((i) => i.mimeType === 'image/jpeg');
    await api('POST', '/api/recognition/consent', { isAllowed: true });
    const several = await api('POST', '/api/recognize/', { ids: [a?.id, b?.id] });
    expect(several.status).toBe(400);
    expect(several.body.responseStatus.message).toBe('Select a single image to recognise.');
  });

  it('declining turns the saved recognizeObjects setting off (spec 001 §4)', async () => {
    await api('POST', '/api/websettings', { recognizeObjects: true });
    await api('POST', '/api/recognition/consent', { isAllowed: false });
    expect((await api('GET', '/api/websettings')).body.recognizeObjects).toBe(false);
    expect((await api('GET', '/api/recognition/consent')).body).toBe(false);
  });
});

describe('versions', () => {
  type Version = { id: number; versionNumber: number; isLastPictureVersion: boolean };
  it('lists the current content first; restores as a new version; deletes one and deletes all', async () => {
    const imageId = currentDb().versions[0]?.imageId;
    const list = async (): Promise<Version[]> =>
      (await api('GET', `/api/versions/${imageId}`)).body.imageVersions;
    const before = await list();
    expect(before.length).toBeGreaterThan(1);
    expect(before.map((v) => v.isLastPictureVersion)).toEqual([true, ...before.slice(1).map(() => false)]);
    const oldest = before.at(-1) as Version;
    expect((await api('POST', `/api/versions/${imageId}/restore/${before[0]?.id}`)).status).toBe(400);
    const restored = await api('POST', `/api/versions/${imageId}/restore/${oldest.id}`);
    const after = await list();
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ id: restored.body.id, isLastPictureVersion: true });
    await api('POST', `/api/version/${oldest.id}`, { prevImageVersionWithFileId: null });
    expect((await list()).map((v) => v.id)).not.toContain(oldest.id);
    expect((await api('DELETE', `/api/versions/${imageId}`)).status).toBe(204);
    expect((await list()).map((v) => v.id)).toEqual([restored.body.id]);
  });
});

describe('comments', () => {
  it('adds and deletes a comment; text stays data', async () => {
    const { id } = photo();
    const added = await api('POST', `/api/images/${id}/comments`, { text: '<script>x</script> looks good' });
    expect(added.body).toMatchObject({
      text: '<script>x</script> looks good',
      canDelete: true,
      author: { name: 'admin' },
    });
    expect((await api('GET', `/api/images/${id}/comments`)).body.map((c: { id: number }) => c.id)).toContain(
      added.body.id,
    );
    expect((await api('DELETE', `/api/images/${id}/comments/${added.body.id}`)).status).toBe(204);
    expect(
      (await api('GET', `/api/images/${id}/comments`)).body.map((c: { id: number }) => c.id),
    ).not.toContain(added.body.id);
  });
});

describe('workflows and keywords', () => {
  it('answers statuses, keywords and dictionary options', async () => {
    expect((await api('GET', '/api/workflows')).body.map((w: { name: string }) => w.name)).toContain(
      'Approved',
    );
    const keywords = (await api('GET', '/api/keywords/search?query=sun')).body;
    expect(keywords.map((k: { name: string }) => k.name)).toEqual(['sunset']);
    expect(
      (await api('GET', '/api/custommetadata/definition/dictionarySearch?query=custom-2')).body,
    ).toContain('Licensed');
    expect((await api('GET', '/api/custommetadata/definition/dictionarySearch?query=custom-99')).status).toBe(
      404,
    );
  });
});

describe('sharing', () => {
  it('creates a link, makes it friendly, and opens it as a shared-link visitor', async () => {
    const ids = currentDb()
      .images.filter((i) => i.isOnBrand && !i.expirationDate)
      .slice(0, 3)
      .map((i) => i.id);
    const created = await api('POST', '/api/share', {
      Href: 'http://localhost/all',
      imageIds: ids,
      title: null,
    });
    expect(created.body.allowedToShare).toEqual(ids);
    const short = await api('PATCH', `/api/sharing/${created.body.id}`, {
      id: created.body.id,
      title: 'abc',
      makeUrlFriendly: true,
    });
    expect(short.body.urlSlug).toBe(created.body.urlSlug);
    const patched = await api('PATCH', `/api/sharing/${created.body.id}`, {
      id: created.body.id,
      title: 'Été à Paris!',
      makeUrlFriendly: true,
      allowedToDownloadImages: false,
    });
    // The friendly slug is a prefix of the link's key, never the whole address (issue 20).
    expect(patched.body.urlSlug).toBe(`ete-a-paris-${created.body.urlSlug}`);
    expect((await api('POST', '/api/sharing/view', { restoreHash: 'ete-a-paris' })).status).toBe(404);
    const view = await api('POST', '/api/sharing/view', { restoreHash: patched.body.urlSlug });
    expect(view.body).toMatchObject({
      title: 'Été à Paris!',
      errorMessage: null,
      searchResult: { ids },
      allowedToDownloadImages: false,
    });
    expect((await api('GET', '/api/session/currentuser')).body).toMatchObject({ isShared: true });
    const seen = (await api('POST', '/api/search', { criteria: { itemsOnPage: 1000 } })).body;
    expect(seen.images.map((i: { id: number }) => i.id).sort((a: number, b: number) => a - b)).toEqual(ids);
    expect((await api('GET', `/Download.aspx?id=${ids[0]}`)).status).toBe(403);
    expect((await api('GET', `/Download.aspx?id=${ids[0]}&thumb=1`)).status).toBe(200);
  });

  it('answers the expired message for an expired link', async () => {
    const view = await api('POST', '/api/sharing/view', { restoreHash: 'k3vtx2mfh6ptw4qbnd7e' });
    expect(view.body.errorMessage).toBe('This shared link has expired.');
    expect((await api('POST', '/api/sharing/view', { restoreHash: 'nope' })).status).toBe(404);
  });

  it('creates a user with an e-mail and lists it', async () => {
    const folderId = currentDb().folders[0]?.id;
    expect((await api('POST', '/api/users/create', { email: 'not-an-email', folderId })).status).toBe(400);
    const created = await api('POST', '/api/users/create', { email: 'new.person@example.com', folderId });
    expect((await api('GET', '/api/users')).body.users.map((u: { id: number }) => u.id)).toContain(
      created.body.id,
    );
  });
});

describe('reports, notifications, contact, annotation, session', () => {
  it('saves the custom report settings', async () => {
    const before = (await api('GET', '/api/reports/default?isFromPreferences=true')).body;
    expect(before.customPdf).toBeNull();
    expect(before.defaultPdf.settings.pageNumbers).toEqual({ position: 'right', format: 'PageXofY' });
    const pdfRequest = { settings: { template: 3, font: { family: 'Georgia' } }, customIds: [1] };
    await api('POST', '/api/reports/default', { pdfRequest, isFromPreferences: true });
    expect((await api('GET', '/api/reports/default')).body.customPdf).toEqual(pdfRequest);
  });

  it('saves notification subscriptions', async () => {
    const { id } = photo();
    expect((await api('GET', `/api/notifications/image/${id}`)).body).toEqual({
      subscribeTo: [],
      hasEmail: true,
    });
    await api('PATCH', `/api/notifications/image/${id}`, { subscribeTo: ['image-annotate'] });
    expect((await api('GET', `/api/notifications/image/${id}`)).body.subscribeTo).toEqual(['image-annotate']);
  });

  it("keeps each user's subscriptions apart", async () => {
    const marketing = currentDb().folders.find((f) => f.name === 'Marketing')?.id;
    const read = async () => (await api('GET', `/api/notifications/folder/${marketing}`)).body.subscribeTo;
    expect(await read()).toEqual(['upload', 'image-delete']);
    setMockUser('editor');
    expect(await read()).toEqual([]);
    await api('PATCH', `/api/notifications/folder/${marketing}`, { subscribeTo: ['image-overwrite'] });
    expect(await read()).toEqual(['image-overwrite']);
    setMockUser('superAdmin');
    expect(await read()).toEqual(['upload', 'image-delete']);
  });

  it.each([
    [{ message: '' }, 'Message field cannot be empty'],
    [{ addresserEmail: '' }, 'Email field cannot be empty'],
    [{ formFillTime: 1200 }, 'Failed to send message!'],
    [{ secondEmail: 'bot@spam.test' }, 'Failed to send message!'],
  ])('refuses a contact form %j with %j (spec 001 §5)', async (change, message) => {
    const form = {
      message: 'Hello',
      addresserEmail: 'me@example.com',
      formFillTime: 9000,
      secondEmail: '',
      imageId: photo().id,
      ...change,
    };
    const answer = await api('PUT', `/api/contactowner/${photo().ownerId}`, form);
    expect(answer.status).toBe(400);
    expect(answer.body.responseStatus.message).toBe(message);
  });

  it('sends a valid contact form to an owner with an e-mail address, and not to one without', async () => {
    const db = currentDb();
    const byOwner = (hasEmail: boolean) => {
      const image = db.images.find((i) => ((db.user(i.ownerId)?.email ?? '') !== '') === hasEmail);
      if (!image) throw new Error('seed');
      return image;
    };
    const form = (imageId: number) => ({
      message: 'Hello',
      addresserEmail: 'me@example.com',
      formFillTime: 9000,
      secondEmail: '',
      imageId,
    });
    const reachable = byOwner(true);
    expect((await api('GET', `/api/images/${reachable.id}`)).body.owner.contactable).toBe(true);
    expect((await api('PUT', `/api/contactowner/${reachable.ownerId}`, form(reachable.id))).status).toBe(204);
    const silent = byOwner(false);
    expect((await api('GET', `/api/images/${silent.id}`)).body.owner.contactable).toBe(false);
    expect((await api('PUT', `/api/contactowner/${silent.ownerId}`, form(silent.id))).status).toBe(404);
  });

  it('saves an annotation as a new version and refuses an empty drawing', async () => {
    const { id } = photo();
    const empty = new FormData();
    empty.set('file', new Blob([]), 'a.png');
    const refused = await api('POST', `/api/images/${id}/annotation`, empty);
    expect(refused.body.responseStatus.message).toBe('Image is too large to be annotated!');
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(10)], { type: 'image/png' }), 'a.png');
    const saved = await api('POST', `/api/images/${id}/annotation`, form);
    expect(saved.body.id).toBe(id);
    const versions = (await api('GET', `/api/versions/${id}`)).body.imageVersions;
    expect(versions.map((v: { id: number }) => v.id)).toContain(saved.body.versionId);
  });

  it('signs in by user name and out to a guest', async () => {
    const signedIn = await api('POST', '/api/session/signin', { userName: 'kenji.ito', password: 'x' });
    expect(signedIn.body).toMatchObject({ name: 'kenji.ito', isSuperAdmin: false });
    expect((await api('POST', '/api/session/signin', { userName: 'nobody', password: 'x' })).status).toBe(
      401,
    );
    await api('POST', '/api/session/signout');
    expect((await api('GET', '/api/session/currentuser')).body).toMatchObject({
      isGuestAccess: true,
      id: null,
    });
  });
});
