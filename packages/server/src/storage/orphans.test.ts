// The start sweep of blob files no row records (issue 13 row 8), on the real server restarted over
// the same data directory: a blob a crash left between its write and its row, older than the grace,
// is removed on start; a young one is kept (a write may still be under way); blobs the library uses
// are kept however old; an upload in progress (its chunks, however old within the janitor's day) is
// untouched and completes after the restart.
import { randomBytes } from 'node:crypto';
import { access, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from '../server';
import { TEST_SCRYPT_COST } from '../testing/contract';
import { startTestServer, TEST_NOW, type TestServer } from '../testing/harness';
import { photoLikeJpeg, solidImage } from '../testing/images';
import { chunkFieldList, postMultipart, uploadBytes } from '../testing/upload';
import type { LocalBlobStore } from './blob-store';
import { ORPHAN_BLOB_GRACE_MS } from './gc';
import { workPaths } from './work-paths';

const dataDirs: string[] = [];
afterAll(async () => {
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/** Sets a file's modification time `ms` before now (the machine's clock, as the sweep reads it). */
async function age(path: string, ms: number): Promise<void> {
  const when = new Date(Date.now() - ms);
  await utimes(path, when, when);
}

/** Every file under `dir`, recursively. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

// It starts a server twice over one data directory: 30 s, not vitest's 5, on a loaded machine.
describe('blob files no row records, swept at start (issue 13 row 8)', () => {
  it('removes an old one, keeps a young one, the library’s blobs and an upload in progress', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-orphans-'));
    dataDirs.push(dataDir);
    const first: TestServer = await startTestServer({ dataDir });
    await first.app.ready();
    const admin = await first.as('superAdmin');
    const folder = first.library.folders.workspace.id;
    const store = first.app.vitrine.blobs as LocalBlobStore;

    // A file of the library, with its renditions (the worker made them).
    const kept = await photoLikeJpeg(400, 300, 7);
    const answers = await uploadBytes<{ files: { Id: number }[] }>(
      first,
      admin,
      `/api/upload/${folder}`,
      'kept.jpg',
      kept,
    );
    expect(answers.at(-1)?.status).toBe(200);
    const keptId = answers.at(-1)?.body.files[0]?.Id ?? 0;
    await first.app.vitrineJobs.worker.idle();
    const libraryHashes = [
      ...(await first.app.vitrine.db.selectFrom('blobs').select('hash').execute()).map((row) => row.hash),
    ];
    expect(libraryHashes.length).toBeGreaterThan(1);

    // Blobs written with no row, as a crash between put() and recordBlob() leaves them.
    const old = await store.put(await solidImage(30, 20, 'png', '#aa0000'));
    const young = await store.put(await solidImage(30, 20, 'png', '#00aa00'));
    // A temporary file of a write the crash cut short, and one of a write under way.
    const staleTemporary = join(store.tmpDir, `blob-${randomBytes(12).toString('hex')}`);
    const freshTemporary = join(store.tmpDir, `blob-${randomBytes(12).toString('hex')}`);
    await writeFile(staleTemporary, 'half a blob');
    await writeFile(freshTemporary, 'a blob being written');

    // An upload in progress: the first of two chunks, sent an hour and a half ago.
    const bytes = await photoLikeJpeg(640, 480, 3);
    const chunkSize = Math.ceil(bytes.length / 2);
    const uniqueId = 'orphans-upload-in-progress';
    const chunk = (index: number, server: Pick<TestServer, 'app'>) =>
      postMultipart(
        server as TestServer,
        admin,
        `/api/upload/${folder}`,
        chunkFieldList({
          fileName: 'resumed.jpg',
          fileSize: bytes.length,
          chunkIndex: index,
          chunkCount: 2,
          chunkOffset: index * chunkSize,
          uniqueId,
        }),
        { bytes: bytes.subarray(index * chunkSize, (index + 1) * chunkSize), name: 'resumed.jpg' },
      );
    expect((await chunk(0, first)).status).toBe(200);
    const uploadFiles = await filesUnder(workPaths(dataDir).uploads);
    expect(uploadFiles.length).toBeGreaterThan(0);

    const oldEnough = ORPHAN_BLOB_GRACE_MS + 30 * 60 * 1000;
    for (const path of [
      store.pathOf(old.hash),
      staleTemporary,
      ...libraryHashes.map((hash) => store.pathOf(hash)),
      ...uploadFiles,
    ]) {
      await age(path, oldEnough);
    }
    await age(store.pathOf(young.hash), ORPHAN_BLOB_GRACE_MS - 10 * 60 * 1000);

    // The server stops and starts again over the same data directory.
    await first.app.close();
    const second: FastifyInstance = await createServer({
      dataDir,
      // The same database (PostgreSQL in server-pg), which the first server's data is in.
      databaseUrl: first.databaseUrl,
      validateResponses: true,
      scryptCost: TEST_SCRYPT_COST,
      now: () => TEST_NOW,
    });
    try {
      await second.ready();
      expect(await exists(store.pathOf(old.hash))).toBe(false);
      expect(await exists(staleTemporary)).toBe(false);
      expect(await exists(store.pathOf(young.hash))).toBe(true);
      expect(await exists(freshTemporary)).toBe(true);
      for (const hash of libraryHashes) expect(await exists(store.pathOf(hash)), hash).toBe(true);
      for (const path of uploadFiles) expect(await exists(path), path).toBe(true);

      // The library's file is whole, and the upload completes with its second chunk.
      const original = await second.inject({
        method: 'GET',
        url: `/Download.aspx?id=${keptId}`,
        headers: { cookie: `vitrine_session=${admin.cookie}` },
      });
      expect(original.statusCode).toBe(200);
      expect(original.rawPayload.equals(kept)).toBe(true);
      const last = await chunk(1, { app: second });
      expect(last.status, JSON.stringify(last.body)).toBe(200);
      const resumed = await second.vitrine.db
        .selectFrom('files')
        .select(['file_size', 'content_hash'])
        .where('file_name', '=', 'resumed.jpg')
        .executeTakeFirstOrThrow();
      expect(Number(resumed.file_size)).toBe(bytes.length);
      expect((await stat(store.pathOf(resumed.content_hash))).size).toBe(bytes.length);
    } finally {
      await second.close();
    }
  }, 30_000);
});
