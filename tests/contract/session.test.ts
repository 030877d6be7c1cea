// Session calls (inferred in openapi.yml; the spec shows none) carry the access states of spec 000 §3
// (isGuestAccess, isSuperAdmin, isShared). Every other scenario signs in through them. Sign-in that
// holds (issue 13): throttling, password change and sign out everywhere answer alike on every target.
import { expect, it } from 'vitest';
import { describeContract, expectApiError } from './support';

describeContract('session', (c) => {
  it.each([
    ['superAdmin', { isGuestAccess: false, isSuperAdmin: true, isShared: false }],
    ['editor', { isGuestAccess: false, isSuperAdmin: false, isShared: false }],
    ['viewer', { isGuestAccess: false, isSuperAdmin: false, isShared: false }],
    ['guest', { isGuestAccess: true, isSuperAdmin: false, isShared: false, id: null }],
  ] as const)('%s: the current user carries the access states %o (spec 000 §3)', async (role, states) => {
    await c.signInAs(role);
    const { data, error } = await c.client.GET('/api/session/currentuser');
    expect(error).toBeUndefined();
    expect(data).toMatchObject(states);
    if (role !== 'guest') expect(data?.id).toEqual(expect.any(Number));
  });

  it('refuses an unknown user with 401', async () => {
    const result = await c.client.POST('/api/session/signin', {
      body: { userName: 'nobody-of-the-contract-suite', password: 'wrong' },
    });
    expectApiError(result, 401);
  });

  it('holds a user name back after five failed sign-ins: 429 TooManyAttempts with Retry-After, even for a name that does not exist', async () => {
    const body = { userName: `nobody-${c.uniqueName('held')}`, password: 'wrong' };
    for (let i = 0; i < 5; i++) expectApiError(await c.client.POST('/api/session/signin', { body }), 401);
    const held = await c.client.POST('/api/session/signin', { body });
    expectApiError(held, 429, 'Too many sign-in attempts. Wait a moment, then try again.');
    expect(held.error).toMatchObject({ errorCode: 'TooManyAttempts' });
    expect(Number(held.response.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
  });

  it('sign out everywhere ends the session: the visitor is the guest again', async () => {
    await c.signInAs('editor');
    const { response } = await c.client.POST('/api/session/signouteverywhere');
    expect(response.status).toBe(204);
    const { data } = await c.client.GET('/api/session/currentuser');
    expect(data).toMatchObject({ isGuestAccess: true, id: null });
  });

  it('refuses a password change with a short new password, or a wrong current one (400)', async () => {
    await c.signInAs('editor');
    expectApiError(
      await c.client.POST('/api/session/changepassword', {
        body: { currentPassword: 'whatever-it-is', newPassword: 'short' },
      }),
      400,
      'The new password must have at least 8 characters.',
    );
    const wrong = await c.client.POST('/api/session/changepassword', {
      body: { currentPassword: '', newPassword: 'a-new-password' },
    });
    expectApiError(wrong, 400, 'The current password is not correct.');
    expect(wrong.error).toMatchObject({ errorCode: 'WrongPassword' });
  });

  it('refuses the guest a password change and sign out everywhere (403)', async () => {
    await c.signInAs('guest');
    expectApiError(
      await c.client.POST('/api/session/changepassword', {
        body: { currentPassword: 'x', newPassword: 'a-new-password' },
      }),
      403,
    );
    expectApiError(await c.client.POST('/api/session/signouteverywhere'), 403);
  });
});
