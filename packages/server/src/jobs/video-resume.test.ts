// At start, a video whose job a stopped process left running shows queued again instead of a
// percentage no run makes any more (jobs/video.ts resumeInterruptedVideos). With several instances on
// PostgreSQL, a starting instance leaves alone the videos another instance is transcoding (their
// job's lease is live), as resumeInterruptedJobs leaves their jobs; on SQLite every running job is
// the starting server's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_NOW, type TestServer } from '../testing/harness';
import { solidImage } from '../testing/images';
import { uploadBytes } from '../testing/upload';
import { claimJob, enqueueJob, JOB_LEASE_MS, JOB_STATUS } from './queue';
import { resumeInterruptedVideos, VIDEO_STATUS } from './video';

let server: TestServer;
beforeAll(async () => {
  // No worker of its own: the test claims the video job as another instance would.
  server = await startTestServer({ jobs: false });
  await server.app.ready();
});
afterAll(() => server.close());

const later = (ms: number) => new Date(TEST_NOW.getTime() + ms);

describe('resumeInterruptedVideos', () => {
  it("leaves a live lease's percentage on PostgreSQL, resets it once the lease ran out, and always on SQLite", async () => {
    const db = server.app.vitrine.db;
    const editor = await server.as('editor');
    const answers = await uploadBytes<{ files: { Id: number }[] }>(
      server,
      editor,
      `/api/upload/${server.library.folders.workspace.id}`,
      'clip-stand-in.png',
      await solidImage(32, 24, 'png', '#224466'),
    );
    const fileId = answers.at(-1)?.body.files[0]?.Id ?? 0;
    const statusOf = async () =>
      (await db.selectFrom('files').select('video_status').where('id', '=', fileId).executeTakeFirstOrThrow())
        .video_status;
    const transcoding = () =>
      db.updateTable('files').set({ video_status: '45%' }).where('id', '=', fileId).execute();

    await enqueueJob(db, { kind: 'video', fileId, now: TEST_NOW });
    // Another instance's worker runs it: its claim holds until TEST_NOW + JOB_LEASE_MS.
    expect(await claimJob(db, ['video'], TEST_NOW, { owner: 'other-instance' })).toMatchObject({
      status: JOB_STATUS.running,
    });
    await transcoding();

    await resumeInterruptedVideos(db, later(1_000), 'postgres');
    expect(await statusOf()).toBe('45%');
    await resumeInterruptedVideos(db, later(JOB_LEASE_MS + 1), 'postgres');
    expect(await statusOf()).toBe(VIDEO_STATUS.unprocessed);

    await transcoding();
    await resumeInterruptedVideos(db, later(1_000), 'sqlite');
    expect(await statusOf()).toBe(VIDEO_STATUS.unprocessed);
  }, 30_000);
});
