// The blob store: content-addressed, atomic, ranges; paths never leave the data directory. One
// behaviour suite run against both stores: the local disk and an S3-compatible bucket (s3rver on
// 127.0.0.1, testing/s3.ts; issue 16 point 2).
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  CreateMultipartUploadCommand,
  GetObjectCommand,
  UploadPartCommand,
  UploadPartCopyCommand,
} from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestS3, type TestS3 } from '../testing/s3';
import { BlobNotFoundError, type BlobStore, LocalBlobStore } from './blob-store';
import { safeJoin, UnsafePathError } from './paths';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3.close());

/** 5 MiB: S3's smallest part; the large put below is 12 MiB, so three parts. */
const PART = 5 * 1024 * 1024;

interface Subject {
  store: BlobStore;
  /** Where a blob of this hash lives (a file path, an object key). */
  placeOf(hash: string): string;
  /** The store's temporaries (files under tmp/, keys under <prefix>tmp/). */
  temporaries(): Promise<string[]>;
  /** Multipart uploads begun since the subject was made (0 for the local store: it has none). */
  multipartUploads(): number;
  /** Bytes a source had given when the store sent its first part (undefined: no part sent). */
  bytesReadAtFirstPart(): number | undefined;
  /** Counts `produced` as the bytes a source has given so far. */
  track(produced: () => number): void;
  dispose(): Promise<void>;
}

const subjects: [string, () => Promise<Subject>][] = [
  [
    'LocalBlobStore',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'vitrine-blobs-'));
      const store = new LocalBlobStore(join(dir, 'blobs'), join(dir, 'tmp'));
      return {
        store,
        placeOf: (hash) => store.pathOf(hash),
        temporaries: () => readdir(join(dir, 'tmp')).catch(() => []),
        multipartUploads: () => 0,
        bytesReadAtFirstPart: () => undefined,
        track: () => {},
        dispose: () => rm(dir, { recursive: true, force: true }),
      };
    },
  ],
  [
    'S3BlobStore',
    async () => {
      // One part in flight: the source is read a part ahead of the upload, no more.
      const store = await s3.store('blobs', { partSize: PART, queueSize: 1, listPageSize: 2 });
      let multipart = 0;
      let produced: () => number = () => 0;
      let atFirstPart: number | undefined;
      const send = store.client.send.bind(store.client);
      vi.spyOn(store.client, 'send').mockImplementation(((command: unknown, ...rest: unknown[]) => {
        if (command instanceof CreateMultipartUploadCommand) multipart++;
        if (command instanceof UploadPartCommand && atFirstPart === undefined) atFirstPart = produced();
        return (send as (...args: unknown[]) => unknown)(command, ...rest);
      }) as typeof store.client.send);
      return {
        store,
        placeOf: (hash) => store.keyOf(hash),
        temporaries: () => s3.keys(store.temporaryPrefix),
        multipartUploads: () => multipart,
        bytesReadAtFirstPart: () => atFirstPart,
        track: (counter) => {
          produced = counter;
        },
        dispose: async () => {},
      };
    },
  ],
];

const text = (s: string) => new TextEncoder().encode(s);
const sha256 = (bytes: string | Uint8Array) => createHash('sha256').update(bytes).digest('hex');
async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
async function listed(store: BlobStore): Promise<string[]> {
  const hashes: string[] = [];
  for await (const entry of store.list?.() ?? []) hashes.push(entry.hash);
  return hashes.sort();
}

describe.each(subjects)('%s', (name, make) => {
  let subject: Subject;
  let store: BlobStore;
  beforeEach(async () => {
    subject = await make();
    store = subject.store;
  });
  afterEach(() => subject.dispose());

  it('stores bytes under their SHA-256 at ab/cd/<hash> and reads them back', async () => {
    const stored = await store.put(text('hello blob'));
    expect(stored).toEqual({ hash: sha256('hello blob'), size: 10 });
    expect((await store.get(stored.hash)).toString()).toBe('hello blob');
    expect(await store.stat(stored.hash)).toEqual({ size: 10 });
    expect(
      subject
        .placeOf(stored.hash)
        .endsWith(`${stored.hash.slice(0, 2)}/${stored.hash.slice(2, 4)}/${stored.hash}`),
    ).toBe(true);
  });

  it('keeps one copy of the same bytes and leaves no temporary behind', async () => {
    const a = await store.put(text('same'));
    const b = await store.put(Readable.from([Buffer.from('sa'), Buffer.from('me')]));
    expect(b).toEqual(a);
    expect(await listed(store)).toEqual([a.hash]);
    expect(await subject.temporaries()).toEqual([]);
  });

  it('stores empty bytes', async () => {
    const stored = await store.put(new Uint8Array(0));
    expect(stored).toEqual({ hash: sha256(''), size: 0 });
    expect(await store.stat(stored.hash)).toEqual({ size: 0 });
    expect((await store.get(stored.hash)).length).toBe(0);
  });

  it('streams a byte range (both ends inclusive), and the whole blob without one', async () => {
    const { hash } = await store.put(text('0123456789'));
    expect((await readAll(await store.stream(hash, { start: 2, end: 5 }))).toString()).toBe('2345');
    expect((await readAll(await store.stream(hash, { start: 9, end: 9 }))).toString()).toBe('9');
    expect((await readAll(await store.stream(hash))).toString()).toBe('0123456789');
  });

  it('deletes, and then the blob is not found; deleting again is no error', async () => {
    const { hash } = await store.put(text('gone soon'));
    await store.delete(hash);
    expect(await store.stat(hash)).toBeNull();
    await expect(store.get(hash)).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(store.stream(hash)).rejects.toBeInstanceOf(BlobNotFoundError);
    await store.delete(hash);
    expect(await listed(store)).toEqual([]);
  });

  it('answers a hash it never stored as not found', async () => {
    const hash = sha256('never stored');
    expect(await store.stat(hash)).toBeNull();
    await expect(store.get(hash)).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(store.stream(hash, { start: 0, end: 1 })).rejects.toBeInstanceOf(BlobNotFoundError);
  });

  it('lists every blob with when it was written (more than one page of the listing)', async () => {
    const before = Date.now() - 2000;
    const hashes = [];
    for (const word of ['one', 'two', 'three', 'four', 'five'])
      hashes.push((await store.put(text(word))).hash);
    const entries = [];
    for await (const entry of store.list?.() ?? []) entries.push(entry);
    expect(entries.map((entry) => entry.hash).sort()).toEqual(hashes.sort());
    for (const entry of entries) {
      expect(entry.modifiedMs).toBeGreaterThan(before);
      expect(entry.modifiedMs).toBeLessThan(Date.now() + 2000);
    }
  });

  it('stores a large source part by part (12 MiB), never all of it in memory first, and reads it back by hash', async () => {
    const size = 12 * 1024 * 1024;
    const block = Buffer.alloc(64 * 1024);
    const hasher = createHash('sha256');
    let produced = 0;
    subject.track(() => produced);
    async function* source() {
      for (let i = 0; produced < size; i++) {
        block.fill(i % 251);
        hasher.update(block);
        produced += block.length;
        yield Buffer.from(block);
      }
    }
    const stored = await store.put(Readable.from(source()));
    const hash = hasher.digest('hex');
    expect(stored).toEqual({ hash, size });
    if (name === 'S3BlobStore') {
      expect(subject.multipartUploads()).toBe(1);
      // The first part went out when the source had given about one part (and what the stream
      // buffers), long before its end: the 12 MiB were never held in memory at once.
      expect(subject.bytesReadAtFirstPart()).toBeGreaterThanOrEqual(PART);
      expect(subject.bytesReadAtFirstPart()).toBeLessThan(2 * PART);
    }
    expect(await store.stat(hash)).toEqual({ size });
    const back = await readAll(await store.stream(hash));
    expect(back.length).toBe(size);
    expect(sha256(back)).toBe(hash);
    const middle = await readAll(await store.stream(hash, { start: PART - 3, end: PART + 2 }));
    expect([...middle]).toEqual([...back.subarray(PART - 3, PART + 3)]);
    expect(await subject.temporaries()).toEqual([]);
  });

  it('stores nothing under any hash when the source fails part-way, and leaves no temporary', async () => {
    async function* failing() {
      yield Buffer.alloc(PART + 1024, 1);
      yield Buffer.alloc(1024, 2);
      throw new Error('the client went away');
    }
    await expect(store.put(Readable.from(failing()))).rejects.toThrow('the client went away');
    async function* failingSmall() {
      yield Buffer.from('a few bytes');
      throw new Error('cut short');
    }
    await expect(store.put(Readable.from(failingSmall()))).rejects.toThrow('cut short');
    expect(await listed(store)).toEqual([]);
    expect(await store.stat(sha256(Buffer.alloc(PART + 1024, 1)))).toBeNull();
    expect(await store.stat(sha256('a few bytes'))).toBeNull();
    expect(await subject.temporaries()).toEqual([]);
  });

  it.each(['../../etc/passwd', 'abc', `${'a'.repeat(63)}/`, 'A'.repeat(64)])(
    'never turns %j into a place',
    async (key) => {
      expect(() => subject.placeOf(key)).toThrow(BlobNotFoundError);
      expect(await store.stat(key)).toBeNull();
      await expect(store.get(key)).rejects.toBeInstanceOf(BlobNotFoundError);
      await store.delete(key);
    },
  );
});

describe('safeJoin', () => {
  it('joins names inside the root', () => {
    expect(safeJoin('/data', 'uploads', 'a b.png')).toBe('/data/uploads/a b.png');
    expect(safeJoin('/data', 'x/../y')).toBe('/data/y');
  });

  it.each([['..'], ['../x'], ['a/../../x'], ['/etc/passwd'], ['a\\b'], ['C:x'], ['a\0b'], ['.'], ['']])(
    'refuses %j',
    (part) => {
      expect(() => safeJoin('/data', part)).toThrow(UnsafePathError);
    },
  );
});

describe('S3BlobStore above CopyObject’s 5 GiB limit', () => {
  // s3rver has no UploadPartCopy: the test's client does what the service would (a ranged read of
  // the source, an UploadPart of those bytes), so the parts and their ranges are checked for real.
  async function storeCopyingInParts(failPart?: number) {
    const store = await s3.store('copy', {
      partSize: PART,
      copyObjectLimit: 1024 * 1024,
      copyPartSize: PART,
    });
    const sent: string[] = [];
    const send = store.client.send.bind(store.client) as (command: unknown) => Promise<unknown>;
    vi.spyOn(store.client, 'send').mockImplementation((async (command: unknown) => {
      // The command and the key it writes: `CompleteMultipartUploadCommand <key>`.
      sent.push(
        `${(command as object).constructor.name} ${(command as { input: { Key?: string } }).input.Key}`,
      );
      if (!(command instanceof UploadPartCopyCommand)) return send(command);
      const { Bucket, Key, UploadId, PartNumber, CopySource = '', CopySourceRange } = command.input;
      if (PartNumber === failPart) throw new Error('the service failed a part');
      const source = decodeURI(CopySource).slice(`${Bucket}/`.length);
      const read = (await send(new GetObjectCommand({ Bucket, Key: source, Range: CopySourceRange }))) as {
        Body: { transformToByteArray(): Promise<Uint8Array> };
      };
      const part = (await send(
        new UploadPartCommand({
          Bucket,
          Key,
          UploadId,
          PartNumber,
          Body: await read.Body.transformToByteArray(),
        }),
      )) as { ETag?: string };
      sent.push(`${CopySourceRange}`);
      return { CopyPartResult: { ETag: part.ETag } };
    }) as typeof store.client.send);
    return { store, sent };
  }

  const twelveMiB = () => {
    const bytes = Buffer.alloc(12 * 1024 * 1024);
    for (let i = 0; i < bytes.length; i += 4096) bytes[i] = (i / 4096) % 251;
    return bytes;
  };

  it('copies the temporary key to the hash key in UploadPartCopy parts', async () => {
    const { store, sent } = await storeCopyingInParts();
    const bytes = twelveMiB();
    const stored = await store.put(Readable.from([bytes]));
    expect(stored).toEqual({ hash: sha256(bytes), size: bytes.length });
    const key = store.keyOf(stored.hash);
    expect(sent.filter((line) => line.startsWith('CopyObjectCommand'))).toEqual([]);
    expect(sent.filter((name) => name.startsWith('bytes='))).toEqual([
      `bytes=0-${PART - 1}`,
      `bytes=${PART}-${2 * PART - 1}`,
      `bytes=${2 * PART}-${bytes.length - 1}`,
    ]);
    expect(sent).toContain(`CompleteMultipartUploadCommand ${key}`);
    expect(sha256(await store.get(stored.hash))).toBe(stored.hash);
    expect(await s3.keys(store.temporaryPrefix)).toEqual([]);
  });

  it('a part that fails aborts the copy: nothing under the hash, no temporary left', async () => {
    const { store, sent } = await storeCopyingInParts(2);
    const bytes = twelveMiB();
    await expect(store.put(Readable.from([bytes]))).rejects.toThrow('the service failed a part');
    const key = store.keyOf(sha256(bytes));
    expect(sent).toContain(`AbortMultipartUploadCommand ${key}`);
    expect(sent).not.toContain(`CompleteMultipartUploadCommand ${key}`);
    expect(await store.stat(sha256(bytes))).toBeNull();
    expect(await s3.keys(store.prefix)).toEqual([]);
  });
});
