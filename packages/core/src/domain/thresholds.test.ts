import { describe, expect, it } from 'vitest';
import {
  decideAfterDelete,
  needsRegenerateConfirmation,
  needsSaveWaitToast,
  shouldReloadAfterRegenerate,
} from './thresholds';

describe('regenerate thumbnails (spec 000 §4, §5)', () => {
  it.each([
    [1, false, true],
    [50, false, true],
    [51, true, false],
  ])('%i files: confirm %s, reload %s', (count, confirm, reload) => {
    expect(needsRegenerateConfirmation(count)).toBe(confirm);
    expect(shouldReloadAfterRegenerate(count)).toBe(reload);
  });
});

describe('needsSaveWaitToast (spec 001 §5)', () => {
  it.each([
    [10, false],
    [11, true],
  ])('%i images: %s', (count, expected) => {
    expect(needsSaveWaitToast(count)).toBe(expected);
  });
});

describe('decideAfterDelete (spec 000 §4)', () => {
  it.each([
    [0, 'newSearch'],
    [1, 'loadMore'],
    [23, 'loadMore'],
    [24, 'none'],
    [100, 'none'],
  ])('%i remaining: %s', (remaining, expected) => {
    expect(decideAfterDelete(remaining)).toBe(expected);
  });
});
