// Cleaning abandoned uploads: an upload whose last chunk came more than UPLOAD_ABANDON_MS ago is
// removed with its chunks (its rows, and its staged bytes: the local file or the bucket's objects);
// a completed upload keeps its answer UPLOAD_RESULT_KEEP_MS (a repeated last chunk gets it again),
// then goes too; staged bytes no upload row names (a crash between a write and its row, an upload
// removed while a chunk was still being written) and a spooled chunk body nobody claimed go after
// the same abandon time. Runs at start and every UPLOAD_SWEEP_INTERVAL_MS, on every instance: each
// removal is a compare-and-set on the row, so two janitors never fight.
import { readdir, rm, stat } from 'node:fs/promises';
import { safeJoin } from '../storage/paths';
import type { ChunkStore } from './chunks';

/**
 * An upload left without a new chunk this long is abandoned: 24 hours, so a client that lost its
 * connection overnight may still resume (the api-client gives each upload a new uniqueId, so a
 * resumed upload is a new one anyway; the day only bounds the storage an abandoned one holds).
 */
export const UPLOAD_ABANDON_MS = 24 * 60 * 60 * 1000;
/** How long a completed upload's answer is kept for a repeated last chunk: 1 hour. */
export const UPLOAD_RESULT_KEEP_MS = 60 * 60 * 1000;
/** How often the janitor looks: every 15 minutes. */
export const UPLOAD_SWEEP_INTERVAL_MS = 15 * 60 * 1000;

const iso = (ms: number) => new Date(ms).toISOString();

/** The newest modification time of a path (a directory: itself and its files), in ms. */
async function lastTouched(path: string): Promise<number> {
  const info = await stat(path);
  let newest = info.mtimeMs;
  if (!info.isDirectory()) return newest;
  for (const name of await readdir(path)) {
    const inner = await stat(safeJoin(path, name)).catch(() => null);
    if (inner) newest = Math.max(newest, inner.mtimeMs);
  }
  return newest;
}

/** Removes the upload rows that are past their time, with their staged bytes; answers their names. */
async function sweepRows(store: ChunkStore, now: number): Promise<string[]> {
  const rows = await store.db
    .selectFrom('upload_sessions')
    .select(['key_hash', 'status', 'updated_at', 'claim_until'])
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'complete'), eb('updated_at', '<', iso(now - UPLOAD_RESULT_KEEP_MS))]),
        eb.and([eb('status', '!=', 'complete'), eb('updated_at', '<', iso(now - UPLOAD_ABANDON_MS))]),
      ]),
    )
    .execute();
  const removed: string[] = [];
  for (const row of rows) {
    // A completion under way (its claim renewed) is not abandoned, however long it takes.
    if (row.status === 'completing' && row.claim_until !== null && row.claim_until >= iso(now)) continue;
    // Only if no chunk came since it was read (its chunks' rows go with it: on delete cascade).
    const deleted = await store.db
      .deleteFrom('upload_sessions')
      .where('key_hash', '=', row.key_hash)
      .where('updated_at', '=', row.updated_at)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) continue;
    await store.staging.discard(row.key_hash);
    removed.push(row.key_hash);
  }
  return removed;
}

/** Removes what is abandoned: upload rows, staged bytes and spooled bodies; answers the names removed. */
export async function sweepUploads(store: ChunkStore, now: number = Date.now()): Promise<string[]> {
  const removed = await sweepRows(store, now);
  const rows = await store.db.selectFrom('upload_sessions').select('key_hash').execute();
  const live = new Set(rows.map((row) => row.key_hash));
  const before = now - UPLOAD_ABANDON_MS;
  // Objects in the bucket no upload row names (the local staging's files are in the directory below).
  if (store.staging.kind === 'objects') {
    for await (const { upload, modifiedMs } of store.staging.staged()) {
      if (live.has(upload) || modifiedMs > before) continue;
      await store.staging.discard(upload);
      removed.push(upload);
    }
  }
  // The uploads directory of this instance: spooled bodies, and local uploads no row names.
  let names: string[] = [];
  try {
    names = await readdir(store.spoolDir);
  } catch {
    // not made yet
  }
  for (const name of names) {
    if (live.has(name)) continue;
    const path = safeJoin(store.spoolDir, name);
    try {
      if ((await lastTouched(path)) > before) continue;
      await rm(path, { recursive: true, force: true });
      removed.push(name);
    } catch {
      // removed by another sweep or a completing upload
    }
  }
  return removed;
}

/** Sweeps at start and then on an interval (unref'd: it never keeps the process alive). */
export class UploadJanitor {
  #timer: NodeJS.Timeout | undefined;

  constructor(
    readonly store: ChunkStore,
    readonly intervalMs: number = UPLOAD_SWEEP_INTERVAL_MS,
    /** Told about a sweep that failed (the database away for a moment: the next sweep tries again). */
    readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  #sweep(): void {
    sweepUploads(this.store).catch(this.onError);
  }

  start(): void {
    if (this.#timer) return;
    this.#sweep();
    this.#timer = setInterval(() => this.#sweep(), this.intervalMs);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
  }
}
