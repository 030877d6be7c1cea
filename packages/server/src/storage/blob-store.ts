// Files through a small blob interface: originals and renditions are blobs named by the SHA-256 of
// their bytes (content-addressed), so the same bytes are stored once and a key can never name a
// path. LocalBlobStore keeps them under the data directory; S3BlobStore (storage/s3-blob-store.ts,
// opened by storage/s3-config.ts) keeps them in an S3-compatible bucket with the same layout.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ChunkStaging } from './chunk-staging';
import { CONTENT_HASH, isContentHash, safeJoin } from './paths';

/** What put() stored: the key (SHA-256, hex) and the size in bytes. */
export interface StoredBlob {
  hash: string;
  size: number;
}

/** A byte range, both ends inclusive (HTTP Range semantics). */
export interface ByteRange {
  start: number;
  end: number;
}

export type BlobSource = Uint8Array | Readable | AsyncIterable<Uint8Array>;

export interface BlobStore {
  /** Stores the bytes and answers their content hash; storing the same bytes twice keeps one copy. */
  put(source: BlobSource): Promise<StoredBlob>;
  /** The blob's size, or null when there is none with this hash. */
  stat(hash: string): Promise<{ size: number } | null>;
  /** The whole blob in memory (small blobs: thumbnails); throws BlobNotFoundError. */
  get(hash: string): Promise<Buffer>;
  /** The blob (or a range of it) as a stream; throws BlobNotFoundError. */
  stream(hash: string, range?: ByteRange): Promise<Readable>;
  /** Removes the blob; no error when it is already gone. */
  delete(hash: string): Promise<void>;
  /**
   * Every stored blob with when its bytes were last written (the start sweep's check for blobs no
   * row records, storage/gc.ts). Optional: a store that cannot list leaves it out and the sweep
   * skips that check.
   */
  list?(): AsyncIterable<StoredBlobEntry>;
  /**
   * Removes what writes a crash cut short left (a put's temporary file or key) last written before
   * `beforeMs` (ms since the epoch); answers their names. Optional: the start sweep (storage/gc.ts)
   * calls it on a store that has it.
   */
  removeStaleTemporaries?(beforeMs: number): Promise<string[]>;
  /**
   * Where the chunks of uploads in progress wait (storage/chunk-staging.ts) when they must be
   * readable by every instance that shares this store: the S3 store's answer is objects under its
   * temporary prefix. Optional: a store without it (the local one) has them wait in the data
   * directory's `tmp/uploads` (LocalChunkStaging), the fast path of one machine.
   */
  chunkStaging?(): ChunkStaging;
}

/** One blob as {@link BlobStore.list} finds it. */
export interface StoredBlobEntry {
  hash: string;
  /** When its bytes were last written, in ms since the epoch (the file's mtime). */
  modifiedMs: number;
}

export class BlobNotFoundError extends Error {
  constructor(readonly hash: string) {
    super(`no blob ${hash}`);
    this.name = 'BlobNotFoundError';
  }
}

function toReadable(source: BlobSource): Readable {
  if (source instanceof Readable) return source;
  if (source instanceof Uint8Array) return Readable.from([source]);
  return Readable.from(source);
}

/**
 * Blobs on the local disk: `<root>/ab/cd/<hash>` (two levels of fan-out keep directories small).
 * Writes go to `<tmpDir>` first and are renamed into place, so a reader never sees half a blob and a
 * crash leaves only a temporary file behind.
 */
export class LocalBlobStore implements BlobStore {
  constructor(
    readonly root: string,
    readonly tmpDir: string,
  ) {}

  /** The file of a blob; throws for anything that is not a content hash (path safety). */
  pathOf(hash: string): string {
    if (!isContentHash(hash)) throw new BlobNotFoundError(hash);
    return safeJoin(this.root, hash.slice(0, 2), hash.slice(2, 4), hash);
  }

  async put(source: BlobSource): Promise<StoredBlob> {
    await mkdir(this.tmpDir, { recursive: true });
    const temporary = safeJoin(this.tmpDir, `blob-${randomBytes(12).toString('hex')}`);
    const hasher = createHash('sha256');
    let size = 0;
    try {
      await pipeline(
        toReadable(source),
        async function* (chunks: AsyncIterable<Uint8Array>) {
          for await (const chunk of chunks) {
            hasher.update(chunk);
            size += chunk.byteLength;
            yield chunk;
          }
        },
        createWriteStream(temporary, { flags: 'wx' }),
      );
      const hash = hasher.digest('hex');
      const target = this.pathOf(hash);
      if (await this.stat(hash)) {
        await rm(temporary, { force: true });
      } else {
        await mkdir(dirname(target), { recursive: true });
        await rename(temporary, target);
      }
      return { hash, size };
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async stat(hash: string): Promise<{ size: number } | null> {
    if (!isContentHash(hash)) return null;
    try {
      const info = await stat(this.pathOf(hash));
      return { size: info.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async get(hash: string): Promise<Buffer> {
    try {
      return await readFile(this.pathOf(hash));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BlobNotFoundError(hash);
      throw error;
    }
  }

  async stream(hash: string, range?: ByteRange): Promise<Readable> {
    if (!(await this.stat(hash))) throw new BlobNotFoundError(hash);
    return createReadStream(this.pathOf(hash), range ? { start: range.start, end: range.end } : {});
  }

  async delete(hash: string): Promise<void> {
    if (!isContentHash(hash)) return;
    // One unlink (fs.rm would lstat first, and walks directories): the collection removes thousands.
    try {
      await unlink(this.pathOf(hash));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  /** Every file of the store named by a content hash at its place (`ab/cd/<hash>`); nothing else. */
  async *list(): AsyncIterable<StoredBlobEntry> {
    for (const first of await namesIn(this.root, /^[0-9a-f]{2}$/)) {
      const firstDir = safeJoin(this.root, first);
      for (const second of await namesIn(firstDir, /^[0-9a-f]{2}$/)) {
        const secondDir = safeJoin(firstDir, second);
        for (const hash of await namesIn(secondDir, CONTENT_HASH)) {
          if (!hash.startsWith(first + second)) continue;
          const info = await stat(safeJoin(secondDir, hash)).catch(() => null);
          if (info?.isFile()) yield { hash, modifiedMs: info.mtimeMs };
        }
      }
    }
  }

  /**
   * Removes the temporary files of writes a crash cut short (`<tmpDir>/blob-<random>`, put() removes
   * its own otherwise) last written before `beforeMs`; answers their names.
   */
  async removeStaleTemporaries(beforeMs: number): Promise<string[]> {
    const removed: string[] = [];
    for (const name of await namesIn(this.tmpDir, BLOB_TEMPORARY)) {
      const path = safeJoin(this.tmpDir, name);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile() || info.mtimeMs >= beforeMs) continue;
      await rm(path, { force: true });
      removed.push(name);
    }
    return removed;
  }
}

/** The name put() gives a blob while it is written. */
const BLOB_TEMPORARY = /^blob-[0-9a-f]{24}$/;

/** The names in `dir` matching `pattern`; none when the directory is missing. */
async function namesIn(dir: string, pattern: RegExp): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => pattern.test(name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
