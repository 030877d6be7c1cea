// Blob bookkeeping for ingest, renditions and versions: each stored blob gets its row in `blobs`
// once, and blobs that nothing references any more (no file, rendition or kept version) are removed.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type BlobStore, LocalBlobStore, type StoredBlob } from './blob-store';
import { collectUnreferencedBlobs } from './gc';
import { safeJoin } from './paths';

type Db = Kysely<Database>;

/** Records a stored blob (once per hash). */
export async function recordBlob(
  db: Db,
  blob: StoredBlob,
  mimeType: string | null,
  now: Date,
): Promise<void> {
  await db
    .insertInto('blobs')
    .values({ hash: blob.hash, byte_size: blob.size, mime_type: mimeType, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('hash').doNothing())
    .execute();
}

/** Removes those of `hashes` that no file, rendition or kept version references (storage/gc.ts). */
export async function collectBlobs(db: Db, blobs: BlobStore, hashes: readonly string[]): Promise<string[]> {
  return collectUnreferencedBlobs(db, blobs, hashes);
}

/**
 * Runs `use` with a local file holding the blob: the blob's own file for the local store (read in
 * place, never loaded whole), otherwise a temporary copy under `tmpDir`, removed afterwards.
 */
export async function withBlobFile<T>(
  blobs: BlobStore,
  hash: string,
  tmpDir: string,
  use: (path: string) => Promise<T>,
): Promise<T> {
  if (blobs instanceof LocalBlobStore) return use(blobs.pathOf(hash));
  await mkdir(tmpDir, { recursive: true });
  const path = safeJoin(tmpDir, `blob-read-${randomBytes(12).toString('hex')}`);
  try {
    await pipeline(await blobs.stream(hash), createWriteStream(path, { flags: 'wx' }));
    return await use(path);
  } finally {
    await rm(path, { force: true });
  }
}
