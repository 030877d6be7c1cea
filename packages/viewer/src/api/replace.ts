// Replacing a file by a new version (spec 001 §2 "an image-overwrite handler path with the image id",
// §7 the upload's createNewVersion): @vitrine/api-client's chunked upload, aimed at the image.
import {
  type UploadableFile,
  type UploadOutcome,
  type UploadProgress,
  type UploadRetryPolicy,
  uploadFile,
  type VitrineClient,
} from '@vitrine/api-client';

/**
 * The replace dialog's retries: three per chunk (about 4 s in all), fewer than the upload panel's
 * eight: one file, and the person waits in front of the dialog for its answer.
 */
export const VIEWER_REPLACE_RETRY: UploadRetryPolicy = { retries: 3 };

/** What {@link uploadNewVersion} sends. */
export interface NewVersionUpload {
  imageId: number;
  /**
   * The name the file is sent under: the current file's (docs/decisions.md "Replacing a file"). The
   * overwrite path names the image by its id; the name keeps the file what it is wherever a server
   * matches by name (the folder upload's resolution 1, "creates a new version").
   */
  fileName: string;
  /** The new content. */
  file: Blob;
  /**
   * How a chunk answered 429 or 503, or not answered at all, is sent again: api-client's policy, the
   * upload panel's (one home for the chunk protocol); default its defaults.
   */
  retry?: UploadRetryPolicy;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * POST /api/upload/overwrite/{imageId}, chunk after chunk, with createNewVersion: the file's
 * content becomes the new version and the old one is kept (spec 001 §4 resolution 1). A chunk that
 * fails on the way (429, 503, no answer) is sent again, as the upload panel sends its chunks. Resolves
 * with how it ended (done, failed with the spec's message, aborted); never rejects for an HTTP answer.
 */
export function uploadNewVersion(client: VitrineClient, upload: NewVersionUpload): Promise<UploadOutcome> {
  // The same bytes under the name sent (a File over the Blob: nothing is copied).
  const file: UploadableFile = new File([upload.file], upload.fileName, { type: upload.file.type });
  return uploadFile({
    client,
    target: { kind: 'overwrite', imageId: upload.imageId },
    file,
    options: { createNewVersion: true },
    // As the upload panel's engine sends every chunk: the same uniqueId and index again after a 429,
    // a 503 or a lost connection, never a second file.
    retry: upload.retry ?? VIEWER_REPLACE_RETRY,
    ...(upload.signal ? { signal: upload.signal } : {}),
    ...(upload.onProgress ? { onProgress: upload.onProgress } : {}),
  });
}
