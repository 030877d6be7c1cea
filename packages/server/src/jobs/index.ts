// The server's background work, attached to the Fastify instance: sharp's settings, the job worker
// (jobs a stopped process left running are resumed first) and the cleaning of abandoned uploads.
// createServer calls attachBackgroundWork once; tests reach the worker as app.vitrineJobs.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/context';
import { configureSharp } from '../media';
import { UploadJanitor } from '../upload/janitor';
import { workPaths } from '../upload/paths';
import { JOB_KINDS, resumeInterruptedJobs } from './queue';
import { thumbnailRunner } from './thumbnails';
import { JobWorker } from './worker';

export { enqueueJob, HIGH_PRIORITY, JOB_KINDS, JOB_RETRY, JOB_STATUS, type JobKind } from './queue';
export { hasRenditions } from './thumbnails';
export { JOB_WORKER_DEFAULTS, JobWorker, PermanentJobError } from './worker';

export interface BackgroundWork {
  worker: JobWorker;
  janitor: UploadJanitor;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job worker and the upload janitor (tests wait on `vitrineJobs.worker.idle()`). */
    vitrineJobs: BackgroundWork;
  }
}

/** The kinds of job this server runs now (the others stay queued until their part lands). */
export const RUNNING_JOB_KINDS = [JOB_KINDS.thumbnails] as const;

/**
 * Starts the worker and the janitor when the server is ready, stops them before it closes (the job
 * in hand finishes first, while the database is still open).
 */
export function attachBackgroundWork(app: FastifyInstance, server: ServerContext): BackgroundWork {
  const paths = workPaths(server.options.dataDir);
  // sharp's process-wide settings (its cache off: media/README.md).
  configureSharp();
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
      }),
    },
    onError: (job, error) => app.log.warn({ err: error, jobId: job.id, kind: job.kind }, 'job failed'),
  });
  const janitor = new UploadJanitor(paths.uploads);
  const work: BackgroundWork = { worker, janitor };
  app.decorate('vitrineJobs', work);
  app.addHook('onReady', async () => {
    await resumeInterruptedJobs(server.db, server.now());
    worker.start();
    janitor.start();
  });
  app.addHook('preClose', async () => {
    janitor.stop();
    await worker.stop();
  });
  return work;
}
