// Comments over HTTP (issue 18; spec 001 §6 "Comments need comments to be available"; the rules are
// decided: docs/decisions.md "Comments"): whoever may see a file reads its comments, newest first; a
// signed-in person adds them (not the guest), at most COMMENT_LIMIT a minute; only the author changes
// one; the author or a super admin deletes one; a file the caller may not see answers 404; comments
// off answers 403; the text is kept as written (data, never markup) within core's bounds; comments go
// with their file and stay, with their author's name, when the person is deleted. In the server and
// server-pg projects.
import type { components } from '@vitrine/api-client';
import { COMMENT_LIMIT, COMMENT_MAX_LENGTH } from '@vitrine/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeSetting } from '../library/settings';
import { type Agent, startTestServer, type TestServer } from '../testing/harness';
import { solidImage } from '../testing/images';
import { uploadBytes } from '../testing/upload';

type Comment = components['schemas']['Comment'];

let server: TestServer;
let editor: Agent;
let viewer: Agent;
let admin: Agent;
let photoId: number;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

beforeEach(async () => {
  await server.reset();
  editor = await server.as('editor');
  viewer = await server.as('viewer');
  admin = await server.as('superAdmin');
  const [answer] = await uploadBytes<{ files: { Id: number }[] }>(
    server,
    editor,
    `/api/upload/${server.library.folders.workspace.id}`,
    'harbour.png',
    await solidImage(8, 8, 'png'),
  );
  photoId = answer?.body.files[0]?.Id as number;
});

const url = (imageId = photoId) => `/api/images/${imageId}/comments`;
const add = (agent: Agent, text: string, imageId = photoId) =>
  agent.call<Comment>('POST', url(imageId), { text });
const list = async (agent: Agent) => {
  const answer = await agent.call<Comment[]>('GET', url());
  expect(answer.status).toBe(200);
  return answer.body;
};
const refusal = (status: number, message: string) => ({
  status,
  body: { responseStatus: { errorCode: expect.any(String), message } },
});
const statusAndBody = ({ status, body }: { status: number; body: unknown }) => ({ status, body });

describe('comments (issue 18)', () => {
  it('a person who may see the file comments; everyone who may see it reads it, newest first', async () => {
    const first = await add(viewer, 'Lovely light.');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      imageId: photoId,
      text: 'Lovely light.',
      editedAt: null,
      author: { id: server.library.userIds.viewer, name: 'kenji.ito' },
      canEdit: true,
      canDelete: true,
    });
    const second = await add(editor, '@kenji.ito thanks!');
    expect(second.status).toBe(200);
    const seenByEditor = await list(editor);
    expect(seenByEditor.map((c) => c.text)).toEqual(['@kenji.ito thanks!', 'Lovely light.']);
    // The editor's view of the viewer's comment: neither theirs to change nor to delete.
    expect(seenByEditor[1]).toMatchObject({ canEdit: false, canDelete: false });
    // A super admin may delete any comment but change none.
    expect((await list(admin)).map((c) => [c.canEdit, c.canDelete])).toEqual([
      [false, true],
      [false, true],
    ]);
  });

  it('keeps the text as written: markup and mentions are plain text', async () => {
    const hostile = `<img src=x onerror="alert(1)"> **bold** @admin\n<script>alert('x')</script> &amp;`;
    expect((await add(viewer, `  ${hostile}\r\n`)).body.text).toBe(hostile);
    expect((await list(editor))[0]?.text).toBe(hostile);
  });

  it('refuses an empty or too long text and control characters, with core messages; nothing is kept', async () => {
    expect(statusAndBody(await add(viewer, ' \n '))).toEqual(refusal(400, 'The comment is empty.'));
    expect(statusAndBody(await add(viewer, 'x'.repeat(COMMENT_MAX_LENGTH + 1)))).toEqual(
      refusal(400, `A comment can have at most ${COMMENT_MAX_LENGTH} characters.`),
    );
    expect(statusAndBody(await add(viewer, 'bell\u0007'))).toEqual(
      refusal(400, 'A comment cannot contain control characters.'),
    );
    expect((await viewer.call('POST', url(), {})).status).toBe(400);
    expect((await viewer.call('POST', url(), { text: 'x', extra: 1 })).status).toBe(400);
    expect(await list(viewer)).toEqual([]);
    expect((await add(viewer, 'x'.repeat(COMMENT_MAX_LENGTH))).status).toBe(200);
  });

  it('the guest (who sees the whole library here) reads but may not comment', async () => {
    await add(viewer, 'Seen by all');
    const guest = server.agent();
    const read = await guest.call<Comment[]>('GET', url());
    expect(read.status).toBe(200);
    expect(read.body.map((c) => [c.text, c.canEdit, c.canDelete])).toEqual([['Seen by all', false, false]]);
    expect(statusAndBody(await add(guest, 'Guest words'))).toEqual(refusal(403, 'Sign in to comment.'));
    expect((await list(viewer)).map((c) => c.text)).toEqual(['Seen by all']);
  });

  it('only the author changes a comment; editedAt tells it was changed', async () => {
    const { body: mine } = await add(viewer, 'Typo hree');
    const patch = (agent: Agent, text: string) =>
      agent.call<Comment>('PATCH', `${url()}/${mine.id}`, { text });
    expect(statusAndBody(await patch(editor, 'Hijacked'))).toEqual(
      refusal(403, 'Only its author can change a comment.'),
    );
    expect(statusAndBody(await patch(admin, 'Hijacked'))).toEqual(
      refusal(403, 'Only its author can change a comment.'),
    );
    expect(statusAndBody(await patch(viewer, ''))).toEqual(refusal(400, 'The comment is empty.'));
    const changed = await patch(viewer, 'Typo here');
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: mine.id, text: 'Typo here', canEdit: true });
    expect(changed.body.editedAt).toEqual(expect.any(String));
    expect((await list(editor))[0]).toMatchObject({ text: 'Typo here', editedAt: changed.body.editedAt });
    expect((await viewer.call('PATCH', `${url()}/${mine.id + 1000}`, { text: 'x' })).status).toBe(404);
  });

  it('the author or a super admin deletes a comment; nobody else', async () => {
    const { body: first } = await add(viewer, 'First');
    const { body: second } = await add(viewer, 'Second');
    expect(statusAndBody(await editor.call('DELETE', `${url()}/${first.id}`))).toEqual(
      refusal(403, 'You are not allowed to delete this comment.'),
    );
    expect((await viewer.call('DELETE', `${url()}/${first.id}`)).status).toBe(204);
    expect((await admin.call('DELETE', `${url()}/${second.id}`)).status).toBe(204);
    expect(await list(editor)).toEqual([]);
    expect((await viewer.call('DELETE', `${url()}/${second.id}`)).status).toBe(404);
  });

  it('a comment is found only under its own file', async () => {
    const { body: mine } = await add(viewer, 'On the photo');
    const [other] = await uploadBytes<{ files: { Id: number }[] }>(
      server,
      editor,
      `/api/upload/${server.library.folders.workspace.id}`,
      'other.png',
      await solidImage(8, 8, 'png'),
    );
    const otherId = other?.body.files[0]?.Id as number;
    expect((await viewer.call('DELETE', `${url(otherId)}/${mine.id}`)).status).toBe(404);
    expect((await list(viewer)).map((c) => c.id)).toEqual([mine.id]);
  });

  it('answers 403 while comments are off (spec 001 §6), 404 for a file that does not exist', async () => {
    await add(viewer, 'Before');
    await writeSetting(server.app.vitrine.db, 'globalSettings', { enableComments: false });
    expect(statusAndBody(await viewer.call('GET', url()))).toEqual(
      refusal(403, 'Comments are not available.'),
    );
    expect((await add(viewer, 'After')).status).toBe(403);
    expect((await viewer.call('GET', url(photoId + 1000))).status).toBe(403);
    await writeSetting(server.app.vitrine.db, 'globalSettings', { enableComments: true });
    expect((await viewer.call('GET', url(photoId + 1000))).status).toBe(404);
    expect((await list(viewer)).map((c) => c.text)).toEqual(['Before']);
  });

  it(`holds a person back after ${COMMENT_LIMIT.comments} comments a minute (429, Retry-After)`, async () => {
    for (let i = 0; i < COMMENT_LIMIT.comments; i += 1) expect((await add(viewer, `n${i}`)).status).toBe(200);
    const held = await add(viewer, 'one more');
    expect(statusAndBody(held)).toEqual(refusal(429, 'Too many comments. Wait a moment, then try again.'));
    expect(held.headers['retry-after']).toBe(String(COMMENT_LIMIT.windowMs / 1000));
    // Another person is not held back.
    expect((await add(editor, 'mine')).status).toBe(200);
  });

  it('comments go with their file; they stay, with the name, when their author is deleted', async () => {
    await add(viewer, 'Keeps my name');
    expect((await admin.call('DELETE', `/api/admin/users/${server.library.userIds.viewer}`)).status).toBe(
      204,
    );
    expect((await list(editor))[0]?.author).toEqual({ id: server.library.userIds.viewer, name: 'kenji.ito' });
    expect((await editor.call('POST', '/api/images/delete', { imageIds: [photoId] })).status).toBe(200);
    const left = await server.app.vitrine.db.selectFrom('comments').selectAll().execute();
    expect(left).toEqual([]);
  });

  it('the configuration offers comments', async () => {
    const config = await viewer.call<{ unavailableFeatures?: string[] }>('GET', '/api/config/advanced');
    expect(config.body.unavailableFeatures ?? []).not.toContain('comments');
  });
});
