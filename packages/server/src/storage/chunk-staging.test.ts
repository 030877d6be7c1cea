// The local chunk staging's running hash (issue 19: two chunks of a file in flight): the bytes of a
// chunk written ahead of the hash are kept in memory until it reaches them (read back from the file
// past the memory for them), so completing reads nothing more. "Hashed on the way" is told apart
// from "read at the end" (or "read back") by changing a byte of the file before the hash could see
// it: a hash of the bytes as they came still names them, a read of the file the changed bytes.
import { createHash } from 'node:crypto';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalChunkStaging } from './chunk-staging';

const UPLOAD = 'a'.repeat(64);
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const bytes = Buffer.from(Array.from({ length: 40 }, (_, i) => (i * 11 + 3) % 256));

let root: string;
let staging: LocalChunkStaging;
/** A staging that keeps `keptAheadBytes` of chunks written ahead in memory (default: its own). */
function stage(keptAheadBytes?: number): void {
  staging = new LocalChunkStaging(root, { keptAheadBytes });
  staging.begin(UPLOAD);
}
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'vitrine-staging-'));
  stage();
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A chunk's bytes as a stream that stops after its first byte until `release` is called. */
function held(part: Buffer): { stream: Readable; release: () => void } {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const stream = Readable.from(
    (async function* () {
      yield part.subarray(0, 1);
      await gate;
      yield part.subarray(1);
    })(),
  );
  return { stream, release };
}

const write = (index: number, stream: Readable) =>
  staging.write(UPLOAD, { index, offset: index * 10 }, stream);
const chunk = (index: number) => Readable.from([bytes.subarray(index * 10, index * 10 + 10)]);

/** Changes the byte at `at` of the file on disk. */
async function changeByte(at: number) {
  const handle = await open(join(root, UPLOAD, 'data'), 'r+');
  await handle.write(Uint8Array.of(((bytes[at] ?? 0) + 1) % 256), 0, 1, at);
  await handle.close();
}

/** The bytes with the byte at `at` changed as `changeByte` does. */
function changed(at: number): Buffer {
  const copy = Buffer.from(bytes);
  copy[at] = ((bytes[at] ?? 0) + 1) % 256;
  return copy;
}

/** Once the running hash has caught up, changes the file's last byte on disk, then assembles. */
async function assembleAfterChange() {
  await staging.settled(UPLOAD);
  await changeByte(39);
  return staging.assemble(UPLOAD, [], bytes.length);
}

/**
 * Chunk 0 written, then chunk 1 started (held after its first byte) and chunk 2 written ahead of it;
 * `finishOne` lets chunk 1 end and answers when it is answered.
 */
async function twoAheadOfOne(): Promise<{ finishOne: () => Promise<unknown> }> {
  await write(0, chunk(0));
  const one = held(bytes.subarray(10, 20));
  const first = write(1, one.stream);
  await write(2, chunk(2));
  return {
    finishOne: () => {
      one.release();
      return first;
    },
  };
}

describe.each([
  { memory: 'bytes kept in memory', keptAheadBytes: undefined },
  { memory: 'no memory: read back', keptAheadBytes: 0 },
])('LocalChunkStaging: the running hash ($memory)', ({ keptAheadBytes }) => {
  beforeEach(() => stage(keptAheadBytes));

  it('hashes chunks written two at a time and out of order on the way (nothing read at the end)', async () => {
    // 1 and 2 at once; 2 ends first (ahead of the hash), then 1, which catches 2 up (from memory or
    // from the file).
    const { finishOne } = await twoAheadOfOne();
    await finishOne();
    // 3 while nothing else is written.
    await write(3, chunk(3));
    const file = await assembleAfterChange();
    expect(file.sha256).toBe(sha(bytes));
  });

  it('catches up a chunk written ahead when the chunk before it ends later, whichever order they end in', async () => {
    // 3 ends first, then 1, then 2 (which was started before 1 ended), then 0 catches them all up.
    const zero = held(bytes.subarray(0, 10));
    const zeroWritten = write(0, zero.stream);
    await write(3, chunk(3));
    await write(1, chunk(1));
    await write(2, chunk(2));
    zero.release();
    await zeroWritten;
    const file = await assembleAfterChange();
    expect(file.sha256).toBe(sha(bytes));
  });

  it('reads the file at the end when a chunk is written again (its bytes may differ)', async () => {
    await write(0, chunk(0));
    await write(2, chunk(2));
    await write(2, chunk(2));
    await write(1, chunk(1));
    await write(3, chunk(3));
    const file = await assembleAfterChange();
    expect(file.sha256).toBe(sha(changed(39)));
  });
});

describe('LocalChunkStaging: chunks written ahead', () => {
  it('hashes the kept bytes of a chunk written ahead, not the file, when the hash reaches it', async () => {
    const { finishOne } = await twoAheadOfOne();
    // Changed on disk before the hash reaches chunk 2: the hash names the bytes that came.
    await changeByte(25);
    await finishOne();
    expect(staging.hashedBytes(UPLOAD)).toBe(30);
    await write(3, chunk(3));
    const file = await assembleAfterChange();
    expect(file.sha256).toBe(sha(bytes));
  });

  it('joins a chunk still coming when the hash reaches it: its bytes so far from memory, the rest on the way', async () => {
    await write(0, chunk(0));
    const one = held(bytes.subarray(10, 20));
    const two = held(bytes.subarray(20, 30));
    const first = write(1, one.stream);
    const second = write(2, two.stream);
    one.release();
    await first;
    // Chunk 2's first byte came and is on disk; the hash took it from memory and waits for the rest.
    await changeByte(20);
    expect(staging.hashedBytes(UPLOAD)).toBe(20);
    two.release();
    await second;
    expect(staging.hashedBytes(UPLOAD)).toBe(30);
    await write(3, chunk(3));
    const file = await assembleAfterChange();
    expect(file.sha256).toBe(sha(bytes));
  });

  it('reads a chunk written ahead back from the file past the memory for such bytes', async () => {
    stage(5);
    const { finishOne } = await twoAheadOfOne();
    await changeByte(25);
    await finishOne();
    await write(3, chunk(3));
    const file = await assembleAfterChange();
    expect(file.sha256).toBe(sha(changed(25)));
  });

  it('answers a chunk before the chunk written ahead of it is read back; assembling waits for that', async () => {
    stage(0);
    const { finishOne } = await twoAheadOfOne();
    await write(3, chunk(3));
    await finishOne();
    // Chunks 2 and 3 are read back from the file, which no read has come back from when 1 is answered.
    expect(staging.hashedBytes(UPLOAD)).toBe(20);
    await staging.settled(UPLOAD);
    expect(staging.hashedBytes(UPLOAD)).toBe(40);
    const file = await assembleAfterChange();
    expect(file.sha256).toBe(sha(bytes));
  });
});
