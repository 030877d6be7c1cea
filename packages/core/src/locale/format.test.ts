import { describe, expect, it } from 'vitest';
import { validateUploadCount } from '../domain/upload';
import { parseVideoStatus } from '../domain/video';
import { createLocaleFormat } from './format';
import { createTranslator } from './translator';

const en = createLocaleFormat('en');
const de = createLocaleFormat('de');

describe('numbers through Intl.NumberFormat', () => {
  it.each([
    [en, 1234567.5, '1,234,567.5'],
    [de, 1234567.5, '1.234.567,5'],
  ])('case %#: %s', (format, value, expected) => {
    expect(format.number(value)).toBe(expected);
  });
});

describe('dates', () => {
  it('keeps the spec yyyy-mm-dd in English (spec 000 §9), any English region', () => {
    expect(en.date(new Date(2024, 2, 5))).toBe('2024-03-05');
    expect(createLocaleFormat('en-US').date('2024-03-05')).toBe('2024-03-05');
  });

  it("writes German's own numeric date", () => {
    expect(de.date(new Date(2024, 2, 5))).toBe('05.03.2024');
    expect(de.date('2024-12-31')).toBe('31.12.2024');
  });

  it('is empty for no valid date', () => {
    expect(de.date(null)).toBe('');
    expect(de.date('garbage')).toBe('');
    expect(en.date(undefined)).toBe('');
  });
});

describe('month names through Intl.DateTimeFormat', () => {
  it.each([
    [en, 1, 'January'],
    [en, 12, 'December'],
    [de, 3, 'März'],
    [de, 12, 'Dezember'],
  ])('case %#: month %s is %s', (format, month, expected) => {
    expect(format.month(month)).toBe(expected);
  });
});

describe('file sizes (spec 000 §9: 1024 units, one decimal)', () => {
  it.each([
    [en, 1536, '1.5 KB'],
    [de, 1536, '1,5 KB'],
    [en, 1023, '1023 B'],
    [de, 5.25 * 1024 * 1024, '5,3 MB'],
    [de, 0, '0 B'],
  ])('case %#: %s bytes', (format, bytes, expected) => {
    expect(format.fileSize(bytes)).toBe(expected);
  });
});

describe('interpolate and plural in the language', () => {
  it('writes counts in the language and ids, codes and years verbatim', () => {
    expect(de.interpolate('{n} von {total}', { n: 1200, total: 25000 })).toBe('1.200 von 25.000');
    expect(en.interpolate('Folder {id} ({code}), {year}', { id: 12345, code: 4401, year: 2024 })).toBe(
      'Folder 12345 (4401), 2024',
    );
    expect(en.interpolate('{name}', { name: 'x' })).toBe('x');
  });

  it('fills {n} of the chosen form', () => {
    expect(de.plural({ one: '{n} Datei', other: '{n} Dateien' }, 1)).toBe('1 Datei');
    expect(de.plural({ one: '{n} Datei', other: '{n} Dateien' }, 1234)).toBe('1.234 Dateien');
    expect(en.plural({ one: '1 file in {set}', other: '{n} files in {set}' }, 3, { set: 'A' })).toBe(
      '3 files in A',
    );
  });

  it('keeps a region for Intl (Swiss German groups its own way)', () => {
    expect(createLocaleFormat('de-CH').language).toBe('de-CH');
    expect(createLocaleFormat('de-CH').number(1234567)).not.toBe(de.number(1234567));
  });

  it('caches one format per tag and reads a refused tag as English', () => {
    expect(createLocaleFormat('de')).toBe(de);
    expect(createLocaleFormat('not a tag!').language).toBe('en');
  });
});

describe("core's rules write their numbers with a language's format", () => {
  it('the upload count limit and the video try count', () => {
    const t = createTranslator(undefined, 'de');
    const tooMany = validateUploadCount(50_001, 'internal', t.locale, t.format.number);
    expect(tooMany.ok ? '' : tooMany.message).toBe(
      'Zu viele Dateien. Sie können höchstens 50.000 Dateien hinzufügen.',
    );
    expect(parseVideoStatus('error', 1200, t.locale, t.format.number)).toMatchObject({
      hint: 'Der Server hat bisher 1.200-mal versucht, dieses Video zu verarbeiten.',
    });
    // English keeps the spec's plain numbers unless asked
    const english = validateUploadCount(50_001, 'internal');
    expect(english.ok ? '' : english.message).toBe('Too many files. You can add at most 50000 files.');
  });
});
