// The job worker: claims queued jobs of the kinds it has a runner for and runs them, one at a time
// by default (a thumbnail job of a 24 MP photo peaks near 220 MB: media/README.md), polling the table
// when idle and woken at once when a job is queued. Stopping waits for the job in hand. Each worker
// has an id of its own and renews the lease of the job it runs (jobs/queue.ts), so a worker on
// another instance takes the job over only when this one is gone.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, JobRow } from '../db/schema';
import { claimJob, completeJob, failJob, JOB_LEASE_MS, JOB_STATUS, renewLease, requeueJob } from './queue';

/** What a runner may answer besides finishing: a failure that will not pass by retrying. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

/**
 * What a runner throws when the worker stopped under it (`signal` aborted: the server is closing):
 * the job goes back to the queue as it was, without counting a try, and the next start runs it.
 */
export class InterruptedJobError extends Error {
  constructor(message = 'The job was interrupted: the server is stopping.') {
    super(message);
    this.name = 'InterruptedJobError';
  }
}

/**
 * Runs one job; throws to fail it (PermanentJobError: no retry). `signal` aborts when the worker
 * stops: a long job (a video transcode) stops its work and throws InterruptedJobError.
 */
export type JobRunner = (job: JobRow, signal: AbortSignal) => Promise<void>;

export interface JobWorkerOptions {
  db: Kysely<Database>;
  /** The runner of each kind this worker takes; jobs of other kinds stay queued. */
  runners: Readonly<Record<string, JobRunner>>;
  /** Jobs run at once; default JOB_WORKER_DEFAULTS.concurrency (1: memory ≤ 256 MB per job). */
  concurrency?: number;
  /** How often an idle worker looks at the table; default JOB_WORKER_DEFAULTS.pollMs. */
  pollMs?: number;
  now?: () => Date;
  /** Where failures are reported (default: nowhere; the job row keeps last_error). */
  onError?: (job: JobRow, error: unknown) => void;
  /** How long a claim holds; renewed every third of it while the job runs. Default JOB_LEASE_MS. */
  leaseMs?: number;
  /**
   * Called once for each job this worker claimed, when its row has been written (the metrics count
   * them per process: http/metrics.ts `vitrine_jobs_finished_total`).
   */
  onFinished?: (job: JobRow, outcome: JobOutcome) => void;
}

/**
 * How a claimed job ended on this worker: done; failed for good; failed for now and queued for a
 * retry; or interrupted by the worker's stop and queued again without counting a try.
 */
export type JobOutcome = 'done' | 'failed' | 'retry' | 'interrupted';

export const JOB_WORKER_DEFAULTS = { concurrency: 1, pollMs: 1000 } as const;

export class JobWorker {
  readonly #db: Kysely<Database>;
  readonly #runners: Readonly<Record<string, JobRunner>>;
  readonly #concurrency: number;
  readonly #pollMs: number;
  readonly #now: () => Date;
  readonly #onError: JobWorkerOptions['onError'];
  readonly #onFinished: JobWorkerOptions['onFinished'];
  readonly #leaseMs: number;
  /** This worker's id in claimed_by. */
  readonly id = randomUUID();
  #running = false;
  #stopping = new AbortController();
  #loops: Promise<void>[] = [];
  readonly #wakers = new Set<() => void>();
  #busy = 0;
  #idleWaiters: (() => void)[] = [];

  constructor(options: JobWorkerOptions) {
    this.#db = options.db;
    this.#runners = options.runners;
    this.#concurrency = Math.max(1, options.concurrency ?? JOB_WORKER_DEFAULTS.concurrency);
    this.#pollMs = options.pollMs ?? JOB_WORKER_DEFAULTS.pollMs;
    this.#now = options.now ?? (() => new Date());
    this.#onError = options.onError;
    this.#onFinished = options.onFinished;
    this.#leaseMs = options.leaseMs ?? JOB_LEASE_MS;
  }

  get kinds(): string[] {
    return Object.keys(this.#runners);
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#stopping = new AbortController();
    this.#loops = Array.from({ length: this.#concurrency }, () => this.#loop());
  }

  /** Stops claiming jobs, interrupts the long ones (their signal) and waits for the ones in hand. */
  async stop(): Promise<void> {
    this.#running = false;
    this.#stopping.abort();
    this.wake();
    await Promise.all(this.#loops);
    this.#loops = [];
    for (const resolve of this.#idleWaiters.splice(0)) resolve();
  }

  /** A job was queued: look now instead of at the next poll. */
  wake(): void {
    for (const wake of [...this.#wakers]) wake();
  }

  /**
   * Resolves when no job of this worker's kinds is due and none is running (tests, the first-start
   * seed). Jobs waiting for a retry delay do not count.
   */
  async idle(): Promise<void> {
    for (;;) {
      if (this.#busy === 0) {
        const due = await this.#db
          .selectFrom('jobs')
          .select('id')
          .where('status', 'in', ['queued', 'running'])
          .where('kind', 'in', this.kinds)
          .where('run_after', '<=', this.#now().toISOString())
          .executeTakeFirst();
        if (!due && this.#busy === 0) return;
      }
      if (!this.#running) return;
      this.wake();
      await new Promise<void>((resolve) => {
        this.#idleWaiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  async #loop(): Promise<void> {
    while (this.#running) {
      let job: JobRow | undefined;
      try {
        job = await claimJob(this.#db, this.kinds, this.#now(), { owner: this.id, leaseMs: this.#leaseMs });
      } catch (error) {
        // The database went away (closing): stop quietly.
        if (!this.#running) return;
        this.#onError?.({ id: 0 } as JobRow, error);
      }
      if (!job) {
        await this.#sleep();
        continue;
      }
      this.#busy += 1;
      try {
        await this.#run(job);
      } finally {
        this.#busy -= 1;
        for (const resolve of this.#idleWaiters.splice(0)) resolve();
      }
    }
  }

  async #run(job: JobRow): Promise<void> {
    const outcome = await this.#attempt(job);
    // After the row is written, outside the job's try: a throwing hook never fails a finished job.
    if (outcome) {
      try {
        this.#onFinished?.(job, outcome);
      } catch (error) {
        this.#onError?.(job, error);
      }
    }
  }

  /** Runs the job and writes how it ended; undefined when the database did not take a failure. */
  async #attempt(job: JobRow): Promise<JobOutcome | undefined> {
    const runner = this.#runners[job.kind];
    // The lease is renewed while the job runs (a failed renewal is tried again at the next tick).
    const renewal = setInterval(
      () => {
        void renewLease(this.#db, job.id, this.id, new Date(this.#now().getTime() + this.#leaseMs)).catch(
          () => undefined,
        );
      },
      Math.max(10, Math.floor(this.#leaseMs / 3)),
    );
    renewal.unref?.();
    try {
      if (!runner) throw new PermanentJobError(`no runner for jobs of kind ${job.kind}`);
      await runner(job, this.#stopping.signal);
      await completeJob(this.#db, job.id, this.#now());
      return 'done';
    } catch (error) {
      if (error instanceof InterruptedJobError) {
        await requeueJob(this.#db, job, this.#now()).catch(() => undefined);
        return 'interrupted';
      }
      this.#onError?.(job, error);
      const message = error instanceof Error ? error.message : String(error);
      const status = await failJob(this.#db, job, message, this.#now(), {
        permanent: error instanceof PermanentJobError,
      }).catch(() => undefined);
      if (!status) return undefined;
      return status === JOB_STATUS.queued ? 'retry' : 'failed';
    } finally {
      clearInterval(renewal);
    }
  }

  #sleep(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, this.#pollMs);
      this.#wakers.add(done);
    });
  }
}
