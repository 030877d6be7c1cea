// Chunks of uploads in progress (spec 001 §7: a file goes up in chunks of 60,000,000 bytes, one
// uniqueId for all of them). Each upload has a directory under <data>/tmp/uploads named by a hash of
// who sends it, where to and its uniqueId (the client's id never becomes a path), holding:
// - `upload.json`: what every chunk must agree on (name, size, chunk count), later the answer;
// - `data`: the file itself, each chunk written at its offset as it streams in (no join later);
// - `chunk-<index>-<offset>-<size>`: an empty marker per chunk received.
// A chunk sent again rewrites its bytes at its offset and replaces its marker; chunks may come in
// any order. When every index is there and the markers tile the file exactly (offset 0 up to
// fileSize, no gap, no overlap), `complete` gets the file and its SHA-256: hashed while the chunks
// streamed in when they came in order (the usual case), else read once at the end. Its answer is
// kept for a while, so a last chunk sent again gets the same answer instead of a second file. One
// upload completes at a time (a lock per upload), so two last chunks arriving together make one file.
import { createHash, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError } from '../http/errors';
import { sha256File } from '../media';
import { safeJoin } from '../storage/paths';

/** What every chunk of one upload must agree on. */
export interface UploadIdentity {
  fileName: string;
  fileSize: number;
  chunkCount: number;
}

interface SessionMeta extends UploadIdentity {
  /** The answer given when the upload completed (kept so a repeated last chunk gets it again). */
  result?: unknown;
}

/** A completed upload's bytes: one file (removed after `complete` unless it was moved away), and its hash. */
export interface CompleteFile {
  path: string;
  sha256: string;
}

export type ChunkOutcome<T> =
  | { complete: false; receivedBytes: number }
  | { complete: true; receivedBytes: number; result: T };

const META = 'upload.json';
const DATA = 'data';
const MARKER = /^chunk-(\d+)-(\d+)-(\d+)$/;

/** The directory name of an upload: sha256 of its key (hex), so any uniqueId is a safe name. */
export function uploadDirName(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The running hash of an upload whose chunks came in order so far (in this process). */
interface RunningHash {
  hash: Hash;
  /** Bytes hashed: the next chunk must start here to go on hashing. */
  upTo: number;
  busy: boolean;
}

/** Passes bytes through, at most `limit` of them (more is an error), counting them. */
function limiter(limit: number, onBytes?: (chunk: Buffer) => void): Transform & { bytes: number } {
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      stream.bytes += chunk.length;
      if (stream.bytes > limit) {
        callback(new HttpError(400, 'The chunk goes past the end of the file.'));
        return;
      }
      onBytes?.(chunk);
      callback(null, chunk);
    },
  }) as Transform & { bytes: number };
  stream.bytes = 0;
  return stream;
}

export class ChunkStore {
  readonly #locks = new Map<string, Promise<unknown>>();
  readonly #hashes = new Map<string, RunningHash | 'unordered'>();
  readonly #writes = new Map<string, Set<Promise<unknown>>>();

  constructor(readonly root: string) {}

  dirOf(key: string): string {
    return safeJoin(this.root, uploadDirName(key));
  }

  /** Runs `task` after the other tasks of the same upload (in this process). */
  async #locked<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.#locks.get(key) ?? Promise.resolve();
    const run = previous.then(task, task);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.#locks.set(key, settled);
    try {
      return await run;
    } finally {
      if (this.#locks.get(key) === settled) this.#locks.delete(key);
    }
  }

  async #readMeta(dir: string): Promise<SessionMeta | undefined> {
    try {
      return JSON.parse(await readFile(safeJoin(dir, META), 'utf8')) as SessionMeta;
    } catch {
      return undefined;
    }
  }

  /**
   * Opens (or starts) an upload for a chunk: 400 when the chunk contradicts it (another name, size or
   * chunk count). Answers the kept answer when the upload completed already.
   */
  async #open(key: string, identity: UploadIdentity): Promise<{ dir: string; result?: unknown }> {
    const dir = this.dirOf(key);
    return this.#locked(key, async () => {
      const meta = await this.#readMeta(dir);
      if (meta) {
        if (
          meta.fileName !== identity.fileName ||
          meta.fileSize !== identity.fileSize ||
          meta.chunkCount !== identity.chunkCount
        ) {
          throw new HttpError(
            400,
            'The chunk does not belong to this upload: its file name, size or chunk count differ.',
          );
        }
        return { dir, result: meta.result };
      }
      await mkdir(dir, { recursive: true });
      // The file at its full size from the start (sparse: no disk is used for bytes not yet sent).
      const data = await open(safeJoin(dir, DATA), 'w');
      try {
        await data.truncate(identity.fileSize);
      } finally {
        await data.close();
      }
      await writeFile(safeJoin(dir, META), JSON.stringify(identity));
      this.#hashes.set(key, { hash: createHash('sha256'), upTo: 0, busy: false });
      return { dir };
    });
  }

  /**
   * Stores one chunk from `bytes` at `chunkOffset`; when it was the last one missing, runs `complete`
   * with the file and its hash. Throws HttpError 400 when the chunk contradicts the upload (another
   * size, count or name; bytes past the end; chunks that do not add up).
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
    const { key, identity } = chunk;
    if (chunk.chunkOffset > identity.fileSize)
      throw new HttpError(400, 'The chunk starts past the end of the file.');
    const opened = await this.#open(key, identity);
    if (opened.result !== undefined) {
      chunk.bytes.resume();
      // Completed before: the same answer again (a repeated last chunk), no second file.
      return { complete: true, receivedBytes: identity.fileSize, result: opened.result as T };
    }
    const { dir } = opened;
    const size = await this.#write(
      key,
      dir,
      chunk.chunkOffset,
      identity.fileSize - chunk.chunkOffset,
      chunk.bytes,
    );
    return this.#locked(key, async () => {
      const meta = await this.#readMeta(dir);
      if (!meta) throw new HttpError(400, 'The upload was cancelled.');
      if (meta.result !== undefined)
        return { complete: true, receivedBytes: identity.fileSize, result: meta.result as T };
      // A chunk sent again replaces the marker of its index (whatever offset it claimed before).
      for (const name of await readdir(dir)) {
        const match = MARKER.exec(name);
        if (match && Number(match[1]) === chunk.chunkIndex) await rm(safeJoin(dir, name), { force: true });
      }
      await writeFile(safeJoin(dir, `chunk-${chunk.chunkIndex}-${chunk.chunkOffset}-${size}`), '');
      const chunks = await this.#markers(dir);
      const receivedBytes = chunks.reduce((sum, c) => sum + c.size, 0);
      if (new Set(chunks.map((c) => c.index)).size < identity.chunkCount)
        return { complete: false, receivedBytes };
      const path = safeJoin(dir, DATA);
      // The file must not change while it is hashed and stored.
      await this.#settled(key);
      let result: T;
      try {
        this.#checkTiling(chunks, identity);
        result = await complete({ path, sha256: await this.#digest(key, path, identity.fileSize) });
      } catch (error) {
        // Refused or failed at the end: the upload is forgotten (the client starts again with a new uniqueId).
        await this.discard(key);
        throw error;
      }
      await writeFile(safeJoin(dir, META), JSON.stringify({ ...identity, result } satisfies SessionMeta));
      await rm(path, { force: true });
      for (const c of chunks) await rm(safeJoin(dir, c.name), { force: true });
      this.#hashes.delete(key);
      return { complete: true, receivedBytes, result };
    });
  }

  /** Writes the bytes at the offset (at most `room` of them), hashing them when they continue the hash. */
  async #write(key: string, dir: string, offset: number, room: number, bytes: Readable): Promise<number> {
    const state = this.#hashes.get(key);
    const running =
      state !== undefined && state !== 'unordered' && !state.busy && state.upTo === offset
        ? state
        : undefined;
    // Out of order, again, or after a restart: the hash is made from the file at the end.
    if (running) running.busy = true;
    else this.#hashes.set(key, 'unordered');
    const counter = limiter(room, running ? (part) => running.hash.update(part) : undefined);
    const write = pipeline(
      bytes,
      counter,
      createWriteStream(safeJoin(dir, DATA), { flags: 'r+', start: offset }),
    );
    const writes = this.#writes.get(key) ?? new Set<Promise<unknown>>();
    writes.add(write);
    this.#writes.set(key, writes);
    try {
      await write;
    } catch (error) {
      if (running) this.#hashes.set(key, 'unordered');
      throw error;
    } finally {
      writes.delete(write);
      if (writes.size === 0) this.#writes.delete(key);
    }
    if (running) {
      running.upTo += counter.bytes;
      running.busy = false;
    }
    return counter.bytes;
  }

  /** Waits for the chunks of an upload still being written (a chunk sent twice at once). */
  async #settled(key: string): Promise<void> {
    const writes = this.#writes.get(key);
    if (writes) await Promise.allSettled([...writes]);
  }

  /** The file's SHA-256: the running hash when every byte went through it in order, else read once. */
  async #digest(key: string, path: string, fileSize: number): Promise<string> {
    const state = this.#hashes.get(key);
    if (state && state !== 'unordered' && !state.busy && state.upTo === fileSize)
      return state.hash.digest('hex');
    return sha256File(path);
  }

  async #markers(dir: string) {
    const chunks: { name: string; index: number; offset: number; size: number }[] = [];
    for (const name of await readdir(dir)) {
      const match = MARKER.exec(name);
      if (match)
        chunks.push({ name, index: Number(match[1]), offset: Number(match[2]), size: Number(match[3]) });
    }
    return chunks.sort((a, b) => a.offset - b.offset || a.index - b.index);
  }

  /** Every byte of the file exactly once: offsets from 0, each chunk starting where the last ended, ending at fileSize. */
  #checkTiling(chunks: { offset: number; size: number }[], identity: UploadIdentity): void {
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

  /** Forgets an upload (after a refusal, so the client may start it again). */
  async discard(key: string): Promise<void> {
    this.#hashes.delete(key);
    await rm(this.dirOf(key), { recursive: true, force: true });
  }
}

/** One ChunkStore per uploads directory, so the locks are shared by every request of a server. */
const stores = new Map<string, ChunkStore>();
export function chunkStoreFor(root: string): ChunkStore {
  let store = stores.get(root);
  if (!store) {
    store = new ChunkStore(root);
    stores.set(root, store);
  }
  return store;
}

/** Reads a spooled file as the chunk's bytes (a body whose fields came after its file part). */
export function spooledBytes(path: string): Readable {
  return createReadStream(path);
}
