// Where files are hashed: in a Web Worker (the page stays responsive while a 2 GiB file is read),
// else on the calling thread (Node, tests).
import { sha256OfBlob } from './sha256';

/** Hashes files, one request at a time or several queued. */
export interface FileHasher {
  /** The lowercase hex SHA-256 of the blob. Rejects with an AbortError when `signal` aborts. */
  hash(blob: Blob, signal?: AbortSignal): Promise<string>;
  dispose(): void;
}

/** Hashing on the calling thread (streamed all the same). */
export function createInlineHasher(): FileHasher {
  return { hash: (blob, signal) => sha256OfBlob(blob, signal), dispose() {} };
}

/** Makes the hash worker; the bundler (Vite) builds ./hash.worker.ts with its imports. */
export function defaultHashWorker(): Worker {
  return new Worker(new URL('./hash.worker.ts', import.meta.url), { type: 'module' });
}

/**
 * Hashing in a worker made by `createWorker` (default {@link defaultHashWorker}); where there is no
 * Worker, or it cannot start, on the calling thread.
 */
export function createFileHasher(createWorker: () => Worker = defaultHashWorker): FileHasher {
  if (typeof globalThis.Worker !== 'function') return createInlineHasher();
  let worker: Worker | null = null;
  let failed = false;
  let next = 0;
  const pending = new Map<number, { resolve: (hash: string) => void; reject: (error: Error) => void }>();
  const start = (): Worker | null => {
    if (worker || failed) return worker;
    try {
      worker = createWorker();
    } catch {
      failed = true;
      return null;
    }
    worker.onmessage = (event: MessageEvent<{ id: number; sha256?: string; error?: string }>) => {
      const { id, sha256, error } = event.data;
      const waiting = pending.get(id);
      pending.delete(id);
      if (!waiting) return;
      if (sha256 !== undefined) waiting.resolve(sha256);
      else waiting.reject(new Error(error ?? 'The file could not be hashed.'));
    };
    worker.onerror = (event) => {
      event.preventDefault?.();
      // The worker could not run (no module workers, a refused script): hash here from now on.
      failed = true;
      worker?.terminate();
      worker = null;
      const waiting = [...pending.values()];
      pending.clear();
      for (const { reject } of waiting) reject(new Error('The hash worker stopped.'));
    };
    return worker;
  };
  const inline = createInlineHasher();
  return {
    async hash(blob, signal) {
      signal?.throwIfAborted();
      const running = start();
      if (!running) return inline.hash(blob, signal);
      const id = next++;
      try {
        return await new Promise<string>((resolve, reject) => {
          const onAbort = () => {
            pending.delete(id);
            reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
          };
          const settle = () => signal?.removeEventListener('abort', onAbort);
          pending.set(id, {
            resolve: (hash) => {
              settle();
              resolve(hash);
            },
            reject: (error) => {
              settle();
              reject(error);
            },
          });
          signal?.addEventListener('abort', onAbort, { once: true });
          running.postMessage({ id, blob });
        });
      } catch (error) {
        if (signal?.aborted) throw error;
        if (failed) return inline.hash(blob, signal);
        throw error;
      }
    },
    dispose() {
      worker?.terminate();
      worker = null;
      pending.clear();
    },
  };
}
