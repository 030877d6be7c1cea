// Comments on a file (issue 18; spec 001 §6 "Comments need comments to be available"; who may do what
// is decided: docs/decisions.md "Comments"). Reading: whoever may see the file (a file they may not
// see answers 404, as one that does not exist). Adding: a signed-in person who may see it (not the
// guest, not a shared-link visitor), at most COMMENT_LIMIT.comments a minute. Changing: the author
// only. Deleting: the author or a super admin. Every call answers 403 while comments are off. The
// text is plain text (checkCommentText): kept as written, never turned into markup anywhere.
import type { components } from '@vitrine/api-client';
import { COMMENT_LIMIT, checkCommentText, en } from '@vitrine/core';
import type { Principal } from '../auth/permissions';
import type { CommentRow } from '../db/schema';
import type { ServerContext } from '../domain/context';
import { HttpError, notFoundItem } from '../domain/errors';
import { visibleFile } from '../images/access';
import { readSetting } from '../library/settings';

type Comment = components['schemas']['Comment'];

/** 429: the person's comments of the last minute are used up; free again in `retryAfterSeconds`. */
export class CommentsThrottled extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, en.comments.tooMany, 'TooManyComments');
  }
}

/** The signed-in person a comment may be written by, or null (the guest, a shared-link visitor). */
function commenter(principal: Principal): number | null {
  return principal.kind === 'user' && !principal.isShared && principal.userId !== null
    ? principal.userId
    : null;
}

function isAuthor(principal: Principal, row: Pick<CommentRow, 'author_id'>): boolean {
  return commenter(principal) === row.author_id;
}

/** A comment as the principal sees it (openapi.yml Comment). */
function toComment(principal: Principal, row: CommentRow, names: ReadonlyMap<number, string>): Comment {
  const author = isAuthor(principal, row);
  return {
    id: row.id,
    imageId: row.file_id,
    text: row.text,
    createdAt: row.created_at,
    editedAt: row.edited_at,
    // The name the author has now; the one they had when they wrote it once they are gone.
    author: { id: row.author_id, name: names.get(row.author_id) ?? row.author_name },
    canEdit: author,
    canDelete: author || (principal.isSuperAdmin && !principal.isShared),
  };
}

async function authorNames(server: ServerContext, rows: readonly CommentRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((row) => row.author_id))];
  if (ids.length === 0) return new Map();
  const users = await server.db
    .selectFrom('users')
    .select(['id', 'user_name'])
    .where('id', 'in', ids)
    .execute();
  return new Map(users.map((user) => [user.id, user.user_name]));
}

/** 403 while comments are off (spec 001 §6); then the file, if the principal may see it (else 404). */
async function commentableFile(server: ServerContext, principal: Principal, fileId: number) {
  const settings = await readSetting(server.db, 'globalSettings');
  if (!settings.enableComments) throw new HttpError(403, en.comments.unavailable);
  return visibleFile(server.db, principal, server.now(), fileId);
}

/** The text to keep, or 400 with the rule's message. */
function commentText(raw: string): string {
  const checked = checkCommentText(raw);
  if (!checked.ok) throw new HttpError(400, checked.message);
  return checked.text;
}

/** The comments on a file, newest first. */
export async function listComments(
  server: ServerContext,
  principal: Principal,
  fileId: number,
): Promise<Comment[]> {
  const file = await commentableFile(server, principal, fileId);
  const rows = await server.db
    .selectFrom('comments')
    .selectAll()
    .where('file_id', '=', file.id)
    .orderBy('created_at_ms', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const names = await authorNames(server, rows);
  return rows.map((row) => toComment(principal, row, names));
}

/** Adds a comment by the principal; answers it. */
export async function addComment(
  server: ServerContext,
  principal: Principal,
  fileId: number,
  rawText: string,
): Promise<Comment> {
  const file = await commentableFile(server, principal, fileId);
  const authorId = commenter(principal);
  if (authorId === null) throw new HttpError(403, en.comments.signInRequired);
  const text = commentText(rawText);
  const now = server.now();
  const since = now.getTime() - COMMENT_LIMIT.windowMs;
  const recent = await server.db
    .selectFrom('comments')
    .select('created_at_ms')
    .where('author_id', '=', authorId)
    .where('created_at_ms', '>', since)
    .orderBy('created_at_ms')
    .limit(COMMENT_LIMIT.comments)
    .execute();
  if (recent.length >= COMMENT_LIMIT.comments) {
    // Free again when the oldest comment of the window leaves it.
    const freeAt = Number(recent[0]?.created_at_ms) + COMMENT_LIMIT.windowMs;
    throw new CommentsThrottled(Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
  }
  const row = await server.db
    .insertInto('comments')
    .values({
      file_id: file.id,
      author_id: authorId,
      author_name: principal.userName,
      text,
      created_at: now.toISOString(),
      created_at_ms: now.getTime(),
      edited_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toComment(principal, row, new Map([[authorId, principal.userName]]));
}

/** The comment `commentId` on a file the principal may see, or 404. */
async function findComment(server: ServerContext, principal: Principal, fileId: number, commentId: number) {
  const file = await commentableFile(server, principal, fileId);
  const row = await server.db
    .selectFrom('comments')
    .selectAll()
    .where('id', '=', commentId)
    .where('file_id', '=', file.id)
    .executeTakeFirst();
  if (!row) throw notFoundItem('Comment', commentId);
  return row;
}

/** Changes the text of the principal's own comment. */
export async function updateComment(
  server: ServerContext,
  principal: Principal,
  fileId: number,
  commentId: number,
  rawText: string,
): Promise<Comment> {
  const row = await findComment(server, principal, fileId, commentId);
  if (!isAuthor(principal, row)) throw new HttpError(403, en.comments.notAuthor);
  const text = commentText(rawText);
  const updated = await server.db
    .updateTable('comments')
    .set({ text, edited_at: server.now().toISOString() })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toComment(principal, updated, await authorNames(server, [updated]));
}

/** Deletes a comment: the author's own, or any as a super admin. */
export async function deleteComment(
  server: ServerContext,
  principal: Principal,
  fileId: number,
  commentId: number,
): Promise<void> {
  const row = await findComment(server, principal, fileId, commentId);
  if (!toComment(principal, row, new Map()).canDelete)
    throw new HttpError(403, en.comments.notAllowedToDelete);
  await server.db.deleteFrom('comments').where('id', '=', row.id).execute();
}
