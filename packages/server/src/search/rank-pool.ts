// Ranking a text's matches on more than one core. bm25 runs for every match of a text (FTS5 has no
// pruning: a word in 63,844 of a million files costs 32 ms to rank, most of it reading each match's
// length), so a relevance page is cut into shares by file id: worker threads rank the other shares
// on their own read-only connections while the main thread ranks one, and the best `k` of each are
// merged (paging.ts `rankedPage`). bm25's statistics are the whole index's in every share (FTS5
// reads them from the whole index whatever the id range), so the ranks are the same numbers.
//
// Workers start on first use and only for libraries of at least `minFiles` files (below, a rank is
// a few milliseconds and a message to a thread costs more than it saves). A share goes to a worker
// only when one is idle; otherwise, or when a worker fails, the main thread ranks it too.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** Files a library holds before its ranking is shared (the largest file id, an over-estimate). */
export const RANK_POOL_MIN_FILES = 50_000;

/** Worker threads by default: one fewer than the cores, at most 3 (decided; VITRINE_RANK_THREADS). */
export function defaultRankThreads(): number {
  return Math.max(0, Math.min(3, availableParallelism() - 1));
}

interface Pending {
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  busy: boolean;
  failed: boolean;
  pending: Map<number, Pending>;
}

/** The worker's source next to this module: TypeScript in the workspace, JavaScript in dist/. */
function workerUrl(): URL {
  const here = import.meta.url;
  return new URL(here.endsWith('.ts') ? './rank-worker.ts' : './rank-worker.js', here);
}

export class RankPool {
  readonly threads: number;
  readonly minFiles: number;
  /** Shares ranked by a worker so far (tests, figures). */
  shared = 0;
  private readonly file: string;
  private slots: Slot[] | null = null;
  private nextId = 1;
  private closed = false;

  constructor(options: { file: string; threads: number; minFiles?: number }) {
    this.file = options.file;
    this.threads = options.threads;
    this.minFiles = options.minFiles ?? RANK_POOL_MIN_FILES;
  }

  /** Whether the workers were started (the first `idle` or `run`). */
  get started(): boolean {
    return this.slots !== null;
  }

  /** Idle workers now (started on the first call). */
  idle(): number {
    if (this.closed || this.threads <= 0) return 0;
    return this.start().filter((slot) => !slot.busy).length;
  }

  /**
   * Runs a statement on an idle worker; null when none is idle (or the pool is closed): the caller
   * runs it itself. The promise rejects when the worker fails.
   */
  run(sql: string, parameters: readonly unknown[]): Promise<unknown[]> | null {
    if (this.closed || this.threads <= 0) return null;
    const slot = this.start().find((candidate) => !candidate.busy);
    if (!slot) return null;
    slot.busy = true;
    const id = this.nextId++;
    this.shared += 1;
    // Kept alive while it works for someone.
    slot.worker.ref();
    return new Promise<unknown[]>((resolve, reject) => {
      slot.pending.set(id, { resolve, reject });
      slot.worker.postMessage({ id, sql, parameters });
    }).finally(() => {
      slot.worker.unref();
      if (!slot.failed) slot.busy = false;
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const slots = this.slots ?? [];
    this.slots = [];
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private start(): Slot[] {
    if (this.slots) return this.slots;
    const url = workerUrl();
    if (!existsSync(url)) {
      this.slots = [];
      return this.slots;
    }
    this.slots = Array.from({ length: this.threads }, () => {
      const worker = new Worker(url, { workerData: { file: this.file } });
      // An idle worker does not keep the process alive.
      worker.unref();
      const slot: Slot = { worker, busy: false, failed: false, pending: new Map() };
      worker.on('message', (message: { id: number; rows?: unknown[]; error?: string }) => {
        const pending = slot.pending.get(message.id);
        slot.pending.delete(message.id);
        if (!pending) return;
        if (message.error !== undefined) pending.reject(new Error(message.error));
        else pending.resolve(message.rows ?? []);
      });
      const fail = (error: Error) => {
        for (const pending of slot.pending.values()) pending.reject(error);
        slot.pending.clear();
        // A failed worker takes no more shares.
        slot.failed = true;
        slot.busy = true;
      };
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`rank worker exited (${code})`)));
      return slot;
    });
    return this.slots;
  }
}
