// The job queue: background work (thumbnails, video, recognition, ...) as rows of the jobs table, so
// a restart resumes it. A worker claims the next queued row whose run_after has passed, highest
// priority first, by a compare-and-set on its status (two workers never run the same job). A claim
// is a lease the worker renews while the job runs: a job whose lease ran out (its instance was
// killed) is claimed again by another worker, with its try counted.
import type { Kysely } from 'kysely';
import type { Database, JobRow } from '../db/schema';

type Db = Kysely<Database>;

/**
 * The kinds of work. Thumbnails, video (it needs ffmpeg: jobs/video.ts) and folder re-sync
 * (jobs/resync.ts) run; the others are queued and run when their part lands.
 */
export const JOB_KINDS = {
  /** The renditions of spec 000 §9 (tiny, small, medium, large). */
  thumbnails: 'thumbnails',
  /** Video processing (spec 001 §3, §4: unprocessed → percentage → done; needs ffmpeg). */
  video: 'video',
  /** AI object recognition (spec 001 §6; needs the feature enabled). */
  recognition: 'recognition',
  /** Reverse geocoding of a GPS position (upload flag requestGeocodingReverse; needs a geocoder). */
  geocoding: 'geocoding',
  /** Folder re-sync (spec 000 §7; queued by POST /api/folder/resync; jobs/resync.ts). */
  resync: 'resync',
  /** Notification digests (spec 000 §3 keys; notifications/delivery.ts drains the outbox). */
  notifications: 'notifications',
  /** A PDF report (issue 20; export/report-job.ts), run by the report worker (jobs/index.ts). */
  report: 'report',
} as const;
export type JobKind = (typeof JOB_KINDS)[keyof typeof JOB_KINDS];

/** A job's life: queued → running → done, or back to queued for a retry, or failed after the last try. */
export const JOB_STATUS = { queued: 'queued', running: 'running', done: 'done', failed: 'failed' } as const;
export type JobStatus = (typeof JOB_STATUS)[keyof typeof JOB_STATUS];

/** Retries of a job that failed for a passing reason (a full disk, a locked file): 3 tries in all. */
export const JOB_RETRY = {
  maxTries: 3,
  /** Wait before the 2nd and the 3rd try. */
  delaysMs: [5_000, 60_000],
} as const;

/** Priority of a job the user asked to hurry (spec 001 §4 video "priority"); others run at 0. */
export const HIGH_PRIORITY = 10;

export interface NewJob {
  kind: JobKind;
  fileId?: number | null;
  folderId?: number | null;
  payload?: Record<string, unknown>;
  priority?: number;
  now: Date;
}

/**
 * Queues a job. A job of the same kind already queued for the same file is not queued twice (its
 * payload is refreshed instead), so a file replaced twice in a row gets one thumbnail run.
 */
export async function enqueueJob(db: Db, job: NewJob): Promise<number> {
  const now = job.now.toISOString();
  const payload = JSON.stringify(job.payload ?? {});
  if (job.fileId !== undefined && job.fileId !== null) {
    const queued = await db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', job.kind)
      .where('file_id', '=', job.fileId)
      .where('status', '=', JOB_STATUS.queued)
      .executeTakeFirst();
    if (queued) {
      await db
        .updateTable('jobs')
        .set({ payload, updated_at: now, run_after: now, priority: job.priority ?? 0 })
        .where('id', '=', queued.id)
        .execute();
      return queued.id;
    }
  }
  const row = await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      file_id: job.fileId ?? null,
      folder_id: job.folderId ?? null,
      payload,
      status: JOB_STATUS.queued,
      priority: job.priority ?? 0,
      tries: 0,
      last_error: null,
      run_after: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** How long a claim holds unless its worker renews it (a third of it between renewals). */
export const JOB_LEASE_MS = 60_000;

/**
 * The shortest lease a server may be configured with (ServerOptions.jobLeaseMs, VITRINE_JOB_LEASE_MS):
 * renewed every third of it, a shorter one could run out under a live worker on a busy machine or a
 * slow database round trip, and another instance would run the job a second time.
 */
export const MIN_JOB_LEASE_MS = 1_000;

/** The last_error of a job whose instance stopped while running it on each of its tries. */
export const JOB_ABANDONED = 'The server running this job stopped before it finished.';

export interface ClaimOptions {
  /** Who claims (a worker's id), recorded in claimed_by. Default 'local'. */
  owner?: string;
  /** How long the claim holds. Default {@link JOB_LEASE_MS}. */
  leaseMs?: number;
}

/**
 * Claims the next runnable job of the given kinds (status → running, a lease until now + leaseMs),
 * or undefined when none is due. A running job whose lease ran out comes first: its worker is gone.
 */
export async function claimJob(
  db: Db,
  kinds: readonly string[],
  now: Date,
  { owner = 'local', leaseMs = JOB_LEASE_MS }: ClaimOptions = {},
): Promise<JobRow | undefined> {
  if (kinds.length === 0) return undefined;
  const at = now.toISOString();
  const lease = { lease_until: new Date(now.getTime() + leaseMs).toISOString(), claimed_by: owner };
  for (let attempt = 0; attempt < 5; attempt++) {
    const abandoned = await db
      .selectFrom('jobs')
      .selectAll()
      .where('status', '=', JOB_STATUS.running)
      .where('lease_until', '<', at)
      .where('kind', 'in', kinds)
      .orderBy('lease_until')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (abandoned) {
      const expired = abandoned.lease_until as string;
      const sameClaim = db
        .updateTable('jobs')
        .where('id', '=', abandoned.id)
        .where('status', '=', JOB_STATUS.running)
        .where('lease_until', '=', expired);
      if (abandoned.tries >= JOB_RETRY.maxTries) {
        // Its instance stopped on every try (it may be what stops it): failed for good.
        await sameClaim
          .set({
            status: JOB_STATUS.failed,
            last_error: JOB_ABANDONED,
            lease_until: null,
            claimed_by: null,
            updated_at: at,
          })
          .execute();
        continue;
      }
      const reclaimed = await sameClaim
        .set({ tries: abandoned.tries + 1, updated_at: at, ...lease })
        .executeTakeFirst();
      if (Number(reclaimed.numUpdatedRows) === 1)
        return { ...abandoned, tries: abandoned.tries + 1, ...lease };
      continue;
    }
    const next = await db
      .selectFrom('jobs')
      .selectAll()
      .where('status', '=', JOB_STATUS.queued)
      .where('kind', 'in', kinds)
      .where('run_after', '<=', at)
      .orderBy('priority', 'desc')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!next) return undefined;
    const claimed = await db
      .updateTable('jobs')
      .set({ status: JOB_STATUS.running, tries: next.tries + 1, updated_at: at, ...lease })
      .where('id', '=', next.id)
      .where('status', '=', JOB_STATUS.queued)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1)
      return { ...next, status: JOB_STATUS.running, tries: next.tries + 1, ...lease };
  }
  return undefined;
}

/**
 * Renews the lease of a job `owner` is running; false when the claim is no longer its own (the lease
 * ran out and another worker took the job).
 */
export async function renewLease(db: Db, id: number, owner: string, until: Date): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ lease_until: until.toISOString() })
    .where('id', '=', id)
    .where('status', '=', JOB_STATUS.running)
    .where('claimed_by', '=', owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What ends a claim. */
const released = { lease_until: null, claimed_by: null } as const;

export async function completeJob(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status: JOB_STATUS.done, last_error: null, updated_at: now.toISOString(), ...released })
    .where('id', '=', id)
    .execute();
}

/**
 * Records a failure: back to queued after a delay while tries remain and the failure may pass,
 * otherwise failed for good (a damaged image fails the same way every time).
 */
export async function failJob(
  db: Db,
  job: Pick<JobRow, 'id' | 'tries'>,
  error: string,
  now: Date,
  options: { permanent?: boolean } = {},
): Promise<JobStatus> {
  const retry = !options.permanent && job.tries < JOB_RETRY.maxTries;
  const delay = JOB_RETRY.delaysMs[Math.min(job.tries - 1, JOB_RETRY.delaysMs.length - 1)] ?? 0;
  const status = retry ? JOB_STATUS.queued : JOB_STATUS.failed;
  await db
    .updateTable('jobs')
    .set({
      status,
      last_error: error.slice(0, 2000),
      run_after: new Date(now.getTime() + (retry ? delay : 0)).toISOString(),
      updated_at: now.toISOString(),
      ...released,
    })
    .where('id', '=', job.id)
    .execute();
  return status;
}

/** A job interrupted by a stopping worker: queued again as it was, the try it was on not counted. */
export async function requeueJob(db: Db, job: Pick<JobRow, 'id' | 'tries'>, now: Date): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      status: JOB_STATUS.queued,
      tries: Math.max(0, job.tries - 1),
      run_after: now.toISOString(),
      updated_at: now.toISOString(),
      ...released,
    })
    .where('id', '=', job.id)
    .where('status', '=', JOB_STATUS.running)
    .execute();
}

/**
 * At start: jobs a stopped process left running go back to the queue (a restart resumes them; a
 * job is written so that running it twice does the same as once). On SQLite the data directory is
 * one server's, so every running job is its own; on PostgreSQL other instances may be running theirs,
 * so only jobs without a live lease go back (the others are claimed again when their lease runs out).
 */
export async function resumeInterruptedJobs(
  db: Db,
  now: Date,
  dialect: 'sqlite' | 'postgres' = 'sqlite',
): Promise<number> {
  const at = now.toISOString();
  let interrupted = db
    .updateTable('jobs')
    .set({ status: JOB_STATUS.queued, run_after: at, updated_at: at, ...released })
    .where('status', '=', JOB_STATUS.running);
  if (dialect === 'postgres')
    interrupted = interrupted.where((eb) =>
      eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]),
    );
  const result = await interrupted.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The files among `ids` with a queued or running job (ImageSummary.hasJobs). */
export async function filesWithJobs(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('jobs')
    .select('file_id')
    .where('file_id', 'in', [...ids])
    .where('status', 'in', [JOB_STATUS.queued, JOB_STATUS.running])
    .execute();
  return new Set(rows.flatMap((r) => (r.file_id === null ? [] : [r.file_id])));
}
