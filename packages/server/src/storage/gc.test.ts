// Blob garbage collection (issue 5): deleting a folder takes its files' older versions with it, and
// their blobs leave the disk; the sweep at start finds what a delete path left behind; blobs other
// files still need stay. In batches (issue 13): a few statements per batch, removals several at once
// and bounded, other work served between batches, and never a blob an upload is about to reference.
import { access } from 'node:fs/promises';
import type { PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../media';
import { blobHashesOf } from '../testing/blobs';
import { fileRow } from '../testing/files';
import { startTestServer, TEST_NOW, type TestServer } from '../testing/harness';
import { uploadBytes } from '../testing/upload';
import { whileWritingBlobs } from './blob-guard';
import type { BlobStore, LocalBlobStore } from './blob-store';
import { recordBlob } from './blobs';
import { COLLECT_BATCH, collectUnreferencedBlobs, REMOVE_CONCURRENCY, sweepUnreferencedBlobs } from './gc';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.app.ready();
});
beforeEach(() => server.reset());
afterAll(() => server.close());

const png = (colour: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function onDisk(hash: string): Promise<boolean> {
  const store = server.app.vitrine.blobs as LocalBlobStore;
  try {
    await access(store.pathOf(hash));
    return true;
  } catch {
    return false;
  }
}

/** Every blob hash a file uses, in one list. */
async function hashesOf(fileId: number): Promise<string[]> {
  const { content, renditions, versions } = await blobHashesOf(server.app.vitrine.db, fileId);
  return [content, ...renditions, ...versions];
}

/** A new folder under the workspace holding 'a.png' in two versions, and 'keep.png' in the workspace. */
async function library() {
  const admin = await server.as('superAdmin');
  const created = await admin.call<{ id: number }>('POST', '/api/folder/addFolder', {
    Name: 'Doomed',
    ParentId: server.library.folders.workspace.id,
  });
  expect(created.status).toBe(200);
  const folderId = created.body.id;
  const first = await png('#aa2222');
  const second = await png('#22aa22');
  const kept = await png('#2222aa');
  const up = async (url: string, name: string, bytes: Buffer, createNewVersion = false) => {
    const answers = await uploadBytes<{ files: { Id: number }[] }>(server, admin, url, name, bytes, {
      flags: { createNewVersion },
    });
    const last = answers.at(-1);
    expect(last?.status).toBe(200);
    return last?.body.files[0]?.Id ?? 0;
  };
  const fileId = await up(`/api/upload/${folderId}`, 'a.png', first);
  expect(await up(`/api/upload/${folderId}`, 'a.png', second, true)).toBe(fileId);
  const keepId = await up(`/api/upload/${server.library.folders.workspace.id}`, 'keep.png', kept);
  await server.app.vitrineJobs.worker.idle();
  return { admin, folderId, fileId, keepId, first, second, kept };
}

describe('blob garbage collection (issue 5)', () => {
  it('deleting a folder removes the blobs of its files, their renditions and their older versions', async () => {
    const { admin, folderId, fileId, keepId, first, second } = await library();
    const doomed = await hashesOf(fileId);
    const keep = await hashesOf(keepId);
    // The two versions, and renditions made by the thumbnail job.
    expect(doomed).toEqual(expect.arrayContaining([sha256(first), sha256(second)]));
    expect(doomed.length).toBeGreaterThan(2);
    for (const hash of [...doomed, ...keep]) expect(await onDisk(hash)).toBe(true);

    expect((await admin.call('DELETE', `/api/folder/${folderId}`)).status).toBe(204);

    for (const hash of doomed) expect(await onDisk(hash), hash).toBe(false);
    const rows = await server.app.vitrine.db
      .selectFrom('blobs')
      .select('hash')
      .where('hash', 'in', doomed)
      .execute();
    expect(rows).toEqual([]);
    for (const hash of keep) expect(await onDisk(hash), hash).toBe(true);
    // Nothing is left for the sweep either.
    expect(await sweepUnreferencedBlobs(server.app.vitrine.db, server.app.vitrine.blobs)).toEqual([]);
  });

  it('the sweep removes blobs nothing references (a delete that skipped its collection) and keeps the rest', async () => {
    const { folderId, fileId, keepId, first } = await library();
    const doomed = await hashesOf(fileId);
    const keep = await hashesOf(keepId);
    // As the leak did: the rows go (the versions by cascade), the blobs stay.
    await server.app.vitrine.db.deleteFrom('folders').where('id', '=', folderId).execute();
    for (const hash of doomed) expect(await onDisk(hash)).toBe(true);

    const removed = await sweepUnreferencedBlobs(server.app.vitrine.db, server.app.vitrine.blobs);
    expect(new Set(removed)).toEqual(new Set(doomed));
    for (const hash of doomed) expect(await onDisk(hash), hash).toBe(false);
    for (const hash of keep) expect(await onDisk(hash), hash).toBe(true);
    expect(removed).toContain(sha256(first));
  });

  it('keeps a blob a kept version of another file still needs', async () => {
    const { admin, folderId, first } = await library();
    // The same bytes as the doomed file's first version, now the older version of a file elsewhere.
    const elsewhere = `/api/upload/${server.library.folders.workspace.id}`;
    await uploadBytes(server, admin, elsewhere, 'b.png', first);
    await uploadBytes(server, admin, elsewhere, 'b.png', await png('#999999'), {
      flags: { createNewVersion: true },
    });
    // Their thumbnail jobs done: a sweep during one would find the renditions it is replacing.
    await server.app.vitrineJobs.worker.idle();
    expect((await admin.call('DELETE', `/api/folder/${folderId}`)).status).toBe(204);
    expect(await sweepUnreferencedBlobs(server.app.vitrine.db, server.app.vitrine.blobs)).toEqual([]);
    expect(await onDisk(sha256(first))).toBe(true);
  });
});

/** A store over the server's own that counts removals under way (the most at once) and can hold them. */
function countingStore(inner: BlobStore, options: { removal?: () => Promise<void> } = {}) {
  const seen = { removing: 0, mostAtOnce: 0, removed: 0 };
  const store: BlobStore = {
    put: (source) => inner.put(source),
    stat: (hash) => inner.stat(hash),
    get: (hash) => inner.get(hash),
    stream: (hash, range) => inner.stream(hash, range),
    async delete(hash) {
      seen.removing++;
      seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.removing);
      try {
        await options.removal?.();
        await inner.delete(hash);
        seen.removed++;
      } finally {
        seen.removing--;
      }
    },
  };
  return { store, seen };
}

/** Stores `count` distinct small blobs with their `blobs` rows; nothing references them. */
async function unreferencedBlobs(count: number): Promise<string[]> {
  const { db, blobs } = server.app.vitrine;
  const hashes: string[] = [];
  // 50 at a time: one after another, 1,500 blobs took most of the test's 5 s on a loaded machine.
  for (let start = 0; start < count; start += 50) {
    const slice = Array.from({ length: Math.min(50, count - start) }, (_, i) => start + i);
    const stored = await Promise.all(slice.map((i) => blobs.put(Buffer.from(`unreferenced blob ${i}`))));
    for (const blob of stored) {
      await recordBlob(db, blob, 'text/plain', TEST_NOW);
      hashes.push(blob.hash);
    }
  }
  return hashes;
}

/** A Kysely plugin counting the statements executed through it (one result each). */
function statementCounter() {
  const counter = {
    statements: 0,
    transformQuery: (args: PluginTransformQueryArgs) => args.node,
    async transformResult(args: PluginTransformResultArgs) {
      counter.statements++;
      return args.result;
    },
  };
  return counter;
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('blob collection in batches (issue 13)', () => {
  it('decides and removes a batch of blobs with a few statements, not one per blob', async () => {
    const hashes = await unreferencedBlobs(COLLECT_BATCH * 2 + 100);
    const counter = statementCounter();
    const db = server.app.vitrine.db.withPlugin(counter);
    const removed = await collectUnreferencedBlobs(db, server.app.vitrine.blobs, hashes);
    expect(new Set(removed)).toEqual(new Set(hashes));
    for (const hash of hashes.slice(0, 20)) expect(await onDisk(hash), hash).toBe(false);
    const rows = await server.app.vitrine.db
      .selectFrom('blobs')
      .select('hash')
      .where('hash', 'in', hashes)
      .execute();
    expect(rows).toEqual([]);
    // Three batches: one reference query and one delete each.
    expect(counter.statements).toBeLessThanOrEqual(6);
  });

  it('removes the files of a batch several at once, never more than the bound', async () => {
    const hashes = await unreferencedBlobs(60);
    const { store, seen } = countingStore(server.app.vitrine.blobs, { removal: tick });
    await collectUnreferencedBlobs(server.app.vitrine.db, store, hashes);
    expect(seen.removed).toBe(60);
    expect(seen.mostAtOnce).toBeGreaterThan(1);
    expect(seen.mostAtOnce).toBeLessThanOrEqual(REMOVE_CONCURRENCY);
  });

  it('lets other work run between batches', async () => {
    const hashes = await unreferencedBlobs(COLLECT_BATCH * 3);
    let batchesSeen = 0;
    let removedAtLastTick = -1;
    const { store, seen } = countingStore(server.app.vitrine.blobs);
    // Counts the times the event loop served other work while some blobs, but not all, were removed.
    let running = true;
    const ticker = (async () => {
      while (running) {
        await tick();
        if (seen.removed > 0 && seen.removed < hashes.length && seen.removed !== removedAtLastTick) {
          batchesSeen++;
          removedAtLastTick = seen.removed;
        }
      }
    })();
    await collectUnreferencedBlobs(server.app.vitrine.db, store, hashes);
    running = false;
    await ticker;
    expect(seen.removed).toBe(hashes.length);
    expect(batchesSeen).toBeGreaterThanOrEqual(2);
  });

  it('never removes a blob an upload has stored and is about to reference', async () => {
    const { db, blobs } = server.app.vitrine;
    const bytes = Buffer.from('the same bytes, uploaded while they are collected');
    // The blob is there, unreferenced: a deleted file's, about to be collected.
    const { hash } = await blobs.put(bytes);
    await recordBlob(db, { hash, size: bytes.length }, 'text/plain', TEST_NOW);
    let letTheRowIn = () => {};
    const rowMayGoIn = new Promise<void>((resolve) => {
      letTheRowIn = resolve;
    });
    // An upload of the same bytes: put() finds the blob and keeps it, then the file row follows.
    const upload = whileWritingBlobs(blobs, async () => {
      const stored = await blobs.put(bytes);
      await recordBlob(db, stored, 'text/plain', TEST_NOW);
      await rowMayGoIn;
      await db
        .insertInto('files')
        .values({
          ...fileRow({ folderId: server.library.folders.workspace.id, name: 'same.txt' }),
          content_hash: stored.hash,
        })
        .execute();
    });
    await tick();
    let collected: string[] | undefined;
    const collection = collectUnreferencedBlobs(db, blobs, [hash]).then((removed) => {
      collected = removed;
    });
    for (let i = 0; i < 5; i++) await tick();
    // The collection waits for the upload's row.
    expect(collected).toBeUndefined();
    letTheRowIn();
    await Promise.all([upload, collection]);
    expect(collected).toEqual([]);
    expect(await onDisk(hash)).toBe(true);
  });

  it('holds a blob write that starts while a batch is being removed until the batch is done', async () => {
    const { db, blobs } = server.app.vitrine;
    const hashes = await unreferencedBlobs(20);
    let releaseRemovals = () => {};
    const removalsMayGo = new Promise<void>((resolve) => {
      releaseRemovals = resolve;
    });
    const { store, seen } = countingStore(blobs, { removal: () => removalsMayGo });
    const collection = collectUnreferencedBlobs(db, store, hashes);
    while (seen.removing === 0) await tick();
    let wroteWhileRemoving: boolean | undefined;
    const write = whileWritingBlobs(store, async () => {
      wroteWhileRemoving = seen.removed < hashes.length;
    });
    for (let i = 0; i < 5; i++) await tick();
    expect(wroteWhileRemoving).toBeUndefined();
    releaseRemovals();
    await Promise.all([collection, write]);
    expect(wroteWhileRemoving).toBe(false);
  });

  it('refuses to collect inside a blob write (it would wait for itself)', async () => {
    const { db, blobs } = server.app.vitrine;
    await expect(
      whileWritingBlobs(blobs, () => collectUnreferencedBlobs(db, blobs, ['a'.repeat(64)])),
    ).rejects.toThrow('never inside one');
  });
});
