// Which words the sign-in form shows. Pure, so the choices are tested on their own.
import { isApiError } from '@vitrine/api-client';
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

/**
 * A failed sign-in in words: the server's message when it sent one (spec 000 §8: "Server messages
 * (responseStatus.message) are shown when present"), else ours for a 401 (wrong user name or
 * password: either field may be wrong, focus goes to the password, which the form clears) or for
 * anything else (no answer, a server error: nothing is marked, the password is kept).
 */
export function signInFailure(error: unknown, strings: SessionStrings): SignInProblem {
  const wrongCredentials = isApiError(error) && error.status === 401;
  const message =
    serverMessageOf(error) ?? (wrongCredentials ? strings.invalidCredentials : strings.signInFailed);
  return { message, fields: wrongCredentials ? ['userName', 'password'] : [], focus: 'password' };
}
