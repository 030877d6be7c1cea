// The video processing status above the player (spec 001 §4, §8): queued (with "priority" for a
// user with add or webUpload), processing with a progress bar, failed with the try count and a retry,
// a skip button while waiting. Polled every 5 s while queued or processing; a done answer shows
// 2.5 s later (spec 001 §9).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  isVideoStatusPending,
  parseVideoStatus,
  VIDEO_BADGE_DELAY_MS,
  VIDEO_STATUS_POLL_MS,
} from '@vitrine/core';
import { Badge, Button, Progress, useClient, useLocaleFormat, useReportError, useT } from '@vitrine/ui';
import { useEffect, useState } from 'react';
import { fetchVideoStatus, retryVideo, viewerQueryKeys } from '../api/viewer';
import { useViewerLocale } from '../locale';

/** Props of {@link VideoStatus}. */
export interface VideoStatusProps {
  imageId: number;
  /** The status the image's details carry (unprocessed, priority, a percentage, …, or empty). */
  status: string | null | undefined;
  /** The image's videoTries. */
  tries?: number | null | undefined;
  /** spec 001 §6: retry, priority and skip need add or webUpload on the folder. */
  canAct: boolean;
}

export function VideoStatus({ imageId, status: initial, tries: initialTries, canAct }: VideoStatusProps) {
  const client = useClient();
  const queryClient = useQueryClient();
  const t = useViewerLocale();
  const translate = useT();
  const format = useLocaleFormat();
  const reportError = useReportError();
  const key = viewerQueryKeys.videoStatus(imageId);
  const pendingAtStart = isVideoStatusPending(parseVideoStatus(initial));
  const query = useQuery({
    // The details' status is part of the key: details read again (after a retry) start from theirs.
    queryKey: [...key, initial ?? ''],
    queryFn: ({ signal }) => fetchVideoStatus(client, imageId, signal),
    initialData: { status: initial ?? null, ...(initialTries == null ? {} : { videoTries: initialTries }) },
    staleTime: VIDEO_STATUS_POLL_MS,
    enabled: pendingAtStart,
    refetchInterval: (q) =>
      q.state.data && isVideoStatusPending(parseVideoStatus(q.state.data.status))
        ? VIDEO_STATUS_POLL_MS
        : false,
  });
  const latest = query.data.status;
  // spec 001 §4 "on done the badge updates after 2.5 s": the last pending status stays that long.
  const [shown, setShown] = useState(latest);
  useEffect(() => {
    const wasPending = isVideoStatusPending(parseVideoStatus(shown));
    const done = !isVideoStatusPending(parseVideoStatus(latest));
    if (wasPending && done) {
      const timer = setTimeout(() => setShown(latest), VIDEO_BADGE_DELAY_MS);
      return () => clearTimeout(timer);
    }
    setShown(latest);
    return undefined;
  }, [latest, shown]);

  const act = useMutation({
    mutationFn: (kind: 'retry' | 'priority' | 'skipped') =>
      retryVideo(client, imageId, kind === 'retry' ? undefined : kind),
    onSuccess: (_data, kind) => {
      const next = kind === 'retry' ? 'unprocessed' : kind === 'priority' ? 'priority' : 'skipped';
      queryClient.setQueryData([...key, initial ?? ''], (old: typeof query.data | undefined) => ({
        ...old,
        status: next,
      }));
      setShown(next);
      if (kind !== 'skipped') void queryClient.invalidateQueries({ queryKey: key });
    },
    // spec 001 §8: a refused retry shows the server's message.
    onError: (error) => reportError(error, 'alerts.actionFailed'),
  });

  const parsed = parseVideoStatus(
    shown,
    query.data.videoTries ?? initialTries ?? 0,
    translate.locale,
    format.number,
  );
  if (parsed.kind === 'none' || parsed.kind === 'skipped' || parsed.kind === 'unknown') return null;
  return (
    <div className="vt-viewer__video-status" data-status={parsed.kind} role="status">
      <Badge tone={parsed.kind === 'failed' ? 'danger' : 'info'}>{parsed.label}</Badge>
      {parsed.kind === 'processing' ? (
        <Progress
          className="vt-viewer__video-progress"
          value={parsed.percent}
          label={parsed.label}
          size="sm"
        />
      ) : null}
      {parsed.kind === 'failed' ? <span className="vt-viewer__video-hint">{parsed.hint}</span> : null}
      {canAct ? (
        <span className="vt-viewer__video-actions">
          {parsed.kind === 'failed' ? (
            <Button size="sm" disabled={act.isPending} onClick={() => act.mutate('retry')}>
              {t.video.retry}
            </Button>
          ) : null}
          {parsed.kind === 'queued' ? (
            <Button size="sm" disabled={act.isPending} onClick={() => act.mutate('priority')}>
              {t.video.prioritize}
            </Button>
          ) : null}
          {parsed.kind === 'queued' || parsed.kind === 'queuedPriority' ? (
            <Button size="sm" variant="ghost" disabled={act.isPending} onClick={() => act.mutate('skipped')}>
              {t.video.skip}
            </Button>
          ) : null}
        </span>
      ) : null}
    </div>
  );
}
