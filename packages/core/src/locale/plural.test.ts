import { describe, expect, it } from 'vitest';
import { isPluralMessage, type PluralMessage, plural, selectPlural } from './plural';

describe('selectPlural: the language picks the form (Intl.PluralRules)', () => {
  const files = plural({ one: '{n} file', other: '{n} files' });

  it.each([
    [0, '{n} files'],
    [1, '{n} file'],
    [2, '{n} files'],
    [1.5, '{n} files'],
    [21, '{n} files'],
  ])('English, n = %d: %j', (n, form) => {
    expect(selectPlural(files, n)).toBe(form);
    expect(selectPlural(files, n, 'en')).toBe(form);
  });

  const dateien = plural({ one: '{n} Datei', other: '{n} Dateien' });
  it.each([
    [0, '{n} Dateien'],
    [1, '{n} Datei'],
    [2, '{n} Dateien'],
    [1.5, '{n} Dateien'],
  ])('German, n = %d: %j', (n, form) => {
    expect(selectPlural(dateien, n, 'de')).toBe(form);
    expect(selectPlural(dateien, n, 'de-AT')).toBe(form);
  });

  // Polish: one (1), few (2–4, 22–24, ...), many (0, 5–21, 25, ...), other (fractions).
  const pliki: PluralMessage = { one: 'one', few: 'few', many: 'many', other: 'other' };
  it.each([
    [1, 'one'],
    [2, 'few'],
    [4, 'few'],
    [5, 'many'],
    [12, 'many'],
    [22, 'few'],
    [25, 'many'],
    [0, 'many'],
    [1.5, 'other'],
  ])('Polish, n = %d: %s', (n, form) => {
    expect(selectPlural(pliki, n, 'pl')).toBe(form);
  });

  // Arabic has all six categories.
  const arabic: PluralMessage = {
    zero: 'zero',
    one: 'one',
    two: 'two',
    few: 'few',
    many: 'many',
    other: 'other',
  };
  it.each([
    [0, 'zero'],
    [1, 'one'],
    [2, 'two'],
    [3, 'few'],
    [11, 'many'],
    [100, 'other'],
  ])('Arabic, n = %d: %s', (n, form) => {
    expect(selectPlural(arabic, n, 'ar')).toBe(form);
  });

  it('falls back to other when the message lacks the category', () => {
    expect(selectPlural({ one: 'one', other: 'other' }, 3, 'pl')).toBe('other');
    expect(selectPlural({ other: 'other' }, 1)).toBe('other');
  });

  it('reads an invalid tag as English', () => {
    expect(selectPlural(files, 1, 'not a tag!')).toBe('{n} file');
  });

  it('types other as required and the rest as optional', () => {
    // @ts-expect-error `other` is required
    const missing: PluralMessage = { one: 'x' };
    // @ts-expect-error not a plural category
    const unknown: PluralMessage = { other: 'x', several: 'y' };
    expect([missing, unknown]).toHaveLength(2);
  });
});

describe('isPluralMessage', () => {
  it.each([
    [{ one: 'a', other: 'b' }, true],
    [{ other: 'b' }, true],
    [{ few: 'a', many: 'b', other: 'c' }, true],
    // a group that merely has an `other` key is not a plural
    [{ image: 'Image', other: 'Other' }, false],
    [{ one: 'a' }, false],
    ['text', false],
    [null, false],
  ])('%o: %s', (value, expected) => {
    expect(isPluralMessage(value)).toBe(expected);
  });
});
