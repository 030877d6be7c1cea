// Sign-in throttling behind a reverse proxy (issue 13 follow-up), over HTTP against the real server
// listening on 127.0.0.1: by default a client's X-Forwarded-For is ignored (every attempt counts
// against the connection's address, whatever it claims); with --trust-proxy naming the proxy, each
// forwarded client is counted on its own, and what a client writes into the header itself does not
// change whom it is counted as. The option is parsed like the others (flag, environment variable).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCliArgs } from '../cli';
import { ConfigurationError, resolveTrustedProxies } from '../config';
import { startTestServer, type TestServer } from '../testing/harness';

/** Few free failures per address, many per user name: each attempt uses a user name of its own. */
const LIMITS = { addressFreeFailures: 3, accountFreeFailures: 100 };

interface Listening {
  server: TestServer;
  url: string;
}

async function listening(trustProxy?: string[]): Promise<Listening> {
  const server = await startTestServer({ signInLimits: LIMITS, ...(trustProxy ? { trustProxy } : {}) });
  const url = await server.app.listen({ host: '127.0.0.1', port: 0 });
  return { server, url };
}

let untrusting: Listening;
let behindProxy: Listening;
beforeAll(async () => {
  untrusting = await listening();
  // The test is the proxy: it connects from 127.0.0.1 and says whom it forwards.
  behindProxy = await listening(['127.0.0.1']);
});
afterAll(async () => {
  await untrusting?.server.close();
  await behindProxy?.server.close();
});

let names = 0;
/** A wrong sign-in over HTTP with a new user name, saying it forwards `forwardedFor`; answers the status. */
async function wrongSignIn(at: Listening, forwardedFor?: string): Promise<number> {
  const response = await fetch(`${at.url}/api/session/signin`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify({ userName: `guess-${++names}`, password: 'wrong' }),
  });
  await response.arrayBuffer();
  return response.status;
}

describe('sign-in throttling behind a reverse proxy', () => {
  it('ignores a spoofed X-Forwarded-For by default: every claimed client counts against the connection', async () => {
    const statuses = [];
    for (let i = 1; i <= LIMITS.addressFreeFailures + 1; i++) {
      statuses.push(await wrongSignIn(untrusting, `198.51.100.${i}`));
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // A new claimed address does not get out of the hold either.
    expect(await wrongSignIn(untrusting, '203.0.113.99')).toBe(429);
  });

  it('counts two clients forwarded by a trusted proxy apart', async () => {
    const first = '198.51.100.10';
    const second = '198.51.100.20';
    const firstStatuses = [];
    for (let i = 0; i <= LIMITS.addressFreeFailures; i++)
      firstStatuses.push(await wrongSignIn(behindProxy, first));
    expect(firstStatuses).toEqual([401, 401, 401, 429]);
    // The other client behind the same proxy is not held by the first one's failures.
    expect(await wrongSignIn(behindProxy, second)).toBe(401);
    // What the held client writes into the header itself (the proxy appends the real address) does
    // not make it someone else.
    expect(await wrongSignIn(behindProxy, `203.0.113.1, ${first}`)).toBe(429);
    // A request the proxy forwards without the header counts as the proxy itself, still free.
    expect(await wrongSignIn(behindProxy)).toBe(401);
  });
});

describe('--trust-proxy / VITRINE_TRUST_PROXY', () => {
  it('is off by default, and takes addresses, CIDR ranges and named ranges from flags or the environment', () => {
    expect(parseCliArgs([], {}).trustProxy).toEqual([]);
    expect(
      parseCliArgs(['--trust-proxy', '10.0.0.1', '--trust-proxy', '10.1.0.0/16,::1'], {}).trustProxy,
    ).toEqual(['10.0.0.1', '10.1.0.0/16', '::1']);
    expect(parseCliArgs([], { VITRINE_TRUST_PROXY: ' 192.168.0.0/24 , loopback ' }).trustProxy).toEqual([
      '192.168.0.0/24',
      'loopback',
    ]);
    // The flag replaces the environment variable.
    expect(parseCliArgs(['--trust-proxy', 'off'], { VITRINE_TRUST_PROXY: '10.0.0.1' }).trustProxy).toEqual(
      [],
    );
    expect(parseCliArgs([], { VITRINE_TRUST_PROXY: 'off' }).trustProxy).toEqual([]);
  });

  it('refuses trusting everyone and anything that is not an address or a range', () => {
    for (const value of [
      '*',
      'true',
      'all',
      'proxy.example',
      '10.0.0.0/33',
      '::1/129',
      '10.0.0.1/8/1',
      '10.0.0.0/x',
    ]) {
      expect(() => resolveTrustedProxies([value]), value).toThrow(ConfigurationError);
    }
    expect(() => parseCliArgs([], { VITRINE_TRUST_PROXY: 'true' })).toThrow('would trust every client');
  });
});
