// session: sign in, sign out and the current user (inferred operations; the spec shows none). The
// session lives in an HttpOnly cookie (auth/sessions.ts sessionCookieOptions).
import type { components } from '@vitrine/api-client';
import { verifyPassword } from '../auth/passwords';
import type { Principal } from '../auth/permissions';
import {
  createSession,
  deleteSession,
  resolvePrincipal,
  SESSION_COOKIE,
  SESSION_TTL_MS,
  sessionCookieOptions,
} from '../auth/sessions';
import type { HandlerTable, ServerContext } from '../http/context';
import { forbidden, unauthorized } from '../http/errors';
import { readGuestAccess } from '../library/settings';
import { ACCOUNT_DISABLED } from './admin';

/** A hash no password matches: an unknown user name costs the same time as a wrong password. */
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

const INVALID_CREDENTIALS = 'Invalid user name or password.';

export function toCurrentUser(principal: Principal): components['schemas']['CurrentUser'] {
  return {
    id: principal.kind === 'user' ? principal.userId : null,
    name: principal.userName,
    email: principal.email,
    isGuestAccess: principal.isGuestAccess,
    isSuperAdmin: principal.isSuperAdmin,
    isShared: principal.isShared,
  };
}

function cookieOptions(app: ServerContext) {
  return { ...sessionCookieOptions(app.options), maxAge: SESSION_TTL_MS / 1000 };
}

export const sessionHandlers: HandlerTable = {
  async signIn({ app, db, body, principal, reply }) {
    const user = await db
      .selectFrom('users')
      .select(['id', 'password_hash', 'is_disabled'])
      .where('user_name', '=', body.userName)
      .where('is_guest', '=', 0)
      .executeTakeFirst();
    const ok = await verifyPassword(body.password, user?.password_hash ?? DUMMY_HASH);
    if (!user || !ok || !user.password_hash) throw unauthorized(INVALID_CREDENTIALS);
    // A disabled person (handlers/admin.ts) is told so once the password is right; the wrong
    // password answers as for anyone.
    if (user.is_disabled === 1) throw forbidden(ACCOUNT_DISABLED);
    // A new session on every sign-in (no session fixation); the old one ends.
    if (principal.sessionId) await deleteSession(db, principal.sessionId);
    const token = await createSession(db, user.id, app.now());
    reply.setCookie(SESSION_COOKIE, token, cookieOptions(app));
    const signedIn = await resolvePrincipal(db, token, { guestAccessEnabled: false, now: app.now() });
    return toCurrentUser(signedIn);
  },

  async signOut({ app, db, principal, reply }) {
    if (!principal.sessionId) throw unauthorized('There is no session to end.');
    await deleteSession(db, principal.sessionId);
    reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(app.options));
    return undefined;
  },

  // openapi.yml: without a session it answers a guest when guest access is on, else 401.
  async getCurrentUser({ db, principal }) {
    if (principal.kind === 'anonymous') {
      throw unauthorized((await readGuestAccess(db)) ? undefined : 'Sign in to continue.');
    }
    return toCurrentUser(principal);
  },
};
