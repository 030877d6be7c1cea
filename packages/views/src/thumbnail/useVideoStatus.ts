// useVideoStatus: the video processing status a thumbnail shows (spec 000 §4, spec 001 §3, §4, §9).
// The image's own status shows first. While it is queued or processing (unprocessed, priority, a
// percentage) it is polled every VIDEO_STATUS_POLL_MS with TanStack Query's refetchInterval, and only
// while the thumbnail is mounted: the views are virtualized, so a file scrolled away stops polling
// (and a hidden tab polls nothing: refetchIntervalInBackground stays off). The poll stops once the
// status is done, that is no longer pending: empty (processed), skipped, failed (a string containing
// error) or an unknown string (core's isVideoStatusPending). A queued → processing change shows at
// once; the change to done shows VIDEO_BADGE_DELAY_MS later, the previous badge staying until then.
// A failed status asks once for the try count when the image does not carry it ("The server tried to
// process this video N time(s) so far.", spec 001 §8): summaries have no videoTries, details do.
import { useQuery } from '@tanstack/react-query';
import { type ImageSummary, isApiError } from '@vitrine/api-client';
import {
  isVideoStatusPending,
  parseVideoStatus,
  VIDEO_BADGE_DELAY_MS,
  VIDEO_STATUS_POLL_MS,
} from '@vitrine/core';
import { useClient } from '@vitrine/ui';
import { useEffect, useState } from 'react';
import { fetchVideoStatus, type VideoStatusAnswer, videoStatusQueryKey } from '../api/video';

/** What {@link useVideoStatus} reads of an image (an ImageSummary, or a detail with videoTries). */
export type VideoStatusImage = Pick<ImageSummary, 'id' | 'videoStatus'> & { videoTries?: number | null };

/** Options of {@link useVideoStatus}. */
export interface UseVideoStatusOptions {
  /** Ask the server at all (off when the host hides the video badge). Default true. */
  enabled?: boolean;
}

/** What {@link useVideoStatus} returns. */
export interface VideoStatusView {
  /** The status to show: the image's, then each answer's; an answer that is done shows 2.5 s late. */
  status: string | null;
  /** The server's try count, when known (the image's videoTries, else the last answer's). */
  tries: number | undefined;
  /** True while the status is polled. */
  polling: boolean;
  /** True while a done answer waits its 2.5 s (the previous badge still shows). */
  finishing: boolean;
}

/** spec 001 §4: queued, queued with priority and processing are polled; anything else is done. */
export function isVideoStatusDone(status: string | null | undefined): boolean {
  return !isVideoStatusPending(parseVideoStatus(status));
}

const isClientError = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500;

// Files that need no call share one idle (never enabled) query, not one cache entry per file.
const IDLE_KEY = ['vitrine', 'views', 'video-status', 'idle'] as const;

export function useVideoStatus(
  image: VideoStatusImage,
  options: UseVideoStatusOptions = {},
): VideoStatusView {
  const client = useClient();
  const baseline = image.videoStatus ?? null;
  const knownTries = typeof image.videoTries === 'number' ? image.videoTries : undefined;
  const kind = parseVideoStatus(baseline).kind;
  const pending = !isVideoStatusDone(baseline);
  const needsTries = kind === 'failed' && knownTries === undefined;
  const enabled = (options.enabled ?? true) && (pending || needsTries);

  const query = useQuery<VideoStatusAnswer>({
    // The image's own status is part of the key: when a new search answer changes it, that answer
    // is the new starting point (and invalidating videoStatusQueryKey(id) asks again).
    queryKey: enabled ? [...videoStatusQueryKey(image.id), baseline] : IDLE_KEY,
    queryFn: ({ signal }) => fetchVideoStatus(client, image.id, signal),
    enabled,
    // The search answer is as fresh as a poll: the first call waits one interval.
    ...(enabled && pending
      ? {
          initialData: {
            id: image.id,
            status: baseline,
            ...(knownTries === undefined ? {} : { videoTries: knownTries }),
          },
        }
      : {}),
    staleTime: (q) =>
      q.state.data && !isVideoStatusDone(q.state.data.status)
        ? VIDEO_STATUS_POLL_MS
        : Number.POSITIVE_INFINITY,
    refetchInterval: (q) =>
      q.state.data && !isVideoStatusDone(q.state.data.status) && !isClientError(q.state.error)
        ? VIDEO_STATUS_POLL_MS
        : false,
  });

  const latest = enabled && query.data ? query.data.status : baseline;
  const tries = knownTries ?? (enabled ? query.data?.videoTries : undefined);

  // spec 000 §4 "on done the badge updates after 2.5 s": hold the last pending status that long.
  const identity = `${image.id}\u0000${baseline ?? ''}`;
  const [held, setHeld] = useState({ identity, status: latest });
  const finishing =
    held.identity === identity &&
    held.status !== latest &&
    !isVideoStatusDone(held.status) &&
    isVideoStatusDone(latest);
  if (!finishing && (held.identity !== identity || held.status !== latest)) {
    setHeld({ identity, status: latest });
  }
  useEffect(() => {
    if (!finishing) return;
    const timer = setTimeout(() => setHeld({ identity, status: latest }), VIDEO_BADGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [finishing, identity, latest]);

  return {
    status: finishing ? held.status : latest,
    tries,
    polling: enabled && !isVideoStatusDone(latest) && !isClientError(query.error),
    finishing,
  };
}
