// session: sign in, sign out, the current user, password change and "sign out everywhere" (inferred
// operations; the spec shows none). The mocks answer as the server does (tests/contract/session.test.ts),
// throttling included: a user name held after failures answers 429 TooManyAttempts with Retry-After.
import { checkNewPassword, PASSWORD_LIMITS, PASSWORD_MESSAGES, SIGN_IN_THROTTLED } from '@vitrine/core';
import type { HttpHandler } from 'msw';
import { HttpResponse } from 'msw';
import type { MockDb } from '../db/db';
import { errorResponse } from '../errors';
import { MOCK_USER_ROLES, type MockUser, mockUser } from '../users';
import { isDisabledInMocks } from './admin';
import { forbidden, http, type MockContext } from './context';

/**
 * The server's throttle (packages/server/src/auth/sign-in-limits.ts) for one user name: from the
 * fifth failure on, held, doubling up to 15 min. The first hold is 30 s here (the server's is 1 s),
 * so a story or test that is slow to type still meets it. Addresses are not told apart.
 */
const THROTTLE = { freeFailures: 5, firstDelayMs: 30_000, maxDelayMs: 15 * 60 * 1000 } as const;

interface SessionState {
  /** Failures and hold per user name (lower-cased, trimmed), as the server keeps them. */
  failures: Map<string, { count: number; heldUntil: number }>;
  /** Passwords set through a password change; until then any non-empty password signs in. */
  passwords: Map<string, string>;
}

/** Per library: a reset (applyMockParameters) starts with no failures and no changed passwords. */
const states = new WeakMap<MockDb, SessionState>();
function stateOf(db: MockDb): SessionState {
  let state = states.get(db);
  if (!state) {
    state = { failures: new Map(), passwords: new Map() };
    states.set(db, state);
  }
  return state;
}

/** Any non-empty password signs in; the user name picks the role by its logicalId or role name. */
function roleForUserName(userName: string) {
  return MOCK_USER_ROLES.find((role) => role === userName || mockUser(role).logicalId === userName);
}

const keyOf = (userName: string) => userName.normalize('NFC').trim().toLowerCase();

function throttled(waitMs: number): Response {
  return HttpResponse.json(
    { responseStatus: { errorCode: SIGN_IN_THROTTLED.errorCode, message: SIGN_IN_THROTTLED.message } },
    {
      status: SIGN_IN_THROTTLED.status,
      headers: { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) },
    },
  );
}

/** The hold still left for a user name (ms), 0 when it may try. */
function heldFor(state: SessionState, userName: string): number {
  return Math.max(0, (state.failures.get(keyOf(userName))?.heldUntil ?? 0) - Date.now());
}

function countFailure(state: SessionState, userName: string): void {
  const key = keyOf(userName);
  const entry = state.failures.get(key) ?? { count: 0, heldUntil: 0 };
  entry.count += 1;
  if (entry.count >= THROTTLE.freeFailures) {
    const hold = THROTTLE.firstDelayMs * 2 ** Math.min(entry.count - THROTTLE.freeFailures, 20);
    entry.heldUntil = Date.now() + Math.min(hold, THROTTLE.maxDelayMs);
  }
  state.failures.set(key, entry);
}

function passwordMatches(state: SessionState, userName: string, password: string): boolean {
  if (password === '') return false;
  const set = state.passwords.get(keyOf(userName));
  return set === undefined || set === password;
}

export function toCurrentUser(ctx: MockContext, user: MockUser) {
  const record = ctx.db().user(user.userId);
  return {
    id: user.isGuestAccess || user.isShared ? null : user.userId,
    name: user.logicalId,
    email: record?.email || null,
    isGuestAccess: user.isGuestAccess,
    isSuperAdmin: user.isSuperAdmin,
    isShared: user.isShared,
  };
}

/** The signed-in user of a password call, or the server's refusal for the guest and link visitors. */
function signedIn(ctx: MockContext): MockUser | Response {
  const user = ctx.user();
  return user.isGuestAccess || user.isShared ? forbidden('Only a signed-in user can do this.') : user;
}

export function sessionHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.post('/api/session/signin', async ({ request, response }) => {
      const body = await request.json();
      const state = stateOf(ctx.db());
      const held = heldFor(state, body.userName);
      if (held > 0) return throttled(held);
      const role = roleForUserName(body.userName);
      if (!role || role === 'sharedVisitor' || !passwordMatches(state, body.userName, body.password)) {
        countFailure(state, body.userName);
        return response.untyped(errorResponse(401, PASSWORD_MESSAGES.invalidCredentials));
      }
      state.failures.delete(keyOf(body.userName));
      // Disabled by an administrator (admin.ts): told so once the password is given.
      if (isDisabledInMocks(ctx.db(), mockUser(role).userId))
        return response.untyped(errorResponse(403, 'This account is disabled.'));
      ctx.setUser(role);
      return response(200).json(toCurrentUser(ctx, ctx.user()));
    }),
    http.post('/api/session/signout', ({ response }) => {
      ctx.setUser('guest');
      return response(204).empty();
    }),
    http.post('/api/session/signouteverywhere', ({ response }) => {
      const user = signedIn(ctx);
      if (user instanceof Response) return response.untyped(user);
      ctx.setUser('guest');
      return response(204).empty();
    }),
    http.post('/api/session/changepassword', async ({ request, response }) => {
      const user = signedIn(ctx);
      if (user instanceof Response) return response.untyped(user);
      const body = await request.json();
      if (body.currentPassword.length > PASSWORD_LIMITS.maxLength) {
        return response.untyped(errorResponse(400));
      }
      const problem = checkNewPassword(body.newPassword, body.currentPassword);
      if (problem) return response.untyped(errorResponse(400, PASSWORD_MESSAGES[problem]));
      const state = stateOf(ctx.db());
      const held = heldFor(state, user.logicalId);
      if (held > 0) return response.untyped(throttled(held));
      if (!passwordMatches(state, user.logicalId, body.currentPassword)) {
        countFailure(state, user.logicalId);
        return response.untyped(errorResponse(400, PASSWORD_MESSAGES.wrongCurrentPassword, 'WrongPassword'));
      }
      state.passwords.set(keyOf(user.logicalId), body.newPassword);
      return response(204).empty();
    }),
    http.get('/api/session/currentuser', ({ response }) =>
      response(200).json(toCurrentUser(ctx, ctx.user())),
    ),
  ];
}
