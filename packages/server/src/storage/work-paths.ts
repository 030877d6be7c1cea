// Where upload and ingest keep their temporary files: under the data directory's tmp/ (the same
// directory server.ts dataPaths() names), so a rename from there into the blob store stays on one
// file system and nothing lands outside the data directory.
import { join, resolve } from 'node:path';

export function workPaths(dataDir: string) {
  const tmp = join(resolve(dataDir), 'tmp');
  return {
    /** Temporary files (spooled streams, copies of blobs). */
    tmp,
    /** Chunks of uploads in progress, one directory per upload (upload/chunks.ts). */
    uploads: join(tmp, 'uploads'),
  };
}
