// Content hashes: the same sha256 from bytes, from a file, and from a stream on its way to disk.
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HashingStream, sha256, sha256File } from './hash';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitrine-media-hash-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('content hashes', () => {
  it('gives the sha256 of bytes (FIPS 180-2 test vector "abc")', () => {
    expect(sha256(Buffer.from('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('hashes a stream while it is written to disk, and sha256File agrees', async () => {
    const chunks = Array.from({ length: 40 }, (_, index) => Buffer.alloc(64 * 1024, index));
    const path = join(dir, 'upload.bin');
    const hasher = new HashingStream();
    expect(() => hasher.digest()).toThrow('before the stream finished');
    await pipeline(Readable.from(chunks), hasher, createWriteStream(path));
    const written = await readFile(path);
    expect(written).toEqual(Buffer.concat(chunks));
    expect(hasher.bytes).toBe(40 * 64 * 1024);
    expect(hasher.digest()).toBe(sha256(written));
    expect(await sha256File(path)).toBe(sha256(written));
  });

  it('tells different contents apart', () => {
    expect(sha256(Buffer.from('a'))).not.toBe(sha256(Buffer.from('b')));
  });
});
