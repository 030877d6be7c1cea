// The comments tab (issue 18; spec 001 §2 the tab, §6 "Comments need comments to be available"; the
// rest is decided: docs/decisions.md "Comments"): the file's comments, newest first, read again every
// few seconds while the tab is open, so others' new comments appear without a reload; a field to add
// one; the author edits and deletes their own, a super admin deletes any (the server says which in
// canEdit / canDelete, and enforces it). Names and texts are data: rendered as text, never markup;
// a mention ("@kenji.ito") is plain text. The server's refusals show with its words.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImageComment } from '@vitrine/api-client';
import { COMMENT_MAX_LENGTH, checkCommentText } from '@vitrine/core';
import {
  Button,
  EmptyState,
  ErrorState,
  serverMessageOf,
  useClient,
  useConfirm,
  useLocaleFormat,
  useT,
} from '@vitrine/ui';
import { type FormEvent, useId, useMemo, useState } from 'react';
import {
  addComment,
  COMMENTS_POLL_MS,
  commentsQuery,
  commentsQueryKeys,
  deleteComment,
  updateComment,
} from './api';
import { type CommentsLocale, type CommentsLocaleOverrides, useCommentsLocale } from './locale';

/** Props of {@link CommentsPanel}. */
export interface CommentsPanelProps {
  /** The file whose comments are shown. */
  imageId: number;
  /** Whether the user may write comments: false for the guest (the server refuses them too). Default true. */
  canComment?: boolean;
  /** How often the open panel asks for new comments, in ms (default COMMENTS_POLL_MS, 5000). */
  pollIntervalMs?: number;
  /** Override any of the panel's strings. */
  locale?: CommentsLocaleOverrides;
}

/** The message of a failed call: the server's when it sent one, else the panel's. */
function failureText(error: unknown, fallback: string): string {
  return serverMessageOf(error) ?? fallback;
}

/** The comments of one file: the list (newest first), a field to add one, edit and delete. */
export function CommentsPanel({
  imageId,
  canComment = true,
  pollIntervalMs = COMMENTS_POLL_MS,
  locale,
}: CommentsPanelProps) {
  const t = useCommentsLocale(locale);
  const client = useClient();
  const queryClient = useQueryClient();
  const query = useQuery(commentsQuery(client, imageId, pollIntervalMs));
  const [announcement, setAnnouncement] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: commentsQueryKeys.of(imageId) });

  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <p className="vt-viewer__comments-status" role="status">
        {t.loading}
      </p>
    );
  } else if (query.isError) {
    body = (
      <ErrorState
        size="inline"
        message={t.loadFailed}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (query.data.length === 0) {
    body = <EmptyState size="sm" title={t.empty} description={canComment ? t.emptyHint : undefined} />;
  } else {
    body = (
      <ol className="vt-viewer__comments-list" aria-label={t.list}>
        {query.data.map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            t={t}
            onChanged={refresh}
            onDeleted={() => {
              setAnnouncement(t.deleted);
              return refresh();
            }}
          />
        ))}
      </ol>
    );
  }

  return (
    <section className="vt-viewer__comments" aria-label={t.label}>
      {canComment ? (
        <NewComment
          imageId={imageId}
          t={t}
          onPosted={() => {
            setAnnouncement(t.posted);
            return refresh();
          }}
        />
      ) : (
        <p className="vt-viewer__comments-note">{t.signInToComment}</p>
      )}
      {body}
      <p className="vt-viewer__comments-announcer" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}

function NewComment({
  imageId,
  t,
  onPosted,
}: {
  imageId: number;
  t: CommentsLocale;
  onPosted: () => Promise<unknown>;
}) {
  const client = useClient();
  const translate = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const post = useMutation({
    mutationFn: (value: string) => addComment(client, imageId, value),
    onSuccess: async () => {
      setText('');
      await onPosted();
    },
    onError: (caught) => setError(failureText(caught, t.postFailed)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCommentText(text, translate.locale);
    if (!checked.ok) {
      setError(checked.code === 'empty' ? t.emptyText : checked.message);
      return;
    }
    setError(null);
    post.mutate(checked.text);
  };

  return (
    <form className="vt-viewer__comments-form" onSubmit={submit} noValidate>
      <label className="vt-viewer__field" htmlFor={`${id}-text`}>
        {t.newComment}
      </label>
      <textarea
        id={`${id}-text`}
        className="vt-viewer__textarea"
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        value={text}
        aria-invalid={error !== null}
        aria-describedby={error !== null ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={`${id}-hint`} className="vt-viewer__comments-hint">
        {t.hint}
      </p>
      {error !== null ? (
        <p id={`${id}-error`} className="vt-viewer__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="vt-viewer__comments-actions">
        <Button type="submit" variant="primary" disabled={post.isPending} aria-busy={post.isPending}>
          {post.isPending ? t.posting : t.post}
        </Button>
      </div>
    </form>
  );
}

function CommentItem({
  comment,
  t,
  onChanged,
  onDeleted,
}: {
  comment: ImageComment;
  t: CommentsLocale;
  onChanged: () => Promise<unknown>;
  onDeleted: () => Promise<unknown>;
}) {
  const client = useClient();
  const confirm = useConfirm();
  const format = useLocaleFormat();
  const translate = useT();
  const id = useId();
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const when = useMemo(
    () =>
      new Intl.DateTimeFormat(format.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(comment.createdAt),
      ),
    [format.language, comment.createdAt],
  );
  const name = comment.author.name;
  const save = useMutation({
    mutationFn: (value: string) => updateComment(client, comment.imageId, comment.id, value),
    onSuccess: async () => {
      setEditing(null);
      await onChanged();
    },
    onError: (caught) => setError(failureText(caught, t.saveFailed)),
  });
  const remove = useMutation({
    mutationFn: () => deleteComment(client, comment.imageId, comment.id),
    onSuccess: onDeleted,
    onError: (caught) => setError(failureText(caught, t.deleteFailed)),
  });

  const submitEdit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCommentText(editing ?? '', translate.locale);
    if (!checked.ok) {
      setError(checked.code === 'empty' ? t.emptyText : checked.message);
      return;
    }
    setError(null);
    save.mutate(checked.text);
  };
  const askDelete = async () => {
    if (await confirm({ message: t.confirmDelete, confirmLabel: t.delete, tone: 'danger' })) {
      setError(null);
      remove.mutate();
    }
  };

  return (
    <li className="vt-viewer__comment" data-own={comment.canEdit ? '' : undefined}>
      <p className="vt-viewer__comment-meta">
        <span className="vt-viewer__comment-author">{name}</span>
        {comment.canEdit ? <span className="vt-viewer__comment-you"> {t.you}</span> : null}{' '}
        <time dateTime={comment.createdAt}>{when}</time>
        {comment.editedAt ? <span className="vt-viewer__comment-edited"> · {t.edited}</span> : null}
      </p>
      {editing !== null ? (
        <form className="vt-viewer__comments-form" onSubmit={submitEdit} noValidate>
          <textarea
            className="vt-viewer__textarea"
            aria-label={format.interpolate(t.editLabel, { name })}
            rows={3}
            maxLength={COMMENT_MAX_LENGTH}
            value={editing}
            aria-invalid={error !== null}
            aria-describedby={error !== null ? `${id}-error` : undefined}
            onChange={(event) => setEditing(event.target.value)}
          />
          <div className="vt-viewer__comments-actions">
            <Button onClick={() => setEditing(null)}>{t.cancel}</Button>
            <Button type="submit" variant="primary" disabled={save.isPending} aria-busy={save.isPending}>
              {save.isPending ? t.saving : t.save}
            </Button>
          </div>
        </form>
      ) : (
        <p className="vt-viewer__comment-text">{comment.text}</p>
      )}
      {error !== null ? (
        <p id={`${id}-error`} className="vt-viewer__error" role="alert">
          {error}
        </p>
      ) : null}
      {editing === null && (comment.canEdit || comment.canDelete) ? (
        <div className="vt-viewer__comments-actions">
          {comment.canEdit ? (
            <Button
              size="sm"
              aria-label={format.interpolate(t.editButtonLabel, { date: when })}
              onClick={() => {
                setError(null);
                setEditing(comment.text);
              }}
            >
              {t.edit}
            </Button>
          ) : null}
          {comment.canDelete ? (
            <Button
              size="sm"
              aria-label={format.interpolate(t.deleteLabel, { name, date: when })}
              disabled={remove.isPending}
              onClick={() => void askDelete()}
            >
              {t.delete}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
