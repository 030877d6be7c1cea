// Chunks of uploads in progress (spec 001 §7: a file goes up in chunks of 60,000,000 bytes, one
// uniqueId for all of them), received by any instance of the server (issue 16, several instances).
// An upload is named by the SHA-256 of who sends it, where to and its uniqueId (the client's id never
// becomes a path or a key). Its state is in the database (migration 0017, db/migrations/0017-upload-sessions.ts):
// - `upload_sessions`: what every chunk must agree on (name, size, chunk count), the status, when a
//   chunk last came, and once complete the answer;
// - `upload_chunks`: one row per chunk index received (offset, size, where its bytes wait).
// The bytes wait in the chunk staging (storage/chunk-staging.ts): on a local blob store one file per
// upload under <data>/tmp/uploads, each chunk written at its offset and hashed on the way when they
// come in order (the fast path of one machine); on S3 one object per chunk under the store's
// temporary prefix, joined in the file's order into a local file, hashed on the way, at the end.
// A chunk sent again replaces the row of its index; chunks may come in any order and to any instance.
// When every index is there, the instance that registered the last one claims the completion with a
// compare-and-set on the status ('receiving' → 'completing'): exactly one instance completes, even
// when the last chunk arrives at two at once. It checks that the chunks tile the file exactly
// (offset 0 up to fileSize, no gap, no overlap), and `complete` gets the file and its SHA-256. The
// answer is kept in the row ('complete') for a while, so a last chunk sent again, to any instance,
// gets the same answer instead of a second file; an instance that finds the upload completing waits
// for that answer. The claim holds COMPLETION_CLAIM_MS and is renewed while the completion runs: an
// instance that stopped mid-completion loses it, and the last chunk sent again completes elsewhere.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline, type Readable, Transform } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../domain/errors';
import type { BlobStore } from '../storage/blob-store';
import { type ChunkStaging, LocalChunkStaging, type StagedChunk } from '../storage/chunk-staging';
import { workPaths } from '../storage/work-paths';

/** What every chunk of one upload must agree on. */
export interface UploadIdentity {
  fileName: string;
  fileSize: number;
  chunkCount: number;
}

/** A completed upload's bytes: one local file (removed after `complete` unless it was moved away), and its hash. */
export interface CompleteFile {
  path: string;
  sha256: string;
}

export type ChunkOutcome<T> =
  | { complete: false; receivedBytes: number }
  | { complete: true; receivedBytes: number; result: T };

/** How long a completion claim holds unless its instance renews it: 1 minute. */
export const COMPLETION_CLAIM_MS = 60 * 1000;
/** How often the completing instance renews its claim. */
const CLAIM_RENEW_MS = COMPLETION_CLAIM_MS / 4;
/** How often an instance waiting for another's completion looks at the row. */
const RESULT_POLL_MS = 100;

/** The name of an upload (its row, its staged bytes): sha256 of its key (hex), so any uniqueId is safe. */
export function uploadDirName(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

const cancelled = () => new HttpError(400, 'The upload was cancelled.');
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Passes bytes through, at most `limit` of them (more is an error). One synchronous stage: an async
 * generator per chunk (Readable.from) cost the upload's thread a promise per piece of the body.
 */
function limited(bytes: Readable, limit: number): Readable {
  let total = 0;
  const limiter = new Transform({
    transform(part: Buffer, _encoding, done) {
      total += part.length;
      if (total > limit) done(new HttpError(400, 'The chunk goes past the end of the file.'));
      else done(null, part);
    },
  });
  // An error of the body (the request cut off) reaches the limiter's reader.
  return pipeline(bytes, limiter, () => undefined);
}

export interface ChunkStoreOptions {
  db: Kysely<Database>;
  /** Where chunk bytes wait (local file or bucket objects). */
  staging: ChunkStaging;
  /** This instance's uploads directory: spooled chunk bodies (and the local staging's files). */
  spoolDir: string;
  /** Where a file is joined from staged objects at the end. */
  scratchDir: string;
  /** The clock of the upload rows (the janitor's): the machine's, in ms. */
  clock?: () => number;
}

export class ChunkStore {
  readonly db: Kysely<Database>;
  readonly staging: ChunkStaging;
  readonly spoolDir: string;
  readonly scratchDir: string;
  readonly clock: () => number;
  /** Chunks being written by this process, per upload (a completion waits for them). */
  readonly #writes = new Map<string, Set<Promise<unknown>>>();

  constructor(options: ChunkStoreOptions) {
    this.db = options.db;
    this.staging = options.staging;
    this.spoolDir = options.spoolDir;
    this.scratchDir = options.scratchDir;
    this.clock = options.clock ?? Date.now;
  }

  /**
   * Opens (or starts) an upload for a chunk: 400 when the chunk contradicts it (another name, size or
   * chunk count). Answers its status.
   */
  async #open(name: string, identity: UploadIdentity): Promise<'receiving' | 'completing' | 'complete'> {
    const now = iso(this.clock());
    const inserted = await this.db
      .insertInto('upload_sessions')
      .values({
        key_hash: name,
        file_name: identity.fileName,
        file_size: identity.fileSize,
        chunk_count: identity.chunkCount,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.column('key_hash').doNothing())
      .returning('key_hash')
      .execute();
    if (inserted.length > 0) {
      this.staging.begin(name);
      return 'receiving';
    }
    const row = await this.db
      .selectFrom('upload_sessions')
      .select(['file_name', 'file_size', 'chunk_count', 'status'])
      .where('key_hash', '=', name)
      .executeTakeFirst();
    // Removed between the two statements (refused at its end, or swept).
    if (!row) throw cancelled();
    if (
      row.file_name !== identity.fileName ||
      Number(row.file_size) !== identity.fileSize ||
      row.chunk_count !== identity.chunkCount
    ) {
      throw new HttpError(
        400,
        'The chunk does not belong to this upload: its file name, size or chunk count differ.',
      );
    }
    return row.status;
  }

  /**
   * Stores one chunk from `bytes` at `chunkOffset`; when it was the last one missing, runs `complete`
   * with the file and its hash (on exactly one instance). Throws HttpError 400 when the chunk
   * contradicts the upload (another size, count or name; bytes past the end; chunks that do not add up).
   */
  async receive<T>(
    chunk: {
      key: string;
      identity: UploadIdentity;
      chunkIndex: number;
      chunkOffset: number;
      bytes: Readable;
    },
    complete: (file: CompleteFile) => Promise<T>,
  ): Promise<ChunkOutcome<T>> {
    const { identity } = chunk;
    if (chunk.chunkOffset > identity.fileSize)
      throw new HttpError(400, 'The chunk starts past the end of the file.');
    const name = uploadDirName(chunk.key);
    if ((await this.#open(name, identity)) !== 'receiving') {
      // Completed (a repeated last chunk) or completing elsewhere: that answer, no second file.
      chunk.bytes.resume();
      return this.#answer(name, identity, complete);
    }
    const written = await this.#write(name, chunk);
    // Registered only while the upload still receives: after the claim, the completion has its list.
    const touched = await this.db
      .updateTable('upload_sessions')
      .set({ updated_at: iso(this.clock()) })
      .where('key_hash', '=', name)
      .where('status', '=', 'receiving')
      .executeTakeFirst();
    if (Number(touched.numUpdatedRows) === 0) return this.#answer(name, identity, complete);
    try {
      // A chunk sent again replaces the row of its index (whatever offset it claimed before).
      await this.db
        .insertInto('upload_chunks')
        .values({
          key_hash: name,
          chunk_index: chunk.chunkIndex,
          chunk_offset: chunk.chunkOffset,
          chunk_size: written.size,
          location: written.location,
          received_at: iso(this.clock()),
        })
        .onConflict((conflict) =>
          conflict.columns(['key_hash', 'chunk_index']).doUpdateSet({
            chunk_offset: chunk.chunkOffset,
            chunk_size: written.size,
            location: written.location,
            received_at: iso(this.clock()),
          }),
        )
        .execute();
    } catch (error) {
      // The upload's row went meanwhile (its chunks with it): refused at its end, or swept.
      if (!(await this.#exists(name))) throw cancelled();
      throw error;
    }
    const chunks = await this.#chunks(name);
    const receivedBytes = chunks.reduce((sum, c) => sum + c.size, 0);
    if (chunks.length < identity.chunkCount) return { complete: false, receivedBytes };
    const claim = randomUUID();
    const claimed = await this.db
      .updateTable('upload_sessions')
      .set({
        status: 'completing',
        claimed_by: claim,
        claim_until: iso(this.clock() + COMPLETION_CLAIM_MS),
        updated_at: iso(this.clock()),
      })
      .where('key_hash', '=', name)
      .where('status', '=', 'receiving')
      .executeTakeFirst();
    // Another instance (or request) claimed it first: its answer.
    if (Number(claimed.numUpdatedRows) === 0) return this.#answer(name, identity, complete);
    return this.#complete(name, identity, claim, complete);
  }

  /** Writes the chunk's bytes into the staging (at most the room the file has after its offset). */
  async #write(
    name: string,
    chunk: { chunkIndex: number; chunkOffset: number; identity: UploadIdentity; bytes: Readable },
  ): Promise<{ location: string; size: number }> {
    const write = this.staging.write(
      name,
      { index: chunk.chunkIndex, offset: chunk.chunkOffset },
      limited(chunk.bytes, chunk.identity.fileSize - chunk.chunkOffset),
    );
    const writes = this.#writes.get(name) ?? new Set<Promise<unknown>>();
    writes.add(write);
    this.#writes.set(name, writes);
    try {
      return await write;
    } finally {
      writes.delete(write);
      if (writes.size === 0) this.#writes.delete(name);
    }
  }

  /** Waits for the chunks of an upload still being written here (a chunk sent twice at once). */
  async #settled(name: string): Promise<void> {
    const writes = this.#writes.get(name);
    if (writes) await Promise.allSettled([...writes]);
  }

  async #exists(name: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('upload_sessions')
      .select('key_hash')
      .where('key_hash', '=', name)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The chunks received, in the file's order. */
  async #chunks(name: string): Promise<StagedChunk[]> {
    const rows = await this.db
      .selectFrom('upload_chunks')
      .select(['chunk_index', 'chunk_offset', 'chunk_size', 'location'])
      .where('key_hash', '=', name)
      .execute();
    return rows
      .map((row) => ({
        index: row.chunk_index,
        offset: Number(row.chunk_offset),
        size: Number(row.chunk_size),
        location: row.location,
      }))
      .sort((a, b) => a.offset - b.offset || a.index - b.index);
  }

  /**
   * The answer of an upload that is complete, or that another request is completing (waited for; taken
   * over when its claim ran out, the instance holding it having stopped).
   */
  async #answer<T>(
    name: string,
    identity: UploadIdentity,
    complete: (file: CompleteFile) => Promise<T>,
  ): Promise<ChunkOutcome<T>> {
    for (;;) {
      const row = await this.db
        .selectFrom('upload_sessions')
        .select(['status', 'result', 'claimed_by', 'claim_until'])
        .where('key_hash', '=', name)
        .executeTakeFirst();
      // Gone (refused at its end: the client starts again) or started again since.
      if (!row || row.status === 'receiving') throw cancelled();
      if (row.status === 'complete') {
        return { complete: true, receivedBytes: identity.fileSize, result: JSON.parse(row.result ?? 'null') };
      }
      if (row.claim_until !== null && row.claim_until < iso(this.clock())) {
        const claim = randomUUID();
        let takeOver = this.db
          .updateTable('upload_sessions')
          .set({ claimed_by: claim, claim_until: iso(this.clock() + COMPLETION_CLAIM_MS) })
          .where('key_hash', '=', name)
          .where('status', '=', 'completing');
        takeOver =
          row.claimed_by === null
            ? takeOver.where('claimed_by', 'is', null)
            : takeOver.where('claimed_by', '=', row.claimed_by);
        const taken = await takeOver.executeTakeFirst();
        if (Number(taken.numUpdatedRows) === 1) return this.#complete(name, identity, claim, complete);
      }
      await sleep(RESULT_POLL_MS);
    }
  }

  /** Completes a claimed upload: checks the chunks, joins them, runs `complete`, keeps the answer. */
  async #complete<T>(
    name: string,
    identity: UploadIdentity,
    claim: string,
    complete: (file: CompleteFile) => Promise<T>,
  ): Promise<ChunkOutcome<T>> {
    const renew = setInterval(() => {
      void this.db
        .updateTable('upload_sessions')
        .set({ claim_until: iso(this.clock() + COMPLETION_CLAIM_MS) })
        .where('key_hash', '=', name)
        .where('claimed_by', '=', claim)
        .execute()
        .catch(() => undefined);
    }, CLAIM_RENEW_MS);
    renew.unref();
    try {
      // The file must not change while it is joined, hashed and stored.
      await this.#settled(name);
      const chunks = await this.#chunks(name);
      const receivedBytes = chunks.reduce((sum, c) => sum + c.size, 0);
      let result: T;
      try {
        checkTiling(chunks, identity);
        const file = await this.staging.assemble(name, chunks, identity.fileSize, this.scratchDir);
        try {
          result = await complete({ path: file.path, sha256: file.sha256 });
        } finally {
          await file.release();
        }
      } catch (error) {
        // Refused or failed at the end: the upload is forgotten (the client starts again with a new uniqueId).
        await this.#forget(name, claim);
        throw error;
      }
      const kept = await this.db
        .updateTable('upload_sessions')
        .set({
          status: 'complete',
          result: JSON.stringify(result),
          claimed_by: null,
          claim_until: null,
          updated_at: iso(this.clock()),
        })
        .where('key_hash', '=', name)
        .where('claimed_by', '=', claim)
        .executeTakeFirst();
      // Still the claim's holder (not thought stopped and taken over meanwhile): the chunks can go.
      if (Number(kept.numUpdatedRows) === 1) {
        await this.db.deleteFrom('upload_chunks').where('key_hash', '=', name).execute();
        // Left to the janitor when this fails (the row stays, 'complete', until its answer expires).
        await this.staging.discard(name).catch(() => undefined);
      }
      return { complete: true, receivedBytes, result };
    } finally {
      clearInterval(renew);
    }
  }

  /**
   * Forgets an upload whose completion failed: its rows (the chunks' go with it, on delete cascade)
   * and its staged bytes, unless another instance took the claim over meanwhile (this one was
   * thought stopped): that one's upload is left alone.
   */
  async #forget(name: string, claim: string): Promise<void> {
    const deleted = await this.db
      .deleteFrom('upload_sessions')
      .where('key_hash', '=', name)
      .where('claimed_by', '=', claim)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return;
    await this.staging.discard(name);
  }
}

/** Every byte of the file exactly once: offsets from 0, each chunk starting where the last ended, ending at fileSize. */
function checkTiling(chunks: readonly { offset: number; size: number }[], identity: UploadIdentity): void {
  let end = 0;
  for (const chunk of chunks) {
    if (chunk.offset !== end) {
      throw new HttpError(
        400,
        'The chunks of this upload do not add up to the file: a part is missing or sent twice.',
      );
    }
    end += chunk.size;
  }
  if (end !== identity.fileSize) {
    throw new HttpError(
      400,
      `The chunks of this upload hold ${end} bytes, not the ${identity.fileSize} of the file.`,
    );
  }
}

/** What a server's uploads need: its database, its blob store (which says where chunks wait), its data directory. */
export interface UploadServer {
  db: Kysely<Database>;
  blobs: BlobStore;
  options: { dataDir: string };
}

/**
 * One ChunkStore per server (per database handle), so that the chunks being written and the running
 * hashes are shared by every request of a server, and two servers in one process share nothing but
 * the database and the store, as two instances would.
 */
const stores = new WeakMap<Kysely<Database>, ChunkStore>();
export function chunkStoreFor(server: UploadServer): ChunkStore {
  let store = stores.get(server.db);
  if (!store) {
    const paths = workPaths(server.options.dataDir);
    store = new ChunkStore({
      db: server.db,
      staging: server.blobs.chunkStaging?.() ?? new LocalChunkStaging(paths.uploads),
      spoolDir: paths.uploads,
      scratchDir: paths.tmp,
    });
    stores.set(server.db, store);
  }
  return store;
}

/** Reads a spooled file as the chunk's bytes (a body whose fields came after its file part). */
export function spooledBytes(path: string): Readable {
  return createReadStream(path);
}
