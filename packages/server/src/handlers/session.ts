// session: sign in, sign out, the current user, password change and "sign out everywhere" (inferred
// operations; the spec shows none). The session lives in an HttpOnly cookie (auth/sessions.ts
// sessionCookieOptions). Sign-in and the current-password check go through the sign-in guard
// (auth/sign-in-limits.ts): throttled per user name and client address, hashing limited.
import type { components } from '@vitrine/api-client';
import { checkNewPassword, PASSWORD_MESSAGES, SIGN_IN_THROTTLED } from '@vitrine/core';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Principal } from '../auth/permissions';
import {
  createSession,
  deleteSession,
  endSessionsOf,
  resolvePrincipal,
  SESSION_COOKIE,
  SESSION_TTL_MS,
  sessionCookieOptions,
} from '../auth/sessions';
import { type AttemptKeys, HashingBusy, type SignInGuard } from '../auth/sign-in-limits';
import type { ServerContext } from '../domain/context';
import { badRequest, forbidden, HttpError, unauthorized } from '../domain/errors';
import type { HandlerTable } from '../http/context';
import { readGuestAccess } from '../library/settings';
import { ACCOUNT_DISABLED } from './admin';

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

/** The held-back answer: 429 with Retry-After in whole seconds (at least 1), the same for everyone. */
function throttled(reply: { header(name: string, value: string): unknown }, waitMs: number): HttpError {
  reply.header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
  return new HttpError(SIGN_IN_THROTTLED.status, SIGN_IN_THROTTLED.message, SIGN_IN_THROTTLED.errorCode);
}

/**
 * Checks a password against a stored hash (or, for an unknown user, the stand-in hash of the same
 * cost) under the guard: held keys answer 429 before the user is read or anything hashed; a full
 * hashing queue answers 429 at once; a wrong password counts a failure. Answers whether it matched.
 */
export async function checkPassword(
  guard: SignInGuard,
  keys: AttemptKeys,
  now: Date,
  reply: Parameters<typeof throttled>[0],
  password: string,
  storedHash: () => Promise<string | null | undefined>,
): Promise<boolean> {
  const held = await guard.heldFor(keys, now.getTime());
  if (held > 0) throw throttled(reply, held);
  let ok: boolean;
  try {
    ok = await guard.hash(
      async () => verifyPassword(password, (await storedHash()) ?? (await guard.standInHash())),
      keys.address,
    );
  } catch (error) {
    if (error instanceof HashingBusy) throw throttled(reply, 1000);
    throw error;
  }
  if (ok) await guard.succeeded(keys);
  else await guard.failed(keys, now.getTime());
  return ok;
}

/** The signed-in user a password call is about (not the guest, not a shared-link visitor). */
function signedInUser(principal: Principal): { userId: number; userName: string; sessionId: string } {
  if (principal.kind !== 'user' || principal.isShared || principal.userId === null || !principal.sessionId) {
    throw forbidden('Only a signed-in user can do this.');
  }
  return { userId: principal.userId, userName: principal.userName, sessionId: principal.sessionId };
}

export const sessionHandlers: HandlerTable = {
  async signIn({ app, db, body, principal, request, reply }) {
    const keys = { userName: body.userName, address: request.ip };
    let user: { id: number; password_hash: string | null; is_disabled: number } | undefined;
    const ok = await checkPassword(app.signInGuard, keys, app.now(), reply, body.password, async () => {
      user = await db
        .selectFrom('users')
        .select(['id', 'password_hash', 'is_disabled'])
        .where('user_name', '=', body.userName)
        .where('is_guest', '=', 0)
        .executeTakeFirst();
      return user?.password_hash;
    });
    if (!user || !ok || !user.password_hash) throw unauthorized(PASSWORD_MESSAGES.invalidCredentials);
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

  // Every session of the user ends, this one included (docs/behaviour/sessions-and-permissions.md).
  async signOutEverywhere({ app, db, principal, reply }) {
    const { userId } = signedInUser(principal);
    await endSessionsOf(db, userId);
    reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(app.options));
    return undefined;
  },

  // The current password is needed (throttled like a sign-in); the user's other sessions end, this
  // one stays.
  async changePassword({ app, db, body, principal, request, reply }) {
    const me = signedInUser(principal);
    const problem = checkNewPassword(body.newPassword, body.currentPassword);
    if (problem) throw badRequest(PASSWORD_MESSAGES[problem]);
    const keys = { userName: me.userName, address: request.ip };
    const ok = await checkPassword(
      app.signInGuard,
      keys,
      app.now(),
      reply,
      body.currentPassword,
      async () => {
        const row = await db
          .selectFrom('users')
          .select('password_hash')
          .where('id', '=', me.userId)
          .executeTakeFirst();
        return row?.password_hash;
      },
    );
    if (!ok) throw new HttpError(400, PASSWORD_MESSAGES.wrongCurrentPassword, 'WrongPassword');
    let hash: string;
    try {
      hash = await app.signInGuard.hash(
        () => hashPassword(body.newPassword, app.options.scryptCost),
        request.ip,
      );
    } catch (error) {
      if (error instanceof HashingBusy) throw throttled(reply, 1000);
      throw error;
    }
    await db.updateTable('users').set({ password_hash: hash }).where('id', '=', me.userId).execute();
    await endSessionsOf(db, me.userId, { except: me.sessionId });
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
