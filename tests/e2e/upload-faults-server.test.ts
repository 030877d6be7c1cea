// The uploader engine on the real server under faults (issue 19): the engine's test page (no panel)
// behind a proxy on 127.0.0.1 that fails chunk posts, drops every connection while the server
// restarts, or sees the page reloaded. Whatever happens, every file arrives once, with its bytes
// (SHA-256 of the stored original = SHA-256 of the file on disk), and the chunks the server already
// had are not sent again.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Fault,
  pageState,
  sha256OfFile,
  startQueue,
  startUploadEngineHarness,
  type UploadEngineHarness,
  waitForState,
} from './upload-page/harness';

let harness: UploadEngineHarness;
let filesDir: string;

beforeAll(async () => {
  harness = await startUploadEngineHarness();
  filesDir = await mkdtemp(join(tmpdir(), 'vitrine-upload-files-'));
});
afterAll(async () => {
  await harness?.close();
  await rm(filesDir, { recursive: true, force: true });
});

/** A seeded generator (mulberry32): the same faults on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Writes `size` random bytes to a file (in 8 MB pieces). */
async function randomFile(name: string, size: number): Promise<string> {
  const path = join(filesDir, name);
  const out = createWriteStream(path);
  for (let written = 0; written < size; ) {
    const part = randomBytes(Math.min(8 * 1024 * 1024, size - written));
    written += part.length;
    if (!out.write(part)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  return path;
}

/** Server answers 200 to this upload's chunk `index` (its bytes were stored). */
const storedTimes = (uniqueId: string, index: number) =>
  harness.chunks.filter(
    (chunk) => chunk.uniqueId === uniqueId && chunk.chunkIndex === index && chunk.serverStatus === 200,
  ).length;

describe('upload engine on the real server under faults (issue 19)', { timeout: 300_000 }, () => {
  it('50 files with 10 % of chunk posts failing (429, 503, reset before or after the server) arrive once each, byte for byte', async () => {
    const folderId = harness.library.folders.workspace.id;
    const paths: string[] = [];
    for (let index = 0; index < 50; index += 1) {
      const name = `fault-${String(index).padStart(2, '0')}.bin`;
      paths.push(await randomFile(name, 20_000 + index * 7_919));
    }
    const random = seeded(19);
    const kinds: Fault[] = ['429', '503', 'reset-before', 'reset-after'];
    let injected = 0;
    harness.setFaults(() => {
      if (random() >= 0.1) return 'none';
      injected += 1;
      return kinds[injected % kinds.length] as Fault;
    });
    const before = harness.chunks.length;
    const page = await harness.openPage();
    await page.locator('#files').setInputFiles(paths);
    await startQueue(page, { folderId, addInputFiles: true });
    const finished = await waitForState(
      page,
      (state) => state.totals.done + state.totals.failed === 50,
      240_000,
    );
    harness.setFaults(null);

    expect(finished.errors.filter(Boolean)).toEqual([]);
    expect(finished.totals.done).toBe(50);
    const posts = harness.chunks.slice(before);
    const faults = posts.filter((post) => post.fault !== 'none');
    // Faults did happen, of every kind, at about the rate asked.
    expect(new Set(faults.map((post) => post.fault))).toEqual(new Set(kinds));
    expect(faults.length).toBeGreaterThanOrEqual(3);
    // Every retry was the same chunk of the same upload: 50 uploads, never a fifty-first.
    expect(new Set(posts.map((post) => post.uniqueId)).size).toBe(50);
    expect(posts.every((post) => post.chunkIndex === 0)).toBe(true);

    const stored = await harness.storedFiles(folderId, 'fault-');
    expect(stored.map((file) => file.name).sort()).toEqual(paths.map((path) => path.split('/').pop()).sort());
    const expected = Object.fromEntries(
      await Promise.all(
        paths.map(async (path) => [path.split('/').pop(), await sha256OfFile(path)] as const),
      ),
    );
    for (const file of stored) expect(file.sha256).toBe(expected[file.name]);
    await page.context().close();
  });

  it('a server stopped mid-upload and started again on the same data directory: the upload resumes, chunks it had are not sent again', async () => {
    const folderId = harness.library.folders.workspace.id;
    // 3 chunks of 60,000,000 bytes (spec 001 §9): 150,000,000 bytes.
    const path = await randomFile('restart-big.bin', 150_000_000);
    const before = harness.chunks.length;
    const page = await harness.openPage();
    await page.locator('#files').setInputFiles([path]);
    await startQueue(page, { folderId, addInputFiles: true, checkNames: false });
    // Stop the server while chunk 1 is on its way (chunk 0 stored).
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const posts = harness.chunks.slice(before);
      if (
        posts.some((post) => post.chunkIndex === 0 && post.serverStatus === 200) &&
        posts.some((post) => post.chunkIndex === 1)
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const uniqueId = harness.chunks[before]?.uniqueId ?? '';
    expect(storedTimes(uniqueId, 0)).toBe(1);
    await harness.restartServer({ downMs: 1500 });
    const finished = await waitForState(
      page,
      (state) => state.totals.done + state.totals.failed === 1,
      240_000,
    );
    expect(finished.errors).toEqual([null]);
    expect(finished.states).toEqual(['done']);
    const posts = harness.chunks.slice(before);
    expect(new Set(posts.map((post) => post.uniqueId))).toEqual(new Set([uniqueId]));
    // Chunk 0 went once; 1 and 2 were stored once each.
    expect([storedTimes(uniqueId, 0), storedTimes(uniqueId, 1), storedTimes(uniqueId, 2)]).toEqual([1, 1, 1]);
    expect(posts.filter((post) => post.chunkIndex === 0)).toHaveLength(1);
    const stored = await harness.storedFiles(folderId, 'restart-big');
    expect(stored).toEqual([{ name: 'restart-big.bin', sha256: await sha256OfFile(path) }]);
    await page.context().close();
  });

  it('a page reloaded mid-upload comes back with its queue; the same file picked again resumes at the first missing chunk', async () => {
    const folderId = harness.library.folders.workspace.id;
    const path = await randomFile('reload-big.bin', 150_000_000);
    const before = harness.chunks.length;
    const page = await harness.openPage();
    await page.locator('#files').setInputFiles([path]);
    await startQueue(page, { folderId, addInputFiles: true, persistKey: 'reload-test', checkNames: false });
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const posts = harness.chunks.slice(before);
      if (
        posts.some((post) => post.chunkIndex === 0 && post.serverStatus === 200) &&
        posts.some((post) => post.chunkIndex === 1)
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const uniqueId = harness.chunks[before]?.uniqueId ?? '';
    await page.reload();
    await page.locator('body[data-ready="true"]').waitFor();
    await startQueue(page, { folderId, persistKey: 'reload-test', checkNames: false });
    const restored = await pageState(page);
    expect(restored?.states).toEqual(['needs-file']);
    expect(restored?.names).toEqual(['reload-big.bin']);
    await page.locator('#files').setInputFiles([path]);
    await page.evaluate(() =>
      (window as unknown as { vitrineUpload: { supplyInputFiles(): void } }).vitrineUpload.supplyInputFiles(),
    );
    const finished = await waitForState(
      page,
      (state) => state.totals.done + state.totals.failed === 1,
      240_000,
    );
    expect(finished.errors).toEqual([null]);
    const posts = harness.chunks.slice(before);
    expect(new Set(posts.map((post) => post.uniqueId))).toEqual(new Set([uniqueId]));
    expect(posts.filter((post) => post.chunkIndex === 0)).toHaveLength(1);
    expect([storedTimes(uniqueId, 0), storedTimes(uniqueId, 2)]).toEqual([1, 1]);
    const stored = await harness.storedFiles(folderId, 'reload-big');
    expect(stored).toEqual([{ name: 'reload-big.bin', sha256: await sha256OfFile(path) }]);
    await page.context().close();
  });
});

describe('upload engine: a connection dropped mid-chunk while the server runs (issue 19)', {
  timeout: 300_000,
}, () => {
  it('sends that chunk again, and only it', async () => {
    const folderId = harness.library.folders.workspace.id;
    const path = await randomFile('drop-big.bin', 150_000_000);
    const before = harness.chunks.length;
    const page = await harness.openPage();
    await page.locator('#files').setInputFiles([path]);
    await startQueue(page, { folderId, addInputFiles: true, checkNames: false });
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline && !harness.chunks.slice(before).some((post) => post.chunkIndex === 1)) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
    // Chunk 1's connection only: chunk 2, in flight beside it on its own connection, goes on.
    expect(
      harness.dropChunkConnections((post) => harness.chunks.indexOf(post) >= before && post.chunkIndex === 1),
    ).toBe(1);
    const finished = await waitForState(
      page,
      (state) => state.totals.done + state.totals.failed === 1,
      120_000,
    );
    expect(finished.errors).toEqual([null]);
    const posts = harness.chunks.slice(before);
    // Chunk 0 alone, then 1 and 2 together; 1 again (whenever its retry came).
    expect(posts[0]?.chunkIndex).toBe(0);
    expect(posts.map((post) => post.chunkIndex).sort()).toEqual([0, 1, 1, 2]);
    const stored = await harness.storedFiles(folderId, 'drop-big');
    expect(stored).toEqual([{ name: 'drop-big.bin', sha256: await sha256OfFile(path) }]);
    await page.context().close();
  });
});

describe('upload engine: the duplicate pre-check on the real server (issue 19)', { timeout: 300_000 }, () => {
  it('hashes in the worker, finds the library file with the same content, and sends nothing until told', async () => {
    const folderId = harness.library.folders.workspace.id;
    const original = await randomFile('dup-original.bin', 3_000_000);
    const before = harness.chunks.length;
    const first = await harness.openPage();
    await first.locator('#files').setInputFiles([original]);
    await startQueue(first, { folderId, addInputFiles: true });
    const uploaded = await waitForState(first, (state) => state.totals.done === 1, 120_000);
    await first.context().close();

    // The same bytes under another name, and a new file: only the copy is a duplicate.
    const copy = join(filesDir, 'dup-copy.bin');
    await copyFile(original, copy);
    const fresh = await randomFile('dup-fresh.bin', 1_000_000);
    const page = await harness.openPage();
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.locator('#files').setInputFiles([copy, fresh]);
    await startQueue(page, { folderId, addInputFiles: true, preCheckDuplicates: true });
    const waiting = await waitForState(
      page,
      (state) => state.states[0] === 'duplicate' && state.states[1] === 'done',
      120_000,
    );
    expect(waiting.sha256[0]).toBe(await sha256OfFile(original));
    // Hashed in the hash worker, not on the page's thread.
    expect(workers.some((url) => /hash\.worker/.test(url))).toBe(true);
    expect(waiting.duplicateOf[0]).toEqual([
      { fileId: uploaded.fileIds[0], name: 'dup-original.bin', folderId },
    ]);
    const copyPosts = () => harness.chunks.slice(before).filter((post) => post.serverStatus !== null).length;
    // The original's one chunk and the fresh file's: none of the copy's.
    expect(copyPosts()).toBe(2);
    await page.evaluate(() =>
      (
        window as unknown as { vitrineUpload: { resolveDuplicates(c: string): void } }
      ).vitrineUpload.resolveDuplicates('upload'),
    );
    await waitForState(page, (state) => state.totals.done === 2, 120_000);
    expect(copyPosts()).toBe(3);
    expect((await harness.storedFiles(folderId, 'dup-')).map((file) => file.name).sort()).toEqual([
      'dup-copy.bin',
      'dup-fresh.bin',
      'dup-original.bin',
    ]);
    await page.context().close();
  });
});
