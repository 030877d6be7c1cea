// The session: who is browsing (a user, the guest, nobody), and the moment a session ends under the
// user's feet (a call answers 401 while signed in). A small external store (CONTRIBUTING.md), read
// with useSession(); no React here, so it is tested in node. createSession() (create-session.ts)
// wires it to a client; the reference app and every host use the same one.
import type { CurrentUser } from '@vitrine/api-client';
import { isApiError } from '@vitrine/api-client';
import type { SessionApi } from '../api/session';

/**
 * - checking: asking the server who we are (GET /api/session/currentuser), before the first page;
 * - unreachable: that question got no usable answer (network, 5xx): offer to try again (`check()`);
 * - signed-out: nobody (the server answered 401): show <SignIn>, or an open page;
 * - active: a signed-in user, or the guest when guest access is on;
 * - expired: a call answered 401 while active: the session ended; <SessionEndedDialog> shows.
 */
export type SessionPhase = 'checking' | 'unreachable' | 'signed-out' | 'active' | 'expired';

/** Why the sign-in form is shown: the session expired, the user signed out, or nothing to say. */
export type SignInNotice = 'expired' | 'signed-out' | null;

/** The store's state. */
export interface SessionSnapshot {
  phase: SessionPhase;
  /** Who is browsing ('active'), or who was ('expired'); null in the other phases. */
  user: CurrentUser | null;
  /** What the sign-in form says above its fields. */
  notice: SignInNotice;
  /** The user name to put in the form: the user whose session ended; '' otherwise. */
  lastUserName: string;
  /**
   * Bumped on every sign-in and sign-out: a 401 to a request sent under an older generation cannot
   * end the session that started after it.
   */
  generation: number;
}

/** The result of `signIn`: the user, or the error to show (<SignIn> shows it). */
export type SignInOutcome = { ok: true; user: CurrentUser } | { ok: false; error: unknown };

/** The result of `changePassword`: done, or the error to show (<ChangePasswordDialog> shows it). */
export type ChangePasswordOutcome = { ok: true } | { ok: false; error: unknown };

/** What `onSessionEnded` receives. */
export interface SessionEndedEvent {
  /** Who was browsing: a signed-in user, or the guest (guest access was turned off). */
  user: CurrentUser;
}

/** The part of the Storage API the store uses (browser local storage; a Map in tests). */
export interface SessionMemory {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Options of {@link createSessionStore} and createSession. */
export interface SessionStoreOptions {
  /**
   * Where the signed-in user's name is kept between page loads, so a page loaded after the session
   * ended says so; default the browser's local storage (none where it is blocked); null keeps nothing.
   */
  memory?: SessionMemory | null;
  /** Called once each time a session ends under the user (a call answered 401 while active). */
  onSessionEnded?(event: SessionEndedEvent): void;
}

/**
 * Local-storage key holding the signed-in user's name while a session is open (removed on sign-out),
 * so a page loaded after the session ended says "Your session has expired" instead of a bare sign-in.
 * Never the password or the token: the session cookie is HttpOnly.
 */
export const SESSION_MEMORY_KEY = 'vitrine:session:user';

export interface SessionStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): SessionSnapshot;
  /** Asks the server who is browsing, once: later calls do nothing (useSession calls it). */
  start(): void;
  /** Asks the server who is browsing (first load, retry after 'unreachable'). */
  check(): Promise<void>;
  /** Signs in; on success the session is active. Never rejects. */
  signIn(userName: string, password: string): Promise<SignInOutcome>;
  /** Signs out (a 401 means the session was already gone: also signed out); rejects on other failures. */
  signOut(): Promise<void>;
  /**
   * Ends every session of the user, this one included (other browsers and devices then see their
   * session end), then signs out here as `signOut` does; rejects on failures other than 401.
   */
  signOutEverywhere(): Promise<void>;
  /**
   * Changes the signed-in user's password; the server ends the user's other sessions and keeps this
   * one. Never rejects.
   */
  changePassword(currentPassword: string, newPassword: string): Promise<ChangePasswordOutcome>;
  /** A call answered 401 (the request was sent under `generation`): the session ended. */
  unauthorized(generation: number): void;
}

/** A signed-in person: a user with an id (not the guest, not a shared-link visitor). */
export type SignedInUser = CurrentUser & { id: NonNullable<CurrentUser['id']> };

/** Whether the user is a signed-in person (not the guest, not a shared-link visitor). */
export function isSignedInUser(user: CurrentUser | null): user is SignedInUser {
  return user !== null && user.id !== null && !user.isGuestAccess && !user.isShared;
}

/**
 * Who the page belongs to: 'pending', 'anonymous', 'guest', 'shared' or 'user:<id>'. Key the
 * VitrineProvider (its query cache) with it: a change of identity (another user, signing out) starts
 * afresh, so nothing read for one user is shown to the next, while signing in again as the same user
 * after the session ended keeps the page and everything typed in it.
 */
export function identityOf(snapshot: SessionSnapshot): string {
  const { phase, user } = snapshot;
  if (phase === 'checking' || phase === 'unreachable') return 'pending';
  if (user === null) return 'anonymous';
  if (isSignedInUser(user)) return `user:${user.id}`;
  return user.isShared ? 'shared' : 'guest';
}

const is401 = (error: unknown) => isApiError(error) && error.status === 401;

/** The browser's local storage, or null (no window, or storage blocked). */
function browserMemory(): SessionMemory | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The session store over the session calls (createSession makes one over a client). */
export function createSessionStore(api: SessionApi, options: SessionStoreOptions = {}): SessionStore {
  const memory = options.memory === undefined ? browserMemory() : options.memory;
  let snapshot: SessionSnapshot = {
    phase: 'checking',
    user: null,
    notice: null,
    lastUserName: '',
    generation: 0,
  };
  const listeners = new Set<() => void>();
  const set = (next: Partial<SessionSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };
  // A check or sign-in answered after a newer one started is dropped.
  let latest = 0;
  let started = false;

  const remembered = (): string | null => {
    try {
      return memory?.getItem(SESSION_MEMORY_KEY) ?? null;
    } catch {
      return null;
    }
  };
  const remember = (userName: string | null) => {
    try {
      if (userName === null) memory?.removeItem(SESSION_MEMORY_KEY);
      else memory?.setItem(SESSION_MEMORY_KEY, userName);
    } catch {
      // Storage full or blocked: only the "expired" wording after a reload is lost.
    }
  };

  const check = async (): Promise<void> => {
    started = true;
    const call = ++latest;
    if (snapshot.phase === 'unreachable') set({ phase: 'checking' });
    try {
      const user = await api.currentUser();
      if (call !== latest) return;
      if (isSignedInUser(user)) {
        remember(user.name);
        set({ phase: 'active', user, notice: null, lastUserName: '' });
        return;
      }
      // The guest (guest access on). A remembered user means that user's session ended meanwhile.
      const previous = remembered();
      set({
        phase: 'active',
        user,
        notice: previous === null ? snapshot.notice : 'expired',
        lastUserName: previous ?? snapshot.lastUserName,
      });
    } catch (error) {
      if (call !== latest) return;
      if (is401(error)) {
        const previous = remembered();
        set({
          phase: 'signed-out',
          user: null,
          notice: previous === null ? snapshot.notice : 'expired',
          lastUserName: previous ?? snapshot.lastUserName,
        });
      } else {
        console.error('vitrine: could not ask the server who is signed in', error);
        set({ phase: 'unreachable', user: null });
      }
    }
  };

  const store: SessionStore = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    start() {
      if (!started) void check();
    },
    check,

    async signIn(userName, password) {
      started = true;
      const call = ++latest;
      try {
        const user = await api.signIn(userName, password);
        if (call === latest) {
          remember(user.name);
          set({ phase: 'active', user, notice: null, lastUserName: '', generation: snapshot.generation + 1 });
        }
        return { ok: true, user };
      } catch (error) {
        return { ok: false, error };
      }
    },

    async signOut() {
      await endHere(() => api.signOut());
    },

    async signOutEverywhere() {
      await endHere(() => api.signOutEverywhere());
    },

    async changePassword(currentPassword, newPassword) {
      try {
        await api.changePassword(currentPassword, newPassword);
        return { ok: true };
      } catch (error) {
        return { ok: false, error };
      }
    },

    unauthorized(generation) {
      const { user } = snapshot;
      if (generation !== snapshot.generation || snapshot.phase !== 'active' || user === null) return;
      set({ phase: 'expired', lastUserName: isSignedInUser(user) ? user.name : '' });
      options.onSessionEnded?.({ user });
    },
  };
  return store;

  /** Ends the session with `call` (a 401: it was already gone), then asks who we are now. */
  async function endHere(call: () => Promise<void>): Promise<void> {
    try {
      await call();
    } catch (error) {
      if (!is401(error)) throw error;
    }
    remember(null);
    latest++;
    set({
      phase: 'signed-out',
      user: null,
      notice: 'signed-out',
      lastUserName: '',
      generation: snapshot.generation + 1,
    });
    // The guest may browse on (guest access on): ask who we are now.
    await check();
  }
}
