// Download.aspx?metadata=embed (issue 17; images/embed-metadata.ts): the library's metadata, as
// edited, written into a copy of a JPEG, PNG or TIFF original, read back with the server's own reader
// (exifr) and compared with the database; the stored blob and its hash never change; hostile strings
// stay literal; another type, or a server without ExifTool, sends the original as stored and says so;
// no perl process outlives the server. And the CSV export carries the edited metadata. In the server
// and server-pg projects.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { encodeJpegWithMetadata, readMetadata } from '../media';
import { TEST_SCRYPT_COST } from '../testing/contract';
import { type Agent, startTestServer, type TestServer } from '../testing/harness';
import { uploadBytes } from '../testing/upload';

let server: TestServer;
let editor: Agent;
let folderId: number;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function upload(name: string, bytes: Uint8Array, on = server, agent = editor, folder = folderId) {
  const [answer] = await uploadBytes<{ files: { Id: number }[] }>(
    on,
    agent,
    `/api/upload/${folder}`,
    name,
    bytes,
  );
  if (answer?.status !== 200) throw new Error(`upload ${name}: ${answer?.status}`);
  return answer.body.files[0]?.Id as number;
}

async function download(id: number, query = '&metadata=embed', on = server, agent = editor) {
  const answer = await on.app.inject({
    method: 'GET',
    url: `/Download.aspx?id=${id}${query}`,
    headers: agent.cookie ? { cookie: `vitrine_session=${agent.cookie}` } : {},
  });
  return { status: answer.statusCode, headers: answer.headers, bytes: answer.rawPayload };
}

const jpeg = () =>
  encodeJpegWithMetadata(sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } }), {
    title: 'Old title',
    author: 'Old author',
    description: 'Old description',
    keywords: ['old'],
    copyright: '© Old',
  });

const HOSTILE = "<script>alert(1)</script> \"quoted\" & 'single' ; =cmd|' /C calc'!A0 — ünïcødé 雪";

beforeEach(async () => {
  await server.reset();
  editor = await server.as('editor');
  const folder = await editor.call<{ id: number }>('POST', '/api/folder/addFolder', {
    Name: 'Embed',
    ParentId: server.library.folders.workspace.id,
  });
  folderId = folder.body.id;
});

/** Edits through the API (PATCH /api/images), and what the API cannot set yet straight in the database. */
async function edit(id: number) {
  const patches = [
    { id, field: 'imageAttributes.title', action: 'replace', value: `Harbour ${HOSTILE}` },
    { id, field: 'imageAttributes.author', action: 'replace', value: 'Ana Lima' },
    { id, field: 'imageAttributes.subject', action: 'replace', value: 'Boats at dawn' },
    { id, field: 'imageAttributes.description', action: 'replace', value: 'Line one\nLine two <b>' },
    { id, field: 'keywords', action: 'replace', value: 'harbour; boats; <img src=x>' },
  ];
  const answer = await editor.call('PATCH', '/api/images', { imageIds: [id], patches });
  expect(answer.status).toBe(200);
  await server.app.vitrine.db
    .updateTable('files')
    .set({
      gps_latitude: -33.8568,
      gps_longitude: 151.2153,
      rating: 4,
      city: 'Sydney',
      state_province: 'NSW',
      country: 'Australia',
      iptc: JSON.stringify({ copyright: '© Ana Lima 2026' }),
    })
    .where('id', '=', id)
    .execute();
}

const fileRow = (id: number) =>
  server.app.vitrine.db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('Download.aspx?metadata=embed', () => {
  it.each([
    ['JPEG', 'harbour.jpg', jpeg],
    [
      'PNG',
      'harbour.png',
      () =>
        sharp({ create: { width: 32, height: 24, channels: 3, background: '#123456' } })
          .png()
          .toBuffer(),
    ],
    [
      'TIFF',
      'harbour.tif',
      () =>
        sharp({ create: { width: 32, height: 24, channels: 3, background: '#654321' } })
          .tiff()
          .toBuffer(),
    ],
  ])(
    'writes the edited metadata into a %s copy; the stored file does not change',
    async (_kind, name, make) => {
      const original = await make();
      const id = await upload(name, original);
      await edit(id);
      const before = await fileRow(id);
      const answer = await download(id);
      expect(answer.status).toBe(200);
      expect(answer.headers['x-vitrine-metadata']).toBe('embedded');
      expect(answer.headers['content-type']).toBe(before.mime_type);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(String(answer.headers['content-disposition'])).toMatch(/^attachment;/);
      expect(sha256(answer.bytes)).not.toBe(before.content_hash);

      const read = await readMetadata(answer.bytes);
      expect(read.title).toBe(before.title);
      expect(read.title).toBe(`Harbour ${HOSTILE}`);
      expect(read.author).toBe('Ana Lima');
      expect(read.subject).toBe('Boats at dawn');
      expect(read.description).toBe('Line one\nLine two <b>');
      expect(read.keywords).toEqual(JSON.parse(before.keywords));
      expect(read.keywords).toEqual(['harbour', 'boats', '<img src=x>']);
      expect(read.copyright).toBe('© Ana Lima 2026');
      expect(read.location).toEqual({ city: 'Sydney', stateProvince: 'NSW', country: 'Australia' });
      expect(read.rating).toBe(4);
      expect(read.gps?.latitude).toBeCloseTo(-33.8568, 4);
      expect(read.gps?.longitude).toBeCloseTo(151.2153, 4);
      // The pixels are the original's (nothing re-encoded).
      const [a, b] = await Promise.all([
        sharp(answer.bytes).raw().toBuffer(),
        sharp(original).raw().toBuffer(),
      ]);
      expect(a.equals(b)).toBe(true);

      // The database and the content-addressed blob are as they were; a plain download is the original.
      const after = await fileRow(id);
      expect(after.content_hash).toBe(before.content_hash);
      expect(sha256(await server.app.vitrine.blobs.get(before.content_hash))).toBe(before.content_hash);
      const plain = await download(id, '');
      expect(sha256(plain.bytes)).toBe(before.content_hash);
      expect(plain.headers['x-vitrine-metadata']).toBeUndefined();
    },
  );

  it('sends another type as stored, saying so (unsupported-type)', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } })
      .gif()
      .toBuffer();
    const id = await upload('dot.gif', gif);
    const answer = await download(id);
    expect(answer.status).toBe(200);
    expect(answer.headers['x-vitrine-metadata']).toBe('unsupported-type');
    expect(sha256(answer.bytes)).toBe(sha256(gif));
  });

  it('answers 404 for a file the caller may not see, as without the parameter', async () => {
    const id = await upload('harbour.jpg', await jpeg());
    const db = server.app.vitrine.db;
    await db
      .insertInto('users')
      .values({
        user_name: 'stranger',
        email: null,
        password_hash: await hashPassword('stranger-password', TEST_SCRYPT_COST),
        folder_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const stranger = server.agent();
    await stranger.signIn('stranger', 'stranger-password');
    const answer = await download(id, '&metadata=embed', server, stranger);
    expect(answer.status).toBe(404);
    expect(answer.headers['x-vitrine-metadata']).toBeUndefined();
  });

  it('refuses another value of metadata (400)', async () => {
    const id = await upload('harbour.jpg', await jpeg());
    expect((await download(id, '&metadata=sidecar')).status).toBe(400);
  });

  it('reads the edits in the CSV export too (the database is the truth)', async () => {
    const id = await upload('harbour.jpg', await jpeg());
    await edit(id);
    const token = await editor.call<{ id: string }>('POST', '/api/export', { ids: [id], type: 4 });
    const csv = await server.app.inject({
      method: 'GET',
      url: `/api/export/${token.body.id}`,
      headers: { cookie: `vitrine_session=${editor.cookie}` },
    });
    const text = csv.rawPayload.toString('utf8');
    expect(text).toContain(`"Harbour ${HOSTILE.replaceAll('"', '""')}"`);
    expect(text).toContain('"Ana Lima"');
    expect(text).toContain('"Boats at dawn"');
    expect(text).toContain('"harbour, boats, <img src=x>"');
  });
});

describe('without ExifTool', () => {
  it('sends the original as stored and says unavailable; no perl process is left once the server closes', async () => {
    const off = await startTestServer({ embedMetadata: false });
    try {
      const owner = await off.as('editor');
      const folder = await owner.call<{ id: number }>('POST', '/api/folder/addFolder', {
        Name: 'Off',
        ParentId: off.library.folders.workspace.id,
      });
      const original = await jpeg();
      const id = await upload('harbour.jpg', original, off, owner, folder.body.id);
      const answer = await download(id, '&metadata=embed', off, owner);
      expect(answer.status).toBe(200);
      expect(answer.headers['x-vitrine-metadata']).toBe('unavailable');
      expect(sha256(answer.bytes)).toBe(sha256(original));
    } finally {
      await off.close();
    }
    // The main server started ExifTool in the tests above; closing a server ends its process.
    const children = () => execFileSync('ps', ['-o', 'args=', '--ppid', String(process.pid)]).toString();
    await server.close();
    expect(children()).not.toMatch(/exiftool/i);
    server = await startTestServer();
  });
});
