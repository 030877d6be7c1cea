// The mocks' sign-in that holds (issue 13): they answer as the server does (tests/contract/session.test.ts
// runs the shared scenarios on both); here what only the mocks can show without real passwords.
import { describe, expect, it } from 'vitest';
import { applyMockParameters } from '../index';
import { api, mockServerForFile } from './helpers';

mockServerForFile({ user: 'guest' });

const signIn = (userName: string, password: string) =>
  api('POST', '/api/session/signin', { userName, password });

describe('session (mocks)', () => {
  it('holds a known user name after five failures, even with a right password, until the library is reset', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn('elena.novak', '')).status).toBe(401);
    const held = await signIn('elena.novak', 'right');
    expect(held.status).toBe(429);
    expect(held.headers.get('Retry-After')).toBe('30');
    expect(held.body).toEqual({
      responseStatus: {
        errorCode: 'TooManyAttempts',
        message: 'Too many sign-in attempts. Wait a moment, then try again.',
      },
    });
    // Case and spaces do not make another user name.
    expect((await signIn(' ELENA.NOVAK ', 'right')).status).toBe(429);
    applyMockParameters({ user: 'guest' });
    expect((await signIn('elena.novak', 'right')).status).toBe(200);
  });

  it('after a password change only the new password signs in', async () => {
    expect((await signIn('elena.novak', 'anything')).status).toBe(200);
    const changed = await api('POST', '/api/session/changepassword', {
      currentPassword: 'anything',
      newPassword: 'a-new-password',
    });
    expect(changed.status).toBe(204);
    expect((await signIn('elena.novak', 'anything')).status).toBe(401);
    expect((await signIn('elena.novak', 'a-new-password')).status).toBe(200);
    const wrong = await api('POST', '/api/session/changepassword', {
      currentPassword: 'anything',
      newPassword: 'another-password',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ responseStatus: { errorCode: 'WrongPassword' } });
  });

  it('sign out everywhere leaves the guest', async () => {
    await signIn('kenji.ito', 'x');
    expect((await api('POST', '/api/session/signouteverywhere')).status).toBe(204);
    expect((await api('GET', '/api/session/currentuser')).body).toMatchObject({ isGuestAccess: true });
  });
});
