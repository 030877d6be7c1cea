import { describe, expect, it } from 'vitest';
import {
  METADATA_LONG_TEXT_MAX_LENGTH,
  METADATA_TEXT_MAX_LENGTH,
  METADATA_URL_MAX_LENGTH,
} from '../constants';
import { de } from '../locale/de';
import {
  gpsPositionError,
  isWebAddress,
  metadataLengthError,
  metadataMaxLength,
  parseGpsCoordinate,
  parseLicenseDocumentUrl,
} from './metadataValues';

describe('metadata values (decided, docs/decisions.md "The metadata editor")', () => {
  it('bounds each field: long texts, the web address, every other text', () => {
    expect(metadataMaxLength('imageAttributes.description')).toBe(METADATA_LONG_TEXT_MAX_LENGTH);
    expect(metadataMaxLength('keywords')).toBe(METADATA_LONG_TEXT_MAX_LENGTH);
    expect(metadataMaxLength('custom-12')).toBe(METADATA_LONG_TEXT_MAX_LENGTH);
    expect(metadataMaxLength('licenseDocumentUrl')).toBe(METADATA_URL_MAX_LENGTH);
    expect(metadataMaxLength('imageAttributes.title')).toBe(METADATA_TEXT_MAX_LENGTH);
    expect(metadataMaxLength('licenseExpiryNote')).toBe(METADATA_TEXT_MAX_LENGTH);
    expect(metadataMaxLength('imageIPTC.city')).toBe(METADATA_TEXT_MAX_LENGTH);
    expect(METADATA_TEXT_MAX_LENGTH).toBe(4096);
    expect(METADATA_LONG_TEXT_MAX_LENGTH).toBe(16384);
    expect(METADATA_URL_MAX_LENGTH).toBe(2048);
  });

  it('refuses a value one character over its bound, with the field and the bound', () => {
    expect(metadataLengthError('licenseExpiryNote', 'n'.repeat(4096))).toBeNull();
    expect(metadataLengthError('licenseExpiryNote', 'n'.repeat(4097))).toBe(
      'licenseExpiryNote takes at most 4096 characters.',
    );
    expect(metadataLengthError('imageAttributes.description', 'd'.repeat(16385), de)).toBe(
      'imageAttributes.description darf höchstens 16384 Zeichen lang sein.',
    );
  });

  it('reads a coordinate in its range; blank is none', () => {
    expect(parseGpsCoordinate('latitude', '48.8566')).toEqual({ ok: true, value: 48.8566 });
    expect(parseGpsCoordinate('latitude', ' -90 ')).toEqual({ ok: true, value: -90 });
    expect(parseGpsCoordinate('longitude', '180')).toEqual({ ok: true, value: 180 });
    expect(parseGpsCoordinate('longitude', '-1e-7')).toEqual({ ok: true, value: -1e-7 });
    expect(parseGpsCoordinate('longitude', '-0')).toEqual({ ok: true, value: 0 });
    expect(parseGpsCoordinate('latitude', '')).toEqual({ ok: true, value: null });
    expect(parseGpsCoordinate('latitude', '   ')).toEqual({ ok: true, value: null });
  });

  it('refuses a coordinate out of range or not a number', () => {
    const latitude = { ok: false, message: 'The latitude must be a number from -90 to 90.' };
    const longitude = { ok: false, message: 'The longitude must be a number from -180 to 180.' };
    expect(parseGpsCoordinate('latitude', '90.0001')).toEqual(latitude);
    expect(parseGpsCoordinate('latitude', '-91')).toEqual(latitude);
    expect(parseGpsCoordinate('longitude', '180.5')).toEqual(longitude);
    for (const text of ['48,85', 'north', 'NaN', 'Infinity', '0x10', '1e999', '12 34', '--1']) {
      expect(parseGpsCoordinate('latitude', text)).toEqual(latitude);
    }
  });

  it('a position is both coordinates or neither', () => {
    expect(gpsPositionError(1, 2)).toBeNull();
    expect(gpsPositionError(null, null)).toBeNull();
    expect(gpsPositionError(1, null)).toBe('A position needs both a latitude and a longitude.');
    expect(gpsPositionError(null, 0)).toBe('A position needs both a latitude and a longitude.');
  });

  it('takes only absolute http and https addresses', () => {
    expect(isWebAddress('https://example.com/licence.pdf')).toBe(true);
    expect(isWebAddress('HTTP://example.com')).toBe(true);
    expect(isWebAddress('https://user@example.com:8443/a/b?c=d#e')).toBe(true);
    expect(isWebAddress('https://example.com/%E2%82%AC?q=caf%C3%A9')).toBe(true);
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://example.com/a',
      '//example.com/a',
      '/licence.pdf',
      'example.com',
      'https://',
      'mailto:a@example.com',
      'https://example.com/my licence.pdf',
      'https://exa mple.com',
      'https://example.com/\u0000.pdf',
      'https://example.com/\u007f',
    ]) {
      expect(isWebAddress(text), text).toBe(false);
    }
  });

  it('reads a licence document: trimmed, blank is none, bounded, http or https only', () => {
    expect(parseLicenseDocumentUrl(' https://example.com/l.pdf ')).toEqual({
      ok: true,
      value: 'https://example.com/l.pdf',
    });
    expect(parseLicenseDocumentUrl('')).toEqual({ ok: true, value: null });
    const longest = `https://example.com/${'a'.repeat(2048 - 20)}`;
    expect(longest).toHaveLength(2048);
    expect(parseLicenseDocumentUrl(longest)).toEqual({ ok: true, value: longest });
    expect(parseLicenseDocumentUrl(`${longest}a`)).toEqual({
      ok: false,
      message: 'licenseDocumentUrl takes at most 2048 characters.',
    });
    expect(parseLicenseDocumentUrl('javascript:alert(1)')).toEqual({
      ok: false,
      message: 'The licence document must be a web address starting with http:// or https://.',
    });
  });
});
