import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH } from '../constants';
import { composeShareLinkSlug, makeShareSlug, SHARE_LINK_KEY_LENGTH, shareLinkKeyOf } from './slug';

describe('makeShareSlug (spec 000 §4, §5, §9)', () => {
  it.each([
    ['Summer Holiday', 'summer-holiday'],
    ['Café Crème Brûlée', 'cafe-creme-brulee'],
    ['  Hello,   World!  ', 'hello-world'],
    ['Straße & Smørrebrød', 'strasse-smorrebrod'],
    ['ABCD', 'abcd'],
    ['2024 — Q1 report (final)', '2024-q1-report-final'],
    ['Ærøskøbing', 'aeroskobing'],
    // under 4 characters: no slug
    ['abc', null],
    ['  ab  ', null],
    ['', null],
    // nothing left after reduction
    ['!!!!', null],
    ['日本語です', null],
  ])('%j gives %j', (title, expected) => {
    expect(makeShareSlug(title)).toBe(expected);
  });

  it('cuts at 257 characters and never ends with a dash', () => {
    expect(makeShareSlug('a'.repeat(300))).toBe('a'.repeat(257));
    const slug = makeShareSlug(`${'a'.repeat(256)} bcd`);
    expect(slug).toBe('a'.repeat(256));
  });
});

describe('share link addresses (issue 20: a friendly slug is only a prefix of the key)', () => {
  const key = 'q7mzk4xw2hnbt5rcpe3a';

  it('puts the title-based slug in front of the key (spec 000 §5)', () => {
    expect(composeShareLinkSlug(key, { title: 'Été à Zürich!' })).toBe(`ete-a-zurich-${key}`);
    expect(composeShareLinkSlug(key, { title: 'Summer', proposed: 'Press Kit' })).toBe(`press-kit-${key}`);
  });

  it('is the key alone for a title under 4 characters or of symbols only', () => {
    expect(composeShareLinkSlug(key, { title: 'abc' })).toBe(key);
    expect(composeShareLinkSlug(key, { title: '!!!!' })).toBe(key);
    expect(composeShareLinkSlug(key, {})).toBe(key);
  });

  it('stays within 257 characters and ends with the key (spec 000 §9)', () => {
    const slug = composeShareLinkSlug(key, { title: 'word '.repeat(200) });
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith(`-${key}`)).toBe(true);
  });

  it('finds the key whatever the prefix and case, and nothing in a title alone', () => {
    expect(SHARE_LINK_KEY_LENGTH * 5).toBeGreaterThanOrEqual(96);
    expect(shareLinkKeyOf(`anything-${key.toUpperCase()}`)).toBe(key);
    expect(shareLinkKeyOf('summer-campaign')).toBeNull();
    expect(shareLinkKeyOf('')).toBeNull();
  });
});
