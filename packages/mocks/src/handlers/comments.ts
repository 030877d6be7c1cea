// comments: comments on an image (inferred shapes; spec 001 §6: comments need comments to be
// available; shared-link visitors and guests cannot comment). Text is data, never markup.
import type { HttpHandler } from 'msw';
import type { CommentRecord } from '../db/types';
import { badRequest, forbidden, http, type MockContext, notFound, toId } from './context';
import { visibleImages } from './query';

export function commentHandlers(ctx: MockContext): HttpHandler[] {
  const toComment = (c: CommentRecord) => {
    const user = ctx.user();
    return {
      id: c.id,
      imageId: c.imageId,
      text: c.text,
      createdAt: c.createdAt,
      author: { id: c.authorId, name: ctx.db().user(c.authorId)?.logicalId ?? `user ${c.authorId}` },
      canDelete: user.isSuperAdmin || (c.authorId === user.userId && !user.isGuestAccess && !user.isShared),
    };
  };
  const image = (id: number) => visibleImages(ctx.db(), ctx.user()).find((i) => i.id === id);
  return [
    http.get('/api/images/{imageId}/comments', ({ params, response }) => {
      const db = ctx.db();
      const found = image(toId(params.imageId));
      if (!found) return response.untyped(notFound());
      if (!db.globalSettings.enableComments) return response.untyped(forbidden());
      const comments = db.comments
        .filter((c) => c.imageId === found.id)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
      return response(200).json(comments.map(toComment));
    }),
    http.post('/api/images/{imageId}/comments', async ({ params, request, response }) => {
      const db = ctx.db();
      const user = ctx.user();
      const found = image(toId(params.imageId));
      if (!found) return response.untyped(notFound());
      if (!db.globalSettings.enableComments || user.isGuestAccess || user.isShared)
        return response.untyped(forbidden());
      const text = (await request.json()).text.trim();
      if (text === '') return response.untyped(badRequest());
      const record: CommentRecord = {
        id: db.nextId('comment'),
        imageId: found.id,
        authorId: user.userId,
        text,
        createdAt: db.nowIso(),
      };
      db.comments.push(record);
      return response(200).json(toComment(record));
    }),
    http.delete('/api/images/{imageId}/comments/{commentId}', ({ params, response }) => {
      const db = ctx.db();
      const comment = db.comments.find(
        (c) => c.id === toId(params.commentId) && c.imageId === toId(params.imageId),
      );
      if (!comment) return response.untyped(notFound());
      if (!toComment(comment).canDelete) return response.untyped(forbidden());
      db.comments = db.comments.filter((c) => c.id !== comment.id);
      return response(204).empty();
    }),
  ];
}
