// A host's one call for signing in: the session store over a client, told by the client itself
// when a call answers 401.
import type { VitrineClient } from '@vitrine/api-client';
import { createSessionApi } from '../api/session';
import { sessionMiddleware } from './middleware';
import { createSessionStore, type SessionStore, type SessionStoreOptions } from './session-store';

/**
 * The session of `client`: a store (read it with `useSession`, sign in with `<SignIn>`) whose
 * session ends when any call of the client answers 401 (`<SessionEndedDialog>`, `onSessionEnded`).
 * One per client, made once (module level, or `useState(() => createSession(client))`).
 *
 * ```ts
 * const client = createVitrineClient({ baseUrl: 'https://dam.example.com', credentials: 'include' });
 * const session = createSession(client, { onSessionEnded: ({ user }) => log(user.name) });
 * ```
 */
export function createSession(client: VitrineClient, options: SessionStoreOptions = {}): SessionStore {
  const store = createSessionStore(createSessionApi(client), options);
  client.use(sessionMiddleware(store));
  return store;
}
