// @vitrine/uploader: the upload panel of spec 001 §2 (internal, public and over one file) on
// FilePond, and the engine that sends the files (resumable chunked uploads, name checks, the
// duplicate pre-check). The public API only.

// Desktop drops (a dropped folder walked with its structure) live in @vitrine/ui: the trees read them too.
export { type DroppedFile, dragHasFiles, filesFromDataTransfer } from '@vitrine/ui';
export {
  closingTerminates,
  formatDuration,
  isPreviewable,
  nextQuestion,
  previewBox,
  shownRows,
  type UploadPanelMode,
  type UploadPhase,
  uploadErrorText,
  uploadPhase,
} from './domain/panel';
export {
  createFileHasher,
  createInlineHasher,
  createUploadQueue,
  defaultHashWorker,
  type FileHasher,
  indexedDbStorage,
  type QueueStorage,
  sha256OfBlob,
  type UploadQueueEngineOptions,
  type UploadQueueEntry,
} from './engine';
export type {
  ConflictChoice,
  CreateUploadQueue,
  UploadDuplicateFile,
  UploadErrorCode,
  UploadItem,
  UploadItemError,
  UploadItemState,
  UploadQueue,
  UploadQueueOptions,
  UploadQueueSnapshot,
  UploadTotals,
} from './engine/types';
export { discardKeptUpload, type KeptUpload, readKeptUpload } from './kept';
export {
  resolveUploaderLocale,
  type UploaderLocale,
  type UploaderLocaleOverrides,
  uploaderLocale,
  uploaderLocalePart,
  useUploaderLocale,
} from './locale';
export { uploaderLocaleDe } from './locale.de';
export { UploadPanel, type UploadPanelProps } from './panel/UploadPanel';
export { type UploaderApi, type UseUploaderOptions, useUploader } from './panel/useUploader';
