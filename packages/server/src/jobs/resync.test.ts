// The folder re-sync job on the real server (spec 000 §7 "POST /api/folder/resync/ {folderId,
// tenantId}"; spec 000 §8 'Folder re-sync has been scheduled.'): scheduled over HTTP, it runs, reads the
// folder's files (and those below it) again from storage, brings the rows in line with the bytes,
// queues missing thumbnails, and reports what it found in the job's status (jobs/resync.ts).
import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encodeJpegWithMetadata } from '../media';
import { LocalBlobStore } from '../storage/blob-store';
import { type Agent, startTestServer, type TestServer } from '../testing/harness';
import { uploadBytes } from '../testing/upload';
import type { ResyncResult } from './resync';

let server: TestServer;
let editor: Agent;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
  editor = await server.as('editor');
});

const photo = () =>
  encodeJpegWithMetadata(sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } }), {
    title: 'Harbour',
    author: 'Ana Lima',
    camera: { make: 'Canon', model: 'EOS R5' },
    dateTaken: '2024-05-06T07:08:09',
  });

async function newFolder(name: string, parentId: number): Promise<number> {
  const answer = await editor.call<{ id: number }>('POST', '/api/folder/addFolder', {
    Name: name,
    ParentId: parentId,
  });
  expect(answer.status).toBe(200);
  return answer.body.id;
}

async function upload(folderId: number, name: string): Promise<number> {
  const [answer] = await uploadBytes<{ files: { Id: number }[] }>(
    server,
    editor,
    `/api/upload/${folderId}`,
    name,
    await photo(),
  );
  expect(answer?.status).toBe(200);
  return answer?.body.files[0]?.Id as number;
}

/** Schedules a re-sync as the app does, waits for the worker, and answers the job's row. */
async function resync(folderId: number) {
  const answer = await editor.call('POST', '/api/folder/resync/', { folderId, tenantId: null });
  expect(answer.status).toBe(204);
  await server.app.vitrineJobs.worker.idle();
  const db = server.app.vitrine.db;
  const job = await db
    .selectFrom('jobs')
    .selectAll()
    .where('kind', '=', 'resync')
    .where('folder_id', '=', folderId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { ...job, result: (JSON.parse(job.payload) as { result?: ResyncResult }).result };
}

const fileRow = (id: number) =>
  server.app.vitrine.db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('folder re-sync', () => {
  it('runs: a row out of line with its bytes is brought back, what people edited stays (spec 000 §7)', async () => {
    const workspace = server.library.folders.workspace.id;
    const folder = await newFolder('Synced', workspace);
    const below = await newFolder('Below', folder);
    const top = await upload(folder, 'top.jpg');
    const deep = await upload(below, 'deep.jpg');
    await server.app.vitrineJobs.worker.idle();
    const db = server.app.vitrine.db;
    // What an older server (or a hand edit of the database) left: the bytes say otherwise.
    await db
      .updateTable('files')
      .set({ width: 1, height: 1, camera_make: 'Unknown', title: 'Edited title' })
      .where('id', 'in', [top, deep])
      .execute();

    const job = await resync(folder);
    expect(job.status).toBe('done');
    expect(job.last_error).toBeNull();
    expect(job.result).toEqual({
      files: 2,
      updated: [top, deep],
      thumbnailsQueued: [],
      missing: [],
      damaged: [],
    });
    for (const id of [top, deep]) {
      const row = await fileRow(id);
      expect([row.width, row.height, row.camera_make]).toEqual([300, 200, 'Canon']);
      // A title is what people write: a re-sync keeps the edit.
      expect(row.title).toBe('Edited title');
    }

    // A second re-sync finds nothing to change.
    const again = await resync(folder);
    expect(again.result?.updated).toEqual([]);
  }, 60_000);

  it('queues the thumbnails a file lost and the worker makes them again', async () => {
    const folder = await newFolder('Thumbs', server.library.folders.workspace.id);
    const id = await upload(folder, 'thumbs.jpg');
    await server.app.vitrineJobs.worker.idle();
    const db = server.app.vitrine.db;
    await db.deleteFrom('renditions').where('file_id', '=', id).where('size', '=', 'large').execute();

    const job = await resync(folder);
    expect(job.status).toBe('done');
    expect(job.result?.thumbnailsQueued).toEqual([id]);
    const sizes = await db.selectFrom('renditions').select('size').where('file_id', '=', id).execute();
    expect(sizes.map((r) => r.size).sort()).toEqual(['large', 'medium', 'small', 'tiny']);
  }, 60_000);

  it("reports in the job's status the files whose content is gone from storage", async () => {
    const folder = await newFolder('Lost', server.library.folders.workspace.id);
    const kept = await upload(folder, 'kept.jpg');
    await server.app.vitrineJobs.worker.idle();
    const lost = (await fileRow(kept)).content_hash;
    const blobs = server.app.vitrine.blobs;
    expect(blobs).toBeInstanceOf(LocalBlobStore);
    await rm((blobs as LocalBlobStore).pathOf(lost));

    const job = await resync(folder);
    expect(job.status).toBe('failed');
    expect(job.result).toMatchObject({ files: 1, missing: [kept], updated: [] });
    expect(job.last_error).toBe(`Re-sync: the content of 1 file(s) is missing from storage: ${kept}.`);
  }, 60_000);

  it('is refused without edit on the folder (403) and for a folder the user may not see (404)', async () => {
    const viewer = await server.as('viewer');
    const workspace = server.library.folders.workspace.id;
    expect((await viewer.call('POST', '/api/folder/resync/', { folderId: workspace })).status).toBe(403);
    expect((await editor.call('POST', '/api/folder/resync/', { folderId: 987_654 })).status).toBe(404);
    const jobs = await server.app.vitrine.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', 'resync')
      .execute();
    expect(jobs).toEqual([]);
  });
});
