// A chunk sent again after its answer was lost (issue 19: the uploader retries a chunk after a
// dropped connection with the same uniqueId and index). The server must answer it as the upload it
// belongs to, never as a new upload: a one-chunk file that completed is not a name conflict (446)
// with itself, and no second file is stored.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Agent, startTestServer, type TestServer } from '../testing/harness';
import { uploadBytes } from '../testing/upload';

type Result = { complete: boolean; files?: { Id: number; name: string }[] };

let server: TestServer;
let editor: Agent;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(async () => {
  await server.reset();
  editor = await server.as('editor');
});
afterAll(() => server.close());

const filesNamed = (folderId: number, name: string) =>
  server.app.vitrine.db
    .selectFrom('files')
    .select(['id'])
    .where('folder_id', '=', folderId)
    .where('file_name', '=', name)
    .execute();

describe('a chunk sent again after its answer was lost (issue 19)', () => {
  it('a completed one-chunk upload answers its chunk 0 again with the same file, not 446', async () => {
    const folderId = server.library.folders.workspace.id;
    const bytes = new TextEncoder().encode('resent once');
    const url = `/api/upload/${folderId}`;
    const [first] = await uploadBytes<Result>(server, editor, url, 'resent.bin', bytes, {
      uniqueId: 'lost-answer',
    });
    expect(first?.status).toBe(200);
    const [again] = await uploadBytes<Result>(server, editor, url, 'resent.bin', bytes, {
      uniqueId: 'lost-answer',
    });
    expect(again?.status).toBe(200);
    expect(again?.body.files?.map((file) => file.Id)).toEqual(first?.body.files?.map((file) => file.Id));
    expect(await filesNamed(folderId, 'resent.bin')).toHaveLength(1);
  });

  it('another upload (another uniqueId) of the same name is still a conflict (spec 001 §8 446)', async () => {
    const folderId = server.library.folders.workspace.id;
    const bytes = new TextEncoder().encode('first');
    const url = `/api/upload/${folderId}`;
    await uploadBytes<Result>(server, editor, url, 'taken.bin', bytes, { uniqueId: 'one' });
    const [other] = await uploadBytes<Result>(server, editor, url, 'taken.bin', bytes, { uniqueId: 'two' });
    expect(other?.status).toBe(446);
    expect(await filesNamed(folderId, 'taken.bin')).toHaveLength(1);
  });
});
