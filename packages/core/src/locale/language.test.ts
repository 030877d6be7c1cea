import { describe, expect, it } from 'vitest';
import { bundledLanguageOf, canonicalLanguageTag, pickBundledLanguage, resolveLanguage } from './language';

describe('resolveLanguage: a host tag selects a bundled catalogue', () => {
  it.each([
    // tag, catalogue, Intl tag
    ['en', 'en', 'en'],
    ['de', 'de', 'de'],
    // a region falls back to its language's catalogue and keeps the region for Intl
    ['de-AT', 'de', 'de-AT'],
    ['de-CH', 'de', 'de-CH'],
    ['en-GB', 'en', 'en-GB'],
    // case and underscores are forgiven
    ['DE-at', 'de', 'de-AT'],
    ['de_DE', 'de', 'de-DE'],
    // no catalogue: English, and English formats (no French digits in English text)
    ['fr', 'en', 'en'],
    ['pl-PL', 'en', 'en'],
    // nothing, or a tag Intl refuses: English
    [undefined, 'en', 'en'],
    ['', 'en', 'en'],
    ['not a tag!', 'en', 'en'],
  ] as const)('%j reads %s and formats as %s', (tag, catalogue, intl) => {
    expect(resolveLanguage(tag)).toEqual({ catalogue, tag: intl });
  });

  it("keeps the host's tag for Intl when the host brings its own strings", () => {
    expect(resolveLanguage('fr', true)).toEqual({ catalogue: 'en', tag: 'fr' });
    expect(resolveLanguage('de-AT', true)).toEqual({ catalogue: 'de', tag: 'de-AT' });
  });
});

describe('tags', () => {
  it('canonicalises or refuses', () => {
    expect(canonicalLanguageTag('en-us')).toBe('en-US');
    expect(canonicalLanguageTag('???')).toBeNull();
  });

  it('finds the bundled language of a tag', () => {
    expect(bundledLanguageOf('de-LI')).toBe('de');
    expect(bundledLanguageOf('nl')).toBeNull();
  });

  it.each([
    [['de-AT', 'en'], 'de-AT'],
    [['fr-FR', 'fr', 'de'], 'de'],
    [['fr', 'nl'], 'en'],
    [[], 'en'],
    [[undefined, 'en-US'], 'en-US'],
  ])('the browser prefers %j: %s', (preferred, expected) => {
    expect(pickBundledLanguage(preferred)).toBe(expected);
  });
});
