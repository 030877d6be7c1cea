// Share links (issue 20; spec 000 §3 "Sharing state", §4, §5, §7 "Sharing"; spec 001 §6, §7 public
// export): every sharing call against every target.
import { expect, it } from 'vitest';
import { describeContract, expectApiError } from './support';

describeContract('shares', (c) => {
  async function sharedFiles(title = 'Summer campaign') {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const a = await c.uploadPng(folder.id);
    const b = await c.uploadPng(folder.id);
    const created = await c.client.POST('/api/share', {
      body: { Href: 'http://localhost/', imageIds: [a, b], title },
    });
    expect(created.response.status).toBe(200);
    return { a, b, share: created.data as NonNullable<typeof created.data> };
  }

  it('creates a link of the files with every flag but first-load info on (spec 000 §7 "POST share")', async () => {
    const { a, b, share } = await sharedFiles();
    expect(share.imagesIds).toEqual([a, b]);
    expect(share.urlSlug).toMatch(/\S/);
    expect(share).toMatchObject({
      allowedToDownloadImages: true,
      allowedToRepresentSlideshow: true,
      allowedToShowInfo: true,
      showInfoPanelOnFirstLoad: false,
    });
  });

  it('refuses sharing to the guest (spec 000 §6 share.link)', async () => {
    await c.signInAs('guest');
    const result = await c.client.POST('/api/share', { body: { Href: 'http://localhost/', imageIds: [1] } });
    expect([401, 403]).toContain(result.response.status);
  });

  it('patches the settings: friendly slug from a title of 4+ characters, flags, expiry (spec 000 §5)', async () => {
    const { share } = await sharedFiles();
    const later = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
    const patched = await c.client.PATCH('/api/sharing/{stateId}', {
      params: { path: { stateId: share.id } },
      body: {
        id: share.id,
        makeUrlFriendly: true,
        allowedToDownloadImages: false,
        expirationDatetimeUTC: later,
      },
    });
    expect(patched.response.status).toBe(200);
    expect(patched.data?.urlSlug).toMatch(/^summer-campaign/);
    expect(patched.data?.allowedToDownloadImages).toBe(false);
  });

  it('refuses an expiry in the past: 400 (spec 000 §5 "no past date")', async () => {
    const { share } = await sharedFiles();
    const result = await c.client.PATCH('/api/sharing/{stateId}', {
      params: { path: { stateId: share.id } },
      body: { id: share.id, expirationDatetimeUTC: '2001-01-01T00:00:00.000Z' },
    });
    expectApiError(result, 400);
  });

  it('opens the link for a visitor with its files and flags (spec 000 §7 "sharing view")', async () => {
    const { a, b, share } = await sharedFiles();
    await c.signInAs('guest');
    const view = await c.client.POST('/api/sharing/view', { body: { restoreHash: share.urlSlug as string } });
    expect(view.response.status).toBe(200);
    expect(view.data?.errorMessage ?? null).toBeNull();
    expect([...(view.data?.searchResult?.ids ?? [])].sort()).toEqual([a, b].sort());
    const me = await c.client.GET('/api/session/currentuser');
    expect(me.data?.isShared).toBe(true);
    // The link allows downloads: the permission check says so for its files (spec 001 §6).
    const check = await c.client.POST('/api/permissions/images', {
      body: { imageIds: [a, b], permission: 'download' },
    });
    expect([...(check.data?.imageIds ?? [])].sort()).toEqual([a, b].sort());
  });

  it('asks for the password of a protected link, refuses a wrong one, opens with it', async () => {
    const { share } = await sharedFiles();
    await c.client.PATCH('/api/sharing/{stateId}', {
      params: { path: { stateId: share.id } },
      body: { id: share.id, password: 'open sesame' },
    });
    await c.signInAs('guest');
    const slug = share.urlSlug as string;
    const none = await c.client.POST('/api/sharing/view', { body: { restoreHash: slug } });
    expect(none.data).toMatchObject({ passwordRequired: true, searchResult: { ids: [] } });
    expect(none.data?.errorMessage).toMatch(/\S/);
    const wrong = await c.client.POST('/api/sharing/view', { body: { restoreHash: slug, password: 'nope' } });
    expect(wrong.data).toMatchObject({ passwordRequired: true, searchResult: { ids: [] } });
    const right = await c.client.POST('/api/sharing/view', {
      body: { restoreHash: slug, password: 'open sesame' },
    });
    expect(right.data?.searchResult?.ids).toHaveLength(2);
  });

  it('a visitor reaches the link’s files only, and changes nothing (spec 001 §6)', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const outside = await c.uploadPng(folder.id);
    const { a, share } = await sharedFiles();
    await c.signInAs('guest');
    await c.client.POST('/api/sharing/view', { body: { restoreHash: share.urlSlug as string } });
    const thumb = (id: number) =>
      c.client.GET('/Download.aspx', { params: { query: { id, thumb: 2 } }, parseAs: 'arrayBuffer' });
    expect((await thumb(a)).response.status).toBe(200);
    expect([403, 404]).toContain((await thumb(outside)).response.status);
    const found = await c.client.POST('/api/search', { body: { criteria: { itemsOnPage: 100 } } });
    expect(found.data?.images.map((image) => image.id)).not.toContain(outside);
    expect(found.data?.images.map((image) => image.id)).toContain(a);
    const edit = await c.client.PATCH('/api/images', {
      body: {
        imageIds: [a],
        patches: [{ id: a, field: 'imageAttributes.title', value: 'Mine', action: 'replace' }],
      },
    });
    expect([403, 404]).toContain(edit.response.status);
  });

  it('lists my shares with views counted, and revokes one: the link then says so', async () => {
    const { share } = await sharedFiles();
    await c.signInAs('guest');
    await c.client.POST('/api/sharing/view', { body: { restoreHash: share.urlSlug as string } });
    await c.signInAs('editor');
    const mine = await c.client.GET('/api/sharing/mine');
    expect(mine.response.status).toBe(200);
    const listed = mine.data?.shares.find((s) => s.id === share.id);
    expect(listed?.viewCount).toBe(1);
    const revoked = await c.client.DELETE('/api/sharing/{stateId}', {
      params: { path: { stateId: share.id } },
    });
    expect(revoked.response.status).toBe(204);
    const after = await c.client.GET('/api/sharing/mine');
    expect(after.data?.shares.find((s) => s.id === share.id)?.isRevoked).toBe(true);
    await c.signInAs('guest');
    const view = await c.client.POST('/api/sharing/view', { body: { restoreHash: share.urlSlug as string } });
    expect(view.data?.errorMessage).toMatch(/revoked/);
    expect(view.data?.searchResult?.ids).toEqual([]);
  });

  it('refuses another user’s link: 404 to patch or revoke', async () => {
    const { share } = await sharedFiles();
    await c.signInAs('viewer');
    const patched = await c.client.PATCH('/api/sharing/{stateId}', {
      params: { path: { stateId: share.id } },
      body: { id: share.id, title: 'Mine now' },
    });
    expect([403, 404]).toContain(patched.response.status);
    const revoked = await c.client.DELETE('/api/sharing/{stateId}', {
      params: { path: { stateId: share.id } },
    });
    expect([403, 404]).toContain(revoked.response.status);
  });

  it('public export: a token, then the zip, while the link allows downloads (spec 001 §7)', async () => {
    const { a, share } = await sharedFiles();
    await c.signInAs('guest');
    const slug = share.urlSlug as string;
    await c.client.POST('/api/sharing/view', { body: { restoreHash: slug } });
    const token = await c.client.POST('/api/publicexport', { body: { ids: [a], type: 1, publicHash: slug } });
    expect(token.response.status).toBe(200);
    const zip = await c.client.GET('/api/publicexport/{token}', {
      params: { path: { token: token.data?.id as string } },
      parseAs: 'arrayBuffer',
    });
    expect(zip.response.status).toBe(200);
    await c.signInAs('editor');
    await c.client.PATCH('/api/sharing/{stateId}', {
      params: { path: { stateId: share.id } },
      body: { id: share.id, allowedToDownloadImages: false },
    });
    await c.signInAs('guest');
    const refused = await c.client.POST('/api/publicexport', {
      body: { ids: [a], type: 1, publicHash: slug },
    });
    expectApiError(refused, 403);
  });
});
