import { describe, expect, it } from 'vitest';
import { isVideoStatusPending, parseVideoStatus } from './video';

describe('parseVideoStatus (spec 001 §3, §4, §8)', () => {
  it.each([
    ['', 0, { kind: 'none' }],
    [null, 0, { kind: 'none' }],
    [undefined, 0, { kind: 'none' }],
    ['unprocessed', 0, { kind: 'queued', label: 'Queued for Processing' }],
    ['Unprocessed', 0, { kind: 'queued', label: 'Queued for Processing' }],
    ['priority', 0, { kind: 'queuedPriority', label: 'Queued for Processing (priority)' }],
    ['45%', 0, { kind: 'processing', label: 'Processing', percent: 45 }],
    ['12.5', 0, { kind: 'processing', label: 'Processing', percent: 12.5 }],
    ['0%', 0, { kind: 'processing', label: 'Processing', percent: 0 }],
    ['150%', 0, { kind: 'processing', label: 'Processing', percent: 100 }],
    [
      'error: codec not supported',
      3,
      {
        kind: 'failed',
        label: 'Failed',
        tries: 3,
        hint: 'The server tried to process this video 3 time(s) so far.',
      },
    ],
    [
      'ConversionError',
      1,
      {
        kind: 'failed',
        label: 'Failed',
        tries: 1,
        hint: 'The server tried to process this video 1 time(s) so far.',
      },
    ],
    ['skipped', 2, { kind: 'skipped' }],
    ['whatever', 0, { kind: 'unknown', raw: 'whatever' }],
  ])('%j (tries %i) is %o', (status, tries, expected) => {
    expect(parseVideoStatus(status, tries)).toEqual(expected);
  });

  it.each([
    ['unprocessed', true],
    ['priority', true],
    ['50%', true],
    ['error', false],
    ['skipped', false],
    ['', false],
    ['odd', false],
  ])('%j is polled: %s', (status, expected) => {
    expect(isVideoStatusPending(parseVideoStatus(status))).toBe(expected);
  });
});
