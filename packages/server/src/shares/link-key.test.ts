// The random part of a share link (issue 20: at least 96 random bits); the address rule around it
// is @vitrine/core's (slug.test.ts).
import { describe, expect, it } from 'vitest';
import { keyOfSlug, LINK_KEY_BITS, LINK_KEY_LENGTH, linkSlug, newLinkKey } from './link-key';

describe('share link keys', () => {
  it('carry at least 96 random bits, and no two repeat', () => {
    expect(LINK_KEY_BITS).toBeGreaterThanOrEqual(96);
    const keys = new Set(Array.from({ length: 2000 }, newLinkKey));
    expect(keys.size).toBe(2000);
    for (const key of keys) expect(key).toMatch(new RegExp(`^[a-z2-7]{${LINK_KEY_LENGTH}}$`));
  });

  it('use every character of the alphabet (no bias to a few)', () => {
    expect(new Set(Array.from({ length: 200 }, newLinkKey).join('')).size).toBe(32);
  });

  it('are what an address is found by, behind any friendly prefix', () => {
    const key = newLinkKey();
    expect(keyOfSlug(linkSlug(key, { title: 'Summer campaign' }))).toBe(key);
    expect(linkSlug(key, { title: 'Summer campaign' })).toBe(`summer-campaign-${key}`);
  });
});
