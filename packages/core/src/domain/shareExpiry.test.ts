import { describe, expect, it } from 'vitest';
import {
  clampShareExpiry,
  computeDefaultShareExpiry,
  computeEarliestShareExpiry,
  isOnStep,
  isShareExpiryDaySelectable,
  listShareExpiryTimes,
  roundUpToStep,
  validateShareExpiry,
} from './shareExpiry';

// All moments are local time, so the table reads like the picker.
const at = (day: number, hour: number, minute: number, second = 0, ms = 0) =>
  new Date(2024, 4, day, hour, minute, second, ms);
const now = at(10, 10, 7);

describe('roundUpToStep (spec 000 §5: 30-minute steps)', () => {
  it.each([
    [at(10, 10, 7), at(10, 10, 30)],
    [at(10, 10, 30), at(10, 10, 30)],
    [at(10, 10, 30, 1), at(10, 11, 0)],
    [at(10, 10, 0, 0, 1), at(10, 10, 30)],
    [at(10, 10, 59), at(10, 11, 0)],
    [at(10, 23, 45), at(11, 0, 0)],
    [at(10, 0, 0), at(10, 0, 0)],
  ])('%o rounds up to %o', (date, expected) => {
    expect(roundUpToStep(date)).toEqual(expected);
  });

  it.each([
    [at(10, 10, 30), true],
    [at(10, 10, 0), true],
    [at(10, 10, 15), false],
    [at(10, 10, 30, 5), false],
  ])('isOnStep(%o) is %s', (date, expected) => {
    expect(isOnStep(date)).toBe(expected);
  });
});

describe('computeDefaultShareExpiry (spec 000 §5, §9: now + 168 h rounded to half an hour)', () => {
  it.each([
    [at(10, 10, 7), at(17, 10, 30)],
    [at(10, 10, 30), at(17, 10, 30)],
    [at(10, 23, 50), at(18, 0, 0)],
  ])('from %o the default is %o', (from, expected) => {
    expect(computeDefaultShareExpiry(from)).toEqual(expected);
  });
});

describe('computeEarliestShareExpiry (spec 000 §5: no past date)', () => {
  it.each([
    [at(10, 10, 7), at(10, 10, 30)],
    [at(10, 10, 30), at(10, 11, 0)],
  ])('from %o the earliest is %o', (from, expected) => {
    expect(computeEarliestShareExpiry(from)).toEqual(expected);
  });
});

describe('validateShareExpiry (spec 000 §5)', () => {
  it.each([
    [at(17, 10, 30), { ok: true }],
    [at(10, 10, 30), { ok: true }],
    [at(10, 10, 0), { ok: false, code: 'past' }],
    [at(9, 12, 0), { ok: false, code: 'past' }],
    [at(11, 9, 15), { ok: false, code: 'notOnStep' }],
    [new Date(Number.NaN), { ok: false, code: 'invalid' }],
  ])('%o is %o', (value, expected) => {
    expect(validateShareExpiry(value, now)).toEqual(expected);
  });
});

describe('clampShareExpiry', () => {
  it.each([
    [at(12, 9, 10), at(12, 9, 30)],
    [at(1, 9, 0), at(10, 10, 30)],
    [at(10, 10, 8), at(10, 10, 30)],
    [new Date(Number.NaN), at(17, 10, 30)],
  ])('%o becomes %o', (value, expected) => {
    expect(clampShareExpiry(value, now)).toEqual(expected);
  });
});

describe('listShareExpiryTimes', () => {
  it.each([
    ['today from the next half hour', at(10, 0, 0), 27, at(10, 10, 30), at(10, 23, 30)],
    ['a later day, all 48 half hours', at(11, 15, 0), 48, at(11, 0, 0), at(11, 23, 30)],
  ])('%s', (_, day, count, first, last) => {
    const times = listShareExpiryTimes(day, now);
    expect(times).toHaveLength(count);
    expect(times[0]).toEqual(first);
    expect(times.at(-1)).toEqual(last);
    expect(times.every((time) => isOnStep(time))).toBe(true);
  });

  it.each([
    [at(9, 12, 0), false],
    [at(10, 0, 0), true],
    [at(20, 0, 0), true],
    [at(10, 23, 50), true],
  ])('day of %o selectable: %s', (day, expected) => {
    expect(isShareExpiryDaySelectable(day, now)).toBe(expected);
  });

  it('offers nothing on a day whose last half hour has passed', () => {
    expect(listShareExpiryTimes(at(10, 0, 0), at(10, 23, 30))).toEqual([]);
  });
});
