import { ApiError, type CurrentUser } from '@vitrine/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionApi } from '../api/session';
import {
  createSessionStore,
  identityOf,
  SESSION_MEMORY_KEY,
  type SessionMemory,
  type SessionSnapshot,
} from './session-store';

const admin: CurrentUser = {
  id: 1,
  name: 'admin',
  email: null,
  isGuestAccess: false,
  isSuperAdmin: true,
  isShared: false,
};
const editor: CurrentUser = { ...admin, id: 2, name: 'elena.novak', isSuperAdmin: false };
const guest: CurrentUser = { ...admin, id: null, name: 'guest', isGuestAccess: true, isSuperAdmin: false };

const unauthorized = (message = 'Sign in to continue.') =>
  new ApiError({
    status: 401,
    errorCode: 'Unauthorized',
    message,
    body: { responseStatus: { errorCode: 'Unauthorized', message } },
  });

/** A fake server: who the cookie belongs to, and the users' passwords. */
function fakeServer(options: { guestAccess?: boolean } = {}) {
  const passwords = new Map([
    ['admin', { user: admin, password: 'right' }],
    ['elena.novak', { user: editor, password: 'also-right' }],
  ]);
  const server = {
    session: null as CurrentUser | null,
    guestAccess: options.guestAccess ?? false,
    failNext: null as Error | null,
  };
  const api: SessionApi = {
    currentUser: vi.fn(async () => {
      if (server.failNext) {
        const error = server.failNext;
        server.failNext = null;
        throw error;
      }
      if (server.session) return server.session;
      if (server.guestAccess) return guest;
      throw unauthorized();
    }),
    signIn: vi.fn(async (userName: string, password: string) => {
      const entry = passwords.get(userName);
      if (!entry || entry.password !== password) throw unauthorized('Invalid user name or password.');
      server.session = entry.user;
      return entry.user;
    }),
    signOut: vi.fn(async () => {
      if (!server.session) throw unauthorized('There is no session to end.');
      server.session = null;
    }),
    signOutEverywhere: vi.fn(async () => {
      if (!server.session) throw unauthorized('There is no session to end.');
      server.session = null;
    }),
    changePassword: vi.fn(async (currentPassword: string, newPassword: string) => {
      const entry = [...passwords.values()].find((e) => e.user === server.session);
      if (!entry) throw unauthorized();
      if (entry.password !== currentPassword) throw new Error('WrongPassword');
      entry.password = newPassword;
    }),
  };
  return { server, api };
}

function memory(): SessionMemory & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const pick = (s: SessionSnapshot) => ({ phase: s.phase, user: s.user?.name ?? null, notice: s.notice });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the session store (issue 5)', () => {
  it('starts by asking the server; without a session it is signed out', async () => {
    const { api } = fakeServer();
    const store = createSessionStore(api, { memory: memory() });
    expect(store.getSnapshot().phase).toBe('checking');
    await store.check();
    expect(pick(store.getSnapshot())).toEqual({ phase: 'signed-out', user: null, notice: null });
  });

  it('is active for the guest when guest access is on', async () => {
    const { api } = fakeServer({ guestAccess: true });
    const store = createSessionStore(api, { memory: memory() });
    await store.check();
    expect(pick(store.getSnapshot())).toEqual({ phase: 'active', user: 'guest', notice: null });
    expect(identityOf(store.getSnapshot())).toBe('guest');
  });

  it('signs in, remembering the user name (never the password), and tells listeners', async () => {
    const { api } = fakeServer();
    const mem = memory();
    const store = createSessionStore(api, { memory: mem });
    await store.check();
    const listener = vi.fn();
    store.subscribe(listener);
    const wrong = await store.signIn('admin', 'wrong');
    expect(wrong.ok).toBe(false);
    expect(store.getSnapshot().phase).toBe('signed-out');
    const right = await store.signIn('admin', 'right');
    expect(right).toEqual({ ok: true, user: admin });
    expect(pick(store.getSnapshot())).toEqual({ phase: 'active', user: 'admin', notice: null });
    expect(listener).toHaveBeenCalled();
    expect([...mem.map.entries()]).toEqual([[SESSION_MEMORY_KEY, 'admin']]);
    expect(identityOf(store.getSnapshot())).toBe('user:1');
  });

  it('expires on a 401 sent under the current session only, and keeps the identity', async () => {
    const { api } = fakeServer();
    const store = createSessionStore(api, { memory: memory() });
    await store.signIn('admin', 'right');
    const { generation } = store.getSnapshot();
    store.unauthorized(generation - 1);
    expect(store.getSnapshot().phase).toBe('active');
    store.unauthorized(generation);
    expect(pick(store.getSnapshot())).toEqual({ phase: 'expired', user: 'admin', notice: null });
    expect(store.getSnapshot().lastUserName).toBe('admin');
    expect(identityOf(store.getSnapshot())).toBe('user:1');
    // Signing in again as the same user: active, same identity (the page is kept), a new generation.
    await store.signIn('admin', 'right');
    expect(store.getSnapshot().phase).toBe('active');
    expect(store.getSnapshot().generation).toBe(generation + 1);
    expect(identityOf(store.getSnapshot())).toBe('user:1');
    // A late 401 to a request sent before that sign-in changes nothing.
    store.unauthorized(generation);
    expect(store.getSnapshot().phase).toBe('active');
  });

  it('calls onSessionEnded once, with who was browsing, when the session ends', async () => {
    const { api } = fakeServer({ guestAccess: true });
    const onSessionEnded = vi.fn();
    const store = createSessionStore(api, { memory: memory(), onSessionEnded });
    await store.signIn('admin', 'right');
    const { generation } = store.getSnapshot();
    store.unauthorized(generation - 1);
    expect(onSessionEnded).not.toHaveBeenCalled();
    store.unauthorized(generation);
    store.unauthorized(generation);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(onSessionEnded).toHaveBeenCalledWith({ user: admin });
    // The guest losing access (guest access turned off) ends a session too, with an empty user name.
    await store.signOut();
    expect(store.getSnapshot().user?.name).toBe('guest');
    store.unauthorized(store.getSnapshot().generation);
    expect(onSessionEnded).toHaveBeenLastCalledWith({ user: guest });
    expect(store.getSnapshot()).toMatchObject({ phase: 'expired', lastUserName: '' });
  });

  it('start() asks the server once; later calls do nothing', async () => {
    const { api } = fakeServer();
    const store = createSessionStore(api, { memory: memory() });
    store.start();
    store.start();
    await vi.waitFor(() => expect(store.getSnapshot().phase).toBe('signed-out'));
    store.start();
    expect(api.currentUser).toHaveBeenCalledTimes(1);
  });

  it('gets a new identity when another user signs in over an expired session', async () => {
    const { api } = fakeServer();
    const store = createSessionStore(api, { memory: memory() });
    await store.signIn('admin', 'right');
    store.unauthorized(store.getSnapshot().generation);
    await store.signIn('elena.novak', 'also-right');
    expect(identityOf(store.getSnapshot())).toBe('user:2');
  });

  it('ignores a 401 while nobody is signed in (an open page)', async () => {
    const { api } = fakeServer();
    const store = createSessionStore(api, { memory: memory() });
    await store.check();
    store.unauthorized(store.getSnapshot().generation);
    expect(store.getSnapshot().phase).toBe('signed-out');
  });

  it('signs out: forgets the user, says so, and asks again (the guest may browse on)', async () => {
    const { api, server } = fakeServer({ guestAccess: true });
    const mem = memory();
    const store = createSessionStore(api, { memory: mem });
    await store.signIn('admin', 'right');
    await store.signOut();
    expect(pick(store.getSnapshot())).toEqual({ phase: 'active', user: 'guest', notice: 'signed-out' });
    expect(mem.map.size).toBe(0);
    server.guestAccess = false;
    await store.signIn('admin', 'right');
    await store.signOut();
    expect(pick(store.getSnapshot())).toEqual({ phase: 'signed-out', user: null, notice: 'signed-out' });
  });

  it('signs out everywhere as it signs out here (issue 13)', async () => {
    const { api } = fakeServer();
    const mem = memory();
    const store = createSessionStore(api, { memory: mem });
    await store.signIn('admin', 'right');
    const before = store.getSnapshot().generation;
    await store.signOutEverywhere();
    expect(api.signOutEverywhere).toHaveBeenCalledTimes(1);
    expect(api.signOut).not.toHaveBeenCalled();
    expect(pick(store.getSnapshot())).toEqual({ phase: 'signed-out', user: null, notice: 'signed-out' });
    expect(store.getSnapshot().generation).toBe(before + 1);
    expect(mem.map.size).toBe(0);
  });

  it('changes the password and stays signed in; a refusal is an outcome, never a rejection (issue 13)', async () => {
    const { api } = fakeServer();
    const store = createSessionStore(api, { memory: memory() });
    await store.signIn('admin', 'right');
    expect(await store.changePassword('wrong', 'a-new-password')).toEqual({
      ok: false,
      error: new Error('WrongPassword'),
    });
    expect(await store.changePassword('right', 'a-new-password')).toEqual({ ok: true });
    expect(pick(store.getSnapshot())).toEqual({ phase: 'active', user: 'admin', notice: null });
  });

  it('counts a 401 on sign-out as signed out, and rethrows other failures', async () => {
    const { api, server } = fakeServer();
    const store = createSessionStore(api, { memory: memory() });
    await store.signIn('admin', 'right');
    server.session = null; // ended on the server meanwhile
    await store.signOut();
    expect(store.getSnapshot().phase).toBe('signed-out');
    await store.signIn('admin', 'right');
    vi.mocked(api.signOut).mockRejectedValueOnce(new Error('network'));
    await expect(store.signOut()).rejects.toThrow('network');
    expect(store.getSnapshot().phase).toBe('active');
  });

  it('says the session expired when a page loads after it ended', async () => {
    const { api, server } = fakeServer();
    const mem = memory();
    await createSessionStore(api, { memory: mem }).signIn('admin', 'right');
    server.session = null;
    const reloaded = createSessionStore(api, { memory: mem });
    await reloaded.check();
    expect(pick(reloaded.getSnapshot())).toEqual({ phase: 'signed-out', user: null, notice: 'expired' });
    expect(reloaded.getSnapshot().lastUserName).toBe('admin');
  });

  it('is unreachable when the question gets no answer, and asks again on retry', async () => {
    const { api, server } = fakeServer();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.failNext = new Error('Failed to fetch');
    const store = createSessionStore(api, { memory: memory() });
    await store.check();
    expect(store.getSnapshot().phase).toBe('unreachable');
    expect(identityOf(store.getSnapshot())).toBe('pending');
    await store.check();
    expect(store.getSnapshot().phase).toBe('signed-out');
  });

  it('drops the answer of a check overtaken by a sign-in', async () => {
    const { api } = fakeServer();
    let answer: (user: CurrentUser) => void = () => undefined;
    vi.mocked(api.currentUser).mockImplementationOnce(
      () => new Promise<CurrentUser>((resolve) => (answer = resolve)),
    );
    const store = createSessionStore(api, { memory: memory() });
    const checking = store.check();
    await store.signIn('elena.novak', 'also-right');
    answer(admin);
    await checking;
    expect(store.getSnapshot().user?.name).toBe('elena.novak');
  });
});
