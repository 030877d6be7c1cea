// The queue kept across a reload (issue 19: resumable), read without making a queue: a host that
// loads the panel lazily asks here, from a small entry of its own (`@vitrine/uploader/kept`, the
// engine and FilePond stay out of its page), whether an upload of the signed-in user was cut short,
// where it went and which files it still waits for; it then makes the queue again with
// `createUploadQueue` and the same persistKey, or discards the kept queue.
import type { UploadFlags, UploadTarget } from '@vitrine/api-client';
import { indexedDbStorage, isPersistedQueue, type QueueStorage } from './engine/persist';
import type { UploadItemState } from './engine/types';

/** An upload kept under a persistKey: where it goes and its files not yet through. */
export interface KeptUpload {
  /** Where the files go; null for a queue kept without it (it cannot be made again). */
  target: UploadTarget | null;
  /** The flags the queue was made with. */
  flags: Partial<UploadFlags>;
  /** The files not yet through, in their order. */
  items: readonly { name: string; size: number; state: UploadItemState }[];
}

/** The upload kept under `key`, or null when none is (or none with a file left). */
export async function readKeptUpload(
  key: string,
  storage: QueueStorage = indexedDbStorage,
): Promise<KeptUpload | null> {
  let kept: unknown;
  try {
    kept = await storage.get(key);
  } catch {
    return null;
  }
  if (!isPersistedQueue(kept) || kept.items.length === 0) return null;
  return {
    target: kept.target ?? null,
    flags: kept.flags ?? {},
    items: kept.items.map(({ name, size, state }) => ({ name, size, state })),
  };
}

/** Forgets the upload kept under `key` (nothing when none is). */
export async function discardKeptUpload(
  key: string,
  storage: QueueStorage = indexedDbStorage,
): Promise<void> {
  try {
    await storage.del(key);
  } catch {
    // A refused store holds nothing to resume either.
  }
}
