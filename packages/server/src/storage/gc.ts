// Blob garbage collection: after rows that referenced blobs are gone (a deleted folder, file or
// rendition), the blobs no file, rendition or kept version (file_versions) references any more are
// removed. Every delete path comes through here, so a blob an old version still needs is never lost;
// `sweepUnreferencedBlobs` checks the whole library (at start) for what a delete path missed.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { whileCollectingBlobs } from './blob-guard';
import type { BlobStore } from './blob-store';

/**
 * How many hashes one batch of the collection decides about: one reference query, one delete of
 * their `blobs` rows (well under every database's parameter limit), then their files.
 */
export const COLLECT_BATCH = 500;
/** How many blob files a batch removes at once (the local store's removals share libuv's four threads with scrypt). */
export const REMOVE_CONCURRENCY = 8;

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

/** Runs `work` on every item, at most `limit` at once; rejects with the first failure (after the others settle). */
async function forEachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  const lanes = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, lane));
  const failed = lanes.find((lane) => lane.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Lets the event loop serve what waits (requests, timers) before the next batch. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Removes those of `hashes` that no file, rendition or kept version references; answers the removed
 * ones. In batches of {@link COLLECT_BATCH}: one query finds the batch's unreferenced hashes, one
 * statement deletes their `blobs` rows, then their files go, {@link REMOVE_CONCURRENCY} at once; the
 * event loop serves other requests between batches. Each batch decides and removes while no blob
 * write is under way (storage/blob-guard.ts), so a blob an upload has just stored and is about to
 * reference is never removed. The rows go before the files: a crash between the two leaves files no
 * row records, which the start sweep removes (`sweepOrphanBlobFiles`); a crash before the rows are
 * deleted leaves unreferenced rows, which `sweepUnreferencedBlobs` removes at the next start.
 */
export async function collectUnreferencedBlobs(
  db: Kysely<Database>,
  blobs: BlobStore,
  hashes: readonly string[],
): Promise<string[]> {
  const removed: string[] = [];
  const unique = [...new Set(hashes)];
  for (let start = 0; start < unique.length; start += COLLECT_BATCH) {
    if (start > 0) await yieldToOthers();
    const batch = unique.slice(start, start + COLLECT_BATCH);
    await whileCollectingBlobs(blobs, async () => {
      const referenced = await referencedHashes(db, batch);
      const unreferenced = batch.filter((hash) => !referenced.has(hash));
      if (unreferenced.length === 0) return;
      await db.deleteFrom('blobs').where('hash', 'in', unreferenced).execute();
      await forEachLimited(unreferenced, REMOVE_CONCURRENCY, (hash) => blobs.delete(hash));
      removed.push(...unreferenced);
    });
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
 * their content-hash names: chunks of uploads in progress live elsewhere (`<data>/tmp/uploads`, or
 * `<prefix>tmp/uploads/` in a bucket: the upload janitor's) and are never looked at. The same on the local disk and in an S3 bucket (whose
 * objects' LastModified is the write's time); a store that cannot list its blobs is skipped.
 * Answers the removed hashes.
 */
export async function sweepOrphanBlobFiles(
  db: Kysely<Database>,
  blobs: BlobStore,
  options: { nowMs?: number; graceMs?: number } = {},
): Promise<string[]> {
  const before = (options.nowMs ?? Date.now()) - (options.graceMs ?? ORPHAN_BLOB_GRACE_MS);
  await blobs.removeStaleTemporaries?.(before);
  if (!blobs.list) return [];
  const removed: string[] = [];
  const check = (batch: string[]) =>
    whileCollectingBlobs(blobs, async () => {
      const known = await knownHashes(db, batch);
      const unknown = batch.filter((hash) => !known.has(hash));
      await forEachLimited(unknown, REMOVE_CONCURRENCY, (hash) => blobs.delete(hash));
      removed.push(...unknown);
    });
  let batch: string[] = [];
  for await (const entry of blobs.list()) {
    if (entry.modifiedMs >= before) continue;
    batch.push(entry.hash);
    if (batch.length >= COLLECT_BATCH) {
      await check(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await check(batch);
  return removed;
}
