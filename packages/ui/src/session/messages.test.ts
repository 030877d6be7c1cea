import { ApiError, NetworkError } from '@vitrine/api-client';
import { createLocaleFormat } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { uiLocale } from '../locale';
import { uiLocaleDe } from '../locale.de';
import {
  changePasswordFailure,
  checkPasswordFields,
  checkSignInFields,
  signInFailure as signInFailureIn,
} from './messages';

const strings = uiLocale.session;
const format = createLocaleFormat('en');
const signInFailure = (error: unknown, s = strings) => signInFailureIn(error, s, format);

describe('checkSignInFields', () => {
  it('asks for the user name first, then the password', () => {
    expect(checkSignInFields(' ', '', strings)).toEqual({
      message: 'Enter your user name.',
      fields: ['userName'],
      focus: 'userName',
    });
    expect(checkSignInFields('admin', '', strings)).toEqual({
      message: 'Enter your password.',
      fields: ['password'],
      focus: 'password',
    });
    expect(checkSignInFields('admin', ' secret ', strings)).toBeNull();
  });
});

describe('signInFailure', () => {
  it("shows the server's message when it sent one (spec 000 §8)", () => {
    const error = new ApiError({
      status: 401,
      errorCode: 'Unauthorized',
      message: 'Invalid user name or password.',
      body: { responseStatus: { errorCode: 'Unauthorized', message: 'Wrong, try again.' } },
    });
    expect(signInFailure(error, strings)).toEqual({
      message: 'Wrong, try again.',
      fields: ['userName', 'password'],
      focus: 'password',
    });
  });

  it('says the credentials are wrong for a bare 401', () => {
    const error = new ApiError({
      status: 401,
      errorCode: undefined,
      message: 'Unauthorized',
      body: undefined,
    });
    expect(signInFailure(error, strings).message).toBe('Invalid user name or password.');
  });

  it('says it could not sign in when there is no answer or a server error, marking no field', () => {
    expect(signInFailure(new NetworkError(new TypeError('Failed to fetch')), strings)).toEqual({
      message: 'Could not sign in. Check your connection and try again.',
      fields: [],
      focus: 'password',
    });
    const error = new ApiError({ status: 500, errorCode: undefined, message: 'Error', body: undefined });
    expect(signInFailure(error, strings).fields).toEqual([]);
  });
});

/** A 429 as the session API makes it: with the Retry-After it read (api/session.ts). */
async function heldBack(retryAfter: string | null) {
  const { createSessionApi } = await import('../api/session');
  const body = {
    responseStatus: {
      errorCode: 'TooManyAttempts',
      message: 'Too many sign-in attempts. Wait a moment, then try again.',
    },
  };
  const fetch = async () =>
    new Response(JSON.stringify(body), {
      status: 429,
      headers: { 'Content-Type': 'application/json', ...(retryAfter ? { 'Retry-After': retryAfter } : {}) },
    });
  const { createVitrineClient } = await import('@vitrine/api-client');
  const api = createSessionApi(createVitrineClient({ baseUrl: 'http://localhost', fetch }));
  return api.signIn('elena.novak', 'x').catch((error: unknown) => error);
}

describe('a held-back sign-in (429, issue 13)', () => {
  it('says to wait, with the seconds or minutes the server gave, in the user language; marks nothing', async () => {
    expect(signInFailure(await heldBack('30'))).toEqual({
      message: 'Too many sign-in attempts. Try again in 30 seconds.',
      fields: [],
      focus: 'password',
    });
    expect(signInFailure(await heldBack('1')).message).toBe(
      'Too many sign-in attempts. Try again in 1 second.',
    );
    expect(signInFailure(await heldBack('900')).message).toBe(
      'Too many sign-in attempts. Try again in 15 minutes.',
    );
    expect(signInFailure(await heldBack(null)).message).toBe(
      'Too many sign-in attempts. Wait a moment, then try again.',
    );
    expect(signInFailureIn(await heldBack('30'), uiLocaleDe.session, createLocaleFormat('de')).message).toBe(
      'Zu viele Anmeldeversuche. Versuchen Sie es in 30 Sekunden erneut.',
    );
  });
});

describe('the change-password dialog', () => {
  const values = (currentPassword: string, newPassword: string, repeatPassword = newPassword) => ({
    currentPassword,
    newPassword,
    repeatPassword,
  });
  it.each([
    [values('', 'a-new-password'), 'Enter your current password.', 'currentPassword'],
    [values('old', 'short'), 'The new password must have at least 8 characters.', 'newPassword'],
    [
      values('old-password', 'old-password'),
      'The new password must differ from the current one.',
      'newPassword',
    ],
    [
      values('old', 'a-new-password', 'a-new-passwort'),
      'The two new passwords are not the same.',
      'repeatPassword',
    ],
  ])('checks %o before sending', (input, message, field) => {
    expect(checkPasswordFields(input, strings, format)).toEqual({ message, field });
  });

  it('accepts a good new password', () => {
    expect(checkPasswordFields(values('old', 'a-new-password'), strings, format)).toBeNull();
  });

  it('names the current password when the server says it is wrong', () => {
    const error = new ApiError({
      status: 400,
      errorCode: 'WrongPassword',
      message: 'The current password is not correct.',
      body: {
        responseStatus: { errorCode: 'WrongPassword', message: 'The current password is not correct.' },
      },
    });
    expect(changePasswordFailure(error, strings, format)).toEqual({
      message: 'The current password is not correct.',
      field: 'currentPassword',
    });
    expect(changePasswordFailure(new NetworkError(), strings, format)).toEqual({
      message: 'Could not change the password. Check your connection and try again.',
      field: null,
    });
  });
});
