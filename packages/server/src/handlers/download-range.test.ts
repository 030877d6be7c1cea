// Download.aspx answers Range requests on the original (issue 5: a video or audio element seeks):
// 206 with Content-Range for one range, 416 with `bytes */size` past the end, 200 whole for several
// ranges or a stale If-Range; the Content-Disposition and nosniff rules stay as for a whole answer.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeSetting } from '../library/settings';
import { encodeWav } from '../seed/audio';
import { type Agent, startTestServer, type TestServer } from '../testing/harness';
import { uploadBytes } from '../testing/upload';

let server: TestServer;
let editor: Agent;
let audioId: number;
let htmlId: number;
let audio: Buffer;
const html = Buffer.from('<!doctype html><script>alert(1)</script>'.repeat(10));

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function upload(name: string, bytes: Uint8Array): Promise<number> {
  const [answer] = await uploadBytes<{ files: { Id: number }[] }>(
    server,
    editor,
    `/api/upload/${server.library.folders.workspace.id}`,
    name,
    bytes,
  );
  if (answer?.status !== 200) throw new Error(`upload ${name}: ${answer?.status}`);
  return answer.body.files[0]?.Id as number;
}

beforeEach(async () => {
  await server.reset();
  editor = await server.as('editor');
  const samples = new Float32Array(4000).map((_, i) => Math.sin(i / 5));
  audio = encodeWav(samples, 8000, { title: 'Tone' });
  audioId = await upload('tone.wav', audio);
  htmlId = await upload('page.html', html);
});

const get = (query: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'GET',
    url: `/Download.aspx?${query}`,
    headers: { cookie: `vitrine_session=${editor.cookie}`, ...headers },
  });

describe('Download.aspx Range requests (RFC 9110 §14)', () => {
  it('a whole answer says it accepts byte ranges', async () => {
    const answer = await get(`id=${audioId}&preview=1`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['accept-ranges']).toBe('bytes');
    expect(answer.headers['content-length']).toBe(String(audio.length));
    expect(answer.rawPayload.equals(audio)).toBe(true);
  });

  it.each([
    ['bytes=10-19', 10, 19],
    ['bytes=100-', 100, -1],
    ['bytes=-64', -64, -1],
    ['bytes=0-0', 0, 0],
    ['bytes=50-999999999', 50, -1],
  ])('%s answers 206 with those bytes and Content-Range', async (range, from, to) => {
    const start = from < 0 ? audio.length + from : from;
    const end = to < 0 ? audio.length - 1 : to;
    const answer = await get(`id=${audioId}&preview=1`, { range });
    expect(answer.statusCode).toBe(206);
    expect(answer.headers['content-range']).toBe(`bytes ${start}-${end}/${audio.length}`);
    expect(answer.headers['content-length']).toBe(String(end - start + 1));
    expect(answer.headers['accept-ranges']).toBe('bytes');
    expect(answer.rawPayload.equals(audio.subarray(start, end + 1))).toBe(true);
    // The preview rules of a whole answer stay: the type sniffed, inline for audio, nosniff, the ETag.
    expect(answer.headers['content-type']).toBe('audio/wav');
    expect(String(answer.headers['content-disposition'])).toMatch(/^inline; filename="tone.wav"/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
  });

  it('a range past the end answers 416 with bytes */size', async () => {
    for (const range of [
      `bytes=${audio.length}-`,
      `bytes=${audio.length + 5}-${audio.length + 9}`,
      'bytes=-0',
    ]) {
      const answer = await get(`id=${audioId}`, { range });
      expect(answer.statusCode, range).toBe(416);
      expect(answer.headers['content-range']).toBe(`bytes */${audio.length}`);
      expect(answer.json()).toEqual({
        responseStatus: {
          errorCode: 'RangeNotSatisfiable',
          message: `The requested range is outside the file (${audio.length} bytes).`,
        },
      });
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('several ranges, a bad header or a stale If-Range answer the whole file', async () => {
    const etag = String((await get(`id=${audioId}`)).headers.etag);
    const cases: Record<string, string>[] = [
      { range: 'bytes=0-9,20-29' },
      { range: 'bytes=9-0' },
      { range: 'lines=1-2' },
      { range: 'bytes=0-9', 'if-range': '"0000"' },
      { range: 'bytes=0-9', 'if-range': 'Wed, 21 Oct 2015 07:28:00 GMT' },
    ];
    for (const headers of cases) {
      const answer = await get(`id=${audioId}`, headers);
      expect(answer.statusCode, JSON.stringify(headers)).toBe(200);
      expect(answer.rawPayload.equals(audio)).toBe(true);
    }
    const matching = await get(`id=${audioId}`, { range: 'bytes=0-9', 'if-range': etag });
    expect(matching.statusCode).toBe(206);
  });

  it('a range of something a browser could run stays an attachment', async () => {
    const answer = await get(`id=${htmlId}&preview=1`, { range: 'bytes=0-14' });
    expect(answer.statusCode).toBe(206);
    expect(answer.headers['content-type']).toBe('text/html');
    expect(String(answer.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.rawPayload.toString()).toBe('<!doctype html>');
  });

  it('a range is refused as the whole file is (no session, guest access off), and If-None-Match still wins', async () => {
    const anonymous = () =>
      server.app.inject({
        method: 'GET',
        url: `/Download.aspx?id=${audioId}`,
        headers: { range: 'bytes=0-9' },
      });
    // The contract library has guest access on: the guest may download.
    expect((await anonymous()).statusCode).toBe(206);
    await writeSetting(server.app.vitrine.db, 'guestAccessEnabled', false);
    const refused = await anonymous();
    // Download.aspx takes visitors (openapi.yml); one who may see nothing gets 404, and no bytes.
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['content-range']).toBeUndefined();
    const etag = String((await get(`id=${audioId}`)).headers.etag);
    const cached = await get(`id=${audioId}`, { range: 'bytes=0-9', 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
  });
});
