// The client's error handling (spec 000 §8): every non-2xx answer is an ApiError whose message is
// responseStatus.message, else the status text; no answer is a NetworkError; an abort stays an AbortError.
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createVitrineClient, defaultClientOptions, resolveClientOptions, unwrap } from './client';
import { ApiError, isApiError, isNetworkError, NetworkError } from './errors';

const API = 'http://vitrine.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = () => createVitrineClient({ baseUrl: API });
const pinnedItems = { folders: [], sets: [], logicalViewStrings: [] };

/** Answers GET /api/pinneditems with `response`. */
function answerPinned(response: () => Response | Promise<Response>) {
  server.use(http.get(`${API}/api/pinneditems`, response));
}

/** The error of a failed GET /api/pinneditems, checked to be an ApiError. */
async function pinnedError(): Promise<ApiError> {
  const { data, error, response } = await client().GET('/api/pinneditems');
  expect(data).toBeUndefined();
  expect(response.ok).toBe(false);
  expect(error).toBeInstanceOf(ApiError);
  return error as unknown as ApiError;
}

describe('resolveClientOptions', () => {
  it('defaults to the same origin, same-origin cookies and the global fetch', () => {
    const config = resolveClientOptions();
    expect(config).toMatchObject({
      baseUrl: '',
      credentials: 'same-origin',
      headers: {},
      customFetch: false,
    });
    expect(config.fetch).toBe(defaultClientOptions.fetch);
  });

  it.each([
    ['https://api.example.com/', 'https://api.example.com'],
    ['https://api.example.com/vitrine//', 'https://api.example.com/vitrine'],
    ['/proxy', '/proxy'],
  ])('baseUrl %s → %s', (baseUrl, expected) => {
    expect(resolveClientOptions({ baseUrl }).baseUrl).toBe(expected);
  });

  it('keeps a custom fetch and credentials', () => {
    const fetch = async () => new Response();
    expect(resolveClientOptions({ fetch, credentials: 'include' })).toMatchObject({
      fetch,
      credentials: 'include',
      customFetch: true,
    });
  });
});

describe('createVitrineClient', () => {
  it('returns the data of a 2xx answer', async () => {
    answerPinned(() => HttpResponse.json(pinnedItems));
    const { data, error } = await client().GET('/api/pinneditems');
    expect(error).toBeUndefined();
    expect(data).toEqual(pinnedItems);
  });

  it('sends the configured headers and a JSON body', async () => {
    let seen: { header: string | null; body: unknown } | undefined;
    server.use(
      http.post(`${API}/api/upload/checkfilename`, async ({ request }) => {
        seen = { header: request.headers.get('x-tenant'), body: await request.json() };
        return HttpResponse.json({ isNameVacant: true, ignore: false });
      }),
    );
    const api = createVitrineClient({ baseUrl: API, headers: { 'x-tenant': 'acme' } });
    const result = await unwrap(
      api.POST('/api/upload/checkfilename', { body: { fileFullPath: 'a/b.jpg', folderId: 4 } }),
    );
    expect(result).toEqual({ isNameVacant: true, ignore: false });
    expect(seen).toEqual({ header: 'acme', body: { fileFullPath: 'a/b.jpg', folderId: 4 } });
  });

  it('calls globalThis.fetch at request time, so a fetch patched after creation is used', async () => {
    const api = client();
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(pinnedItems));
    try {
      await expect(unwrap(api.GET('/api/pinneditems'))).resolves.toEqual(pinnedItems);
      expect(spy).toHaveBeenCalledOnce();
    } finally {
      spy.mockRestore();
    }
  });

  it('uses a custom fetch when given', async () => {
    const fetch = vi.fn(async (request: Request) => Response.json({ url: request.url }));
    const api = createVitrineClient({ baseUrl: API, fetch });
    await expect(unwrap(api.GET('/api/pinneditems'))).resolves.toEqual({ url: `${API}/api/pinneditems` });
    expect(fetch).toHaveBeenCalledOnce();
  });
});

describe('ApiError for every non-2xx answer (spec 000 §8)', () => {
  it.each([
    [400, 'Bad request'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'Not found'],
    [409, 'Error'],
    [413, 'Error'],
    [500, 'Error'],
    [503, 'Error'],
  ])('%i with responseStatus.message shows the server message; without it "%s"', async (status, text) => {
    answerPinned(() =>
      HttpResponse.json(
        { responseStatus: { errorCode: `E${status}`, message: `Server says ${status}` } },
        { status },
      ),
    );
    const withMessage = await pinnedError();
    expect(withMessage).toMatchObject({
      name: 'ApiError',
      status,
      errorCode: `E${status}`,
      message: `Server says ${status}`,
    });

    answerPinned(() => HttpResponse.json({ responseStatus: { errorCode: `E${status}` } }, { status }));
    const withoutMessage = await pinnedError();
    expect(withoutMessage).toMatchObject({ status, errorCode: `E${status}`, message: text });
  });

  it.each([
    [
      'an HTML page',
      () => new HttpResponse('<html><body>Bad gateway</body></html>', { status: 502 }),
      502,
      'Error',
    ],
    ['plain text', () => new HttpResponse('nope', { status: 404 }), 404, 'Not found'],
    ['an empty body', () => new HttpResponse(null, { status: 401 }), 401, 'Unauthorized'],
    [
      'an explicitly empty body',
      () => new HttpResponse('', { status: 403, headers: { 'Content-Length': '0' } }),
      403,
      'Forbidden',
    ],
    ['JSON of another shape', () => HttpResponse.json({ error: 'x' }, { status: 400 }), 400, 'Bad request'],
  ])('an error with %s gets the status text', async (_, respond, status, message) => {
    answerPinned(respond);
    const error = await pinnedError();
    expect(error).toMatchObject({ status, message, errorCode: undefined });
    expect(isApiError(error)).toBe(true);
  });

  it('keeps the wire shape on the error, as the generated error type describes it', async () => {
    answerPinned(() => HttpResponse.json({ responseStatus: { errorCode: 'Gone' } }, { status: 404 }));
    const error = await pinnedError();
    expect(error.responseStatus).toEqual({ errorCode: 'Gone', message: 'Not found' });
  });

  it('unwrap throws the ApiError', async () => {
    answerPinned(() =>
      HttpResponse.json(
        { responseStatus: { errorCode: 'Forbidden', message: 'No access' } },
        { status: 403 },
      ),
    );
    const thrown = await unwrap(client().GET('/api/pinneditems')).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ status: 403, errorCode: 'Forbidden', message: 'No access' });
  });

  it('unwrap returns undefined data of a 204', async () => {
    answerPinned(() => new HttpResponse(null, { status: 204 }));
    await expect(unwrap(client().GET('/api/pinneditems'))).resolves.toBeUndefined();
  });
});

describe('no answer and cancellation', () => {
  it('a network failure rejects with NetworkError, keeping the cause', async () => {
    answerPinned(() => HttpResponse.error());
    const thrown = await client()
      .GET('/api/pinneditems')
      .catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(NetworkError);
    expect(isNetworkError(thrown)).toBe(true);
    expect(isApiError(thrown)).toBe(false);
    expect((thrown as NetworkError).cause).toBeInstanceOf(TypeError);
  });

  it('a custom fetch that rejects (offline) also gives NetworkError', async () => {
    const api = createVitrineClient({
      baseUrl: API,
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(unwrap(api.GET('/api/pinneditems'))).rejects.toBeInstanceOf(NetworkError);
  });

  it('an aborted request rejects with the AbortError untouched', async () => {
    const controller = new AbortController();
    answerPinned(async () => {
      controller.abort();
      await new Promise((resolve) => setTimeout(resolve, 50));
      return HttpResponse.json(pinnedItems);
    });
    const thrown = await client()
      .GET('/api/pinneditems', { signal: controller.signal })
      .catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(DOMException);
    expect(thrown).toMatchObject({ name: 'AbortError' });
    expect(isNetworkError(thrown)).toBe(false);
  });

  it('a request aborted before it starts rejects with the AbortError', async () => {
    const handler = vi.fn(() => HttpResponse.json(pinnedItems));
    answerPinned(handler);
    const thrown = await client()
      .GET('/api/pinneditems', { signal: AbortSignal.abort() })
      .catch((error: unknown) => error);
    expect(thrown).toMatchObject({ name: 'AbortError' });
    expect(handler).not.toHaveBeenCalled();
  });
});
