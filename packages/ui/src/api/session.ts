// The session calls (openapi.yml tag session: signIn, signOut, getCurrentUser, changePassword,
// signOutEverywhere; inferred, the spec shows none). The only place in @vitrine/ui that calls them
// (docs/architecture.md: only src/api/ calls the client).
import { type CurrentUser, unwrap, type VitrineClient } from '@vitrine/api-client';

/** The schema paths of the session calls whose 401 answers are not an ended session. */
export const SESSION_SCHEMA_PATHS: ReadonlySet<string> = new Set([
  '/api/session/signin',
  '/api/session/signout',
  '/api/session/currentuser',
]);

/** What the session store needs from the server (a fake one in tests). */
export interface SessionApi {
  /** The signed-in user, or the guest when guest access is on; rejects with ApiError 401 otherwise. */
  currentUser(): Promise<CurrentUser>;
  /**
   * Signs in (the server sets the session cookie); rejects with ApiError 401 on a wrong password, or
   * 429 when sign-in is held back (its `Retry-After` read by {@link retryAfterOf}).
   */
  signIn(userName: string, password: string): Promise<CurrentUser>;
  /** Ends the session (the server clears the cookie). */
  signOut(): Promise<void>;
  /** Ends every session of the user, this one included. */
  signOutEverywhere(): Promise<void>;
  /** Changes the password (the user's other sessions end); rejects with ApiError 400, 403 or 429. */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
}

/** The `Retry-After` (seconds) of held-back answers, by their error. */
const retryAfters = new WeakMap<object, number>();

/** How long the server asked to wait (seconds) before trying again, when it said. */
export function retryAfterOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null ? retryAfters.get(error) : undefined;
}

/** unwrap(), remembering a 429's Retry-After with the error it throws. */
async function unwrapHeld<R extends Parameters<typeof unwrap>[0]>(result: R) {
  const settled = await result;
  try {
    return await unwrap(settled);
  } catch (error) {
    const seconds = Number(settled.response.headers.get('Retry-After'));
    if (typeof error === 'object' && error !== null && Number.isFinite(seconds) && seconds > 0) {
      retryAfters.set(error, Math.ceil(seconds));
    }
    throw error;
  }
}

/** The session calls over a client. */
export function createSessionApi(client: VitrineClient): SessionApi {
  return {
    currentUser: () => unwrap(client.GET('/api/session/currentuser')),
    signIn: (userName, password) =>
      unwrapHeld(client.POST('/api/session/signin', { body: { userName, password } })),
    signOut: async () => {
      await unwrap(client.POST('/api/session/signout'));
    },
    signOutEverywhere: async () => {
      await unwrap(client.POST('/api/session/signouteverywhere'));
    },
    changePassword: async (currentPassword, newPassword) => {
      await unwrapHeld(
        client.POST('/api/session/changepassword', { body: { currentPassword, newPassword } }),
      );
    },
  };
}
