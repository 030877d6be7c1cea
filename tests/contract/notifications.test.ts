// Notification subscriptions (spec 000 §3 "Notification subscription keys"; §7 "GET and PATCH
// /api/notifications/{folder|set|image}/{id}; GET returns subscribeTo and hasEmail; PATCH sends
// subscribeTo"). What a user subscribes to is that user's: another user's choice never shows.
import { unwrap } from '@vitrine/api-client';
import { expect, it } from 'vitest';
import { describeContract } from './support';

describeContract('notifications', (c) => {
  const read = async (folderId: number) =>
    (
      await unwrap(
        c.client.GET('/api/notifications/{objectType}/{id}', {
          params: { path: { objectType: 'folder', id: folderId } },
        }),
      )
    ).subscribeTo;
  const subscribe = (folderId: number, subscribeTo: ('upload' | 'image-delete' | 'image-overwrite')[]) =>
    c.client.PATCH('/api/notifications/{objectType}/{id}', {
      params: { path: { objectType: 'folder', id: folderId } },
      body: { subscribeTo },
    });

  it('reads back what was saved (spec 000 §7)', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    expect(await read(folder.id)).toEqual([]);
    expect((await subscribe(folder.id, ['upload', 'image-delete'])).response.status).toBe(204);
    expect([...(await read(folder.id))].sort()).toEqual(['image-delete', 'upload']);
    await subscribe(folder.id, ['image-overwrite']);
    expect(await read(folder.id)).toEqual(['image-overwrite']);
  });

  it("keeps each user's subscriptions apart", async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    await unwrap(subscribe(folder.id, ['upload']));
    await c.signInAs('superAdmin');
    expect(await read(folder.id)).toEqual([]);
    await unwrap(subscribe(folder.id, ['image-delete']));
    await c.signInAs('editor');
    expect(await read(folder.id)).toEqual(['upload']);
  });
});
