// The share dialog's rules (spec 000 §5, §9): the friendly address, the expiry picker, the PATCH body.
import { describe, expect, it } from 'vitest';
import {
  dayFromValue,
  dayValue,
  defaultShareSettings,
  expiryDayRange,
  expiryOnDay,
  friendlySlugOf,
  localDateTime,
  shareLinkStatus,
  shareSettingsPatch,
  shareSettingsValid,
} from './domain';
import { lookUpPerson, MAX_PERSON_SUGGESTIONS, suggestPeople } from './people';

// A Saturday morning, local time.
const NOW = new Date(2026, 10, 28, 9, 47, 12);

describe('the friendly address (spec 000 §5: a title of 4 characters or more, at most 257)', () => {
  it.each([
    ['abc', null],
    ['  ab c  ', 'ab-c'],
    ['Sommer Kampagne 2026', 'sommer-kampagne-2026'],
    ['Über straße', 'uber-strasse'],
    ['!!!!', null],
  ])('%j → %j', (title, slug) => {
    expect(friendlySlugOf({ title, makeUrlFriendly: true })).toBe(slug);
  });

  it('makes none when friendly addresses are off', () => {
    expect(friendlySlugOf({ title: 'Summer campaign', makeUrlFriendly: false })).toBeNull();
  });

  it('cuts a long title at 257 characters', () => {
    expect(friendlySlugOf({ title: 'a'.repeat(400), makeUrlFriendly: true })).toHaveLength(257);
  });
});

describe('the expiry picker (spec 000 §5, §9)', () => {
  it('starts at now + 168 hours rounded up to the half hour', () => {
    expect(defaultShareSettings(NOW).expiry).toEqual(new Date(2026, 11, 5, 10, 0));
  });

  it('offers days from today on, never a past one', () => {
    expect(expiryDayRange(NOW).min).toBe('2026-11-28');
    // After 23:30 the first offered time is tomorrow's.
    expect(expiryDayRange(new Date(2026, 10, 28, 23, 40)).min).toBe('2026-11-29');
  });

  it('keeps the time of day on another day, or takes the first one left today', () => {
    const current = new Date(2026, 11, 5, 14, 30);
    expect(expiryOnDay(new Date(2026, 11, 10), current, NOW)).toEqual(new Date(2026, 11, 10, 14, 30));
    expect(expiryOnDay(new Date(2026, 10, 28), new Date(2026, 11, 5, 8, 0), NOW)).toEqual(
      new Date(2026, 10, 28, 10, 0),
    );
    expect(expiryOnDay(new Date(2026, 10, 27), current, NOW)).toBeNull();
  });

  it('refuses a past expiry or one off the half hours', () => {
    const settings = defaultShareSettings(NOW);
    expect(shareSettingsValid(settings, NOW)).toBe(true);
    expect(shareSettingsValid({ ...settings, expiry: new Date(2026, 10, 28, 9, 30) }, NOW)).toBe(false);
    expect(shareSettingsValid({ ...settings, expiry: new Date(2026, 11, 1, 10, 15) }, NOW)).toBe(false);
  });

  it('reads and writes the date input’s day', () => {
    expect(dayValue(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(dayFromValue('2026-02-30')).toBeNull();
    expect(dayFromValue('2026-02-28')).toEqual(new Date(2026, 1, 28));
  });
});

describe('the settings sent (spec 000 §7 "PATCH sharing/{stateId}")', () => {
  it('sends the title, the friendly address where the title allows one, the expiry and the flags', () => {
    const settings = {
      ...defaultShareSettings(NOW, '  Summer  '),
      allowedToDownloadImages: false,
      showInfoPanelOnFirstLoad: true,
    };
    expect(shareSettingsPatch(settings)).toEqual({
      title: 'Summer',
      makeUrlFriendly: true,
      expirationDatetime: localDateTime(settings.expiry),
      expirationDatetimeUTC: settings.expiry.toISOString(),
      allowedToDownloadImages: false,
      allowedToRepresentSlideshow: true,
      allowedToShowInfo: true,
      showInfoPanelOnFirstLoad: true,
    });
  });

  it('asks for no friendly address with a short title, and sends a typed password only', () => {
    const patch = shareSettingsPatch({ ...defaultShareSettings(NOW, 'abc'), password: 's3cret' });
    expect(patch.makeUrlFriendly).toBe(false);
    expect(patch.password).toBe('s3cret');
    expect('password' in shareSettingsPatch(defaultShareSettings(NOW))).toBe(false);
    expect(shareSettingsPatch(defaultShareSettings(NOW)).title).toBeNull();
  });

  it('opens no info panel at first without the info panel (spec 001 §6)', () => {
    const settings = {
      ...defaultShareSettings(NOW),
      allowedToShowInfo: false,
      showInfoPanelOnFirstLoad: true,
    };
    expect(shareSettingsPatch(settings).showInfoPanelOnFirstLoad).toBe(false);
  });
});

describe('a link’s status (My shares)', () => {
  it.each([
    [{ isRevoked: true, expirationDatetimeUTC: '2027-01-01T00:00:00Z' }, 'revoked'],
    [{ expirationDatetimeUTC: '2026-01-01T00:00:00Z' }, 'expired'],
    [{ expirationDatetimeUTC: '2027-01-01T00:00:00Z' }, 'live'],
    [{ expirationDatetime: null }, 'live'],
  ] as const)('%j is %s', (state, status) => {
    expect(shareLinkStatus(state, NOW)).toBe(status);
  });
});

describe('share with people (spec 000 §5: a known person, or the add-by-email prompt)', () => {
  const users = [
    { id: 1, logicalId: 'Anna', email: 'anna@example.com', folderId: null },
    { id: 2, logicalId: 'bob', email: null, folderId: 7 },
  ];
  it.each([
    ['', { kind: 'empty' }],
    ['  ', { kind: 'empty' }],
    ['anna', { kind: 'known', user: users[0] }],
    ['ANNA@example.com', { kind: 'known', user: users[0] }],
    ['Bob', { kind: 'known', user: users[1] }],
    [' carol@example.org ', { kind: 'add-by-email', email: 'carol@example.org' }],
    ['carol', { kind: 'unknown' }],
    ['carol@nowhere', { kind: 'unknown' }],
  ])('%j → %j', (typed, found) => {
    expect(lookUpPerson(typed, users)).toEqual(found);
  });
});

describe('the people picker filters the users list as one types (issue 20)', () => {
  const users = [
    { id: 1, logicalId: 'Anna', email: 'anna@example.com', folderId: null },
    { id: 2, logicalId: 'bob', email: null, folderId: 7 },
    { id: 3, logicalId: 'joanna', email: null, folderId: null },
  ];
  it.each([
    ['', [], []],
    ['  ', [], []],
    ['ann', [], ['Anna', 'joanna']],
    ['ANNA', [], ['Anna', 'joanna']],
    ['example.com', [], ['Anna']],
    ['o', [], ['Anna', 'bob', 'joanna']],
    ['ann', [1], ['joanna']],
    ['zed', [], []],
  ] as const)('%j without %j → %j (names starting with it first)', (typed, without, names) => {
    expect(suggestPeople(typed, users, new Set(without)).map((u) => u.logicalId)).toEqual(names);
  });
  it(`shows at most ${MAX_PERSON_SUGGESTIONS}`, () => {
    const many = Array.from({ length: 20 }, (_, i) => ({
      id: i,
      logicalId: `user${i}`,
      email: null,
      folderId: null,
    }));
    expect(suggestPeople('user', many)).toHaveLength(MAX_PERSON_SUGGESTIONS);
  });
});
