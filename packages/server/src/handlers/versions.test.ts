// Version history over HTTP (spec 001 §3 "Image version", §6, §7, §8; issue 18): every change of a
// file's content keeps the one before with who, when and what changed; restore makes an old content
// current and keeps the replaced one; delete one / delete all free the blobs only versions needed
// (the blob GC never takes a blob a version needs); only while enableImageVersions is on; restore
// and delete need editData.
import { access } from 'node:fs/promises';
import type { components } from '@vitrine/api-client';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeSetting } from '../library/settings';
import { sha256 } from '../media';
import type { LocalBlobStore } from '../storage/blob-store';
import { collectUnreferencedBlobs, sweepUnreferencedBlobs } from '../storage/gc';
import { CONTRACT_USERS } from '../testing/contract';
import { type Agent, startTestServer, type TestServer } from '../testing/harness';
import { colourAt, twoHalves } from '../testing/images';
import { uploadBytes } from '../testing/upload';
import { VERSION_MESSAGES } from '../versions/service';

type ImageVersion = components['schemas']['ImageVersion'];
type Versions = { imageVersions: ImageVersion[] };
const EDITOR = CONTRACT_USERS.editor.userName;

let server: TestServer;
let editor: Agent;
let viewer: Agent;
let folderId: number;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

beforeEach(async () => {
  await server.reset();
  editor = await server.as('editor');
  viewer = await server.as('viewer');
  const folder = await editor.call<{ id: number }>('POST', '/api/folder/addFolder', {
    Name: 'History',
    ParentId: server.library.folders.workspace.id,
  });
  folderId = folder.body.id;
});

const png = (colour: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function upload(name: string, bytes: Buffer, createNewVersion = false): Promise<number> {
  const answers = await uploadBytes<{ files: { Id: number }[] }>(
    server,
    editor,
    `/api/upload/${folderId}`,
    name,
    bytes,
    { flags: { createNewVersion } },
  );
  const last = answers.at(-1);
  if (last?.status !== 200) throw new Error(`upload ${name}: ${last?.status} ${JSON.stringify(last?.body)}`);
  return last.body.files[0]?.Id as number;
}

const versions = (agent: Agent, id: number) => agent.call<Versions>('GET', `/api/versions/${id}`);
const contentHash = async (id: number) =>
  (
    await server.app.vitrine.db
      .selectFrom('files')
      .select('content_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).content_hash;

async function onDisk(hash: string): Promise<boolean> {
  try {
    await access((server.app.vitrine.blobs as LocalBlobStore).pathOf(hash));
    return true;
  } catch {
    return false;
  }
}

const changes = (data: string | undefined) =>
  JSON.parse(data ?? '[]') as { fieldName: string; newValue: string }[];

describe('the history (spec 001 §3 "Image version")', () => {
  it('lists the current content first, then the kept one, with who, when and what changed', async () => {
    const id = await upload('a.png', await png('#aa2222'));
    expect(await upload('a.png', await png('#22aa22'), true)).toBe(id);
    // A metadata edit of the new version is one of its related activities.
    const edit = await editor.call('PATCH', '/api/images', {
      imageIds: [id],
      patches: [{ id, field: 'imageAttributes.title', action: 'replace', value: 'Harbour at dawn' }],
    });
    expect(edit.status).toBe(200);

    const answer = await versions(viewer, id);
    expect(answer.status).toBe(200);
    const [current, first] = answer.body.imageVersions;
    expect(answer.body.imageVersions).toHaveLength(2);
    expect(current).toMatchObject({
      versionNumber: 2,
      isLastPictureVersion: true,
      userName: EDITOR,
      objectType: 'image',
      extension: 'png',
      fileName: 'a.png',
      wasAnnotated: false,
      location: `/api/version/${current?.id}/file`,
    });
    expect(current?.relatedAuditActivities).toEqual([
      {
        activityType: 'image-update',
        data: null,
        auditRecords: [
          { data: JSON.stringify([{ fieldName: 'imageAttributes.title', newValue: 'Harbour at dawn' }]) },
        ],
        createdAt: expect.any(String),
        userName: EDITOR,
      },
    ]);
    expect(first).toMatchObject({ versionNumber: 1, isLastPictureVersion: false, userName: EDITOR });
    expect(first?.relatedAuditActivities).toEqual([]);
  });

  it('a rotation keeps the upright original; restoring it makes it current again and keeps the rotated one', async () => {
    const id = await upload('halves.png', await twoHalves(80, 40).png().toBuffer());
    const original = await contentHash(id);
    expect((await editor.call('PUT', '/api/image/rotate', { clockwise: true, imageId: id })).status).toBe(
      200,
    );
    await server.app.vitrineJobs.worker.idle();
    const before = await editor.call<components['schemas']['ImageDetail']>(
      'GET',
      `/api/images/${id}?skipImgLogUpdate=true`,
    );
    const rotated = await versions(editor, id);
    const [turned, upright] = rotated.body.imageVersions;
    expect(turned).toMatchObject({ versionNumber: 2, isLastPictureVersion: true, width: 40, height: 80 });
    expect(changes(turned?.auditRecord?.data)).toEqual(
      expect.arrayContaining([
        { fieldName: 'width', newValue: '40' },
        { fieldName: 'height', newValue: '80' },
      ]),
    );
    expect(upright).toMatchObject({ versionNumber: 1, width: 80, height: 40 });

    const restored = await editor.call<{ id: number }>('POST', `/api/versions/${id}/restore/${upright?.id}`);
    expect(restored.status).toBe(200);
    expect(await contentHash(id)).toBe(original);
    const after = (await versions(editor, id)).body.imageVersions;
    expect(after.map((v) => [v.versionNumber, v.isLastPictureVersion])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    expect(after[0]?.id).toBe(restored.body.id);
    expect(changes(after[0]?.auditRecord?.data)).toContainEqual({
      fieldName: 'restoredVersion',
      newValue: '1',
    });
    // The renditions are made again and their URLs change: no stale thumbnail.
    await server.app.vitrineJobs.worker.idle();
    const detail = await editor.call<components['schemas']['ImageDetail']>(
      'GET',
      `/api/images/${id}?skipImgLogUpdate=true`,
    );
    expect(detail.body.version).toBe(3);
    expect(detail.body.thumbnailVersion).not.toBe(before.body.thumbnailVersion);
    const thumb = await server.app.inject({
      url: `/Download.aspx?id=${id}&thumb=1`,
      headers: { cookie: `vitrine_session=${editor.cookie}` },
    });
    expect(await colourAt(thumb.rawPayload, 2, 2)).toBe('red');
    // The current version cannot be restored.
    const again = await editor.call('POST', `/api/versions/${id}/restore/${after[0]?.id}`);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ responseStatus: { message: VERSION_MESSAGES.alreadyCurrent } });
  });

  it('answers each version as a picture for the list and the comparison, cached for good', async () => {
    const id = await upload('a.png', await png('#ff0000'));
    await upload('a.png', await png('#0000ff'), true);
    const [current, old] = (await versions(editor, id)).body.imageVersions;
    const get = (url: string) =>
      server.app.inject({ url, headers: { cookie: `vitrine_session=${editor.cookie}` } });
    const thumb = await get(`${old?.location}?size=thumb`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(await colourAt(thumb.rawPayload, 1, 1)).toBe('red');
    const preview = await get(`${current?.location}?size=preview`);
    expect(await colourAt(preview.rawPayload, 1, 1)).toBe('blue');
    const original = await get(`${old?.location}`);
    expect(sha256(original.rawPayload)).toBeDefined();
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.rawPayload.equals(await png('#ff0000'))).toBe(true);
  });

  it('fills in who and when for content kept before the history was recorded', async () => {
    const id = await upload('a.png', await png('#aa2222'));
    await upload('a.png', await png('#22aa22'), true);
    await server.app.vitrine.db.deleteFrom('file_audit').where('file_id', '=', id).execute();
    const [current, first] = (await versions(editor, id)).body.imageVersions;
    expect(current).toMatchObject({ versionNumber: 2, userName: EDITOR, isLastPictureVersion: true });
    expect(first).toMatchObject({ versionNumber: 1, userName: EDITOR });
    // Read twice, still one event per version (the ids stay).
    const again = (await versions(editor, id)).body.imageVersions;
    expect(again.map((v) => v.id)).toEqual([current?.id, first?.id]);
  });
});

describe('delete (spec 001 §7, §8) and the blobs', () => {
  it('deleting a version frees the blob only it needed; the GC never takes a blob a version needs', async () => {
    const first = await png('#aa2222');
    const id = await upload('a.png', first);
    await upload('a.png', await png('#22aa22'), true);
    await upload('a.png', await png('#2222aa'), true);
    await server.app.vitrineJobs.worker.idle();
    const list = (await versions(editor, id)).body.imageVersions;
    expect(list).toHaveLength(3);
    // The collection and the sweep leave every version's blob on disk.
    await collectUnreferencedBlobs(server.app.vitrine.db, server.app.vitrine.blobs, [sha256(first)]);
    await sweepUnreferencedBlobs(server.app.vitrine.db, server.app.vitrine.blobs);
    expect(await onDisk(sha256(first))).toBe(true);

    const oldest = list[2];
    const deleted = await editor.call('POST', `/api/version/${oldest?.id}`, {
      prevImageVersionWithFileId: null,
    });
    expect(deleted.status).toBe(204);
    expect(await onDisk(sha256(first))).toBe(false);
    expect((await versions(editor, id)).body.imageVersions.map((v) => v.versionNumber)).toEqual([3, 2]);

    const all = await editor.call('DELETE', `/api/versions/${id}`);
    expect(all.status).toBe(204);
    expect(await onDisk(sha256(await png('#22aa22')))).toBe(false);
    expect(await onDisk(await contentHash(id))).toBe(true);
    expect((await versions(editor, id)).body.imageVersions.map((v) => v.versionNumber)).toEqual([3]);
  });

  it('keeps a blob another file still uses', async () => {
    const shared = await png('#aa2222');
    const id = await upload('a.png', shared);
    await upload('b.png', shared);
    await upload('a.png', await png('#22aa22'), true);
    const old = (await versions(editor, id)).body.imageVersions[1];
    expect(
      (await editor.call('POST', `/api/version/${old?.id}`, { prevImageVersionWithFileId: null })).status,
    ).toBe(204);
    expect(await onDisk(sha256(shared))).toBe(true);
  });

  it('deletes the current version only by naming the one that becomes current', async () => {
    const first = await png('#aa2222');
    const id = await upload('a.png', first);
    const second = await png('#22aa22');
    await upload('a.png', second, true);
    const [current, old] = (await versions(editor, id)).body.imageVersions;
    const refused = await editor.call('POST', `/api/version/${current?.id}`, {
      prevImageVersionWithFileId: null,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ responseStatus: { message: VERSION_MESSAGES.needsPrevious } });

    const answer = await editor.call('POST', `/api/version/${current?.id}`, {
      prevImageVersionWithFileId: old?.id,
    });
    expect(answer.status).toBe(204);
    expect(await contentHash(id)).toBe(sha256(first));
    const list = (await versions(editor, id)).body.imageVersions;
    expect(list.map((v) => [v.versionNumber, v.isLastPictureVersion])).toEqual([
      [3, true],
      [1, false],
    ]);
    expect(await onDisk(sha256(second))).toBe(false);
  });
});

describe('permissions and the setting (spec 001 §6)', () => {
  it('restore and delete need editData; an unknown image or version is 404', async () => {
    const id = await upload('a.png', await png('#aa2222'));
    await upload('a.png', await png('#22aa22'), true);
    const [, old] = (await versions(viewer, id)).body.imageVersions;
    expect((await viewer.call('POST', `/api/versions/${id}/restore/${old?.id}`)).status).toBe(403);
    expect(
      (await viewer.call('POST', `/api/version/${old?.id}`, { prevImageVersionWithFileId: null })).status,
    ).toBe(403);
    expect((await viewer.call('DELETE', `/api/versions/${id}`)).status).toBe(403);
    expect((await versions(editor, id)).body.imageVersions).toHaveLength(2);

    expect((await editor.call('GET', '/api/versions/999999')).status).toBe(404);
    expect(
      (await editor.call('POST', '/api/version/999999', { prevImageVersionWithFileId: null })).status,
    ).toBe(404);
  });

  it('answers 403 for every call while image versions are turned off', async () => {
    const id = await upload('a.png', await png('#aa2222'));
    await upload('a.png', await png('#22aa22'), true);
    const [, old] = (await versions(editor, id)).body.imageVersions;
    await writeSetting(server.app.vitrine.db, 'globalSettings', { enableImageVersions: false });
    const message = { responseStatus: { message: VERSION_MESSAGES.disabled } };
    for (const answer of [
      await versions(editor, id),
      await editor.call('POST', `/api/versions/${id}/restore/${old?.id}`),
      await editor.call('POST', `/api/version/${old?.id}`, { prevImageVersionWithFileId: null }),
      await editor.call('DELETE', `/api/versions/${id}`),
      await editor.call('GET', `${old?.location}?size=thumb`),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject(message);
    }
    await writeSetting(server.app.vitrine.db, 'globalSettings', { enableImageVersions: true });
    expect((await versions(editor, id)).body.imageVersions).toHaveLength(2);
  });
});
