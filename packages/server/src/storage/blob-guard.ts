// Blob writes and blob collection kept apart (storage/gc.ts). A blob is stored before the row that
// references it (put, then recordBlob, then the file or rendition row), and put() keeps the copy it
// finds instead of writing the bytes again. So a collection that decided a blob was unreferenced
// could remove it after an upload of the same bytes found it on disk and before that upload's row
// was in: the new file would point at nothing. Every path that stores a blob does so inside
// `whileWritingBlobs` (from its put to the commit of the row that references the blob), and the
// collector decides and removes inside `whileCollectingBlobs`: collections wait for the writes under
// way, and writes that start meanwhile wait for the collection's batch (a few hundred blobs, tens of
// milliseconds). One guard per blob store in this process; several servers over one PostgreSQL
// database share it through an advisory lock of the database (storage/blob-lock.ts, given to the
// guard by `shareBlobGuard`): a write takes it shared, a collection exclusive, after the process's own.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { BlobStore } from './blob-store';

/** The guard's lock across processes: `shared` for writes, `exclusive` for collections. */
export interface ClusterBlobLock {
  shared<T>(work: () => Promise<T>): Promise<T>;
  exclusive<T>(work: () => Promise<T>): Promise<T>;
}

class BlobGuard {
  /** The lock shared with other processes over the same database and store, if any. */
  cluster: ClusterBlobLock | null = null;
  /** Writes under way. */
  #writes = 0;
  /** The collection under way (new writes and other collections wait for it), or null. */
  #collecting: Promise<void> | null = null;
  /** Collections waiting for the writes under way to end. */
  #waitingForWrites: (() => void)[] = [];

  async write<T>(work: () => Promise<T>): Promise<T> {
    while (this.#collecting) await this.#collecting;
    this.#writes++;
    try {
      // A write inside a write already holds the shared lock (and must not wait for a second
      // connection of the lock's pool while holding one).
      const cluster = insideWrite.getStore() ? null : this.cluster;
      return await insideWrite.run(true, () => (cluster ? cluster.shared(work) : work()));
    } finally {
      this.#writes--;
      if (this.#writes === 0) for (const wake of this.#waitingForWrites.splice(0)) wake();
    }
  }

  async collect<T>(work: () => Promise<T>): Promise<T> {
    // A collection inside a write would wait for itself for ever: fail loudly instead.
    if (insideWrite.getStore()) throw new Error('blobs are collected after a blob write, never inside one');
    while (this.#collecting) await this.#collecting;
    let done = () => {};
    this.#collecting = new Promise<void>((resolve) => {
      done = resolve;
    });
    try {
      while (this.#writes > 0) await new Promise<void>((resolve) => this.#waitingForWrites.push(resolve));
      return await (this.cluster ? this.cluster.exclusive(work) : work());
    } finally {
      this.#collecting = null;
      done();
    }
  }
}

/** Set while a blob write runs (to refuse a collection nested in it). */
const insideWrite = new AsyncLocalStorage<boolean>();
const guards = new WeakMap<BlobStore, BlobGuard>();

function guardOf(blobs: BlobStore): BlobGuard {
  let guard = guards.get(blobs);
  if (!guard) {
    guard = new BlobGuard();
    guards.set(blobs, guard);
  }
  return guard;
}

/**
 * Runs `work`, which stores blobs and commits the rows that reference them, while no collection of
 * `blobs` decides or removes anything. Collect what it leaves unreferenced after it, not inside.
 */
export function whileWritingBlobs<T>(blobs: BlobStore, work: () => Promise<T>): Promise<T> {
  return guardOf(blobs).write(work);
}

/** Runs `work` (a collection's batch: decide what nothing references, remove it) with no blob write under way. */
export function whileCollectingBlobs<T>(blobs: BlobStore, work: () => Promise<T>): Promise<T> {
  return guardOf(blobs).collect(work);
}

/**
 * Shares the guard of `blobs` with the other processes that hold `lock` (every server over one
 * PostgreSQL database and one store); null goes back to this process alone.
 */
export function shareBlobGuard(blobs: BlobStore, lock: ClusterBlobLock | null): void {
  guardOf(blobs).cluster = lock;
}
