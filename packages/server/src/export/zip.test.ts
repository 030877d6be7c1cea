// The streamed zip (export/zip.ts): the archive's size is known before the first byte, one blob is
// open at a time, memory stays flat for a 1 GiB selection, and a failure or a client that leaves ends
// the streams.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { BlobNotFoundError, type BlobStore } from '../storage/blob-store';
import { zipStream } from './zip';

const MiB = 1024 * 1024;

/** A blob store over generated content: each blob is `size` bytes of one repeated chunk. */
function fakeBlobs(blobs: Record<string, { size: number; byte: number; lie?: number }>) {
  const stats = { opened: 0, open: 0, maxOpen: 0, destroyed: 0 };
  const store: BlobStore = {
    put: () => Promise.reject(new Error('read-only')),
    stat: async (hash) => (blobs[hash] ? { size: blobs[hash].size } : null),
    get: () => Promise.reject(new Error('not used')),
    delete: async () => undefined,
    async stream(hash) {
      const blob = blobs[hash];
      if (!blob) throw new BlobNotFoundError(hash);
      const chunk = Buffer.alloc(Math.min(MiB, blob.size || 1), blob.byte);
      let left = blob.size + (blob.lie ?? 0);
      stats.opened++;
      stats.open++;
      stats.maxOpen = Math.max(stats.maxOpen, stats.open);
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        stats.open--;
      };
      const stream = new Readable({
        read() {
          if (left <= 0) return this.push(null);
          const n = Math.min(left, chunk.length);
          left -= n;
          this.push(n === chunk.length ? chunk : chunk.subarray(0, n));
        },
        destroy(error, callback) {
          stats.destroyed++;
          close();
          callback(error);
        },
      });
      stream.on('end', close);
      return stream;
    },
  };
  return { store, stats };
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function entriesOf(buffer: Buffer): Promise<{ name: string; bytes: Buffer; mtime: Date }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const out: { name: string; bytes: Buffer; mtime: Date }[] = [];
      zip.on('end', () => resolve(out));
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, async (e, s) => {
          if (e || !s) return reject(e);
          out.push({ name: entry.fileName, bytes: await collect(s), mtime: entry.getLastModDate() });
          zip.readEntry();
        }),
      );
      zip.readEntry();
    });
  });
}

describe('zipStream', () => {
  it('the announced size is the archive size; entries read back with their bytes and dates', async () => {
    const { store, stats } = fakeBlobs({
      a: { size: 1000, byte: 1 },
      b: { size: 0, byte: 2 },
      c: { size: 3 * MiB + 7, byte: 3 },
    });
    const mtime = new Date('2026-03-01T10:20:30Z');
    const zip = await zipStream(store, [
      { path: 'x/a.bin', hash: 'a', size: 1000, mtime },
      { path: 'b.bin', hash: 'b', size: 0, mtime },
      { path: 'c.bin', hash: 'c', size: 3 * MiB + 7, mtime },
    ]);
    const bytes = await collect(zip.stream);
    expect(bytes.length).toBe(zip.size);
    const entries = await entriesOf(bytes);
    expect(entries.map((e) => [e.name, e.bytes.length])).toEqual([
      ['x/a.bin', 1000],
      ['b.bin', 0],
      ['c.bin', 3 * MiB + 7],
    ]);
    expect(entries[0]?.bytes.equals(Buffer.alloc(1000, 1))).toBe(true);
    expect(entries[2]?.bytes.every((b) => b === 3)).toBe(true);
    expect(entries[0]?.mtime.toISOString()).toBe(mtime.toISOString());
    expect(stats.maxOpen).toBe(1);
    expect(stats.open).toBe(0);
  });

  it('1 GiB of originals: memory stays flat, one blob open at a time', async () => {
    const blobs: Record<string, { size: number; byte: number }> = {};
    const entries = [];
    for (let i = 0; i < 8; i++) {
      blobs[`h${i}`] = { size: 128 * MiB, byte: i };
      entries.push({ path: `video-${i}.mp4`, hash: `h${i}`, size: 128 * MiB, mtime: new Date() });
    }
    const { store, stats } = fakeBlobs(blobs);
    const zip = await zipStream(store, entries);
    const memory = () => {
      const m = process.memoryUsage();
      return m.heapUsed + m.arrayBuffers;
    };
    const before = memory();
    let peak = before;
    let total = 0;
    let chunks = 0;
    for await (const chunk of zip.stream) {
      total += (chunk as Buffer).length;
      if (++chunks % 64 === 0) peak = Math.max(peak, memory());
    }
    expect(total).toBe(zip.size);
    expect(total).toBeGreaterThan(1024 * MiB);
    expect(stats.opened).toBe(8);
    expect(stats.maxOpen).toBe(1);
    // Buffering the archive would take over 1 GiB; streaming holds a few chunks.
    expect(peak - before).toBeLessThan(128 * MiB);
  }, 180_000);

  it('a blob that gives other bytes than announced (or is gone) breaks the stream', async () => {
    const { store } = fakeBlobs({ a: { size: 10, byte: 1, lie: 5 } });
    const zip = await zipStream(store, [{ path: 'a', hash: 'a', size: 10, mtime: new Date() }]);
    await expect(collect(zip.stream)).rejects.toThrow(/unexpected number of bytes/);
    const gone = await zipStream(store, [{ path: 'g', hash: 'gone', size: 10, mtime: new Date() }]);
    await expect(collect(gone.stream)).rejects.toThrow(BlobNotFoundError);
  });

  it('a client that leaves closes the blob in progress and opens no other', async () => {
    const { store, stats } = fakeBlobs({ a: { size: 64 * MiB, byte: 1 }, b: { size: 64 * MiB, byte: 2 } });
    const zip = await zipStream(store, [
      { path: 'a', hash: 'a', size: 64 * MiB, mtime: new Date() },
      { path: 'b', hash: 'b', size: 64 * MiB, mtime: new Date() },
    ]);
    await new Promise<void>((resolve) => {
      let read = 0;
      zip.stream.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > 4 * MiB) {
          zip.stream.destroy();
          resolve();
        }
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stats.opened).toBe(1);
    expect(stats.open).toBe(0);
  });
});
