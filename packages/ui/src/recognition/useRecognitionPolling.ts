// Recognition polling (spec 001 §4 "polling continues until no file is still processing", §9 "every
// 2 seconds, at most 100 attempts"; openapi.yml getRecognitionStatus): POST
// /api/recognition/multi-status for the files asked, every RECOGNITION_POLL_MS while any is
// processing, at most RECOGNITION_MAX_ATTEMPTS answers, only while mounted and enabled (TanStack
// Query's refetchInterval; a hidden tab polls nothing). When nothing is processing any more,
// `onSettled` runs once (the host reloads what shows the labels: the search, the details). The
// tiles of @vitrine/views and the viewer's control both use it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, type VitrineClient } from '@vitrine/api-client';
import { RECOGNITION_MAX_ATTEMPTS, RECOGNITION_POLL_MS } from '@vitrine/core';
import { useEffect, useRef } from 'react';
import { useClient } from '../provider/hooks';

/** One file's answer: still processing or not. */
export interface RecognitionStatusEntry {
  imageId: number;
  processing: boolean;
}

/** POST /api/recognition/multi-status (spec 000 §7, spec 001 §7). */
export async function fetchRecognitionStatus(
  client: VitrineClient,
  imageIds: readonly number[],
): Promise<RecognitionStatusEntry[]> {
  const answer = await unwrap(
    client.POST('/api/recognition/multi-status', { body: { imageIds: [...imageIds] } }),
  );
  return answer.images;
}

/** The query key of the status of `imageIds` (sorted, so one set of files shares one poll). */
export function recognitionStatusQueryKey(imageIds: readonly number[]) {
  return ['vitrine', 'recognition', 'status', [...imageIds].sort((a, b) => a - b)] as const;
}

const IDLE_KEY = ['vitrine', 'recognition', 'status', 'idle'] as const;

export interface UseRecognitionPollingOptions {
  /** Poll at all (the files are awaiting recognition). */
  enabled: boolean;
  /** Runs once when no file is processing any more (or the attempts are used up). */
  onSettled?: (entries: readonly RecognitionStatusEntry[], outcome: 'done' | 'gave-up') => void;
}

export interface RecognitionPolling {
  /** True while polling goes on. */
  polling: boolean;
  /** How many answers came so far. */
  attempts: number;
  /** The last answer. */
  entries: readonly RecognitionStatusEntry[] | undefined;
}

export function useRecognitionPolling(
  imageIds: readonly number[],
  { enabled, onSettled }: UseRecognitionPollingOptions,
): RecognitionPolling {
  const client = useClient();
  const queryClient = useQueryClient();
  const active = enabled && imageIds.length > 0;
  // Files that are not polled share one idle (never enabled) query, not one cache entry each (a
  // gallery mounts a tile per visible file).
  const key = active ? recognitionStatusQueryKey(imageIds) : IDLE_KEY;
  const settledRef = useRef(onSettled);
  settledRef.current = onSettled;
  const query = useQuery({
    queryKey: key,
    queryFn: () => fetchRecognitionStatus(client, imageIds),
    enabled: active,
    // Every answer is new: never served from the cache of an earlier poll.
    gcTime: 0,
    staleTime: 0,
    refetchInterval: (current) => {
      const data = current.state.data;
      if (current.state.dataUpdateCount >= RECOGNITION_MAX_ATTEMPTS) return false;
      if (data && !data.some((entry) => entry.processing)) return false;
      if (current.state.status === 'error') return false;
      return RECOGNITION_POLL_MS;
    },
  });
  // The answers so far (the query's own count; its refetchInterval stops at the same number).
  const attempts = query.dataUpdatedAt === 0 ? 0 : (queryClient.getQueryState(key)?.dataUpdateCount ?? 0);
  const data = query.data;
  const done = data !== undefined && !data.some((entry) => entry.processing);
  const gaveUp = !done && attempts >= RECOGNITION_MAX_ATTEMPTS;
  const finished = active && (done || gaveUp || query.isError);
  const reported = useRef<string | null>(null);
  const keyText = JSON.stringify(key);
  useEffect(() => {
    if (!finished) {
      if (!active) reported.current = null;
      return;
    }
    if (reported.current === keyText) return;
    reported.current = keyText;
    settledRef.current?.(data ?? [], done ? 'done' : 'gave-up');
  }, [finished, active, keyText, data, done]);
  return { polling: active && !finished, attempts, entries: data };
}
