// PDF reports made in the background (issue 20: "The report is made on the server (POST /api/export
// with pdfRequest → token → download) ... with progress, for up to 5,000 images without holding them
// all in memory"; "large exports continue in the background and notify when ready").
//
// POST /api/export with a pdfRequest keeps the token's row with report_state 'queued' and queues a
// `report` job (jobs/queue.ts) naming the row by its token's hash. Whichever instance's report worker
// claims the job (the queue's compare-and-set claim and lease: several instances on PostgreSQL) makes
// the PDF (reports/report.ts) into a temporary file, writing the images placed to the row as it goes,
// then stores it as a blob of the blob store (every instance that shares the store can send it) and
// marks the row 'ready' with the blob's hash. GET /api/export/{token}/status reads the row; GET
// /api/export/{token} sends the blob, and waits for it when called before it is ready.
//
// The blob has no `blobs` row: no file references it. It is removed when its token is forgotten
// (expired, or dropped for a newer one) through the collector, which keeps it if a library file has the
// same bytes; a blob a crash left behind is removed by the start sweep of unreferenced blob files
// (storage/gc.ts sweepOrphanBlobFiles, after an hour: the token's lifetime).
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReportRequest } from '@vitrine/core/report';
import type { Kysely } from 'kysely';
import type { Database, JobRow } from '../db/schema';
import { HttpError } from '../domain/errors';
import { InterruptedJobError, PermanentJobError } from '../jobs/worker';
import { principalOfUser } from '../notifications/principal';
import { makeReport } from '../reports/report';
import type { BlobStore } from '../storage/blob-store';
import { collectUnreferencedBlobs } from '../storage/gc';
import { EXPORT_NOT_FOUND, type ExportRecord, type ExportStore, type ReportProgress } from './store';

type Db = Kysely<Database>;

/** Reports a person may have queued or being made at once (issue 20 brief; beyond, 429). */
export const MAX_REPORTS_UNDER_WAY = 3;
/** The 429 beyond {@link MAX_REPORTS_UNDER_WAY} (decided: docs/decisions.md "Exports"). */
export const TOO_MANY_REPORTS =
  'You already have 3 reports being made. Wait until one is ready, then try again.';
export const TOO_MANY_REPORTS_CODE = 'TooManyReports';
/** A report that could not be made, when nothing more precise is known. */
export const REPORT_FAILED = 'The report could not be made.';
/** A report none of whose files may be downloaded any more. */
export const REPORT_NOTHING_LEFT = 'None of the files of this report may be downloaded any more.';
/** The progress is written at most this often (a row update per placed image would be 5,000 writes). */
export const REPORT_PROGRESS_EVERY_MS = 250;
/** GET /api/export/{token} looks at a report still being made this often while it waits. */
export const REPORT_WAIT_POLL_MS = 250;
/** ... and gives up (503) after this long: a report that takes longer is fetched from its status. */
export const REPORT_WAIT_MAX_MS = 15 * 60 * 1000;

export interface ReportJobContext {
  db: Db;
  blobs: BlobStore;
  store: ExportStore;
  now: () => Date;
}

/** The job's payload: the token's hash (the token itself is never stored). */
export interface ReportJobPayload {
  token: string;
}

function payloadOf(job: JobRow): ReportJobPayload | undefined {
  try {
    const payload = JSON.parse(job.payload) as { token?: unknown };
    return typeof payload.token === 'string' ? { token: payload.token } : undefined;
  } catch {
    return undefined;
  }
}

/** The runner of `report` jobs. */
export function reportRunner(context: ReportJobContext) {
  return async (job: JobRow, signal: AbortSignal): Promise<void> => {
    const payload = payloadOf(job);
    if (!payload) throw new PermanentJobError('a report job without its token');
    const { db, blobs, store } = context;
    const record = await store.findByHash(payload.token, context.now());
    // Expired or dropped meanwhile, or made already (a job run twice does as once): nothing to do.
    if (!record?.report || record.report.state === 'ready' || record.report.state === 'failed') return;
    const fail = async (message: string) => {
      await store.updateReport(payload.token, { state: 'failed', message });
      throw new PermanentJobError(message);
    };
    const principal = await principalOfUser(db, record.userId);
    if (!principal) return fail(REPORT_NOTHING_LEFT);
    const dir = await mkdtemp(join(tmpdir(), 'vitrine-report-out-'));
    try {
      await store.updateReport(payload.token, { state: 'making', done: 0 });
      const outPath = join(dir, 'report.pdf');
      let written = 0;
      // Progress writes one after another, all before the last one (never a late one after 'ready').
      let writing: Promise<unknown> = Promise.resolve();
      const made = await makeReport({
        db,
        blobs,
        principal,
        now: context.now(),
        ids: record.ids,
        request: (record.pdfRequest ?? null) as ReportRequest | null,
        language: record.language ?? undefined,
        outPath,
        onProgress: (done, total) => {
          // The worker is stopping: the report starts over on the next start (or another instance).
          if (signal.aborted) throw new InterruptedJobError();
          const at = Date.now();
          if (done < total && at - written < REPORT_PROGRESS_EVERY_MS) return;
          written = at;
          writing = writing.then(() => store.updateReport(payload.token, { done, total })).catch(() => false);
        },
      });
      await writing;
      if (made === 0) return await fail(REPORT_NOTHING_LEFT);
      if (signal.aborted) throw new InterruptedJobError();
      const stored = await blobs.put(createReadStream(outPath));
      const kept = await store.updateReport(payload.token, {
        state: 'ready',
        done: made,
        total: made,
        hash: stored.hash,
        size: stored.size,
      });
      // The token went while the report was made: its blob goes too.
      if (!kept) await forgetReportBlobs(db, blobs, [stored.hash]);
    } catch (error) {
      if (error instanceof InterruptedJobError || error instanceof PermanentJobError) {
        if (error instanceof InterruptedJobError)
          await store.updateReport(payload.token, { state: 'queued', done: 0 });
        throw error;
      }
      return await fail(REPORT_FAILED);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
}

/**
 * Removes the blobs of reports whose tokens are gone, unless another live token's report or a
 * library file has the same bytes (the collector checks files, renditions and versions).
 */
export async function forgetReportBlobs(db: Db, blobs: BlobStore, hashes: readonly string[]): Promise<void> {
  if (hashes.length === 0) return;
  const live = await db
    .selectFrom('export_tokens')
    .select('report_hash')
    .where('report_hash', 'in', [...hashes])
    .execute();
  const stillUsed = new Set(live.map((row) => row.report_hash));
  await collectUnreferencedBlobs(
    db,
    blobs,
    hashes.filter((hash) => !stillUsed.has(hash)),
  );
}

/** What GET /api/export/{token}/status answers (openapi.yml ExportStatus). */
export interface ExportStatus {
  state: ReportProgress['state'];
  done: number;
  total: number;
  message?: string;
}

/**
 * How an export stands: a zip or a CSV is built while it is downloaded, so it is ready at once; a
 * report as its row says, or failed when its job failed for good without writing so (an instance
 * stopped under it on every try: jobs/queue.ts JOB_ABANDONED).
 */
export async function exportStatusOf(db: Db, record: ExportRecord): Promise<ExportStatus> {
  const report = record.report;
  if (!report || report.legacy) return { state: 'ready', done: record.ids.length, total: record.ids.length };
  if ((report.state === 'queued' || report.state === 'making') && record.tokenHash) {
    const failed = await db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', 'report')
      .where('status', '=', 'failed')
      .where('payload', '=', JSON.stringify({ token: record.tokenHash }))
      .executeTakeFirst();
    if (failed) return { state: 'failed', done: report.done, total: report.total, message: REPORT_FAILED };
  }
  return {
    state: report.state,
    done: report.done,
    total: report.total,
    ...(report.state === 'failed' ? { message: report.message ?? REPORT_FAILED } : {}),
  };
}

/**
 * Waits until the report of `tokenHash` is ready (its record answered) or failed (a 500 with its
 * message); 404 when its token goes meanwhile; 503 after {@link REPORT_WAIT_MAX_MS}, or when `signal`
 * aborts (the client went away).
 */
export async function waitForReport(
  db: Db,
  store: ExportStore,
  record: ExportRecord,
  now: () => Date,
  signal?: AbortSignal,
  pollMs = REPORT_WAIT_POLL_MS,
): Promise<ExportRecord> {
  const started = Date.now();
  let current: ExportRecord | undefined = record;
  for (;;) {
    if (!current) throw new HttpError(404, EXPORT_NOT_FOUND);
    const status = await exportStatusOf(db, current);
    if (status.state === 'ready') return current;
    if (status.state === 'failed') throw new HttpError(500, status.message ?? REPORT_FAILED);
    if (signal?.aborted || Date.now() - started > REPORT_WAIT_MAX_MS) throw new HttpError(503);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    current = await store.findByHash(record.tokenHash as string, now());
  }
}
