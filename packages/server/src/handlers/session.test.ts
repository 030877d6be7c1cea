// Sign in, sign out, the current user; the session cookie's attributes; guest access as a setting.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTRACT_USERS } from '../fixtures/contract';
import { writeSetting } from '../library/settings';
import { startTestServer, type TestServer } from '../test/harness';

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
    // Guest access is on in the contract library: the replayed cookie is just a guest.
    expect(JSON.parse(replay.body)).toMatchObject({ id: null, isGuestAccess: true });
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
});
