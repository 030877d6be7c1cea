import { describe, expect, it } from 'vitest';
import { checkNewPassword, PASSWORD_LIMITS, SIGN_IN_THROTTLED } from './password';

describe('checkNewPassword (docs/decisions.md "Sign-in that holds")', () => {
  it.each([
    ['', undefined, 'tooShort'],
    ['seven77', undefined, 'tooShort'],
    ['eight888', undefined, null],
    // Characters, not UTF-16 units: four emoji are four characters.
    ['😀😀😀😀😀😀😀', undefined, 'tooShort'],
    ['😀😀😀😀😀😀😀😀', undefined, null],
    ['x'.repeat(PASSWORD_LIMITS.maxLength), undefined, null],
    ['x'.repeat(PASSWORD_LIMITS.maxLength + 1), undefined, 'tooLong'],
    ['same-password', 'same-password', 'sameAsCurrent'],
    // NFC: composed and decomposed é are the same password.
    ['caf\u00e9-au-lait', 'cafe\u0301-au-lait', 'sameAsCurrent'],
    ['new-password', 'old-password', null],
  ] as const)('%j (current %j) → %s', (next, current, problem) => {
    expect(checkNewPassword(next, current)).toBe(problem);
  });

  it('answers a held-back sign-in with 429 TooManyAttempts', () => {
    expect(SIGN_IN_THROTTLED).toMatchObject({ status: 429, errorCode: 'TooManyAttempts' });
  });
});
