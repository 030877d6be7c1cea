// The queue kept across reloads (issue 19: resumable): what each item is and where it stands, never
// its bytes. Kept in IndexedDB (idb-keyval) under the queue's persistKey. A FileSystemFileHandle is
// kept with an item when the browser gave one (structured-cloneable, it names the file on disk
// without copying it); without one, a reloaded item waits for the user to pick the file again.
import type { UploadFlags, UploadTarget } from '@vitrine/api-client';
import { del, get, set } from 'idb-keyval';
import type { ConflictChoice, UploadItemState } from './types';

/** Where the queue is kept: idb-keyval by default, a stand-in in tests. */
export interface QueueStorage {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

export const indexedDbStorage: QueueStorage = {
  get: (key) => get(key),
  set: (key, value) => set(key, value),
  del: (key) => del(key),
};

/** One item as kept. */
export interface PersistedItem {
  id: string;
  /** The upload's uniqueId: the server keeps the chunks received under it. */
  uniqueId: string;
  name: string;
  size: number;
  type: string;
  lastModified: number;
  relativePath?: string;
  state: UploadItemState;
  sha256?: string;
  resolution?: ConflictChoice;
  /** The duplicate pre-check is settled (no duplicate, or upload anyway). */
  dupChecked?: boolean;
  /** The name check is settled. */
  nameChecked?: boolean;
  fileId?: number;
  error?: { status: number; message: string; retryable: boolean; code: string };
  /** Some chunk may have reached the server: ask it what it holds before sending. */
  attempted?: boolean;
  handle?: FileSystemFileHandle;
}

export interface PersistedQueue {
  version: 1;
  items: PersistedItem[];
  /**
   * Where the files go and with which flags, so a host can make the queue again after a reload
   * (absent in queues kept before they were written: such a queue cannot be made again by itself).
   */
  target?: UploadTarget;
  flags?: Partial<UploadFlags>;
}

export function isPersistedQueue(value: unknown): value is PersistedQueue {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { version?: unknown }).version === 1 &&
    Array.isArray((value as { items?: unknown }).items)
  );
}

/**
 * The file behind a kept handle, when it is still there, readable without asking (a handle from a
 * picker needs the user's permission again after a reload: then null, and the user picks the file)
 * and the same (size and last modification).
 */
export async function fileFromHandle(item: PersistedItem): Promise<File | null> {
  const handle = item.handle;
  if (!handle || typeof handle.getFile !== 'function') return null;
  try {
    const withPermission = handle as FileSystemFileHandle & {
      queryPermission?: (options: { mode: 'read' }) => Promise<PermissionState>;
    };
    if (withPermission.queryPermission) {
      const permission = await withPermission.queryPermission({ mode: 'read' });
      if (permission !== 'granted') return null;
    }
    const file = await handle.getFile();
    return file.size === item.size && file.lastModified === item.lastModified ? file : null;
  } catch {
    return null;
  }
}
