// The upload queue (issue 19; spec 001 §4, §5, §7, §8, §9): files go up one after another through
// api-client's uploadFile (60,000,000-byte chunks, chunk 0 alone then two of the file in flight, each
// retried after a 429, a 503 or a dropped connection, with the same uniqueId and index), after two
// checks that run ahead of the upload:
// - the duplicate pre-check (option): each file's SHA-256, streamed in a worker, asked of the server
//   in batches of up to 100 (findUploadDuplicates); an exact duplicate waits for skip / upload anyway;
// - the name check (spec 001 §5: before each internal, non-overwrite upload; at most 5 at once,
//   spec 001 §9): a taken name waits for resolveConflict (1 new version, 2 skip, 3 copy).
// A 401 pauses the queue (sessionEnded) until resumeAfterSignIn. With a persistKey the queue (never
// the bytes) is kept in IndexedDB: after a reload each unfinished item comes back, with its file when
// a handle was kept, else 'needs-file' until supplyFiles; an item that had started asks the server
// which chunks it holds (getUploadReceived) and sends only the others.
//
// Memory: an item is a small record holding its File (a reference to the file on disk, not its
// bytes); no previews, no blobs, no closure per item. Listeners hear of changes at most 10 times a
// second; the snapshot is rebuilt only when something changed and a listener or getSnapshot asks.
import {
  createUploadId,
  isApiError,
  type UploadFlags,
  type UploadOutcome,
  type UploadTarget,
  uploadFile,
  type VitrineClient,
} from '@vitrine/api-client';
import {
  CONFLICT_RESOLUTIONS,
  MAX_CONCURRENT_NAME_CHECKS,
  UPLOAD_COUNT_LIMITS,
  UPLOAD_STATUS_CODES,
  uploadStatusMessage,
  validateUploadFile,
} from '@vitrine/core';
import { createFileHasher, type FileHasher } from './hasher';
import {
  fileFromHandle,
  indexedDbStorage,
  isPersistedQueue,
  type PersistedItem,
  type PersistedQueue,
  type QueueStorage,
} from './persist';
import type {
  ConflictChoice,
  UploadDuplicateFile,
  UploadErrorCode,
  UploadItem,
  UploadItemError,
  UploadItemState,
  UploadQueue,
  UploadQueueOptions,
  UploadQueueSnapshot,
  UploadTotals,
} from './types';

/** Listeners hear of changes at most this often (10 a second). */
export const SNAPSHOT_INTERVAL_MS = 100;
/** The kept queue is written at most this often. */
const PERSIST_INTERVAL_MS = 1000;
/** At most this many files per duplicate lookup (server-contract: 400 above). */
export const DUPLICATE_BATCH = 100;
/** The speed is measured over this window. */
const SPEED_WINDOW_MS = 5000;

/** What the engine needs beyond {@link UploadQueueOptions}; tests replace the platform parts. */
export interface UploadQueueEngineOptions extends UploadQueueOptions {
  /** Hashing (default: a Web Worker with hash-wasm, else the calling thread). */
  hasher?: FileHasher;
  /** Where a persisted queue is kept (default IndexedDB through idb-keyval). */
  storage?: QueueStorage;
  /** The chunk retry policy handed to uploadFile (default its own: 8 retries, 0.5 s doubling to 30 s). */
  retry?: Parameters<typeof uploadFile>[0]['retry'];
  /** The clock (speed, throttling); default performance.now / Date.now. */
  now?: () => number;
}

/** A file added, with its handle when the browser gave one (kept for a reload). */
export interface UploadQueueEntry {
  file: File;
  relativePath?: string;
  handle?: FileSystemFileHandle;
}

/** The engine's record of one item (mutable; its `view` is the immutable item the snapshot lists). */
interface Entry {
  id: string;
  uniqueId: string;
  name: string;
  size: number;
  type: string;
  lastModified: number;
  relativePath: string | undefined;
  file: File | undefined;
  handle: FileSystemFileHandle | undefined;
  state: UploadItemState;
  loaded: number;
  error: UploadItemError | undefined;
  duplicateOf: readonly UploadDuplicateFile[] | undefined;
  fileId: number | undefined;
  sha256: string | undefined;
  resolution: ConflictChoice | undefined;
  dupChecked: boolean;
  nameChecked: boolean;
  attempted: boolean;
  /** Work in flight on this item (hash, check or upload), to abort it. */
  abort: AbortController | undefined;
  view: UploadItem | undefined;
}

const UNFINISHED: ReadonlySet<UploadItemState> = new Set([
  'queued',
  'hashing',
  'checking',
  'uploading',
  'conflict',
  'duplicate',
  'needs-file',
  'failed',
]);

/** spec 001 §8: the statuses with their own line in the upload status table. */
const TABLE_STATUSES: readonly number[] = Object.values(UPLOAD_STATUS_CODES);

/** Makes an upload queue; see the module comment. */
export function createUploadQueue(options: UploadQueueEngineOptions): UploadQueue & {
  /** Resolves once a persisted queue has been read back (at once without persistence). */
  ready(): Promise<void>;
} {
  return new Queue(options);
}

class Queue implements UploadQueue {
  readonly #client: VitrineClient;
  readonly #target: UploadTarget;
  readonly #flags: Partial<UploadFlags>;
  readonly #mode: 'internal' | 'public' | 'overwrite';
  readonly #checkNames: boolean;
  readonly #preCheck: boolean;
  readonly #forbidden: readonly string[];
  readonly #persistKey: string | null;
  readonly #storage: QueueStorage;
  readonly #retry: UploadQueueEngineOptions['retry'];
  readonly #now: () => number;
  readonly #hasherOption: FileHasher | undefined;
  #hasher: FileHasher | undefined;

  #entries: Entry[] = [];
  readonly #byId = new Map<string, Entry>();
  readonly #listeners = new Set<() => void>();
  #snapshot: UploadQueueSnapshot | undefined;
  #dirty = true;
  #notifyTimer: ReturnType<typeof setTimeout> | undefined;
  #lastNotify = Number.NEGATIVE_INFINITY;
  #persistTimer: ReturnType<typeof setTimeout> | undefined;
  #persistDirty = false;
  #lastPersist = Number.NEGATIVE_INFINITY;

  #sessionEnded = false;
  #disposed = false;
  #conflictAll: ConflictChoice | undefined;
  #duplicateAll: 'skip' | 'upload' | undefined;

  // Work in flight.
  #uploading: Entry | undefined;
  #hashing: Entry | undefined;
  #nameChecks = 0;
  #dupLookup = false;
  /** Hashed, waiting for the next duplicate lookup. */
  #dupPending: Entry[] = [];
  // Where each stage's scan starts: every item before it is settled for that stage.
  #hashCursor = 0;
  #nameCursor = 0;
  #uploadCursor = 0;

  // Speed: (time, bytes sent) samples of the last seconds.
  #sent = 0;
  #samples: { at: number; sent: number }[] = [];

  readonly #ready: Promise<void>;

  constructor(options: UploadQueueEngineOptions) {
    this.#client = options.client;
    this.#target = options.target;
    this.#flags = options.flags ?? {};
    this.#mode = options.target.kind === 'overwrite' ? 'overwrite' : options.mode;
    const internalFolder = options.mode === 'internal' && options.target.kind === 'folder';
    // spec 001 §5: only internal, non-overwrite uploads are name-checked; the public page's visitor
    // sees no library, so neither has a duplicate pre-check.
    this.#checkNames = internalFolder && options.checkNames !== false;
    this.#preCheck = internalFolder && options.preCheckDuplicates === true;
    this.#forbidden = options.forbiddenFileTypes ?? [];
    this.#persistKey = options.persistKey ?? null;
    this.#storage = options.storage ?? indexedDbStorage;
    this.#retry = options.retry ?? true;
    this.#now = options.now ?? (() => globalThis.performance?.now() ?? Date.now());
    this.#hasherOption = options.hasher;
    this.#ready = this.#persistKey ? this.#restore() : Promise.resolve();
  }

  ready(): Promise<void> {
    return this.#ready;
  }

  // ---------------------------------------------------------------------------------------------
  // The panel's side
  // ---------------------------------------------------------------------------------------------

  add(files: readonly UploadQueueEntry[]): void {
    if (this.#disposed) return;
    const room = Math.max(0, UPLOAD_COUNT_LIMITS[this.#mode] - this.#entries.length);
    for (const { file, relativePath, handle } of files.slice(0, room)) {
      const entry = this.#newEntry({
        id: createUploadId(),
        uniqueId: createUploadId(),
        name: file.name,
        size: file.size,
        type: file.type,
        lastModified: file.lastModified,
        ...(relativePath ? { relativePath } : {}),
        state: 'queued',
      });
      entry.file = file;
      entry.handle = handle;
      // spec 001 §5: type and size are refused before sending, and not retried (spec 001 §4).
      const verdict = validateUploadFile(file, { mode: this.#mode, forbiddenFileTypes: this.#forbidden });
      if (!verdict.ok) {
        entry.state = 'failed';
        entry.error = { status: 0, message: verdict.message, retryable: false, code: verdict.code };
      }
      this.#entries.push(entry);
      this.#byId.set(entry.id, entry);
    }
    this.#changed(true);
    this.#schedule();
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  getSnapshot(): UploadQueueSnapshot {
    if (this.#dirty || !this.#snapshot) {
      this.#snapshot = this.#buildSnapshot();
      this.#dirty = false;
    }
    return this.#snapshot;
  }

  resolveConflict(id: string, choice: ConflictChoice, applyToAll: boolean): void {
    if (applyToAll) {
      this.#conflictAll = choice;
      for (const entry of this.#entries) if (entry.state === 'conflict') this.#applyConflict(entry, choice);
    } else {
      const entry = this.#byId.get(id);
      if (entry?.state === 'conflict') this.#applyConflict(entry, choice);
    }
    this.#rewind();
    this.#changed(true);
    this.#schedule();
  }

  resolveDuplicate(id: string, choice: 'skip' | 'upload', applyToAll: boolean): void {
    if (applyToAll) {
      this.#duplicateAll = choice;
      for (const entry of this.#entries) if (entry.state === 'duplicate') this.#applyDuplicate(entry, choice);
    } else {
      const entry = this.#byId.get(id);
      if (entry?.state === 'duplicate') this.#applyDuplicate(entry, choice);
    }
    this.#rewind();
    this.#changed(true);
    this.#schedule();
  }

  retry(id: string): void {
    const entry = this.#byId.get(id);
    if (entry?.state !== 'failed' || !entry.error?.retryable) return;
    entry.error = undefined;
    entry.state = entry.file ? 'queued' : 'needs-file';
    this.#touch(entry);
    this.#rewind();
    this.#changed(true);
    this.#schedule();
  }

  remove(id: string): void {
    const entry = this.#byId.get(id);
    if (!entry) return;
    entry.abort?.abort();
    this.#byId.delete(id);
    this.#entries = this.#entries.filter((other) => other !== entry);
    this.#dupPending = this.#dupPending.filter((other) => other !== entry);
    if (this.#uploading === entry) this.#uploading = undefined;
    this.#rewind();
    this.#changed(true);
    this.#schedule();
  }

  cancel(): void {
    for (const entry of this.#entries) entry.abort?.abort();
    this.#entries = [];
    this.#byId.clear();
    this.#dupPending = [];
    this.#uploading = undefined;
    this.#hashing = undefined;
    this.#rewind();
    this.#samples = [];
    this.#changed(false);
    if (this.#persistKey) {
      clearTimeout(this.#persistTimer);
      this.#persistTimer = undefined;
      this.#persistDirty = false;
      void this.#storage.del(this.#persistKey).catch(() => undefined);
    }
  }

  resumeAfterSignIn(): void {
    if (!this.#sessionEnded) return;
    this.#sessionEnded = false;
    this.#rewind();
    this.#changed(false);
    this.#schedule();
  }

  supplyFiles(files: readonly File[]): void {
    void this.#supply(files);
  }

  dispose(): void {
    this.#disposed = true;
    for (const entry of this.#entries) entry.abort?.abort();
    clearTimeout(this.#notifyTimer);
    if (this.#persistTimer !== undefined) {
      clearTimeout(this.#persistTimer);
      this.#persistTimer = undefined;
      void this.#persist();
    }
    this.#hasher?.dispose();
    this.#listeners.clear();
  }

  // ---------------------------------------------------------------------------------------------
  // Records and snapshots
  // ---------------------------------------------------------------------------------------------

  #newEntry(kept: PersistedItem): Entry {
    return {
      id: kept.id,
      uniqueId: kept.uniqueId,
      name: kept.name,
      size: kept.size,
      type: kept.type,
      lastModified: kept.lastModified,
      relativePath: kept.relativePath,
      file: undefined,
      handle: kept.handle,
      state: kept.state,
      loaded: kept.state === 'done' || kept.state === 'skipped' ? kept.size : 0,
      error: kept.error as UploadItemError | undefined,
      duplicateOf: undefined,
      fileId: kept.fileId,
      sha256: kept.sha256,
      resolution: kept.resolution,
      dupChecked: kept.dupChecked ?? false,
      nameChecked: kept.nameChecked ?? false,
      attempted: kept.attempted ?? false,
      abort: undefined,
      view: undefined,
    };
  }

  /** The entry's item changed: its view is made again at the next snapshot. */
  #touch(entry: Entry): void {
    entry.view = undefined;
  }

  #viewOf(entry: Entry): UploadItem {
    if (entry.view) return entry.view;
    const view: UploadItem = {
      id: entry.id,
      name: entry.name,
      size: entry.size,
      state: entry.state,
      loaded: entry.loaded,
      ...(entry.relativePath !== undefined ? { relativePath: entry.relativePath } : {}),
      ...(entry.error ? { error: entry.error } : {}),
      ...(entry.duplicateOf ? { duplicateOf: entry.duplicateOf } : {}),
      ...(entry.fileId !== undefined ? { fileId: entry.fileId } : {}),
      ...(entry.file ? { file: entry.file } : {}),
      ...(entry.resolution !== undefined ? { resolution: entry.resolution } : {}),
      ...(entry.sha256 !== undefined ? { sha256: entry.sha256 } : {}),
    };
    entry.view = view;
    return view;
  }

  #buildSnapshot(): UploadQueueSnapshot {
    const items: UploadItem[] = new Array(this.#entries.length);
    let done = 0;
    let failed = 0;
    let bytes = 0;
    let loaded = 0;
    let remaining = 0;
    let active = false;
    this.#entries.forEach((entry, index) => {
      items[index] = this.#viewOf(entry);
      bytes += entry.size;
      if (entry.state === 'done') done += 1;
      if (entry.state === 'failed') failed += 1;
      const finished = entry.state === 'done' || entry.state === 'skipped';
      loaded += finished ? entry.size : entry.loaded;
      if (entry.state !== 'failed' && !finished) remaining += entry.size - entry.loaded;
      if (
        entry.state === 'queued' ||
        entry.state === 'hashing' ||
        entry.state === 'checking' ||
        entry.state === 'uploading'
      )
        active = true;
    });
    const running = active && !this.#sessionEnded && !this.#disposed;
    const bytesPerSecond = running ? this.#speed() : 0;
    const totals: UploadTotals = {
      files: items.length,
      done,
      failed,
      bytes,
      loaded,
      bytesPerSecond,
      secondsLeft: running && bytesPerSecond > 0 ? Math.ceil(remaining / bytesPerSecond) : null,
    };
    return { items, totals, running, sessionEnded: this.#sessionEnded };
  }

  #speed(): number {
    const now = this.#now();
    this.#samples = this.#samples.filter((sample) => now - sample.at <= SPEED_WINDOW_MS);
    const first = this.#samples[0];
    if (!first) return 0;
    const span = now - first.at;
    return span > 0 ? Math.round(((this.#sent - first.sent) * 1000) / span) : 0;
  }

  #countSent(bytes: number): void {
    if (bytes <= 0) return;
    const now = this.#now();
    if (this.#samples.length === 0) this.#samples.push({ at: now, sent: this.#sent });
    this.#sent += bytes;
    const last = this.#samples[this.#samples.length - 1];
    // One sample per 100 ms is plenty, and only the window's are kept (no snapshot may be asked for a while).
    if (last && now - last.at >= SNAPSHOT_INTERVAL_MS) {
      this.#samples.push({ at: now, sent: this.#sent });
      const first = this.#samples[0];
      if (first && now - first.at > 2 * SPEED_WINDOW_MS) {
        this.#samples = this.#samples.filter((sample) => now - sample.at <= SPEED_WINDOW_MS);
      }
    }
  }

  /** Something changed: listeners hear of it (throttled); `persist` when an item's state changed. */
  #changed(persist: boolean): void {
    this.#dirty = true;
    if (persist) this.#schedulePersist();
    if (this.#notifyTimer !== undefined || this.#disposed) return;
    const wait = Math.max(0, this.#lastNotify + SNAPSHOT_INTERVAL_MS - this.#now());
    this.#notifyTimer = setTimeout(() => {
      this.#notifyTimer = undefined;
      this.#lastNotify = this.#now();
      for (const listener of [...this.#listeners]) listener();
    }, wait);
  }

  // ---------------------------------------------------------------------------------------------
  // Persistence
  // ---------------------------------------------------------------------------------------------

  #schedulePersist(): void {
    if (!this.#persistKey || this.#disposed) return;
    this.#persistDirty = true;
    if (this.#persistTimer !== undefined) return;
    // At most once a second, the first change at once (a reload right after adding keeps the queue).
    const wait = Math.max(0, this.#lastPersist + PERSIST_INTERVAL_MS - Date.now());
    this.#persistTimer = setTimeout(() => {
      this.#persistTimer = undefined;
      this.#lastPersist = Date.now();
      void this.#persist();
    }, wait);
  }

  async #persist(): Promise<void> {
    const key = this.#persistKey;
    if (!key || !this.#persistDirty) return;
    this.#persistDirty = false;
    const unfinished = this.#entries.filter((entry) => UNFINISHED.has(entry.state));
    try {
      if (unfinished.length === 0) {
        await this.#storage.del(key);
        return;
      }
      const kept: PersistedQueue = {
        version: 1,
        items: unfinished.map((entry) => keptItem(entry)),
        target: this.#target,
        flags: this.#flags,
      };
      await this.#storage.set(key, kept);
    } catch {
      // A full or refused store: the upload goes on, only a reload would not resume it.
    }
  }

  async #restore(): Promise<void> {
    const key = this.#persistKey;
    if (!key) return;
    let kept: unknown;
    try {
      kept = await this.#storage.get(key);
    } catch {
      return;
    }
    if (!isPersistedQueue(kept) || this.#disposed) return;
    const restored: Entry[] = [];
    for (const item of kept.items) {
      if (this.#byId.has(item.id)) continue;
      const entry = this.#newEntry(item);
      const file = await fileFromHandle(item);
      entry.file = file ?? undefined;
      // Work that was in flight starts again; a file without its bytes waits for the user.
      if (entry.state === 'hashing' || entry.state === 'checking' || entry.state === 'uploading')
        entry.state = 'queued';
      // Whether a chunk went before the reload is not known (the queue is kept at most once a
      // second): the server is asked what it holds before anything is sent.
      entry.attempted = true;
      if (!entry.file && (entry.state === 'queued' || entry.state === 'failed')) {
        entry.state = entry.state === 'failed' && !entry.error?.retryable ? 'failed' : 'needs-file';
      }
      restored.push(entry);
    }
    if (this.#disposed) return;
    // The restored items go first: they were added before anything added since.
    this.#entries = [...restored, ...this.#entries];
    for (const entry of restored) this.#byId.set(entry.id, entry);
    this.#rewind();
    this.#changed(true);
    this.#schedule();
  }

  async #supply(files: readonly File[]): Promise<void> {
    const hasher = this.#hasherFor();
    for (const file of files) {
      const candidates = this.#entries.filter(
        (entry) => entry.state === 'needs-file' && entry.name === file.name && entry.size === file.size,
      );
      if (candidates.length === 0) continue;
      let match: Entry | undefined;
      if (candidates.some((entry) => entry.sha256 !== undefined)) {
        let sha256: string;
        try {
          sha256 = await hasher.hash(file);
        } catch {
          continue;
        }
        match = candidates.find((entry) => entry.sha256 === sha256);
      } else {
        // Never hashed (no duplicate pre-check): the name, size and modification time decide.
        match = candidates.find((entry) => entry.lastModified === file.lastModified) ?? candidates[0];
      }
      if (match?.state !== 'needs-file') continue;
      match.file = file;
      match.state = 'queued';
      this.#touch(match);
    }
    this.#rewind();
    this.#changed(true);
    this.#schedule();
  }

  // ---------------------------------------------------------------------------------------------
  // The work
  // ---------------------------------------------------------------------------------------------

  #hasherFor(): FileHasher {
    this.#hasher ??= this.#hasherOption ?? createFileHasher();
    return this.#hasher;
  }

  /** Scans start from the beginning again (an item went back to 'queued'). */
  #rewind(): void {
    this.#hashCursor = 0;
    this.#nameCursor = 0;
    this.#uploadCursor = 0;
  }

  #applyConflict(entry: Entry, choice: ConflictChoice): void {
    entry.resolution = choice;
    entry.nameChecked = true;
    entry.state = choice === CONFLICT_RESOLUTIONS.skip ? 'skipped' : 'queued';
    entry.error = undefined;
    this.#touch(entry);
  }

  #applyDuplicate(entry: Entry, choice: 'skip' | 'upload'): void {
    entry.dupChecked = true;
    entry.state = choice === 'skip' ? 'skipped' : 'queued';
    this.#touch(entry);
  }

  #setState(entry: Entry, state: UploadItemState): void {
    if (entry.state === state) return;
    entry.state = state;
    this.#touch(entry);
    this.#changed(true);
  }

  /** Starts whatever work can start now. */
  #schedule(): void {
    if (this.#disposed || this.#sessionEnded) return;
    if (this.#preCheck) this.#scheduleHash();
    if (this.#checkNames) this.#scheduleNameChecks();
    this.#scheduleUpload();
  }

  #needsHash(entry: Entry): boolean {
    return entry.state === 'queued' && !entry.dupChecked && entry.sha256 === undefined && !!entry.file;
  }

  #scheduleHash(): void {
    if (this.#hashing) return;
    const entries = this.#entries;
    while (this.#hashCursor < entries.length) {
      const entry = entries[this.#hashCursor] as Entry;
      if (this.#needsHash(entry)) {
        void this.#hash(entry);
        return;
      }
      this.#hashCursor += 1;
    }
    // Nothing left to hash: what is hashed is looked up now.
    this.#flushDuplicates();
  }

  async #hash(entry: Entry): Promise<void> {
    const file = entry.file as File;
    this.#hashing = entry;
    const controller = new AbortController();
    entry.abort = controller;
    this.#setState(entry, 'hashing');
    try {
      entry.sha256 = await this.#hasherFor().hash(file, controller.signal);
    } catch {
      // Unreadable here: the upload will say so; the pre-check is skipped for it.
      entry.dupChecked = true;
    }
    if (entry.abort === controller) entry.abort = undefined;
    if (this.#hashing === entry) this.#hashing = undefined;
    if (controller.signal.aborted || !this.#byId.has(entry.id)) {
      this.#schedule();
      return;
    }
    // A file that could not be hashed goes on unchecked (back to queued), never waits on a lookup.
    if (entry.state === 'hashing') this.#setState(entry, entry.dupChecked ? 'queued' : 'checking');
    if (!entry.dupChecked) this.#dupPending.push(entry);
    if (this.#dupPending.length >= DUPLICATE_BATCH || this.#uploadWaitsFor(entry)) this.#flushDuplicates();
    this.#schedule();
  }

  /** Whether the upload is idle and `entry` is the next item it would send. */
  #uploadWaitsFor(entry: Entry): boolean {
    if (this.#uploading) return false;
    for (let index = this.#uploadCursor; index < this.#entries.length; index += 1) {
      const other = this.#entries[index] as Entry;
      if (other === entry) return true;
      if (other.state === 'queued' || other.state === 'hashing' || other.state === 'checking') return false;
    }
    return false;
  }

  #flushDuplicates(): void {
    if (this.#dupLookup || this.#dupPending.length === 0) return;
    const batch = this.#dupPending.splice(0, DUPLICATE_BATCH);
    this.#dupLookup = true;
    void this.#lookUpDuplicates(batch).finally(() => {
      this.#dupLookup = false;
      const next = this.#dupPending[0];
      if (
        next &&
        (!this.#hashing || this.#dupPending.length >= DUPLICATE_BATCH || this.#uploadWaitsFor(next))
      )
        this.#flushDuplicates();
      this.#schedule();
    });
  }

  async #lookUpDuplicates(batch: Entry[]): Promise<void> {
    const folderId = Number((this.#target as { folderId: number | string }).folderId);
    let found = new Map<string, UploadDuplicateFile[]>();
    try {
      const result = await looseCall(this.#client, 'post', '/api/upload/duplicates', {
        body: {
          folderId,
          files: batch.map((entry) => ({ key: entry.id, sha256: entry.sha256, size: entry.size })),
        },
      });
      if (isSessionEnd(result)) {
        this.#endSession();
        for (const entry of batch) if (entry.state === 'checking') this.#setState(entry, 'queued');
        this.#dupPending.unshift(...batch.filter((entry) => !entry.dupChecked));
        return;
      }
      found = readDuplicates(result.data);
    } catch {
      // No answer: the pre-check is skipped (the upload itself is not held back by it).
    }
    for (const entry of batch) {
      if (!this.#byId.has(entry.id) || entry.state !== 'checking') continue;
      const duplicates = found.get(entry.id);
      if (duplicates && duplicates.length > 0) {
        entry.duplicateOf = duplicates;
        if (this.#duplicateAll) this.#applyDuplicate(entry, this.#duplicateAll);
        else this.#setState(entry, 'duplicate');
      } else {
        entry.dupChecked = true;
        this.#setState(entry, 'queued');
      }
      this.#touch(entry);
    }
    this.#changed(true);
  }

  #needsNameCheck(entry: Entry): boolean {
    return (
      entry.state === 'queued' &&
      !entry.nameChecked &&
      entry.resolution === undefined &&
      (!this.#preCheck || entry.dupChecked) &&
      !!entry.file
    );
  }

  #scheduleNameChecks(): void {
    const entries = this.#entries;
    let prefixSettled = true;
    for (let index = this.#nameCursor; index < entries.length; index += 1) {
      if (this.#nameChecks >= MAX_CONCURRENT_NAME_CHECKS) return;
      const entry = entries[index] as Entry;
      const pending = entry.state === 'queued' || entry.state === 'hashing' || entry.state === 'checking';
      // Not through the duplicate pre-check yet: it goes in order, so neither are the next ones.
      if (pending && this.#preCheck && !entry.dupChecked) return;
      if (this.#needsNameCheck(entry)) void this.#checkName(entry);
      // Settled for this stage: checked (or needing no check) and no check in flight.
      if (prefixSettled && entry.state !== 'checking') this.#nameCursor = index + 1;
      else prefixSettled = false;
    }
  }

  async #checkName(entry: Entry): Promise<void> {
    this.#nameChecks += 1;
    const controller = new AbortController();
    entry.abort = controller;
    this.#setState(entry, 'checking');
    const folderId = Number((this.#target as { folderId: number | string }).folderId);
    const fileFullPath = this.#flags.flatUpload ? entry.name : (entry.relativePath ?? entry.name);
    let vacant = true;
    let sessionEnd = false;
    try {
      const result = await looseCall(this.#client, 'post', '/api/upload/checkfilename', {
        body: { fileFullPath, folderId },
        signal: controller.signal,
      });
      if (isSessionEnd(result)) sessionEnd = true;
      else if (result.error === undefined && typeof result.data === 'object' && result.data !== null) {
        const { isNameVacant, ignore } = result.data as { isNameVacant?: unknown; ignore?: unknown };
        vacant = isNameVacant !== false || ignore === true;
      }
    } catch {
      // No answer: the upload goes on; the server answers 446 if the name is taken.
    }
    this.#nameChecks -= 1;
    if (entry.abort === controller) entry.abort = undefined;
    if (controller.signal.aborted || !this.#byId.has(entry.id) || entry.state !== 'checking') {
      this.#schedule();
      return;
    }
    if (sessionEnd) {
      this.#setState(entry, 'queued');
      this.#endSession();
      return;
    }
    entry.nameChecked = true;
    if (vacant) this.#setState(entry, 'queued');
    else this.#conflict(entry);
    this.#schedule();
  }

  /** A taken name: the choice made for all, else wait for the user. */
  #conflict(entry: Entry): void {
    if (this.#conflictAll !== undefined) {
      this.#applyConflict(entry, this.#conflictAll);
      this.#changed(true);
    } else this.#setState(entry, 'conflict');
  }

  #readyToUpload(entry: Entry): boolean {
    return (
      entry.state === 'queued' &&
      !!entry.file &&
      (!this.#preCheck || entry.dupChecked) &&
      (!this.#checkNames || entry.nameChecked || entry.resolution !== undefined)
    );
  }

  #scheduleUpload(): void {
    if (this.#uploading) return;
    const entries = this.#entries;
    for (let index = this.#uploadCursor; index < entries.length; index += 1) {
      const entry = entries[index] as Entry;
      if (this.#readyToUpload(entry)) {
        void this.#upload(entry);
        return;
      }
      // Files go in order (spec 001 §4): the next file still being checked is waited for.
      if (entry.state === 'queued' || entry.state === 'hashing' || entry.state === 'checking') {
        if (this.#dupPending.includes(entry)) this.#flushDuplicates();
        return;
      }
      // Done, failed, skipped or waiting for the user: passed (a change there rewinds the scans).
      this.#uploadCursor = index + 1;
    }
  }

  async #upload(entry: Entry): Promise<void> {
    const file = entry.file as File;
    this.#uploading = entry;
    const controller = new AbortController();
    entry.abort = controller;
    const resume = entry.attempted;
    entry.attempted = true;
    // The speed is measured from when the sending starts (progress may come only once a chunk is answered).
    if (this.#samples.length === 0) this.#samples.push({ at: this.#now(), sent: this.#sent });
    entry.loaded = 0;
    this.#setState(entry, 'uploading');
    const flags: Partial<UploadFlags> = { ...this.#flags };
    if (entry.resolution === CONFLICT_RESOLUTIONS.newVersion) flags.createNewVersion = true;
    if (entry.resolution === CONFLICT_RESOLUTIONS.copy) flags.makeCopy = true;
    let outcome: UploadOutcome;
    try {
      outcome = await uploadFile({
        client: this.#client,
        target: this.#target,
        file,
        ...(entry.relativePath ? { relativePath: entry.relativePath } : {}),
        uniqueId: entry.uniqueId,
        options: flags,
        signal: controller.signal,
        retry: this.#retry ?? true,
        resume,
        // The chunks the server held already count as sent, but not for the speed.
        onResume: ({ skippedBytes }) => {
          entry.loaded = Math.min(entry.size, skippedBytes);
          this.#touch(entry);
          this.#changed(false);
        },
        onProgress: ({ loaded }) => {
          if (loaded <= entry.loaded) return;
          this.#countSent(loaded - entry.loaded);
          entry.loaded = Math.min(entry.size, loaded);
          this.#touch(entry);
          this.#changed(false);
        },
      });
    } catch {
      outcome = { status: 'failed', code: 0, message: uploadStatusMessage(0) };
    }
    if (entry.abort === controller) entry.abort = undefined;
    if (this.#uploading === entry) this.#uploading = undefined;
    if (controller.signal.aborted || outcome.status === 'aborted' || !this.#byId.has(entry.id)) {
      if (this.#byId.has(entry.id) && entry.state === 'uploading') this.#setState(entry, 'queued');
      this.#schedule();
      return;
    }
    switch (outcome.status) {
      case 'done':
        entry.loaded = entry.size;
        entry.fileId = outcome.files[0]?.Id;
        entry.file = undefined;
        this.#setState(entry, 'done');
        break;
      case 'conflict':
        // spec 001 §8: 446 is a name conflict, not an error; once resolved it is sent again as a new
        // upload (another uniqueId: the refused one is over on the server).
        entry.uniqueId = createUploadId();
        entry.attempted = false;
        entry.loaded = 0;
        if (entry.resolution === undefined) this.#conflict(entry);
        else this.#fail(entry, 446, outcome.message);
        break;
      case 'failed':
        if (outcome.code === 401) {
          entry.loaded = 0;
          this.#setState(entry, 'queued');
          this.#endSession();
          return;
        }
        this.#fail(entry, outcome.code, outcome.message);
        break;
    }
    this.#changed(true);
    this.#schedule();
  }

  #fail(entry: Entry, status: number, message: string): void {
    const code: UploadErrorCode =
      TABLE_STATUSES.includes(status) || message === uploadStatusMessage(status) ? 'status' : 'server';
    entry.error = { status, message, retryable: true, code };
    this.#setState(entry, 'failed');
  }

  /** A 401: everything waits for resumeAfterSignIn. */
  #endSession(): void {
    if (this.#sessionEnded) return;
    this.#sessionEnded = true;
    this.#changed(false);
  }
}

function keptItem(entry: Entry): PersistedItem {
  return {
    id: entry.id,
    uniqueId: entry.uniqueId,
    name: entry.name,
    size: entry.size,
    type: entry.type,
    lastModified: entry.lastModified,
    ...(entry.relativePath !== undefined ? { relativePath: entry.relativePath } : {}),
    state: entry.state,
    ...(entry.sha256 !== undefined ? { sha256: entry.sha256 } : {}),
    ...(entry.resolution !== undefined ? { resolution: entry.resolution } : {}),
    dupChecked: entry.dupChecked,
    nameChecked: entry.nameChecked,
    ...(entry.fileId !== undefined ? { fileId: entry.fileId } : {}),
    ...(entry.error ? { error: { ...entry.error } } : {}),
    attempted: entry.attempted,
    ...(entry.handle ? { handle: entry.handle } : {}),
  };
}

type LooseResult = { data?: unknown; error?: unknown; response?: Response };

/** A call of the client by path (the new upload calls may not be in the generated types yet). */
function looseCall(
  client: VitrineClient,
  method: 'get' | 'post',
  path: string,
  init: { body?: unknown; signal?: AbortSignal },
): Promise<LooseResult> {
  const request = client.request as unknown as (
    method: string,
    path: string,
    init: Record<string, unknown>,
  ) => Promise<LooseResult>;
  return request(method, path, { ...init });
}

function isSessionEnd(result: LooseResult): boolean {
  return (
    result.response?.status === 401 ||
    (isApiError(result.error) && (result.error as { status?: number }).status === 401)
  );
}

/** findUploadDuplicates' answer by key (only well-formed entries). */
function readDuplicates(data: unknown): Map<string, UploadDuplicateFile[]> {
  const found = new Map<string, UploadDuplicateFile[]>();
  const list = (data as { duplicates?: unknown } | null)?.duplicates;
  if (!Array.isArray(list)) return found;
  for (const item of list as { key?: unknown; files?: unknown }[]) {
    if (typeof item?.key !== 'string' || !Array.isArray(item.files)) continue;
    const files = (item.files as Record<string, unknown>[])
      .filter(
        (file) =>
          typeof file?.fileId === 'number' &&
          typeof file.name === 'string' &&
          typeof file.folderId === 'number',
      )
      .map((file) => ({
        fileId: file.fileId as number,
        name: file.name as string,
        folderId: file.folderId as number,
      }));
    found.set(item.key, files);
  }
  return found;
}
