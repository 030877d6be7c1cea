// Hostile input end to end over HTTP (issue 5): names and metadata that look like markup, SQL, a
// right-to-left override, NUL and the longest value a field takes are data. They go in through upload and PATCH and
// come back from details, multi-details and search as the very same JSON strings (never escaped into
// HTML, never cut, never run); what the rules refuse is refused with a clear 400 and nothing stored.
// An image bomb (a PNG whose header declares 50,000 × 50,000 pixels, a few hundred bytes on disk) is
// refused by the pixel limit before it enters the library, so no thumbnail job ever runs for it.
import { crc32, deflateSync } from 'node:zlib';
import type { components } from '@vitrine/api-client';
import { METADATA_TEXT_MAX_LENGTH } from '@vitrine/core';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_INPUT_PIXELS } from '../media';
import { type Agent, startTestServer, type TestServer } from '../testing/harness';
import { solidImage } from '../testing/images';
import { uploadBytes } from '../testing/upload';

type Schemas = components['schemas'];

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

const workspace = () => `/api/upload/${server.library.folders.workspace.id}`;

/** Hostile strings that the name rules accept (no '/', no control character, at most 255 bytes). */
const HOSTILE_NAMES = [
  '<svg onload=alert(1)><script>alert(1)<script>.png',
  '"><img src=x onerror=alert(1)>.png',
  "'; DROP TABLE files; --.png",
  'invoice\u202Egnp.exe.png',
  '&lt;b&gt;&amp;amp; {{constructor}} #{x} %s %2e%2e.png',
];

/** A word each test file carries so a text search finds it. */
const MARKER = 'zanzibarquux';

/**
 * Hostile metadata values: anything a text field may hold, NUL included, and a value as long as a
 * title may be with the marker before it (core's METADATA_TEXT_MAX_LENGTH; a longer one is refused,
 * image-patches.test.ts).
 */
const HOSTILE_VALUES = [
  '<script>alert(document.cookie)</script>',
  '"><img src=x onerror=alert(1)>',
  "Robert'); DROP TABLE files; --",
  'abc\u202Edef\u202C ghi',
  'before\u0000after',
  `${'x'.repeat(METADATA_TEXT_MAX_LENGTH - MARKER.length - 1 - '<b>end</b>'.length)}<b>end</b>`,
];

async function upload(name: string, bytes: Uint8Array) {
  const [answer] = await uploadBytes<Schemas['UploadChunkResult']>(server, editor, workspace(), name, bytes);
  return answer;
}

const detail = async (id: number) =>
  (await editor.call<Schemas['ImageDetail']>('GET', `/api/images/${id}?skipImgLogUpdate=true`)).body;

describe('hostile names and metadata are data (issue 5)', () => {
  it('a hostile file name comes back byte for byte from upload, details, multi-details and search', async () => {
    const ids: number[] = [];
    for (const name of HOSTILE_NAMES) {
      const answer = await upload(name, await solidImage(8, 6, 'png'));
      expect(answer?.status, name).toBe(200);
      const file = answer?.body.files?.[0];
      expect(file?.name).toBe(name);
      ids.push(file?.Id as number);
      // Patched with the marker so search finds every one of them.
      const patched = await editor.call('PATCH', '/api/images', {
        imageIds: [file?.Id],
        patches: [
          { id: file?.Id, field: 'imageAttributes.title', action: 'replace', value: `${MARKER} ${name}` },
        ],
      });
      expect(patched.status).toBe(200);
    }
    for (const [index, id] of ids.entries()) {
      const name = HOSTILE_NAMES[index] as string;
      const one = await detail(id);
      expect(one.fileName).toBe(name);
      expect(one.imageAttributes?.title).toBe(`${MARKER} ${name}`);
    }
    const many = await editor.call<Schemas['ImageDetail'][]>('POST', '/api/images/details', { ids });
    expect(many.body.map((image) => image.fileName).sort()).toEqual([...HOSTILE_NAMES].sort());
    const found = await editor.call<Schemas['SearchResult']>('POST', '/api/search', {
      criteria: { text: MARKER, itemsOnPage: 100 },
    });
    expect(found.body.images.map((image) => image.fileName).sort()).toEqual([...HOSTILE_NAMES].sort());
    // The answers are JSON: the markup is inside JSON strings, not escaped into HTML entities.
    const raw = await server.app.inject({
      method: 'GET',
      url: `/api/images/${ids[1]}?skipImgLogUpdate=true`,
      headers: { cookie: `vitrine_session=${editor.cookie}` },
    });
    expect(raw.headers['content-type']).toMatch(/^application\/json/);
    expect(raw.body).toContain('"fileName":"\\"><img src=x onerror=alert(1)>.png"');
    expect(raw.body).not.toContain('&lt;');
    expect(raw.headers['x-content-type-options']).toBe('nosniff');
    // The SQL stayed a string: the files table is still there.
    expect((await server.app.vitrine.db.selectFrom('files').select('id').execute()).length).toBeGreaterThan(
      0,
    );
  });

  it('refuses, with a clear 400 and nothing stored, the names the rules refuse: NUL and 10,000 characters', async () => {
    const before = (await server.app.vitrine.db.selectFrom('files').select('id').execute()).length;
    for (const [name, message] of [
      ['evil\u0000.png', /control characters/],
      [`${'a'.repeat(10_000)}.png`, /255 bytes/],
    ] as const) {
      const answer = await upload(name, await solidImage(8, 6, 'png'));
      expect(answer?.status).toBe(400);
      const body = answer?.body as unknown as Schemas['ErrorResponse'] | undefined;
      expect(body?.responseStatus.message).toMatch(message);
    }
    expect((await server.app.vitrine.db.selectFrom('files').select('id').execute()).length).toBe(before);
  });

  it('hostile metadata values go through PATCH and come back identical from details and search', async () => {
    const answer = await upload('plain.png', await solidImage(8, 6, 'png'));
    const id = answer?.body.files?.[0]?.Id as number;
    for (const value of HOSTILE_VALUES) {
      for (const field of [
        'imageAttributes.title',
        'imageAttributes.description',
        'imageAttributes.author',
        'imageAttributes.subject',
      ]) {
        const patched = await editor.call('PATCH', '/api/images', {
          imageIds: [id],
          patches: [
            { id, field, action: 'replace', value: field.endsWith('title') ? `${MARKER} ${value}` : value },
          ],
        });
        expect(patched.status, `${field} = ${value.slice(0, 40)}`).toBe(200);
      }
      const one = await detail(id);
      expect(one.imageAttributes).toEqual({
        title: `${MARKER} ${value}`,
        description: value,
        author: value,
        subject: value,
      });
      const found = await editor.call<Schemas['SearchResult']>('POST', '/api/search', {
        criteria: { text: MARKER, itemsOnPage: 10 },
      });
      const hit = found.body.images.find((image) => image.id === id);
      expect(hit?.imageAttributes?.title).toBe(`${MARKER} ${value}`);
      expect(hit?.imageAttributes?.description).toBe(value);
    }
  });

  it('a hostile keyword (no ";", which separates keywords) and IPTC value round-trip', async () => {
    const answer = await upload('kw.png', await solidImage(8, 6, 'png'));
    const id = answer?.body.files?.[0]?.Id as number;
    const keyword = '<img src=x onerror=alert(1)> \u202Eevil';
    const patched = await editor.call('PATCH', '/api/images', {
      imageIds: [id],
      patches: [
        { id, field: 'keywords', action: 'replace', value: keyword },
        { id, field: 'imageIPTC.Headline', action: 'replace', value: HOSTILE_VALUES[0] },
      ],
    });
    expect(patched.status).toBe(200);
    const one = await detail(id);
    expect(one.keywords).toEqual([keyword]);
    expect(one.imageIPTC?.Headline).toBe(HOSTILE_VALUES[0]);
  });
});

/** A PNG chunk: length, type, data, CRC-32 of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header declares `side` × `side` 8-bit grey pixels, with one row of data: tiny on disk. */
function declaredBomb(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1 + side))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('an image bomb (issue 5)', () => {
  it('a PNG declaring 50,000 × 50,000 pixels is refused by the pixel limit: 400, no file, no job', async () => {
    const bomb = declaredBomb(50_000);
    expect(bomb.length).toBeLessThan(1000);
    expect(50_000 * 50_000).toBeGreaterThan(MAX_INPUT_PIXELS);
    const answer = await upload('bomb.png', bomb);
    expect(answer?.status).toBe(400);
    const body = answer?.body as unknown as Schemas['ErrorResponse'] | undefined;
    expect(body?.responseStatus.message).toBe(
      'The image is 50,000 × 50,000 pixels (2,500,000,000), more than the 200,000,000 pixels this server processes; it was not opened.',
    );
    const db = server.app.vitrine.db;
    expect(await db.selectFrom('files').select('id').where('file_name', '=', 'bomb.png').execute()).toEqual(
      [],
    );
    expect(await db.selectFrom('jobs').select('id').where('kind', '=', 'thumbnails').execute()).toEqual([]);
    // The upload's working files are gone too: nothing of it stays on disk.
    await server.app.vitrineJobs.worker.idle();
  });

  it('the same bomb inside a zip is left out; the other entries are extracted', async () => {
    const zip = zipSync({
      'inner-bomb.png': declaredBomb(50_000),
      'inner-fine.png': await solidImage(8, 6, 'png'),
    });
    const [answer] = await uploadBytes<Schemas['UploadChunkResult']>(
      server,
      editor,
      workspace(),
      'with-bomb.zip',
      zip,
      { flags: { unzip: true } },
    );
    expect(answer?.status).toBe(200);
    expect(answer?.body.files?.map((file) => file.name)).toEqual(['inner-fine.png']);
    const db = server.app.vitrine.db;
    expect(
      await db.selectFrom('files').select('file_name').where('file_name', 'like', 'inner-%').execute(),
    ).toEqual([{ file_name: 'inner-fine.png' }]);
  });

  it('the same bomb as a new version of an existing image is refused too, and the image is unchanged', async () => {
    const first = await upload('photo.png', await solidImage(8, 6, 'png'));
    const id = first?.body.files?.[0]?.Id as number;
    const [answer] = await uploadBytes<Schemas['ErrorResponse']>(
      server,
      editor,
      `/api/upload/overwrite/${id}`,
      'photo.png',
      declaredBomb(50_000),
    );
    expect(answer?.status).toBe(400);
    expect(answer?.body.responseStatus.message).toMatch(/more than the 200,000,000 pixels/);
    expect((await detail(id)).imageInfo).toMatchObject({ width: 8, height: 6 });
  });
});
