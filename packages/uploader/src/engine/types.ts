// The uploader engine's public shape: the seam between the framework-free engine (this folder) and
// the React panel. The panel reads a queue through `subscribe` / `getSnapshot`
// (useSyncExternalStore) and acts on it through the queue's methods; it never sees a chunk.
import type { UploadFlags, UploadTarget, VitrineClient } from '@vitrine/api-client';
import type { ConflictResolution } from '@vitrine/core';

/** Where a file of the queue is (spec 001 §4: queued, uploading, done, failed, name conflict). */
export type UploadItemState =
  | 'queued'
  | 'hashing'
  | 'checking'
  | 'uploading'
  | 'done'
  | 'failed'
  /** The name exists: waits for resolveConflict (spec 001 §4: new version 1 / skip 2 / copy 3). */
  | 'conflict'
  /** Exact content already in the library (pre-check by SHA-256): waits for resolveDuplicate. */
  | 'duplicate'
  | 'skipped'
  /** Restored from IndexedDB after a reload without a file handle: waits for supplyFiles. */
  | 'needs-file';

/**
 * Why a file failed, as a code the panel words from its typed locale (the engine carries an English
 * `message` too, from @vitrine/core's catalogue, for hosts without a locale):
 * - 'tooLarge' / 'typeNotAllowed': refused before sending (spec 001 §5), never retryable;
 * - 'status': an answer of spec 001 §8's upload status table (`status` 0, 440–446, 503) or another
 *   failed HTTP status; 0 is no usable answer (the connection failed after every retry);
 * - 'server': a status outside the table with the server's own `responseStatus.message`.
 */
export type UploadErrorCode = 'tooLarge' | 'typeNotAllowed' | 'status' | 'server';

export interface UploadItemError {
  /** The HTTP status (0: no answer; also 0 for the type / size refusals, which never reach the server). */
  readonly status: number;
  /** English text from @vitrine/core (spec 001 §5, §8), or the server's message for code 'server'. */
  readonly message: string;
  /** False for type and size errors (spec 001 §4: not retried); true otherwise. */
  readonly retryable: boolean;
  /** What the panel words: see {@link UploadErrorCode}. */
  readonly code: UploadErrorCode;
}

/** A file of the library with the same content (same SHA-256 and size), visible to the user. */
export interface UploadDuplicateFile {
  readonly fileId: number;
  readonly name: string;
  readonly folderId: number;
}

export interface UploadItem {
  /** The queue's id of the item (stable across reloads when persisted). */
  readonly id: string;
  readonly name: string;
  readonly size: number;
  /** Path inside a dropped folder ('a/b/c.jpg'), kept by the server unless flatUpload. */
  readonly relativePath?: string;
  readonly state: UploadItemState;
  /** Bytes of this file sent (and acknowledged or in flight); never above `size`. */
  readonly loaded: number;
  readonly error?: UploadItemError;
  /** In 'duplicate': the library's files with the same content. */
  readonly duplicateOf?: readonly UploadDuplicateFile[];
  /** When done: the id of the stored file (the first, for a zip extracted into several). */
  readonly fileId?: number;
  /** Absent in 'needs-file'. */
  readonly file?: File;
  /** The conflict resolution chosen for this item, once chosen (1 new version, 2 skip, 3 copy). */
  readonly resolution?: ConflictChoice;
  /** The hex SHA-256 of the content, once hashed (duplicate pre-check, re-picked file matching). */
  readonly sha256?: string;
}

export interface UploadTotals {
  /** Items in the queue. */
  files: number;
  done: number;
  failed: number;
  /** Bytes of all items (skipped ones included). */
  bytes: number;
  /** Bytes sent of all items (done and skipped ones count whole). */
  loaded: number;
  /** Recent throughput, a moving average over the last seconds; 0 when idle. */
  bytesPerSecond: number;
  /** Estimated seconds until the queue is through; null when unknown (nothing measured yet, paused). */
  secondsLeft: number | null;
}

export interface UploadQueueSnapshot {
  readonly items: readonly UploadItem[];
  readonly totals: UploadTotals;
  /** True while the queue has work it is doing (hashing, checking or sending). */
  readonly running: boolean;
  /** A 401 paused the queue: the app shows its session-ended state, then calls resumeAfterSignIn. */
  readonly sessionEnded: boolean;
}

/** spec 001 §4: a name conflict's resolution, @vitrine/core's CONFLICT_RESOLUTIONS (1 new version, 2 skip, 3 copy). */
export type ConflictChoice = ConflictResolution;

export interface UploadQueue {
  /** Adds files at the end (beyond the mode's limit, spec 001 §9, the extra files are not added: check first with validateUploadCount). */
  add(files: readonly { file: File; relativePath?: string }[]): void;
  /** For React's useSyncExternalStore; listeners are called at most 10 times a second. */
  subscribe(listener: () => void): () => void;
  /** The same object until something changes. */
  getSnapshot(): UploadQueueSnapshot;
  resolveConflict(id: string, choice: ConflictChoice, applyToAll: boolean): void;
  resolveDuplicate(id: string, choice: 'skip' | 'upload', applyToAll: boolean): void;
  /** Sends a failed item again (not type / size errors). */
  retry(id: string): void;
  /** Takes an item out (aborting it when in flight). */
  remove(id: string): void;
  /** Aborts all and clears the queue (and its persisted copy). */
  cancel(): void;
  /** After a 401 paused the queue (sessionEnded true): goes on where it stopped. */
  resumeAfterSignIn(): void;
  /** Re-picked files matched to 'needs-file' items by name + size + SHA-256. */
  supplyFiles(files: readonly File[]): void;
  /** Stops everything without clearing the persisted queue (a reload resumes it). */
  dispose(): void;
}

export interface UploadQueueOptions {
  client: VitrineClient;
  target: UploadTarget;
  flags?: Partial<UploadFlags>;
  mode: 'internal' | 'public';
  /** IndexedDB key for resumable queues; null or absent = no persistence. */
  persistKey?: string | null;
  /** Check names before each internal non-overwrite upload (spec 001 §5); default true for internal folder targets. */
  checkNames?: boolean;
  /** Hash in a worker and ask the server for exact duplicates first; default false. */
  preCheckDuplicates?: boolean;
  /** The destination folder's forbidden types (spec 000 §3), internal uploads. */
  forbiddenFileTypes?: readonly string[];
}

/** The factory's type; the implementation is `createUploadQueue` of ./queue (exported by the package). */
export type CreateUploadQueue = (options: UploadQueueOptions) => UploadQueue;
