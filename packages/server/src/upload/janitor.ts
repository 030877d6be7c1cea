// Cleaning abandoned uploads: an upload whose last chunk came more than UPLOAD_ABANDON_MS ago is
// removed with its chunks; a completed upload keeps its answer UPLOAD_RESULT_KEEP_MS (a repeated
// last chunk gets it again), then goes too; a spooled chunk body nobody claimed goes after the same
// abandon time. Runs at start and every UPLOAD_SWEEP_INTERVAL_MS.
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { safeJoin } from '../storage/paths';

/**
 * An upload left without a new chunk this long is abandoned: 24 hours, so a client that lost its
 * connection overnight may still resume (the api-client gives each upload a new uniqueId, so a
 * resumed upload is a new one anyway; the day only bounds the disk an abandoned one holds).
 */
export const UPLOAD_ABANDON_MS = 24 * 60 * 60 * 1000;
/** How long a completed upload's answer is kept for a repeated last chunk: 1 hour. */
export const UPLOAD_RESULT_KEEP_MS = 60 * 60 * 1000;
/** How often the janitor looks: every 15 minutes. */
export const UPLOAD_SWEEP_INTERVAL_MS = 15 * 60 * 1000;

/** The newest modification time in a directory (itself and its files), in ms. */
async function lastTouched(dir: string): Promise<number> {
  let newest = (await stat(dir)).mtimeMs;
  for (const name of await readdir(dir)) {
    try {
      newest = Math.max(newest, (await stat(safeJoin(dir, name))).mtimeMs);
    } catch {
      // removed meanwhile
    }
  }
  return newest;
}

async function isCompleted(dir: string): Promise<boolean> {
  try {
    const meta = JSON.parse(await readFile(safeJoin(dir, 'upload.json'), 'utf8')) as { result?: unknown };
    return meta.result !== undefined;
  } catch {
    return false;
  }
}

/** Removes what is abandoned under the uploads directory; answers the names removed. */
export async function sweepUploads(root: string, now: number = Date.now()): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(root);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const path = safeJoin(root, name);
    try {
      const info = await stat(path);
      if (info.isDirectory()) {
        const age = now - (await lastTouched(path));
        const limit = (await isCompleted(path)) ? UPLOAD_RESULT_KEEP_MS : UPLOAD_ABANDON_MS;
        if (age <= limit) continue;
      } else if (now - info.mtimeMs <= UPLOAD_ABANDON_MS) {
        continue;
      }
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
    readonly root: string,
    readonly intervalMs: number = UPLOAD_SWEEP_INTERVAL_MS,
  ) {}

  start(): void {
    if (this.#timer) return;
    void sweepUploads(this.root);
    this.#timer = setInterval(() => void sweepUploads(this.root), this.intervalMs);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
  }
}
