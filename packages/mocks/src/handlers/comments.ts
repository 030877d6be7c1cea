// comments: comments on an image, as the server answers them (its comments/service.ts; issue 18,
// spec 001 §6 "Comments need comments to be available"; the rules are decided: docs/decisions.md
// "Comments"). 403 while comments are off; 404 for an image the user may not see; newest first;
// signed-in people comment (not the guest, not a shared-link visitor), at most COMMENT_LIMIT a minute;
// only the author changes a comment; the author or a super admin deletes it. Text is data, never markup.
import { COMMENT_LIMIT, checkCommentText, en } from '@vitrine/core';
import type { HttpHandler } from 'msw';
import type { CommentRecord, ImageRecord } from '../db/types';
import { errorResponse } from '../errors';
import { badRequest, forbidden, http, type MockContext, notFound, toId } from './context';
import { visibleImages } from './query';

type Found<T> = { value: T; refusal?: undefined } | { value?: undefined; refusal: Response };

export function commentHandlers(ctx: MockContext): HttpHandler[] {
  /** The signed-in person who may write comments, or null (the guest, a shared-link visitor). */
  const commenter = () => {
    const user = ctx.user();
    return user.isGuestAccess || user.isShared ? null : user.userId;
  };
  const toComment = (c: CommentRecord) => {
    const user = ctx.user();
    const author = commenter() === c.authorId;
    return {
      id: c.id,
      imageId: c.imageId,
      text: c.text,
      createdAt: c.createdAt,
      editedAt: c.editedAt ?? null,
      author: { id: c.authorId, name: ctx.db().user(c.authorId)?.logicalId ?? `user ${c.authorId}` },
      canEdit: author,
      canDelete: author || (user.isSuperAdmin && !user.isShared),
    };
  };
  /** The error answer, or the image: 403 while comments are off, 404 for one the user may not see. */
  const commentable = (imageId: string | number): Found<ImageRecord> => {
    const db = ctx.db();
    if (!db.globalSettings.enableComments) return { refusal: forbidden(en.comments.unavailable) };
    const id = toId(imageId);
    const image = visibleImages(db, ctx.user()).find((i) => i.id === id);
    return image ? { value: image } : { refusal: notFound(`Image ${imageId} was not found.`) };
  };
  const findComment = (imageId: string | number, commentId: string | number): Found<CommentRecord> => {
    const found = commentable(imageId);
    if (found.refusal) return found;
    const id = toId(commentId);
    const comment = ctx.db().comments.find((c) => c.id === id && c.imageId === found.value.id);
    return comment ? { value: comment } : { refusal: notFound(`Comment ${commentId} was not found.`) };
  };
  return [
    http.get('/api/images/{imageId}/comments', ({ params, response }) => {
      const found = commentable(params.imageId);
      if (found.refusal) return response.untyped(found.refusal);
      const comments = ctx
        .db()
        .comments.filter((c) => c.imageId === found.value.id)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
      return response(200).json(comments.map(toComment));
    }),
    http.post('/api/images/{imageId}/comments', async ({ params, request, response }) => {
      const db = ctx.db();
      const found = commentable(params.imageId);
      if (found.refusal) return response.untyped(found.refusal);
      const authorId = commenter();
      if (authorId === null) return response.untyped(forbidden(en.comments.signInRequired));
      const checked = checkCommentText((await request.json()).text);
      if (!checked.ok) return response.untyped(badRequest(checked.message));
      const now = db.now().getTime();
      const recent = db.comments
        .filter((c) => c.authorId === authorId && Date.parse(c.createdAt) > now - COMMENT_LIMIT.windowMs)
        .map((c) => Date.parse(c.createdAt))
        .sort((a, b) => a - b);
      if (recent.length >= COMMENT_LIMIT.comments) {
        const freeAt = (recent[0] ?? now) + COMMENT_LIMIT.windowMs;
        const refusal = errorResponse(429, en.comments.tooMany, 'TooManyComments');
        refusal.headers.set('Retry-After', String(Math.max(1, Math.ceil((freeAt - now) / 1000))));
        return response.untyped(refusal);
      }
      const record: CommentRecord = {
        id: db.nextId('comment'),
        imageId: found.value.id,
        authorId,
        text: checked.text,
        createdAt: db.nowIso(),
        editedAt: null,
      };
      db.comments.push(record);
      return response(200).json(toComment(record));
    }),
    http.patch('/api/images/{imageId}/comments/{commentId}', async ({ params, request, response }) => {
      const found = findComment(params.imageId, params.commentId);
      if (found.refusal) return response.untyped(found.refusal);
      if (commenter() !== found.value.authorId) return response.untyped(forbidden(en.comments.notAuthor));
      const checked = checkCommentText((await request.json()).text);
      if (!checked.ok) return response.untyped(badRequest(checked.message));
      found.value.text = checked.text;
      found.value.editedAt = ctx.db().nowIso();
      return response(200).json(toComment(found.value));
    }),
    http.delete('/api/images/{imageId}/comments/{commentId}', ({ params, response }) => {
      const db = ctx.db();
      const found = findComment(params.imageId, params.commentId);
      if (found.refusal) return response.untyped(found.refusal);
      if (!toComment(found.value).canDelete) {
        return response.untyped(forbidden(en.comments.notAllowedToDelete));
      }
      db.comments = db.comments.filter((c) => c.id !== found.value.id);
      return response(204).empty();
    }),
  ];
}
