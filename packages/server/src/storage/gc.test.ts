// Blob garbage collection (issue 5): deleting a folder takes its files' older versions with it, and
// their blobs leave the disk; the sweep at start finds what a delete path left behind; blobs other
// files still need stay.
import { access } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../media';
import { startTestServer, type TestServer } from '../test/harness';
import { uploadBytes } from '../upload/test-support';
import type { LocalBlobStore } from './blob-store';
import { sweepUnreferencedBlobs } from './gc';

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

/** Every blob hash a file uses: its content, its renditions and its kept versions. */
async function hashesOf(fileId: number): Promise<string[]> {
  const db = server.app.vitrine.db;
  const file = await db
    .selectFrom('files')
    .select('content_hash')
    .where('id', '=', fileId)
    .executeTakeFirstOrThrow();
  const renditions = await db
    .selectFrom('renditions')
    .select('content_hash')
    .where('file_id', '=', fileId)
    .execute();
  const versions = await db
    .selectFrom('file_versions')
    .select('content_hash')
    .where('file_id', '=', fileId)
    .execute();
  return [
    file.content_hash,
    ...renditions.map((r) => r.content_hash),
    ...versions.map((v) => v.content_hash),
  ];
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
    expect((await admin.call('DELETE', `/api/folder/${folderId}`)).status).toBe(204);
    expect(await sweepUnreferencedBlobs(server.app.vitrine.db, server.app.vitrine.blobs)).toEqual([]);
    expect(await onDisk(sha256(first))).toBe(true);
  });
});
