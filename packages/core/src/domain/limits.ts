// Size limits of what a signed-in user stores for himself: web settings and pinned items. The spec
// gives none (spec 000 §3 names the settings and the pinned list, §9 no sizes); the limits are
// decided (docs/decisions.md "Input limits") and checked alike by the server, the mocks and the UI.
import { MAX_LOGICAL_VIEW_STRING_LENGTH, MAX_PINNED_ITEMS, MAX_WEB_SETTINGS_BYTES } from '../constants';
import { en, type VitrineLocale } from '../locale/en';
import { interpolate } from '../locale/interpolate';
import type { LocaleKey } from '../locale/translator';
import { utf8ByteLength } from './names';

type LimitCode = 'webSettingsTooLarge' | 'logicalViewTooLong' | 'tooManyPins';

/** A refused size, with its message key and English text. */
export type LimitValidation =
  | { ok: true }
  | { ok: false; code: LimitCode; messageKey: LocaleKey; message: string };

function check(ok: boolean, code: LimitCode, max: number, locale: VitrineLocale): LimitValidation {
  if (ok) return { ok: true };
  return {
    ok: false,
    code,
    messageKey: `validation.${code}`,
    message: interpolate(locale.validation[code], { max }),
  };
}

/** Web settings as they would be saved (the stored ones merged with a save): at most MAX_WEB_SETTINGS_BYTES of JSON. */
export function validateWebSettingsSize(settings: object, locale: VitrineLocale = en): LimitValidation {
  const size = utf8ByteLength(JSON.stringify(settings));
  return check(size <= MAX_WEB_SETTINGS_BYTES, 'webSettingsTooLarge', MAX_WEB_SETTINGS_BYTES, locale);
}

/** A logical view string to pin: at most MAX_LOGICAL_VIEW_STRING_LENGTH characters. */
export function validateLogicalViewPin(value: string, locale: VitrineLocale = en): LimitValidation {
  const max = MAX_LOGICAL_VIEW_STRING_LENGTH;
  return check(value.length <= max, 'logicalViewTooLong', max, locale);
}

/**
 * A new pin when the user already has `pinnedCount` items: refused at MAX_PINNED_ITEMS. Pinning an
 * item already pinned (it moves to the front) and unpinning are never refused; the caller asks only
 * for a new item.
 */
export function validatePinCount(pinnedCount: number, locale: VitrineLocale = en): LimitValidation {
  return check(pinnedCount < MAX_PINNED_ITEMS, 'tooManyPins', MAX_PINNED_ITEMS, locale);
}
