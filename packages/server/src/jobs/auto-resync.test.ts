// Automatic re-sync on the real server (spec 000 §3 Folder.autoResync, §7 "PATCH
// /api/folders/autoresync/{id} {autoResync}"; when it acts is docs/decisions.md "Automatic re-sync"):
// a folder whose auto-resync is on is re-synced (the job of POST /api/folder/resync/, jobs/resync.ts)
// when it is turned on and when someone opens it (the first page of a search of the folder), at most
// once per AUTO_RESYNC_INTERVAL_MS; a folder with it off never is.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Agent, startTestServer, TEST_NOW, type TestServer } from '../testing/harness';
import { AUTO_RESYNC_INTERVAL_MS } from './auto-resync';

let server: TestServer;
let editor: Agent;
let clock = TEST_NOW;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
}, 60_000);
afterAll(() => server.close());
beforeEach(async () => {
  clock = TEST_NOW;
  await server.reset();
  editor = await server.as('editor');
});

async function newFolder(name: string): Promise<number> {
  const answer = await editor.call<{ id: number }>('POST', '/api/folder/addFolder', {
    Name: name,
    ParentId: server.library.folders.workspace.id,
  });
  expect(answer.status).toBe(200);
  return answer.body.id;
}

const setAutoResync = async (folderId: number, autoResync: boolean) => {
  const answer = await editor.call('PATCH', `/api/folders/autoresync/${folderId}`, { autoResync });
  expect(answer.status).toBe(204);
};

/** Opens a folder as the app does: the first page of a search of it (or another page). */
const open = (as: Agent, folderId: number, page: { currentPage?: number; isLoadingMore?: boolean } = {}) =>
  as.call('POST', '/api/search', { criteria: { selectedFolder: folderId, itemsOnPage: 24, ...page } });

/** The re-sync jobs of a folder, oldest first, once the worker is idle. */
async function resyncJobs(folderId: number) {
  await server.app.vitrineJobs.worker.idle();
  const rows = await server.app.vitrine.db
    .selectFrom('jobs')
    .selectAll()
    .where('kind', '=', 'resync')
    .where('folder_id', '=', folderId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, payload: JSON.parse(row.payload) as Record<string, unknown> }));
}

describe('automatic re-sync (spec 000 §3 autoResync)', () => {
  it('is never scheduled for a folder whose auto-resync is off', async () => {
    const folder = await newFolder('Plain');
    expect((await open(editor, folder)).status).toBe(200);
    expect(await resyncJobs(folder)).toEqual([]);
  });

  it('turning it on re-syncs the folder at once, and the job runs', async () => {
    const folder = await newFolder('Synced');
    await setAutoResync(folder, true);
    const jobs = await resyncJobs(folder);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ status: 'done', payload: { automatic: 'turnedOn' } });
    expect(jobs[0]?.payload.result).toMatchObject({ files: 0, missing: [], damaged: [] });
    // Saving "on" again is no change: nothing more is scheduled.
    clock = new Date(TEST_NOW.getTime() + AUTO_RESYNC_INTERVAL_MS + 1000);
    await setAutoResync(folder, true);
    expect(await resyncJobs(folder)).toHaveLength(1);
  });

  it('opening the folder re-syncs it, at most once per interval; a later page is no opening', async () => {
    const folder = await newFolder('Opened');
    await setAutoResync(folder, true);
    expect(await resyncJobs(folder)).toHaveLength(1);

    // Within the interval of the last re-sync: nothing new.
    clock = new Date(TEST_NOW.getTime() + AUTO_RESYNC_INTERVAL_MS - 1000);
    expect((await open(editor, folder)).status).toBe(200);
    expect(await resyncJobs(folder)).toHaveLength(1);

    // Past it: opening the folder schedules one, and it runs.
    clock = new Date(TEST_NOW.getTime() + AUTO_RESYNC_INTERVAL_MS + 1000);
    expect((await open(editor, folder, { currentPage: 2 })).status).toBe(200);
    expect((await open(editor, folder, { isLoadingMore: true })).status).toBe(200);
    expect(await resyncJobs(folder)).toHaveLength(1);
    expect((await open(editor, folder)).status).toBe(200);
    const jobs = await resyncJobs(folder);
    expect(jobs).toHaveLength(2);
    expect(jobs[1]).toMatchObject({ status: 'done', payload: { automatic: 'opened' } });

    // Opened again at once: the one just made counts.
    expect((await open(editor, folder)).status).toBe(200);
    expect(await resyncJobs(folder)).toHaveLength(2);
  });

  it('a viewer opening the folder re-syncs it too; turned off, nobody does', async () => {
    const folder = await newFolder('Shared');
    await setAutoResync(folder, true);
    // The re-sync of turning it on has run (a queued one would hold back the next).
    expect(await resyncJobs(folder)).toHaveLength(1);
    const viewer = await server.as('viewer');
    clock = new Date(TEST_NOW.getTime() + AUTO_RESYNC_INTERVAL_MS + 1000);
    expect((await open(viewer, folder)).status).toBe(200);
    expect(await resyncJobs(folder)).toHaveLength(2);

    await setAutoResync(folder, false);
    clock = new Date(TEST_NOW.getTime() + 3 * AUTO_RESYNC_INTERVAL_MS);
    expect((await open(editor, folder)).status).toBe(200);
    expect(await resyncJobs(folder)).toHaveLength(2);
  });

  it('a visitor who cannot see the folder re-syncs nothing by searching it (the guest)', async () => {
    const folder = await newFolder('Not for guests');
    await setAutoResync(folder, true);
    expect(await resyncJobs(folder)).toHaveLength(1);
    clock = new Date(TEST_NOW.getTime() + AUTO_RESYNC_INTERVAL_MS + 1000);
    // The guest (a visitor without a session: guest access is on) sees the library everywhere...
    expect((await open(server.agent(), folder)).status).toBe(200);
    expect(await resyncJobs(folder)).toHaveLength(2);
    // ...until its grants are taken away: then opening the folder schedules nothing.
    const db = server.app.vitrine.db;
    const guest = await db
      .selectFrom('users')
      .select('id')
      .where('is_guest', '=', 1)
      .executeTakeFirstOrThrow();
    await db.deleteFrom('role_assignments').where('user_id', '=', guest.id).execute();
    clock = new Date(TEST_NOW.getTime() + 3 * AUTO_RESYNC_INTERVAL_MS);
    await open(server.agent(), folder);
    expect(await resyncJobs(folder)).toHaveLength(2);
  });
});
