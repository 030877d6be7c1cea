// The chunks of uploads in progress as objects of the blob store's bucket (storage/chunk-staging.ts),
// so that chunks of one upload may go to different instances: `<prefix>tmp/uploads/<upload>/chunk-
// <index>-<24 hex>`, one object per chunk received (a chunk sent again is a new object; the row of
// upload_chunks names the one that counts). The upload's state is in the database (upload/chunks.ts);
// the bucket only holds bytes. At the end the objects are read in the file's order into one local
// file, hashed on the way (ingest reads metadata and zip entries from a file, and stores it with
// blobs.put, which streams it back to the bucket under its hash); then the objects are deleted.
// Loaded with the AWS SDK, by storage/s3-blob-store.ts only.
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  type AssembledFile,
  type ChunkStaging,
  checkUploadName,
  type StagedChunk,
  UPLOAD_NAME,
} from './chunk-staging';
import { safeJoin } from './paths';

/** A chunk's object name under its upload's prefix. */
const CHUNK_NAME = /^chunk-\d+-[0-9a-f]{24}$/;

export interface S3ChunkStagingOptions {
  client: S3Client;
  bucket: string;
  /** Where the uploads' objects go: the store's temporary prefix + 'uploads/'. */
  prefix: string;
  /** Bytes per part when a chunk is larger than one part (as the store's puts). */
  partSize: number;
  queueSize: number;
  listPageSize: number;
}

export class S3ChunkStaging implements ChunkStaging {
  readonly kind = 'objects';

  constructor(readonly options: S3ChunkStagingOptions) {}

  #prefixOf(upload: string): string {
    return `${this.options.prefix}${checkUploadName(upload)}/`;
  }

  #keyOf(upload: string, location: string): string {
    if (!CHUNK_NAME.test(location)) throw new Error(`not a staged chunk: ${JSON.stringify(location)}`);
    return `${this.#prefixOf(upload)}${location}`;
  }

  begin(upload: string): void {
    checkUploadName(upload);
  }

  async write(
    upload: string,
    chunk: { index: number; offset: number },
    bytes: Readable,
  ): Promise<{ location: string; size: number }> {
    const location = `chunk-${chunk.index}-${randomBytes(12).toString('hex')}`;
    const Key = this.#keyOf(upload, location);
    const { client, bucket, partSize, queueSize } = this.options;
    let size = 0;
    // The bytes' first error (the caller's limit, a broken request) is the one answered, not the SDK's.
    let failure: unknown;
    const body = Readable.from(
      (async function* () {
        try {
          for await (const part of bytes) {
            const buffer: Buffer = typeof part === 'string' ? Buffer.from(part) : part;
            size += buffer.length;
            yield buffer;
          }
        } catch (error) {
          failure = error;
          throw error;
        }
      })(),
    );
    const transfer = new Upload({
      client,
      params: { Bucket: bucket, Key, Body: body },
      partSize,
      queueSize,
      leavePartsOnError: true,
    });
    try {
      await transfer.done();
    } catch (error) {
      if (transfer.uploadId) {
        await client
          .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key, UploadId: transfer.uploadId }))
          .catch(() => undefined);
      }
      throw failure ?? error;
    } finally {
      body.destroy();
    }
    return { location, size };
  }

  async assemble(
    upload: string,
    chunks: readonly StagedChunk[],
    fileSize: number,
    scratchDir: string,
  ): Promise<AssembledFile> {
    await mkdir(scratchDir, { recursive: true });
    const path = safeJoin(scratchDir, `upload-${randomBytes(12).toString('hex')}`);
    const hash = createHash('sha256');
    const ordered = [...chunks].sort((a, b) => a.offset - b.offset);
    const read = (chunk: StagedChunk) => this.#read(upload, chunk.location);
    try {
      await pipeline(
        Readable.from(
          (async function* () {
            let written = 0;
            for (const chunk of ordered) {
              let size = 0;
              for await (const part of await read(chunk)) {
                const buffer = part as Buffer;
                size += buffer.length;
                hash.update(buffer);
                yield buffer;
              }
              if (size !== chunk.size)
                throw new Error(`staged chunk ${chunk.index} holds ${size} bytes, not ${chunk.size}`);
              written += size;
            }
            if (written !== fileSize) throw new Error(`staged chunks hold ${written} bytes, not ${fileSize}`);
          })(),
        ),
        createWriteStream(path, { flags: 'wx' }),
      );
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
    return { path, sha256: hash.digest('hex'), release: () => rm(path, { force: true }) };
  }

  async #read(upload: string, location: string): Promise<Readable> {
    const answer = await this.options.client.send(
      new GetObjectCommand({ Bucket: this.options.bucket, Key: this.#keyOf(upload, location) }),
    );
    if (!(answer.Body instanceof Readable))
      throw new Error(`the S3 client answered ${location} with no stream`);
    return answer.Body;
  }

  /** Every object under `prefix`, page by page. */
  async *#objects(prefix: string): AsyncIterable<{ key: string; modifiedMs: number }> {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.options.client.send(
        new ListObjectsV2Command({
          Bucket: this.options.bucket,
          Prefix: prefix,
          MaxKeys: this.options.listPageSize,
          ContinuationToken,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key !== undefined)
          yield { key: object.Key, modifiedMs: object.LastModified?.getTime() ?? 0 };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async discard(upload: string): Promise<void> {
    const keys: string[] = [];
    for await (const { key } of this.#objects(this.#prefixOf(upload))) keys.push(key);
    for (const Key of keys) {
      await this.options.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key }));
    }
  }

  async *staged(): AsyncIterable<{ upload: string; modifiedMs: number }> {
    // Listed in key order: an upload's objects come together.
    let current: { upload: string; modifiedMs: number } | undefined;
    for await (const { key, modifiedMs } of this.#objects(this.options.prefix)) {
      const upload = key.slice(this.options.prefix.length).split('/')[0] ?? '';
      if (!UPLOAD_NAME.test(upload)) continue;
      if (current && current.upload !== upload) {
        yield current;
        current = undefined;
      }
      current = { upload, modifiedMs: Math.max(current?.modifiedMs ?? 0, modifiedMs) };
    }
    if (current) yield current;
  }
}
