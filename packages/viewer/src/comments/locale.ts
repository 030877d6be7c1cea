// The comments tab's own words (issue 18; spec 001 §2 names the tab, §6 "Comments need comments to be
// available"; none of these words is in the spec, so they are decided here: docs/decisions.md
// "Comments"). The refusals the server sends (empty, too long, too many) are @vitrine/core's
// `comments` messages and come back as the server's message. Hosts override any of them with a
// partial `locale` (STYLE habit 8).
import type { DeepPartial } from '@vitrine/core';
import { defineLocalePart, resolveLocalePart, useLocalePart } from '@vitrine/ui';
import { commentsLocaleDe } from './locale.de';

/** The English strings of the comments panel. */
export const commentsLocale = {
  /** The panel's accessible name. */
  label: 'Comments',
  /** The list's accessible name: {n} comments. */
  list: 'Comments, newest first',
  /** The new comment's field. */
  newComment: 'Add a comment',
  /** The hint under the field: mentions are plain text. */
  hint: 'Plain text; @name mentions are not sent to anyone.',
  post: 'Comment',
  posting: 'Posting…',
  /** The field is empty. */
  emptyText: 'The comment is empty.',
  /** The list is being read. */
  loading: 'Loading comments…',
  /** The list could not be read. */
  loadFailed: 'The comments could not be loaded.',
  /** No comment yet. */
  empty: 'No comments yet',
  emptyHint: 'Be the first to say something about this file.',
  /** Visitors who may read but not write (the guest). */
  signInToComment: 'Sign in to comment.',
  /** Marks the user's own comments. */
  you: '(you)',
  /** Marks a comment changed by its author. */
  edited: 'edited',
  edit: 'Edit',
  /** The edit field's accessible name: {name} is the author. */
  editLabel: 'Edit the comment of {name}',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  delete: 'Delete',
  /** The delete button's accessible name: {name} is the author, {date} when it was written. */
  deleteLabel: 'Delete the comment of {name} from {date}',
  editButtonLabel: 'Edit your comment from {date}',
  /** The confirmation before deleting. */
  confirmDelete: 'Delete this comment?',
  /** Failures, when the server sent no message of its own. */
  postFailed: 'Failed to add the comment.',
  saveFailed: 'Failed to save the comment.',
  deleteFailed: 'Failed to delete the comment.',
  /** Announced after a change. */
  posted: 'Comment added.',
  deleted: 'Comment deleted.',
};

/** The shape of {@link commentsLocale}. */
export type CommentsLocale = typeof commentsLocale;

/** A partial override of {@link commentsLocale}. */
export type CommentsLocaleOverrides = DeepPartial<CommentsLocale>;

declare module '../locale' {
  interface ViewerLocales {
    /** The comments panel: `locale={{ viewer: { comments: { post: '…' } } }}`. */
    comments: CommentsLocale;
  }
}

/** The panel's part of the one locale path: the provider's `locale={{ viewer: { comments: { … } } }}`. */
export const commentsLocalePart = defineLocalePart(['viewer', 'comments'], {
  en: commentsLocale,
  de: commentsLocaleDe,
});

/** The panel's strings in `language` (English by default) with a partial override on top. */
export function resolveCommentsLocale(overrides?: CommentsLocaleOverrides, language = 'en'): CommentsLocale {
  return resolveLocalePart(commentsLocalePart, language, undefined, overrides);
}

/** The panel's strings under the provider: its language and overrides, then the widget's `locale`. */
export function useCommentsLocale(override?: CommentsLocaleOverrides): CommentsLocale {
  return useLocalePart(commentsLocalePart, override);
}
