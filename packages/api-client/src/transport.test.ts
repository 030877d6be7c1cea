// The XMLHttpRequest transport (browsers): byte progress within a chunk, cancellation, no answer.
// A stand-in XMLHttpRequest plays the browser, so the test runs in Node.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NetworkError } from './errors';
import { sparseFiles } from './test/sparseFile';
import { defaultTransport, fetchTransport, type XhrLike, xhrTransport } from './transport';
import { type UploadProgress, uploadFile } from './upload';

type Behaviour = (xhr: FakeXhr, form: FormData) => void;

/** A stand-in for XMLHttpRequest whose `send` runs the behaviour the test sets. */
class FakeXhr implements XhrLike {
  static behaviour: Behaviour = () => {};
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  status = 0;
  responseText = '';
  aborted = false;
  readonly upload: XhrLike['upload'] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    FakeXhr.sent.push(this);
    queueMicrotask(() => FakeXhr.behaviour(this, body));
  }
  abort() {
    this.aborted = true;
    queueMicrotask(() => this.onabort?.());
  }
  /** Reports `shares` of the body as sent, then answers. */
  progressThenAnswer(shares: number[], status: number, body: unknown) {
    for (const share of shares)
      this.upload.onprogress?.({ lengthComputable: true, loaded: share * 1000, total: 1000 });
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

let files: Awaited<ReturnType<typeof sparseFiles>>;
beforeAll(async () => {
  files = await sparseFiles();
});
afterAll(() => files.remove());

afterEach(() => {
  FakeXhr.sent = [];
  FakeXhr.behaviour = () => {};
  vi.unstubAllGlobals();
});

const request = (overrides: Partial<Parameters<ReturnType<typeof xhrTransport>>[0]> = {}) => ({
  url: '/api/upload/1',
  form: new FormData(),
  headers: new Headers({ Authorization: 'Bearer x' }),
  credentials: 'same-origin' as RequestCredentials,
  ...overrides,
});

describe('xhrTransport', () => {
  it('posts the form with the headers and reports the share sent', async () => {
    FakeXhr.behaviour = (xhr) => xhr.progressThenAnswer([0.5, 1], 200, { complete: true });
    const shares: number[] = [];
    const answer = await xhrTransport(FakeXhr)(request({ onUploadProgress: (share) => shares.push(share) }));
    expect(answer).toEqual({ status: 200, text: '{"complete":true}' });
    expect(shares).toEqual([0.5, 1]);
    expect(FakeXhr.sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/upload/1',
      headers: { authorization: 'Bearer x' },
      withCredentials: false,
    });
  });

  it.each([
    ['include', true],
    ['same-origin', false],
    ['omit', false],
  ] as const)('credentials %s → withCredentials %s', async (credentials, withCredentials) => {
    FakeXhr.behaviour = (xhr) => xhr.progressThenAnswer([], 200, {});
    await xhrTransport(FakeXhr)(request({ credentials }));
    expect(FakeXhr.sent[0]?.withCredentials).toBe(withCredentials);
  });

  it('resolves an error status as an answer', async () => {
    FakeXhr.behaviour = (xhr) => xhr.progressThenAnswer([], 446, { responseStatus: { errorCode: 'x' } });
    await expect(xhrTransport(FakeXhr)(request())).resolves.toMatchObject({ status: 446 });
  });

  it.each([
    ['error', (xhr: FakeXhr) => xhr.onerror?.()],
    ['timeout', (xhr: FakeXhr) => xhr.ontimeout?.()],
    ['load with status 0', (xhr: FakeXhr) => xhr.onload?.()],
  ])('rejects with NetworkError on %s', async (_, behaviour) => {
    FakeXhr.behaviour = behaviour;
    await expect(xhrTransport(FakeXhr)(request())).rejects.toBeInstanceOf(NetworkError);
  });

  it('aborts the request when the signal aborts, rejecting with the AbortError', async () => {
    const controller = new AbortController();
    FakeXhr.behaviour = () => controller.abort();
    const thrown = await xhrTransport(FakeXhr)(request({ signal: controller.signal })).catch(
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.sent[0]?.aborted).toBe(true);
  });

  it('does not send when the signal is already aborted', async () => {
    await expect(xhrTransport(FakeXhr)(request({ signal: AbortSignal.abort() }))).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(FakeXhr.sent).toHaveLength(0);
  });
});

describe('defaultTransport', () => {
  const config = { fetch: async () => new Response('{}'), customFetch: false };

  it('uses XMLHttpRequest where it exists', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.behaviour = (xhr) => xhr.progressThenAnswer([], 200, { ok: 1 });
    await expect(defaultTransport(config)(request())).resolves.toEqual({ status: 200, text: '{"ok":1}' });
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it("uses the host's fetch when the client was given one, even with XMLHttpRequest", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const fetch = vi.fn(async () => new Response('{"via":"fetch"}', { status: 200 }));
    const answer = await defaultTransport({ fetch, customFetch: true })(request({ url: 'http://x.test/u' }));
    expect(answer).toEqual({ status: 200, text: '{"via":"fetch"}' });
    expect(fetch).toHaveBeenCalledOnce();
    expect(FakeXhr.sent).toHaveLength(0);
  });
});

describe('fetchTransport', () => {
  it('turns a rejected fetch into NetworkError', async () => {
    const transport = fetchTransport(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(transport(request({ url: 'http://x.test/u' }))).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('uploadFile over XMLHttpRequest', () => {
  it('reports bytes within each chunk, never going back, up to the size (spec 001 §7)', async () => {
    const size = 130_000_000;
    FakeXhr.behaviour = (xhr, form) => {
      const last = Number(form.get('chunkIndex')) === Number(form.get('chunkCount')) - 1;
      // Progress events repeat and the last one reaches 1, as browsers do.
      xhr.progressThenAnswer([0.25, 0.25, 0.5, 1], 200, {
        complete: last,
        receivedBytes: 0,
        ...(last ? { files: [{ Id: 1, name: 'big.bin' }] } : {}),
      });
    };
    const progress: UploadProgress[] = [];
    const outcome = await uploadFile({
      target: { kind: 'folder', folderId: 1 },
      file: await files.create('big.bin', size),
      transport: xhrTransport(FakeXhr),
      onProgress: (event) => progress.push(event),
    });
    expect(outcome).toEqual({ status: 'done', files: [{ Id: 1, name: 'big.bin' }] });
    expect(progress.map(({ loaded, chunkIndex }) => [chunkIndex, loaded])).toEqual([
      [0, 15_000_000],
      [0, 30_000_000],
      [0, 60_000_000],
      [1, 75_000_000],
      [1, 90_000_000],
      [1, 120_000_000],
      [2, 122_500_000],
      [2, 125_000_000],
      [2, 130_000_000],
    ]);
    expect(progress.every(({ total, chunkCount }) => total === size && chunkCount === 3)).toBe(true);
    expect(FakeXhr.sent.map((xhr) => xhr.url)).toEqual(['/api/upload/1', '/api/upload/1', '/api/upload/1']);
  });
});
