// Chunks of one upload sent to different instances (issue 16 point 3, spec 001 §7): two servers over
// one database (PostgreSQL in server-pg, the first one's SQLite file in server) and one S3 bucket
// (s3rver, testing/s3.ts), each with a data directory of its own (no shared disk). The upload's state is
// in the database and the chunks wait as objects of the bucket (upload/chunks.ts,
// storage/s3-chunk-staging.ts): the upload completes once, on one instance, whichever gets which chunk.
import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChunkStaging } from '../storage/chunk-staging';
import type { S3BlobStore } from '../storage/s3-blob-store';
import { openS3BlobStore } from '../storage/s3-config';
import { workPaths } from '../storage/work-paths';
import { type Agent, startTestServer, type TestServer } from '../testing/harness';
import { startTestS3, TEST_BUCKET, type TestS3 } from '../testing/s3';
import { type ChunkAnswer, chunkFieldList, postMultipart } from '../testing/upload';
import { type ChunkOutcome, chunkStoreFor, uploadDirName } from './chunks';
import { sweepUploads, UPLOAD_ABANDON_MS } from './janitor';

// Two servers, a bucket in this process, and every chunk a few requests to it: more than the
// default 5 s on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

type Result = { complete: boolean; receivedBytes: number; files?: { Id: number; name: string }[] };

let s3: TestS3;
let storeA: S3BlobStore;
let storeB: S3BlobStore;
let a: TestServer;
let b: TestServer;
let editor: Agent;
/**
 * While set, a staged chunk waits after its bytes are written until `expected` chunks have been
 * written (on any instance), then they all go on together: two last chunks reach the completion's
 * claim at the same moment, however the machine schedules their requests.
 */
let meeting: { expected: number; arrived: number; open: () => void; all: Promise<void> } | undefined;
function meetAfterWrites(expected: number): void {
  let open: () => void = () => undefined;
  const all = new Promise<void>((resolve) => {
    open = resolve;
  });
  meeting = { expected, arrived: 0, open, all };
}

/** The store's chunk staging, with writes that wait for the meeting when there is one. */
function withMeeting(store: S3BlobStore): void {
  const staging = store.chunkStaging();
  const met: ChunkStaging = {
    kind: staging.kind,
    begin: (upload) => staging.begin(upload),
    write: async (upload, chunk, bytes) => {
      const written = await staging.write(upload, chunk, bytes);
      if (meeting) {
        meeting.arrived += 1;
        if (meeting.arrived >= meeting.expected) meeting.open();
        await meeting.all;
      }
      return written;
    },
    assemble: (...args) => staging.assemble(...args),
    discard: (upload) => staging.discard(upload),
    staged: () => staging.staged(),
  };
  store.chunkStaging = () => met;
}

beforeAll(async () => {
  s3 = await startTestS3();
  storeA = await s3.store('instances');
  // The second instance's own client on the same bucket and prefix.
  storeB = await openS3BlobStore(s3.config(storeA.prefix));
  withMeeting(storeA);
  withMeeting(storeB);
  a = await startTestServer({ blobStore: storeA });
  b = await startTestServer({
    blobStore: storeB,
    databaseUrl: a.databaseUrl ?? `sqlite:${join(a.dataDir, 'vitrine.sqlite')}`,
  });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  storeB?.client.destroy();
  await s3?.close();
});
beforeEach(async () => {
  await a.reset();
  // Signed in on A; the session is a row, so B knows it too.
  editor = await a.as('editor');
});

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const db = () => a.app.vitrine.db;

/** Where staged chunks go in the bucket (the store's temporary prefix). */
const stagedKeys = async () => s3.keys(`${storeA.temporaryPrefix}uploads/`);

async function newFolder(): Promise<number> {
  const answer = await editor.call<{ id: number }>('POST', '/api/folder/addFolder', {
    Name: `Up ${Math.random().toString(36).slice(2, 8)}`,
    ParentId: a.library.folders.workspace.id,
  });
  expect(answer.status).toBe(200);
  return answer.body.id;
}

/** An upload of `bytes` in `chunkSize` chunks: `send(server, index)` posts one chunk to that server. */
function upload(folderId: number, fileName: string, bytes: Buffer, chunkSize: number) {
  const uniqueId = `instances-${randomBytes(6).toString('hex')}`;
  const count = Math.ceil(bytes.length / chunkSize);
  return {
    count,
    uniqueId,
    send: (server: TestServer, index: number): Promise<ChunkAnswer<Result>> =>
      postMultipart<Result>(
        server,
        editor,
        `/api/upload/${folderId}`,
        chunkFieldList({
          fileName,
          fileSize: bytes.length,
          chunkIndex: index,
          chunkCount: count,
          chunkOffset: index * chunkSize,
          uniqueId,
        }),
        { bytes: bytes.subarray(index * chunkSize, (index + 1) * chunkSize), name: fileName },
      ),
  };
}

const filesIn = (folderId: number) =>
  db().selectFrom('files').selectAll().where('folder_id', '=', folderId).orderBy('id').execute();

async function blobBytes(hash: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of await storeB.stream(hash)) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** The hex-named (staged upload) entries of a server's uploads directory. */
async function localUploads(server: TestServer): Promise<string[]> {
  const names = await readdir(workPaths(server.dataDir).uploads).catch(() => [] as string[]);
  return names.filter((name) => /^[0-9a-f]{64}$/.test(name));
}

describe('an upload whose chunks go to different instances (issue 16 point 3)', () => {
  it('chunk 1 to A, chunk 2 to B, the last to A: one file, its bytes and hash right; the chunks waited in the bucket', async () => {
    const folderId = await newFolder();
    const bytes = randomBytes(2500);
    const up = upload(folderId, 'spread.bin', bytes, 1000);
    expect(up.count).toBe(3);

    const first = await up.send(a, 0);
    expect(first.body).toEqual({ complete: false, receivedBytes: 1000 });
    const second = await up.send(b, 1);
    // B counts the chunk A received: the state is the database's, not an instance's.
    expect(second.body).toEqual({ complete: false, receivedBytes: 2000 });
    // Both chunks are objects of the bucket, under the upload's name; neither instance's disk holds them.
    const name = uploadDirName(
      JSON.stringify([`user:${a.library.userIds.editor}`, `folder:${folderId}`, up.uniqueId]),
    );
    expect(await stagedKeys()).toEqual([
      expect.stringMatching(new RegExp(`uploads/${name}/chunk-0-[0-9a-f]{24}$`)),
      expect.stringMatching(new RegExp(`uploads/${name}/chunk-1-[0-9a-f]{24}$`)),
    ]);
    expect(await localUploads(a)).toEqual([]);
    expect(await localUploads(b)).toEqual([]);
    const rows = await db()
      .selectFrom('upload_chunks')
      .select(['chunk_index', 'chunk_offset', 'chunk_size'])
      .where('key_hash', '=', name)
      .orderBy('chunk_index')
      .execute();
    expect(rows.map((r) => [r.chunk_index, Number(r.chunk_offset), Number(r.chunk_size)])).toEqual([
      [0, 0, 1000],
      [1, 1000, 1000],
    ]);

    const last = await up.send(a, 2);
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({ complete: true, receivedBytes: 2500, files: [{ name: 'spread.bin' }] });
    const files = await filesIn(folderId);
    expect(files).toHaveLength(1);
    expect(files[0]?.content_hash).toBe(sha(bytes));
    expect(files[0]?.file_size).toBe(2500);
    expect((await blobBytes(sha(bytes))).equals(bytes)).toBe(true);
    // The staged objects and the chunk rows are gone; the answer is kept.
    expect(await stagedKeys()).toEqual([]);
    expect(await db().selectFrom('upload_chunks').select('key_hash').execute()).toEqual([]);
    const session = await db()
      .selectFrom('upload_sessions')
      .select(['status'])
      .where('key_hash', '=', name)
      .executeTakeFirstOrThrow();
    expect(session.status).toBe('complete');

    // The last chunk sent again, to the other instance: the same answer, no second file.
    const again = await up.send(b, 2);
    expect(again.body).toEqual(last.body);
    expect(await filesIn(folderId)).toHaveLength(1);
  });

  it('the last chunk sent to both instances at once: exactly one file, both answers the same', async () => {
    const folderId = await newFolder();
    const bytes = randomBytes(1800);
    const up = upload(folderId, 'both.bin', bytes, 600);
    expect((await up.send(b, 0)).body.complete).toBe(false);
    expect((await up.send(a, 1)).body.complete).toBe(false);
    // Both instances stage their copy of the last chunk, then both find every chunk there and try to
    // claim the completion at the same moment.
    meetAfterWrites(2);
    const [fromA, fromB] = await Promise.all([up.send(a, 2), up.send(b, 2)]).finally(() => {
      meeting = undefined;
    });
    expect(fromA.status).toBe(200);
    expect(fromB.status).toBe(200);
    expect(fromA.body.complete).toBe(true);
    expect(fromB.body).toEqual(fromA.body);
    const files = await filesIn(folderId);
    expect(files).toHaveLength(1);
    expect(files[0]?.content_hash).toBe(sha(bytes));
    expect(fromA.body.files?.[0]?.Id).toBe(files[0]?.id);
    expect((await blobBytes(sha(bytes))).equals(bytes)).toBe(true);
    expect(await stagedKeys()).toEqual([]);
  });

  it('an instance that stopped mid-completion: its claim runs out, the last chunk sent again completes on another, and its late failure forgets nothing', async () => {
    const bytes = randomBytes(900);
    const key = JSON.stringify(['test', 'stopped', randomBytes(4).toString('hex')]);
    const identity = { fileName: 'stopped.bin', fileSize: 900, chunkCount: 2 };
    const chunk = (index: number) => ({
      key,
      identity,
      chunkIndex: index,
      chunkOffset: index * 450,
      bytes: Readable.from([bytes.subarray(index * 450, (index + 1) * 450)]),
    });
    const onA = chunkStoreFor(a.app.vitrine);
    const onB = chunkStoreFor(b.app.vitrine);
    const never = () => Promise.reject(new Error('completed where it should not'));
    expect(await onA.receive(chunk(0), never)).toEqual({ complete: false, receivedBytes: 450 });

    // A claims the completion, then stops answering (its completion hangs; its claim is not renewed).
    let stopA: (error: Error) => void = () => undefined;
    let started: () => void = () => undefined;
    const aStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const onAStopped = onA.receive(chunk(1), () => {
      started();
      return new Promise<never>((_, reject) => {
        stopA = reject;
      });
    });
    await aStarted;
    const name = uploadDirName(key);
    await db()
      .updateTable('upload_sessions')
      .set({ claimed_by: 'a-stopped', claim_until: new Date(Date.now() - 1000).toISOString() })
      .where('key_hash', '=', name)
      .execute();

    // The client sends the last chunk again; B finds the claim run out and completes the upload.
    let completedOnB: { sha256: string; bytes: Buffer } | undefined;
    const onBAnswer: ChunkOutcome<string> = await onB.receive(chunk(1), async (file) => {
      completedOnB = { sha256: file.sha256, bytes: await readFile(file.path) };
      return 'completed on B';
    });
    expect(onBAnswer).toEqual({ complete: true, receivedBytes: 900, result: 'completed on B' });
    expect(completedOnB?.sha256).toBe(sha(bytes));
    expect(completedOnB?.bytes.equals(bytes)).toBe(true);

    // A fails late: B's completed upload and its answer stay.
    stopA(new Error('A stopped'));
    await expect(onAStopped).rejects.toThrow('A stopped');
    const session = await db()
      .selectFrom('upload_sessions')
      .select(['status', 'result'])
      .where('key_hash', '=', name)
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ status: 'complete', result: JSON.stringify('completed on B') });
    expect(await onA.receive(chunk(1), never)).toEqual(onBAnswer);
  });

  it("the janitor removes an abandoned upload's staged objects and rows, and objects no row names", async () => {
    const folderId = await newFolder();
    const up = upload(folderId, 'abandoned.bin', randomBytes(300), 100);
    expect((await up.send(a, 0)).body.complete).toBe(false);
    expect((await up.send(b, 2)).body.complete).toBe(false);
    expect(await stagedKeys()).toHaveLength(2);
    // Objects a crash left with no row: one old, one young.
    const orphan = (upload: string) =>
      `${storeA.temporaryPrefix}uploads/${upload}/chunk-0-${randomBytes(12).toString('hex')}`;
    const oldOrphan = orphan(sha(Buffer.from('old orphan')));
    const youngOrphan = orphan(sha(Buffer.from('young orphan')));
    for (const Key of [oldOrphan, youngOrphan]) {
      await s3.client.send(new PutObjectCommand({ Bucket: TEST_BUCKET, Key, Body: 'left' }));
    }
    await s3.age(oldOrphan, UPLOAD_ABANDON_MS + 60_000);

    const janitorOfB = chunkStoreFor(b.app.vitrine);
    // Within the day: the upload stays.
    const early = await sweepUploads(janitorOfB, Date.now() + 60_000);
    expect(early).toEqual([sha(Buffer.from('old orphan'))]);
    expect(await stagedKeys()).toHaveLength(3);
    expect(await db().selectFrom('upload_chunks').select('key_hash').execute()).toHaveLength(2);

    // A day later (the young orphan too is a day old then).
    const later = await sweepUploads(janitorOfB, Date.now() + UPLOAD_ABANDON_MS + 120_000);
    expect(later).toHaveLength(2);
    expect(later).toContain(sha(Buffer.from('young orphan')));
    expect(await stagedKeys()).toEqual([]);
    expect(await db().selectFrom('upload_sessions').select('key_hash').execute()).toEqual([]);
    expect(await db().selectFrom('upload_chunks').select('key_hash').execute()).toEqual([]);
    // The upload is gone: its next chunk starts a new one.
    expect((await up.send(a, 1)).body).toEqual({ complete: false, receivedBytes: 100 });
  });
});
