// The uploader engine: framework-free (no React). The panel builds on `createUploadQueue`.
export { createFileHasher, createInlineHasher, defaultHashWorker, type FileHasher } from './hasher';
export { indexedDbStorage, type QueueStorage } from './persist';
export {
  createUploadQueue,
  DUPLICATE_BATCH,
  SNAPSHOT_INTERVAL_MS,
  type UploadQueueEngineOptions,
  type UploadQueueEntry,
} from './queue';
export { sha256OfBlob } from './sha256';
export type * from './types';
