// Share links on the server (issue 20; spec 000 §3 "Sharing state", §4, §5, §7 "Sharing"; spec 001
// §6, §7 public export): what the owner makes and changes, what a visitor gets, passwords throttled
// like sign-in, "My shares" with views and downloads counted, revoking. What a visitor may not reach
// is share-refusals.test.ts.
import { computeDefaultShareExpiry } from '@vitrine/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { writeSetting } from '../library/settings';
import { TEST_SCRYPT_COST } from '../testing/contract';
import { type Agent, startTestServer, TEST_NOW, type TestServer } from '../testing/harness';
import { solidImage } from '../testing/images';
import { uploadBytes } from '../testing/upload';

type State = {
  id: number;
  urlSlug: string;
  imagesIds: number[];
  hasPassword: boolean;
  isRevoked: boolean;
  viewCount: number;
  downloadCount: number;
  expirationDatetimeUTC: string | null;
  allowedToShare: number[];
  notAllowedToShare: number[];
  password?: unknown;
};
type View = {
  title: string | null;
  errorMessage: string | null;
  searchResult: { ids: number[] };
  passwordRequired?: boolean;
  allowedToDownloadImages: boolean;
};

let server: TestServer;
let editor: Agent;
let files: number[];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

beforeEach(async () => {
  await server.reset();
  await writeSetting(server.app.vitrine.db, 'guestAccessEnabled', false);
  editor = await server.as('editor');
  files = [];
  for (const colour of ['#aa0000', '#00aa00', '#0000aa']) {
    const [answer] = await uploadBytes<{ files: { Id: number }[] }>(
      server,
      editor,
      `/api/upload/${server.library.folders.workspace.id}`,
      `${colour.slice(1)}.png`,
      await solidImage(16, 16, 'png', colour),
    );
    files.push(answer?.body.files[0]?.Id as number);
  }
});

async function create(ids = files.slice(0, 2), title: string | null = 'Summer campaign'): Promise<State> {
  const answer = await editor.call<State>('POST', '/api/share', {
    Href: 'http://localhost/',
    imageIds: ids,
    title,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

const patch = (share: State, body: Record<string, unknown>, agent = editor) =>
  agent.call<State>('PATCH', `/api/sharing/${share.id}`, { id: share.id, ...body });

async function open(slug: string, password?: string, agent = server.agent()) {
  const answer = await agent.call<View>('POST', '/api/sharing/view', {
    restoreHash: slug,
    ...(password === undefined ? {} : { password }),
  });
  return { agent, answer };
}

describe('creating a link (spec 000 §7 "POST share")', () => {
  it('answers the files, every flag but first-load info on, expiry +168 h on the half hour, a 100-bit key', async () => {
    const share = await create();
    expect(share.imagesIds).toEqual(files.slice(0, 2));
    expect(share.allowedToShare).toEqual(files.slice(0, 2));
    expect(share.urlSlug).toMatch(/^[a-z2-7]{20}$/);
    expect(share).toMatchObject({
      allowedToDownloadImages: true,
      allowedToRepresentSlideshow: true,
      allowedToShowInfo: true,
      showInfoPanelOnFirstLoad: false,
      hasPassword: false,
      isRevoked: false,
      viewCount: 0,
      downloadCount: 0,
    });
    expect(share.expirationDatetimeUTC).toBe(computeDefaultShareExpiry(TEST_NOW).toISOString());
  });

  it('needs share.link on the files (spec 000 §6): a viewer is refused, 403', async () => {
    const viewer = await server.as('viewer');
    const answer = await viewer.call('POST', '/api/share', { Href: 'x', imageIds: files });
    expect(answer).toMatchObject({
      status: 403,
      body: { responseStatus: { message: 'You are not allowed to share these files.' } },
    });
  });

  it('share alone (sharing with people) allows it too (spec 000 §6 "share.link, share")', async () => {
    const db = server.app.vitrine.db;
    const role = await db
      .insertInto('roles')
      .values({ name: 'sharer', permissions: JSON.stringify(['share']) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await db
      .insertInto('users')
      .values({
        user_name: 'sharer',
        email: null,
        password_hash: await hashPassword('sharer-password', TEST_SCRYPT_COST),
        folder_id: null,
        created_at: TEST_NOW.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('role_assignments')
      .values({
        user_id: user.id,
        role_id: role.id,
        folder_id: server.library.folders.workspace.id,
        set_id: null,
        group_id: null,
      })
      .execute();
    const sharer = server.agent();
    await sharer.signIn('sharer', 'sharer-password');
    const answer = await sharer.call<State>('POST', '/api/share', { Href: 'x', imageIds: files.slice(0, 1) });
    expect(answer.status).toBe(200);
    expect(answer.body.imagesIds).toEqual(files.slice(0, 1));
  });

  it('refuses an empty list: 400', async () => {
    const answer = await editor.call('POST', '/api/share', { Href: 'x', imageIds: [] });
    expect(answer.status).toBe(400);
  });
});

describe('changing a link (spec 000 §7 "PATCH sharing/{stateId}", §5)', () => {
  it('puts a title-based slug of 4+ characters in front of the key; an old address keeps working', async () => {
    const share = await create();
    const key = share.urlSlug;
    const friendly = await patch(share, { makeUrlFriendly: true });
    expect(friendly.body.urlSlug).toBe(`summer-campaign-${key}`);
    const retitled = await patch(share, { title: 'Été à Paris' });
    expect(retitled.body.urlSlug).toBe(`ete-a-paris-${key}`);
    expect((await open(`summer-campaign-${key}`)).answer.body.searchResult.ids).toEqual(files.slice(0, 2));
    const short = await patch(share, { title: 'abc' });
    expect(short.body.urlSlug).toBe(key);
    // The title alone opens nothing (issue 20: the key is needed).
    expect((await open('ete-a-paris')).answer).toMatchObject({
      status: 404,
      body: { responseStatus: { message: 'This shared link does not exist.' } },
    });
  });

  it('refuses an expiry in the past or not a date: 400 (spec 000 §5 "no past date")', async () => {
    const share = await create();
    expect((await patch(share, { expirationDatetimeUTC: '2026-06-15T11:30:00.000Z' })).body).toMatchObject({
      responseStatus: { message: 'The expiry date cannot be in the past.' },
    });
    expect((await patch(share, { expirationDatetimeUTC: 'soon' })).status).toBe(400);
    const later = await patch(share, { expirationDatetimeUTC: '2026-06-20T09:30:00.000Z' });
    expect(later.body.expirationDatetimeUTC).toBe('2026-06-20T09:30:00.000Z');
  });

  it('keeps only a hash of the password, never answers it, and removes it with an empty string', async () => {
    const share = await create();
    const set = await patch(share, { password: 'open sesame' });
    expect(set.body.hasPassword).toBe(true);
    expect(set.body).not.toHaveProperty('password');
    const row = await server.app.vitrine.db
      .selectFrom('shares')
      .select('password_hash')
      .where('id', '=', share.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('open sesame');
    expect((await patch(share, { password: '' })).body.hasPassword).toBe(false);
  });

  it('is the owner’s (or a super admin’s): another user gets 404', async () => {
    const share = await create();
    expect((await patch(share, { title: 'Mine' }, await server.as('viewer'))).status).toBe(404);
    expect((await patch(share, { title: 'Admin’s' }, await server.as('superAdmin'))).status).toBe(200);
  });
});

describe('opening a link (spec 000 §7 "POST sharing view", spec 001 §6)', () => {
  it('makes the browser the link’s visitor: isShared, the files, web settings not saved', async () => {
    const share = await create();
    const { agent, answer } = await open(share.urlSlug);
    expect(answer.body).toMatchObject({
      title: 'Summer campaign',
      errorMessage: null,
      searchResult: { ids: files.slice(0, 2) },
    });
    expect(answer.headers['set-cookie']).toMatch(/vitrine_session=.*HttpOnly/);
    expect((await agent.call('GET', '/api/session/currentuser')).body).toMatchObject({
      isShared: true,
      id: null,
      isGuestAccess: false,
    });
    expect((await agent.call('POST', '/api/websettings', { sortOption: 2 })).status).toBe(403);
  });

  it('the permission check answers download for the link’s files while the flag is on (spec 001 §6)', async () => {
    const share = await create();
    const { agent } = await open(share.urlSlug);
    const check = async () =>
      (
        await agent.call<{ imageIds: number[] }>('POST', '/api/permissions/images', {
          imageIds: files,
          permission: 'download',
        })
      ).body.imageIds;
    expect(await check()).toEqual(files.slice(0, 2));
    await patch(share, { allowedToDownloadImages: false });
    expect(await check()).toEqual([]);
  });

  it('a signed-in user who opens a link becomes its visitor, and signs in again to be themselves', async () => {
    const share = await create();
    const viewer = await server.as('viewer');
    await open(share.urlSlug, undefined, viewer);
    expect((await viewer.call('GET', '/api/session/currentuser')).body).toMatchObject({ isShared: true });
    await viewer.signIn('kenji.ito', 'contract-viewer-password');
    expect((await viewer.call('GET', '/api/session/currentuser')).body).toMatchObject({
      isShared: false,
      name: 'kenji.ito',
    });
  });

  it('an expired link says so, with no files and every flag off', async () => {
    const share = await create();
    await server.app.vitrine.db
      .updateTable('shares')
      .set({ expires_at: '2026-06-15T11:00:00.000Z' })
      .where('id', '=', share.id)
      .execute();
    const { agent, answer } = await open(share.urlSlug);
    expect(answer.body).toMatchObject({
      errorMessage: 'This shared link has expired.',
      searchResult: { ids: [] },
      allowedToDownloadImages: false,
    });
    expect((await agent.call('GET', '/api/session/currentuser')).status).toBe(401);
  });

  it('a password link: asked, refused when wrong, opened with it, and not asked again on a reload', async () => {
    const share = await create();
    await patch(share, { password: 'open sesame' });
    expect((await open(share.urlSlug)).answer.body).toMatchObject({
      errorMessage: 'This shared link is protected by a password.',
      passwordRequired: true,
      searchResult: { ids: [] },
    });
    expect((await open(share.urlSlug, 'wrong')).answer.body).toMatchObject({
      errorMessage: 'The password is not correct.',
      passwordRequired: true,
    });
    const { agent, answer } = await open(share.urlSlug, 'open sesame');
    expect(answer.body.searchResult.ids).toEqual(files.slice(0, 2));
    expect((await open(share.urlSlug, undefined, agent)).answer.body.searchResult.ids).toEqual(
      files.slice(0, 2),
    );
  });

  it('wrong passwords are throttled like sign-in: held after 5, 429 with Retry-After', async () => {
    const share = await create();
    await patch(share, { password: 'open sesame' });
    for (let i = 0; i < 5; i += 1) expect((await open(share.urlSlug, `guess ${i}`)).answer.status).toBe(200);
    const held = (await open(share.urlSlug, 'open sesame')).answer;
    expect(held.status).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('a new password ends the sessions opened with the old one', async () => {
    const share = await create();
    await patch(share, { password: 'first' });
    const { agent } = await open(share.urlSlug, 'first');
    await patch(share, { password: 'second' });
    expect((await agent.call('POST', '/api/search', { criteria: {} })).status).toBe(401);
  });

  it('a text search inside the share finds the link’s matching files only', async () => {
    const titles = ['Lighthouse at dawn', 'Harbour', 'Lighthouse keeper'];
    const patched = await editor.call('PATCH', '/api/images', {
      imageIds: files,
      patches: files.map((id, i) => ({
        id,
        field: 'imageAttributes.title',
        action: 'replace',
        value: titles[i],
      })),
    });
    expect(patched.status).toBe(200);
    const share = await create();
    const { agent } = await open(share.urlSlug);
    const found = await agent.call<{ images: { id: number }[]; totalImages: number }>('POST', '/api/search', {
      criteria: { text: 'lighthouse' },
    });
    expect(found.body.images.map((image) => image.id)).toEqual([files[0]]);
    expect(found.body.totalImages).toBe(1);
    const count = await agent.call<{ totalImages: number }>('POST', '/api/search/count', {
      criteria: { text: 'lighthouse' },
    });
    expect(count.body.totalImages).toBe(1);
  });

  it('a visitor’s search is the link’s alone, and never another principal’s cached answer', async () => {
    const share = await create();
    const db = server.app.vitrine.db;
    await db
      .insertInto('users')
      .values({
        user_name: 'nobody',
        email: null,
        password_hash: await hashPassword('nobody-password', TEST_SCRYPT_COST),
        folder_id: null,
        created_at: TEST_NOW.toISOString(),
      })
      .execute();
    const nobody = server.agent();
    await nobody.signIn('nobody', 'nobody-password');
    const ids = async (agent: Agent) =>
      (
        await agent.call<{ images: { id: number }[]; totalImages: number }>('POST', '/api/search', {
          criteria: {},
        })
      ).body;
    expect((await ids(nobody)).totalImages).toBe(0);
    const { agent } = await open(share.urlSlug);
    const seen = await ids(agent);
    expect(seen.images.map((image) => image.id).sort()).toEqual(files.slice(0, 2).sort());
    expect(seen.totalImages).toBe(2);
    expect((await ids(nobody)).totalImages).toBe(0);
    // The owner adds a file: the visitor's next search has it.
    await patch(share, { imagesIds: files });
    expect((await ids(agent)).totalImages).toBe(3);
  });
});

describe('My shares and revoking', () => {
  it('lists the user’s links newest first with views and downloads counted', async () => {
    const first = await create(files.slice(0, 1), 'First');
    const second = await create(files.slice(1, 3), 'Second');
    const { agent } = await open(second.urlSlug);
    await open(second.urlSlug);
    const get = (url: string, headers: Record<string, string> = {}) =>
      server.app.inject({
        method: 'GET',
        url,
        headers: { cookie: `vitrine_session=${agent.cookie}`, ...headers },
      });
    expect((await get(`/Download.aspx?id=${files[1]}`)).statusCode).toBe(200);
    // A player's later ranges are the same download; a thumbnail is none.
    expect((await get(`/Download.aspx?id=${files[1]}`, { range: 'bytes=10-20' })).statusCode).toBe(206);
    expect((await get(`/Download.aspx?id=${files[1]}&thumb=2`)).statusCode).toBe(200);
    const token = await agent.call<{ id: string }>('POST', '/api/publicexport', {
      ids: [files[1], files[2]],
      type: 1,
      publicHash: second.urlSlug,
    });
    expect((await get(`/api/publicexport/${token.body.id}`)).statusCode).toBe(200);
    const mine = await editor.call<{ shares: State[] }>('GET', '/api/sharing/mine');
    expect(mine.body.shares.map((s) => s.id)).toEqual([second.id, first.id]);
    expect(mine.body.shares[0]).toMatchObject({ viewCount: 2, downloadCount: 2 });
    expect(mine.body.shares[1]).toMatchObject({ viewCount: 0, downloadCount: 0 });
    expect(
      (await (await server.as('viewer')).call<{ shares: State[] }>('GET', '/api/sharing/mine')).body.shares,
    ).toEqual([]);
    expect((await agent.call('GET', '/api/sharing/mine')).status).toBe(403);
  });

  it('revoking ends the link, its visitors’ sessions and its public exports at once; it stays listed', async () => {
    const share = await create();
    const { agent } = await open(share.urlSlug);
    const token = await agent.call<{ id: string }>('POST', '/api/publicexport', {
      ids: files.slice(0, 1),
      type: 1,
      publicHash: share.urlSlug,
    });
    expect(token.status).toBe(200);
    expect((await (await server.as('viewer')).call('DELETE', `/api/sharing/${share.id}`)).status).toBe(404);
    expect((await editor.call('DELETE', `/api/sharing/${share.id}`)).status).toBe(204);
    expect((await editor.call('DELETE', `/api/sharing/${share.id}`)).status).toBe(204);
    expect((await agent.call('POST', '/api/search', { criteria: {} })).status).toBe(401);
    const download = await server.app.inject({ method: 'GET', url: `/api/publicexport/${token.body.id}` });
    expect(download.statusCode).toBe(404);
    expect((await open(share.urlSlug)).answer.body).toMatchObject({
      errorMessage: 'This shared link has been revoked.',
      searchResult: { ids: [] },
    });
    const mine = await editor.call<{ shares: State[] }>('GET', '/api/sharing/mine');
    expect(mine.body.shares[0]).toMatchObject({ id: share.id, isRevoked: true });
    expect((await patch(share, { title: 'Back' })).status).toBe(400);
  });
});

describe('the owner’s account', () => {
  it('their sign-out everywhere leaves their links’ visitors be', async () => {
    const share = await create();
    const { agent } = await open(share.urlSlug);
    expect((await editor.call('POST', '/api/session/signouteverywhere')).status).toBe(204);
    expect((await agent.call('POST', '/api/search', { criteria: {} })).status).toBe(200);
  });

  it('disabled, their links open no more (as revoked); enabled again, they do', async () => {
    const share = await create();
    const { agent } = await open(share.urlSlug);
    const db = server.app.vitrine.db;
    const owner = server.library.userIds.editor;
    await db.updateTable('users').set({ is_disabled: 1 }).where('id', '=', owner).execute();
    expect((await agent.call('POST', '/api/search', { criteria: {} })).status).toBe(401);
    expect((await open(share.urlSlug)).answer.body).toMatchObject({
      errorMessage: 'This shared link has been revoked.',
      searchResult: { ids: [] },
    });
    const refused = await server
      .agent()
      .call('POST', '/api/publicexport', { ids: files, type: 1, publicHash: share.urlSlug });
    expect(refused.status).toBe(404);
    await db.updateTable('users').set({ is_disabled: 0 }).where('id', '=', owner).execute();
    expect((await open(share.urlSlug)).answer.body.searchResult.ids).toEqual(files.slice(0, 2));
  });
});

describe('the public export (spec 001 §7)', () => {
  it('a zip of the link’s files only; others are left out, none left is 403', async () => {
    const share = await create(files.slice(0, 1));
    const { agent } = await open(share.urlSlug);
    const ok = await agent.call<{ id: string }>('POST', '/api/publicexport', {
      ids: files,
      type: 1,
      publicHash: share.urlSlug,
    });
    expect(ok.status).toBe(200);
    const zip = await server.app.inject({ method: 'GET', url: `/api/publicexport/${ok.body.id}` });
    expect(zip.headers['content-type']).toBe('application/zip');
    const none = await agent.call('POST', '/api/publicexport', {
      ids: files.slice(1),
      type: 1,
      publicHash: share.urlSlug,
    });
    expect(none.status).toBe(403);
  });

  it('a password link’s export needs the session opened with its password: 401', async () => {
    const share = await create();
    await patch(share, { password: 'open sesame' });
    const stranger = server.agent();
    const refused = await stranger.call('POST', '/api/publicexport', {
      ids: files.slice(0, 1),
      type: 1,
      publicHash: share.urlSlug,
    });
    expect(refused.status).toBe(401);
    const { agent } = await open(share.urlSlug, 'open sesame');
    expect(
      (
        await agent.call('POST', '/api/publicexport', {
          ids: files.slice(0, 1),
          type: 1,
          publicHash: share.urlSlug,
        })
      ).status,
    ).toBe(200);
  });
});
