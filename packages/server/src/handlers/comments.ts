// comments: comments on a file (issue 18, spec 001 §6; the rules in comments/service.ts).
import {
  addComment,
  CommentsThrottled,
  deleteComment,
  listComments,
  updateComment,
} from '../comments/service';
import type { HandlerTable } from '../http/context';

export const commentHandlers: HandlerTable = {
  getComments: ({ app, principal, params }) => listComments(app, principal, params.imageId),
  async addComment({ app, principal, params, body, reply }) {
    try {
      return await addComment(app, principal, params.imageId, body.text);
    } catch (error) {
      if (error instanceof CommentsThrottled) reply.header('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  },
  updateComment: ({ app, principal, params, body }) =>
    updateComment(app, principal, params.imageId, params.commentId, body.text),
  async deleteComment({ app, principal, params }) {
    await deleteComment(app, principal, params.imageId, params.commentId);
    return undefined;
  },
};
