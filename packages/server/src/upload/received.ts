// What the server already holds of an upload (getUploadReceived, issue 19 "Resumable"): the chunk
// indexes staged for one upload key (upload/service.ts uploadKey: who, where to, uniqueId), read from
// the upload's rows (upload/chunks.ts, migration 0017), so the answer is the same on every instance,
// on SQLite and PostgreSQL, with the bytes on disk or in a bucket, and after a restart. A client
// resumes at the first missing index. The staged chunks expire as the janitor removes them
// (upload/janitor.ts): UPLOAD_ABANDON_MS after the last chunk came; an upload past that time counts
// as none even before the janitor's next sweep. A completed upload keeps its answer
// UPLOAD_RESULT_KEEP_MS: it lists every index but the last, so the client sends the last one again
// and gets the stored files (no second file).
import type { ChunkStore } from './chunks';
import { uploadDirName } from './chunks';
import { UPLOAD_ABANDON_MS, UPLOAD_RESULT_KEEP_MS } from './janitor';

export interface ReceivedChunks {
  chunkCount: number | null;
  received: number[];
  fileName?: string;
  fileSize?: number;
  receivedBytes?: number;
  expiresAt?: string | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The chunks staged for an upload key (empty when none, or expired). */
export async function receivedChunks(store: ChunkStore, key: string): Promise<ReceivedChunks> {
  const name = uploadDirName(key);
  const now = store.clock();
  const session = await store.db
    .selectFrom('upload_sessions')
    .select(['file_name', 'file_size', 'chunk_count', 'status', 'updated_at'])
    .where('key_hash', '=', name)
    .executeTakeFirst();
  const none: ReceivedChunks = { chunkCount: null, received: [] };
  if (!session) return none;
  const chunkCount = Number(session.chunk_count);
  const fileSize = Number(session.file_size);
  if (session.status === 'complete') {
    const until = Date.parse(session.updated_at) + UPLOAD_RESULT_KEEP_MS;
    if (until <= now) return none;
    const received = Array.from({ length: chunkCount - 1 }, (_, index) => index);
    return {
      chunkCount,
      received,
      fileName: session.file_name,
      fileSize,
      receivedBytes: fileSize,
      expiresAt: iso(until),
    };
  }
  const until = Date.parse(session.updated_at) + UPLOAD_ABANDON_MS;
  if (until <= now) return none;
  const rows = await store.db
    .selectFrom('upload_chunks')
    .select(['chunk_index', 'chunk_size'])
    .where('key_hash', '=', name)
    .orderBy('chunk_index')
    .execute();
  return {
    chunkCount,
    received: rows.map((row) => Number(row.chunk_index)),
    fileName: session.file_name,
    fileSize,
    receivedBytes: rows.reduce((sum, row) => sum + Number(row.chunk_size), 0),
    expiresAt: iso(until),
  };
}
