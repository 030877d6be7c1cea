// The rules of the views' file actions, table-tested (spec 000 §4, §5, §8, §9).
import { ZIP_MIN_WAIT_MS } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { atLeast, deleteReportOf, downloadPlanOf, recognitionOutcomeOf, regeneratePlanOf } from './model';

describe('deleteReportOf (spec 000 §8)', () => {
  it.each([
    [
      { deletedIds: [1, 2], failedImageIds: [] },
      { removed: [1, 2], someFailed: false },
    ],
    [
      { deletedIds: [1], failedImageIds: [2] },
      { removed: [1], someFailed: true },
    ],
    [
      { deletedIds: [], failedImageIds: [2] },
      { removed: [], someFailed: true },
    ],
  ])('%j → %j', (answer, expected) => {
    expect(deleteReportOf(answer)).toEqual(expected);
  });
});

describe('downloadPlanOf (spec 000 §5: disallowed files are skipped with a warning)', () => {
  it.each([
    { asked: [1, 2, 3], allowed: [1, 2, 3], ids: [1, 2, 3], skipped: 0 },
    { asked: [3, 1, 2], allowed: [1, 3], ids: [3, 1], skipped: 1 },
    { asked: [1, 2], allowed: [], ids: [], skipped: 2 },
    // an id the server answers without being asked is not added; a repeated id counts once
    { asked: [1, 1, 2], allowed: [2, 9], ids: [2], skipped: 1 },
  ])('$asked allowed $allowed → $ids, $skipped skipped', ({ asked, allowed, ids, skipped }) => {
    expect(downloadPlanOf(asked, allowed)).toEqual({ ids, skipped });
  });
});

describe('recognitionOutcomeOf (spec 000 §4)', () => {
  it.each([
    [{ requiresConsent: true, enqueued: true, counter: 3 }, { kind: 'consent' }],
    [
      { enqueued: true, counter: 2 },
      { kind: 'started', count: 2 },
    ],
    [{ enqueued: true, counter: 0 }, { kind: 'enqueued' }],
    [{ enqueued: false, counter: 0 }, { kind: 'none' }],
    [{}, { kind: 'none' }],
  ])('%j → %j', (answer, expected) => {
    expect(recognitionOutcomeOf(answer)).toEqual(expected);
  });
});

describe('regeneratePlanOf (spec 000 §4, §5, §9: confirmation above 50; reload unless more than 50)', () => {
  it.each([
    [1, { confirm: false, reload: true }],
    [50, { confirm: false, reload: true }],
    [51, { confirm: true, reload: false }],
  ])('%i files → %j', (count, expected) => {
    expect(regeneratePlanOf(count)).toEqual(expected);
  });
});

describe('atLeast (spec 000 §9: the loading state waits at least 1 s)', () => {
  it('settles only after the wait, even when the work is done first', async () => {
    const events: string[] = [];
    let endWait: () => void = () => undefined;
    const asked: number[] = [];
    const done = atLeast(
      Promise.resolve('token').then((value) => {
        events.push('work done');
        return value;
      }),
      (ms) => {
        asked.push(ms);
        return new Promise<void>((resolve) => {
          endWait = () => {
            events.push('wait over');
            resolve();
          };
        });
      },
    ).then((value) => events.push(`settled ${value}`));
    await Promise.resolve();
    await Promise.resolve();
    expect(events).toEqual(['work done']);
    endWait();
    await done;
    expect(events).toEqual(['work done', 'wait over', 'settled token']);
    expect(asked).toEqual([ZIP_MIN_WAIT_MS]);
  });

  it('still waits when the work fails, then rethrows', async () => {
    const events: string[] = [];
    const result = atLeast(Promise.reject(new Error('boom')), async () => {
      events.push('waited');
    });
    await expect(result).rejects.toThrow('boom');
    expect(events).toEqual(['waited']);
  });
});
