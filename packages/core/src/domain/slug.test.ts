import { describe, expect, it } from 'vitest';
import { makeShareSlug } from './slug';

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
