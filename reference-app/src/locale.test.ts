// The app's language comes from the browser, English by default; its German catalogue is complete.
import { resolveLocalePart } from '@vitrine/ui';
import { describe, expect, it } from 'vitest';
import { appLocale, appLocalePart, browserLanguage } from './locale';
import { appLocaleDe } from './locale.de';

describe("the app's language: the browser's first preferred language with a catalogue", () => {
  it.each([
    [{ language: 'de-DE', languages: ['de-DE', 'en'] }, 'de-DE'],
    [{ language: 'fr-FR', languages: ['fr-FR', 'de', 'en'] }, 'de'],
    [{ language: 'fr-FR', languages: ['fr-FR', 'fr'] }, 'en'],
    [{ language: 'de-AT', languages: [] }, 'de-AT'],
    [{ language: 'en-GB', languages: ['en-GB'] }, 'en-GB'],
  ])('%o: %s', (browser, expected) => {
    expect(browserLanguage(browser)).toBe(expected);
  });

  it('is English without a browser (server-side, tests)', () => {
    expect(browserLanguage(null)).toBe('en');
  });
});

describe("the app's strings are a locale part", () => {
  it('reads German for a German tag and English otherwise', () => {
    expect(resolveLocalePart(appLocalePart, 'de-AT')).toBe(appLocaleDe);
    expect(resolveLocalePart(appLocalePart, 'fr')).toBe(appLocale);
    expect(resolveLocalePart(appLocalePart, 'de', { app: { skipToContent: 'Weiter' } }).skipToContent).toBe(
      'Weiter',
    );
  });

  it('has every German string translated but the names', () => {
    const same: string[] = [];
    const walk = (en: unknown, de: unknown, path: string) => {
      if (typeof en === 'string') {
        if (en === de) same.push(path);
        return;
      }
      for (const [key, value] of Object.entries(en as object))
        walk(value, (de as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
    };
    walk(appLocale, appLocaleDe, '');
    expect(same).toEqual(['appName', 'demoPages.set']);
  });
});
