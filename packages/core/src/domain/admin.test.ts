import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, adminNameProblem, isEmailAddress } from './admin';
import { hasControlCharacters } from './names';

describe('administration checks', () => {
  it('refuses an empty name and one with control characters, with the messages the server answers', () => {
    expect(adminNameProblem('')).toBe('The name may not be empty.');
    expect(adminNameProblem('ana\u0007ribeiro')).toBe(ADMIN_MESSAGES.nameControl);
    expect(adminNameProblem('ana\u0085')).toBe('The name may not contain control characters.');
    expect(adminNameProblem('ana.ribeiro')).toBeNull();
    expect(hasControlCharacters('Virtual Set')).toBe(false);
  });

  it('takes something@something.something without spaces as an e-mail address', () => {
    expect(isEmailAddress('ana@example.com')).toBe(true);
    expect(isEmailAddress('ana@example')).toBe(false);
    expect(isEmailAddress('ana @example.com')).toBe(false);
    expect(isEmailAddress('ana.example.com')).toBe(false);
  });
});
