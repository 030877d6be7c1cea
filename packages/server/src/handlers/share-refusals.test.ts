// Issue 20 security tests: a shared-link visitor reaches exactly the link's files, only while the
// link lives, only as its flags allow (spec 001 §6). Two tables, generated where they can be:
//
// - DERIVED: every resource a visitor may reach for a file (thumbnail, preview, original, a byte
//   range of it, the file's data, search inside the share, the slideshow's files, the public export
//   and its download), asked for a shared file and for a file of another link, by the visitor of a
//   live link, of another link, of an expired link, of a revoked link, of a password link opened
//   without (or with a wrong) password, and with the link's flags off.
// - Every operation of openapi.yml a visitor may not call (generated from the document) answers a
//   live link's visitor 403 before it runs, and nothing changes.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { findOpenApiFile } from '../http/openapi';
import { writeSetting } from '../library/settings';
import { encodeWav } from '../seed/audio';
import { SHARED_VISITOR_OPERATIONS } from '../shares/access';
import { type Agent, startTestServer, TEST_NOW, type TestServer } from '../testing/harness';
import { solidImage } from '../testing/images';
import { uploadBytes } from '../testing/upload';
import { availableOperations } from '.';

let server: TestServer;
let editor: Agent;
/** A, B and the tone D are shared by `link`; C and the tone E by `other` only. */
let files: { a: number; b: number; c: number; d: number; e: number };
let link: { id: number; urlSlug: string };
let other: { id: number; urlSlug: string };

async function upload(folder: number, name: string, bytes: Uint8Array): Promise<number> {
  const [answer] = await uploadBytes<{ files: { Id: number }[] }>(
    server,
    editor,
    `/api/upload/${folder}`,
    name,
    bytes,
  );
  expect(answer?.status).toBe(200);
  return answer?.body.files[0]?.Id as number;
}

const tone = (pitch: number) =>
  encodeWav(
    new Float32Array(4000).map((_, i) => Math.sin(i / pitch)),
    8000,
    { title: 'Tone' },
  );

async function share(ids: number[], title: string): Promise<{ id: number; urlSlug: string }> {
  const created = await editor.call<{ id: number; urlSlug: string }>('POST', '/api/share', {
    Href: 'http://localhost/',
    imageIds: ids,
    title,
  });
  expect(created.status).toBe(200);
  return created.body;
}

/** The link each visitor opened (the public export names it). */
const opened = new Map<Agent, string>();

/** A visitor of `slug` (a fresh browser: no other cookie). */
async function visitor(slug: string, password?: string): Promise<Agent> {
  const agent = server.agent();
  opened.set(agent, slug);
  const view = await agent.call<{ errorMessage: string | null }>('POST', '/api/sharing/view', {
    restoreHash: slug,
    ...(password === undefined ? {} : { password }),
  });
  expect(view.status).toBe(200);
  return agent;
}

async function patch(id: number, body: Record<string, unknown>): Promise<void> {
  const answer = await editor.call('PATCH', `/api/sharing/${id}`, { id, ...body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** Everything a refused request must leave as it was. */
async function snapshot(): Promise<string> {
  const db = server.app.vitrine.db;
  const rows: Record<string, unknown> = {};
  for (const table of [
    'folders',
    'files',
    'sets',
    'set_files',
    'comments',
    'file_versions',
    'pins',
    'web_settings',
    'shares',
    'share_files',
    'users',
    'role_assignments',
  ] as const)
    rows[table] = await db.selectFrom(table).selectAll().execute();
  return JSON.stringify(rows);
}

type Ask = (agent: Agent, file: number) => Promise<number>;

/** The status of a GET whose answer is a file (the agent's JSON reader is not for those). */
async function fetchStatus(agent: Agent, url: string, headers: Record<string, string> = {}): Promise<number> {
  const answer = await server.app.inject({
    method: 'GET',
    url,
    headers: { ...(agent.cookie ? { cookie: `vitrine_session=${agent.cookie}` } : {}), ...headers },
  });
  return answer.statusCode;
}

/**
 * Each derived resource: the status it answers for a file (an image, or an audio file for the media
 * player's requests). 2xx is reached; anything else refused.
 */
const DERIVED: Record<string, { needsDownload: boolean; audio?: boolean; ask: Ask }> = {
  'audio played: a byte range of its preview (video and audio seek this way)': {
    needsDownload: true,
    audio: true,
    ask: (agent, file) => fetchStatus(agent, `/Download.aspx?id=${file}&preview=1`, { range: 'bytes=10-99' }),
  },
  thumbnail: {
    needsDownload: false,
    ask: (agent, file) => fetchStatus(agent, `/Download.aspx?id=${file}&thumb=2`),
  },
  preview: {
    needsDownload: false,
    ask: (agent, file) => fetchStatus(agent, `/Download.aspx?id=${file}&thumb=1&preview=1`),
  },
  original: {
    needsDownload: true,
    ask: (agent, file) => fetchStatus(agent, `/Download.aspx?id=${file}`),
  },
  'original, a byte range': {
    needsDownload: true,
    ask: (agent, file) => fetchStatus(agent, `/Download.aspx?id=${file}`, { range: 'bytes=4-20' }),
  },
  'the file data (info panel)': {
    needsDownload: false,
    ask: async (agent, file) => (await agent.call('GET', `/api/images/${file}`)).status,
  },
  'search inside the share': {
    needsDownload: false,
    ask: async (agent, file) => {
      const answer = await agent.call<{ images: { id: number }[] }>('POST', '/api/search', {
        criteria: { itemsOnPage: 100 },
      });
      if (answer.status !== 200) return answer.status;
      return answer.body.images.some((image) => image.id === file) ? 200 : 404;
    },
  },
  'the slideshow files': {
    needsDownload: false,
    ask: async (agent, file) => {
      const answer = await agent.call<{ images: { id: number }[] }>('GET', `/api/flash/wall?ids=${file}`);
      if (answer.status !== 200) return answer.status;
      return answer.body.images.some((image) => image.id === file) ? 200 : 404;
    },
  },
  'the public export and its download': {
    needsDownload: true,
    ask: async (agent, file) => {
      // The visitor's own link is the publicHash they hold.
      const slug = opened.get(agent) as string;
      const token = await agent.call<{ id: string }>('POST', '/api/publicexport', {
        ids: [file],
        type: 1,
        publicHash: slug,
      });
      if (token.status !== 200) return token.status;
      return fetchStatus(agent, `/api/publicexport/${token.body.id}`);
    },
  },
};

const REACHED = (status: number) => status >= 200 && status < 300;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.app.vitrine.db;
  // Guest access off: a visitor whose link does not open is nobody, not the guest (who may read).
  await writeSetting(db, 'guestAccessEnabled', false);
  editor = await server.as('editor');
  const folder = (
    await editor.call<{ id: number }>('POST', '/api/folder/addFolder', {
      Name: 'Shared',
      ParentId: server.library.folders.workspace.id,
    })
  ).body.id;
  files = {
    a: await upload(folder, 'a.png', await solidImage(16, 16, 'png', '#aa0000')),
    b: await upload(folder, 'b.png', await solidImage(16, 16, 'png', '#00aa00')),
    c: await upload(folder, 'c.png', await solidImage(16, 16, 'png', '#0000aa')),
    d: await upload(folder, 'd.wav', tone(5)),
    e: await upload(folder, 'e.wav', tone(9)),
  };
  await server.app.vitrineJobs.worker.idle();
  link = await share([files.a, files.b, files.d], 'Summer campaign');
  other = await share([files.c, files.e], 'Other link');
}, 60_000);
afterAll(() => server.close());

async function resetLink(): Promise<void> {
  const db = server.app.vitrine.db;
  await db
    .updateTable('shares')
    .set({
      revoked_at: null,
      password_hash: null,
      allow_download: 1,
      allow_info: 1,
      expires_at: '2026-07-01T12:00:00.000Z',
    })
    .execute();
  await server.app.vitrine.signInGuard.clear();
}

describe('derived resources of a shared file (generated table)', () => {
  const cases = Object.entries(DERIVED);
  /** The shared file of a resource's kind, and one of another link. */
  const mine = (audio = false) => (audio ? files.d : files.a);
  const theirs = (audio = false) => (audio ? files.e : files.c);

  it.each(cases)('%s: the shared file is reached, another link’s file is not', async (_, { ask, audio }) => {
    await resetLink();
    const agent = await visitor(link.urlSlug);
    expect(REACHED(await ask(agent, mine(audio)))).toBe(true);
    const before = await snapshot();
    expect(REACHED(await ask(agent, theirs(audio)))).toBe(false);
    expect(await snapshot()).toBe(before);
  });

  it.each(cases)('%s: refused to another link’s visitor', async (_, { ask, audio }) => {
    await resetLink();
    expect(REACHED(await ask(await visitor(other.urlSlug), mine(audio)))).toBe(false);
  });

  it.each(cases)('%s: refused once the link has expired', async (_, { ask, audio }) => {
    await resetLink();
    const agent = await visitor(link.urlSlug);
    await server.app.vitrine.db
      .updateTable('shares')
      .set({ expires_at: new Date(TEST_NOW.getTime() - 1000).toISOString() })
      .where('id', '=', link.id)
      .execute();
    expect(REACHED(await ask(agent, mine(audio)))).toBe(false);
    expect(REACHED(await ask(await visitor(link.urlSlug), mine(audio)))).toBe(false);
  });

  it.each(cases)('%s: refused once the link is revoked', async (_, { ask, audio }) => {
    await resetLink();
    const agent = await visitor(link.urlSlug);
    expect((await editor.call('DELETE', `/api/sharing/${link.id}`)).status).toBe(204);
    expect(REACHED(await ask(agent, mine(audio)))).toBe(false);
    expect(REACHED(await ask(await visitor(link.urlSlug), mine(audio)))).toBe(false);
  });

  it.each(cases)(
    '%s: refused without the password or with a wrong one; reached with it',
    async (_, { ask, audio }) => {
      await resetLink();
      await patch(link.id, { password: 'open sesame' });
      expect(REACHED(await ask(await visitor(link.urlSlug), mine(audio)))).toBe(false);
      expect(REACHED(await ask(await visitor(link.urlSlug, 'wrong'), mine(audio)))).toBe(false);
      expect(REACHED(await ask(await visitor(link.urlSlug, 'open sesame'), mine(audio)))).toBe(true);
    },
  );

  it.each(cases)(
    '%s: with the download flag off, only what needs no download',
    async (_, { ask, audio, needsDownload }) => {
      await resetLink();
      const agent = await visitor(link.urlSlug);
      await patch(link.id, { allowedToDownloadImages: false });
      expect(REACHED(await ask(agent, mine(audio)))).toBe(!needsDownload);
    },
  );
});

describe('the info panel flag', () => {
  it('allowedToShowInfo off: the file data and EXIF are refused, the thumbnail is not', async () => {
    await resetLink();
    const agent = await visitor(link.urlSlug);
    await patch(link.id, { allowedToShowInfo: false });
    expect((await agent.call('GET', `/api/images/${files.a}`)).status).toBe(403);
    expect((await agent.call('GET', `/api/images/${files.a}/exif`)).status).toBe(403);
    expect(await fetchStatus(agent, `/Download.aspx?id=${files.a}&thumb=2`)).toBe(200);
  });
});

/** Every operation of openapi.yml, with its path filled with ids. */
function everyOperation(): { operationId: string; method: string; url: string; tag: string }[] {
  // biome-ignore lint/suspicious/noExplicitAny: the YAML document is walked by key.
  const doc = parse(readFileSync(findOpenApiFile(), 'utf8')) as any;
  const found: { operationId: string; method: string; url: string; tag: string }[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method] as { operationId: string; tags: string[]; security?: unknown[] } | undefined;
      // Not implemented here: 501 to everyone (routes.ts), before anything of a session.
      if (!op || !availableOperations(server.app.vitrine.options).includes(op.operationId)) continue;
      // Public calls (security `{}` only) take no session: nothing of a link to refuse there.
      const isPublic =
        Array.isArray(op.security) &&
        op.security.length === 1 &&
        Object.keys(op.security[0] as object).length === 0;
      if (isPublic) continue;
      found.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        url: path.replace(/\{[^}]+\}/g, String(files.a)),
        tag: op.tags[0] as string,
      });
    }
  }
  return found;
}

describe('every operation a visitor may not call (generated from openapi.yml)', () => {
  it('refuses each with 403 before it runs, and nothing changes (spec 001 §6)', async () => {
    await resetLink();
    const agent = await visitor(link.urlSlug);
    const refused = everyOperation().filter(
      (op) =>
        op.tag !== 'config' && op.tag !== 'operations' && !SHARED_VISITOR_OPERATIONS.has(op.operationId),
    );
    // Edit, delete, versions, comments, annotation, rotation and settings saving among them.
    for (const id of [
      'updateImages',
      'deleteImages',
      'getVersions',
      'getComments',
      'addComment',
      'saveAnnotation',
      'rotateImage',
      'saveWebSettings',
      'getSubfolders',
      'createShare',
      'listMyShares',
    ])
      expect(refused.map((op) => op.operationId)).toContain(id);
    const before = await snapshot();
    for (const op of refused) {
      const answer = await agent.call(
        op.method as 'GET',
        op.url,
        op.method === 'GET' || op.method === 'DELETE' ? undefined : {},
      );
      expect({ op: op.operationId, status: answer.status, body: answer.body }).toEqual({
        op: op.operationId,
        status: 403,
        body: { responseStatus: { errorCode: 'Forbidden', message: 'A shared link does not allow this.' } },
      });
    }
    expect(await snapshot()).toBe(before);
    // The public calls take no session: a visitor is answered them as anyone is.
    const passwordLink = await agent.call('POST', '/api/passwordlink/check', { token: 'x'.repeat(43) });
    expect(passwordLink.status).toBe(404);
    // The visitor is still one: isShared, no user.
    const me = await agent.call<{ isShared: boolean; id: number | null }>('GET', '/api/session/currentuser');
    expect(me.body).toMatchObject({ isShared: true, id: null });
  }, 60_000);
});
