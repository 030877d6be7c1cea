// The streamed SHA-256 (issue 19: the duplicate pre-check) against Node's own.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFileHasher } from './hasher';
import { HASH_SLICE_BYTES, sha256OfBlob } from './sha256';

describe('sha256OfBlob', () => {
  it('hashes a file read over several slices, and an empty one, as Node does', async () => {
    const bytes = new Uint8Array(HASH_SLICE_BYTES * 2 + 12345);
    for (let index = 0; index < bytes.length; index += 1) bytes[index] = (index * 31) % 251;
    const expected = createHash('sha256').update(bytes).digest('hex');
    await expect(sha256OfBlob(new Blob([bytes]))).resolves.toBe(expected);
    await expect(sha256OfBlob(new Blob([]))).resolves.toBe(createHash('sha256').digest('hex'));
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(sha256OfBlob(new Blob([new Uint8Array(10)]), controller.signal)).rejects.toThrow();
  });

  it('hashes on the calling thread where there is no Worker (Node)', async () => {
    const hasher = createFileHasher(() => {
      throw new Error('no worker here');
    });
    const bytes = new Uint8Array([1, 2, 3]);
    await expect(hasher.hash(new Blob([bytes]))).resolves.toBe(
      createHash('sha256').update(bytes).digest('hex'),
    );
  });
});
