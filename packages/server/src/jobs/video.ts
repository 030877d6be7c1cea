// The video job (spec 001 §3 "Video status values: unprocessed, priority, a percentage string, a
// string containing error, skipped, empty"; §4 "Video processing"). With ffmpeg (jobs/ffmpeg.ts):
// ffprobe reads the duration and the frame size, a poster frame becomes the file's four thumbnails
// (so Download.aspx?thumb= serves a picture for a video), and a video a browser cannot play as it is
// gets a web rendition (MP4, H.264 + AAC, at most full HD) served by Download.aspx?preview=1. The
// file's video_status says where it is: '0%'... while it runs, '' when done, 'error: ...' when it
// failed (video_tries counts the runs that ended), 'skipped' is left alone. Without ffmpeg a video
// fails at once with VIDEO_ERRORS.noFfmpeg, so nothing waits 'unprocessed' for ever.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { Database, JobRow } from '../db/schema';
import { isMediaError, makeRenditions } from '../media';
import type { BlobStore } from '../storage/blob-store';
import { recordBlob, withBlobFile } from '../storage/blobs';
import { safeJoin } from '../storage/paths';
import {
  extractPoster,
  isWebPlayable,
  probeVideo,
  ToolAborted,
  ToolError,
  transcodeForWeb,
  type VideoProbe,
  type VideoTools,
} from './ffmpeg';
import { HIGH_PRIORITY, JOB_KINDS, JOB_STATUS } from './queue';
import { replaceRenditions, type StoredRendition, WEB_VIDEO_RENDITION } from './renditions';
import { InterruptedJobError, PermanentJobError } from './worker';

/** The video statuses the server writes (spec 001 §3); a percentage is `videoProgressStatus`. */
export const VIDEO_STATUS = {
  unprocessed: 'unprocessed',
  priority: 'priority',
  skipped: 'skipped',
  /** Processed: the badge shows nothing (spec 001 §4 "Empty status shows nothing"). */
  done: '',
} as const;

/** The failure messages (each becomes the status 'error: <message>'). */
export const VIDEO_ERRORS = {
  noFfmpeg: 'ffmpeg is not installed on the server',
  noVideoStream: 'the file has no video stream ffmpeg can read',
} as const;

export { WEB_VIDEO_RENDITION } from './renditions';

/** '37%': a whole percentage (the form of openapi.yml VideoStatus and the mocks). */
export function videoProgressStatus(percent: number): string {
  return `${Math.max(0, Math.min(99, Math.floor(percent)))}%`;
}

/** A failed status: always contains "error" (spec 001 §3), then what went wrong. */
export function videoErrorStatus(message: string): string {
  return `error: ${message}`.slice(0, 500);
}

/** Whether a status means the video waits for (or is in) processing: the thumbnail is pending. */
export function isVideoPending(status: string | null): boolean {
  return (
    status === VIDEO_STATUS.unprocessed || status === VIDEO_STATUS.priority || /^\d+%$/.test(status ?? '')
  );
}

/** The status a queued video shows: its job's priority says which. */
export function queuedVideoStatus(priority: number): string {
  return priority >= HIGH_PRIORITY ? VIDEO_STATUS.priority : VIDEO_STATUS.unprocessed;
}

/** Where the percentage goes: the poster is quick, the transcode is the rest. */
const PROGRESS = { probed: 5, poster: 10, transcodeSpan: 89 } as const;

/** Where in the video the poster frame is taken: a second in, or the start of a shorter video. */
export function posterTime(durationSeconds: number | null): number {
  return durationSeconds !== null && durationSeconds >= 2 ? 1 : 0;
}

export interface VideoJobContext {
  db: Kysely<Database>;
  blobs: BlobStore;
  /** Scratch files (the poster, the web rendition) and copies of blobs not on the local disk. */
  tmpDir: string;
  now: () => Date;
  /** ffmpeg and ffprobe, or undefined when they are not installed (looked for at start). */
  tools: () => VideoTools | undefined;
}

interface Made {
  probe: VideoProbe;
  thumbnails: Awaited<ReturnType<typeof makeRenditions>>;
  /** The web rendition's file, when one was made. */
  webPath: string | null;
}

export function videoRunner(context: VideoJobContext) {
  return async (job: JobRow, signal: AbortSignal): Promise<void> => {
    const { db } = context;
    if (job.file_id === null) return;
    const file = await db
      .selectFrom('files')
      .select(['id', 'content_hash', 'mime_type', 'video_status', 'width', 'height'])
      .where('id', '=', job.file_id)
      .executeTakeFirst();
    // Deleted meanwhile, not a video, or skipped by the user: nothing to do.
    if (!file?.mime_type.startsWith('video/') || file.video_status === VIDEO_STATUS.skipped) return;

    // Writes a status unless the user skipped the video meanwhile (spec 001 §4: skipped is left alone).
    const setStatus = async (status: string, endsRun = false) => {
      let update = db.updateTable('files').set({ video_status: status });
      if (endsRun) update = update.set((eb) => ({ video_tries: eb('video_tries', '+', 1) }));
      await update
        .where('id', '=', file.id)
        .where((eb) =>
          eb.or([eb('video_status', 'is', null), eb('video_status', '!=', VIDEO_STATUS.skipped)]),
        )
        .execute();
    };

    const tools = context.tools();
    if (!tools) {
      await setStatus(videoErrorStatus(VIDEO_ERRORS.noFfmpeg), true);
      throw new PermanentJobError(VIDEO_ERRORS.noFfmpeg);
    }

    let shown = -1;
    const progress = async (percent: number) => {
      const whole = Math.floor(percent);
      if (whole <= shown) return;
      shown = whole;
      await setStatus(videoProgressStatus(whole));
    };

    const work = safeJoin(context.tmpDir, `video-${file.id}-${randomBytes(8).toString('hex')}`);
    try {
      await progress(0);
      await mkdir(work, { recursive: true });
      const made = await withBlobFile<Made>(
        context.blobs,
        file.content_hash,
        context.tmpDir,
        async (input) => {
          const probe = await probeVideo(tools, input, signal);
          if (!probe.video) throw new PermanentJobError(VIDEO_ERRORS.noVideoStream);
          await progress(PROGRESS.probed);
          const poster = safeJoin(work, 'poster.png');
          await extractPoster(tools, input, poster, posterTime(probe.durationSeconds), signal);
          const thumbnails = await makeRenditions(poster);
          await progress(PROGRESS.poster);
          if (isWebPlayable(file.mime_type, probe)) return { probe, thumbnails, webPath: null };
          const webPath = safeJoin(work, 'web.mp4');
          let pending = Promise.resolve();
          await transcodeForWeb(
            tools,
            input,
            webPath,
            probe.durationSeconds,
            (fraction) => {
              pending = pending.then(() => progress(PROGRESS.poster + fraction * PROGRESS.transcodeSpan));
            },
            signal,
          );
          await pending;
          return { probe, thumbnails, webPath };
        },
      );
      await store(context, tools, file, made);
      await setStatus(VIDEO_STATUS.done, true);
    } catch (error) {
      if (signal.aborted || error instanceof ToolAborted) {
        // The server is stopping: queued again as it was, the next start runs it (no try counted).
        await setStatus(queuedVideoStatus(job.priority)).catch(() => undefined);
        throw new InterruptedJobError();
      }
      const message = error instanceof Error ? error.message : String(error);
      await setStatus(videoErrorStatus(message), true);
      // What ffprobe cannot read or sharp cannot draw fails the same way every time; a failed
      // ffmpeg run (a full disk, a killed process) is tried again (JOB_RETRY).
      if (error instanceof PermanentJobError) throw error;
      if (isMediaError(error) || (error instanceof ToolError && /ffprobe/.test(message))) {
        throw new PermanentJobError(message, { cause: error });
      }
      throw error;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  };
}

/**
 * Stores the poster's renditions and the web rendition, replacing the file's renditions in one
 * transaction, unless a new version replaced the file meanwhile (its own job makes its renditions).
 * Fills in the frame size when ingest could not read it.
 */
async function store(
  context: VideoJobContext,
  tools: VideoTools,
  file: { id: number; content_hash: string; width: number | null; height: number | null },
  made: Made,
): Promise<void> {
  const { db, blobs } = context;
  const now = context.now();
  const storeRenditions = async () => {
    const rows: StoredRendition[] = [];
    for (const rendition of made.thumbnails) {
      const blob = await blobs.put(rendition.data);
      await recordBlob(db, blob, rendition.mimeType, now);
      rows.push({
        size: rendition.size,
        hash: blob.hash,
        bytes: blob.size,
        width: rendition.width,
        height: rendition.height,
        mimeType: rendition.mimeType,
      });
    }
    if (made.webPath) {
      const blob = await blobs.put(createReadStream(made.webPath));
      await recordBlob(db, blob, 'video/mp4', now);
      const probe = await probeVideo(tools, made.webPath).catch(() => null);
      rows.push({
        size: WEB_VIDEO_RENDITION,
        hash: blob.hash,
        bytes: blob.size,
        width: probe?.video?.width ?? made.probe.video?.width ?? 0,
        height: probe?.video?.height ?? made.probe.video?.height ?? 0,
        mimeType: 'video/mp4',
      });
    }
    return rows;
  };
  await replaceRenditions(db, blobs, file, storeRenditions, now, async (trx) => {
    // The length the tiles show (ImageSummary.durationSeconds).
    if (made.probe.durationSeconds !== null) {
      await trx
        .updateTable('files')
        .set({ duration_seconds: made.probe.durationSeconds })
        .where('id', '=', file.id)
        .execute();
    }
    if ((file.width === null || file.height === null) && made.probe.video) {
      await trx
        .updateTable('files')
        .set({ width: made.probe.video.width, height: made.probe.video.height })
        .where('id', '=', file.id)
        .execute();
    }
  });
}

/**
 * At start, before the jobs a stopped process left running are queued again: their videos show a
 * percentage that no run is making any more; they show queued (or priority) again. On PostgreSQL
 * other instances may be transcoding theirs: only the videos of jobs without a live lease, the same
 * jobs resumeInterruptedJobs queues again (a rolling restart must not reset a live percentage).
 */
export async function resumeInterruptedVideos(
  db: Kysely<Database>,
  now: Date = new Date(),
  dialect: 'sqlite' | 'postgres' = 'sqlite',
): Promise<void> {
  const at = now.toISOString();
  let interrupted = db
    .selectFrom('jobs as j')
    .innerJoin('files as f', 'f.id', 'j.file_id')
    .select(['f.id', 'f.video_status', 'j.priority'])
    .where('j.kind', '=', JOB_KINDS.video)
    .where('j.status', '=', JOB_STATUS.running);
  if (dialect === 'postgres')
    interrupted = interrupted.where((eb) =>
      eb.or([eb('j.lease_until', 'is', null), eb('j.lease_until', '<', at)]),
    );
  const running = await interrupted.execute();
  for (const row of running) {
    if (!/^\d+%$/.test(row.video_status ?? '')) continue;
    await db
      .updateTable('files')
      .set({ video_status: queuedVideoStatus(row.priority) })
      .where('id', '=', row.id)
      .execute();
  }
}
