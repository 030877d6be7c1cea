import { describe, expect, it } from 'vitest';
import { TEST_SCRYPT_COST } from '../testing/contract';
import { DEFAULT_SCRYPT_COST, generatePassword, hashPassword, verifyPassword } from './passwords';

describe('passwords (scrypt)', () => {
  it('verifies the password it hashed, and only that one', async () => {
    const stored = await hashPassword('correct horse', TEST_SCRYPT_COST);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct hors', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts: the same password hashes differently each time, with its cost in the hash', async () => {
    const a = await hashPassword('same', TEST_SCRYPT_COST);
    const b = await hashPassword('same', TEST_SCRYPT_COST);
    expect(a).not.toBe(b);
    expect(a.split('$').slice(0, 4)).toEqual(['scrypt', String(TEST_SCRYPT_COST.N), '8', '1']);
  });

  it('uses a slow default cost (N = 2^15)', async () => {
    expect(DEFAULT_SCRYPT_COST.N).toBe(32768);
    expect(await verifyPassword('pw', await hashPassword('pw'))).toBe(true);
  });

  it('treats composed and decomposed Unicode alike (NFC)', async () => {
    const stored = await hashPassword('caf\u00e9', TEST_SCRYPT_COST);
    expect(await verifyPassword('cafe\u0301', stored)).toBe(true);
  });

  it.each([
    null,
    undefined,
    '',
    'plain',
    'scrypt$1$8$1$x$y',
    'scrypt$99999999$8$1$AAAA$AAAA',
    'bcrypt$2$x$y$z$w',
  ])('refuses the malformed stored hash %j without throwing', async (stored) => {
    expect(await verifyPassword('x', stored)).toBe(false);
  });

  it('generates 20-character random passwords', () => {
    const a = generatePassword();
    expect(a).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(generatePassword()).not.toBe(a);
  });
});
