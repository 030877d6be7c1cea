// The server with its files in an S3-compatible bucket (issue 16 point 2), end to end over HTTP on
// s3rver (testing/s3.ts): an upload's original and thumbnails are objects of the bucket (the thumbnail
// job reads the original through a local copy, storage/blobs.ts withBlobFile), Download.aspx answers
// a Range with 206 from a ranged GetObject, a zip export streams the originals out of the bucket,
// deleting files and folders removes their objects, and the collection and the start sweep give the
// same results as on the local disk (storage/gc.test.ts, storage/orphans.test.ts).
import { randomBytes } from 'node:crypto';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sha256 } from '../media';
import { createServer } from '../server';
import { blobHashesOf } from '../testing/blobs';
import { TEST_SCRYPT_COST } from '../testing/contract';
import { type Agent, startTestServer, TEST_NOW, type TestServer } from '../testing/harness';
import { photoLikeJpeg, solidImage } from '../testing/images';
import { startTestS3, TEST_BUCKET, type TestS3 } from '../testing/s3';
import { uploadBytes } from '../testing/upload';
import { readZip } from '../testing/zip';
import { ORPHAN_BLOB_GRACE_MS, sweepUnreferencedBlobs } from './gc';
import type { S3BlobStore } from './s3-blob-store';
import { openS3BlobStore } from './s3-config';

// Every blob is a few requests to another server (in this process), and a test starts a library and
// makes thumbnails: more than the default 5 s on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let s3: TestS3;
let store: S3BlobStore;
let server: TestServer;
let admin: Agent;
beforeAll(async () => {
  s3 = await startTestS3();
  store = await s3.store('server');
  server = await startTestServer({ blobStore: store });
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});
beforeEach(async () => {
  await server.reset();
  admin = await server.as('superAdmin');
});

/** Whether the bucket holds the blob (its key, listed: not only answered by HeadObject). */
async function inBucket(hash: string, blobs: S3BlobStore = store): Promise<boolean> {
  return (await s3.keys(blobs.prefix)).includes(blobs.keyOf(hash));
}

async function upload(folderId: number, name: string, bytes: Uint8Array, createNewVersion = false) {
  const answers = await uploadBytes<{ files: { Id: number }[] }>(
    server,
    admin,
    `/api/upload/${folderId}`,
    name,
    bytes,
    { flags: { createNewVersion } },
  );
  const last = answers.at(-1);
  if (last?.status !== 200) throw new Error(`upload ${name}: ${last?.status} ${JSON.stringify(last?.body)}`);
  return last.body.files[0]?.Id as number;
}

const hashesOf = (fileId: number) => blobHashesOf(server.app.vitrine.db, fileId);
const all = (hashes: Awaited<ReturnType<typeof hashesOf>>) => [
  hashes.content,
  ...hashes.renditions,
  ...hashes.versions,
];

const download = (query: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'GET',
    url: `/Download.aspx?${query}`,
    headers: { cookie: `vitrine_session=${admin.cookie}`, ...headers },
  });


async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

describe('the server on S3-compatible storage, over HTTP', () => {
  it('an upload stores the original and its thumbnails in the bucket, none on the disk; Download.aspx serves them, a Range with 206', async () => {
    const bytes = await photoLikeJpeg(400, 300, 7);
    const id = await upload(server.library.folders.workspace.id, 'photo.jpg', bytes);
    await server.app.vitrineJobs.worker.idle();
    const hashes = await hashesOf(id);
    expect(hashes.content).toBe(sha256(bytes));
    // The thumbnail job read the original out of the bucket (a local copy) and made its renditions.
    expect(hashes.renditions.length).toBeGreaterThan(1);
    for (const hash of all(hashes)) expect(await inBucket(hash), hash).toBe(true);
    expect(await exists(join(server.dataDir, 'blobs'))).toBe(false);

    const whole = await download(`id=${id}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(bytes)).toBe(true);

    const ranged = await download(`id=${id}`, { range: 'bytes=100-1099' });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 100-1099/${bytes.length}`);
    expect(ranged.headers['content-length']).toBe('1000');
    expect(ranged.rawPayload.equals(bytes.subarray(100, 1100))).toBe(true);
    const tail = await download(`id=${id}`, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true);

    const preview = await download(`id=${id}&preview=1`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toMatch(/^image\//);
    const medium = await server.app.vitrine.db
      .selectFrom('renditions')
      .select('content_hash')
      .where('file_id', '=', id)
      .where('size', '=', 'medium')
      .executeTakeFirstOrThrow();
    expect(sha256(preview.rawPayload)).toBe(medium.content_hash);
    expect((await sharp(preview.rawPayload).metadata()).width).toBeGreaterThan(0);
  });

  it('a zip export streams the originals out of the bucket byte for byte', async () => {
    const folder = server.library.folders.workspace.id;
    const a = await solidImage(40, 30, 'png', '#aa3300');
    const b = await photoLikeJpeg(320, 200, 11);
    const ids = [await upload(folder, 'a.png', a), await upload(folder, 'b.jpg', b)];
    const post = await admin.call<{ id: string }>('POST', '/api/export', { ids, type: 1 });
    expect(post.status).toBe(200);
    const answer = await server.app.inject({
      method: 'GET',
      url: `/api/export/${encodeURIComponent(post.body.id)}`,
      headers: { cookie: `vitrine_session=${admin.cookie}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    const entries = await readZip(answer.rawPayload);
    expect([...entries.keys()]).toEqual(['a.png', 'b.jpg']);
    expect(entries.get('a.png')?.equals(a)).toBe(true);
    expect(entries.get('b.jpg')?.equals(b)).toBe(true);
  });

  it('deleting a file removes its original and renditions from the bucket; another file’s stay', async () => {
    const folder = server.library.folders.workspace.id;
    const doomedId = await upload(folder, 'doomed.jpg', await photoLikeJpeg(300, 200, 21));
    const keptId = await upload(folder, 'kept.jpg', await photoLikeJpeg(300, 200, 22));
    await server.app.vitrineJobs.worker.idle();
    const doomed = all(await hashesOf(doomedId));
    const kept = all(await hashesOf(keptId));
    expect(doomed.length).toBeGreaterThan(1);
    for (const hash of [...doomed, ...kept]) expect(await inBucket(hash), hash).toBe(true);

    const answer = await admin.call<{ deletedIds: number[] }>('POST', '/api/images/delete', {
      imageIds: [doomedId],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.deletedIds).toEqual([doomedId]);
    for (const hash of doomed) expect(await inBucket(hash), hash).toBe(false);
    for (const hash of kept) expect(await inBucket(hash), hash).toBe(true);
    expect((await download(`id=${keptId}`)).statusCode).toBe(200);
  });
});

describe('blob collection on S3 (as storage/gc.test.ts on the disk)', () => {
  /** A new folder holding 'a.png' in two versions, and 'keep.png' in the workspace. */
  async function library() {
    const created = await admin.call<{ id: number }>('POST', '/api/folder/addFolder', {
      Name: `Doomed ${randomBytes(3).toString('hex')}`,
      ParentId: server.library.folders.workspace.id,
    });
    expect(created.status).toBe(200);
    const folderId = created.body.id;
    const first = await solidImage(64, 48, 'png', '#aa2222');
    const fileId = await upload(folderId, 'a.png', first);
    expect(await upload(folderId, 'a.png', await solidImage(64, 48, 'png', '#22aa22'), true)).toBe(fileId);
    const keepId = await upload(
      server.library.folders.workspace.id,
      'keep.png',
      await solidImage(64, 48, 'png', '#2222aa'),
    );
    await server.app.vitrineJobs.worker.idle();
    return { folderId, fileId, keepId, first };
  }

  it('deleting a folder removes the objects of its files, their renditions and their older versions', async () => {
    const { folderId, fileId, keepId, first } = await library();
    const doomed = await hashesOf(fileId);
    const keep = all(await hashesOf(keepId));
    expect(doomed.versions).toContain(sha256(first));
    expect(doomed.renditions.length).toBeGreaterThan(0);
    for (const hash of [...all(doomed), ...keep]) expect(await inBucket(hash), hash).toBe(true);

    expect((await admin.call('DELETE', `/api/folder/${folderId}`)).status).toBe(204);
    for (const hash of all(doomed)) expect(await inBucket(hash), hash).toBe(false);
    for (const hash of keep) expect(await inBucket(hash), hash).toBe(true);
    expect(await sweepUnreferencedBlobs(server.app.vitrine.db, store)).toEqual([]);
  });

  it('the sweep removes the objects nothing references (a delete that skipped its collection) and keeps the rest', async () => {
    const { folderId, fileId, keepId } = await library();
    const doomed = all(await hashesOf(fileId));
    const keep = all(await hashesOf(keepId));
    await server.app.vitrine.db.deleteFrom('folders').where('id', '=', folderId).execute();
    for (const hash of doomed) expect(await inBucket(hash)).toBe(true);
    const removed = await sweepUnreferencedBlobs(server.app.vitrine.db, store);
    expect(new Set(removed)).toEqual(new Set(doomed));
    for (const hash of doomed) expect(await inBucket(hash), hash).toBe(false);
    for (const hash of keep) expect(await inBucket(hash), hash).toBe(true);
  });
});

describe('the start sweep on S3 (as storage/orphans.test.ts on the disk)', () => {
  it('removes an old object no row records and a stale temporary; keeps a young one, a fresh temporary and the library’s', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-s3-orphans-'));
    const blobs = await s3.store('orphans');
    const first = await startTestServer({ dataDir, blobStore: blobs });
    try {
      const owner = await first.as('superAdmin');
      const kept = await photoLikeJpeg(400, 300, 7);
      const answers = await uploadBytes<{ files: { Id: number }[] }>(
        first,
        owner,
        `/api/upload/${first.library.folders.workspace.id}`,
        'kept.jpg',
        kept,
      );
      expect(answers.at(-1)?.status).toBe(200);
      const keptId = answers.at(-1)?.body.files[0]?.Id ?? 0;
      await first.app.vitrineJobs.worker.idle();
      const libraryHashes = (await first.app.vitrine.db.selectFrom('blobs').select('hash').execute()).map(
        (row) => row.hash,
      );
      expect(libraryHashes.length).toBeGreaterThan(1);

      // Objects written with no row, as a crash between put() and recordBlob() leaves them.
      const old = await blobs.put(await solidImage(30, 20, 'png', '#aa0000'));
      const young = await blobs.put(await solidImage(30, 20, 'png', '#00aa00'));
      // The temporary of a put a crash cut short, and one of a put under way.
      const staleTemporary = `${blobs.temporaryPrefix}blob-${randomBytes(12).toString('hex')}`;
      const freshTemporary = `${blobs.temporaryPrefix}blob-${randomBytes(12).toString('hex')}`;
      for (const Key of [staleTemporary, freshTemporary]) {
        await s3.client.send(new PutObjectCommand({ Bucket: TEST_BUCKET, Key, Body: 'half a blob' }));
      }
      const oldEnough = ORPHAN_BLOB_GRACE_MS + 30 * 60 * 1000;
      for (const key of [
        blobs.keyOf(old.hash),
        staleTemporary,
        ...libraryHashes.map((hash) => blobs.keyOf(hash)),
      ]) {
        await s3.age(key, oldEnough);
      }
      await s3.age(blobs.keyOf(young.hash), ORPHAN_BLOB_GRACE_MS - 10 * 60 * 1000);

      // The server stops and starts again over the same database and bucket (a new client).
      await first.app.close();
      const again = await openS3BlobStore(s3.config(blobs.prefix));
      const second = await createServer({
        dataDir,
        blobStore: again,
        validateResponses: true,
        scryptCost: TEST_SCRYPT_COST,
        now: () => TEST_NOW,
      });
      try {
        await second.ready();
        const keys = new Set(await s3.keys(blobs.prefix));
        expect(keys.has(blobs.keyOf(old.hash))).toBe(false);
        expect(keys.has(staleTemporary)).toBe(false);
        expect(keys.has(blobs.keyOf(young.hash))).toBe(true);
        expect(keys.has(freshTemporary)).toBe(true);
        for (const hash of libraryHashes) expect(keys.has(blobs.keyOf(hash)), hash).toBe(true);
        const original = await second.inject({
          method: 'GET',
          url: `/Download.aspx?id=${keptId}`,
          headers: { cookie: `vitrine_session=${owner.cookie}` },
        });
        expect(original.statusCode).toBe(200);
        expect(original.rawPayload.equals(kept)).toBe(true);
      } finally {
        await second.close();
        again.client.destroy();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
