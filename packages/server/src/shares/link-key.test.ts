import { SLUG_MAX_LENGTH } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { keyOfSlug, LINK_KEY_BITS, LINK_KEY_LENGTH, linkSlug, newLinkKey } from './link-key';

describe('share link keys (issue 20: at least 96 random bits, a friendly slug only a prefix)', () => {
  it('carries at least 96 random bits, and no two keys repeat', () => {
    expect(LINK_KEY_BITS).toBeGreaterThanOrEqual(96);
    const keys = new Set(Array.from({ length: 2000 }, newLinkKey));
    expect(keys.size).toBe(2000);
    for (const key of keys) expect(key).toMatch(new RegExp(`^[a-z2-7]{${LINK_KEY_LENGTH}}$`));
  });

  it('uses every character of its alphabet (no bias to a few)', () => {
    const seen = new Set(Array.from({ length: 200 }, newLinkKey).join(''));
    expect(seen.size).toBe(32);
  });

  it('puts the title-based slug in front of the key, never instead of it (spec 000 §5)', () => {
    const key = newLinkKey();
    expect(linkSlug(key, { title: 'Été à Zürich!' })).toBe(`ete-a-zurich-${key}`);
    expect(keyOfSlug(linkSlug(key, { title: 'Été à Zürich!' }))).toBe(key);
  });

  it('uses the key alone for a title under 4 characters or of symbols only (spec 000 §5)', () => {
    const key = newLinkKey();
    expect(linkSlug(key, { title: 'abc' })).toBe(key);
    expect(linkSlug(key, { title: '!!!!' })).toBe(key);
    expect(linkSlug(key, { title: null })).toBe(key);
  });

  it('prefers the proposed slug over the title', () => {
    const key = newLinkKey();
    expect(linkSlug(key, { title: 'Summer campaign', proposed: 'Press Kit 2026' })).toBe(
      `press-kit-2026-${key}`,
    );
  });

  it('keeps the whole address within 257 characters (spec 000 §9)', () => {
    const key = newLinkKey();
    const slug = linkSlug(key, { title: 'word '.repeat(200) });
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith(`-${key}`)).toBe(true);
  });

  it('finds the key whatever the prefix and case; nothing in a title alone', () => {
    const key = newLinkKey();
    expect(keyOfSlug(`anything-else-${key.toUpperCase()}`)).toBe(key);
    expect(keyOfSlug('summer-campaign')).toBeNull();
    expect(keyOfSlug('')).toBeNull();
  });
});
