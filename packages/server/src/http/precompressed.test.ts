// The app's scripts and styles sent compressed (issue 14, Lighthouse "Enable text compression"): the
// server build writes .br and .gz copies beside them (reference-app/vite.config.ts), and the server
// sends the copy the browser accepts, with Content-Encoding and Vary; a client that accepts neither
// gets the file as it is. Over HTTP, from the real server.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/harness';

const SCRIPT = `export const words = ${JSON.stringify('gallery '.repeat(500))};\n`;

/** A GET whose Accept-Encoding is exactly `encoding` (fetch would add its own and decode). */
function get(base: string, path: string, encoding: string | null) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const headers: Record<string, string> = encoding === null ? {} : { 'accept-encoding': encoding };
    const req = request(new URL(path, base), { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('precompressed app files', () => {
  let appDir: string;
  let base: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    appDir = await mkdtemp(join(tmpdir(), 'vitrine-precompressed-'));
    await mkdir(join(appDir, 'assets'));
    await writeFile(join(appDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    await writeFile(join(appDir, 'assets', 'app.js'), SCRIPT);
    await writeFile(join(appDir, 'assets', 'app.js.br'), brotliCompressSync(SCRIPT));
    await writeFile(join(appDir, 'assets', 'app.js.gz'), gzipSync(SCRIPT));
    const server = await startTestServer({ appDir });
    base = await server.app.listen({ host: '127.0.0.1', port: 0 });
    close = () => server.close();
  });

  afterAll(async () => {
    await close?.();
    await rm(appDir, { recursive: true, force: true });
  });

  it('sends the Brotli copy to a browser that accepts it', async () => {
    const answer = await get(base, '/assets/app.js', 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const answer = await get(base, '/assets/app.js', 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const answer = await get(base, '/assets/app.js', null);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(SCRIPT);
  });
});
