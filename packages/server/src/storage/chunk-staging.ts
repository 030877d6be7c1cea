// Where the chunks of an upload in progress wait until the last one arrives (upload/chunks.ts keeps
// the upload's state, in the database; this is only where the bytes are). Two kinds:
// - LocalChunkStaging (below): one file per upload under <data>/tmp/uploads/<upload>/data, each
//   chunk written at its offset as it streams in (no join later), hashed on the way when the chunks
//   come in order, and a chunk written ahead (two in flight, issue 19) hashed from the file as soon as
//   the chunks before it are. The fast path of one machine (SQLite + disk, or instances sharing the
//   data directory): nothing is copied at the end.
// - S3ChunkStaging (storage/s3-chunk-staging.ts): one object per chunk under the blob store's
//   temporary prefix, so that a chunk sent to any instance is readable by the one that completes the
//   upload; at the end the objects are read in the file's order into one local file, hashed on the
//   way. A BlobStore says which one it wants through its optional `chunkStaging()`.
//
// Why an interface of its own rather than raw-key calls on the BlobStore: the two kinds differ in
// shape (a sparse file written at offsets, hashed as it goes, versus an object per chunk joined at
// the end), which a few put/get-by-key calls would not express without slowing the local path; and
// the blob store keeps its promise that every key it writes is a content hash it computed.
//
// An upload is named by a 64-hex name (upload/chunks.ts: the SHA-256 of who sends it, where to, and
// its uniqueId), never by anything the client sent, and every method checks it.
import { createHash, type Hash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rm, stat, truncate } from 'node:fs/promises';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { safeJoin } from './paths';

/** One chunk as the upload's state records it: its place in the file and where its bytes wait. */
export interface StagedChunk {
  index: number;
  offset: number;
  size: number;
  /** What {@link ChunkStaging.write} answered for it. */
  location: string;
}

/** The whole file of a completed upload, on the local disk, with its SHA-256. */
export interface AssembledFile {
  path: string;
  sha256: string;
  /** Removes the file (when ingest did not move it into the blob store). */
  release(): Promise<void>;
}

export interface ChunkStaging {
  /** 'local': a file per upload on this machine's disk; 'objects': an object per chunk in a bucket. */
  readonly kind: 'local' | 'objects';
  /** Called by the instance that started the upload (its first chunk), before any byte is written. */
  begin(upload: string): void;
  /**
   * Stores one chunk's bytes (already limited to the room the file has after `offset`); answers
   * where they are and how many there were. A chunk sent again is written again (a new location).
   */
  write(
    upload: string,
    chunk: { index: number; offset: number },
    bytes: Readable,
  ): Promise<{ location: string; size: number }>;
  /**
   * The file from its chunks (which tile it exactly: checked by the caller), in a local file under
   * `scratchDir` when it has to be made.
   */
  assemble(
    upload: string,
    chunks: readonly StagedChunk[],
    fileSize: number,
    scratchDir: string,
  ): Promise<AssembledFile>;
  /** Removes every byte staged for the upload (no error when there is none). */
  discard(upload: string): Promise<void>;
  /** Every upload with bytes staged, with when they were last written (the janitor's look). */
  staged(): AsyncIterable<{ upload: string; modifiedMs: number }>;
}

/** An upload's name: 64 hex digits (the SHA-256 upload/chunks.ts makes), nothing else. */
export const UPLOAD_NAME = /^[0-9a-f]{64}$/;

export function checkUploadName(upload: string): string {
  if (!UPLOAD_NAME.test(upload)) throw new Error(`not an upload name: ${JSON.stringify(upload)}`);
  return upload;
}

const DATA = 'data';

/** A chunk written past the running hash's `upTo`, being written or written. */
interface AheadChunk {
  /** Its bytes so far (all of them once written). */
  size: number;
  /** Its bytes so far, in order, while the memory for them lasts; else null: read back from the file. */
  kept: Buffer[] | null;
  keptBytes: number;
  written: boolean;
  /** The hash reached it while it was being written: it hashes the rest of its bytes on the way. */
  joined: boolean;
}

/** The running hash of an upload whose chunks came to this process, each once, so far. */
interface RunningHash {
  hash: Hash;
  /** Bytes hashed: the next chunk must start here to go on hashing. */
  upTo: number;
  /** A chunk is being hashed (as it streams in, from memory or read back from the file). */
  busy: boolean;
  /** Chunks written past `upTo`, by offset: hashed once `upTo` reaches them. */
  ahead: Map<number, AheadChunk>;
  /** The offsets of the chunks being written now. */
  writing: Set<number>;
  /** The catching up from the file in progress (see `#catchUp`), if any. */
  catchingUp: Promise<void> | null;
}

/**
 * The reads of bytes hashed back from the file (a chunk written ahead, or the whole file): 1 MiB at
 * a time into one buffer, used again for every read. In the 1 GB bench (tests/bench/upload-browser.bench.ts)
 * a read stream's 64 KiB reads of the chunks written ahead took 1.1 s of the server's thread, 1 MiB
 * reads 0.17 s; each read in a new buffer left half a gigabyte for the garbage collector.
 */
const READ_BACK_BYTES = 1 << 20;

/** Feeds `hash` the file's bytes (those of `range` only, when given; `end` inclusive). */
async function hashFromFile(hash: Hash, path: string, range?: { start: number; end: number }): Promise<void> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.allocUnsafe(READ_BACK_BYTES);
    let position = range?.start ?? 0;
    const end = range ? range.end + 1 : Number.POSITIVE_INFINITY;
    while (position < end) {
      const length = Math.min(READ_BACK_BYTES, end - position);
      const { bytesRead } = await handle.read(buffer, 0, length, position);
      if (bytesRead === 0) break;
      hash.update(buffer.subarray(0, bytesRead));
      position += bytesRead;
    }
  } finally {
    await handle.close();
  }
}

/** Hashes a file once, reading it. */
async function hashFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  await hashFromFile(hash, path);
  return hash.digest('hex');
}

/** The newest modification time in a directory (itself and its files), in ms. */
async function lastTouched(dir: string): Promise<number> {
  let newest = (await stat(dir)).mtimeMs;
  for (const name of await readdir(dir)) {
    const info = await stat(safeJoin(dir, name)).catch(() => null);
    if (info) newest = Math.max(newest, info.mtimeMs);
  }
  return newest;
}

/**
 * The memory for the bytes of chunks written ahead of the hash, for all uploads of a process: two
 * chunks of spec 001 §9's 60,000,000 bytes. Past it, a chunk written ahead is read back from the file.
 */
export const KEPT_AHEAD_BYTES = 128 * 2 ** 20;

/**
 * Chunks in one file per upload, `<root>/<upload>/data`, each written at its offset. The running
 * hash lives in this process: when every chunk came here, each once, it is the file's SHA-256 at the
 * end, else the file is read once. A chunk written ahead of the hash (two chunks in flight, issue 19)
 * keeps its bytes in memory (up to `keptAheadBytes` for all uploads) until the hash reaches it; the
 * hash then takes them and, when the chunk is still coming, goes on with its bytes on the way. A
 * chunk whose bytes were not kept is read back from the file. In the 1 GB bench
 * (tests/bench/upload-browser.bench.ts) reading back took 0.2–0.4 s of the server's thread per GB.
 */
export class LocalChunkStaging implements ChunkStaging {
  readonly kind = 'local';
  readonly #hashes = new Map<string, RunningHash | 'unordered'>();
  readonly #keptAheadBytes: number;
  #kept = 0;

  constructor(
    readonly root: string,
    options: { keptAheadBytes?: number } = {},
  ) {
    this.#keptAheadBytes = options.keptAheadBytes ?? KEPT_AHEAD_BYTES;
  }

  /** Lets go of a chunk's kept bytes (from then on it is read back from the file). */
  #letGo(chunk: AheadChunk): void {
    this.#kept -= chunk.keptBytes;
    chunk.kept = null;
    chunk.keptBytes = 0;
  }

  /** The upload's running hash is given up (or done): its chunks' kept bytes go. */
  #drop(upload: string, next: 'unordered' | null): void {
    const state = this.#hashes.get(upload);
    if (state !== undefined && state !== 'unordered')
      for (const chunk of state.ahead.values()) this.#letGo(chunk);
    if (next === null) this.#hashes.delete(upload);
    else this.#hashes.set(upload, next);
  }

  #data(upload: string): string {
    return safeJoin(this.root, checkUploadName(upload), DATA);
  }

  begin(upload: string): void {
    this.#drop(checkUploadName(upload), null);
    this.#hashes.set(upload, {
      hash: createHash('sha256'),
      upTo: 0,
      busy: false,
      ahead: new Map(),
      writing: new Set(),
      catchingUp: null,
    });
  }

  async write(
    upload: string,
    chunk: { index: number; offset: number },
    bytes: Readable,
  ): Promise<{ location: string; size: number }> {
    const path = this.#data(upload);
    await mkdir(safeJoin(this.root, upload), { recursive: true });
    // Created when missing, never truncated: another instance on this disk may be writing a chunk.
    await (await open(path, 'a')).close();
    const state = this.#hashes.get(upload);
    let running: RunningHash | undefined;
    let ahead: RunningHash | undefined;
    if (state !== undefined && state !== 'unordered') {
      // A range written before (a chunk sent again): its bytes may change, so the file is read at the end.
      const again =
        chunk.offset < state.upTo || state.ahead.has(chunk.offset) || state.writing.has(chunk.offset);
      if (again) this.#drop(upload, 'unordered');
      else if (!state.busy && state.upTo === chunk.offset) running = state;
      else ahead = state;
    } else {
      // On another instance first, or after a restart: hashed from the file at the end.
      this.#hashes.set(upload, 'unordered');
    }
    const tracked = running ?? ahead;
    if (running) running.busy = true;
    tracked?.writing.add(chunk.offset);
    const aheadChunk: AheadChunk | undefined = ahead && {
      size: 0,
      kept: [],
      keptBytes: 0,
      written: false,
      joined: false,
    };
    if (ahead && aheadChunk) ahead.ahead.set(chunk.offset, aheadChunk);
    let size = 0;
    try {
      // One synchronous stage counts (and hashes, in order, or keeps) the bytes on their way to the file.
      const counting = new Transform({
        transform: (part: Buffer, _encoding, done) => {
          size += part.length;
          if (running) running.hash.update(part);
          else if (aheadChunk) {
            aheadChunk.size = size;
            if (aheadChunk.joined) ahead?.hash.update(part);
            else if (aheadChunk.kept && this.#kept + part.length <= this.#keptAheadBytes) {
              aheadChunk.kept.push(part);
              aheadChunk.keptBytes += part.length;
              this.#kept += part.length;
            } else if (aheadChunk.kept) this.#letGo(aheadChunk);
          }
          done(null, part);
        },
      });
      await pipeline(bytes, counting, createWriteStream(path, { flags: 'r+', start: chunk.offset }));
    } catch (error) {
      if (running || aheadChunk?.joined) this.#drop(upload, 'unordered');
      else if (ahead && aheadChunk) {
        // Never counted: a chunk sent again for this range is a first write.
        this.#letGo(aheadChunk);
        if (ahead.ahead.get(chunk.offset) === aheadChunk) ahead.ahead.delete(chunk.offset);
      }
      throw error;
    } finally {
      tracked?.writing.delete(chunk.offset);
    }
    if (running) running.upTo += size;
    else if (ahead && aheadChunk) {
      aheadChunk.written = true;
      if (aheadChunk.joined && this.#hashes.get(upload) === ahead) {
        ahead.ahead.delete(chunk.offset);
        ahead.upTo += size;
      }
    }
    // The chunk is answered without waiting for the chunks written ahead to be hashed: its client
    // sends its next chunk meanwhile (in the 1 GB bench each answer waited 0.2–0.3 s for the chunk
    // beside it to be read back). `assemble` waits for the catching up.
    if (tracked) this.#catchUp(upload, path, tracked, running !== undefined || aheadChunk?.joined === true);
    return { location: DATA, size };
  }

  /**
   * Starts hashing the chunks written ahead that `upTo` now reaches (`holding`: the caller set
   * `busy`; else nothing is done while another chunk is hashed: that one goes on after).
   */
  #catchUp(upload: string, path: string, state: RunningHash, holding: boolean): void {
    if (!holding) {
      if (state.busy) return;
      state.busy = true;
    }
    const run = this.#hashAhead(upload, path, state);
    state.catchingUp = run;
    void run.then(() => {
      if (state.catchingUp === run) state.catchingUp = null;
    });
  }

  /**
   * The loop of `#catchUp` (which set `busy`, handed on to a chunk it joins); never rejects: a
   * failed read leaves the hash to the end.
   */
  async #hashAhead(upload: string, path: string, state: RunningHash): Promise<void> {
    let handedOn = false;
    try {
      for (;;) {
        if (this.#hashes.get(upload) !== state) return;
        const chunk = state.ahead.get(state.upTo);
        if (chunk === undefined) return;
        if (!chunk.written) {
          // Still coming: with its bytes so far kept, the hash takes them and the chunk goes on
          // hashing its bytes as they come (it ends the catching up then); else it is read back once written.
          if (chunk.kept === null) return;
          for (const part of chunk.kept) state.hash.update(part);
          this.#letGo(chunk);
          chunk.joined = true;
          handedOn = true;
          return;
        }
        if (chunk.kept) {
          for (const part of chunk.kept) state.hash.update(part);
          this.#letGo(chunk);
        } else if (chunk.size > 0) {
          await hashFromFile(state.hash, path, { start: state.upTo, end: state.upTo + chunk.size - 1 });
          // Written again while it was read: the file is read at the end.
          if (this.#hashes.get(upload) !== state) return;
        }
        state.ahead.delete(state.upTo);
        state.upTo += chunk.size;
      }
    } catch {
      if (this.#hashes.get(upload) === state) this.#drop(upload, 'unordered');
    } finally {
      if (!handedOn) state.busy = false;
    }
  }

  /** The bytes from the file's start hashed so far; null when the file is to be read at the end. */
  hashedBytes(upload: string): number | null {
    const state = this.#hashes.get(checkUploadName(upload));
    return state === undefined || state === 'unordered' ? null : state.upTo;
  }

  /** Resolves when the running hash has caught up with the chunks written so far (as far as it can). */
  async settled(upload: string): Promise<void> {
    const state = this.#hashes.get(checkUploadName(upload));
    if (state === undefined || state === 'unordered') return;
    while (state.catchingUp) await state.catchingUp;
  }

  async assemble(upload: string, _chunks: readonly StagedChunk[], fileSize: number): Promise<AssembledFile> {
    const path = this.#data(upload);
    await this.settled(upload);
    // Bytes past the end would be an earlier upload's of the same name (the chunks tile 0..fileSize).
    await truncate(path, fileSize);
    const state = this.#hashes.get(upload);
    const sha256 =
      state && state !== 'unordered' && !state.busy && state.upTo === fileSize
        ? state.hash.digest('hex')
        : await hashFile(path);
    this.#drop(upload, null);
    return { path, sha256, release: () => rm(path, { force: true }) };
  }

  async discard(upload: string): Promise<void> {
    this.#drop(checkUploadName(upload), null);
    await rm(safeJoin(this.root, upload), { recursive: true, force: true });
  }

  async *staged(): AsyncIterable<{ upload: string; modifiedMs: number }> {
    let names: string[];
    try {
      names = await readdir(this.root);
    } catch {
      return;
    }
    for (const upload of names) {
      if (!UPLOAD_NAME.test(upload)) continue;
      const modifiedMs = await lastTouched(safeJoin(this.root, upload)).catch(() => null);
      if (modifiedMs !== null) yield { upload, modifiedMs };
    }
  }
}
