// Issue 13 rows 1, 2, 5 and 6 through HTTP against the real server: deep folders (refused beyond
// MAX_FOLDER_DEPTH; a deep or wide delete runs in batches, out of the tree at once, without holding
// up other requests), files reaching a user only through their own folder or a set they were put in
// by someone who could see them, bounded input (names, web settings, pins), and hidden answering as
// missing (keyword search, the sets of a file, a file's notifications).

import {
  MAX_FOLDER_DEPTH,
  MAX_LOGICAL_VIEW_STRING_LENGTH,
  MAX_NAME_BYTES,
  MAX_PINNED_ITEMS,
  MAX_WEB_SETTINGS_BYTES,
  type RoleName,
} from '@vitrine/core';
import { zipSync } from 'fflate';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/schema';
import { ensureLibraryBasics } from '../library/bootstrap';
import { childPath } from '../library/folders';
import { TEST_SCRYPT_COST } from '../testing/contract';
import { type Agent, startTestServer, type TestServer } from '../testing/harness';
import { solidImage } from '../testing/images';
import { uploadBytes } from '../testing/upload';

const TOO_DEEP = `Folders can be nested at most ${MAX_FOLDER_DEPTH} levels deep.`;
const TOO_LONG = `Input is too long! A name may take at most ${MAX_NAME_BYTES} bytes.`;
const CONTROL = 'Input contains control characters!';

const badRequest = (message: string) => ({ responseStatus: { errorCode: expect.any(String), message } });
const notFound = (kind: string, id: number) => ({
  responseStatus: { errorCode: expect.any(String), message: `${kind} ${id} was not found.` },
});

let server: TestServer;
let db: Kysely<Database>;

beforeAll(async () => {
  server = await startTestServer();
  db = server.app.vitrine.db;
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

/** A user with the given roles granted on folders or sets, signed in. */
async function userWith(
  name: string,
  grants: { role: RoleName; folderId?: number; setId?: number }[],
): Promise<Agent> {
  const { id } = await db
    .insertInto('users')
    .values({
      user_name: name,
      email: `${name}@example.com`,
      password_hash: await hashPassword(`${name}-password`, TEST_SCRYPT_COST),
      folder_id: null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const grant of grants) {
    const role = await db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', grant.role)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('role_assignments')
      .values({
        user_id: id,
        role_id: role.id,
        folder_id: grant.folderId ?? null,
        set_id: grant.setId ?? null,
        group_id: null,
      })
      .execute();
  }
  const agent = server.agent();
  await agent.signIn(name, `${name}-password`);
  return agent;
}

/** A chain of `levels` folders below `parentId`, written straight into the database (as data from before the limit). */
async function insertChain(parentId: number, levels: number): Promise<number[]> {
  let parent = await db
    .selectFrom('folders')
    .selectAll()
    .where('id', '=', parentId)
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (let level = 0; level < levels; level++) {
    const { id } = await db
      .insertInto('folders')
      .values({ name: 'd', parent_id: parent.id, path: '/', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('folders')
      .set({ path: childPath(parent.path, id) })
      .where('id', '=', id)
      .execute();
    parent = await db.selectFrom('folders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    ids.push(id);
  }
  return ids;
}

async function uploadPng(agent: Agent, folderId: number, name: string, relativePath?: string) {
  const answers = await uploadBytes<{ files: { Id: number }[] }>(
    server,
    agent,
    `/api/upload/${folderId}`,
    name,
    await solidImage(8, 8, 'png'),
    relativePath === undefined ? {} : { relativePath },
  );
  return answers.at(-1) as { status: number; body: { files: { Id: number }[] } };
}

const folderCount = async () =>
  Number(
    (
      await db
        .selectFrom('folders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('row 1: folder depth is bounded (decided, MAX_FOLDER_DEPTH)', () => {
  it("refuses an upload whose relativePath would nest 1,001 folders deep (400, the spec's error shape), creating nothing", async () => {
    const editor = await server.as('editor');
    const before = await folderCount();
    const answer = await uploadPng(
      editor,
      server.library.folders.workspace.id,
      'x.png',
      `${'d/'.repeat(1001)}x.png`,
    );
    expect(answer).toMatchObject({ status: 400, body: badRequest(TOO_DEEP) });
    expect(await folderCount()).toBe(before);
  }, 120_000);

  it('takes a relativePath that reaches the limit exactly, and refuses one level more', async () => {
    const editor = await server.as('editor');
    const workspace = server.library.folders.workspace.id; // at depth 1
    const fits = await uploadPng(editor, workspace, 'a.png', `${'d/'.repeat(MAX_FOLDER_DEPTH - 1)}a.png`);
    expect(fits.status).toBe(200);
    const before = await folderCount();
    const deeper = await uploadPng(editor, workspace, 'b.png', `${'e/'.repeat(MAX_FOLDER_DEPTH)}b.png`);
    expect(deeper).toMatchObject({ status: 400, body: badRequest(TOO_DEEP) });
    expect(await folderCount()).toBe(before);
  });

  it('refuses a new folder below the deepest level (400)', async () => {
    const editor = await server.as('editor');
    const chain = await insertChain(server.library.folders.workspace.id, MAX_FOLDER_DEPTH - 1);
    const deepest = chain.at(-1) as number;
    const answer = await editor.call('POST', '/api/folder/addFolder', {
      Name: 'one more',
      ParentId: deepest,
    });
    expect(answer).toMatchObject({ status: 400, body: badRequest(TOO_DEEP) });
    const fits = await editor.call('POST', '/api/folder/addFolder', {
      Name: 'last',
      ParentId: chain.at(-2) as number,
    });
    expect(fits.status).toBe(200);
  });

  it('refuses a move that would put a subfolder beyond the limit, moving nothing', async () => {
    const editor = await server.as('editor');
    const [workspace, social] = [
      server.library.folders.workspace.id,
      (
        await db
          .selectFrom('folders')
          .select('id')
          .where('name', '=', 'Social Media')
          .executeTakeFirstOrThrow()
      ).id,
    ];
    // A destination at depth MAX - 1 and a folder with one subfolder: the subfolder would land at MAX + 1.
    const destination = (await insertChain(workspace, MAX_FOLDER_DEPTH - 2)).at(-1) as number;
    await insertChain(social, 1);
    const answer = await editor.call<{ failedFolderIds: { folderId: number; exceptionMessage: string }[] }>(
      'PATCH',
      '/api/folders/move',
      { folderIds: [social], newParentId: destination },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.failedFolderIds).toEqual([{ folderId: social, exceptionMessage: TOO_DEEP }]);
    const row = await db
      .selectFrom('folders')
      .select('parent_id')
      .where('id', '=', social)
      .executeTakeFirstOrThrow();
    expect(row.parent_id).toBe(workspace);
  });
});

describe('row 1: zip entries follow the depth limit', () => {
  it('extracts the entries that fit and leaves out the one nested too deep, making none of its folders', async () => {
    const editor = await server.as('editor');
    const png = await solidImage(8, 8, 'png');
    const zip = zipSync({
      [`${'z/'.repeat(MAX_FOLDER_DEPTH - 1)}fits.png`]: png,
      [`${'y/'.repeat(MAX_FOLDER_DEPTH)}deep.png`]: png,
    });
    const [answer] = await uploadBytes<{ files: { name: string }[] }>(
      server,
      editor,
      `/api/upload/${server.library.folders.workspace.id}`,
      'nested.zip',
      zip,
      { flags: { unzip: true } },
    );
    expect(answer?.status).toBe(200);
    expect(answer?.body.files.map((f) => f.name)).toEqual(['fits.png']);
    expect(await db.selectFrom('folders').select('id').where('name', '=', 'y').execute()).toEqual([]);
    expect(await db.selectFrom('folders').select('id').where('name', '=', 'z').execute()).toHaveLength(
      MAX_FOLDER_DEPTH - 1,
    );
  });
});

describe('row 1: deleting a deep or wide folder', () => {
  it('finishes a delete a stop interrupted at the next start; its folders stay out of the tree meanwhile', async () => {
    const viewer = await server.as('viewer');
    const workspace = server.library.folders.workspace.id;
    const chain = await insertChain(workspace, 120);
    // What a stop in the middle leaves: the subtree marked, the deepest part already gone.
    const top = await db
      .selectFrom('folders')
      .select('path')
      .where('id', '=', chain[0] as number)
      .executeTakeFirstOrThrow();
    await db.updateTable('folders').set({ processing: 1 }).where('path', 'like', `${top.path}%`).execute();
    await db.deleteFrom('folders').where('id', 'in', chain.slice(100).reverse()).execute();
    const listing = await viewer.call<{ folders: { id: number }[] }>('POST', '/api/folders/subfolders', {
      folderId: workspace,
    });
    expect(listing.body.folders.map((f) => f.id)).not.toContain(chain[0]);
    expect((await viewer.call('GET', `/api/folders/getFolderParentsIds?FolderId=${chain[50]}`)).status).toBe(
      404,
    );
    await ensureLibraryBasics(db, new Date()); // what every start runs
    expect(await db.selectFrom('folders').select('id').where('id', 'in', chain).execute()).toEqual([]);
    expect(await db.selectFrom('folders').select('id').where('id', '=', workspace).execute()).toHaveLength(1);
  }, 60_000);

  it('deletes a 1,001-deep chain (data from before the limit) from its top and from the top folder above it', async () => {
    const admin = await server.as('superAdmin');
    const workspace = server.library.folders.workspace.id;
    const chain = await insertChain(workspace, 1001);
    const editor = await server.as('editor');
    const stored = await uploadPng(editor, chain.at(-1) as number, 'deep.png');
    expect(stored.status).toBe(200);
    const fileId = stored.body.files[0]?.Id as number;

    const middle = chain[500] as number;
    expect((await admin.call('DELETE', `/api/folder/${middle}`)).status).toBe(204);
    expect(await db.selectFrom('folders').select('id').where('id', 'in', chain.slice(500)).execute()).toEqual(
      [],
    );
    expect(await db.selectFrom('files').select('id').where('id', '=', fileId).execute()).toEqual([]);

    expect((await admin.call('DELETE', `/api/folder/${workspace}`)).status).toBe(204);
    expect(
      await db
        .selectFrom('folders')
        .select('id')
        .where('id', 'in', [workspace, ...chain])
        .execute(),
    ).toEqual([]);
  }, 120_000);

  it('leaves the tree at once and lets other requests through while it runs', async () => {
    const admin = await server.as('superAdmin');
    const viewer = await server.as('viewer');
    const workspace = server.library.folders.workspace.id;
    const chain = await insertChain(workspace, 1001);
    const top = chain[0] as number;

    let done = false;
    const deleting = admin.call('DELETE', `/api/folder/${top}`).finally(() => {
      done = true;
    });
    // Listings sent one after the other while the delete runs: once one no longer shows the folder,
    // none after it does; and one without it is answered before the delete ends.
    const listings: { shows: boolean; duringDelete: boolean }[] = [];
    let probed: { status: number; body: unknown } | undefined;
    while (!done && listings.length < 1000) {
      const listing = await viewer.call<{ folders: { id: number }[] }>('POST', '/api/folders/subfolders', {
        folderId: workspace,
      });
      expect(listing.status).toBe(200);
      const shows = listing.body.folders.some((f) => f.id === top);
      listings.push({ shows, duringDelete: !done });
      if (!shows && probed === undefined) {
        probed = await viewer.call('GET', `/api/folders/getFolderParentsIds?FolderId=${chain[700]}`);
      }
    }
    expect((await deleting).status).toBe(204);
    const firstGone = listings.findIndex((l) => !l.shows);
    expect(firstGone, JSON.stringify(listings)).toBeGreaterThanOrEqual(0);
    expect(listings[firstGone]?.duringDelete).toBe(true);
    expect(listings.slice(firstGone).every((l) => !l.shows)).toBe(true);
    // A folder inside the subtree being deleted is not found any more either.
    expect(probed).toMatchObject({ status: 404, body: notFound('Folder', chain[700] as number) });
    expect(await db.selectFrom('folders').select('id').where('id', 'in', chain).execute()).toEqual([]);
  }, 120_000);

  it('deletes a wide folder of files with their set memberships and keywords', async () => {
    const editor = await server.as('editor');
    const workspace = server.library.folders.workspace.id;
    const wide = (
      await editor.call<{ id: number }>('POST', '/api/folder/addFolder', {
        Name: 'Wide',
        ParentId: workspace,
      })
    ).body.id;
    const ids: number[] = [];
    for (let i = 0; i < 12; i++)
      ids.push((await uploadPng(editor, wide, `w${i}.png`)).body.files[0]?.Id as number);
    const set = await db
      .selectFrom('sets')
      .select('id')
      .where('name', '=', 'Empty set')
      .executeTakeFirstOrThrow();
    const admin = await server.as('superAdmin');
    expect((await admin.call('POST', `/api/virtualsets/${set.id}/images`, { ImageIds: ids })).status).toBe(
      204,
    );
    expect((await editor.call('DELETE', `/api/folder/${wide}`)).status).toBe(204);
    expect(await db.selectFrom('files').select('id').where('id', 'in', ids).execute()).toEqual([]);
    expect(await db.selectFrom('set_files').select('file_id').where('file_id', 'in', ids).execute()).toEqual(
      [],
    );
  });
});

describe('row 2: a file reaches a user only through its own folder or a set it was put in by someone who sees it', () => {
  /** A user editing the set 'Empty set' and /Marketing/Campaigns, who sees /Marketing only on the way down. */
  async function setup() {
    const editor = await server.as('editor');
    const campaigns = (
      await db.selectFrom('folders').select('id').where('name', '=', 'Campaigns').executeTakeFirstOrThrow()
    ).id;
    const set = await db
      .selectFrom('sets')
      .select('id')
      .where('name', '=', 'Empty set')
      .executeTakeFirstOrThrow();
    const keeper = await userWith('set.keeper', [
      { role: 'editor', folderId: campaigns },
      { role: 'editor', setId: set.id },
    ]);
    const hidden = (await uploadPng(editor, server.library.folders.workspace.id, 'hidden.png')).body.files[0]
      ?.Id as number;
    const own = (await uploadPng(editor, campaigns, 'own.png')).body.files[0]?.Id as number;
    const missing = hidden + 1000;
    return { keeper, set: set.id, hidden, own, missing };
  }

  it('refuses to add a file of a folder seen only on the way down (404 as for a missing file); the file stays hidden', async () => {
    const { keeper, set, hidden, missing } = await setup();
    const added = await keeper.call('POST', `/api/virtualsets/${set}/images`, { ImageIds: [hidden] });
    expect(added).toMatchObject({ status: 404, body: notFound('Image', hidden) });
    const absent = await keeper.call('POST', `/api/virtualsets/${set}/images`, { ImageIds: [missing] });
    expect(absent).toMatchObject({ status: 404, body: notFound('Image', missing) });
    expect(await db.selectFrom('set_files').selectAll().where('file_id', '=', hidden).execute()).toEqual([]);
    expect((await keeper.call('GET', `/api/images/${hidden}`)).status).toBe(404);
    const preview = await server.app.inject({
      method: 'GET',
      url: `/Download.aspx?id=${hidden}&preview=1`,
      headers: { cookie: `vitrine_session=${keeper.cookie}` },
    });
    expect(preview.statusCode).toBe(404);
  });

  it('still adds a file he sees, and a file put in by someone who sees it reaches him through the set', async () => {
    const { keeper, set, hidden, own } = await setup();
    expect((await keeper.call('POST', `/api/virtualsets/${set}/images`, { ImageIds: [own] })).status).toBe(
      204,
    );
    const admin = await server.as('superAdmin');
    expect((await admin.call('POST', `/api/virtualsets/${set}/images`, { ImageIds: [hidden] })).status).toBe(
      204,
    );
    expect((await keeper.call('GET', `/api/images/${hidden}`)).status).toBe(200);
  });
});

describe('row 5: input is bounded (decided limits)', () => {
  it.each([
    ['1,000,000 characters', 'a'.repeat(1_000_000), TOO_LONG],
    [`${MAX_NAME_BYTES + 1} bytes`, 'a'.repeat(MAX_NAME_BYTES + 1), TOO_LONG],
    ['128 two-byte letters', 'é'.repeat(128), TOO_LONG],
    ['a NUL', 'a\u0000b', CONTROL],
    ['a line break', 'a\nb', CONTROL],
  ])('refuses a folder, set and collection name of %s (create and rename)', async (_, name, message) => {
    const admin = await server.as('superAdmin');
    const workspace = server.library.folders.workspace.id;
    const set = await db
      .selectFrom('sets')
      .selectAll()
      .where('name', '=', 'Empty set')
      .executeTakeFirstOrThrow();
    const group = await db.selectFrom('set_groups').selectAll().executeTakeFirstOrThrow();
    const refused = badRequest(message);
    for (const [method, url, body] of [
      ['POST', '/api/folder/addFolder', { Name: name, ParentId: workspace }],
      ['PATCH', `/api/folder/${workspace}`, { Name: name }],
      ['POST', '/api/virtualsets/createset', { Name: name }],
      ['PATCH', `/api/virtualsets/${set.id}`, { Name: name }],
      ['POST', '/api/vsgroups/', { Name: name }],
      ['PATCH', `/api/vsgroups/${group.id}`, { Name: name }],
    ] as const) {
      expect(await admin.call(method, url, body), `${method} ${url}`).toMatchObject({
        status: 400,
        body: refused,
      });
    }
    const names = [
      ...(await db.selectFrom('folders').select('name').execute()),
      ...(await db.selectFrom('sets').select('name').execute()),
      ...(await db.selectFrom('set_groups').select('name').execute()),
    ].map((r) => r.name);
    expect(names).not.toContain(name);
  });

  it(`takes a name of exactly ${MAX_NAME_BYTES} bytes`, async () => {
    const admin = await server.as('superAdmin');
    const name = `${'é'.repeat(127)}a`;
    const answer = await admin.call<{ name: string }>('POST', '/api/folder/addFolder', {
      Name: name,
      ParentId: server.library.folders.workspace.id,
    });
    expect(answer).toMatchObject({ status: 200, body: { name } });
    expect((await admin.call('POST', '/api/virtualsets/createset', { Name: name })).status).toBe(200);
  });

  it('refuses web settings of 5 MB, keeps what was saved, and takes a normal save', async () => {
    const editor = await server.as('editor');
    expect((await editor.call('POST', '/api/websettings', { pageSize: 48 })).status).toBe(204);
    const huge = await editor.call('POST', '/api/websettings', { whatsNewSeen: 'x'.repeat(5 * 1024 * 1024) });
    expect(huge).toMatchObject({
      status: 400,
      body: badRequest(`The settings are too large to be saved (at most ${MAX_WEB_SETTINGS_BYTES} bytes).`),
    });
    // Many small saves cannot add up beyond the limit either: the merged settings are measured.
    const big = 'y'.repeat(MAX_WEB_SETTINGS_BYTES / 2);
    expect((await editor.call('POST', '/api/websettings', { whatsNewSeen: big })).status).toBe(204);
    expect((await editor.call('POST', '/api/websettings', { collapsedImageDetails: [big] })).status).toBe(
      400,
    );
    expect(await editor.call('GET', '/api/websettings')).toMatchObject({
      status: 200,
      body: { pageSize: 48, whatsNewSeen: big },
    });
  });

  it('refuses a pinned logical view of 1,000,000 characters and a pin beyond the limit', async () => {
    const editor = await server.as('editor');
    const pin = (value: string) =>
      editor.call('POST', '/api/pinneditems/logicalview', { value: true, logicalViewString: value });
    expect(await pin('t'.repeat(1_000_000))).toMatchObject({
      status: 400,
      body: badRequest(
        `The logical view is too long to be pinned (at most ${MAX_LOGICAL_VIEW_STRING_LENGTH} characters).`,
      ),
    });
    expect((await pin(`title-${'a'.repeat(MAX_LOGICAL_VIEW_STRING_LENGTH - 6)}`)).status).toBe(204);
    const userId = server.library.userIds.editor;
    await db
      .insertInto('pins')
      .values(
        Array.from({ length: MAX_PINNED_ITEMS - 1 }, (_, i) => ({
          user_id: userId,
          folder_id: null,
          set_id: null,
          logical_view: `title-${i}`,
        })),
      )
      .execute();
    expect(await pin('title-one-more')).toMatchObject({
      status: 400,
      body: badRequest(`Quick access holds at most ${MAX_PINNED_ITEMS} pinned items.`),
    });
    // Pinning again what is pinned (to the front) and unpinning still work.
    expect((await pin('title-3')).status).toBe(204);
    expect(
      (
        await editor.call('POST', '/api/pinneditems/logicalview', {
          value: false,
          logicalViewString: 'title-3',
        })
      ).status,
    ).toBe(204);
    expect((await pin('title-one-more')).status).toBe(204);
    const pinned = await editor.call<{ logicalViewStrings: string[] }>('GET', '/api/pinneditems');
    expect(pinned.body.logicalViewStrings).toHaveLength(MAX_PINNED_ITEMS);
  });
});

describe('row 6: hidden answers as missing', () => {
  async function hiddenFile() {
    const editor = await server.as('editor');
    const campaigns = (
      await db.selectFrom('folders').select('id').where('name', '=', 'Campaigns').executeTakeFirstOrThrow()
    ).id;
    const hidden = (await uploadPng(editor, server.library.folders.workspace.id, 'hidden.png')).body.files[0]
      ?.Id as number;
    const outsider = await userWith('way.down', [{ role: 'editor', folderId: campaigns }]);
    return { editor, outsider, hidden, missing: hidden + 1000 };
  }

  it('keyword search lists only keywords of files the user may see', async () => {
    const { editor, outsider, hidden } = await hiddenFile();
    const { id: keywordId } = await db
      .insertInto('keywords')
      .values({ name: 'zebrasecret' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('file_keywords')
      .values({ file_id: hidden, keyword_id: keywordId, position: 0 })
      .execute();
    const search = (agent: Agent) =>
      agent.call<{ name: string }[]>('GET', '/api/keywords/search?query=zebra');
    expect((await search(editor)).body).toEqual([{ id: keywordId, name: 'zebrasecret' }]);
    expect(await search(outsider)).toEqual(expect.objectContaining({ status: 200, body: [] }));
  });

  it('POST /api/image/virtualsets answers a hidden file as a missing one', async () => {
    const { outsider, hidden, missing } = await hiddenFile();
    expect(await outsider.call('POST', '/api/image/virtualsets', { id: hidden })).toMatchObject({
      status: 404,
      body: notFound('Image', hidden),
    });
    expect(await outsider.call('POST', '/api/image/virtualsets', { id: missing })).toMatchObject({
      status: 404,
      body: notFound('Image', missing),
    });
  });

  it('GET /api/notifications/image/{id} answers a hidden file as a missing one', async () => {
    const { outsider, hidden, missing } = await hiddenFile();
    expect(await outsider.call('GET', `/api/notifications/image/${hidden}`)).toMatchObject({
      status: 404,
      body: notFound('Image', hidden),
    });
    expect(await outsider.call('GET', `/api/notifications/image/${missing}`)).toMatchObject({
      status: 404,
      body: notFound('Image', missing),
    });
  });

  /** An answer with the probed id written as {id} (in texts and as a number), so a hidden and a missing id compare. */
  const normalized = (answer: { status: number; body: unknown }, id: number) => {
    const walk = (value: unknown): unknown => {
      if (value === id) return '{id}';
      if (typeof value === 'string') return value.replaceAll(String(id), '{id}');
      if (Array.isArray(value)) return value.map(walk);
      if (value && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, walk(v)]));
      return value;
    };
    return { status: answer.status, body: walk(answer.body ?? null) };
  };

  type Probe = [
    string,
    'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    (id: number) => string,
    ((id: number) => unknown)?,
  ];

  const FILE_PROBES: Probe[] = [
    ['getImageDetails', 'GET', (id) => `/api/images/${id}`],
    ['getImagesDetails', 'POST', () => '/api/images/details', (id) => ({ ids: [id] })],
    ['getExifDetails', 'GET', (id) => `/api/images/${id}/exif`],
    ['getVideoDetails', 'GET', (id) => `/api/images/${id}/video`],
    ['getVideoStatus', 'GET', (id) => `/api/image/videostatus/${id}`],
    ['downloadFile', 'GET', (id) => `/Download.aspx?id=${id}`],
    ['downloadFile (preview)', 'GET', (id) => `/Download.aspx?id=${id}&preview=1`],
    [
      'checkImagePermissions',
      'POST',
      () => '/api/permissions/images',
      (id) => ({ permission: 'download', imageIds: [id] }),
    ],
    ['getImageSets', 'POST', () => '/api/image/virtualsets', (id) => ({ id })],
    ['getNotifications', 'GET', (id) => `/api/notifications/image/${id}`],
    [
      'updateNotifications',
      'PATCH',
      (id) => `/api/notifications/image/${id}`,
      () => ({ subscribeTo: ['upload'] }),
    ],
    ['addImagesToSet', 'POST', () => '/api/virtualsets/{set}/images', (id) => ({ ImageIds: [id] })],
    [
      'updateImages',
      'PATCH',
      () => '/api/images',
      (id) => ({
        imageIds: [id],
        patches: [{ id, field: 'imageAttributes.title', action: 'replace', value: 'X' }],
      }),
    ],
    ['deleteImages', 'POST', () => '/api/images/delete', (id) => ({ imageIds: [id] })],
    ['rotateImage', 'PUT', () => '/api/image/rotate', (id) => ({ clockwise: true, imageId: id })],
    ['retryVideo', 'POST', () => '/api/video/retry', (id) => ({ Id: id, Status: 'priority' })],
    ['generateThumbnails', 'POST', () => '/api/Thumb/generate', (id) => ({ IdArray: [id] })],
    ['moveFiles', 'PATCH', () => '/api/files', (id) => ({ newFolderId: '{campaigns}', fileIds: [id] })],
    ['exportFiles', 'POST', () => '/api/export', (id) => ({ ids: [id], type: 1 })],
  ];

  it.each(FILE_PROBES)('%s answers a hidden file exactly as a missing one', async (_, method, url, body) => {
    const { outsider, hidden, missing } = await hiddenFile();
    const campaigns = (
      await db.selectFrom('folders').select('id').where('name', '=', 'Campaigns').executeTakeFirstOrThrow()
    ).id;
    const set = await db
      .selectFrom('sets')
      .select('id')
      .where('name', '=', 'Empty set')
      .executeTakeFirstOrThrow();
    const fill = (text: string) =>
      text.replace('{set}', String(set.id)).replace('"{campaigns}"', String(campaigns));
    const probe = async (id: number) => {
      const payload = body ? JSON.parse(fill(JSON.stringify(body(id)))) : undefined;
      const answer = await server.app.inject({
        method,
        url: fill(url(id)),
        headers: {
          cookie: `vitrine_session=${outsider.cookie}`,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      });
      const text = response(answer.body, answer.headers['content-type']);
      return normalized({ status: answer.statusCode, body: text }, id);
    };
    const before = await db
      .selectFrom('files')
      .selectAll()
      .where('id', '=', hidden)
      .executeTakeFirstOrThrow();
    expect(await probe(hidden)).toEqual(await probe(missing));
    expect(
      await db.selectFrom('files').selectAll().where('id', '=', hidden).executeTakeFirstOrThrow(),
    ).toEqual(before);
  });

  const FOLDER_PROBES: Probe[] = [
    ['getSubfolders', 'POST', () => '/api/folders/subfolders', (id) => ({ folderId: id })],
    ['getFolderParentsIds', 'GET', (id) => `/api/folders/getFolderParentsIds?FolderId=${id}`],
    ['createFolder', 'POST', () => '/api/folder/addFolder', (id) => ({ Name: 'X', ParentId: id })],
    ['renameFolder', 'PATCH', (id) => `/api/folder/${id}`, () => ({ Name: 'X' })],
    ['deleteFolder', 'DELETE', (id) => `/api/folder/${id}`],
    [
      'moveFolders',
      'PATCH',
      () => '/api/folders/move',
      (id) => ({ folderIds: [id], newParentId: '{campaigns}' }),
    ],
    ['setFolderAutoResync', 'PATCH', (id) => `/api/folders/autoresync/${id}`, () => ({ autoResync: true })],
    ['resyncFolder', 'POST', () => '/api/folder/resync/', (id) => ({ folderId: id })],
    ['getFolderFileTypeLimits', 'GET', (id) => `/api/folders/limitUploadFileTypes/${id}`],
    ['pinFolder', 'POST', () => '/api/pinneditems/folder', (id) => ({ value: true, folderId: id })],
    ['checkPermission', 'GET', (id) => `/api/permission?permission=download&require=any&folder=${id}`],
    ['getNotifications (folder)', 'GET', (id) => `/api/notifications/folder/${id}`],
    [
      'checkFileName',
      'POST',
      () => '/api/upload/checkfilename',
      (id) => ({ fileFullPath: 'a.png', folderId: id }),
    ],
  ];

  it.each(FOLDER_PROBES)(
    '%s answers a hidden folder exactly as a missing one',
    async (_, method, url, body) => {
      const { outsider } = await hiddenFile();
      const campaigns = (
        await db.selectFrom('folders').select('id').where('name', '=', 'Campaigns').executeTakeFirstOrThrow()
      ).id;
      const hidden = server.library.folders.products.id;
      const missing = hidden + 100_000;
      const probe = async (id: number) => {
        const payload = body
          ? JSON.parse(JSON.stringify(body(id)).replace('"{campaigns}"', String(campaigns)))
          : undefined;
        return normalized(await outsider.call(method, url(id), payload), id);
      };
      expect(await probe(hidden)).toEqual(await probe(missing));
      expect(await db.selectFrom('folders').select('id').where('id', '=', hidden).execute()).toHaveLength(1);
    },
  );
});

/** A body as JSON when it is JSON, else its text. */
function response(text: string, type: unknown): unknown {
  if (text === '') return null;
  return String(type ?? '').includes('json') ? (JSON.parse(text) as unknown) : text;
}
