import { describe, expect, it } from 'vitest';
import { MAX_LOGICAL_VIEW_STRING_LENGTH, MAX_PINNED_ITEMS, MAX_WEB_SETTINGS_BYTES } from '../constants';
import { validateLogicalViewPin, validatePinCount, validateWebSettingsSize } from './limits';

describe('stored sizes (decided, docs/decisions.md "Input limits")', () => {
  it('web settings: up to the byte limit of their JSON', () => {
    // {"whatsNewSeen":"…"} is 19 bytes around the value.
    const fits = { whatsNewSeen: 'a'.repeat(MAX_WEB_SETTINGS_BYTES - 19) };
    expect(validateWebSettingsSize(fits)).toEqual({ ok: true });
    expect(validateWebSettingsSize({ whatsNewSeen: `${fits.whatsNewSeen}a` })).toMatchObject({
      ok: false,
      code: 'webSettingsTooLarge',
      message: `The settings are too large to be saved (at most ${MAX_WEB_SETTINGS_BYTES} bytes).`,
    });
  });

  it('a pinned logical view: up to the character limit', () => {
    expect(validateLogicalViewPin(`title-${'a'.repeat(MAX_LOGICAL_VIEW_STRING_LENGTH - 6)}`)).toEqual({
      ok: true,
    });
    expect(validateLogicalViewPin('a'.repeat(MAX_LOGICAL_VIEW_STRING_LENGTH + 1))).toMatchObject({
      ok: false,
      code: 'logicalViewTooLong',
      message: `The logical view is too long to be pinned (at most ${MAX_LOGICAL_VIEW_STRING_LENGTH} characters).`,
    });
  });

  it('pinned items: a new one while fewer than the limit are pinned', () => {
    expect(validatePinCount(MAX_PINNED_ITEMS - 1)).toEqual({ ok: true });
    expect(validatePinCount(MAX_PINNED_ITEMS)).toMatchObject({
      ok: false,
      code: 'tooManyPins',
      message: `Quick access holds at most ${MAX_PINNED_ITEMS} pinned items.`,
    });
  });
});
