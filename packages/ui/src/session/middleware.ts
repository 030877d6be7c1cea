// Tells the session store when a call answers 401 (the session ended; <SessionEndedDialog> shows).
// An openapi-fetch middleware on the host's client, so the widgets need nothing new: every call
// they make goes through this client.
import type { VitrineClient } from '@vitrine/api-client';
import { SESSION_SCHEMA_PATHS } from '../api/session';
import type { SessionStore } from './session-store';

type Middleware = Parameters<VitrineClient['use']>[0];

/**
 * The middleware: each request remembers the session generation it was sent under; a 401 answer to
 * anything but the session calls themselves (a wrong password is not an ended session) reports it.
 */
export function sessionMiddleware(store: Pick<SessionStore, 'getSnapshot' | 'unauthorized'>): Middleware {
  const sentUnder = new Map<string, number>();
  return {
    onRequest({ id }) {
      sentUnder.set(id, store.getSnapshot().generation);
    },
    onResponse({ id, response, schemaPath }) {
      const generation = sentUnder.get(id) ?? store.getSnapshot().generation;
      sentUnder.delete(id);
      if (response.status === 401 && !SESSION_SCHEMA_PATHS.has(schemaPath)) store.unauthorized(generation);
    },
    onError({ id }) {
      sentUnder.delete(id);
    },
  };
}
