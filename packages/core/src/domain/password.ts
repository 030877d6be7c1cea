// Passwords and sign-in limits: the rules the server enforces and the browser checks before sending
// (the spec shows no sign-in and no password rules: docs/decisions.md "Sign-in that holds").

/** A new password's length bounds (characters after NFC). */
export const PASSWORD_LIMITS = Object.freeze({
  /** The shortest new password accepted (docs/decisions.md). */
  minLength: 8,
  /** The longest password or user name a sign-in takes (openapi.yml SignInRequest, ChangePasswordRequest). */
  maxLength: 1024,
});

/** Why a new password is refused; null when it is accepted. */
export type NewPasswordProblem = 'tooShort' | 'tooLong' | 'sameAsCurrent' | null;

/**
 * Checks a new password before it is set: at least {@link PASSWORD_LIMITS}.minLength characters, at
 * most maxLength, and not the current password again. Pure; the server and the change-password
 * dialog call the same rule.
 */
export function checkNewPassword(newPassword: string, currentPassword?: string): NewPasswordProblem {
  const length = [...newPassword.normalize('NFC')].length;
  if (length < PASSWORD_LIMITS.minLength) return 'tooShort';
  if (length > PASSWORD_LIMITS.maxLength) return 'tooLong';
  if (currentPassword !== undefined && newPassword.normalize('NFC') === currentPassword.normalize('NFC')) {
    return 'sameAsCurrent';
  }
  return null;
}

/**
 * The answer to a sign-in (or a current-password check) that is held back: too many failures for the
 * user name or the client address, or too many sign-ins being checked at once. Status 429 with
 * `Retry-After` (seconds) and this body, the same whether the account exists or not.
 */
export const SIGN_IN_THROTTLED = Object.freeze({
  status: 429,
  errorCode: 'TooManyAttempts',
  message: 'Too many sign-in attempts. Wait a moment, then try again.',
});

/** The server's messages of the password calls (wire text; the widgets show their own locale's words). */
export const PASSWORD_MESSAGES = Object.freeze({
  invalidCredentials: 'Invalid user name or password.',
  wrongCurrentPassword: 'The current password is not correct.',
  tooShort: `The new password must have at least ${PASSWORD_LIMITS.minLength} characters.`,
  tooLong: `The new password may have at most ${PASSWORD_LIMITS.maxLength} characters.`,
  sameAsCurrent: 'The new password must differ from the current one.',
});
