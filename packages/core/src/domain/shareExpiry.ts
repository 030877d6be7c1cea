// The share expiry picker (spec 000 §5, §9): 30-minute steps, no past date, default now + 168 h
// rounded to half an hour. Every function takes `now`; nothing reads a clock.
import { SHARE_EXPIRY_DEFAULT_HOURS, SHARE_EXPIRY_STEP_MINUTES } from '../constants';

const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 3_600_000;

/**
 * Round a moment up to the next step boundary of the local clock (10:07 → 10:30, 10:30 → 10:30,
 * 10:30:01 → 11:00). Local wall-clock minutes are used so half-hour steps stay on :00 and :30 in
 * every time zone.
 */
export function roundUpToStep(date: Date, stepMinutes: number = SHARE_EXPIRY_STEP_MINUTES): Date {
  const result = new Date(date.getTime());
  const minutes = result.getMinutes();
  const remainder = minutes % stepMinutes;
  const onBoundary = remainder === 0 && result.getSeconds() === 0 && result.getMilliseconds() === 0;
  result.setSeconds(0, 0);
  if (!onBoundary) result.setMinutes(minutes - remainder + stepMinutes);
  return result;
}

/** Whether a moment sits on a step boundary (seconds and milliseconds zero, minutes a multiple of the step). */
export function isOnStep(date: Date, stepMinutes: number = SHARE_EXPIRY_STEP_MINUTES): boolean {
  return date.getMinutes() % stepMinutes === 0 && date.getSeconds() === 0 && date.getMilliseconds() === 0;
}

/**
 * The earliest expiry the picker offers: the first step boundary strictly after `now` (a link that
 * expires the moment it is made is of no use, so `now` itself is never offered).
 */
export function computeEarliestShareExpiry(now: Date): Date {
  const rounded = roundUpToStep(now);
  return rounded.getTime() > now.getTime()
    ? rounded
    : new Date(rounded.getTime() + SHARE_EXPIRY_STEP_MINUTES * MS_PER_MINUTE);
}

/** spec 000 §5, §9: the default expiry, now + 168 hours rounded up to the half hour. */
export function computeDefaultShareExpiry(now: Date): Date {
  return roundUpToStep(new Date(now.getTime() + SHARE_EXPIRY_DEFAULT_HOURS * MS_PER_HOUR));
}

/** Why an expiry was refused. */
export type ShareExpiryError = 'invalid' | 'past' | 'notOnStep';

/** The result of an expiry check. */
export type ShareExpiryValidation = { ok: true } | { ok: false; code: ShareExpiryError };

/** spec 000 §5: an expiry must be a real date, on a 30-minute step, and not in the past. */
export function validateShareExpiry(value: Date, now: Date): ShareExpiryValidation {
  if (Number.isNaN(value.getTime())) return { ok: false, code: 'invalid' };
  if (value.getTime() < computeEarliestShareExpiry(now).getTime()) return { ok: false, code: 'past' };
  if (!isOnStep(value)) return { ok: false, code: 'notOnStep' };
  return { ok: true };
}

/**
 * Bring any picked moment onto the picker: rounded up to its step, and never before the earliest
 * offered expiry. An invalid date gets the default.
 */
export function clampShareExpiry(value: Date, now: Date): Date {
  if (Number.isNaN(value.getTime())) return computeDefaultShareExpiry(now);
  const earliest = computeEarliestShareExpiry(now);
  const rounded = roundUpToStep(value);
  return rounded.getTime() < earliest.getTime() ? earliest : rounded;
}

/**
 * The times the picker offers on one local calendar day (`day` may be any moment of it): every
 * half hour from 00:00 to 23:30, without those before the earliest expiry. A past day has none.
 */
export function listShareExpiryTimes(day: Date, now: Date): Date[] {
  const earliest = computeEarliestShareExpiry(now).getTime();
  const times: Date[] = [];
  const stepsPerDay = (24 * 60) / SHARE_EXPIRY_STEP_MINUTES;
  for (let step = 0; step < stepsPerDay; step += 1) {
    const minutes = step * SHARE_EXPIRY_STEP_MINUTES;
    const time = new Date(
      day.getFullYear(),
      day.getMonth(),
      day.getDate(),
      Math.floor(minutes / 60),
      minutes % 60,
    );
    // Skip times a daylight-saving jump moved onto another hour (they would repeat another option).
    if (time.getHours() * 60 + time.getMinutes() !== minutes) continue;
    if (time.getTime() >= earliest) times.push(time);
  }
  return times;
}

/** spec 000 §5: whether a calendar day can be picked at all (it still has an offered time). */
export function isShareExpiryDaySelectable(day: Date, now: Date): boolean {
  return listShareExpiryTimes(day, now).length > 0;
}
