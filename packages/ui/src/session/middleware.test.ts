import { type CurrentUser, createVitrineClient } from '@vitrine/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createSession } from './create-session';
import { sessionMiddleware } from './middleware';

const user: CurrentUser = {
  id: 1,
  name: 'admin',
  email: null,
  isGuestAccess: false,
  isSuperAdmin: true,
  isShared: false,
};

/** A client whose server answers every call with `status`, and a store spy. */
function setup(status: number, generation = 4) {
  const store = { getSnapshot: () => ({ generation }), unauthorized: vi.fn() };
  const client = createVitrineClient({
    baseUrl: 'http://127.0.0.1:1',
    fetch: async () =>
      new Response(JSON.stringify({ responseStatus: { errorCode: String(status), message: 'x' } }), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  });
  client.use(sessionMiddleware(store as never));
  return { client, store };
}

describe('sessionMiddleware (issue 5: a 401 while signed in ends the session)', () => {
  it('reports a 401 with the generation the request was sent under', async () => {
    const { client, store } = setup(401);
    await client.GET('/api/pinneditems');
    expect(store.unauthorized).toHaveBeenCalledWith(4);
  });

  it('leaves other answers alone', async () => {
    for (const status of [200, 403, 404, 500]) {
      const { client, store } = setup(status);
      await client.GET('/api/pinneditems');
      expect(store.unauthorized).not.toHaveBeenCalled();
    }
  });

  it('leaves the session calls alone (a wrong password is not an expired session)', async () => {
    const { client, store } = setup(401);
    await client.POST('/api/session/signin', { body: { userName: 'a', password: 'b' } });
    await client.GET('/api/session/currentuser');
    await client.POST('/api/session/signout');
    expect(store.unauthorized).not.toHaveBeenCalled();
  });
});

describe('createSession (a host wires the session to its client in one call)', () => {
  it('ends the session when a call of that client answers 401, and tells onSessionEnded', async () => {
    let signedIn = false;
    const client = createVitrineClient({
      baseUrl: 'http://127.0.0.1:1',
      fetch: async (request) => {
        const path = new URL(request.url).pathname;
        if (path === '/api/session/signin') {
          signedIn = true;
          return Response.json(user);
        }
        // Every other call: the session ended on the server.
        return Response.json(
          { responseStatus: { errorCode: 'Unauthorized', message: 'x' } },
          { status: 401 },
        );
      },
    });
    const onSessionEnded = vi.fn();
    const session = createSession(client, { memory: null, onSessionEnded });
    expect((await session.signIn('admin', 'secret')).ok).toBe(true);
    expect(signedIn).toBe(true);
    expect(session.getSnapshot().phase).toBe('active');
    await client.GET('/api/pinneditems');
    expect(session.getSnapshot().phase).toBe('expired');
    expect(onSessionEnded).toHaveBeenCalledWith({ user });
  });
});
