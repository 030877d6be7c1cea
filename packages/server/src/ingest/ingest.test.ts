// Ingest and the thumbnail job: a real JPEG with EXIF / IPTC / XMP goes in, every metadata column and
// the keywords come out, the bytes are one blob by content hash, and the worker makes the four
// renditions of spec 000 §9; a job a stopped server left running is resumed by the next one.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { THUMBNAIL_SIZES } from '@vitrine/core';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueJob, JOB_KINDS } from '../jobs/queue';
import { encodeJpegWithMetadata, sha256 } from '../media';
import { createServer } from '../server';
import type { LocalBlobStore } from '../storage/blob-store';
import { TEST_SCRYPT_COST } from '../testing/contract';
import { insertTopFolder, startTestServer, type TestServer } from '../testing/harness';
import { solidImage } from '../testing/images';
import { testDatabaseOptions } from '../testing/postgres';
import { ingestContextFor } from './context';
import { ingestFile, replaceFileContent } from './ingest';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.app.ready();
});
beforeEach(() => server.reset());
afterAll(() => server.close());

const photo = () =>
  encodeJpegWithMetadata(sharp({ create: { width: 640, height: 480, channels: 3, background: '#4477aa' } }), {
    title: 'Harbour at dawn',
    author: 'Ana Lima',
    subject: 'Boats',
    description: 'Fishing boats <b>before</b> sunrise',
    keywords: ['Paris, France', 'harbour'],
    dateTaken: '2024-05-06T07:08:09',
    camera: { make: 'Canon', model: 'EOS R5' },
    gps: { latitude: 43.3, longitude: 5.37 },
    location: { country: 'France', stateProvince: 'Provence', city: 'Marseille' },
    copyright: '© Ana Lima',
    urgency: 3,
  });

describe('ingestFile (issue 5 "Metadata and renditions")', () => {
  it('stores the bytes by content hash and every metadata column, and queues the thumbnail job', async () => {
    const bytes = await photo();
    const context = await ingestContextFor(server.app.vitrine);
    const { file } = await ingestFile(context, {
      source: { stream: (await import('node:stream')).Readable.from([bytes]) },
      fileName: 'harbour.jpg',
      folder: server.library.folders.workspace,
      ownerId: server.library.userIds.editor,
    });
    expect(file).toMatchObject({
      file_name: 'harbour.jpg',
      extension: 'jpg',
      mime_type: 'image/jpeg',
      file_size: bytes.length,
      content_hash: sha256(bytes),
      width: 640,
      height: 480,
      date_taken: '2024-05-06T07:08:09',
      title: 'Harbour at dawn',
      author: 'Ana Lima',
      subject: 'Boats',
      description: 'Fishing boats <b>before</b> sunrise',
      camera_make: 'Canon',
      camera_model: 'EOS R5',
      country: 'France',
      state_province: 'Provence',
      city: 'Marseille',
      owner_id: server.library.userIds.editor,
      video_status: null,
      version: 1,
    });
    expect(file.gps_latitude).toBeCloseTo(43.3, 4);
    expect(JSON.parse(file.keywords)).toEqual(['Paris, France', 'harbour']);
    expect(JSON.parse(file.iptc)).toEqual({ urgency: 3, copyright: '© Ana Lima' });
    expect(JSON.parse(file.exif)).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Make' })]),
    );
    const db = server.app.vitrine.db;
    const keywordRows = await db
      .selectFrom('file_keywords')
      .innerJoin('keywords', 'keywords.id', 'file_keywords.keyword_id')
      .select(['keywords.name', 'file_keywords.position'])
      .where('file_id', '=', file.id)
      .orderBy('position')
      .execute();
    expect(keywordRows.map((r) => r.name)).toEqual(['Paris, France', 'harbour']);
    const blobs = server.app.vitrine.blobs as LocalBlobStore;
    expect(await blobs.stat(file.content_hash)).toEqual({ size: bytes.length });
    expect(
      await db.selectFrom('blobs').selectAll().where('hash', '=', file.content_hash).execute(),
    ).toHaveLength(1);

    await server.app.vitrineJobs.worker.idle();
    const renditions = await db.selectFrom('renditions').selectAll().where('file_id', '=', file.id).execute();
    expect(renditions.map((r) => r.size).sort()).toEqual(['large', 'medium', 'small', 'tiny']);
    for (const rendition of renditions) {
      // Inside its box, never enlarged (640 × 480 fits every box but tiny).
      const box = THUMBNAIL_SIZES[rendition.size as keyof typeof THUMBNAIL_SIZES];
      expect(rendition.width).toBe(Math.min(640, box.width));
      expect(rendition.height).toBe(Math.min(480, box.height));
      const meta = await sharp(await blobs.get(rendition.content_hash)).metadata();
      expect([meta.width, meta.height]).toEqual([rendition.width, rendition.height]);
    }
    const job = await db
      .selectFrom('jobs')
      .selectAll()
      .where('file_id', '=', file.id)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ kind: 'thumbnails', status: 'done', tries: 1 });
  });

  it('queues video work as "unprocessed" (spec 001 §3) and a PDF no page can be drawn from gets no renditions', async () => {
    const context = await ingestContextFor(server.app.vitrine);
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom'),
      Buffer.alloc(12),
      Buffer.alloc(200, 7),
    ]);
    const video = await ingestFile(context, {
      source: { stream: (await import('node:stream')).Readable.from([mp4]) },
      fileName: 'clip.mp4',
      folder: server.library.folders.workspace,
      ownerId: null,
    });
    expect(video.file).toMatchObject({ mime_type: 'video/mp4', video_status: 'unprocessed' });
    const pdf = await ingestFile(context, {
      source: { stream: (await import('node:stream')).Readable.from([Buffer.from('%PDF-1.4\n%%EOF\n')]) },
      fileName: 'notes.pdf',
      folder: server.library.folders.workspace,
      ownerId: null,
    });
    await server.app.vitrineJobs.worker.idle();
    const db = server.app.vitrine.db;
    const jobs = await db.selectFrom('jobs').select(['file_id', 'kind', 'status']).orderBy('id').execute();
    // The video job has run since (jobs/video.ts): these bytes are no video ffprobe reads (or ffmpeg is
    // missing), so it failed for good; the PDF's thumbnail job (its first page, issue 14) failed for
    // good too: these bytes have no page pdftoppm draws.
    expect(jobs).toEqual([
      { file_id: video.file.id, kind: 'video', status: 'failed' },
      { file_id: pdf.file.id, kind: 'thumbnails', status: 'failed' },
    ]);
    expect(
      await db.selectFrom('renditions').selectAll().where('file_id', '=', pdf.file.id).execute(),
    ).toEqual([]);
  });

  it('keeps the old content as a version on replaceFileContent; metadata stays unless overwriteMetadata', async () => {
    const context = await ingestContextFor(server.app.vitrine);
    const first = await photo();
    const { file } = await ingestFile(context, {
      source: { stream: (await import('node:stream')).Readable.from([first]) },
      fileName: 'harbour.jpg',
      folder: server.library.folders.workspace,
      ownerId: null,
    });
    const db = server.app.vitrine.db;
    await db.updateTable('files').set({ title: 'Edited title' }).where('id', '=', file.id).execute();
    const edited = await db
      .selectFrom('files')
      .selectAll()
      .where('id', '=', file.id)
      .executeTakeFirstOrThrow();
    const second = await solidImage(320, 200, 'png');
    const kept = await replaceFileContent(context, {
      file: edited,
      source: { stream: (await import('node:stream')).Readable.from([second]) },
      reason: 'upload',
      userId: null,
    });
    expect(kept.file).toMatchObject({
      version: 2,
      mime_type: 'image/png',
      width: 320,
      height: 200,
      content_hash: sha256(second),
      title: 'Edited title',
    });
    const versions = await db
      .selectFrom('file_versions')
      .selectAll()
      .where('file_id', '=', file.id)
      .execute();
    expect(versions).toMatchObject([
      { version: 1, content_hash: sha256(first), mime_type: 'image/jpeg', reason: 'upload' },
    ]);
    // The old bytes are still in the blob store (the version refers to them).
    expect(await server.app.vitrine.blobs.stat(sha256(first))).not.toBeNull();

    const overwritten = await replaceFileContent(context, {
      file: kept.file,
      source: { stream: (await import('node:stream')).Readable.from([first]) },
      reason: 'overwrite',
      userId: null,
      overwriteMetadata: true,
    });
    expect(overwritten.file).toMatchObject({ version: 3, title: 'Harbour at dawn' });
    expect(JSON.parse(overwritten.file.keywords)).toEqual(['Paris, France', 'harbour']);
  });
  it('never collects a blob an old version still needs, whichever delete path asks', async () => {
    const context = await ingestContextFor(server.app.vitrine);
    const first = await photo();
    const { file } = await ingestFile(context, {
      source: { stream: (await import('node:stream')).Readable.from([first]) },
      fileName: 'harbour.jpg',
      folder: server.library.folders.workspace,
      ownerId: null,
    });
    await replaceFileContent(context, {
      file,
      source: { stream: (await import('node:stream')).Readable.from([await solidImage(320, 200, 'png')]) },
      reason: 'upload',
      userId: null,
    });
    // The old content is referenced by the kept version only; the folder delete path collects
    // through storage/gc.ts directly.
    const { collectUnreferencedBlobs } = await import('../storage/gc');
    const removed = await collectUnreferencedBlobs(server.app.vitrine.db, server.app.vitrine.blobs, [
      sha256(first),
    ]);
    expect(removed).toEqual([]);
    expect(await server.app.vitrine.blobs.stat(sha256(first))).not.toBeNull();
  });
});

describe('the job worker (issue 5 "jobs ... in a table, so a restart resumes them")', () => {
  it('resumes a thumbnail job a stopped server left running', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-jobs-'));
    // Both servers on one database: PostgreSQL in server-pg, else the data directory's SQLite file.
    const { drop, ...database } = await testDatabaseOptions();
    try {
      const first = await createServer({ dataDir, scryptCost: TEST_SCRYPT_COST, ...database });
      // Never made ready: its worker does not start (as a process that died before running the job).
      const folderId = await insertTopFolder(first.vitrine.db, 'Inbox');
      const { file } = await ingestFile(await ingestContextFor(first.vitrine), {
        source: { stream: (await import('node:stream')).Readable.from([await solidImage(400, 300)]) },
        fileName: 'a.jpg',
        folder: { id: folderId },
        ownerId: null,
      });
      await first.vitrine.db
        .updateTable('jobs')
        .set({ status: 'running' })
        .where('file_id', '=', file.id)
        .execute();
      await first.close();

      const second = await createServer({ dataDir, scryptCost: TEST_SCRYPT_COST, ...database });
      await second.ready();
      await second.vitrineJobs.worker.idle();
      const renditions = await second.vitrine.db
        .selectFrom('renditions')
        .select('size')
        .where('file_id', '=', file.id)
        .execute();
      expect(renditions).toHaveLength(4);
      const job = await second.vitrine.db
        .selectFrom('jobs')
        .selectAll()
        .where('file_id', '=', file.id)
        .executeTakeFirstOrThrow();
      expect(job.status).toBe('done');
      await second.close();
    } finally {
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses an image over the pixel limit before it is stored, whichever way it comes', async () => {
    const context = await ingestContextFor(server.app.vitrine);
    const { pngBomb } = await import('../testing/images');
    const { Readable } = await import('node:stream');
    const filesBefore = await server.app.vitrine.db.selectFrom('files').select('id').execute();
    const blobsBefore = await server.app.vitrine.db.selectFrom('blobs').select('hash').execute();
    await expect(
      ingestFile(context, {
        source: { stream: Readable.from([pngBomb(30_000)]) },
        fileName: 'bomb.png',
        folder: server.library.folders.workspace,
        ownerId: null,
      }),
    ).rejects.toMatchObject({ code: 'pixelLimit' });
    // Nothing of it in the library: no file, no blob, no job.
    expect(await server.app.vitrine.db.selectFrom('files').select('id').execute()).toEqual(filesBefore);
    expect(await server.app.vitrine.db.selectFrom('blobs').select('hash').execute()).toEqual(blobsBefore);
  });

  it('fails a job for an image over the pixel limit for good, without retries (a file stored before the limit)', async () => {
    const context = await ingestContextFor(server.app.vitrine);
    const { pngBomb } = await import('../testing/images');
    const { Readable } = await import('node:stream');
    const { file } = await ingestFile(context, {
      source: { stream: Readable.from([await solidImage(8, 6, 'png')]) },
      fileName: 'was-small.png',
      folder: server.library.folders.workspace,
      ownerId: null,
    });
    await server.app.vitrineJobs.worker.idle();
    // Its content becomes a bomb, as a library written before the limit could hold.
    const bomb = await context.blobs.put(Readable.from([pngBomb(30_000)]));
    const db = server.app.vitrine.db;
    await db.updateTable('files').set({ content_hash: bomb.hash }).where('id', '=', file.id).execute();
    await enqueueJob(db, { kind: JOB_KINDS.thumbnails, fileId: file.id, now: context.now() });
    server.app.vitrineJobs.worker.wake();
    await server.app.vitrineJobs.worker.idle();
    const job = await db
      .selectFrom('jobs')
      .selectAll()
      .where('file_id', '=', file.id)
      .where('kind', '=', JOB_KINDS.thumbnails)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'failed', tries: 1 });
    expect(job.last_error).toMatch(/pixels/);
  });
});
