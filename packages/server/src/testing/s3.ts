// An S3-compatible server for the tests of the S3 blob store (issue 16 point 2): s3rver, an S3 API
// in plain Node from npm, started in this process on 127.0.0.1 over a temporary directory (no binary
// to download, nothing to install; MinIO's server is no npm package, and AGPL). Each test file that
// needs it starts its own and closes it (startTestS3); projects that do not need it never start it.
import crypto from 'node:crypto';
import { mkdir, mkdtemp, open, rm, unlink, utimes, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3BlobStore, S3BlobStoreTuning } from '../storage/s3-blob-store';
import { openS3BlobStore, type S3StorageConfig } from '../storage/s3-config';

// s3rver signs ListObjectsV2's continuation tokens with single DES, which OpenSSL 3 (Node ≥ 17)
// keeps in its legacy provider: a listing of more than a page failed with ERR_OSSL_EVP_UNSUPPORTED.
// Triple DES with the key three times over is single DES (same bytes), and OpenSSL 3 has it.
const SHIM = Symbol.for('vitrine.test.s3rverDes');
const SHIM_STORE = Symbol.for('vitrine.test.s3rverStore');
const shimmed = crypto as typeof crypto & { [SHIM]?: true; [SHIM_STORE]?: true };
if (!shimmed[SHIM]) {
  shimmed[SHIM] = true;
  const createCipheriv = crypto.createCipheriv;
  const createDecipheriv = crypto.createDecipheriv;
  const tripled = (key: crypto.CipherKey) => Buffer.concat([key, key, key] as Buffer[]);
  const tripleDes =
    <T>(make: (algorithm: string, key: crypto.CipherKey, iv: crypto.BinaryLike | null, options?: never) => T) =>
    (algorithm: string, key: crypto.CipherKey, iv: crypto.BinaryLike | null, options?: never) =>
      algorithm === 'des' ? make('des-ede3-cbc', tripled(key), iv) : make(algorithm, key, iv, options);
  Object.assign(crypto, {
    createCipheriv: tripleDes(createCipheriv),
    createDecipheriv: tripleDes(createDecipheriv),
  });
}

// s3rver's filesystem store answered a put once its bytes had gone into the pipe to the file, before
// the file was written (a copy or read right after could see part of it), with no handler for the
// file's errors; and a delete removed the directories it left empty, so a put into the same
// directory at that moment failed to open its file: an uncaught ENOENT in the test's process. Puts
// and parts are written to the end before they are answered, and deletes leave directories alone.
interface FilesystemStorePrototype {
  getResourcePath(bucket: string, key: string | undefined, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: unknown, md5: string): Promise<void>;
  putObject(object: {
    bucket: string;
    key: string;
    content: Buffer | Readable;
    metadata: unknown;
  }): Promise<unknown>;
  putPart(bucket: string, uploadId: string, partNumber: number, content: Readable): Promise<unknown>;
  deleteObject(bucket: string, key: string): Promise<void>;
}
const storePrototype = (
  createRequire(import.meta.url)('s3rver/lib/stores/filesystem') as { prototype: FilesystemStorePrototype }
).prototype;

async function writeWhole(path: string, content: Buffer | Readable): Promise<{ size: number; md5: string }> {
  await mkdir(dirname(path), { recursive: true });
  const md5 = crypto.createHash('md5');
  let size = 0;
  const file = await open(path, 'w');
  await pipeline(
    Buffer.isBuffer(content) ? Readable.from([content]) : content,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        md5.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    },
    file.createWriteStream(),
  );
  return { size, md5: md5.digest('hex') };
}

if (!shimmed[SHIM_STORE]) {
  shimmed[SHIM_STORE] = true;
  storePrototype.putObject = async function (object) {
    const written = await writeWhole(
      this.getResourcePath(object.bucket, object.key, 'object'),
      object.content,
    );
    await this.putMetadata(object.bucket, object.key, object.metadata, written.md5);
    return written;
  };
  storePrototype.putPart = async function (bucket, uploadId, partNumber, content) {
    const path = join(this.getResourcePath(bucket, undefined, 'uploads'), uploadId, String(partNumber));
    const written = await writeWhole(path, content);
    await writeFile(`${path}.md5`, written.md5);
    return written;
  };
  storePrototype.deleteObject = async function (bucket, key) {
    for (const resource of ['object', 'object.md5', 'metadata.json']) {
      await unlink(this.getResourcePath(bucket, key, resource)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
  };
}

/** The tests' bucket (s3rver takes any keys: its own are S3RVER / S3RVER). */
export const TEST_BUCKET = 'vitrine-test';
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3 {
  endpoint: string;
  /** A client of the test server (to look into the bucket). */
  client: S3Client;
  /** The configuration of a store under `prefix` of the test bucket (as resolveStorage answers it). */
  config(prefix: string): S3StorageConfig;
  /** A store under a prefix of its own (`<name>-<n>/`), so tests sharing the server do not meet. */
  store(name: string, tuning?: Partial<S3BlobStoreTuning>): Promise<S3BlobStore>;
  /** Every key of the bucket under `prefix`. */
  keys(prefix: string): Promise<string[]>;
  /** Sets an object's LastModified `ms` before now (s3rver answers its file's mtime). */
  age(key: string, ms: number): Promise<void>;
  close(): Promise<void>;
}

let stores = 0;

export async function startTestS3(): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'vitrine-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: KEYS });
  await client.send(new CreateBucketCommand({ Bucket: TEST_BUCKET }));
  const opened: S3BlobStore[] = [];
  const config = (prefix: string): S3StorageConfig => ({
    url: `s3://${TEST_BUCKET}/${prefix}`,
    bucket: TEST_BUCKET,
    prefix,
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: KEYS,
  });
  return {
    endpoint,
    client,
    config,
    async store(name, tuning = {}) {
      const store = await openS3BlobStore(config(`${name}-${++stores}/`), tuning);
      opened.push(store);
      return store;
    },
    async keys(prefix) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: TEST_BUCKET, Prefix: prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    async age(key, ms) {
      const parts = key.split('/');
      const last = parts.pop() ?? '';
      const when = new Date(Date.now() - ms);
      await utimes(join(directory, TEST_BUCKET, ...parts, `${last}._S3rver_object`), when, when);
    },
    async close() {
      for (const store of opened) store.client.destroy();
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
