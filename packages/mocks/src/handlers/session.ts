// session: sign in, sign out and the current user (inferred operations; the spec shows none).
import type { HttpHandler } from 'msw';
import { errorResponse } from '../errors';
import { MOCK_USER_ROLES, type MockUser, mockUser } from '../users';
import { isDisabledInMocks } from './admin';
import { http, type MockContext } from './context';

/** Any non-empty password signs in; the user name picks the role by its logicalId or role name. */
function roleForUserName(userName: string) {
  return MOCK_USER_ROLES.find((role) => role === userName || mockUser(role).logicalId === userName);
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

export function sessionHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.post('/api/session/signin', async ({ request, response }) => {
      const body = await request.json();
      const role = roleForUserName(body.userName);
      if (!role || body.password === '' || role === 'sharedVisitor') {
        return response.untyped(errorResponse(401, 'Invalid user name or password.'));
      }
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
    http.get('/api/session/currentuser', ({ response }) =>
      response(200).json(toCurrentUser(ctx, ctx.user())),
    ),
  ];
}
