// Blobs in an S3-compatible bucket (issue 16 point 2): the same content-addressed layout as the local
// store (`<prefix>ab/cd/<hash>`), so `aws s3 sync data/blobs s3://bucket/prefix` moves a library as
// is. This module loads the AWS SDK: only storage/s3-config.ts imports it, with a dynamic import(),
// when the configuration asks for S3 (SQLite + disk never load the SDK).
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
  UploadPartCopyCommand,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  BlobNotFoundError,
  type BlobSource,
  type BlobStore,
  type ByteRange,
  type StoredBlob,
  type StoredBlobEntry,
} from './blob-store';
import type { ChunkStaging } from './chunk-staging';
import { isContentHash } from './paths';
import { S3ChunkStaging } from './s3-chunk-staging';

/** How put() cuts a source into parts, and how list() pages; the defaults suit a real bucket. */
export interface S3BlobStoreTuning {
  /**
   * Bytes per part of a multipart upload (S3's minimum is 5 MiB); a source no longer than one part
   * is a single PutObject. put() holds about `queueSize + 1` parts of a source in memory (those in
   * flight and the one being read), never the whole source.
   */
  partSize: number;
  /** Parts uploaded at once. */
  queueSize: number;
  /** Keys per ListObjectsV2 page (S3 answers at most 1,000). */
  listPageSize: number;
  /** Larger blobs are copied from their temporary key in parts (UploadPartCopy): S3's CopyObject stops at 5 GiB. */
  copyObjectLimit: number;
  /** Bytes per part of such a copy. */
  copyPartSize: number;
}

export const DEFAULT_S3_TUNING: S3BlobStoreTuning = {
  partSize: 8 * 1024 * 1024,
  queueSize: 2,
  listPageSize: 1000,
  copyObjectLimit: 5 * 1024 * 1024 * 1024,
  copyPartSize: 512 * 1024 * 1024,
};

export interface S3BlobStoreOptions {
  /** The client (endpoint, region, credentials), or its configuration. */
  client: S3Client | S3ClientConfig;
  bucket: string;
  /** Where the store's keys start: '' (the bucket's root) or segments ending in '/' ('vitrine/'). */
  prefix: string;
  tuning?: Partial<S3BlobStoreTuning>;
}

/** What put() writes before the hash is known: `<prefix>tmp/blob-<24 hex>` (as the local store's temporaries). */
const TEMPORARY_NAME = /^blob-[0-9a-f]{24}$/;

/** An S3 error that means "no such object" (HeadObject answers a bare 404: NotFound). */
function isNotFound(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return name === 'NotFound' || name === 'NoSuchKey' || status === 404;
}

function toReadable(source: BlobSource): Readable {
  if (source instanceof Readable) return source;
  if (source instanceof Uint8Array) return Readable.from([source]);
  return Readable.from(source);
}

/**
 * Blobs as objects of one bucket: `<prefix>ab/cd/<hash>`. put() streams the source through SHA-256
 * into a temporary key (`<prefix>tmp/blob-<random>`, multipart for a source larger than a part),
 * then copies it server-side to its hash's key unless that key exists (the same bytes stored once),
 * and deletes the temporary key: a reader never sees half a blob under a hash, and a crash leaves
 * only a temporary key, which the start sweep removes ({@link removeStaleTemporaries}).
 */
export class S3BlobStore implements BlobStore {
  readonly client: S3Client;
  readonly bucket: string;
  readonly prefix: string;
  readonly tuning: S3BlobStoreTuning;

  constructor(options: S3BlobStoreOptions) {
    this.client = options.client instanceof S3Client ? options.client : new S3Client(options.client);
    this.bucket = options.bucket;
    this.prefix = options.prefix;
    this.tuning = { ...DEFAULT_S3_TUNING, ...options.tuning };
  }

  /** The key of a blob; throws for anything that is not a content hash (a key never comes from input). */
  keyOf(hash: string): string {
    if (!isContentHash(hash)) throw new BlobNotFoundError(hash);
    return `${this.prefix}${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}`;
  }

  /** Where put() writes before the hash is known. */
  get temporaryPrefix(): string {
    return `${this.prefix}tmp/`;
  }

  #chunkStaging: S3ChunkStaging | undefined;

  /**
   * Upload chunks as objects under `<prefix>tmp/uploads/` (storage/s3-chunk-staging.ts), so any
   * instance on this bucket can take any chunk of an upload.
   */
  chunkStaging(): ChunkStaging {
    this.#chunkStaging ??= new S3ChunkStaging({
      client: this.client,
      bucket: this.bucket,
      prefix: `${this.temporaryPrefix}uploads/`,
      partSize: this.tuning.partSize,
      queueSize: this.tuning.queueSize,
      listPageSize: this.tuning.listPageSize,
    });
    return this.#chunkStaging;
  }

  /** Answers when the bucket can be reached with these credentials; throws the SDK's error otherwise. */
  async checkBucket(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async put(source: BlobSource): Promise<StoredBlob> {
    const temporary = `${this.temporaryPrefix}blob-${randomBytes(12).toString('hex')}`;
    const hasher = createHash('sha256');
    let size = 0;
    const input = toReadable(source);
    const body = Readable.from(
      (async function* () {
        for await (const chunk of input) {
          const bytes: Uint8Array = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
          hasher.update(bytes);
          size += bytes.byteLength;
          yield bytes;
        }
      })(),
    );
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: temporary, Body: body },
      partSize: this.tuning.partSize,
      queueSize: this.tuning.queueSize,
      // Aborted below, so that a failed abort never hides why the upload failed.
      leavePartsOnError: true,
    });
    try {
      try {
        await upload.done();
      } catch (error) {
        // The parts of a failed multipart upload go (a lifecycle rule removes them if this fails).
        if (upload.uploadId) {
          await this.client
            .send(
              new AbortMultipartUploadCommand({
                Bucket: this.bucket,
                Key: temporary,
                UploadId: upload.uploadId,
              }),
            )
            .catch(() => undefined);
        }
        throw error;
      }
      const hash = hasher.digest('hex');
      if (!(await this.stat(hash))) await this.#copy(temporary, this.keyOf(hash), size);
      return { hash, size };
    } finally {
      body.destroy();
      input.destroy();
      // Gone when the upload failed before writing it; when this delete fails, the sweep removes it.
      await this.client
        .send(new DeleteObjectCommand({ Bucket: this.bucket, Key: temporary }))
        .catch(() => undefined);
    }
  }

  /** A server-side copy: one CopyObject, or UploadPartCopy parts above S3's 5 GiB CopyObject limit. */
  async #copy(from: string, to: string, size: number): Promise<void> {
    const CopySource = encodeURI(`${this.bucket}/${from}`);
    if (size <= this.tuning.copyObjectLimit) {
      await this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: to, CopySource }));
      return;
    }
    const { UploadId } = await this.client.send(
      new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: to }),
    );
    try {
      const parts: { ETag: string; PartNumber: number }[] = [];
      for (let start = 0, PartNumber = 1; start < size; start += this.tuning.copyPartSize, PartNumber++) {
        const end = Math.min(size, start + this.tuning.copyPartSize) - 1;
        const answer = await this.client.send(
          new UploadPartCopyCommand({
            Bucket: this.bucket,
            Key: to,
            UploadId,
            PartNumber,
            CopySource,
            CopySourceRange: `bytes=${start}-${end}`,
          }),
        );
        parts.push({ ETag: answer.CopyPartResult?.ETag ?? '', PartNumber });
      }
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: to,
          UploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
    } catch (error) {
      await this.client
        .send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: to, UploadId }))
        .catch(() => undefined);
      throw error;
    }
  }

  async stat(hash: string): Promise<{ size: number } | null> {
    if (!isContentHash(hash)) return null;
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(hash) }),
      );
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async get(hash: string): Promise<Buffer> {
    const body = await this.#getObject(hash);
    return Buffer.from(await body.transformToByteArray());
  }

  async stream(hash: string, range?: ByteRange): Promise<Readable> {
    const body = await this.#getObject(hash, range);
    // In Node the SDK's body is the HTTP response (an IncomingMessage): a Readable.
    if (!(body instanceof Readable)) throw new Error(`the S3 client answered ${hash} with no Node stream`);
    return body;
  }

  async #getObject(hash: string, range?: ByteRange) {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.keyOf(hash),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      if (!answer.Body) throw new BlobNotFoundError(hash);
      return answer.Body;
    } catch (error) {
      if (isNotFound(error)) throw new BlobNotFoundError(hash);
      throw error;
    }
  }

  async delete(hash: string): Promise<void> {
    if (!isContentHash(hash)) return;
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(hash) }));
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }

  /** Every object under `prefix`, page by page (ListObjectsV2). */
  async *#objects(prefix: string): AsyncIterable<{ key: string; modifiedMs: number }> {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          MaxKeys: this.tuning.listPageSize,
          ContinuationToken,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key === undefined) continue;
        yield { key: object.Key, modifiedMs: object.LastModified?.getTime() ?? 0 };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  /** Every object named by a content hash at its place (`<prefix>ab/cd/<hash>`); nothing else. */
  async *list(): AsyncIterable<StoredBlobEntry> {
    for await (const { key, modifiedMs } of this.#objects(this.prefix)) {
      const rest = key.slice(this.prefix.length);
      const hash = /^([0-9a-f]{2})\/([0-9a-f]{2})\/([0-9a-f]{64})$/.exec(rest)?.[3];
      if (hash === undefined || !rest.startsWith(`${hash.slice(0, 2)}/${hash.slice(2, 4)}/`)) continue;
      yield { hash, modifiedMs };
    }
  }

  /**
   * Removes the temporary keys of puts a crash cut short (`<prefix>tmp/blob-<random>`; put() removes
   * its own otherwise) last written before `beforeMs`; answers their names. The parts of a multipart
   * upload a crash cut short are not objects (no listing shows them): a bucket lifecycle rule
   * (AbortIncompleteMultipartUpload) removes them (docs/scaling.md).
   */
  async removeStaleTemporaries(beforeMs: number): Promise<string[]> {
    const removed: string[] = [];
    for await (const { key, modifiedMs } of this.#objects(this.temporaryPrefix)) {
      const name = key.slice(this.temporaryPrefix.length);
      if (!TEMPORARY_NAME.test(name) || modifiedMs >= beforeMs) continue;
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
      removed.push(name);
    }
    return removed;
  }
}
