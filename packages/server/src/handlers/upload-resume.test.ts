// Issue 19, the uploader's server side, through HTTP: what an upload already has staged (getUploadReceived:
// resume after a lost connection or a server restart, on the disk's staging and on S3's, SQLite and
// PostgreSQL), the duplicate pre-check (findUploadDuplicates: exact content among the files the
// caller may see, bounded inputs) and the administrator's public upload pages (list, create, revoke;
// expiry and quotas enforced on uploadPublicChunk with spec 001 §8's statuses).
import { createHash, randomBytes } from 'node:crypto';
import { en } from '@vitrine/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer } from '../server';
import type { S3BlobStore } from '../storage/s3-blob-store';
import { openS3BlobStore } from '../storage/s3-config';
import { TEST_SCRYPT_COST } from '../testing/contract';
import { type Agent, startTestServer, TEST_NOW, type TestServer } from '../testing/harness';
import { solidImage } from '../testing/images';
import { startTestS3, type TestS3 } from '../testing/s3';
import { chunkFieldList, postMultipart, uploadBytes } from '../testing/upload';
import { UPLOAD_ABANDON_MS } from '../upload/janitor';
import { PUBLIC_PAGE_GONE } from '../upload/public';
import { MAX_DUPLICATES_PER_KEY } from './upload';

type Received = {
  uniqueId: string;
  chunkCount: number | null;
  received: number[];
  receivedBytes?: number;
  expiresAt?: string | null;
};
type Page = {
  hash: string;
  folderId: number;
  folderName: string;
  createdAt: string;
  expiresAt: string | null;
  maxFiles: number | null;
  maxBytes: number | null;
  filesReceived: number;
  bytesReceived: number;
  revoked: boolean;
};
type ChunkResult = { complete: boolean; receivedBytes: number; files?: { Id: number; name: string }[] };
type ErrorBody = { responseStatus: { errorCode: string; message: string } };

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let server: TestServer;
let editor: Agent;
let admin: Agent;
let png: Buffer;
/** The server's clock (moved forward for the expiry of a page). */
let clock = TEST_NOW;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  png = await solidImage(32, 24, 'png');
});
beforeEach(async () => {
  clock = TEST_NOW;
  await server.reset();
  editor = await server.as('editor');
  admin = await server.as('superAdmin');
});
afterAll(() => server.close());

async function newFolder(): Promise<number> {
  const answer = await editor.call<{ id: number }>('POST', '/api/folder/addFolder', {
    Name: `Up ${Math.random().toString(36).slice(2, 8)}`,
    ParentId: server.library.folders.workspace.id,
  });
  expect(answer.status).toBe(200);
  return answer.body.id;
}

/** One chunk of `bytes` cut in `chunkSize` pieces, posted to `app` with the agent's cookie. */
function chunkSender(url: string, fileName: string, bytes: Buffer, chunkSize: number) {
  const uniqueId = `resume-${randomBytes(6).toString('hex')}`;
  const count = Math.ceil(bytes.length / chunkSize);
  return {
    uniqueId,
    count,
    send: (app: FastifyInstance, agent: Agent | undefined, index: number) =>
      postMultipart<ChunkResult>(
        { app } as TestServer,
        agent,
        url,
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

/** GET on any server instance with an agent's session. */
async function getOn<T>(app: FastifyInstance, agent: Agent | undefined, url: string) {
  const answer = await app.inject({
    method: 'GET',
    url,
    headers: agent?.cookie ? { cookie: `vitrine_session=${agent.cookie}` } : {},
  });
  return { status: answer.statusCode, body: JSON.parse(answer.body) as T };
}

describe('getUploadReceived: resume at the first missing chunk', () => {
  it('lists the chunks staged for the caller and that folder only; none for another uniqueId or user; expired after UPLOAD_ABANDON_MS', async () => {
    const folderId = await newFolder();
    const bytes = randomBytes(3000);
    const upload = chunkSender(`/api/upload/${folderId}`, 'data.bin', bytes, 1000);
    expect((await upload.send(server.app, editor, 0)).status).toBe(200);
    expect((await upload.send(server.app, editor, 2)).status).toBe(200);
    const url = `/api/upload/received?uniqueId=${upload.uniqueId}&folderId=${folderId}`;
    const mine = await editor.call<Received>('GET', url);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      uniqueId: upload.uniqueId,
      chunkCount: 3,
      received: [0, 2],
      receivedBytes: 2000,
    });
    // Another uniqueId, another folder, another user: nothing staged (keys are per user and target).
    const none = { chunkCount: null, received: [] };
    expect(
      (await editor.call<Received>('GET', `/api/upload/received?uniqueId=other&folderId=${folderId}`)).body,
    ).toMatchObject(none);
    const otherFolder = await newFolder();
    expect(
      (
        await editor.call<Received>(
          'GET',
          `/api/upload/received?uniqueId=${upload.uniqueId}&folderId=${otherFolder}`,
        )
      ).body,
    ).toMatchObject(none);
    expect((await admin.call<Received>('GET', url)).body).toMatchObject(none);
    // A viewer may not upload there (403); neither or both of folderId / publicHash: 400.
    expect((await (await server.as('viewer')).call('GET', url)).status).toBe(403);
    expect((await editor.call('GET', `/api/upload/received?uniqueId=${upload.uniqueId}`)).status).toBe(400);
    expect(
      (await editor.call('GET', `/api/upload/received?uniqueId=x&folderId=${folderId}&publicHash=abc`))
        .status,
    ).toBe(400);
    // The missing chunk completes the file.
    const lastChunk = await upload.send(server.app, editor, 1);
    expect(lastChunk.body.complete).toBe(true);
    // Complete: every index but the last, so a client resending the last gets the kept answer.
    expect((await editor.call<Received>('GET', url)).body).toMatchObject({ chunkCount: 3, received: [0, 1] });
    const again = await upload.send(server.app, editor, 2);
    expect(again.body.files?.[0]?.Id).toBe(lastChunk.body.files?.[0]?.Id);

    // Expiry: an upload whose last chunk came more than UPLOAD_ABANDON_MS ago counts as none.
    const stale = chunkSender(`/api/upload/${folderId}`, 'stale.bin', bytes, 1000);
    await stale.send(server.app, editor, 0);
    const staleUrl = `/api/upload/received?uniqueId=${stale.uniqueId}&folderId=${folderId}`;
    expect((await editor.call<Received>('GET', staleUrl)).body.received).toEqual([0]);
    await server.app.vitrine.db
      .updateTable('upload_sessions')
      .set({ updated_at: new Date(Date.now() - UPLOAD_ABANDON_MS - 1000).toISOString() })
      .where('file_name', '=', 'stale.bin')
      .execute();
    expect((await editor.call<Received>('GET', staleUrl)).body).toMatchObject(none);
  });

  it('a public page: the visitor sees its own staged chunks; a revoked page answers 403', async () => {
    const folderId = await newFolder();
    const created = await admin.call<Page>('POST', '/api/upload/public-pages', { folderId });
    const visitor = server.agent();
    const image = Buffer.concat([png, randomBytes(10)]);
    const upload = chunkSender(`/api/upload/public/${created.body.hash}`, 'photo.png', image, 40);
    expect((await upload.send(server.app, visitor, 1)).status).toBe(200);
    const url = `/api/upload/received?uniqueId=${upload.uniqueId}&publicHash=${created.body.hash}`;
    expect((await visitor.call<Received>('GET', url)).body).toMatchObject({
      chunkCount: upload.count,
      received: [1],
    });
    expect((await admin.call('DELETE', `/api/upload/public-pages/${created.body.hash}`)).status).toBe(204);
    const gone = await visitor.call<ErrorBody>('GET', url);
    expect(gone.status).toBe(403);
    expect(gone.body.responseStatus.message).toBe(PUBLIC_PAGE_GONE);
  });
});

describe('a server restart between chunks (the staging survives it)', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(() => s3?.close());

  for (const staging of ['disk', 's3'] as const) {
    it(`${staging}: chunks sent before the restart are listed after it, and only the missing ones are sent`, async () => {
      let first: S3BlobStore | undefined;
      if (staging === 's3') first = await s3.store(`restart-${randomBytes(4).toString('hex')}`);
      const before = await startTestServer(first ? { blobStore: first } : {});
      let after: FastifyInstance | undefined;
      try {
        const agent = await before.as('editor');
        const folderId = before.library.folders.workspace.id;
        const bytes = randomBytes(5000);
        const upload = chunkSender(`/api/upload/${folderId}`, 'restart.bin', bytes, 1000);
        for (const index of [0, 1, 3]) expect((await upload.send(before.app, agent, index)).status).toBe(200);
        await before.app.close();

        // The same data directory and database, a new process (and a new client of the same bucket).
        const second = first ? await openS3BlobStore(s3.config(first.prefix)) : undefined;
        after = await createServer({
          dataDir: before.dataDir,
          validateResponses: true,
          scryptCost: TEST_SCRYPT_COST,
          now: () => TEST_NOW,
          ...(before.databaseUrl ? { databaseUrl: before.databaseUrl } : {}),
          ...(second ? { blobStore: second } : {}),
        });
        const url = `/api/upload/received?uniqueId=${upload.uniqueId}&folderId=${folderId}`;
        const staged = await getOn<Received>(after, agent, url);
        expect(staged.status).toBe(200);
        expect(staged.body).toMatchObject({ chunkCount: 5, received: [0, 1, 3] });
        const missing = [...Array(upload.count).keys()].filter((i) => !staged.body.received.includes(i));
        expect(missing).toEqual([2, 4]);
        const answers = [];
        for (const index of missing) answers.push(await upload.send(after, agent, index));
        const done = answers[answers.length - 1];
        expect(done?.status).toBe(200);
        expect(done?.body.complete).toBe(true);
        const id = done?.body.files?.[0]?.Id as number;
        const row = await after.vitrine.db
          .selectFrom('files')
          .select(['content_hash', 'file_size'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        expect(row.content_hash).toBe(sha(bytes));
        expect(Number(row.file_size)).toBe(bytes.length);
      } finally {
        await after?.close();
        await before.close();
      }
    });
  }
});

describe('findUploadDuplicates: exact content among the files the caller may see', () => {
  it('answers the visible files with the same SHA-256 and size, by key; never a hidden one', async () => {
    const folderId = await newFolder();
    const [stored] = await uploadBytes<ChunkResult>(server, editor, `/api/upload/${folderId}`, 'a.png', png);
    const fileId = stored?.body.files?.[0]?.Id as number;
    const body = {
      folderId,
      files: [
        { key: 'same', sha256: sha(png), size: png.length },
        { key: 'other size', sha256: sha(png), size: png.length + 1 },
        { key: 'new', sha256: sha(Buffer.from('new')), size: 3 },
      ],
    };
    const answer = await editor.call<{ duplicates: unknown[] }>('POST', '/api/upload/duplicates', body);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      duplicates: [{ key: 'same', files: [{ fileId, name: 'a.png', folderId }] }],
    });

    // Hidden from a user whose grant does not reach the file: a folder of /Products with its own upload.
    const products = server.library.folders.products.id;
    const db = server.app.vitrine.db;
    const outsiderRole = await db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'editor')
      .executeTakeFirstOrThrow();
    const { id: outsiderId } = await db
      .insertInto('users')
      .values({
        user_name: 'outsider',
        email: null,
        password_hash: (
          await db
            .selectFrom('users')
            .select('password_hash')
            .where('id', '=', server.library.userIds.editor)
            .executeTakeFirstOrThrow()
        ).password_hash,
        folder_id: null,
        created_at: TEST_NOW.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('role_assignments')
      .values({
        user_id: outsiderId,
        role_id: outsiderRole.id,
        folder_id: products,
        set_id: null,
        group_id: null,
      })
      .execute();
    const outsider = server.agent();
    await outsider.signIn('outsider', 'contract-editor-password');
    const theirs = await outsider.call('POST', '/api/upload/duplicates', { ...body, folderId: products });
    expect(theirs).toMatchObject({ status: 200, body: { duplicates: [] } });
    // The editor's folder is not theirs to ask about.
    expect((await outsider.call('POST', '/api/upload/duplicates', body)).status).toBe(404);
  });

  it('lists at most MAX_DUPLICATES_PER_KEY (20) files per key, the oldest first', async () => {
    const folderId = await newFolder();
    const ids: number[] = [];
    for (let i = 0; i < MAX_DUPLICATES_PER_KEY + 1; i++) {
      const [answer] = await uploadBytes<ChunkResult>(
        server,
        editor,
        `/api/upload/${folderId}`,
        'same.png',
        png,
        {
          flags: { makeCopy: true },
        },
      );
      ids.push(answer?.body.files?.[0]?.Id as number);
    }
    const answer = await editor.call<{ duplicates: { key: string; files: { fileId: number }[] }[] }>(
      'POST',
      '/api/upload/duplicates',
      { folderId, files: [{ key: 'k', sha256: sha(png), size: png.length }] },
    );
    expect(answer.body.duplicates[0]?.files.map((f) => f.fileId)).toEqual(
      ids.slice(0, MAX_DUPLICATES_PER_KEY),
    );
  });

  it('refuses more than 100 files, a hash that is not 64 lowercase hex digits, a negative size (400); a viewer (403)', async () => {
    const folderId = await newFolder();
    const file = (i: number) => ({ key: `k${i}`, sha256: 'a'.repeat(64), size: 1 });
    const call = (files: unknown[]) => editor.call('POST', '/api/upload/duplicates', { folderId, files });
    expect((await call(Array.from({ length: 100 }, (_, i) => file(i)))).status).toBe(200);
    expect((await call(Array.from({ length: 101 }, (_, i) => file(i)))).status).toBe(400);
    expect((await call([{ key: 'k', sha256: 'A'.repeat(64), size: 1 }])).status).toBe(400);
    expect((await call([{ key: 'k', sha256: 'a'.repeat(63), size: 1 }])).status).toBe(400);
    expect((await call([{ key: 'k', sha256: 'a'.repeat(64), size: -1 }])).status).toBe(400);
    expect((await call([{ key: '', sha256: 'a'.repeat(64), size: 1 }])).status).toBe(400);
    const viewer = await server.as('viewer');
    expect((await viewer.call('POST', '/api/upload/duplicates', { folderId, files: [file(1)] })).status).toBe(
      403,
    );
  });
});

describe('public upload pages, for administrators', () => {
  it('refuses everyone but an administrator (403), a visitor without a session too', async () => {
    const folderId = await newFolder();
    const created = await admin.call<Page>('POST', '/api/upload/public-pages', { folderId });
    for (const agent of [editor, await server.as('viewer'), server.agent()]) {
      expect((await agent.call('GET', '/api/upload/public-pages')).status).toBe(403);
      expect((await agent.call('POST', '/api/upload/public-pages', { folderId })).status).toBe(403);
      expect((await agent.call('DELETE', `/api/upload/public-pages/${created.body.hash}`)).status).toBe(403);
    }
    const pages = await admin.call<{ pages: Page[] }>('GET', '/api/upload/public-pages');
    expect(pages.body.pages.map((p) => [p.hash, p.revoked])).toEqual([[created.body.hash, false]]);
  });

  it('creates unguessable pages, lists them with their counters, and revokes them (listed, refused)', async () => {
    const folderId = await newFolder();
    const one = await admin.call<Page>('POST', '/api/upload/public-pages', { folderId });
    const two = await admin.call<Page>('POST', '/api/upload/public-pages', { folderId, maxFiles: 5 });
    expect(one.status).toBe(200);
    // 144 random bits in base64url: 24 characters; never the same twice.
    for (const page of [one.body, two.body]) expect(page.hash).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(one.body.hash).not.toBe(two.body.hash);
    expect(one.body).toMatchObject({
      folderId,
      expiresAt: null,
      maxFiles: null,
      maxBytes: null,
      filesReceived: 0,
      bytesReceived: 0,
      revoked: false,
      createdAt: TEST_NOW.toISOString(),
    });
    const visitor = server.agent();
    const [answer] = await uploadBytes(server, visitor, `/api/upload/public/${one.body.hash}`, 'p.png', png);
    expect(answer?.status).toBe(200);
    const listed = await admin.call<{ pages: Page[] }>('GET', '/api/upload/public-pages');
    const first = listed.body.pages.find((p) => p.hash === one.body.hash);
    expect(first).toMatchObject({ filesReceived: 1, bytesReceived: png.length });
    expect(first?.folderName).toMatch(/^Up /);

    expect((await admin.call('DELETE', `/api/upload/public-pages/${one.body.hash}`)).status).toBe(204);
    expect((await admin.call('DELETE', `/api/upload/public-pages/${one.body.hash}`)).status).toBe(204);
    expect((await admin.call('DELETE', '/api/upload/public-pages/unknown-hash')).status).toBe(404);
    const after = await admin.call<{ pages: Page[] }>('GET', '/api/upload/public-pages');
    expect(after.body.pages.find((p) => p.hash === one.body.hash)?.revoked).toBe(true);
    expect(after.body.pages.find((p) => p.hash === two.body.hash)?.revoked).toBe(false);
    const [refused] = await uploadBytes<ErrorBody>(
      server,
      visitor,
      `/api/upload/public/${one.body.hash}`,
      'p.png',
      png,
    );
    expect(refused?.status).toBe(403);
    expect(refused?.body.responseStatus.message).toBe(PUBLIC_PAGE_GONE);
  });

  it('refuses a past expiry, a folder that does not exist, quotas below 1 (400 / 404)', async () => {
    const folderId = await newFolder();
    const create = (body: unknown) => admin.call('POST', '/api/upload/public-pages', body);
    expect(
      (await create({ folderId, expiresAt: new Date(TEST_NOW.getTime() - 1000).toISOString() })).status,
    ).toBe(400);
    expect((await create({ folderId, expiresAt: 'tomorrow' })).status).toBe(400);
    expect((await create({ folderId: 999_999 })).status).toBe(404);
    expect((await create({ folderId, maxFiles: 0 })).status).toBe(400);
    expect((await create({ folderId, maxBytes: 0 })).status).toBe(400);
  });

  it('an expired page refuses (403); the file quota and the byte quota answer 442 and store nothing more', async () => {
    const folderId = await newFolder();
    const visitor = server.agent();
    const url = (page: Page) => `/api/upload/public/${page.hash}`;
    const expiring = (
      await admin.call<Page>('POST', '/api/upload/public-pages', {
        folderId,
        expiresAt: new Date(TEST_NOW.getTime() + 60 * 60 * 1000).toISOString(),
      })
    ).body;
    expect((await uploadBytes(server, visitor, url(expiring), 'e.png', png))[0]?.status).toBe(200);
    clock = new Date(TEST_NOW.getTime() + 61 * 60 * 1000);
    const [expired] = await uploadBytes<ErrorBody>(server, visitor, url(expiring), 'e.png', png);
    expect(expired?.status).toBe(403);
    expect(expired?.body.responseStatus.message).toBe(PUBLIC_PAGE_GONE);
    clock = TEST_NOW;

    const twoFiles = (await admin.call<Page>('POST', '/api/upload/public-pages', { folderId, maxFiles: 2 }))
      .body;
    for (const name of ['a.png', 'b.png']) {
      expect((await uploadBytes(server, visitor, url(twoFiles), name, png))[0]?.status).toBe(200);
    }
    const [third] = await uploadBytes<ErrorBody>(server, visitor, url(twoFiles), 'c.png', png);
    expect(third?.status).toBe(442);
    expect(third?.body.responseStatus.message).toBe(en.upload.statuses['442']);

    const bytesQuota = png.length + Math.floor(png.length / 2);
    const fewBytes = (
      await admin.call<Page>('POST', '/api/upload/public-pages', { folderId, maxBytes: bytesQuota })
    ).body;
    expect((await uploadBytes(server, visitor, url(fewBytes), 'x.png', png))[0]?.status).toBe(200);
    const [over] = await uploadBytes<ErrorBody>(server, visitor, url(fewBytes), 'y.png', png);
    expect(over?.status).toBe(442);
    const pages = (await admin.call<{ pages: Page[] }>('GET', '/api/upload/public-pages')).body.pages;
    expect(pages.find((p) => p.hash === twoFiles.hash)).toMatchObject({
      filesReceived: 2,
      bytesReceived: 2 * png.length,
    });
    expect(pages.find((p) => p.hash === fewBytes.hash)).toMatchObject({
      filesReceived: 1,
      bytesReceived: png.length,
    });
    const names = (
      await server.app.vitrine.db
        .selectFrom('files')
        .select('file_name')
        .where('folder_id', '=', folderId)
        .execute()
    ).map((f) => f.file_name);
    expect(names.sort()).toEqual(['a.png', 'b.png', 'e.png', 'x.png']);
  });
});
