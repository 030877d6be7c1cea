// The session of a server build: who is browsing (a user, the guest, nobody), and the moment a
// session ends under the user's feet (issue 5: "401 → back to sign-in, nothing typed lost"). A small
// external store (STYLE.md habit 5), read with useSession(); no React here, so it is tested in node.
import type { CurrentUser } from '@vitrine/api-client';
import { isApiError } from '@vitrine/api-client';
import type { SessionApi } from '../api/session';

/**
 * - checking: asking the server who we are (GET /api/session/currentuser), before the first page;
 * - unreachable: that question got no usable answer (network, 5xx): the page offers to try again;
 * - signed-out: nobody (the server answered 401): the sign-in page, or an open page (shared, public);
 * - active: a signed-in user, or the guest when guest access is on;
 * - expired: an API call answered 401 while active: the page stays, under the sign-in dialog.
 */
export type SessionPhase = 'checking' | 'unreachable' | 'signed-out' | 'active' | 'expired';

/** What the sign-in page says above its form. */
export type SignInNotice = 'expired' | 'signed-out' | null;

/** The store's state. */
export interface SessionSnapshot {
  phase: SessionPhase;
  /** Who is browsing ('active'), or who was ('expired'); null in the other phases. */
  user: CurrentUser | null;
  notice: SignInNotice;
  /** The user name to put in the form: the user whose session ended; '' otherwise. */
  lastUserName: string;
  /**
   * Bumped on every sign-in and sign-out: a 401 to a request sent under an older generation cannot
   * expire the session that started after it.
   */
  generation: number;
}

/** The result of `signIn`: the user, or the error to show (the form shows it). */
export type SignInOutcome = { ok: true; user: CurrentUser } | { ok: false; error: unknown };

/** The part of the Storage API the store uses (browser local storage; a Map in tests). */
export interface SessionMemory {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
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
  /** Asks the server who we are (first load, retry, after sign-out). */
  check(): Promise<void>;
  /** Signs in; on success the session is active. Never rejects. */
  signIn(userName: string, password: string): Promise<SignInOutcome>;
  /** Signs out (a 401 means the session was already gone: also signed out); rejects on other failures. */
  signOut(): Promise<void>;
  /** An API call answered 401 (the request was sent under `generation`). */
  unauthorized(generation: number): void;
}

/** A signed-in person: a user with an id (not the guest, not a shared-link visitor). */
export type SignedInUser = CurrentUser & { id: NonNullable<CurrentUser['id']> };

/** Whether the user is a signed-in person (not the guest, not a shared-link visitor). */
export function isSignedInUser(user: CurrentUser | null): user is SignedInUser {
  return user !== null && user.id !== null && !user.isGuestAccess && !user.isShared;
}

/**
 * Who the page belongs to. The app keeps one query cache and one page per identity: a change of
 * identity (another user, signing out) starts them afresh, while signing in again as the same user
 * after an expired session keeps the page and everything typed in it.
 */
export function identityOf(snapshot: SessionSnapshot): string {
  const { phase, user } = snapshot;
  if (phase === 'checking' || phase === 'unreachable') return 'pending';
  if (user === null) return 'anonymous';
  if (isSignedInUser(user)) return `user:${user.id}`;
  return user.isShared ? 'shared' : 'guest';
}

const is401 = (error: unknown) => isApiError(error) && error.status === 401;

export function createSessionStore(api: SessionApi, memory: SessionMemory | null): SessionStore {
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

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    check,

    async signIn(userName, password) {
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
      try {
        await api.signOut();
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
    },

    unauthorized(generation) {
      if (generation !== snapshot.generation || snapshot.phase !== 'active') return;
      set({ phase: 'expired', lastUserName: isSignedInUser(snapshot.user) ? snapshot.user.name : '' });
    },
  };
}
