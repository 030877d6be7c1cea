// Streaming SHA-256 of a file (issue 19: the duplicate pre-check and the matching of re-picked files).
// The file is read a slice at a time (4 MiB), never whole: a 2 GiB file costs 4 MiB of memory. Runs
// in the hash worker (./hash.worker.ts), or on the calling thread where there is no Worker (Node).
import { createSHA256 } from 'hash-wasm';

/** Bytes read at a time. */
export const HASH_SLICE_BYTES = 4 * 1024 * 1024;

/** The lowercase hex SHA-256 of a Blob, read slice by slice. Rejects with an AbortError when `signal` aborts. */
export async function sha256OfBlob(blob: Blob, signal?: AbortSignal): Promise<string> {
  const hasher = await createSHA256();
  hasher.init();
  for (let offset = 0; offset < blob.size; offset += HASH_SLICE_BYTES) {
    signal?.throwIfAborted();
    const slice = blob.slice(offset, Math.min(blob.size, offset + HASH_SLICE_BYTES));
    hasher.update(new Uint8Array(await slice.arrayBuffer()));
  }
  signal?.throwIfAborted();
  return hasher.digest('hex');
}
