// Share a folder with people (issue 20; spec 000 §5 "The sharing user must exist in the users list or
// carry an e-mail; otherwise an add-by-email prompt is shown", §7 "POST users create", "GET all
// users"; openapi.yml listFolderPeople, addFolderPerson, removeFolderPerson, all inferred): a person
// of the users list is given the folder and taken off again, `share` is needed, an unknown person is
// not found, and a person added by e-mail is mailed a set-password link that works (the server
// target's SMTP server receives the mail; the mocks keep the invitation).
import { type components, unwrap } from '@vitrine/api-client';
import { PEOPLE_MESSAGES } from '@vitrine/core';
import { expect, it } from 'vitest';
import { describeContract, expectApiError } from './support';

type Schemas = components['schemas'];

describeContract('share with people', (c) => {
  const list = (id: number) => c.client.GET('/api/folders/{id}/people', { params: { path: { id } } });
  const add = (id: number, userId: number) =>
    c.client.POST('/api/folders/{id}/people', { params: { path: { id } }, body: { userId } });
  const remove = (id: number, userId: number) =>
    c.client.DELETE('/api/folders/{id}/people/{userId}', { params: { path: { id, userId } } });
  /** The viewer, as the editor's users list names them. */
  const viewerId = async () => {
    const users = (await unwrap(c.client.GET('/api/users'))).users;
    const viewer = users.find((u) => u.logicalId === 'kenji.ito');
    if (!viewer) throw new Error('the viewer is not in the editor’s users list');
    return viewer.id;
  };

  it('gives a person of the users list the folder, idempotently, lists them, and takes it back', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const person = await viewerId();
    // The folder a person was made for (folderId) is each target's fixture: not compared.
    const expected: Schemas['FolderPerson'] = await unwrap(add(folder.id, person));
    expect(expected).toMatchObject({
      user: { id: person, logicalId: 'kenji.ito', email: null },
      sharedBy: 'elena.novak',
    });
    expect(await unwrap(add(folder.id, person))).toEqual(expected);
    expect((await unwrap(list(folder.id))).people).toEqual([expected]);
    const removed = await remove(folder.id, person);
    expect(removed.response.status).toBe(204);
    expect((await unwrap(list(folder.id))).people).toEqual([]);
    expectApiError(await remove(folder.id, person), 404, PEOPLE_MESSAGES.notShared('kenji.ito'));
  });

  it('refuses someone without share on the folder (403) and an unknown person (404)', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const person = await viewerId();
    expectApiError(await add(folder.id, 987_654), 404);
    await c.signInAs('viewer');
    expectApiError(await list(folder.id), 403, PEOPLE_MESSAGES.notAllowed);
    expectApiError(await add(folder.id, person), 403, PEOPLE_MESSAGES.notAllowed);
    expectApiError(await remove(folder.id, person), 403, PEOPLE_MESSAGES.notAllowed);
    expectApiError(
      await c.client.POST('/api/users/create', {
        body: { email: 'nobody@example.com', folderId: folder.id },
      }),
      403,
      PEOPLE_MESSAGES.notAllowed,
    );
  });

  it('mails a person added by e-mail a set-password link that works once, and lists them', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const email = 'mia.invited@example.com';
    const created = await unwrap(
      c.client.POST('/api/users/create', { body: { email, folderId: folder.id } }),
    );
    expect(created).toMatchObject({ logicalId: email, email, folderId: folder.id, invitation: 'sent' });
    const tokens = await c.target.invitationTokens(email);
    expect(tokens).toHaveLength(1);
    const token = tokens[0] as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect((await unwrap(list(folder.id))).people.map((p) => [p.user.logicalId, p.sharedBy])).toEqual([
      [email, 'elena.novak'],
    ]);
    const use = () =>
      c.client.POST('/api/passwordlink/use', { body: { token, password: 'mias-own-password' } });
    expect((await use()).response.status).toBe(204);
    expect((await use()).response.status).toBe(404);
  });
});
