import { describe, expect, it } from 'vitest';
import { computeFormFillTime, isContactSpam, validateContactForm } from './contact';

const good = {
  message: 'Can I use this photo?',
  addresserEmail: 'ann@example.com',
  secondEmail: '',
  formFillTime: 12000,
};

describe('validateContactForm (spec 001 §5)', () => {
  it.each([
    ['a good form', {}, { ok: true }],
    ['exactly 5000 ms', { formFillTime: 5000 }, { ok: true }],
    ['no honeypot field at all', { secondEmail: undefined }, { ok: true }],
    [
      'empty message',
      { message: '' },
      { ok: false, code: 'messageRequired', message: 'Message field cannot be empty' },
    ],
    [
      'blank message',
      { message: '  \n ' },
      { ok: false, code: 'messageRequired', message: 'Message field cannot be empty' },
    ],
    [
      'empty email',
      { addresserEmail: ' ' },
      { ok: false, code: 'emailRequired', message: 'Email field cannot be empty' },
    ],
    [
      'under 5000 ms',
      { formFillTime: 4999 },
      { ok: false, code: 'spam', message: 'Failed to send message!' },
    ],
    [
      'honeypot filled',
      { secondEmail: 'bot@spam.io' },
      { ok: false, code: 'spam', message: 'Failed to send message!' },
    ],
    [
      'not a number',
      { formFillTime: Number.NaN },
      { ok: false, code: 'spam', message: 'Failed to send message!' },
    ],
    [
      'empty and fast: required first',
      { message: '', formFillTime: 10 },
      { ok: false, code: 'messageRequired', message: 'Message field cannot be empty' },
    ],
  ])('%s', (_, change, expected) => {
    expect(validateContactForm({ ...good, ...change })).toEqual(expected);
  });
});

describe('isContactSpam and computeFormFillTime', () => {
  it.each([
    [{ formFillTime: 6000, secondEmail: null }, false],
    [{ formFillTime: 100, secondEmail: null }, true],
    [{ formFillTime: 6000, secondEmail: 'x' }, true],
  ])('%o is spam: %s', (input, expected) => {
    expect(isContactSpam(input)).toBe(expected);
  });

  it.each([
    [new Date(1000), new Date(7000), 6000],
    [1000, 500, 0],
  ])('from %o to %o is %i ms', (openedAt, now, expected) => {
    expect(computeFormFillTime(openedAt, now)).toBe(expected);
  });
});
