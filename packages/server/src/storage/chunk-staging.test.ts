// The local chunk staging's running hash (issue 19: two chunks of a file in flight): chunks written
// ahead of the hash are hashed from the file when it reaches them, so completing reads nothing more.
// "Hashed on the way" is told apart from "read at the end" by changing a byte of the file before
// assembling: the running hash still names the bytes written, a read at the end the changed file.
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
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'vitrine-staging-'));
  staging = new LocalChunkStaging(root);
  staging.begin(UPLOAD);
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

/** Once the running hash has caught up, changes the file's last byte on disk, then assembles. */
async function assembleAfterChange() {
  await staging.settled(UPLOAD);
  const handle = await open(join(root, UPLOAD, 'data'), 'r+');
  await handle.write(Uint8Array.of(((bytes[39] ?? 0) + 1) % 256), 0, 1, 39);
  await handle.close();
  return staging.assemble(UPLOAD, [], bytes.length);
}

describe('LocalChunkStaging: the running hash', () => {
  it('hashes chunks written two at a time and out of order on the way (nothing read at the end)', async () => {
    await write(0, chunk(0));
    // 1 and 2 at once; 2 ends first (ahead of the hash), then 1, which catches 2 up from the file.
    const one = held(bytes.subarray(10, 20));
    const first = write(1, one.stream);
    await write(2, chunk(2));
    one.release();
    await first;
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

  it('answers a chunk before the chunk written ahead of it is hashed; assembling waits for that', async () => {
    await write(0, chunk(0));
    const one = held(bytes.subarray(10, 20));
    const first = write(1, one.stream);
    await write(2, chunk(2));
    await write(3, chunk(3));
    one.release();
    await first;
    // Chunks 2 and 3 are read back from the file, which no read has come back from when 1 is answered.
    expect(staging.hashedBytes(UPLOAD)).toBe(20);
    await staging.settled(UPLOAD);
    expect(staging.hashedBytes(UPLOAD)).toBe(40);
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
    const changed = Buffer.from(bytes);
    changed[39] = ((bytes[39] ?? 0) + 1) % 256;
    expect(file.sha256).toBe(sha(changed));
  });
});
