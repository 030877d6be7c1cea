// The chunked upload protocol (spec 001 §7, §8, §9) against MSW, over fetch as in Node.
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createVitrineClient } from './client';
import type { UploadFileResult } from './domain/upload';
import { NetworkError } from './errors';
import { sparseFiles } from './test/sparseFile';
import { xhrTransport } from './transport';
import { getUploadReceived, parseRetryAfter, retryDelay, type UploadProgress, uploadFile } from './upload';

const API = 'http://vitrine.test';
const MB60 = 60_000_000;
const BIG = 130_000_000;
const server = setupServer();
let files: Awaited<ReturnType<typeof sparseFiles>>;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  files = await sparseFiles();
});
afterEach(() => server.resetHandlers());
afterAll(async () => {
  server.close();
  await files.remove();
});

const smallFile = (name = 'photo.jpg', size = 1000) =>
  new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

/** What the server saw of one chunk. */
interface SeenChunk {
  path: string;
  fields: Record<string, string>;
  file: { name: string; size: number; first: number | undefined; last: number | undefined };
}

const storedFile = (name: string): UploadFileResult => ({ Id: 42, name, isImage: false });

/**
 * Serves the three upload paths like the server does: 200 `{ complete, receivedBytes }` per chunk, in
 * any order; the chunk that brings the last missing index of its uniqueId completes the upload and
 * answers the stored files, as does any chunk after. `answer` may replace the answer of a chunk (by
 * its index).
 */
function recordUploads(
  answer?: (chunkIndex: number) => Response | undefined | Promise<Response | undefined>,
  /** Chunk indexes the server holds already for every uniqueId (a resumed upload). */
  held: readonly number[] = [],
) {
  const seen: SeenChunk[] = [];
  let received = 0;
  const indexes = new Map<string, Set<number>>();
  const resolver = async ({ request }: { request: Request }) => {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    let file: SeenChunk['file'] | undefined;
    for (const [name, value] of form) {
      if (typeof value === 'string') fields[name] = value;
      else {
        const bytes = new Uint8Array(await value.arrayBuffer());
        file = { name: value.name, size: value.size, first: bytes[0], last: bytes[bytes.length - 1] };
      }
    }
    if (!file) throw new Error('chunk without a file part');
    seen.push({ path: new URL(request.url).pathname, fields, file });
    const index = Number(fields.chunkIndex);
    const replaced = await answer?.(index);
    if (replaced) return replaced;
    received += file.size;
    const upload = indexes.get(fields.uniqueId ?? '') ?? new Set<number>(held);
    indexes.set(fields.uniqueId ?? '', upload.add(index));
    const complete = upload.size === Number(fields.chunkCount);
    return HttpResponse.json({
      complete,
      receivedBytes: received,
      ...(complete ? { files: [storedFile(fields.fileName ?? '')] } : {}),
    });
  };
  server.use(
    http.post(`${API}/api/upload/:folderId`, resolver),
    http.post(`${API}/api/upload/overwrite/:imageId`, resolver),
    http.post(`${API}/api/upload/public/:publicHash`, resolver),
  );
  return seen;
}

const FLAGS_OFF = {
  recognizeObjects: 'false',
  requestGeocodingReverse: 'false',
  overwriteMetadata: 'false',
  searchDuplicates: 'false',
  flatUpload: 'false',
  unzip: 'false',
  makeCopy: 'false',
  createNewVersion: 'false',
};

// 130 MB really crosses fetch and MSW's multipart parser: on a loaded machine that takes longer
// than the default 5 s. The timeout is a hang guard, not a speed check.
describe('uploadFile: a 130,000,000-byte file (spec 001 §7, §9)', { timeout: 60_000 }, () => {
  it('goes up as 3 chunks of 60M, 60M and 10M with every field, and ends done with the files', async () => {
    const seen = recordUploads();
    const file = await files.create('holiday.mp4', BIG, {
      0: 1,
      [MB60 - 1]: 2,
      [MB60]: 3,
      [2 * MB60 - 1]: 4,
      [2 * MB60]: 5,
      [BIG - 1]: 6,
    });
    const progress: UploadProgress[] = [];

    const outcome = await uploadFile({
      baseUrl: API,
      target: { kind: 'folder', folderId: 17 },
      file,
      relativePath: 'trips/holiday.mp4',
      options: { recognizeObjects: true, searchDuplicates: true },
      onProgress: (event) => progress.push(event),
    });

    expect(outcome).toEqual({ status: 'done', files: [storedFile('holiday.mp4')] });
    expect(seen.map(({ path }) => path)).toEqual(['/api/upload/17', '/api/upload/17', '/api/upload/17']);
    // Chunk 0 first, alone; then 1 and 2 together (either may reach the server first).
    expect(seen[0]?.fields.chunkIndex).toBe('0');
    seen.sort((a, b) => Number(a.fields.chunkIndex) - Number(b.fields.chunkIndex));
    const uniqueId = seen[0]?.fields.uniqueId;
    expect(uniqueId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const expectedChunks = [
      { offset: 0, size: MB60, first: 1, last: 2 },
      { offset: MB60, size: MB60, first: 3, last: 4 },
      { offset: 2 * MB60, size: 10_000_000, first: 5, last: 6 },
    ];
    expect(seen).toEqual(
      expectedChunks.map(({ offset, size, first, last }, index) => ({
        path: '/api/upload/17',
        fields: {
          ...FLAGS_OFF,
          fileName: 'holiday.mp4',
          fileSize: String(BIG),
          chunkIndex: String(index),
          chunkCount: '3',
          chunkOffset: String(offset),
          uniqueId,
          relativePath: 'trips/holiday.mp4',
          recognizeObjects: 'true',
          searchDuplicates: 'true',
        },
        file: { name: 'holiday.mp4', size, first, last },
      })),
    );

    // Over fetch, progress moves once per chunk answered (1 and 2 in either order); it never goes
    // back and ends at the file's size.
    expect(progress).toHaveLength(3);
    expect(progress[0]).toEqual({ loaded: MB60, total: BIG, chunkIndex: 0, chunkCount: 3 });
    expect([MB60 + 10_000_000, 2 * MB60]).toContain(progress[1]?.loaded);
    expect(progress[2]).toMatchObject({ loaded: BIG, total: BIG, chunkCount: 3 });
  });

  it('one chunk at a time (concurrency 1): in order, and it stops after the chunk that fails', async () => {
    const seen = recordUploads((index) =>
      index === 1
        ? HttpResponse.json({ responseStatus: { errorCode: 'Storage' } }, { status: 441 })
        : undefined,
    );
    const outcome = await uploadFile({
      baseUrl: API,
      target: { kind: 'folder', folderId: 1 },
      file: await files.create('big.bin', BIG),
      concurrency: 1,
    });
    expect(outcome).toEqual({ status: 'failed', code: 441, message: 'Storage limit reached.' });
    expect(seen.map(({ fields }) => fields.chunkIndex)).toEqual(['0', '1']);
  });
});

describe('uploadFile: targets and fields', () => {
  it.each([
    [{ kind: 'folder', folderId: 5 } as const, '/api/upload/5'],
    [{ kind: 'overwrite', imageId: 77 } as const, '/api/upload/overwrite/77'],
    [{ kind: 'public', publicHash: 'h4sh' } as const, '/api/upload/public/h4sh'],
  ])('posts %j to %s', async (target, path) => {
    const seen = recordUploads();
    const outcome = await uploadFile({ baseUrl: API, target, file: smallFile() });
    expect(outcome).toEqual({ status: 'done', files: [storedFile('photo.jpg')] });
    expect(seen.map((chunk) => chunk.path)).toEqual([path]);
  });

  it('sends a small file as one chunk, with every flag and no relativePath', async () => {
    const seen = recordUploads();
    await uploadFile({
      baseUrl: API,
      target: { kind: 'folder', folderId: 5 },
      file: smallFile('a.jpg', 1234),
      uniqueId: 'my-id',
      options: {
        unzip: true,
        makeCopy: true,
        createNewVersion: true,
        flatUpload: true,
        overwriteMetadata: true,
      },
    });
    expect(seen).toEqual([
      {
        path: '/api/upload/5',
        fields: {
          fileName: 'a.jpg',
          fileSize: '1234',
          chunkIndex: '0',
          chunkCount: '1',
          chunkOffset: '0',
          uniqueId: 'my-id',
          recognizeObjects: 'false',
          requestGeocodingReverse: 'false',
          overwriteMetadata: 'true',
          searchDuplicates: 'false',
          flatUpload: 'true',
          unzip: 'true',
          makeCopy: 'true',
          createNewVersion: 'true',
        },
        file: { name: 'a.jpg', size: 1234, first: 0, last: 0 },
      },
    ]);
  });

  it('gives each upload its own uniqueId', async () => {
    const seen = recordUploads();
    await uploadFile({ baseUrl: API, target: { kind: 'folder', folderId: 1 }, file: smallFile() });
    await uploadFile({ baseUrl: API, target: { kind: 'folder', folderId: 1 }, file: smallFile() });
    const [first, second] = seen.map(({ fields }) => fields.uniqueId);
    expect(first).toBeTruthy();
    expect(first).not.toBe(second);
  });

  it("uses the client's base URL, headers and fetch", async () => {
    const seen = recordUploads();
    const headers: (string | null)[] = [];
    const client = createVitrineClient({
      baseUrl: `${API}/`,
      headers: { Authorization: 'Bearer t0ken' },
      fetch: (request) => {
        headers.push(request.headers.get('authorization'));
        return globalThis.fetch(request);
      },
    });
    const outcome = await uploadFile({
      client,
      target: { kind: 'public', publicHash: 'x' },
      file: smallFile(),
    });
    expect(outcome.status).toBe('done');
    expect(headers).toEqual(['Bearer t0ken']);
    expect(seen).toHaveLength(1);
  });

  it('sends an empty file as one empty chunk', async () => {
    const seen = recordUploads();
    const progress: UploadProgress[] = [];
    const outcome = await uploadFile({
      baseUrl: API,
      target: { kind: 'folder', folderId: 1 },
      file: smallFile('e.txt', 0),
      onProgress: (event) => progress.push(event),
    });
    expect(outcome.status).toBe('done');
    expect(progress).toEqual([{ loaded: 0, total: 0, chunkIndex: 0, chunkCount: 1 }]);
    expect(seen.map(({ fields, file }) => [fields.chunkCount, fields.fileSize, file.size])).toEqual([
      ['1', '0', 0],
    ]);
  });
});

describe('uploadFile: statuses of spec 001 §8', () => {
  it('446 is a name conflict, not an error', async () => {
    const seen = recordUploads(() =>
      HttpResponse.json(
        { responseStatus: { errorCode: 'NameConflict', message: 'exists' } },
        { status: 446 },
      ),
    );
    const outcome = await uploadFile({
      baseUrl: API,
      target: { kind: 'folder', folderId: 3 },
      file: smallFile(),
    });
    expect(outcome).toEqual({
      status: 'conflict',
      code: 446,
      message: 'Failed to add the file due to a file with the same name already exists.',
    });
    expect(seen).toHaveLength(1);
  });

  it.each([
    [440, 'Trial subscription expired.'],
    [441, 'Storage limit reached.'],
    [442, 'Upload limit reached.'],
    [443, 'Changed image not found.'],
    [444, 'Destination folder not found'],
    [445, 'Failed to add the file from the uploaded folder.'],
    [503, 'Service unavailable.'],
  ])('%i fails with "%s"', async (status, message) => {
    recordUploads(() =>
      HttpResponse.json(
        { responseStatus: { errorCode: `E${status}`, message: 'server wording' } },
        { status },
      ),
    );
    const outcome = await uploadFile({
      baseUrl: API,
      target: { kind: 'folder', folderId: 3 },
      file: smallFile(),
    });
    expect(outcome).toEqual({ status: 'failed', code: status, message });
  });

  it.each([
    ['no answer (network failure)', () => HttpResponse.error()],
    ['a 200 that is not an UploadChunkResult', () => new HttpResponse('<html>proxy</html>', { status: 200 })],
  ])('0: %s fails with "Failed to upload the file."', async (_, respond) => {
    recordUploads(respond);
    const outcome = await uploadFile({
      baseUrl: API,
      target: { kind: 'folder', folderId: 3 },
      file: smallFile(),
    });
    expect(outcome).toEqual({ status: 'failed', code: 0, message: 'Failed to upload the file.' });
  });

  it('another status shows the server message when it sent one', async () => {
    recordUploads(() =>
      HttpResponse.json(
        { responseStatus: { errorCode: 'TypeNotAllowed', message: 'File type is not allowed' } },
        { status: 400 },
      ),
    );
    const outcome = await uploadFile({
      baseUrl: API,
      target: { kind: 'public', publicHash: 'p' },
      file: smallFile(),
    });
    expect(outcome).toEqual({ status: 'failed', code: 400, message: 'File type is not allowed' });
  });

  it('a last chunk answered without complete fails as 0', async () => {
    recordUploads(() => HttpResponse.json({ complete: false, receivedBytes: 1000 }));
    const outcome = await uploadFile({
      baseUrl: API,
      target: { kind: 'folder', folderId: 3 },
      file: smallFile(),
    });
    expect(outcome).toEqual({ status: 'failed', code: 0, message: 'Failed to upload the file.' });
  });
});

describe('uploadFile: abort', { timeout: 60_000 }, () => {
  it('aborting between chunks sends no further chunk', async () => {
    const seen = recordUploads();
    const controller = new AbortController();
    const outcome = await uploadFile({
      baseUrl: API,
      target: { kind: 'folder', folderId: 1 },
      file: await files.create('big.bin', BIG),
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    expect(outcome).toEqual({ status: 'aborted' });
    expect(seen.map(({ fields }) => fields.chunkIndex)).toEqual(['0']);
  });

  it('aborting while a chunk is in flight cancels it and sends no further chunk (one at a time)', async () => {
    const controller = new AbortController();
    const seen = recordUploads(async (index) => {
      if (index !== 1) return undefined;
      controller.abort();
      await new Promise((resolve) => setTimeout(resolve, 50));
      return HttpResponse.json({ complete: false, receivedBytes: 2 * MB60 });
    });
    const onProgress = vi.fn();
    const outcome = await uploadFile({
      baseUrl: API,
      target: { kind: 'folder', folderId: 1 },
      file: await files.create('big.bin', BIG),
      signal: controller.signal,
      onProgress,
      concurrency: 1,
    });
    expect(outcome).toEqual({ status: 'aborted' });
    expect(seen.map(({ fields }) => fields.chunkIndex)).toEqual(['0', '1']);
    expect(onProgress).toHaveBeenCalledTimes(1);
  });

  it('an upload whose signal is already aborted sends nothing', async () => {
    const seen = recordUploads();
    const outcome = await uploadFile({
      baseUrl: API,
      target: { kind: 'folder', folderId: 1 },
      file: smallFile(),
      signal: AbortSignal.abort(),
    });
    expect(outcome).toEqual({ status: 'aborted' });
    expect(seen).toHaveLength(0);
  });
});

describe("uploadFile: the client's middleware sees every chunk (issue 5)", () => {
  type Middleware = Parameters<ReturnType<typeof createVitrineClient>['use']>[0];

  /** A middleware that records what it saw, as the app's session middleware reads it. */
  function spyMiddleware(extra: Partial<Middleware> = {}) {
    const seen: { hook: string; schemaPath: string; status?: number; folderId?: unknown; id: string }[] = [];
    const middleware = {
      onRequest({ schemaPath, params, id }) {
        seen.push({ hook: 'request', schemaPath, folderId: params.path?.folderId, id });
      },
      onResponse({ schemaPath, response, id }) {
        seen.push({ hook: 'response', schemaPath, status: response.status, id });
      },
      onError({ schemaPath, id }) {
        seen.push({ hook: 'error', schemaPath, id });
      },
      ...extra,
    } as Middleware;
    return { seen, middleware };
  }

  const unauthorized = () =>
    HttpResponse.json(
      { responseStatus: { errorCode: 'Unauthorized', message: 'Your session has ended. Sign in again.' } },
      { status: 401 },
    );

  it('a 401 answer to a chunk reaches onResponse (fetch), and the upload fails with the server message', async () => {
    const chunks = recordUploads(() => unauthorized());
    const client = createVitrineClient({ baseUrl: API });
    const { seen, middleware } = spyMiddleware();
    client.use(middleware);
    const outcome = await uploadFile({ client, target: { kind: 'folder', folderId: 17 }, file: smallFile() });
    expect(outcome).toEqual({
      status: 'failed',
      code: 401,
      message: 'Your session has ended. Sign in again.',
    });
    expect(chunks).toHaveLength(1);
    expect(
      seen.map(({ hook, schemaPath, status, folderId }) => ({ hook, schemaPath, status, folderId })),
    ).toEqual([
      { hook: 'request', schemaPath: '/api/upload/{folderId}', status: undefined, folderId: '17' },
      { hook: 'response', schemaPath: '/api/upload/{folderId}', status: 401, folderId: undefined },
    ]);
    // One call: the request and its answer share the id, as for any call of the client.
    expect(seen[0]?.id).toBe(seen[1]?.id);
  });

  it('runs for every chunk over XMLHttpRequest too, with the answer it got', async () => {
    const statuses = [200, 401];
    const sent: { url: string; headers: Record<string, string> }[] = [];
    class Xhr {
      withCredentials = false;
      status = 0;
      responseText = '';
      readonly upload = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      ontimeout: (() => void) | null = null;
      private url = '';
      private headers: Record<string, string> = {};
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      send() {
        sent.push({ url: this.url, headers: this.headers });
        this.status = statuses[sent.length - 1] ?? 500;
        this.responseText = JSON.stringify(
          this.status === 200
            ? { complete: false, receivedBytes: MB60 }
            : { responseStatus: { errorCode: 'Unauthorized', message: 'Sign in again.' } },
        );
        queueMicrotask(() => this.onload?.());
      }
      abort() {}
    }
    const client = createVitrineClient({ baseUrl: API, headers: { 'X-Host': 'embed' } });
    const { seen, middleware } = spyMiddleware({
      // A middleware may change the request: its headers go with the chunk.
      onRequest({ request }) {
        const next = new Request(request);
        next.headers.set('X-Trace', 'chunk');
        return next;
      },
    });
    client.use(middleware);
    const outcome = await uploadFile({
      client,
      target: { kind: 'overwrite', imageId: 9 },
      file: await files.create('big.bin', BIG),
      transport: xhrTransport(Xhr as never),
      // One chunk at a time: the 401 is the last chunk sent (with two in flight, chunk 2 would go too).
      concurrency: 1,
    });
    expect(outcome).toEqual({ status: 'failed', code: 401, message: 'Sign in again.' });
    expect(sent).toHaveLength(2);
    for (const chunk of sent) {
      expect(chunk.url).toBe(`${API}/api/upload/overwrite/9`);
      expect(chunk.headers).toEqual({ 'x-host': 'embed', 'x-trace': 'chunk' });
    }
    expect(seen.map(({ hook, schemaPath, status }) => [hook, schemaPath, status])).toEqual([
      ['response', '/api/upload/overwrite/{imageId}', 200],
      ['response', '/api/upload/overwrite/{imageId}', 401],
    ]);
  });

  it('a chunk that gets no answer reaches onError, and an onError Response stands for the answer', async () => {
    const failing = async () => {
      throw new NetworkError();
    };
    const client = createVitrineClient({ baseUrl: API });
    const { seen, middleware } = spyMiddleware();
    client.use(middleware);
    const outcome = await uploadFile({
      client,
      target: { kind: 'public', publicHash: 'abc' },
      file: smallFile(),
      transport: failing,
    });
    expect(outcome).toEqual({ status: 'failed', code: 0, message: 'Failed to upload the file.' });
    expect(seen.map(({ hook, schemaPath }) => [hook, schemaPath])).toEqual([
      ['request', '/api/upload/public/{publicHash}'],
      ['error', '/api/upload/public/{publicHash}'],
    ]);

    const recovering = createVitrineClient({ baseUrl: API });
    recovering.use({ onError: () => new Response(null, { status: 503 }) });
    const recovered = await uploadFile({
      client: recovering,
      target: { kind: 'public', publicHash: 'abc' },
      file: smallFile(),
      transport: failing,
    });
    expect(recovered).toMatchObject({ status: 'failed', code: 503 });
  });

  it('an app that ejects its middleware stops seeing chunks', async () => {
    recordUploads();
    const client = createVitrineClient({ baseUrl: API });
    const { seen, middleware } = spyMiddleware();
    client.use(middleware);
    client.eject(middleware);
    expect(
      (await uploadFile({ client, target: { kind: 'folder', folderId: 1 }, file: smallFile() })).status,
    ).toBe('done');
    expect(seen).toEqual([]);
  });
});

describe('uploadFile: retry (issue 19: fault tolerance)', { timeout: 60_000 }, () => {
  const fastRetry = { retries: 4, baseDelayMs: 1, maxDelayMs: 4, random: () => 0 };

  it('sends a chunk answered 429, 503 or not at all again, same uniqueId and index, and ends done once', async () => {
    const failures = new Map<number, number>([
      [0, 429],
      [1, 503],
    ]);
    let dropped = false;
    const seen = recordUploads((index) => {
      const status = failures.get(index);
      if (status !== undefined) {
        failures.delete(index);
        return HttpResponse.json({}, { status });
      }
      if (index === 2 && !dropped) {
        dropped = true;
        return HttpResponse.error();
      }
      return undefined;
    });
    const retries: { chunkIndex: number; attempt: number; status: number }[] = [];
    const outcome = await uploadFile({
      baseUrl: API,
      target: { kind: 'folder', folderId: 3 },
      file: await files.create('retry.bin', BIG),
      uniqueId: 'same-id',
      retry: fastRetry,
      onRetry: ({ chunkIndex, attempt, status }) => retries.push({ chunkIndex, attempt, status }),
    });
    expect(outcome).toEqual({ status: 'done', files: [storedFile('retry.bin')] });
    // Chunks 1 and 2 are in flight together: their posts interleave.
    expect(seen.map(({ fields }) => `${fields.uniqueId}#${fields.chunkIndex}`).sort()).toEqual([
      'same-id#0',
      'same-id#0',
      'same-id#1',
      'same-id#1',
      'same-id#2',
      'same-id#2',
    ]);
    expect(retries.sort((a, b) => a.chunkIndex - b.chunkIndex)).toEqual([
      { chunkIndex: 0, attempt: 1, status: 429 },
      { chunkIndex: 1, attempt: 1, status: 503 },
      { chunkIndex: 2, attempt: 1, status: 0 },
    ]);
  });

  it('gives up after the retries with the last status (503 of spec 001 §8)', async () => {
    const seen = recordUploads(() => HttpResponse.json({}, { status: 503 }));
    const outcome = await uploadFile({
      baseUrl: API,
      target: { kind: 'folder', folderId: 3 },
      file: smallFile(),
      retry: fastRetry,
    });
    expect(outcome).toEqual({ status: 'failed', code: 503, message: 'Service unavailable.' });
    expect(seen).toHaveLength(5);
  });

  it('does not retry other failures (441) nor without the option', async () => {
    const seen = recordUploads(() => HttpResponse.json({}, { status: 441 }));
    const outcome = await uploadFile({
      baseUrl: API,
      target: { kind: 'folder', folderId: 3 },
      file: smallFile(),
      retry: fastRetry,
    });
    expect(outcome).toMatchObject({ status: 'failed', code: 441 });
    expect(seen).toHaveLength(1);
    server.resetHandlers();
    const seenWithout = recordUploads(() => HttpResponse.json({}, { status: 503 }));
    const without = await uploadFile({
      baseUrl: API,
      target: { kind: 'folder', folderId: 3 },
      file: smallFile(),
    });
    expect(without).toMatchObject({ status: 'failed', code: 503 });
    expect(seenWithout).toHaveLength(1);
  });

  it("waits at least the answer's Retry-After", async () => {
    let first = true;
    recordUploads(() => {
      if (!first) return undefined;
      first = false;
      return HttpResponse.json({}, { status: 429, headers: { 'Retry-After': '1' } });
    });
    const delays: number[] = [];
    const started = Date.now();
    const outcome = await uploadFile({
      baseUrl: API,
      target: { kind: 'folder', folderId: 3 },
      file: smallFile(),
      retry: fastRetry,
      onRetry: ({ delayMs }) => delays.push(delayMs),
    });
    expect(outcome.status).toBe('done');
    expect(delays).toEqual([1000]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
  });

  it('an abort during the wait ends the upload without sending the chunk again', async () => {
    const seen = recordUploads(() => HttpResponse.json({}, { status: 503 }));
    const controller = new AbortController();
    const outcome = await uploadFile({
      baseUrl: API,
      target: { kind: 'folder', folderId: 3 },
      file: smallFile(),
      retry: { retries: 3, baseDelayMs: 10_000, maxDelayMs: 10_000 },
      onRetry: () => controller.abort(),
      signal: controller.signal,
    });
    expect(outcome).toEqual({ status: 'aborted' });
    expect(seen).toHaveLength(1);
  });
});

describe('retryDelay and parseRetryAfter', () => {
  it('doubles up to the cap, with jitter in the upper half of the step', () => {
    const policy = { baseDelayMs: 100, maxDelayMs: 1000 };
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelay(n, { ...policy, random: () => 0 }))).toEqual([
      50, 100, 200, 400, 500, 500,
    ]);
    expect(retryDelay(3, { ...policy, random: () => 0.999999 })).toBe(400);
  });

  it('reads seconds and HTTP dates', () => {
    const now = Date.parse('2026-11-28T09:00:00Z');
    expect(parseRetryAfter('7', now)).toBe(7000);
    expect(parseRetryAfter('Sat, 28 Nov 2026 09:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(retryDelay(1, { baseDelayMs: 100, random: () => 0 }, '3', now)).toBe(3000);
    expect(retryDelay(1, { baseDelayMs: 100, random: () => 0 }, '100000', now)).toBe(300_000);
  });
});

describe('uploadFile: resume (issue 19, getUploadReceived)', { timeout: 60_000 }, () => {
  const serveReceived = (answer: { chunkCount: number | null; received: number[] }) => {
    const asked: Record<string, string>[] = [];
    server.use(
      http.get(`${API}/api/upload/received`, ({ request }) => {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        asked.push(query);
        return HttpResponse.json({ uniqueId: query.uniqueId, ...answer });
      }),
    );
    return asked;
  };

  it('sends only the chunks the server does not hold, and counts the held ones as sent', async () => {
    const asked = serveReceived({ chunkCount: 3, received: [0, 1] });
    const seen = recordUploads(undefined, [0, 1]);
    const progress: number[] = [];
    const outcome = await uploadFile({
      baseUrl: API,
      target: { kind: 'folder', folderId: 9 },
      file: await files.create('resume.bin', BIG, { [2 * MB60]: 7 }),
      uniqueId: 'again',
      resume: true,
      onProgress: ({ loaded }) => progress.push(loaded),
    });
    expect(outcome).toEqual({ status: 'done', files: [storedFile('resume.bin')] });
    expect(asked).toEqual([{ uniqueId: 'again', folderId: '9' }]);
    expect(seen.map(({ fields, file }) => [fields.uniqueId, fields.chunkIndex, file.first])).toEqual([
      ['again', '2', 7],
    ]);
    expect(progress).toEqual([2 * MB60, BIG]);
  });

  it('sends the last chunk again when the server holds every chunk (its kept answer is the result)', async () => {
    serveReceived({ chunkCount: 1, received: [0] });
    const seen = recordUploads();
    const outcome = await uploadFile({
      baseUrl: API,
      target: { kind: 'public', publicHash: 'pub' },
      file: smallFile(),
      uniqueId: 'x',
      resume: true,
    });
    expect(outcome.status).toBe('done');
    expect(seen.map(({ path, fields }) => [path, fields.chunkIndex])).toEqual([
      ['/api/upload/public/pub', '0'],
    ]);
  });

  it('asks with the public hash for a public page', async () => {
    const asked = serveReceived({ chunkCount: null, received: [] });
    recordUploads();
    await uploadFile({
      baseUrl: API,
      target: { kind: 'public', publicHash: 'h4sh' },
      file: smallFile(),
      uniqueId: 'p',
      resume: true,
    });
    expect(asked).toEqual([{ uniqueId: 'p', publicHash: 'h4sh' }]);
  });

  it('sends every chunk when the server answers another chunk count or fails', async () => {
    serveReceived({ chunkCount: 5, received: [0, 1] });
    const seen = recordUploads();
    await uploadFile({
      baseUrl: API,
      target: { kind: 'folder', folderId: 9 },
      file: await files.create('other.bin', BIG),
      resume: true,
    });
    expect(seen.map(({ fields }) => fields.chunkIndex).sort()).toEqual(['0', '1', '2']);
    server.resetHandlers();
    server.use(http.get(`${API}/api/upload/received`, () => HttpResponse.json({}, { status: 404 })));
    const seenAfter404 = recordUploads();
    await uploadFile({
      baseUrl: API,
      target: { kind: 'folder', folderId: 9 },
      file: await files.create('other.bin', BIG),
      resume: true,
    });
    expect(seenAfter404.map(({ fields }) => fields.chunkIndex).sort()).toEqual(['0', '1', '2']);
  });

  it('getUploadReceived reads the answer, for a folder and for an overwrite (by imageId)', async () => {
    const asked = serveReceived({ chunkCount: 4, received: [3, 1] });
    const client = createVitrineClient({ baseUrl: API });
    await expect(getUploadReceived(client, { kind: 'folder', folderId: 1 }, 'u')).resolves.toEqual({
      uniqueId: 'u',
      chunkCount: 4,
      received: [3, 1],
    });
    await expect(getUploadReceived(client, { kind: 'overwrite', imageId: 7 }, 'v')).resolves.toEqual({
      uniqueId: 'v',
      chunkCount: 4,
      received: [3, 1],
    });
    expect(asked).toEqual([
      { uniqueId: 'u', folderId: '1' },
      { uniqueId: 'v', imageId: '7' },
    ]);
  });

  it('resumes an overwrite: only the chunks the server does not hold go to the overwrite path', async () => {
    const asked = serveReceived({ chunkCount: 3, received: [0, 1] });
    const seen = recordUploads(undefined, [0, 1]);
    const outcome = await uploadFile({
      baseUrl: API,
      target: { kind: 'overwrite', imageId: 5 },
      file: await files.create('big.bin', BIG),
      uniqueId: 'o',
      resume: true,
    });
    expect(outcome.status).toBe('done');
    expect(asked).toEqual([{ uniqueId: 'o', imageId: '5' }]);
    expect(seen.map(({ path, fields }) => [path, fields.chunkIndex])).toEqual([
      ['/api/upload/overwrite/5', '2'],
    ]);
  });
});
