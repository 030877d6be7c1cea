// Blob garbage collection: after rows that referenced blobs are gone (a deleted folder, file or
// rendition), the blobs no file, rendition or kept version (file_versions) references any more are
// removed. Every delete path comes through here, so a blob an old version still needs is never lost;
// `sweepUnreferencedBlobs` checks the whole library (at start) for what a delete path missed.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type BlobStore, LocalBlobStore } from './blob-store';

/** How many hashes one reference check asks about (well under every database's parameter limit). */
const CHECK_BATCH = 500;

/** Those of `hashes` that a file, a rendition or a kept version references. */
async function referencedHashes(db: Kysely<Database>, hashes: readonly string[]): Promise<Set<string>> {
  const referenced = new Set<string>();
  if (hashes.length === 0) return referenced;
  const list = [...hashes];
  const rows = await db
    .selectFrom('files')
    .select('content_hash as hash')
    .where('content_hash', 'in', list)
    .union(db.selectFrom('renditions').select('content_hash as hash').where('content_hash', 'in', list))
    .union(db.selectFrom('file_versions').select('content_hash as hash').where('content_hash', 'in', list))
    .execute();
  for (const row of rows) referenced.add(row.hash);
  return referenced;
}

/** Removes those of `hashes` that no file, rendition or kept version references; answers the removed ones. */
export async function collectUnreferencedBlobs(
  db: Kysely<Database>,
  blobs: BlobStore,
  hashes: readonly string[],
): Promise<string[]> {
  const removed: string[] = [];
  const unique = [...new Set(hashes)];
  // One query per batch of hashes, not one per hash (each an index lookup per table, migration 0005).
  for (let start = 0; start < unique.length; start += CHECK_BATCH) {
    const batch = unique.slice(start, start + CHECK_BATCH);
    const referenced = await referencedHashes(db, batch);
    for (const hash of batch) {
      if (referenced.has(hash)) continue;
      await db.deleteFrom('blobs').where('hash', '=', hash).execute();
      await blobs.delete(hash);
      removed.push(hash);
    }
  }
  return removed;
}

/**
 * Removes every blob of the `blobs` table that no file, rendition or kept version references: the
 * whole library, not a list of candidates. It catches what a delete path missed (a crash between a
 * delete and its collection, or the leak of an older server: a deleted folder's file versions,
 * issue 5). One set difference (EXCEPT: sorted, so no scan per blob), then the candidates are checked
 * again and removed. Run at start, before the job worker and before requests are served, so no
 * ingest is half-way (an ingest records its blob before the file row that references it).
 * Answers the removed hashes.
 */
export async function sweepUnreferencedBlobs(db: Kysely<Database>, blobs: BlobStore): Promise<string[]> {
  const candidates = await db
    .selectFrom('blobs')
    .select('hash')
    .except(db.selectFrom('files').select('content_hash as hash'))
    .except(db.selectFrom('renditions').select('content_hash as hash'))
    .except(db.selectFrom('file_versions').select('content_hash as hash'))
    .execute();
  return collectUnreferencedBlobs(
    db,
    blobs,
    candidates.map((row) => row.hash),
  );
}

/**
 * How old a blob file no row records must be before the start sweep removes it: an hour. A blob is
 * written before its row (put, then recordBlob, then the file or rendition row), so a young one may
 * belong to a write still under way (another instance on the same store, a slow disk); one older
 * than this was left by a crash between the write and its row (issue 13 row 8).
 */
export const ORPHAN_BLOB_GRACE_MS = 60 * 60 * 1000;

/** Those of `hashes` the `blobs` table records or a file, rendition or kept version references. */
async function knownHashes(db: Kysely<Database>, hashes: readonly string[]): Promise<Set<string>> {
  const known = await referencedHashes(db, hashes);
  if (hashes.length === 0) return known;
  const rows = await db
    .selectFrom('blobs')
    .select('hash')
    .where('hash', 'in', [...hashes])
    .execute();
  for (const row of rows) known.add(row.hash);
  return known;
}

/**
 * Removes the blob files nothing knows (no row in `blobs`, no file, rendition or kept version)
 * that were last written more than `graceMs` before `nowMs` (the machine's clock: file times are),
 * and the blob store's own temporary files a crash left that long ago. Only the store's files, by
 * their content-hash names: chunks of uploads in progress live elsewhere (`<data>/tmp/uploads`, the
 * upload janitor's) and are never looked at. A store that cannot list its blobs (S3) is skipped.
 * Answers the removed hashes.
 */
export async function sweepOrphanBlobFiles(
  db: Kysely<Database>,
  blobs: BlobStore,
  options: { nowMs?: number; graceMs?: number } = {},
): Promise<string[]> {
  const before = (options.nowMs ?? Date.now()) - (options.graceMs ?? ORPHAN_BLOB_GRACE_MS);
  if (blobs instanceof LocalBlobStore) await blobs.removeStaleTemporaries(before);
  if (!blobs.list) return [];
  const removed: string[] = [];
  const check = async (batch: string[]) => {
    const known = await knownHashes(db, batch);
    for (const hash of batch) {
      if (known.has(hash)) continue;
      await blobs.delete(hash);
      removed.push(hash);
    }
  };
  let batch: string[] = [];
  for await (const entry of blobs.list()) {
    if (entry.modifiedMs >= before) continue;
    batch.push(entry.hash);
    if (batch.length >= CHECK_BATCH) {
      await check(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await check(batch);
  return removed;
}
