// Cross-origin embedding (issue 12 point 3): credentialed CORS for the allowed origins only, the
// same list the CSRF check reads; a clear refusal for any other origin; the session cookie in both
// modes. The first tests drive @vitrine/api-client as a page of another origin does, through a
// fetch that plays the browser's part (a preflight before every request, the answer handed to the
// page only with the right CORS headers, only the readable headers visible, the cookie kept).
import { createVitrineClient, type FetchLike, unwrap, uploadFile } from '@vitrine/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigurationError, normalizeOrigin, resolveServerOptions } from '../config';
import { CONTRACT_USERS } from '../testing/contract';
import { startTestServer, type TestServer } from '../testing/harness';
import { solidImage } from '../testing/images';
import {
  CORS_ALLOWED_HEADERS,
  CORS_EXPOSED_HEADERS,
  CORS_METHODS,
  ORIGIN_NOT_ALLOWED,
  originNotAllowedMessage,
} from './cors';
import { loadOpenApi } from './openapi';

/** Where the server is reached (Host) and the host page allowed to call it. */
const SERVER_HOST = 'vitrine.example';
const HOST_PAGE = 'https://host.example';
const OTHER_PAGE = 'https://evil.example';

/** Request headers a browser sends without asking first (Fetch standard, CORS-safelisted). */
function safelistedRequestHeader(name: string, value: string): boolean {
  if (['accept', 'accept-language', 'content-language'].includes(name)) return true;
  if (name !== 'content-type') return false;
  const essence = value.split(';')[0]?.trim().toLowerCase();
  return ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'].includes(essence ?? '');
}

/** Response headers a page may always read (Fetch standard, CORS-safelisted response-header names). */
const SAFELISTED_RESPONSE_HEADERS = [
  'cache-control',
  'content-language',
  'content-length',
  'content-type',
  'expires',
  'last-modified',
  'pragma',
];

const listOf = (value: unknown) =>
  String(value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

/** A request the page sent, as the browser asked about it. */
interface Sent {
  method: string;
  path: string;
  /** The non-safelisted request headers (Access-Control-Request-Headers). */
  asked: string[];
}

/**
 * A fetch that plays the browser of a page on `origin` calling the server with `credentials:
 * 'include'`: a preflight before every request (an upload's progress listener forces one even for a
 * safelisted request), then the request with the cookie; a problem a browser would refuse on is
 * recorded in `problems` and the call fails as a network error, as it would in the page.
 */
function browserOn(server: TestServer, origin: string) {
  let cookie: string | undefined;
  const sent: Sent[] = [];
  const problems: string[] = [];
  const fetch: FetchLike = async (request) => {
    const url = new URL(request.url);
    const path = `${url.pathname}${url.search}`;
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const asked = Object.keys(headers)
      .filter((name) => !safelistedRequestHeader(name, headers[name] ?? ''))
      .sort();
    sent.push({ method: request.method, path: url.pathname, asked });

    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: path,
      headers: {
        host: SERVER_HOST,
        origin,
        'access-control-request-method': request.method,
        ...(asked.length > 0 ? { 'access-control-request-headers': asked.join(',') } : {}),
      },
    });
    const refuse = (why: string): never => {
      problems.push(`${request.method} ${url.pathname}: ${why}`);
      throw new TypeError('Failed to fetch');
    };
    if (preflight.statusCode < 200 || preflight.statusCode > 299)
      refuse(`preflight answered ${preflight.statusCode}`);
    if (preflight.headers['access-control-allow-origin'] !== origin) refuse('preflight without the origin');
    if (preflight.headers['access-control-allow-credentials'] !== 'true')
      refuse('preflight without credentials');
    const methods = listOf(preflight.headers['access-control-allow-methods']);
    if (!methods.includes(request.method.toLowerCase())) refuse(`method ${request.method} not allowed`);
    const allowedHeaders = listOf(preflight.headers['access-control-allow-headers']);
    for (const name of asked) if (!allowedHeaders.includes(name)) refuse(`header ${name} not allowed`);

    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await server.app.inject({
      method: request.method as 'GET',
      url: path,
      headers: {
        ...headers,
        host: SERVER_HOST,
        origin,
        'sec-fetch-site': 'cross-site',
        ...(cookie ? { cookie: `vitrine_session=${cookie}` } : {}),
      },
      ...(body ? { payload: body } : {}),
    });
    if (answer.headers['access-control-allow-origin'] !== origin) refuse('answer without the origin');
    if (answer.headers['access-control-allow-credentials'] !== 'true') refuse('answer without credentials');
    const session = answer.cookies.find((c) => c.name === 'vitrine_session');
    if (session) cookie = session.value === '' ? undefined : session.value;

    // The page sees the safelisted headers and the exposed ones only.
    const readable = new Set([
      ...SAFELISTED_RESPONSE_HEADERS,
      ...listOf(answer.headers['access-control-expose-headers']),
    ]);
    const visible = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (readable.has(name) && value !== undefined) visible.set(name, String(value));
    }
    const empty = [101, 204, 205, 304].includes(answer.statusCode) || request.method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: visible,
    });
  };
  return { fetch, sent, problems };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ allowedOrigins: [HOST_PAGE] });
});
beforeEach(() => server.reset());
afterAll(() => server.close());

/** One request to the server as a browser sends it, with the headers given. */
const request = (method: 'GET' | 'POST' | 'OPTIONS', url: string, headers: Record<string, string>) =>
  server.app.inject({ method, url, headers: { host: SERVER_HOST, ...headers } });

describe('a page of an allowed origin, through @vitrine/api-client', () => {
  it('signs in, reads, writes with every method and uploads: each preflight answered, each answer readable', async () => {
    const browser = browserOn(server, HOST_PAGE);
    const client = createVitrineClient({
      baseUrl: `https://${SERVER_HOST}`,
      credentials: 'include',
      fetch: browser.fetch,
    });
    const workspace = server.library.folders.workspace.id;
    const { userName, password } = CONTRACT_USERS.editor;

    await unwrap(client.POST('/api/session/signin', { body: { userName, password } }));
    const me = await unwrap(client.GET('/api/session/currentuser'));
    expect(me.name).toBe(userName);

    const created = await unwrap(
      client.POST('/api/folder/addFolder', { body: { Name: 'From the host', ParentId: workspace } }),
    );
    const folderId = (created as { id: number }).id;
    await unwrap(
      client.PATCH('/api/folder/{id}', { params: { path: { id: folderId } }, body: { Name: 'Renamed' } }),
    );

    const png = await solidImage(32, 24, 'png');
    const upload = await uploadFile({
      client,
      target: { kind: 'folder', folderId: workspace },
      file: new File([new Uint8Array(png)], 'host.png', { type: 'image/png' }),
    });
    expect(upload.status).toBe('done');
    const imageId = upload.status === 'done' ? Number(upload.files[0]?.Id) : 0;
    await unwrap(client.PUT('/api/image/rotate', { body: { imageId, clockwise: true } }));
    await unwrap(client.DELETE('/api/folder/{id}', { params: { path: { id: folderId } } }));

    expect(browser.problems).toEqual([]);
    // Every method the client sent, and the one non-safelisted header it sends (JSON bodies).
    expect(new Set(browser.sent.map((s) => s.method))).toEqual(
      new Set(['GET', 'POST', 'PATCH', 'PUT', 'DELETE']),
    );
    expect(new Set(browser.sent.flatMap((s) => s.asked))).toEqual(new Set(['content-type']));
    expect(browser.sent.some((s) => s.path === `/api/upload/${workspace}`)).toBe(true);
  });

  it('reads a download with its exposed headers (file name, ranges, ETag)', async () => {
    const png = await solidImage(16, 16, 'png');
    const browser = browserOn(server, HOST_PAGE);
    const client = createVitrineClient({
      baseUrl: `https://${SERVER_HOST}`,
      credentials: 'include',
      fetch: browser.fetch,
    });
    await unwrap(client.POST('/api/session/signin', { body: CONTRACT_USERS.editor }));
    const upload = await uploadFile({
      client,
      target: { kind: 'folder', folderId: server.library.folders.workspace.id },
      file: new File([new Uint8Array(png)], 'report.png', { type: 'image/png' }),
    });
    const id = upload.status === 'done' ? upload.files[0]?.Id : undefined;
    const download = await browser.fetch(
      new Request(`https://${SERVER_HOST}/Download.aspx?id=${id}`, { headers: { range: 'bytes=0-3' } }),
    );
    expect(browser.problems).toEqual([]);
    expect(download.status).toBe(206);
    expect(download.headers.get('content-disposition')).toMatch(/report\.png/);
    expect(download.headers.get('content-range')).toBe(`bytes 0-3/${png.length}`);
    expect(download.headers.get('accept-ranges')).toBe('bytes');
    expect(download.headers.get('etag')).toMatch(/^"[0-9a-f]{64}"$/);
  });

  it('reads how long a held-back sign-in must wait (Retry-After, issue 13)', async () => {
    const browser = browserOn(server, HOST_PAGE);
    const client = createVitrineClient({
      baseUrl: `https://${SERVER_HOST}`,
      credentials: 'include',
      fetch: browser.fetch,
    });
    const body = { userName: CONTRACT_USERS.viewer.userName, password: 'wrong' };
    for (let i = 0; i < 5; i++) await client.POST('/api/session/signin', { body });
    const held = await client.POST('/api/session/signin', { body });
    expect(browser.problems).toEqual([]);
    expect(held.response.status).toBe(429);
    expect(held.response.headers.get('retry-after')).toBe('1');
  });
});

describe('the CORS headers', () => {
  it('echo an allowed origin with credentials, Vary: Origin and the exposed headers', async () => {
    const answer = await request('GET', '/api/session/currentuser', { origin: HOST_PAGE });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe(HOST_PAGE);
    expect(answer.headers['access-control-allow-credentials']).toBe('true');
    expect(listOf(answer.headers.vary)).toContain('origin');
    expect(listOf(answer.headers['access-control-expose-headers'])).toEqual(
      CORS_EXPOSED_HEADERS.map((h) => h.toLowerCase()),
    );
  });

  it.each(CORS_METHODS.filter((m) => m !== 'HEAD'))(
    'answer a preflight for %s with the API headers',
    async (method) => {
      const answer = await request('OPTIONS', '/api/folder/12', {
        origin: HOST_PAGE,
        'access-control-request-method': method,
        'access-control-request-headers': 'content-type',
      });
      expect(answer.statusCode).toBe(204);
      expect(answer.headers['access-control-allow-origin']).toBe(HOST_PAGE);
      expect(answer.headers['access-control-allow-credentials']).toBe('true');
      expect(listOf(answer.headers['access-control-allow-methods'])).toContain(method.toLowerCase());
      expect(listOf(answer.headers['access-control-allow-headers'])).toEqual(
        CORS_ALLOWED_HEADERS.map((h) => h.toLowerCase()),
      );
      expect(answer.headers['access-control-max-age']).toBeDefined();
      expect(listOf(answer.headers.vary)).toContain('origin');
    },
  );

  it('cover every method of openapi.yml', () => {
    const methods = new Set(loadOpenApi().operations.map((op) => op.method.toUpperCase()));
    for (const method of methods) expect(CORS_METHODS).toContain(method);
  });

  it('leave the server own pages and requests without Origin as they were', async () => {
    const own = await request('GET', '/api/session/currentuser', { origin: `https://${SERVER_HOST}` });
    const none = await request('GET', '/api/session/currentuser', {});
    for (const answer of [own, none]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });
});

describe('any other origin', () => {
  it('gets its preflight refused with 403, a message saying how to allow it, and no CORS header', async () => {
    const answer = await request('OPTIONS', '/api/folder/addFolder', {
      origin: OTHER_PAGE,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({
      responseStatus: { errorCode: ORIGIN_NOT_ALLOWED, message: originNotAllowedMessage(OTHER_PAGE) },
    });
    expect(originNotAllowedMessage(OTHER_PAGE)).toContain(`--allowed-origin ${OTHER_PAGE}`);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['access-control-allow-methods']).toBeUndefined();
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('gets no CORS header on a simple request (the browser keeps the answer from its page)', async () => {
    const answer = await request('GET', '/api/session/currentuser', { origin: OTHER_PAGE });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    expect(answer.headers['access-control-expose-headers']).toBeUndefined();
    expect(listOf(answer.headers.vary)).toContain('origin');
  });

  it('cannot make the server answer for it by a near miss (scheme, port, subdomain, null)', async () => {
    for (const origin of [
      'http://host.example',
      'https://host.example:8443',
      'https://www.host.example',
      'null',
    ]) {
      const preflight = await request('OPTIONS', '/api/session/signin', {
        origin,
        'access-control-request-method': 'POST',
      });
      expect(preflight.statusCode, origin).toBe(403);
      const simple = await request('GET', '/api/session/currentuser', { origin });
      expect(simple.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });
});

describe('CORS and the CSRF check read one list', () => {
  const addFolder = async (origin: string) => {
    const editor = await server.as('editor');
    return editor.call(
      'POST',
      '/api/folder/addFolder',
      { Name: `From ${new URL(origin).hostname}`, ParentId: server.library.folders.workspace.id },
      { host: SERVER_HOST, origin, 'sec-fetch-site': 'cross-site' },
    );
  };

  it('an allowed origin passes both: the write is done and its answer readable', async () => {
    const answer = await addFolder(HOST_PAGE);
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe(HOST_PAGE);
  });

  it('a write from any other origin is refused by the CSRF check, with no CORS header', async () => {
    const answer = await addFolder(OTHER_PAGE);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ responseStatus: { errorCode: 'CrossSiteRequest' } });
    expect((answer.body as { responseStatus: { message: string } }).responseStatus.message).toContain(
      `--allowed-origin ${OTHER_PAGE}`,
    );
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('both compare origins as browsers send them: a configured origin is normalised', async () => {
    const spelled = await startTestServer({ allowedOrigins: ['HTTPS://Host.Example:443/'] });
    try {
      const editor = await spelled.as('editor');
      const answer = await editor.call(
        'POST',
        '/api/folder/addFolder',
        { Name: 'Normalised', ParentId: spelled.library.folders.workspace.id },
        { host: SERVER_HOST, origin: HOST_PAGE, 'sec-fetch-site': 'cross-site' },
      );
      expect(answer.status).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBe(HOST_PAGE);
    } finally {
      await spelled.close();
    }
  });
});

describe('the allowed origins and the cookie mode as configured', () => {
  it('normalises an origin as browsers send it', () => {
    expect(normalizeOrigin('HTTPS://Host.Example:443/')).toBe('https://host.example');
    expect(normalizeOrigin(' http://127.0.0.1:5174 ')).toBe('http://127.0.0.1:5174');
  });

  it.each([
    ['*', /wildcard/],
    ['https://*.example.com', /wildcard/],
    ['null', /not a URL/],
    ['host.example', /not a URL/],
    ['ftp://host.example', /not http or https/],
    ['https://host.example/app', /more than an origin \(did you mean https:\/\/host\.example\?\)/],
    ['https://host.example/?x=1', /more than an origin/],
  ])('refuses %s with a message', (origin, message) => {
    expect(() => resolveServerOptions({ dataDir: '.', allowedOrigins: [origin] })).toThrow(
      ConfigurationError,
    );
    expect(() => resolveServerOptions({ dataDir: '.', allowedOrigins: [origin] })).toThrow(message);
  });

  it('refuses cross-site cookies without an allowed origin, or without Secure', () => {
    expect(() => resolveServerOptions({ dataDir: '.', crossSiteCookies: true })).toThrow(
      /cross-site cookies \(--cross-site-cookies, VITRINE_CROSS_SITE_COOKIES\) need at least one allowed origin \(--allowed-origin/,
    );
    expect(() =>
      resolveServerOptions({
        dataDir: '.',
        crossSiteCookies: true,
        allowedOrigins: [HOST_PAGE],
        secureCookies: false,
      }),
    ).toThrow(/must be Secure/);
    expect(
      resolveServerOptions({ dataDir: '.', crossSiteCookies: true, allowedOrigins: [HOST_PAGE] }),
    ).toMatchObject({ crossSiteCookies: true, secureCookies: true, allowedOrigins: [HOST_PAGE] });
  });
});

/** The Set-Cookie of the session cookie in an answer. */
const sessionSetCookie = (headers: Record<string, unknown>) =>
  [headers['set-cookie']].flat().find((c) => String(c).startsWith('vitrine_session=')) as string | undefined;

describe('the session cookie', () => {
  it('is SameSite=Lax, neither Secure nor Partitioned, by default (set, cleared, and cleared when dead)', async () => {
    const agent = server.agent();
    const set = await agent.call('POST', '/api/session/signin', CONTRACT_USERS.editor);
    const stolen = agent.cookie;
    const cleared = await agent.call('POST', '/api/session/signout');
    const dead = await server.app.inject({
      method: 'GET',
      url: '/api/session/currentuser',
      headers: { cookie: `vitrine_session=${stolen}` },
    });
    for (const headers of [set.headers, cleared.headers, dead.headers]) {
      const cookie = sessionSetCookie(headers);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).not.toMatch(/; Secure/);
      expect(cookie).not.toMatch(/Partitioned/);
    }
  });

  it('is SameSite=None; Secure; Partitioned in cross-site mode (set, cleared, and cleared when dead)', async () => {
    const crossSite = await startTestServer({ allowedOrigins: [HOST_PAGE], crossSiteCookies: true });
    try {
      const agent = crossSite.agent();
      const set = await agent.call('POST', '/api/session/signin', CONTRACT_USERS.editor);
      expect(set.status).toBe(200);
      const stolen = agent.cookie;
      const cleared = await agent.call('POST', '/api/session/signout');
      const dead = await crossSite.app.inject({
        method: 'GET',
        url: '/api/session/currentuser',
        headers: { cookie: `vitrine_session=${stolen}` },
      });
      for (const headers of [set.headers, cleared.headers, dead.headers]) {
        const cookie = sessionSetCookie(headers);
        expect(cookie).toMatch(/; SameSite=None/);
        expect(cookie).toMatch(/; Secure/);
        expect(cookie).toMatch(/; Partitioned/);
        expect(cookie).toMatch(/; HttpOnly/);
        expect(cookie).toMatch(/; Path=\//);
      }
      expect(sessionSetCookie(set.headers)).toMatch(/^vitrine_session=[A-Za-z0-9_-]{43};/);
    } finally {
      await crossSite.close();
    }
  });
});
