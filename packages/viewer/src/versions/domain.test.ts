// The version history's pure rules (issue 18): audit records read as data (spec 001 §3 "entries with
// fieldName, newValue"), the comparison's zoom (spec 001 §9 "step 0.1, max 10"), the first pair.
import type { ImageVersion } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { auditEntries, COMPARE_MAX_ZOOM, defaultComparison, relatedEntries, stepZoom } from './domain';

const version = (over: Partial<ImageVersion>): ImageVersion => ({
  id: 1,
  createdAt: '2026-06-14T09:30:00Z',
  objectType: 'image',
  isLastPictureVersion: false,
  ...over,
});

describe('auditEntries (spec 001 §3)', () => {
  it.each([
    [
      'a list of entries',
      '[{"fieldName":"width","newValue":"800"}]',
      [{ fieldName: 'width', newValue: '800' }],
    ],
    [
      'a number value, as text',
      '[{"fieldName":"width","newValue":800}]',
      [{ fieldName: 'width', newValue: '800' }],
    ],
    [
      'entries that are not entries are left out',
      '[{"fieldName":1},null,"x",{"fieldName":"a","newValue":"b"}]',
      [{ fieldName: 'a', newValue: 'b' }],
    ],
    ['not JSON', '<b>x</b>', []],
    ['not a list', '{"fieldName":"a","newValue":"b"}', []],
    ['nothing', null, []],
  ])('%s', (_name, data, expected) => {
    expect(auditEntries(data)).toEqual(expected);
  });

  it('reads every record of every related activity, in order', () => {
    expect(
      relatedEntries([
        { auditRecords: [{ data: '[{"fieldName":"title","newValue":"A"}]' }] },
        { auditRecords: [{ data: '[{"fieldName":"title","newValue":"B"}]' }, { data: 'x' }] },
      ]),
    ).toEqual([
      { fieldName: 'title', newValue: 'A' },
      { fieldName: 'title', newValue: 'B' },
    ]);
  });
});

describe('stepZoom (spec 001 §9: step 0.1, max 10)', () => {
  it.each([
    [1, 1, 1.1],
    [1.1, 1, 1.2],
    [1.2, -1, 1.1],
    [1, -1, 1],
    [9.95, 1, COMPARE_MAX_ZOOM],
    [COMPARE_MAX_ZOOM, 1, COMPARE_MAX_ZOOM],
  ] as const)('%s %s → %s', (scale, direction, expected) => {
    expect(stepZoom(scale, direction)).toBe(expected);
  });
});

describe('defaultComparison', () => {
  it('puts the newest kept picture beside the current content', () => {
    const current = version({ id: 3, isLastPictureVersion: true });
    const video = version({ id: 2, objectType: 'video' });
    const picture = version({ id: 1 });
    expect(defaultComparison([current, video, picture])).toEqual([picture, current]);
    expect(defaultComparison([current])).toBeNull();
  });
});
