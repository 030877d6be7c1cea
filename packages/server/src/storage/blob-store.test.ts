// The blob store: content-addressed, atomic, ranges; paths never leave the data directory.
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlobNotFoundError, LocalBlobStore } from './blob-store';
import { safeJoin, UnsafePathError } from './paths';

let dir: string;
let store: LocalBlobStore;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitrine-blobs-'));
  store = new LocalBlobStore(join(dir, 'blobs'), join(dir, 'tmp'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const text = (s: string) => new TextEncoder().encode(s);
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

describe('LocalBlobStore', () => {
  it('stores bytes under their SHA-256 and reads them back', async () => {
    const stored = await store.put(text('hello blob'));
    expect(stored).toEqual({ hash: sha256('hello blob'), size: 10 });
    expect((await store.get(stored.hash)).toString()).toBe('hello blob');
    expect(await store.stat(stored.hash)).toEqual({ size: 10 });
    expect(store.pathOf(stored.hash)).toBe(
      join(dir, 'blobs', stored.hash.slice(0, 2), stored.hash.slice(2, 4), stored.hash),
    );
  });

  it('keeps one copy of the same bytes and leaves no temporary file', async () => {
    const a = await store.put(text('same'));
    const b = await store.put(Readable.from([Buffer.from('sa'), Buffer.from('me')]));
    expect(b).toEqual(a);
    expect(await readdir(join(dir, 'tmp'))).toEqual([]);
  });

  it('streams a byte range (both ends inclusive)', async () => {
    const { hash } = await store.put(text('0123456789'));
    expect(await readAll(await store.stream(hash, { start: 2, end: 5 }))).toBe('2345');
    expect(await readAll(await store.stream(hash))).toBe('0123456789');
  });

  it('deletes, and then the blob is not found', async () => {
    const { hash } = await store.put(text('gone soon'));
    await store.delete(hash);
    expect(await store.stat(hash)).toBeNull();
    await expect(store.get(hash)).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(store.stream(hash)).rejects.toBeInstanceOf(BlobNotFoundError);
    await store.delete(hash);
  });

  it.each(['../../etc/passwd', 'abc', `${'a'.repeat(63)}/`, 'A'.repeat(64)])(
    'never turns %j into a path',
    async (key) => {
      expect(() => store.pathOf(key)).toThrow(BlobNotFoundError);
      expect(await store.stat(key)).toBeNull();
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
