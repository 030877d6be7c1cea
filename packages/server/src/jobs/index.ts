// The server's background work, attached to the Fastify instance: sharp's settings, ffmpeg looked for,
// unreferenced blobs and blob files no row records swept, the job worker (jobs a stopped process left
// running are resumed first; not started on a web-only instance, options.jobs false) and the cleaning
// of abandoned uploads.
// createServer calls attachBackgroundWork once; tests reach the worker as app.vitrineJobs.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../domain/context';
import { exportStoreOf, reportRunner } from '../export';
import { configureSharp } from '../media';
import { notificationRunner, scheduleDueNotifications } from '../notifications/delivery';
import { recognitionProviderOf } from '../recognition/configured';
import { recognitionRunner } from '../recognition/service';
import { sweepOrphanBlobFiles, sweepUnreferencedBlobs } from '../storage/gc';
import { workPaths } from '../storage/work-paths';
import { chunkStoreFor } from '../upload/chunks';
import { UploadJanitor } from '../upload/janitor';
import { findVideoTools, type VideoTools } from './ffmpeg';
import { JOB_KINDS, resumeInterruptedJobs } from './queue';
import { resyncRunner } from './resync';
import { thumbnailRunner } from './thumbnails';
import { resumeInterruptedVideos, VIDEO_ERRORS, videoErrorStatus, videoRunner } from './video';
import { JobWorker } from './worker';

export { enqueueJob, HIGH_PRIORITY, JOB_KINDS, JOB_RETRY, JOB_STATUS, type JobKind } from './queue';
export { hasRenditions, makesThumbnails } from './thumbnails';
export { isVideoPending, VIDEO_STATUS, WEB_VIDEO_RENDITION } from './video';
export {
  InterruptedJobError,
  JOB_WORKER_DEFAULTS,
  type JobOutcome,
  JobWorker,
  PermanentJobError,
} from './worker';

export interface BackgroundWork {
  worker: JobWorker;
  /**
   * The worker of PDF reports (export/report-job.ts), beside the main one: a report of 5,000 images
   * takes minutes, during which new uploads still get their thumbnails, and a report is not held up
   * behind a long queue of thumbnails.
   */
  reports: JobWorker;
  janitor: UploadJanitor;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job worker and the upload janitor (tests wait on `vitrineJobs.worker.idle()`). */
    vitrineJobs: BackgroundWork;
  }
}

/** The kinds of job this server runs now (the others stay queued until their part lands). */
export const RUNNING_JOB_KINDS = [
  JOB_KINDS.thumbnails,
  JOB_KINDS.video,
  JOB_KINDS.resync,
  JOB_KINDS.notifications,
  JOB_KINDS.recognition,
  JOB_KINDS.report,
] as const;

/**
 * Starts the worker and the janitor when the server is ready, stops them before it closes (the job
 * in hand finishes first, while the database is still open).
 */
export function attachBackgroundWork(app: FastifyInstance, server: ServerContext): BackgroundWork {
  const paths = workPaths(server.options.dataDir);
  // sharp's process-wide settings (its cache off: media/README.md).
  configureSharp();
  // ffmpeg / ffprobe for the video job, looked for when the server gets ready (jobs/ffmpeg.ts).
  let videoTools: VideoTools | undefined;
  const worker = new JobWorker({
    db: server.db,
    // The server's clock (tests fix it): jobs are queued and claimed by the same clock.
    now: server.now,
    runners: {
      [JOB_KINDS.thumbnails]: thumbnailRunner({
        db: server.db,
        blobs: server.blobs,
        tmpDir: paths.tmp,
        now: server.now,
        // Audio waveforms use the video job's ffmpeg; PDF pages pdftoppm (jobs/documents.ts).
        audioTools: () => videoTools,
      }),
      [JOB_KINDS.video]: videoRunner({
        db: server.db,
        blobs: server.blobs,
        tmpDir: paths.tmp,
        now: server.now,
        tools: () => videoTools,
      }),
      // Folder re-sync (jobs/resync.ts): the folder's files read again from storage.
      [JOB_KINDS.resync]: resyncRunner({
        db: server.db,
        blobs: server.blobs,
        tmpDir: paths.tmp,
        now: server.now,
        onJobsQueued: () => worker.wake(),
      }),
      // Object recognition (recognition/service.ts): the configured provider, made on the first job.
      ...(server.options.recognizer === 'off'
        ? {}
        : {
            [JOB_KINDS.recognition]: recognitionRunner({
              db: server.db,
              blobs: server.blobs,
              tmpDir: paths.tmp,
              provider: recognitionProviderOf(server.options.recognizer),
            }),
          }),
      // Notification digests (notifications/delivery.ts): one mail per person, with SMTP only.
      [JOB_KINDS.notifications]: notificationRunner(
        { db: server.db, mail: server.options.mail, publicUrl: server.options.publicUrl },
        server.now,
      ),
    },
    onError: (job, error) => app.log.warn({ err: error, jobId: job.id, kind: job.kind }, 'job failed'),
    // Per process, so the sum over the instances' /metrics says which instance ran what.
    onFinished: (job, outcome) => app.vitrineMetrics?.jobsFinished.inc({ kind: job.kind, outcome }),
    leaseMs: server.options.jobLeaseMs,
  });
  const reports = new JobWorker({
    db: server.db,
    now: server.now,
    runners: {
      [JOB_KINDS.report]: reportRunner({
        db: server.db,
        blobs: server.blobs,
        store: exportStoreOf(server.db),
        now: server.now,
      }),
    },
    onError: (job, error) => app.log.warn({ err: error, jobId: job.id, kind: job.kind }, 'job failed'),
    onFinished: (job, outcome) => app.vitrineMetrics?.jobsFinished.inc({ kind: job.kind, outcome }),
    leaseMs: server.options.jobLeaseMs,
  });
  const janitor = new UploadJanitor(chunkStoreFor(server), undefined, (error) =>
    app.log.warn({ err: error }, 'upload sweep failed'),
  );
  const work: BackgroundWork = { worker, reports, janitor };
  app.decorate('vitrineJobs', work);
  app.addHook('onReady', async () => {
    // Blobs nothing references any more (storage/gc.ts): before the worker and the first request.
    const swept = await sweepUnreferencedBlobs(server.db, server.blobs);
    if (swept.length > 0) app.log.info({ count: swept.length }, 'removed unreferenced blobs');
    // Blob files no row records, older than the grace (a crash between a write and its row).
    const orphans = await sweepOrphanBlobFiles(server.db, server.blobs);
    if (orphans.length > 0) app.log.info({ count: orphans.length }, 'removed blob files no row records');
    videoTools = await findVideoTools();
    if (!videoTools) {
      app.log.warn(
        `ffmpeg / ffprobe not found (PATH or VITRINE_FFMPEG): videos get the status '${videoErrorStatus(VIDEO_ERRORS.noFfmpeg)}' until it is installed and they are retried`,
      );
    }
    await resumeInterruptedVideos(server.db, server.now(), server.dialect);
    await resumeInterruptedJobs(server.db, server.now(), server.dialect);
    // Notifications kept while no SMTP server was configured go out now that one is.
    if (server.options.mail) await scheduleDueNotifications(server.db, server.now());
    // A web-only instance (jobs: false, VITRINE_JOBS=off) queues jobs for the other instances' workers.
    if (server.options.jobs) {
      worker.start();
      reports.start();
    }
    janitor.start();
  });
  app.addHook('preClose', async () => {
    janitor.stop();
    await Promise.all([worker.stop(), reports.stop()]);
  });
  return work;
}
