// The security headers read from the real server over HTTP (issue 13 row 7): the app's page under a
// strict Content-Security-Policy, every other answer under one that loads nothing, the referrer
// policy, nosniff, the framing policy (configurable, default the server's own pages), and no source
// map served even when the build folder holds one.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCliArgs } from '../cli';
import { ConfigurationError, resolveServerOptions } from '../config';
import { CONTRACT_USERS } from '../testing/contract';
import { startTestServer } from '../testing/harness';
import { appContentSecurityPolicy, REFERRER_POLICY } from './security-headers';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

async function started(options: Parameters<typeof startTestServer>[0]) {
  const appDir = await mkdtemp(join(tmpdir(), 'vitrine-headers-app-'));
  await mkdir(join(appDir, 'assets'));
  await writeFile(
    join(appDir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
  );
  await writeFile(join(appDir, 'assets', 'app.js'), 'export {};\n//# sourceMappingURL=app.js.map\n');
  await writeFile(join(appDir, 'assets', 'app.js.map'), '{"version":3,"sources":["secret.ts"]}');
  const server = await startTestServer({ appDir, ...options });
  const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
  return {
    server,
    get: (path: string, init?: RequestInit) => fetch(new URL(path, address), init),
    async close() {
      await server.close();
      await rm(appDir, { recursive: true, force: true });
    },
  };
}

describe('security headers on the real server (default options)', () => {
  let running: Awaited<ReturnType<typeof started>>;
  beforeAll(async () => {
    running = await started({});
  });
  afterAll(() => running.close());

  it('serves the app page under a strict CSP: own scripts only, nothing inline, framed by its own pages only', async () => {
    const nonces = new Set<string>();
    for (const path of ['/', '/folders/1', '/index.html', '/INDEX.HTML']) {
      const page = await running.get(path);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const csp = directives(page.headers.get('content-security-policy'));
      expect(csp.get('default-src')).toEqual(["'self'"]);
      // Own scripts only; WebAssembly may compile (the uploader's hashing), no string is evaluated.
      expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      // Style files of the origin, and the style elements of the page's own scripts by this answer's
      // nonce, which the page reads from its meta element.
      const [self, nonceSource, ...more] = csp.get('style-src') ?? [];
      expect([self, more]).toEqual(["'self'", []]);
      const nonce = /^'nonce-([A-Za-z0-9+/]{22}==)'$/.exec(nonceSource ?? '')?.[1] ?? '';
      expect(nonce).not.toBe('');
      const html = await page.text();
      expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
      // The page's own script carries it too (for libraries that look for it there).
      expect(html).toContain(`<script nonce="${nonce}" type="module" src="/assets/app.js"></script>`);
      nonces.add(nonce);
      // The selection tick of the views is a data: SVG in their CSS; nothing else loads from data:.
      expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      for (const sources of csp.values()) {
        expect(sources).not.toContain("'unsafe-inline'");
        expect(sources).not.toContain("'unsafe-eval'");
      }
      expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
    // A new nonce for every answer.
    expect(nonces.size).toBe(4);
  });

  it('answers HEAD for an app page as GET does, headers and all, without the body', async () => {
    for (const path of ['/', '/folders/4', '/grid']) {
      const head = await running.get(path, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-type')).toMatch(/^text\/html/);
      expect(directives(head.headers.get('content-security-policy')).get('script-src')).toEqual([
        "'self'",
        "'wasm-unsafe-eval'",
      ]);
      expect(await head.text()).toBe('');
    }
    // An API path still is no page.
    expect((await running.get('/api/no-such-call', { method: 'HEAD' })).status).toBe(404);
  });

  it('answers the API and files under a policy that loads nothing', async () => {
    const config = await running.get('/api/config/advanced');
    const thumb = await running.get('/Download.aspx?id=999999&thumb=1');
    for (const answer of [config, thumb]) {
      const csp = directives(answer.headers.get('content-security-policy'));
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(answer.headers.get('referrer-policy')).toBe(REFERRER_POLICY);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('answers a script under the policy it runs under as a worker: its own modules and WebAssembly only', async () => {
    const script = await running.get('/assets/app.js');
    const csp = directives(script.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.has('img-src')).toBe(false);
  });

  it('serves no source map, even one the build folder holds', async () => {
    expect((await running.get('/assets/app.js')).status).toBe(200);
    for (const path of [
      '/assets/app.js.map',
      '/assets/app.js.map?x=1',
      '/assets/APP.JS.MAP',
      '/missing.js.map',
    ]) {
      const answer = await running.get(path);
      expect(answer.status, path).toBe(404);
      expect(await answer.text()).not.toContain('secret.ts');
    }
  });

  it('keeps its headers on a signed-in session’s answers and on errors', async () => {
    const answer = await running.get('/api/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
    const signIn = await running.get('/api/session/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        userName: CONTRACT_USERS.viewer.userName,
        password: CONTRACT_USERS.viewer.password,
      }),
    });
    expect(signIn.headers.get('referrer-policy')).toBe(REFERRER_POLICY);
    expect(signIn.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});

describe('frame ancestors (a host that frames the app)', () => {
  let running: Awaited<ReturnType<typeof started>>;
  beforeAll(async () => {
    running = await started({
      frameAncestors: ['https://Host.Example:443/', 'http://intranet.example:8080'],
    });
  });
  afterAll(() => running.close());

  it('lets the configured origins frame the page, and drops X-Frame-Options, which cannot name them', async () => {
    const page = await running.get('/');
    expect(directives(page.headers.get('content-security-policy')).get('frame-ancestors')).toEqual([
      "'self'",
      'https://host.example',
      'http://intranet.example:8080',
    ]);
    expect(page.headers.get('x-frame-options')).toBeNull();
  });
});

describe('frame ancestors configuration', () => {
  it('reads --frame-ancestor and VITRINE_FRAME_ANCESTORS like the allowed origins', () => {
    expect(parseCliArgs([], {}).frameAncestors).toEqual([]);
    expect(
      parseCliArgs(['--frame-ancestor', 'https://a.example'], {
        VITRINE_FRAME_ANCESTORS: ' https://b.example , https://a.example',
      }).frameAncestors,
    ).toEqual(['https://a.example', 'https://b.example']);
  });

  it('refuses a wildcard, a path or something that is not an origin, naming the option', () => {
    for (const bad of ['*', 'https://*.example.com', 'https://a.example/app', 'intranet']) {
      expect(() => resolveServerOptions({ dataDir: '.', frameAncestors: [bad] })).toThrow(ConfigurationError);
      expect(() => resolveServerOptions({ dataDir: '.', frameAncestors: [bad] })).toThrow(/^frame ancestor /);
    }
  });

  it('opens the page to Google Maps’ hosts only when a map key is configured', () => {
    const without = directives(appContentSecurityPolicy({ frameAncestors: [], mapsApiKey: null }));
    expect(without.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    const withKey = directives(appContentSecurityPolicy({ frameAncestors: [], mapsApiKey: 'key' }, 'n0nce'));
    expect(withKey.get('script-src')).toContain('https://*.googleapis.com');
    expect(withKey.get('script-src')).not.toContain("'unsafe-inline'");
    expect(withKey.get('connect-src')).toContain('https://*.googleapis.com');
    // The map's styles come in by the page's nonce, as Google's guide has it: still no 'unsafe-inline'.
    expect(withKey.get('style-src')).toEqual(["'self'", "'nonce-n0nce'", 'https://fonts.googleapis.com']);
  });

  it("lets the app's own workers start with or without a map key (the viewer's pdf.js worker)", () => {
    // Without a key, workers fall back to script-src 'self'; with one, worker-src is set for the
    // map's blob: workers and must name 'self' too, or the PDF reader's worker file is refused.
    const without = directives(appContentSecurityPolicy({ frameAncestors: [], mapsApiKey: null }));
    expect(without.get('worker-src')).toBeUndefined();
    expect(without.get('script-src')).toContain("'self'");
    const withKey = directives(appContentSecurityPolicy({ frameAncestors: [], mapsApiKey: 'key' }));
    expect(withKey.get('worker-src')).toEqual(["'self'", 'blob:']);
  });
});
