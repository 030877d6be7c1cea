// The upload queue (issue 19; spec 001 §4, §5, §8, §9) against MSW in Node: order, name checks,
// conflicts, errors, 401, the duplicate pre-check, persistence and the snapshot's pace.
import { createHash } from 'node:crypto';
import { createVitrineClient } from '@vitrine/api-client';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { discardKeptUpload, readKeptUpload } from '../kept';
import { createInlineHasher } from './hasher';
import type { QueueStorage } from './persist';
import { createUploadQueue, type UploadQueueEngineOptions } from './queue';
import type { UploadQueue, UploadQueueSnapshot } from './types';

const API = 'http://vitrine.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createVitrineClient({ baseUrl: API });
const fastRetry = { retries: 3, baseDelayMs: 1, maxDelayMs: 2, random: () => 0 };
const file = (name: string, size = 100, fill = 1) => new File([new Uint8Array(size).fill(fill)], name);

interface Chunk {
  fields: Record<string, string>;
  size: number;
}

/** The server's side: chunk posts (answered like the server), name checks, duplicate lookups. */
function fakeServer(
  options: {
    chunk?: (
      fields: Record<string, string>,
      count: number,
    ) => Response | undefined | Promise<Response | undefined>;
    taken?: (fileFullPath: string) => boolean;
    checkDelayMs?: number;
    duplicates?: (
      files: { key: string; sha256: string; size: number }[],
    ) => { key: string; files: unknown[] }[];
    received?: (uniqueId: string) => number[];
  } = {},
) {
  const chunks: Chunk[] = [];
  const checks: string[] = [];
  const lookups: { key: string; sha256: string; size: number }[][] = [];
  const asked: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let checksInFlight = 0;
  let maxChecksInFlight = 0;
  let nextId = 1000;
  server.use(
    http.get(`${API}/api/upload/received`, ({ request }) => {
      const uniqueId = new URL(request.url).searchParams.get('uniqueId') ?? '';
      asked.push(uniqueId);
      const received = options.received?.(uniqueId) ?? [];
      return HttpResponse.json({ uniqueId, chunkCount: received.length ? 1 : null, received });
    }),
    http.post(`${API}/api/upload/checkfilename`, async ({ request }) => {
      const { fileFullPath } = (await request.json()) as { fileFullPath: string };
      checks.push(fileFullPath);
      checksInFlight += 1;
      maxChecksInFlight = Math.max(maxChecksInFlight, checksInFlight);
      await new Promise((resolve) => setTimeout(resolve, options.checkDelayMs ?? 0));
      checksInFlight -= 1;
      return HttpResponse.json({ isNameVacant: !options.taken?.(fileFullPath), ignore: false });
    }),
    http.post(`${API}/api/upload/duplicates`, async ({ request }) => {
      const body = (await request.json()) as { files: { key: string; sha256: string; size: number }[] };
      lookups.push(body.files);
      return HttpResponse.json({ duplicates: options.duplicates?.(body.files) ?? [] });
    }),
    http.post(`${API}/api/upload/:folderId`, async ({ request }) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        const form = await request.formData();
        const fields: Record<string, string> = {};
        let size = 0;
        for (const [name, value] of form) {
          if (typeof value === 'string') fields[name] = value;
          else size = value.size;
        }
        chunks.push({ fields, size });
        const count = chunks.filter((chunk) => chunk.fields.uniqueId === fields.uniqueId).length;
        const replaced = await options.chunk?.(fields, count);
        if (replaced) return replaced;
        await new Promise((resolve) => setTimeout(resolve, 2));
        nextId += 1;
        return HttpResponse.json({
          complete: true,
          receivedBytes: size,
          files: [{ Id: nextId, name: fields.fileName ?? '' }],
        });
      } finally {
        inFlight -= 1;
      }
    }),
  );
  return {
    chunks,
    checks,
    lookups,
    asked,
    get maxInFlight() {
      return maxInFlight;
    },
    get maxChecksInFlight() {
      return maxChecksInFlight;
    },
  };
}

const queues: UploadQueue[] = [];
afterEach(() => {
  for (const queue of queues.splice(0)) queue.dispose();
});

function makeQueue(options: Partial<UploadQueueEngineOptions> = {}) {
  const queue = createUploadQueue({
    client,
    target: { kind: 'folder', folderId: 7 },
    mode: 'internal',
    retry: fastRetry,
    hasher: createInlineHasher(),
    ...options,
  });
  queues.push(queue);
  return queue;
}

/** Resolves with the first snapshot `test` accepts (listeners, then a last look). */
function until(queue: UploadQueue, test: (snapshot: UploadQueueSnapshot) => boolean, timeoutMs = 10_000) {
  return new Promise<UploadQueueSnapshot>((resolve, reject) => {
    const check = () => {
      const snapshot = queue.getSnapshot();
      if (!test(snapshot)) return false;
      clearTimeout(timer);
      stop();
      resolve(snapshot);
      return true;
    };
    const stop = queue.subscribe(() => void check());
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`timed out: ${JSON.stringify(queue.getSnapshot().items.map((item) => item.state))}`));
    }, timeoutMs);
    check();
  });
}

const states = (snapshot: UploadQueueSnapshot) => snapshot.items.map((item) => item.state);
const allSettled = (snapshot: UploadQueueSnapshot) =>
  snapshot.items.every((item) => ['done', 'failed', 'skipped', 'conflict', 'duplicate'].includes(item.state));

describe('createUploadQueue: one file after another (spec 001 §4)', () => {
  it('sends every file once, never two at a time, and ends done with the stored ids and totals', async () => {
    const seen = fakeServer();
    const queue = makeQueue();
    queue.add([
      { file: file('a.jpg', 10) },
      { file: file('b.jpg', 20), relativePath: 'trip/b.jpg' },
      { file: file('c.jpg', 30) },
    ]);
    const snapshot = await until(queue, (s) => s.totals.done === 3);
    expect(states(snapshot)).toEqual(['done', 'done', 'done']);
    expect(snapshot.items.map((item) => item.fileId)).toEqual([1001, 1002, 1003]);
    expect(snapshot.totals).toMatchObject({ files: 3, done: 3, failed: 0, bytes: 60, loaded: 60 });
    expect(seen.maxInFlight).toBe(1);
    expect(seen.chunks.map((chunk) => chunk.fields.fileName)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(seen.chunks[1]?.fields.relativePath).toBe('trip/b.jpg');
    expect(new Set(seen.chunks.map((chunk) => chunk.fields.uniqueId)).size).toBe(3);
    // spec 001 §5: each name checked first, with its relative path.
    expect(seen.checks).toEqual(['a.jpg', 'trip/b.jpg', 'c.jpg']);
    expect(snapshot.running).toBe(false);
  });

  it('keeps the same object until something changes', async () => {
    fakeServer();
    const queue = makeQueue();
    queue.add([{ file: file('a.jpg') }]);
    const done = await until(queue, (s) => s.totals.done === 1);
    expect(queue.getSnapshot()).toBe(done);
    expect(queue.getSnapshot().items[0]).toBe(done.items[0]);
  });

  it('tells listeners at most 10 times a second', async () => {
    fakeServer();
    const queue = makeQueue({ checkNames: false });
    let calls = 0;
    queue.subscribe(() => {
      calls += 1;
    });
    const started = Date.now();
    queue.add(Array.from({ length: 200 }, (_, index) => ({ file: file(`f${index}.jpg`) })));
    await until(queue, (s) => s.totals.done === 200, 30_000);
    const seconds = (Date.now() - started) / 1000;
    expect(calls).toBeGreaterThan(0);
    expect(calls).toBeLessThanOrEqual(Math.ceil(seconds * 10) + 1);
  });

  it('sends a chunk answered 503 again with the same uniqueId and index (one file, not two)', async () => {
    const seen = fakeServer({
      chunk: (_fields, count) => (count === 1 ? HttpResponse.json({}, { status: 503 }) : undefined),
    });
    const queue = makeQueue();
    queue.add([{ file: file('a.jpg') }]);
    await until(queue, (s) => s.totals.done === 1);
    expect(seen.chunks.map((chunk) => [chunk.fields.uniqueId, chunk.fields.chunkIndex])).toEqual([
      [seen.chunks[0]?.fields.uniqueId, '0'],
      [seen.chunks[0]?.fields.uniqueId, '0'],
    ]);
  });
});

describe('createUploadQueue: limits (spec 001 §9)', () => {
  it('holds at most 10 files on a public page', () => {
    fakeServer();
    server.use(
      http.post(`${API}/api/upload/public/:hash`, () =>
        HttpResponse.json({ complete: true, receivedBytes: 1, files: [{ Id: 5, name: 'x.jpg' }] }),
      ),
    );
    const queue = makeQueue({ target: { kind: 'public', publicHash: 'h' }, mode: 'public' });
    queue.add(Array.from({ length: 12 }, (_, index) => ({ file: file(`${index}.jpg`, 1) })));
    expect(queue.getSnapshot().items).toHaveLength(10);
    queue.cancel();
  });

  // How fast add() is, is the bench's (upload-browser: a 10,000-file queue); never wall time in a test.
  it('holds at most 50,000 files internally, as references only', () => {
    fakeServer();
    const queue = makeQueue({ checkNames: false });
    const many = Array.from({ length: 50_001 }, (_, index) => ({ file: new File([], `${index}.jpg`) }));
    queue.add(many);
    const snapshot = queue.getSnapshot();
    expect(snapshot.items).toHaveLength(50_000);
    expect(snapshot.totals.files).toBe(50_000);
    expect(snapshot.items[49_999]?.file).toBe(many[49_999]?.file);
    queue.cancel();
    expect(queue.getSnapshot().items).toHaveLength(0);
  });
});

describe('createUploadQueue: name conflicts (spec 001 §4, §5)', () => {
  it('checks at most 5 names at a time', async () => {
    const seen = fakeServer({ checkDelayMs: 20 });
    const queue = makeQueue();
    queue.add(Array.from({ length: 12 }, (_, index) => ({ file: file(`n${index}.jpg`) })));
    await until(queue, (s) => s.totals.done === 12);
    expect(seen.checks).toHaveLength(12);
    expect(seen.maxChecksInFlight).toBe(5);
  });

  it('waits on a taken name; 1 sends a new version, 3 a copy, 2 skips; apply to all answers the next ones', async () => {
    const seen = fakeServer({ taken: (name) => name.startsWith('taken') });
    const queue = makeQueue();
    queue.add([
      { file: file('taken-1.jpg') },
      { file: file('free.jpg') },
      { file: file('taken-2.jpg') },
      { file: file('taken-3.jpg') },
      { file: file('taken-4.jpg') },
    ]);
    let snapshot = await until(
      queue,
      (s) => allSettled(s) && s.items.filter((i) => i.state === 'conflict').length === 4,
    );
    expect(states(snapshot)).toEqual(['conflict', 'done', 'conflict', 'conflict', 'conflict']);
    const id = (index: number) => snapshot.items[index]?.id ?? '';
    queue.resolveConflict(id(0), 1, false);
    snapshot = await until(queue, (s) => s.items[0]?.state === 'done');
    queue.resolveConflict(id(2), 2, false);
    queue.resolveConflict(id(3), 3, true);
    snapshot = await until(queue, (s) => allSettled(s) && s.items[4]?.state === 'done');
    expect(states(snapshot)).toEqual(['done', 'done', 'skipped', 'done', 'done']);
    const sent = Object.fromEntries(seen.chunks.map((chunk) => [chunk.fields.fileName, chunk.fields]));
    expect(sent['taken-1.jpg']).toMatchObject({ createNewVersion: 'true', makeCopy: 'false' });
    expect(sent['taken-3.jpg']).toMatchObject({ createNewVersion: 'false', makeCopy: 'true' });
    expect(sent['taken-4.jpg']).toMatchObject({ makeCopy: 'true' });
    expect(sent['taken-2.jpg']).toBeUndefined();
    expect(snapshot.items[0]?.resolution).toBe(1);
  });

  it('a 446 answer is a conflict too (spec 001 §8), sent again once resolved', async () => {
    const seen = fakeServer({
      chunk: (fields) =>
        fields.createNewVersion === 'true' ? undefined : HttpResponse.json({}, { status: 446 }),
    });
    const queue = makeQueue({ checkNames: false });
    queue.add([{ file: file('a.jpg') }]);
    const conflict = await until(queue, (s) => s.items[0]?.state === 'conflict');
    expect(conflict.items[0]?.error).toBeUndefined();
    queue.resolveConflict(conflict.items[0]?.id ?? '', 1, false);
    await until(queue, (s) => s.totals.done === 1);
    expect(seen.chunks).toHaveLength(2);
  });

  it('checks no name on a public page nor over an image', async () => {
    const seen = fakeServer();
    server.use(
      http.post(`${API}/api/upload/public/:hash`, () =>
        HttpResponse.json({ complete: true, receivedBytes: 1, files: [{ Id: 5, name: 'p.jpg' }] }),
      ),
    );
    const queue = makeQueue({ target: { kind: 'public', publicHash: 'abc' }, mode: 'public' });
    queue.add([{ file: file('p.jpg') }]);
    await until(queue, (s) => s.totals.done === 1);
    expect(seen.checks).toEqual([]);
  });
});

describe('createUploadQueue: errors (spec 001 §5, §8)', () => {
  it('refuses a type or size error before sending, not retryable', async () => {
    const seen = fakeServer();
    const queue = makeQueue({ target: { kind: 'public', publicHash: 'abc' }, mode: 'public' });
    const huge = new File([], 'big.jpg');
    Object.defineProperty(huge, 'size', { value: 2 * 1024 ** 3 + 1 });
    queue.add([{ file: file('notes.txt') }, { file: huge }]);
    const snapshot = queue.getSnapshot();
    expect(snapshot.items.map((item) => item.error)).toEqual([
      { status: 0, message: 'File type is not allowed', retryable: false, code: 'typeNotAllowed' },
      {
        status: 0,
        message: 'File is too large. File size can not exceed 2Gb',
        retryable: false,
        code: 'tooLarge',
      },
    ]);
    queue.retry(snapshot.items[0]?.id ?? '');
    expect(states(queue.getSnapshot())).toEqual(['failed', 'failed']);
    expect(seen.chunks).toEqual([]);
  });

  it.each([
    [441, 'Storage limit reached.', 'status'],
    [444, 'Destination folder not found', 'status'],
    [0, 'Failed to upload the file.', 'status'],
  ])('maps %i to its line of the status table', async (status, message, code) => {
    fakeServer({
      chunk: () => (status === 0 ? HttpResponse.error() : HttpResponse.json({}, { status })),
    });
    const queue = makeQueue({ checkNames: false });
    queue.add([{ file: file('a.jpg') }]);
    const snapshot = await until(queue, (s) => s.totals.failed === 1);
    expect(snapshot.items[0]?.error).toEqual({ status, message, retryable: true, code });
  });

  it("another status shows the server's message; retry sends the file again and resumes it", async () => {
    let fail = true;
    const seen = fakeServer({
      chunk: () =>
        fail
          ? HttpResponse.json(
              { responseStatus: { errorCode: 'X', message: 'Disk on fire' } },
              { status: 500 },
            )
          : undefined,
    });
    const queue = makeQueue({ checkNames: false });
    queue.add([{ file: file('a.jpg') }]);
    const failed = await until(queue, (s) => s.totals.failed === 1);
    expect(failed.items[0]?.error).toEqual({
      status: 500,
      message: 'Disk on fire',
      retryable: true,
      code: 'server',
    });
    fail = false;
    queue.retry(failed.items[0]?.id ?? '');
    await until(queue, (s) => s.totals.done === 1);
    expect(seen.asked).toEqual([seen.chunks[0]?.fields.uniqueId]);
    expect(seen.chunks[1]?.fields.uniqueId).toBe(seen.chunks[0]?.fields.uniqueId);
  });

  it('a 401 pauses the queue (sessionEnded) and resumeAfterSignIn goes on with the same upload', async () => {
    let signedIn = false;
    const seen = fakeServer({
      chunk: () =>
        signedIn
          ? undefined
          : HttpResponse.json({ responseStatus: { errorCode: 'Unauthorized' } }, { status: 401 }),
    });
    const queue = makeQueue({ checkNames: false });
    queue.add([{ file: file('a.jpg') }, { file: file('b.jpg') }]);
    const paused = await until(queue, (s) => s.sessionEnded);
    expect(states(paused)).toEqual(['queued', 'queued']);
    expect(paused.running).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.chunks).toHaveLength(1);
    signedIn = true;
    queue.resumeAfterSignIn();
    const done = await until(queue, (s) => s.totals.done === 2);
    expect(done.sessionEnded).toBe(false);
    expect(seen.chunks[1]?.fields.uniqueId).toBe(seen.chunks[0]?.fields.uniqueId);
    expect(seen.asked).toEqual([seen.chunks[0]?.fields.uniqueId]);
  });
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('createUploadQueue: duplicate pre-check (issue 19)', () => {
  it('hashes each file, asks in batches of at most 100, and waits on a duplicate: skip or upload anyway', async () => {
    const twin = file('twin.jpg', 64, 9);
    const twinHash = sha256(new Uint8Array(64).fill(9));
    const seen = fakeServer({
      duplicates: (files) =>
        files
          .filter((entry) => entry.sha256 === twinHash)
          .map((entry) => ({ key: entry.key, files: [{ fileId: 5, name: 'old.jpg', folderId: 3 }] })),
    });
    const queue = makeQueue({ preCheckDuplicates: true });
    const others = Array.from({ length: 150 }, (_, index) => ({
      file: file(`o${index}.jpg`, 10, index % 7),
    }));
    queue.add([{ file: twin }, ...others, { file: file('twin2.jpg', 64, 9) }]);
    const snapshot = await until(queue, (s) => allSettled(s) && s.totals.done === 150, 30_000);
    expect(snapshot.items[0]).toMatchObject({
      state: 'duplicate',
      sha256: twinHash,
      duplicateOf: [{ fileId: 5, name: 'old.jpg', folderId: 3 }],
    });
    expect(snapshot.items[151]?.state).toBe('duplicate');
    expect(seen.lookups.every((batch) => batch.length <= 100)).toBe(true);
    expect(seen.lookups.flat()).toHaveLength(152);
    expect(seen.chunks.map((chunk) => chunk.fields.fileName)).not.toContain('twin.jpg');
    queue.resolveDuplicate(snapshot.items[0]?.id ?? '', 'upload', false);
    queue.resolveDuplicate(snapshot.items[151]?.id ?? '', 'skip', false);
    const after = await until(queue, (s) => s.totals.done === 151 && s.items[151]?.state === 'skipped');
    expect(after.items[0]?.state).toBe('done');
    expect(seen.chunks.filter((chunk) => chunk.fields.fileName === 'twin.jpg')).toHaveLength(1);
  });
});

describe('createUploadQueue: a file that cannot be hashed', () => {
  it('goes up unchecked instead of waiting on a lookup that never comes', async () => {
    const seen = fakeServer();
    const queue = makeQueue({
      preCheckDuplicates: true,
      hasher: { hash: () => Promise.reject(new Error('WebAssembly refused')), dispose: () => undefined },
    });
    queue.add([{ file: file('a.jpg', 10, 1) }, { file: file('b.jpg', 10, 2) }]);
    const snapshot = await until(queue, (s) => s.totals.done === 2);
    expect(states(snapshot)).toEqual(['done', 'done']);
    expect(seen.lookups).toHaveLength(0);
  });
});

/** A Map standing for IndexedDB: values are cloned on the way in (a handle stand-in set directly is kept as is). */
function memoryStorage(): QueueStorage & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>();
  return {
    map,
    get: async (key) => map.get(key),
    set: async (key, value) => {
      map.set(key, structuredClone(value));
    },
    del: async (key) => {
      map.delete(key);
    },
  };
}

describe('createUploadQueue: kept across a reload (issue 19)', () => {
  it('comes back needing its files; re-picked files are matched by name, size and hash and resume', async () => {
    const storage = memoryStorage();
    let hold = true;
    const seen = fakeServer({
      chunk: () => (hold ? HttpResponse.json({}, { status: 500 }) : undefined),
      received: () => [],
    });
    const first = makeQueue({ persistKey: 'q', storage, preCheckDuplicates: true, checkNames: false });
    const a = file('a.jpg', 50, 1);
    const b = file('b.jpg', 50, 2);
    first.add([{ file: a }, { file: b }]);
    await until(first, (s) => s.totals.failed === 2);
    first.dispose();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(storage.map.has('q')).toBe(true);
    // The kept queue says where it goes, read without making a queue (a host restores it from there).
    expect(await readKeptUpload('q', storage)).toEqual({
      target: { kind: 'folder', folderId: 7 },
      flags: {},
      items: [
        { name: 'a.jpg', size: 50, state: 'failed' },
        { name: 'b.jpg', size: 50, state: 'failed' },
      ],
    });

    hold = false;
    const second = makeQueue({ persistKey: 'q', storage, preCheckDuplicates: true, checkNames: false });
    await second.ready();
    const restored = second.getSnapshot();
    expect(states(restored)).toEqual(['needs-file', 'needs-file']);
    expect(restored.items.map((item) => item.name)).toEqual(['a.jpg', 'b.jpg']);
    // Same name and size, other content: not the file.
    second.supplyFiles([file('a.jpg', 50, 7), b, a]);
    const done = await until(second, (s) => s.totals.done === 2);
    expect(done.items.map((item) => item.state)).toEqual(['done', 'done']);
    // Each restored upload asked the server what it held, under its kept uniqueId.
    const ids = seen.chunks.slice(0, 2).map((chunk) => chunk.fields.uniqueId);
    expect(seen.asked.sort()).toEqual([...ids].sort());
    expect(
      seen.chunks
        .slice(2)
        .map((chunk) => chunk.fields.uniqueId)
        .sort(),
    ).toEqual([...ids].sort());
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(storage.map.has('q')).toBe(false);
  });

  it('a kept handle brings its file back without asking', async () => {
    const storage = memoryStorage();
    const bytes = file('h.jpg', 30);
    storage.map.set('k', {
      version: 1,
      items: [
        {
          id: 'i1',
          uniqueId: 'u1',
          name: 'h.jpg',
          size: 30,
          type: '',
          lastModified: bytes.lastModified,
          state: 'uploading',
          attempted: true,
          nameChecked: true,
          handle: { kind: 'file', getFile: async () => bytes },
        },
      ],
    });
    const seen = fakeServer();
    const queue = makeQueue({ persistKey: 'k', storage });
    await queue.ready();
    await until(queue, (s) => s.totals.done === 1);
    expect(seen.asked).toEqual(['u1']);
    expect(seen.chunks.map((chunk) => chunk.fields.uniqueId)).toEqual(['u1']);
  });

  it('a kept queue read without a queue: none, one kept before its target was written, discarded', async () => {
    const storage = memoryStorage();
    expect(await readKeptUpload('none', storage)).toBeNull();
    storage.map.set('empty', { version: 1, items: [] });
    expect(await readKeptUpload('empty', storage)).toBeNull();
    storage.map.set('old', {
      version: 1,
      items: [{ id: 'i1', uniqueId: 'u1', name: 'o.jpg', size: 9, type: '', lastModified: 1, state: 'queued' }],
    });
    expect(await readKeptUpload('old', storage)).toEqual({
      target: null,
      flags: {},
      items: [{ name: 'o.jpg', size: 9, state: 'queued' }],
    });
    await discardKeptUpload('old', storage);
    expect(storage.map.has('old')).toBe(false);
    expect(await readKeptUpload('old', storage)).toBeNull();
  });

  it('cancel clears the queue and its kept copy', async () => {
    const storage = memoryStorage();
    fakeServer({ chunk: () => HttpResponse.json({}, { status: 500 }) });
    const queue = makeQueue({ persistKey: 'c', storage, checkNames: false });
    queue.add([{ file: file('a.jpg') }]);
    await until(queue, (s) => s.totals.failed === 1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(storage.map.has('c')).toBe(true);
    queue.cancel();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(storage.map.has('c')).toBe(false);
    expect(queue.getSnapshot().items).toEqual([]);
  });
});

describe('createUploadQueue: a 401 before any byte (issue 19)', () => {
  it('a name check answered 401 pauses the queue; after sign-in the check runs again and the file goes', async () => {
    let signedIn = false;
    const seen = fakeServer();
    server.use(
      http.post(`${API}/api/upload/checkfilename`, () =>
        signedIn
          ? HttpResponse.json({ isNameVacant: true, ignore: false })
          : HttpResponse.json({ responseStatus: { errorCode: 'Unauthorized' } }, { status: 401 }),
      ),
    );
    const queue = makeQueue();
    queue.add([{ file: file('a.jpg') }]);
    const paused = await until(queue, (s) => s.sessionEnded);
    expect(states(paused)).toEqual(['queued']);
    expect(seen.chunks).toEqual([]);
    signedIn = true;
    queue.resumeAfterSignIn();
    await until(queue, (s) => s.totals.done === 1);
    expect(seen.chunks).toHaveLength(1);
  });
});

describe('createUploadQueue: speed and time left (issue 19)', () => {
  it('measures bytes per second over the last seconds and the time left from it', async () => {
    let clock = 0;
    fakeServer({
      chunk: async () => {
        // Each file takes one second of the queue's clock (and 150 ms of the real one, so listeners,
        // at most 10 a second, hear of the files one by one).
        await new Promise((resolve) => setTimeout(resolve, 150));
        clock += 1000;
        return undefined;
      },
    });
    const queue = makeQueue({ checkNames: false, now: () => clock });
    const seen: { done: number; bytesPerSecond: number; secondsLeft: number | null }[] = [];
    queue.subscribe(() => {
      const { totals } = queue.getSnapshot();
      seen.push({
        done: totals.done,
        bytesPerSecond: totals.bytesPerSecond,
        secondsLeft: totals.secondsLeft,
      });
    });
    queue.add(Array.from({ length: 6 }, (_, index) => ({ file: file(`s${index}.jpg`, 2000) })));
    const done = await until(queue, (s) => s.totals.done === 6);
    const midway = seen.find((totals) => totals.done >= 3 && totals.done < 6);
    expect(midway?.bytesPerSecond).toBeGreaterThanOrEqual(1500);
    expect(midway?.bytesPerSecond).toBeLessThanOrEqual(2500);
    expect(midway?.secondsLeft).toBe(
      Math.ceil(((6 - (midway?.done ?? 0)) * 2000) / (midway?.bytesPerSecond ?? 1)),
    );
    // Nothing running: no speed, no estimate.
    expect(done.totals.bytesPerSecond).toBe(0);
    expect(done.totals.secondsLeft).toBeNull();
  });
});
