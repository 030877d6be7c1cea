import { ApiError, NetworkError } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { uiLocale } from '../locale';
import { checkSignInFields, signInFailure } from './messages';

const strings = uiLocale.session;

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
