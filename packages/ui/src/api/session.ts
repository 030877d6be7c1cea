// The session calls (openapi.yml tag session: signIn, signOut, getCurrentUser; inferred, the spec
// shows none). The only place in @vitrine/ui that calls them (docs/architecture.md: only src/api/ calls
// the client).
import { type CurrentUser, unwrap, type VitrineClient } from '@vitrine/api-client';

/** The schema paths of the session calls: their 401 answers are not an ended session. */
export const SESSION_SCHEMA_PATHS: ReadonlySet<string> = new Set([
  '/api/session/signin',
  '/api/session/signout',
  '/api/session/currentuser',
]);

/** What the session store needs from the server (a fake one in tests). */
export interface SessionApi {
  /** The signed-in user, or the guest when guest access is on; rejects with ApiError 401 otherwise. */
  currentUser(): Promise<CurrentUser>;
  /** Signs in (the server sets the session cookie); rejects with ApiError 401 on a wrong password. */
  signIn(userName: string, password: string): Promise<CurrentUser>;
  /** Ends the session (the server clears the cookie). */
  signOut(): Promise<void>;
}

/** The session calls over a client. */
export function createSessionApi(client: VitrineClient): SessionApi {
  return {
    currentUser: () => unwrap(client.GET('/api/session/currentuser')),
    signIn: (userName, password) =>
      unwrap(client.POST('/api/session/signin', { body: { userName, password } })),
    signOut: async () => {
      await unwrap(client.POST('/api/session/signout'));
    },
  };
}
