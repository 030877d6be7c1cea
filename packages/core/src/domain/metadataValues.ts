// The checks a metadata value passes before it is saved (spec 001 §3 fields; the lengths, ranges and
// the web-address rule decided: docs/decisions.md "The metadata editor"). The server and the mocks
// run these on every edit patch, so both refuse the same values with the same message, and the
// editor can hold a value to the same numbers before it is sent.
import {
  GPS_LATITUDE_RANGE,
  GPS_LONGITUDE_RANGE,
  METADATA_LONG_TEXT_MAX_LENGTH,
  METADATA_TEXT_MAX_LENGTH,
  METADATA_URL_MAX_LENGTH,
} from '../constants';
import { en, type VitrineLocale } from '../locale/en';
import { interpolate } from '../locale/interpolate';

/** A checked value, or the sentence the refusal answers with. */
export type MetadataValueResult<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * The longest value of an edit-patch field (openapi.yml EditPatch.field), in characters: a
 * description, the keywords and a custom field take METADATA_LONG_TEXT_MAX_LENGTH (a custom field may
 * be a list, and the server is not told its kind), the licence document METADATA_URL_MAX_LENGTH,
 * every other text METADATA_TEXT_MAX_LENGTH.
 */
export function metadataMaxLength(field: string): number {
  if (field === 'imageAttributes.description' || field === 'keywords' || /^custom-\d+$/.test(field)) {
    return METADATA_LONG_TEXT_MAX_LENGTH;
  }
  if (field === 'licenseDocumentUrl') return METADATA_URL_MAX_LENGTH;
  return METADATA_TEXT_MAX_LENGTH;
}

/** The refusal of a value longer than its field takes (characters as JavaScript counts them), or null. */
export function metadataLengthError(field: string, value: string, locale: VitrineLocale = en): string | null {
  const max = metadataMaxLength(field);
  return value.length <= max ? null : interpolate(locale.edit.patch.tooLong, { field, max });
}

/** A decimal as sent on the wire: '48.8566', '-2.35', '1e-7' (a dot, never a comma). */
const DECIMAL = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

/** The ranges of spec 001 §3 imageGPS, by axis. */
const GPS_RANGES = { latitude: GPS_LATITUDE_RANGE, longitude: GPS_LONGITUDE_RANGE } as const;

/**
 * One coordinate of an edit patch (imageGPS.latitude or imageGPS.longitude): a number in its range
 * (latitude −90…90, longitude −180…180), or '' (blank) for none.
 */
export function parseGpsCoordinate(
  axis: 'latitude' | 'longitude',
  value: string,
  locale: VitrineLocale = en,
): MetadataValueResult<number | null> {
  const text = value.trim();
  if (text === '') return { ok: true, value: null };
  const range = GPS_RANGES[axis];
  const number = DECIMAL.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(number) || number < range.min || number > range.max) {
    return { ok: false, message: interpolate(locale.edit.patch[axis], { min: range.min, max: range.max }) };
  }
  // -0 is stored and shown as 0.
  return { ok: true, value: number === 0 ? 0 : number };
}

/**
 * A position is both coordinates or neither (openapi.yml ImageGPS: a file without one has no
 * imageGPS), so a patch may not leave a file with half of one.
 */
export function gpsPositionError(
  latitude: number | null,
  longitude: number | null,
  locale: VitrineLocale = en,
): string | null {
  return (latitude === null) === (longitude === null) ? null : locale.edit.patch.gpsIncomplete;
}

/** http:// or https://, a host, then a path, query or fragment; no white space anywhere. */
const WEB_ADDRESS = /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i;

/**
 * An absolute http or https address with a host (`javascript:`, `data:`, relative paths and the
 * rest are not), without white space or control characters. Checked by its shape: core runs in the
 * browser and on the server alike and leaves parsing to whoever follows the link.
 */
export function isWebAddress(value: string): boolean {
  const text = value.trim();
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return WEB_ADDRESS.test(text);
}

/**
 * The licence document of an edit patch, as the result of its action: an http or https address of at
 * most METADATA_URL_MAX_LENGTH characters (trimmed), or '' (blank) for none.
 */
export function parseLicenseDocumentUrl(
  value: string,
  locale: VitrineLocale = en,
): MetadataValueResult<string | null> {
  const text = value.trim();
  if (text === '') return { ok: true, value: null };
  const tooLong = metadataLengthError('licenseDocumentUrl', text, locale);
  if (tooLong !== null) return { ok: false, message: tooLong };
  if (!isWebAddress(text)) return { ok: false, message: locale.edit.patch.licenceUrl };
  return { ok: true, value: text };
}
