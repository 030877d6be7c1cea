// @vitrine/viewer/comments: the comments tab (issue 18), its own entry so a host that shows no
// comments downloads none of it. Pass <CommentsPanel> through FileViewer's `renderComments` slot.
export { COMMENTS_POLL_MS, commentsQuery, commentsQueryKeys } from './api';
export { CommentsPanel, type CommentsPanelProps } from './CommentsPanel';
export {
  type CommentsLocale,
  type CommentsLocaleOverrides,
  commentsLocale,
  commentsLocalePart,
  resolveCommentsLocale,
  useCommentsLocale,
} from './locale';
export { commentsLocaleDe } from './locale.de';
