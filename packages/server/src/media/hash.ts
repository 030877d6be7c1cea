// Content hashes (sha256, hex) for content-addressed storage and duplicate detection: of bytes in
// memory, of a file, or of a stream while it is being written somewhere else.
import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The content hash of bytes: sha256 as 64 lower-case hex digits. */
export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * A pass-through stream that hashes what flows through it: put it in a pipeline between the upload
 * and the file on disk, then read `digest()` (and `bytes`) once the pipeline has finished.
 *
 *     const hasher = new HashingStream();
 *     await pipeline(request, hasher, createWriteStream(path));
 *     hasher.digest(); // 'e3b0c4…'
 */
export class HashingStream extends Transform {
  readonly #hash: Hash = createHash('sha256');
  #digest: string | undefined;
  /** Bytes seen so far. */
  bytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#hash.update(chunk);
    this.bytes += chunk.length;
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    this.#digest = this.#hash.digest('hex');
    callback();
  }

  /** The sha256 of everything that went through; throws when the stream has not finished yet. */
  digest(): string {
    if (this.#digest === undefined)
      throw new Error('HashingStream.digest() called before the stream finished');
    return this.#digest;
  }
}

/** The content hash of a file, read as a stream (constant memory whatever the size). */
export async function sha256File(path: string): Promise<string> {
  const hasher = new HashingStream();
  await pipeline(createReadStream(path), hasher, async (hashed: AsyncIterable<Buffer>) => {
    for await (const _chunk of hashed) {
      // the bytes were hashed on their way through; nothing to keep
    }
  });
  return hasher.digest();
}
