// Sign in, sign out, the current user; the session cookie's attributes; guest access as a setting.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeSetting } from '../library/settings';
import { CONTRACT_USERS } from '../testing/contract';
import { startTestServer, TEST_NOW, type TestServer } from '../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(() => server.reset());
afterAll(() => server.close());

describe('session', () => {
  it('signs in, answers the current user, and sets an HttpOnly SameSite=Lax session cookie', async () => {
    const agent = server.agent();
    const answer = await agent.call('POST', '/api/session/signin', CONTRACT_USERS.editor);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: server.library.userIds.editor,
      name: 'elena.novak',
      email: 'elena.novak@example.com',
      isGuestAccess: false,
      isSuperAdmin: false,
      isShared: false,
    });
    const cookie = String(answer.headers['set-cookie']);
    expect(cookie).toMatch(/^vitrine_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    const me = await agent.call('GET', '/api/session/currentuser');
    expect(me.body).toMatchObject({ id: server.library.userIds.editor, isSuperAdmin: false });
  });

  it('stores only a hash of the session token', async () => {
    const agent = await server.as('viewer');
    const rows = await server.app.vitrine.db.selectFrom('sessions').select('id').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.id).not.toBe(agent.cookie);
  });

  it('refuses a wrong password and an unknown user alike with 401', async () => {
    for (const body of [
      { userName: 'elena.novak', password: 'wrong' },
      { userName: 'nobody', password: 'wrong' },
      { userName: 'guest', password: '' },
    ]) {
      const answer = await server.agent().call('POST', '/api/session/signin', body);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        responseStatus: { errorCode: 'Unauthorized', message: 'Invalid user name or password.' },
      });
    }
  });

  it('marks the super admin', async () => {
    const admin = await server.as('superAdmin');
    expect((await admin.call('GET', '/api/session/currentuser')).body).toMatchObject({ isSuperAdmin: true });
  });

  it('signs out: the session ends and the cookie no longer works', async () => {
    const agent = await server.as('editor');
    const stolen = agent.cookie;
    expect((await agent.call('POST', '/api/session/signout')).status).toBe(204);
    expect(agent.cookie).toBeUndefined();
    const replay = await server.app.inject({
      method: 'GET',
      url: '/api/session/currentuser',
      headers: { cookie: `vitrine_session=${stolen}` },
    });
    // Issue 5: the replayed cookie is refused (not quietly a guest) and cleared.
    expect(replay.statusCode).toBe(401);
    expect(replay.cookies.find((c) => c.name === 'vitrine_session')).toMatchObject({ value: '', maxAge: 0 });
    expect((await agent.call('POST', '/api/session/signout')).status).toBe(401);
  });

  it('a visitor without a session is the guest while guest access is on', async () => {
    const me = await server.agent().call('GET', '/api/session/currentuser');
    expect(me.body).toEqual({
      id: null,
      name: 'guest',
      email: null,
      isGuestAccess: true,
      isSuperAdmin: false,
      isShared: false,
    });
  });

  it('with guest access off, a visitor without a session gets 401 on everything that needs one', async () => {
    await writeSetting(server.app.vitrine.db, 'guestAccessEnabled', false);
    const visitor = server.agent();
    expect((await visitor.call('GET', '/api/session/currentuser')).status).toBe(401);
    expect((await visitor.call('POST', '/api/folders/subfolders', { folderId: 'root' })).status).toBe(401);
    expect((await visitor.call('GET', '/api/pinneditems')).status).toBe(401);
    // Configuration reads need no session (openapi.yml security), so the sign-in page can load.
    expect((await visitor.call('GET', '/api/config/advanced')).body).toMatchObject({
      guestAccessEnabled: false,
    });
  });

  describe('a session cookie that names no live session (issue 5)', () => {
    /** An agent whose cookie is dead: expired (the clock moved past it) or unknown. */
    async function deadCookie(kind: 'expired' | 'unknown'): Promise<string> {
      if (kind === 'unknown') return 'A'.repeat(43);
      const agent = await server.as('editor');
      await server.app.vitrine.db
        .updateTable('sessions')
        .set({ expires_at: new Date(TEST_NOW.getTime() - 1000).toISOString() })
        .execute();
      return agent.cookie ?? '';
    }
    const call = (url: string, cookie?: string, method: 'GET' | 'POST' = 'GET', body?: unknown) =>
      server.app.inject({
        method,
        url,
        headers: {
          ...(cookie ? { cookie: `vitrine_session=${cookie}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });

    for (const guestAccess of [true, false]) {
      for (const kind of ['expired', 'unknown'] as const) {
        it(`answers 401 and clears an ${kind} cookie with guest access ${guestAccess ? 'on' : 'off'}; the next request is a visitor`, async () => {
          await writeSetting(server.app.vitrine.db, 'guestAccessEnabled', guestAccess);
          const cookie = await deadCookie(kind);
          for (const [method, url, body] of [
            ['GET', '/api/session/currentuser', undefined],
            ['POST', '/api/folders/subfolders', { folderId: 'root' }],
            ['GET', '/api/config/advanced', undefined],
          ] as const) {
            const answer = await call(url, cookie, method, body);
            expect(answer.statusCode, url).toBe(401);
            expect(JSON.parse(answer.body), url).toEqual({
              responseStatus: {
                errorCode: 'Unauthorized',
                message: 'Your session has ended. Sign in again.',
              },
            });
            const cleared = answer.cookies.find((c) => c.name === 'vitrine_session');
            expect(cleared, url).toMatchObject({ value: '', maxAge: 0, path: '/' });
          }
          // The expired session is gone from the database, not only ignored.
          expect(await server.app.vitrine.db.selectFrom('sessions').select('id').execute()).toEqual([]);
          // Without the cookie: the guest when guest access is on, else 401 as for any visitor.
          const next = await call('/api/session/currentuser');
          if (guestAccess) {
            expect(next.statusCode).toBe(200);
            expect(JSON.parse(next.body)).toMatchObject({ id: null, name: 'guest', isGuestAccess: true });
          } else {
            expect(next.statusCode).toBe(401);
            expect(JSON.parse(next.body).responseStatus.message).toBe('Sign in to continue.');
          }
          expect(next.cookies).toEqual([]);
        });
      }
    }

    it('lets sign-in through with a dead cookie and replaces it with a new session', async () => {
      const cookie = await deadCookie('expired');
      const answer = await call('/api/session/signin', cookie, 'POST', CONTRACT_USERS.viewer);
      expect(answer.statusCode).toBe(200);
      const set = answer.cookies.filter((c) => c.name === 'vitrine_session');
      expect(set).toHaveLength(1);
      expect(set[0]?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(set[0]?.value).not.toBe(cookie);
    });

    it('leaves a live session alone', async () => {
      const agent = await server.as('viewer');
      const answer = await call('/api/session/currentuser', agent.cookie);
      expect(answer.statusCode).toBe(200);
      expect(answer.cookies).toEqual([]);
    });
  });
});
