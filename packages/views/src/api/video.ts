// The video status call (spec 000 §7 "GET video status /api/image/videostatus/{id} -> id, status";
// openapi.yml getVideoStatus): the only place in @vitrine/views that asks it. Thumbnails poll it
// through useVideoStatus (../thumbnail/useVideoStatus.ts).
import { unwrap, type VitrineClient } from '@vitrine/api-client';

/** What GET /api/image/videostatus/{id} answers. */
export interface VideoStatusAnswer {
  id: number;
  /** spec 001 §3: unprocessed, priority, a percentage, a string containing error, skipped, or empty. */
  status: string | null;
  /** How many times the server tried to process the video (shown with "Failed", spec 001 §8). */
  videoTries?: number;
}

/** The query key of one video's status; invalidate it to ask again (e.g. after a retry). */
export const videoStatusQueryKey = (imageId: number) =>
  ['vitrine', 'views', 'video-status', imageId] as const;

/** GET /api/image/videostatus/{id} (spec 000 §7). */
export async function fetchVideoStatus(
  client: VitrineClient,
  imageId: number,
  signal?: AbortSignal,
): Promise<VideoStatusAnswer> {
  const answer = await unwrap(
    client.GET('/api/image/videostatus/{id}', {
      params: { path: { id: imageId } },
      ...(signal ? { signal } : {}),
    }),
  );
  return {
    id: answer.id,
    status: answer.status ?? null,
    ...(typeof answer.videoTries === 'number' ? { videoTries: answer.videoTries } : {}),
  };
}
