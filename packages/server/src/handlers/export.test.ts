// POST /api/export and GET /api/export/{token} on the real server (spec 000 §7 "POST /api/export
// {ids, type (1 zip, 4 CSV), keepFoldersStructure} -> id token, then GET /api/export/{token}"; §5
// "Downloading many files needs download permission for each; disallowed ones are skipped"). The zip
// is read back with yauzl and compared byte for byte with the uploaded originals.

import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { EXPORT_TOKEN_TTL_MS } from '../export';
import { writeSetting } from '../library/settings';
import { createServer } from '../server';
import { TEST_SCRYPT_COST } from '../testing/contract';
import { type Agent, startTestServer, TEST_NOW, type TestServer } from '../testing/harness';
import { solidImage } from '../testing/images';
import { uploadBytes } from '../testing/upload';
import { readZip } from '../testing/zip';

let server: TestServer;
let clock = TEST_NOW;
let editor: Agent;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
afterAll(() => server.close());

async function upload(folderId: number, name: string, bytes: Uint8Array, agent = editor): Promise<number> {
  const [answer] = await uploadBytes<{ files: { Id: number }[] }>(
    server,
    agent,
    `/api/upload/${folderId}`,
    name,
    bytes,
  );
  if (answer?.status !== 200)
    throw new Error(`upload ${name}: ${answer?.status} ${JSON.stringify(answer?.body)}`);
  return answer.body.files[0]?.Id as number;
}

async function folderNamed(name: string, parentId: number): Promise<number> {
  const answer = await editor.call<{ id: number }>('POST', '/api/folder/addFolder', {
    Name: name,
    ParentId: parentId,
  });
  if (answer.status !== 200) throw new Error(`folder ${name}: ${answer.status}`);
  return answer.body.id;
}

const download = (agent: Agent | undefined, token: string) =>
  server.app.inject({
    method: 'GET',
    url: `/api/export/${encodeURIComponent(token)}`,
    headers: agent?.cookie ? { cookie: `vitrine_session=${agent.cookie}` } : {},
  });

async function exportToken(agent: Agent, body: Record<string, unknown>): Promise<string> {
  const answer = await agent.call<{ id: string }>('POST', '/api/export', body);
  if (answer.status !== 200) throw new Error(`export: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id;
}

/** A user signed in with a role made of `permissions`, granted on each folder of `folderIds`. */
async function userWith(name: string, permissions: string[], folderIds: number[]): Promise<Agent> {
  const db = server.app.vitrine.db;
  const { id } = await db
    .insertInto('users')
    .values({
      user_name: name,
      email: null,
      password_hash: await hashPassword(`${name}-password`, TEST_SCRYPT_COST),
      folder_id: null,
      created_at: TEST_NOW.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const role = await db
    .insertInto('roles')
    .values({ name: `${name} role`, permissions: JSON.stringify(permissions) })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const folderId of folderIds) {
    await db
      .insertInto('role_assignments')
      .values({ user_id: id, role_id: role.id, folder_id: folderId, set_id: null, group_id: null })
      .execute();
  }
  const agent = server.agent();
  await agent.signIn(name, `${name}-password`);
  return agent;
}

interface Library {
  campaigns: number;
  print: number;
  /** a.png in Campaigns, a.png in Print, b.png in Print. */
  files: { id: number; bytes: Buffer }[];
}
let lib: Library;

beforeEach(async () => {
  clock = TEST_NOW;
  await server.reset();
  editor = await server.as('editor');
  const workspace = server.library.folders.workspace.id;
  const db = server.app.vitrine.db;
  const folderId = (name: string) =>
    db
      .selectFrom('folders')
      .select('id')
      .where('name', '=', name)
      .where('parent_id', '=', workspace)
      .executeTakeFirstOrThrow();
  const campaigns = (await folderId('Campaigns')).id;
  const print = (await folderId('Print')).id;
  const red = await solidImage(6, 4, 'png', '#cc2200');
  const green = await solidImage(5, 5, 'png', '#22cc00');
  const blue = await solidImage(4, 6, 'png', '#0022cc');
  lib = {
    campaigns,
    print,
    files: [
      { id: await upload(campaigns, 'a.png', red), bytes: red },
      { id: await upload(print, 'a.png', green), bytes: green },
      { id: await upload(print, 'b.png', blue), bytes: blue },
    ],
  };
  await server.app.vitrineJobs.worker.idle();
});

const ids = () => lib.files.map((f) => f.id);

describe('POST /api/export type 1 then GET /api/export/{token}: a zip of the originals', () => {
  it('answers a token, then a zip whose entries are the originals byte for byte (flat, collisions numbered)', async () => {
    const post = await editor.call<{ id: string }>('POST', '/api/export', { ids: ids(), type: 1 });
    expect(post.status).toBe(200);
    expect(post.body.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const answer = await download(editor, post.body.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="vitrine-export-20260615.zip"; filename*=UTF-8''vitrine-export-20260615.zip`,
    );
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-length']).toBe(String(answer.rawPayload.length));
    const entries = await readZip(answer.rawPayload);
    expect([...entries.keys()]).toEqual(['a.png', 'a (2).png', 'b.png']);
    expect(entries.get('a.png')?.equals(lib.files[0]?.bytes as Buffer)).toBe(true);
    expect(entries.get('a (2).png')?.equals(lib.files[1]?.bytes as Buffer)).toBe(true);
    expect(entries.get('b.png')?.equals(lib.files[2]?.bytes as Buffer)).toBe(true);
  });

  it('over real HTTP the zip streams with its exact Content-Length', async () => {
    const token = await exportToken(editor, { ids: ids(), type: 1 });
    const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
    const response = await fetch(`${address}/api/export/${token}`, {
      headers: { cookie: `vitrine_session=${editor.cookie}` },
    });
    expect(response.status).toBe(200);
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(body.length));
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const entries = await readZip(body);
    expect(entries.get('b.png')?.equals(lib.files[2]?.bytes as Buffer)).toBe(true);
  });

  it('a token made on one instance downloads from another over the same data, as after a restart (issue 16)', async () => {
    const token = await exportToken(editor, { ids: ids(), type: 1 });
    // A second server over the same database and files: the balancer may send GET there.
    const other = await createServer({
      dataDir: server.dataDir,
      scryptCost: TEST_SCRYPT_COST,
      now: () => clock,
      ...(server.databaseUrl ? { databaseUrl: server.databaseUrl } : {}),
    });
    try {
      const answer = await other.inject({
        method: 'GET',
        url: `/api/export/${token}`,
        headers: { cookie: `vitrine_session=${editor.cookie}` },
      });
      expect(answer.statusCode).toBe(200);
      const entries = await readZip(answer.rawPayload);
      expect(entries.get('b.png')?.equals(lib.files[2]?.bytes as Buffer)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('keepFoldersStructure puts each file under its folder path from the top', async () => {
    const token = await exportToken(editor, { ids: ids(), type: 1, keepFoldersStructure: true });
    const entries = await readZip((await download(editor, token)).rawPayload);
    expect([...entries.keys()]).toEqual([
      'Marketing/Campaigns/a.png',
      'Marketing/Print/a.png',
      'Marketing/Print/b.png',
    ]);
    expect(entries.get('Marketing/Print/a.png')?.equals(lib.files[1]?.bytes as Buffer)).toBe(true);
  });

  it('hostile folder and file names stay inside the archive', async () => {
    const db = server.app.vitrine.db;
    const evil = await folderNamed('Evil', lib.campaigns);
    const id = await upload(evil, 'c.png', await solidImage(3, 3, 'png'));
    await db.updateTable('folders').set({ name: '..' }).where('id', '=', evil).execute();
    await db.updateTable('files').set({ file_name: '..\\..\\win.ini' }).where('id', '=', id).execute();
    const first = lib.files[0]?.id as number;
    await db.updateTable('files').set({ file_name: '/etc/passwd' }).where('id', '=', first).execute();
    const token = await exportToken(editor, { ids: [first, id], type: 1, keepFoldersStructure: true });
    const entries = await readZip((await download(editor, token)).rawPayload);
    expect([...entries.keys()]).toEqual([
      'Marketing/Campaigns/_etc_passwd',
      'Marketing/Campaigns/_/.._.._win.ini',
    ]);
    const flat = await readZip(
      (await download(editor, await exportToken(editor, { ids: [first, id] }))).rawPayload,
    );
    expect([...flat.keys()]).toEqual(['_etc_passwd', '.._.._win.ini']);
  });

  it('names are NFC and collisions ignore case', async () => {
    const db = server.app.vitrine.db;
    const [a, b, c] = ids() as [number, number, number];
    await db.updateTable('files').set({ file_name: 'Cafe\u0301.png' }).where('id', '=', a).execute();
    await db.updateTable('files').set({ file_name: 'CAFÉ.PNG' }).where('id', '=', b).execute();
    await db.updateTable('files').set({ file_name: 'café.png' }).where('id', '=', c).execute();
    const entries = await readZip(
      (await download(editor, await exportToken(editor, { ids: [a, b, c] }))).rawPayload,
    );
    expect([...entries.keys()]).toEqual(['Café.png', 'CAFÉ (2).PNG', 'café (3).png']);
  });

  it('without type it is a zip; ids repeated are exported once, in the order asked', async () => {
    const [a, b, c] = ids() as [number, number, number];
    const token = await exportToken(editor, { ids: [c, a, c, b] });
    const answer = await download(editor, token);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect([...(await readZip(answer.rawPayload)).keys()]).toEqual(['b.png', 'a.png', 'a (2).png']);
  });

  it('the token can be used again until it expires (1 hour), then 404', async () => {
    const token = await exportToken(editor, { ids: ids(), type: 1 });
    expect((await download(editor, token)).statusCode).toBe(200);
    clock = new Date(TEST_NOW.getTime() + EXPORT_TOKEN_TTL_MS - 1000);
    expect((await download(editor, token)).statusCode).toBe(200);
    clock = new Date(TEST_NOW.getTime() + EXPORT_TOKEN_TTL_MS);
    const expired = await download(editor, token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({
      responseStatus: {
        errorCode: 'NotFound',
        message: 'This export was not found or has expired. Export the files again.',
      },
    });
  });

  it("another user's token, an unknown token or a guest with a user's token: 404", async () => {
    const token = await exportToken(editor, { ids: ids(), type: 1 });
    const viewer = await server.as('viewer');
    expect((await download(viewer, token)).statusCode).toBe(404);
    expect((await download(server.agent(), token)).statusCode).toBe(404);
    // One character changed (the last one is 'A' one time in 16: then 'B').
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await download(editor, altered)).statusCode).toBe(404);
    expect((await download(editor, 'unknown')).statusCode).toBe(404);
    // The owner still can.
    expect((await download(editor, token)).statusCode).toBe(200);
  });

  it('a file the user may not download is skipped; none at all answers 403 (spec 000 §5, as the mocks)', async () => {
    // May see both folders, download only in Campaigns.
    const partial = await userWith('partial', ['download'], [lib.campaigns]);
    const db = server.app.vitrine.db;
    const seeOnly = await db
      .insertInto('roles')
      .values({ name: 'see only', permissions: JSON.stringify(['notifications.subscribe']) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const partialId = (
      await db.selectFrom('users').select('id').where('user_name', '=', 'partial').executeTakeFirstOrThrow()
    ).id;
    await db
      .insertInto('role_assignments')
      .values({ user_id: partialId, role_id: seeOnly.id, folder_id: lib.print, set_id: null, group_id: null })
      .execute();
    const shown = await partial.call<{ imageIds: number[] }>('POST', '/api/permissions/images', {
      permission: 'download',
      imageIds: ids(),
    });
    expect(shown.body.imageIds).toEqual([lib.files[0]?.id]);
    const entries = await readZip(
      (await download(partial, await exportToken(partial, { ids: ids(), type: 1 }))).rawPayload,
    );
    expect([...entries.keys()]).toEqual(['a.png']);
    expect(entries.get('a.png')?.equals(lib.files[0]?.bytes as Buffer)).toBe(true);

    const refused = await partial.call('POST', '/api/export', { ids: ids().slice(1), type: 1 });
    expect(refused).toMatchObject({
      status: 403,
      body: {
        responseStatus: {
          errorCode: 'Forbidden',
          message: 'You are not allowed to download any of these files.',
        },
      },
    });
    // Unknown ids and files the user cannot see are left out the same way (no existence leak).
    const outsider = await userWith('outsider', ['download'], [server.library.folders.products.id]);
    expect((await outsider.call('POST', '/api/export', { ids: ids(), type: 4 })).status).toBe(403);
    expect((await editor.call('POST', '/api/export', { ids: [999_999], type: 1 })).status).toBe(403);
  });

  it('a permission taken away after the token was made: the download leaves that file out', async () => {
    const partial = await userWith('later', ['download'], [lib.campaigns, lib.print]);
    const token = await exportToken(partial, { ids: ids(), type: 1 });
    const db = server.app.vitrine.db;
    await db
      .updateTable('roles')
      .set({ permissions: '["notifications.subscribe"]' })
      .where('name', '=', 'later role')
      .execute();
    // Grants are read per request; with none left that downloads, nothing is left: 404.
    expect((await download(partial, token)).statusCode).toBe(404);
    await db
      .updateTable('roles')
      .set({ permissions: '["download"]' })
      .where('name', '=', 'later role')
      .execute();
    await editor.call('POST', '/api/images/delete', { imageIds: [lib.files[0]?.id] });
    const entries = await readZip((await download(partial, token)).rawPayload);
    expect([...entries.keys()]).toEqual(['a.png', 'b.png']);
    expect(entries.get('a.png')?.equals(lib.files[1]?.bytes as Buffer)).toBe(true);
  });

  it('the guest (guest access on, Guest role: download) exports and downloads; another guest visit too', async () => {
    const guest = server.agent();
    const token = await exportToken(guest, { ids: ids(), type: 1 });
    const answer = await download(undefined, token);
    expect(answer.statusCode).toBe(200);
    expect((await readZip(answer.rawPayload)).size).toBe(3);
    // A signed-in user is not the guest.
    expect((await download(editor, token)).statusCode).toBe(404);
  });

  it('without guest access a visitor without a session gets 401', async () => {
    await writeSetting(server.app.vitrine.db, 'guestAccessEnabled', false);
    const answer = await server.agent().call('POST', '/api/export', { ids: ids(), type: 1 });
    expect(answer.status).toBe(401);
  });

  it('an empty id list or an unknown type is a 400', async () => {
    expect((await editor.call('POST', '/api/export', { ids: [], type: 1 })).status).toBe(400);
    expect((await editor.call('POST', '/api/export', { ids: ids(), type: 2 })).status).toBe(400);
  });

  it("a PDF report (pdfRequest): a token, then a PDF of the files in the asker's language (spec 000 §7)", async () => {
    const token = await exportToken(editor, {
      ids: ids(),
      pdfRequest: { settings: { template: 12, pageNumbers: { position: 'left', format: 'PageX' } } },
    });
    const answer = await download(editor, token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(String(answer.headers['content-disposition'])).toMatch(/vitrine-report-\d{8}\.pdf/);
    const text = execFileSync('pdftotext', ['-', '-'], { input: answer.rawPayload }).toString();
    expect(text).toContain('a.png');
    expect(text).toContain('b.png');
    expect(text).toContain('Page 1');
    // Another user's token is a 404, as for a zip.
    expect((await download(undefined, token)).statusCode).not.toBe(200);
  });

  it('a PDF report in German when Accept-Language asks for it', async () => {
    const answer = await editor.call(
      'POST',
      '/api/export',
      { ids: ids(), pdfRequest: { settings: { template: 12 } } },
      { 'accept-language': 'de-DE,de;q=0.9' },
    );
    const pdf = await download(editor, (answer.body as { id: string }).id);
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdf.rawPayload }).toString();
    expect(text).toContain('Dateiname');
    expect(text).toContain('Seite 1 von 1');
  });

  it('a header image that is not a JPEG or PNG data URL is a 400 with the spec 000 §5 rule, no token', async () => {
    const answer = await editor.call('POST', '/api/export', {
      ids: ids(),
      pdfRequest: { headerImage: { path: '/etc/passwd' } },
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('Header and footer image must be an image file');
  });
});

describe('POST /api/export type 4: a CSV of the files data', () => {
  /** RFC 4180 parse (quoted fields, doubled quotes, CRLF). */
  function parseCsv(text: string): string[][] {
    const rows: string[][] = [];
    let row: string[] = [];
    let field = '';
    let quoted = false;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i] as string;
      if (quoted) {
        if (ch === '"' && text[i + 1] === '"') {
          field += '"';
          i++;
        } else if (ch === '"') quoted = false;
        else field += ch;
      } else if (ch === '"') quoted = true;
      else if (ch === ',') {
        row.push(field);
        field = '';
      } else if (ch === '\r' && text[i + 1] === '\n') {
        row.push(field);
        rows.push(row);
        row = [];
        field = '';
        i++;
      } else field += ch;
    }
    expect(field).toBe('');
    expect(row).toEqual([]);
    return rows;
  }

  it('columns of the mocks, one quoted row per file, hostile strings round-trip, formulas neutralized', async () => {
    const db = server.app.vitrine.db;
    const [a, b, c] = ids() as [number, number, number];
    const hostile = 'Quote " comma , newline \n CR \r tab \t <script>alert(1)</script> 日本語 😀';
    await db
      .updateTable('files')
      .set({
        title: hostile,
        author: '=HYPERLINK("http://evil","x")',
        subject: '+1+1',
        country: '-2',
        city: '@SUM(A1)',
        keywords: JSON.stringify(['=cmd', 'plain']),
        gps_latitude: -33.8688,
        gps_longitude: 151.2093,
        expiration_date: '2027-02-28T00:00:00.000Z',
        license_document_url: 'https://example.com/licence.pdf?a="1"',
        license_expiry_note: '=Renew',
      })
      .where('id', '=', a)
      .execute();
    await db
      .updateTable('files')
      .set({ title: '\tTabbed', author: '\rReturn', subject: 'a=b' })
      .where('id', '=', b)
      .execute();
    const answer = await download(editor, await exportToken(editor, { ids: [a, b, c, 999_999], type: 4 }));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(answer.headers['content-disposition'])).toMatch(
      /^attachment; filename="vitrine-export-20260615.csv"/,
    );
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const text = answer.rawPayload.toString('utf8');
    expect(text.charCodeAt(0)).not.toBe(0xfeff);
    expect(
      text.startsWith(
        '"id","fileName","title","author","subject","keywords","country","city","fileSize",' +
          '"latitude","longitude","expirationDate","licenseDocumentUrl","licenseExpiryNote"\r\n',
      ),
    ).toBe(true);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([
      'id',
      'fileName',
      'title',
      'author',
      'subject',
      'keywords',
      'country',
      'city',
      'fileSize',
      'latitude',
      'longitude',
      'expirationDate',
      'licenseDocumentUrl',
      'licenseExpiryNote',
    ]);
    expect(rows).toHaveLength(4);
    expect(rows[1]).toEqual([
      String(a),
      'a.png',
      hostile,
      `'=HYPERLINK("http://evil","x")`,
      "'+1+1",
      "'=cmd, plain",
      "'-2",
      "'@SUM(A1)",
      String(lib.files[0]?.bytes.length),
      // The position as numbers (a negative one is no formula), the date, the licence fields as data.
      '-33.8688',
      '151.2093',
      '2027-02-28',
      'https://example.com/licence.pdf?a="1"',
      "'=Renew",
    ]);
    expect(rows[2]?.slice(9)).toEqual(['', '', '', '', '']);
    expect(rows[2]?.slice(0, 5)).toEqual([String(b), 'a.png', "'\tTabbed", "'\rReturn", 'a=b']);
    expect(rows[3]?.slice(0, 2)).toEqual([String(c), 'b.png']);
    // Every field is quoted (as the mocks): a formula can never start a cell.
    expect(text.split('\r\n')[1]?.startsWith(`"${a}","a.png","Quote "" comma`)).toBe(true);
  });

  it('a CSV leaves out files the user may not download, and its token is the user own', async () => {
    const partial = await userWith('csvpartial', ['download'], [lib.print]);
    const token = await exportToken(partial, { ids: ids(), type: 4 });
    const rows = (await download(partial, token)).rawPayload.toString('utf8').trim().split('\r\n');
    expect(rows).toHaveLength(3);
    expect(rows.slice(1).map((r) => r.split(',')[0])).toEqual([
      `"${lib.files[1]?.id}"`,
      `"${lib.files[2]?.id}"`,
    ]);
    expect((await download(editor, token)).statusCode).toBe(404);
  });
});
