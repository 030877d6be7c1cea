// The info banner's dismissals (spec 000 §2 "Dismissible info banner", issue 15): a dismissal hides
// that message only; the list is kept newest first, bounded, and read safely from storage.
import { describe, expect, it } from 'vitest';
import {
  DISMISSED_BANNER_LIMIT,
  DISMISSED_BANNERS_STORAGE_KEY,
  type DismissalStorage,
  dismissBannerMessage,
  isBannerMessageShown,
  loadDismissedBanners,
  readDismissedBanners,
  saveDismissedBanners,
} from './InfoBannerDismissals';

const memory = (initial: Record<string, string> = {}): DismissalStorage & { data: Record<string, string> } => {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
};

describe('isBannerMessageShown', () => {
  it.each([
    ['a message never dismissed', 'Index rebuilt.', [], true],
    ['the message dismissed', 'Index rebuilt.', ['Index rebuilt.'], false],
    ['a new message after another was dismissed', 'Only the first 1,000 files are listed.', ['Index rebuilt.'], true],
  ] as const)('%s: shown %s', (_, key, dismissed, expected) => {
    expect(isBannerMessageShown(key, dismissed)).toBe(expected);
  });
});

describe('dismissBannerMessage', () => {
  it('puts the message first, once', () => {
    expect(dismissBannerMessage(['b', 'a'], 'a')).toEqual(['a', 'b']);
    expect(dismissBannerMessage([], 'a')).toEqual(['a']);
  });

  it(`keeps at most ${DISMISSED_BANNER_LIMIT}, forgetting the oldest`, () => {
    const many = Array.from({ length: DISMISSED_BANNER_LIMIT }, (_, i) => `m${i}`);
    const next = dismissBannerMessage(many, 'new');
    expect(next).toHaveLength(DISMISSED_BANNER_LIMIT);
    expect(next[0]).toBe('new');
    expect(next).not.toContain(`m${DISMISSED_BANNER_LIMIT - 1}`);
    expect(dismissBannerMessage(['a'], 'b', 0)).toEqual([]);
  });
});

describe('storage', () => {
  it.each([
    [null, []],
    ['not json', []],
    ['{"a":1}', []],
    ['["a",2,null,"b"]', ['a', 'b']],
  ] as const)('reads %s as %o', (text, expected) => {
    expect(readDismissedBanners(text)).toEqual(expected);
  });

  it('saves and loads under its key; a storage that throws reads as nothing dismissed', () => {
    const storage = memory();
    saveDismissedBanners(['a', 'b'], storage);
    expect(storage.data[DISMISSED_BANNERS_STORAGE_KEY]).toBe('["a","b"]');
    expect(loadDismissedBanners(storage)).toEqual(['a', 'b']);
    const refusing: DismissalStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(loadDismissedBanners(refusing)).toEqual([]);
    expect(() => saveDismissedBanners(['a'], refusing)).not.toThrow();
    expect(loadDismissedBanners(null)).toEqual([]);
  });
});
