// Which words the sign-in form and the change-password dialog show. Pure, so the choices are tested
// on their own.
import { isApiError } from '@vitrine/api-client';
import { checkNewPassword, type LocaleFormat, PASSWORD_LIMITS } from '@vitrine/core';
import { retryAfterOf } from '../api/session';
import { serverMessageOf } from '../domain/error-toast';
import type { UiLocale } from '../locale';

type SessionStrings = UiLocale['session'];

/** A field of the sign-in form. */
export type SignInField = 'userName' | 'password';

/** A problem the form shows: its words, the fields it marks invalid, and where focus goes. */
export interface SignInProblem {
  message: string;
  fields: SignInField[];
  focus: SignInField;
}

/** The form's own checks before anything is sent: both fields are needed (spaces alone are empty). */
export function checkSignInFields(
  userName: string,
  password: string,
  strings: SessionStrings,
): SignInProblem | null {
  if (userName.trim() === '')
    return { message: strings.userNameMissing, fields: ['userName'], focus: 'userName' };
  if (password === '') return { message: strings.passwordMissing, fields: ['password'], focus: 'password' };
  return null;
}

/** Whether an error is the server holding sign-in back (429 TooManyAttempts). */
export function isThrottled(error: unknown): boolean {
  return isApiError(error) && error.status === 429;
}

/**
 * The held-back message in the user's language: with the wait the server gave (`Retry-After`), in
 * seconds up to a minute and whole minutes above, or without one when none was readable.
 */
export function throttledMessage(
  error: unknown,
  strings: SessionStrings,
  format: Pick<LocaleFormat, 'plural'>,
): string {
  const seconds = retryAfterOf(error);
  if (seconds === undefined) return strings.throttled;
  if (seconds <= 60) return format.plural(strings.throttledSeconds, seconds);
  return format.plural(strings.throttledMinutes, Math.ceil(seconds / 60));
}

/**
 * A failed sign-in in words: held back (429) in our own words with the wait, whatever the server
 * wrote (so it reads in the user's language; nothing is marked, the password is kept for the next
 * try); else the server's message when it sent one (spec 000 §8: "Server messages
 * (responseStatus.message) are shown when present"), else ours for a 401 (wrong user name or
 * password: either field may be wrong, focus goes to the password, which the form clears) or for
 * anything else (no answer, a server error: nothing is marked, the password is kept).
 */
export function signInFailure(
  error: unknown,
  strings: SessionStrings,
  format: Pick<LocaleFormat, 'plural'>,
): SignInProblem {
  if (isThrottled(error)) {
    return { message: throttledMessage(error, strings, format), fields: [], focus: 'password' };
  }
  const wrongCredentials = isApiError(error) && error.status === 401;
  const message =
    serverMessageOf(error) ?? (wrongCredentials ? strings.invalidCredentials : strings.signInFailed);
  return { message, fields: wrongCredentials ? ['userName', 'password'] : [], focus: 'password' };
}

/** A field of the change-password dialog. */
export type PasswordField = 'currentPassword' | 'newPassword' | 'repeatPassword';

/** A problem the change-password dialog shows. */
export interface PasswordProblem {
  message: string;
  field: PasswordField | null;
}

/** The dialog's own checks before anything is sent (the server checks the same rules again). */
export function checkPasswordFields(
  values: Record<PasswordField, string>,
  strings: SessionStrings,
  format: Pick<LocaleFormat, 'interpolate'>,
): PasswordProblem | null {
  if (values.currentPassword === '')
    return { message: strings.currentPasswordMissing, field: 'currentPassword' };
  const problem = checkNewPassword(values.newPassword, values.currentPassword);
  if (problem === 'tooShort') {
    return {
      message: format.interpolate(strings.newPasswordTooShort, { n: PASSWORD_LIMITS.minLength }),
      field: 'newPassword',
    };
  }
  if (problem === 'tooLong') {
    return {
      message: format.interpolate(strings.newPasswordTooLong, { n: PASSWORD_LIMITS.maxLength }),
      field: 'newPassword',
    };
  }
  if (problem === 'sameAsCurrent') return { message: strings.newPasswordSame, field: 'newPassword' };
  if (values.repeatPassword !== values.newPassword)
    return { message: strings.passwordsDiffer, field: 'repeatPassword' };
  return null;
}

/**
 * A failed password change in words: held back (429), the current password wrong (400
 * WrongPassword: that field), another refusal with the server's message, or no answer.
 */
export function changePasswordFailure(
  error: unknown,
  strings: SessionStrings,
  format: Pick<LocaleFormat, 'plural'>,
): PasswordProblem {
  if (isThrottled(error)) return { message: throttledMessage(error, strings, format), field: null };
  if (isApiError(error) && error.errorCode === 'WrongPassword') {
    return { message: strings.wrongCurrentPassword, field: 'currentPassword' };
  }
  return { message: serverMessageOf(error) ?? strings.changePasswordFailed, field: null };
}
