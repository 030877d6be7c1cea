// Comments on a file (issue 18; spec 001 §6 "Comments need comments to be available"; the rules are
// decided, docs/decisions.md "Comments", openapi.yml getComments / addComment / updateComment /
// deleteComment): newest first; a signed-in person who may see the file comments, the guest may not;
// only the author changes a comment; the author or a super admin deletes it; core's text bounds with
// their messages; 10 a minute per person; 403 while comments are off; the text is data, never markup.
import { unwrap } from '@vitrine/api-client';
import { COMMENT_LIMIT, COMMENT_MAX_LENGTH } from '@vitrine/core';
import { expect, it } from 'vitest';
import { describeContract, expectApiError } from './support';

describeContract('comments', (c) => {
  /** A file the editor uploaded into a new folder of the workspace. */
  const newFile = async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    return c.uploadPng(folder.id);
  };
  const list = (imageId: number) =>
    unwrap(c.client.GET('/api/images/{imageId}/comments', { params: { path: { imageId } } }));
  const add = (imageId: number, text: string) =>
    c.client.POST('/api/images/{imageId}/comments', { params: { path: { imageId } }, body: { text } });
  const change = (imageId: number, commentId: number, text: string) =>
    c.client.PATCH('/api/images/{imageId}/comments/{commentId}', {
      params: { path: { imageId, commentId } },
      body: { text },
    });
  const remove = (imageId: number, commentId: number) =>
    c.client.DELETE('/api/images/{imageId}/comments/{commentId}', {
      params: { path: { imageId, commentId } },
    });

  it('is offered; one person comments, another reads it, newest first, with who may change what', async () => {
    const imageId = await newFile();
    const config = await unwrap(c.client.GET('/api/config/advanced'));
    expect(config.unavailableFeatures ?? []).not.toContain('comments');
    expect(await list(imageId)).toEqual([]);
    await c.signInAs('viewer');
    const first = await unwrap(add(imageId, 'Lovely light.'));
    expect(first).toMatchObject({
      imageId,
      text: 'Lovely light.',
      editedAt: null,
      author: { name: 'kenji.ito' },
      canEdit: true,
      canDelete: true,
    });
    await c.signInAs('editor');
    await unwrap(add(imageId, '@kenji.ito thank you'));
    const seen = await list(imageId);
    expect(
      seen.map((comment) => [comment.text, comment.author.name, comment.canEdit, comment.canDelete]),
    ).toEqual([
      ['@kenji.ito thank you', 'elena.novak', true, true],
      ['Lovely light.', 'kenji.ito', false, false],
    ]);
    await c.signInAs('superAdmin');
    expect((await list(imageId)).map((comment) => [comment.canEdit, comment.canDelete])).toEqual([
      [false, true],
      [false, true],
    ]);
  });

  it('keeps markup and mentions as plain text, trimmed', async () => {
    const imageId = await newFile();
    const hostile = `<img src=x onerror="alert(1)"> @admin <script>alert('x')</script>\n&amp; **bold**`;
    expect((await unwrap(add(imageId, `\n ${hostile} \r\n`))).text).toBe(hostile);
    expect((await list(imageId))[0]?.text).toBe(hostile);
  });

  it("refuses an empty or too long text and control characters with core's messages", async () => {
    const imageId = await newFile();
    expectApiError(await add(imageId, '  \n '), 400, 'The comment is empty.');
    expectApiError(
      await add(imageId, 'x'.repeat(COMMENT_MAX_LENGTH + 1)),
      400,
      `A comment can have at most ${COMMENT_MAX_LENGTH} characters.`,
    );
    expectApiError(await add(imageId, 'nul\u0000'), 400, 'A comment cannot contain control characters.');
    expect(await list(imageId)).toEqual([]);
    expect((await add(imageId, 'x'.repeat(COMMENT_MAX_LENGTH))).response.status).toBe(200);
  });

  it('the guest reads comments but may not add one', async () => {
    const imageId = await newFile();
    await unwrap(add(imageId, 'For everyone'));
    await c.signInAs('guest');
    expect(
      (await list(imageId)).map((comment) => [comment.text, comment.canEdit, comment.canDelete]),
    ).toEqual([['For everyone', false, false]]);
    expectApiError(await add(imageId, 'Guest words'), 403, 'Sign in to comment.');
  });

  it('only the author changes a comment; the author or a super admin deletes it', async () => {
    const imageId = await newFile();
    await c.signInAs('viewer');
    const mine = await unwrap(add(imageId, 'Typo hree'));
    const other = await unwrap(add(imageId, 'Second'));
    await c.signInAs('editor');
    expectApiError(await change(imageId, mine.id, 'Hijacked'), 403, 'Only its author can change a comment.');
    expectApiError(await remove(imageId, mine.id), 403, 'You are not allowed to delete this comment.');
    await c.signInAs('superAdmin');
    expectApiError(await change(imageId, mine.id, 'Hijacked'), 403, 'Only its author can change a comment.');
    expect((await remove(imageId, other.id)).response.status).toBe(204);
    await c.signInAs('viewer');
    expectApiError(await change(imageId, mine.id, ' '), 400, 'The comment is empty.');
    const changed = await unwrap(change(imageId, mine.id, 'Typo here'));
    expect(changed).toMatchObject({ id: mine.id, text: 'Typo here', editedAt: expect.any(String) });
    expect((await list(imageId)).map((comment) => comment.text)).toEqual(['Typo here']);
    expect((await remove(imageId, mine.id)).response.status).toBe(204);
    expect(await list(imageId)).toEqual([]);
    expectApiError(await remove(imageId, mine.id), 404);
  });

  it(`holds a person back after ${COMMENT_LIMIT.comments} comments a minute (429 with Retry-After)`, async () => {
    const imageId = await newFile();
    for (let i = 0; i < COMMENT_LIMIT.comments; i += 1) await unwrap(add(imageId, `note ${i}`));
    const held = await add(imageId, 'one more');
    expectApiError(held, 429, 'Too many comments. Wait a moment, then try again.');
    expect(Number(held.response.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    await c.signInAs('viewer');
    expect((await add(imageId, 'someone else')).response.status).toBe(200);
  });

  it('answers 403 while comments are off (spec 001 §6)', async () => {
    const imageId = await newFile();
    await c.signInAs('superAdmin');
    await unwrap(c.client.PATCH('/api/admin/settings', { body: { enableComments: false } }));
    expect((await unwrap(c.client.GET('/api/config/globalsettings'))).enableComments).toBe(false);
    expectApiError(
      await c.client.GET('/api/images/{imageId}/comments', { params: { path: { imageId } } }),
      403,
      'Comments are not available.',
    );
    expectApiError(await add(imageId, 'Anyone?'), 403, 'Comments are not available.');
  });
});
