// Every call of the comments panel (openapi.yml getComments, addComment, updateComment,
// deleteComment), through @vitrine/api-client, and the query that keeps the list fresh: the only
// place of the panel that asks the server (docs/architecture.md).
import { queryOptions } from '@tanstack/react-query';
import { type ImageComment, unwrap, type VitrineClient } from '@vitrine/api-client';

/**
 * How often an open comments tab asks for new comments (decided: docs/decisions.md "Comments",
 * polling rather than server-sent events). Only while the tab is shown and the page is visible.
 */
export const COMMENTS_POLL_MS = 5000;

/** The panel's query keys, under the viewer's. */
export const commentsQueryKeys = {
  all: ['vitrine', 'viewer', 'comments'] as const,
  of: (imageId: number) => ['vitrine', 'viewer', 'comments', imageId] as const,
};

/** GET /api/images/{imageId}/comments: newest first. */
export async function fetchComments(
  client: VitrineClient,
  imageId: number,
  signal?: AbortSignal,
): Promise<ImageComment[]> {
  return unwrap(
    client.GET('/api/images/{imageId}/comments', {
      params: { path: { imageId } },
      ...(signal ? { signal } : {}),
    }),
  );
}

/** The comments of a file, read again every `pollMs` while in use. */
export function commentsQuery(client: VitrineClient, imageId: number, pollMs = COMMENTS_POLL_MS) {
  return queryOptions({
    queryKey: commentsQueryKeys.of(imageId),
    queryFn: ({ signal }) => fetchComments(client, imageId, signal),
    refetchInterval: pollMs,
  });
}

/** POST /api/images/{imageId}/comments. */
export async function addComment(
  client: VitrineClient,
  imageId: number,
  text: string,
): Promise<ImageComment> {
  return unwrap(
    client.POST('/api/images/{imageId}/comments', { params: { path: { imageId } }, body: { text } }),
  );
}

/** PATCH /api/images/{imageId}/comments/{commentId}: the author changes the text. */
export async function updateComment(
  client: VitrineClient,
  imageId: number,
  commentId: number,
  text: string,
): Promise<ImageComment> {
  return unwrap(
    client.PATCH('/api/images/{imageId}/comments/{commentId}', {
      params: { path: { imageId, commentId } },
      body: { text },
    }),
  );
}

/** DELETE /api/images/{imageId}/comments/{commentId}. */
export async function deleteComment(
  client: VitrineClient,
  imageId: number,
  commentId: number,
): Promise<void> {
  await unwrap(
    client.DELETE('/api/images/{imageId}/comments/{commentId}', { params: { path: { imageId, commentId } } }),
  );
}
