// Issue 13 rows 3 and 4, over HTTP against the real server: sign-in throttled per user name and per
// client address (429, Retry-After, the same answer whether the account exists or not), unknown user
// names checked at the configured cost, password hashing limited, sessions capped at 30 days,
// password change, sign out everywhere, and --reset-admin-password ending the admin's sessions.
// No wall time is asserted: the clock is the server's (a test clock), hashing is observed through
// node:crypto's scrypt (its calls and cost parameters).
import crypto, { type scrypt as Scrypt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_MAX_AGE_MS, SESSION_TTL_MS } from '../auth/sessions';
import { DEFAULT_SIGN_IN_LIMITS } from '../auth/sign-in-limits';
import { parseCliArgs, startCli } from '../cli';
import { writeSetting } from '../library/settings';
import { createServer } from '../server';
import { CONTRACT_USERS, TEST_SCRYPT_COST } from '../testing/contract';
import { type Agent, startTestServer, TEST_NOW, type TestServer } from '../testing/harness';

/** Every scrypt call's cost, and a gate that can hold calls until the test lets them go. */
const hashing = {
  calls: [] as { N: number; r: number; p: number }[],
  active: 0,
  maxActive: 0,
  held: null as (() => void)[] | null,
};

// The server calls scrypt through node:crypto's module object (auth/passwords.ts): a spy on it sees
// every hash, and may hold it.
const actualScrypt = crypto.scrypt;
beforeAll(() => {
  vi.spyOn(crypto, 'scrypt').mockImplementation(((...args: Parameters<typeof Scrypt>) => {
    const options = args[3] as { N: number; r: number; p: number };
    const callback = args[4] as (error: Error | null, key: Buffer) => void;
    hashing.calls.push({ N: options.N, r: options.r, p: options.p });
    hashing.active += 1;
    hashing.maxActive = Math.max(hashing.maxActive, hashing.active);
    const run = () =>
      actualScrypt(args[0], args[1], args[2], options, (error, key) => {
        hashing.active -= 1;
        callback(error, key);
      });
    if (hashing.held) hashing.held.push(run);
    else run();
  }) as typeof Scrypt);
});
afterAll(() => {
  vi.mocked(crypto.scrypt).mockRestore();
});

const THROTTLED = {
  responseStatus: {
    errorCode: 'TooManyAttempts',
    message: 'Too many sign-in attempts. Wait a moment, then try again.',
  },
};
const INVALID = { responseStatus: { errorCode: 'Unauthorized', message: 'Invalid user name or password.' } };
const ENDED = {
  responseStatus: { errorCode: 'Unauthorized', message: 'Your session has ended. Sign in again.' },
};

/** A server whose clock the test moves. */
let clock = TEST_NOW.getTime();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
});
beforeEach(async () => {
  clock = TEST_NOW.getTime();
  await server.app.vitrine.signInGuard.clear();
  await server.reset();
  hashing.calls.length = 0;
  hashing.maxActive = 0;
});
afterAll(() => server.close());

/** Signs in from `address` without keeping a cookie; answers status, body and Retry-After. */
async function attempt(userName: string, password: string, address = '203.0.113.7') {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/session/signin',
    remoteAddress: address,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ userName, password }),
  });
  return {
    status: response.statusCode,
    body: JSON.parse(response.body) as unknown,
    retryAfter: response.headers['retry-after'],
  };
}

const editor = CONTRACT_USERS.editor;

describe('sign-in throttling (issue 13 row 3)', () => {
  it('after 200 wrong passwords in a row, the right one is held back too: 429 with Retry-After', async () => {
    const answers = [];
    for (let i = 0; i < 200; i++) answers.push(await attempt(editor.userName, `wrong-${i}`));
    // The first five are checked (401); from then on the user name is held and nothing is checked.
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([401, 401, 401, 401, 401]);
    expect(answers.slice(5).every((a) => a.status === 429)).toBe(true);
    expect(hashing.calls).toHaveLength(5);
    const right = await attempt(editor.userName, editor.password);
    expect(right.status).toBe(429);
    expect(right.body).toEqual(THROTTLED);
    expect(Number(right.retryAfter)).toBeGreaterThanOrEqual(1);
    // Once the hold is over, the right password works again (and clears the count).
    clock += Number(right.retryAfter) * 1000;
    expect((await attempt(editor.userName, editor.password)).status).toBe(200);
    expect((await attempt(editor.userName, 'wrong')).status).toBe(401);
  });

  it('holds back longer after each further failure, up to 15 minutes', async () => {
    const holds: number[] = [];
    for (let i = 0; i < 40; i++) {
      const answer = await attempt(editor.userName, 'wrong');
      if (answer.status === 429) {
        holds.push(Number(answer.retryAfter));
        clock += Number(answer.retryAfter) * 1000;
        continue;
      }
      expect(answer.status).toBe(401);
    }
    expect(holds.slice(0, 4)).toEqual([1, 2, 4, 8]);
    expect(Math.max(...holds)).toBe(15 * 60);
  });

  it('answers alike whether the user name exists or not: same statuses, body and Retry-After', async () => {
    const known = [];
    const unknown = [];
    for (let i = 0; i < 8; i++) known.push(await attempt(editor.userName, 'wrong', '198.51.100.1'));
    for (let i = 0; i < 8; i++) unknown.push(await attempt('no.such.user', 'wrong', '198.51.100.2'));
    expect(unknown).toEqual(known);
    expect(known.at(-1)).toEqual({ status: 429, body: THROTTLED, retryAfter: '1' });
    expect(known[0]).toEqual({ status: 401, body: INVALID, retryAfter: undefined });
  });

  it('holds a user name in any case and spelling of spaces around it', async () => {
    for (let i = 0; i < 5; i++) await attempt(editor.userName, 'wrong');
    expect((await attempt(` ${editor.userName.toUpperCase()} `, 'wrong')).status).toBe(429);
  });

  it('holds a client address that fails with many user names, and not another address', async () => {
    const free = DEFAULT_SIGN_IN_LIMITS.addressFreeFailures;
    for (let i = 0; i < free; i++) expect((await attempt(`guess-${i}`, 'wrong')).status).toBe(401);
    const held = await attempt('guess-next', 'wrong');
    expect(held).toEqual({ status: 429, body: THROTTLED, retryAfter: '1' });
    // The user's own sign-in from the held address waits too; from another address it goes through.
    expect((await attempt(editor.userName, editor.password)).status).toBe(429);
    expect((await attempt(editor.userName, editor.password, '192.0.2.55')).status).toBe(200);
  });
});

describe("the counts are the database's, not one process's (issue 16, several instances)", () => {
  it('failures on one instance hold the user name on another over the same database, and after a restart', async () => {
    for (let i = 0; i < DEFAULT_SIGN_IN_LIMITS.accountFreeFailures; i++)
      expect((await attempt(editor.userName, 'wrong')).status).toBe(401);
    const other = await createServer({
      dataDir: server.dataDir,
      scryptCost: TEST_SCRYPT_COST,
      now: () => new Date(clock),
      ...(server.databaseUrl ? { databaseUrl: server.databaseUrl } : {}),
    });
    try {
      const there = await other.inject({
        method: 'POST',
        url: '/api/session/signin',
        remoteAddress: '192.0.2.99',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ userName: editor.userName, password: editor.password }),
      });
      expect(there.statusCode).toBe(429);
      expect(JSON.parse(there.body)).toEqual(THROTTLED);
    } finally {
      await other.close();
    }
  });

  it(`remembers at most maxTrackedKeys keys of a kind: the least recently failed go`, async () => {
    const limited = await startTestServer({
      now: () => new Date(clock),
      signInLimits: { ...DEFAULT_SIGN_IN_LIMITS, maxTrackedKeys: 3, hashConcurrency: 8, hashQueue: 64 },
    });
    try {
      const names = ['ann', 'bob', 'cid', 'dee', 'eve'];
      for (const name of names) {
        await limited.app.inject({
          method: 'POST',
          url: '/api/session/signin',
          remoteAddress: '203.0.113.40',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ userName: name, password: 'wrong' }),
        });
        clock += 1;
      }
      const kept = await limited.app.vitrine.db
        .selectFrom('sign_in_throttle')
        .select('key')
        .where('kind', '=', 'account')
        .orderBy('key')
        .execute();
      expect(kept.map((row) => row.key)).toEqual(['cid', 'dee', 'eve']);
    } finally {
      await limited.close();
    }
  });
});

describe('unknown user names cost what a wrong password costs (issue 13 row 3)', () => {
  it('checks one hash with the configured cost for an unknown user, as for a known one', async () => {
    await server.app.vitrine.signInGuard.standInHash();
    hashing.calls.length = 0;
    expect((await attempt(editor.userName, 'wrong', '198.51.100.3')).status).toBe(401);
    const known = hashing.calls.splice(0);
    expect((await attempt('no.such.user', 'wrong', '198.51.100.4')).status).toBe(401);
    const unknown = hashing.calls.splice(0);
    expect(known).toEqual([TEST_SCRYPT_COST]);
    expect(unknown).toEqual(known);
    // The guest row has no password: checked against the stand-in at the same cost too.
    expect((await attempt('guest', 'x', '198.51.100.5')).status).toBe(401);
    expect(hashing.calls).toEqual([TEST_SCRYPT_COST]);
  });
});

describe('password hashing is limited (issue 13 row 3)', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ signInLimits: { hashConcurrency: 1, hashQueue: 1 } });
  });
  afterAll(() => limited.close());
  afterEach(() => {
    for (const run of hashing.held?.splice(0) ?? []) run();
    hashing.held = null;
  });

  it('hashes one at a time, lets one wait, and answers the rest 429 at once instead of queueing', async () => {
    await limited.app.vitrine.signInGuard.standInHash();
    hashing.maxActive = 0;
    hashing.held = [];
    const send = (i: number) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/session/signin',
        remoteAddress: `203.0.113.${i + 10}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ userName: `flood-${i}`, password: 'wrong' }),
      });
    // Which request gets the hash, which waits and which are turned away depends on the order they
    // reach the guard: the four answered first must be the 429s, the two others wait for the hash.
    const answered: { i: number; answer: Awaited<ReturnType<typeof send>> }[] = [];
    let fourAnswered: () => void = () => {};
    const four = new Promise<void>((resolve) => {
      fourAnswered = resolve;
    });
    const flood = Array.from({ length: 6 }, (_, i) =>
      send(i).then((answer) => {
        answered.push({ i, answer });
        if (answered.length === 4) fourAnswered();
        return answer;
      }),
    );
    // (Were they queued without bound, none would answer while the hash is held: a timeout.)
    await four;
    for (const { answer } of answered) {
      expect(answer.statusCode).toBe(429);
      expect(answer.headers['retry-after']).toBe('1');
      expect(JSON.parse(answer.body)).toEqual(THROTTLED);
    }
    expect(hashing.held).toHaveLength(1);
    expect(limited.app.vitrine.signInGuard.load()).toEqual({ running: 1, waiting: 1 });
    // Someone else's call is answered meanwhile.
    expect((await limited.agent().call('GET', '/api/session/currentuser')).status).toBe(200);
    const held = hashing.held ?? [];
    hashing.held = null;
    for (const run of held.splice(0)) run();
    const all = await Promise.all(flood);
    expect(all.map((a) => a.statusCode).sort()).toEqual([401, 401, 429, 429, 429, 429]);
    expect(hashing.maxActive).toBe(1);
    expect(limited.app.vitrine.signInGuard.load()).toEqual({ running: 0, waiting: 0 });
  }, 20_000);
});

describe('one client address cannot fill the hashing queue (issue 13 row 3)', () => {
  let defaults: TestServer;
  beforeAll(async () => {
    defaults = await startTestServer();
  });
  afterAll(() => defaults.close());
  afterEach(() => {
    for (const run of hashing.held?.splice(0) ?? []) run();
    hashing.held = null;
  });

  it('checks at most two attempts of one address at once; the rest answer 429 at once, other addresses still get in', async () => {
    await defaults.app.vitrine.signInGuard.standInHash();
    hashing.held = [];
    const send = (userName: string, address: string) =>
      defaults.app.inject({
        method: 'POST',
        url: '/api/session/signin',
        remoteAddress: address,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ userName, password: 'wrong' }),
      });
    const answered: number[] = [];
    let fourAnswered: () => void = () => {};
    const four = new Promise<void>((resolve) => {
      fourAnswered = resolve;
    });
    const burst = Array.from({ length: 6 }, (_, i) =>
      send(`burst-${i}`, '198.51.100.77').then((answer) => {
        answered.push(answer.statusCode);
        if (answered.length === 4) fourAnswered();
        return answer;
      }),
    );
    await four;
    expect(answered).toEqual([429, 429, 429, 429]);
    expect(defaults.app.vitrine.signInGuard.load()).toEqual({ running: 2, waiting: 0 });
    // Another address still gets a turn (it waits in the queue).
    const other = send(editor.userName, '198.51.100.78');
    await vi.waitFor(
      () => expect(defaults.app.vitrine.signInGuard.load()).toEqual({ running: 2, waiting: 1 }),
      { timeout: 10_000 },
    );
    const held = hashing.held ?? [];
    hashing.held = null;
    for (const run of held.splice(0)) run();
    expect((await Promise.all(burst)).map((a) => a.statusCode).sort()).toEqual([
      401, 401, 429, 429, 429, 429,
    ]);
    expect((await other).statusCode).toBe(401);
  }, 20_000);
});

describe('sessions that end (issue 13 row 4)', () => {
  const day = 24 * 60 * 60 * 1000;

  it('a session used every day still ends 30 days after sign-in', async () => {
    const agent = await server.as('editor');
    const started = clock;
    for (let d = 1; d < 30; d++) {
      clock = started + d * day;
      expect((await agent.call('GET', '/api/session/currentuser')).status, `day ${d}`).toBe(200);
    }
    const row = await server.app.vitrine.db.selectFrom('sessions').select('expires_at').executeTakeFirst();
    // Renewed on use, but never past the cap.
    expect(Date.parse(row?.expires_at ?? '')).toBe(started + SESSION_MAX_AGE_MS);
    clock = started + SESSION_MAX_AGE_MS;
    const after = await agent.call('GET', '/api/session/currentuser');
    expect(after.status).toBe(401);
    expect(after.body).toEqual(ENDED);
    expect(SESSION_MAX_AGE_MS).toBe(30 * day);
  });

  it('an unused session still ends after 14 days', async () => {
    const agent = await server.as('viewer');
    clock += SESSION_TTL_MS;
    expect((await agent.call('GET', '/api/session/currentuser')).status).toBe(401);
  });

  describe('password change', () => {
    const change = (agent: Agent, currentPassword: string, newPassword: string) =>
      agent.call('POST', '/api/session/changepassword', { currentPassword, newPassword });

    it('needs the current password, ends the other sessions, keeps this one; the old password no longer signs in', async () => {
      const laptop = await server.as('editor');
      const phone = await server.as('editor');
      const other = await server.as('viewer');
      const wrong = await change(laptop, 'not-my-password', 'a-new-password');
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({
        responseStatus: { errorCode: 'WrongPassword', message: 'The current password is not correct.' },
      });
      expect((await phone.call('GET', '/api/session/currentuser')).status).toBe(200);

      expect((await change(laptop, editor.password, 'a-new-password')).status).toBe(204);
      expect((await laptop.call('GET', '/api/session/currentuser')).body).toMatchObject({
        name: editor.userName,
      });
      const ended = await phone.call('GET', '/api/session/currentuser');
      expect(ended.status).toBe(401);
      expect(ended.body).toEqual(ENDED);
      // Another user's session is not touched.
      expect((await other.call('GET', '/api/session/currentuser')).status).toBe(200);
      expect(await attempt(editor.userName, editor.password)).toMatchObject({ status: 401, body: INVALID });
      expect((await attempt(editor.userName, 'a-new-password')).status).toBe(200);
    });

    it('refuses a short new password and the current one again, before checking anything', async () => {
      const agent = await server.as('editor');
      expect((await change(agent, editor.password, 'short')).body).toEqual({
        responseStatus: {
          errorCode: 'BadRequest',
          message: 'The new password must have at least 8 characters.',
        },
      });
      expect((await change(agent, editor.password, editor.password)).body).toEqual({
        responseStatus: {
          errorCode: 'BadRequest',
          message: 'The new password must differ from the current one.',
        },
      });
      expect(hashing.calls.filter((c) => c.N === TEST_SCRYPT_COST.N)).toHaveLength(1);
    });

    it('throttles guesses of the current password like sign-ins', async () => {
      const agent = await server.as('editor');
      for (let i = 0; i < 5; i++)
        expect((await change(agent, `guess-${i}`, 'a-new-password')).status).toBe(400);
      const held = await change(agent, editor.password, 'a-new-password');
      expect(held.status).toBe(429);
      expect(held.body).toEqual(THROTTLED);
      expect(held.headers['retry-after']).toBe('1');
    });

    it('is refused to the guest (403) and to a visitor without a session (401)', async () => {
      expect((await change(server.agent(), 'x', 'a-new-password')).status).toBe(403);
      await writeSetting(server.app.vitrine.db, 'guestAccessEnabled', false);
      expect((await change(server.agent(), 'x', 'a-new-password')).status).toBe(401);
    });
  });

  it('sign out everywhere ends every session of the user and clears this cookie', async () => {
    const laptop = await server.as('editor');
    const phone = await server.as('editor');
    const other = await server.as('viewer');
    const stolen = laptop.cookie;
    expect((await laptop.call('POST', '/api/session/signouteverywhere')).status).toBe(204);
    expect(laptop.cookie).toBeUndefined();
    expect((await phone.call('GET', '/api/session/currentuser')).body).toEqual(ENDED);
    const replay = await server.app.inject({
      method: 'GET',
      url: '/api/session/currentuser',
      headers: { cookie: `vitrine_session=${stolen}` },
    });
    expect(replay.statusCode).toBe(401);
    expect((await other.call('GET', '/api/session/currentuser')).status).toBe(200);
    expect((await server.agent().call('POST', '/api/session/signouteverywhere')).status).toBe(403);
  });
});

describe('--reset-admin-password (issue 13 row 4)', () => {
  let dir: string;
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('ends the administrator sessions: an old admin cookie no longer works', async () => {
    dir = await mkdtemp(join(tmpdir(), 'vitrine-reset-'));
    const options = parseCliArgs(['--port', '0', '--data-dir', dir, '--empty'], {});
    const cheap = { scryptCost: TEST_SCRYPT_COST };
    const printed: string[] = [];
    const first = await startCli(options, (line) => printed.push(line), cheap);
    const password = printed.join('\n').match(/with the password (\S+)/)?.[1] ?? '';
    const signIn = await fetch(`${first.url}/api/session/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'admin', password }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    await first.app.close();

    const again = await startCli({ ...options, resetAdminPassword: true }, () => {}, cheap);
    try {
      const old = await fetch(`${again.url}/api/session/currentuser`, { headers: { cookie } });
      expect(old.status).toBe(401);
      expect(await old.json()).toEqual(ENDED);
    } finally {
      await again.app.close();
    }
  }, 60_000);
});
