// A scripted UploadQueue for stories and tests of the panel: it keeps the engine's contract
// (../engine/types.ts: states, snapshot, one file after another, conflict and duplicate questions,
// the 401 pause) without sending anything, so each story shows one state or message on demand
// (a slow upload, a failing one, a conflict, a duplicate, a 401) and screenshots stay still.
// Not part of the package's API.
import { type UploadMode, validateUploadFile } from '@vitrine/core';
import type {
  ConflictChoice,
  UploadItem,
  UploadQueue,
  UploadQueueSnapshot,
  UploadTotals,
} from '../engine/types';

/** How one file ends in the script. */
export type ScriptedOutcome =
  | 'done'
  /** spec 001 §4: the name exists; 1 and 3 then upload, 2 skips. */
  | 'conflict'
  /** The same content is in the library; 'upload' then uploads, 'skip' skips. */
  | 'duplicate'
  /** A 401 pauses the queue once; resumeAfterSignIn goes on. */
  | 'session-ended'
  /** A failed answer with this status (spec 001 §8); a retry then succeeds. */
  | { status: number; message?: string };

export interface ScriptedQueueOptions {
  mode: UploadMode;
  /** How each file ends (default: done). */
  script?: (file: { name: string; size: number }) => ScriptedOutcome;
  /** Bytes per second of the pretend upload (default 50 MB/s). */
  bytesPerSecond?: number;
  /** True: nothing moves (items stay in the states they were given). */
  frozen?: boolean;
  /** Items in the queue from the start (their states as given). */
  initial?: readonly UploadItem[];
  /** Start with the 401 pause (a frozen story of the session-ended state). */
  sessionEnded?: boolean;
  /** The destination's forbidden types (spec 000 §3). */
  forbiddenFileTypes?: readonly string[];
  /** Speed and time left shown by a frozen queue (default: none measured). */
  frozenSpeed?: { bytesPerSecond: number; secondsLeft: number | null };
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const TICK_MS = 100;

/** A queue that plays `script` instead of uploading (for stories and tests). */
export function createScriptedQueue(options: ScriptedQueueOptions): UploadQueue & {
  /** What the panel asked of the queue, in order (for tests). */
  readonly calls: string[];
} {
  const speed = options.bytesPerSecond ?? 50_000_000;
  const script = options.script ?? (() => 'done' as const);
  let items: Mutable<UploadItem>[] = (options.initial ?? []).map((item) => ({ ...item }));
  let sessionEnded = options.sessionEnded ?? false;
  const pausedOnce = new Set<string>();
  const retried = new Set<string>();
  const listeners = new Set<() => void>();
  const calls: string[] = [];
  let nextId = items.length;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let snapshot = build();

  function build(): UploadQueueSnapshot {
    const running = !options.frozen && !sessionEnded && items.some((item) => isWorking(item.state));
    let bytes = 0;
    let loaded = 0;
    let done = 0;
    let failed = 0;
    for (const item of items) {
      bytes += item.size;
      loaded += item.state === 'done' || item.state === 'skipped' ? item.size : item.loaded;
      if (item.state === 'done') done++;
      if (item.state === 'failed') failed++;
    }
    const frozenSpeed = options.frozen ? options.frozenSpeed : undefined;
    const totals: UploadTotals = {
      files: items.length,
      done,
      failed,
      bytes,
      loaded,
      bytesPerSecond: frozenSpeed?.bytesPerSecond ?? (running ? speed : 0),
      secondsLeft: frozenSpeed ? frozenSpeed.secondsLeft : running ? (bytes - loaded) / speed : null,
    };
    return { items: items.map((item) => ({ ...item })), totals, running, sessionEnded };
  }

  function changed() {
    snapshot = build();
    for (const listener of [...listeners]) listener();
    schedule();
  }

  function schedule() {
    if (options.frozen || timer !== null || sessionEnded) return;
    if (!items.some((item) => isWorking(item.state))) return;
    timer = setTimeout(() => {
      timer = null;
      step();
    }, TICK_MS);
  }

  /** One tick: the first file with work moves on (files go one after another, spec 001 §4). */
  function step() {
    const item = items.find((candidate) => isWorking(candidate.state));
    if (!item) return;
    if (item.state === 'queued') {
      // Names and contents are checked ahead of the sending (as the engine does): every queued
      // file's question is asked at once.
      for (const waiting of items) {
        if (waiting.state !== 'queued') continue;
        const outcome = script(waiting);
        if (outcome === 'conflict' && waiting.resolution === undefined) waiting.state = 'conflict';
        else if (outcome === 'duplicate' && !retried.has(`dup:${waiting.id}`)) waiting.state = 'duplicate';
      }
      if (item.state === 'queued') item.state = 'uploading';
      changed();
      return;
    }
    item.loaded = Math.min(item.size, item.loaded + Math.max(1, (speed * TICK_MS) / 1000));
    if (item.loaded < item.size) {
      changed();
      return;
    }
    const outcome = script(item);
    if (outcome === 'session-ended' && !pausedOnce.has(item.id)) {
      pausedOnce.add(item.id);
      item.loaded = 0;
      item.state = 'queued';
      sessionEnded = true;
    } else if (typeof outcome === 'object' && !retried.has(item.id)) {
      item.state = 'failed';
      item.error = {
        status: outcome.status,
        message: outcome.message ?? '',
        retryable: true,
        code: outcome.message ? 'server' : 'status',
      };
    } else {
      item.state = 'done';
      item.fileId = 1000 + Number(item.id.replace(/\D/g, '') || 0);
    }
    changed();
  }

  return {
    calls,
    add(files) {
      calls.push(`add ${files.length}`);
      for (const { file, relativePath } of files) {
        const check = validateUploadFile(file, {
          mode: options.mode,
          ...(options.forbiddenFileTypes ? { forbiddenFileTypes: options.forbiddenFileTypes } : {}),
        });
        const item: Mutable<UploadItem> = {
          id: `f${nextId++}`,
          name: file.name,
          size: file.size,
          state: check.ok ? 'queued' : 'failed',
          loaded: 0,
          file,
          ...(relativePath ? { relativePath } : {}),
          ...(check.ok
            ? {}
            : { error: { status: 0, message: check.message, retryable: false, code: check.code } }),
        };
        items.push(item);
      }
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    resolveConflict(id, choice: ConflictChoice, applyToAll) {
      calls.push(`resolveConflict ${id} ${choice} ${applyToAll}`);
      for (const item of items) {
        if (item.state !== 'conflict' || (item.id !== id && !applyToAll)) continue;
        item.resolution = choice;
        item.state = choice === 2 ? 'skipped' : 'queued';
      }
      changed();
    },
    resolveDuplicate(id, choice, applyToAll) {
      calls.push(`resolveDuplicate ${id} ${choice} ${applyToAll}`);
      for (const item of items) {
        if (item.state !== 'duplicate' || (item.id !== id && !applyToAll)) continue;
        retried.add(`dup:${item.id}`);
        item.state = choice === 'skip' ? 'skipped' : 'queued';
      }
      changed();
    },
    retry(id) {
      calls.push(`retry ${id}`);
      const item = items.find((candidate) => candidate.id === id);
      if (!item || item.state !== 'failed' || item.error?.retryable === false) return;
      retried.add(id);
      item.state = 'queued';
      item.loaded = 0;
      delete item.error;
      changed();
    },
    remove(id) {
      calls.push(`remove ${id}`);
      items = items.filter((item) => item.id !== id);
      changed();
    },
    cancel() {
      calls.push('cancel');
      items = [];
      changed();
    },
    resumeAfterSignIn() {
      calls.push('resumeAfterSignIn');
      sessionEnded = false;
      changed();
    },
    supplyFiles(files) {
      calls.push(`supplyFiles ${files.length}`);
      for (const file of files) {
        const item = items.find(
          (candidate) =>
            candidate.state === 'needs-file' && candidate.name === file.name && candidate.size === file.size,
        );
        if (!item) continue;
        item.file = file;
        item.state = 'queued';
      }
      changed();
    },
    dispose() {
      calls.push('dispose');
      if (timer !== null) clearTimeout(timer);
      timer = null;
      listeners.clear();
    },
  };
}

function isWorking(state: UploadItem['state']): boolean {
  return state === 'queued' || state === 'hashing' || state === 'checking' || state === 'uploading';
}
