// The one locale path's resolver: a tag or an object on the provider, a part's bundled catalogues,
// and the order provider language → bundled catalogue → provider overrides → widget override.
import { describe, expect, it } from 'vitest';
import { uiLocale, uiLocalePart } from '../locale';
import { uiLocaleDe } from '../locale.de';
import { defineLocalePart, resolveLocalePart, resolveVitrineLocale } from './parts';

// A part of a made-up package, registered under `demo.panel` of the provider's object.
const demoEn = {
  title: 'Files',
  count: { one: '{n} file', other: '{n} files' },
  menu: { open: 'Open', close: 'Close' },
};
const demoDe: typeof demoEn = {
  title: 'Dateien',
  count: { one: '{n} Datei', other: '{n} Dateien' },
  menu: { open: 'Öffnen', close: 'Schließen' },
};
const demoPart = defineLocalePart(['demo', 'panel'], { en: demoEn, de: demoDe });

describe('resolveVitrineLocale: the provider takes one locale', () => {
  it.each([
    [undefined, 'en', 'en'],
    ['en', 'en', 'en'],
    ['de', 'de', 'de'],
    ['de-AT', 'de', 'de-AT'],
    ['fr', 'en', 'en'],
  ])('the tag %j reads the %s catalogue, formats as %s', (tag, catalogue, intl) => {
    const locale = resolveVitrineLocale(tag);
    expect(locale.language).toEqual({ catalogue, tag: intl });
    expect(locale.format.language).toBe(intl);
    expect(locale.overrides).toBeUndefined();
  });

  it('an object without a language is English with overrides (as before the one path)', () => {
    const overrides = { folders: { deleted: 'Weg.' } };
    const locale = resolveVitrineLocale(overrides);
    expect(locale.language.catalogue).toBe('en');
    expect(locale.overrides).toBe(overrides);
  });

  it("an object's language selects the catalogue; an unbundled one formats in its own language", () => {
    expect(resolveVitrineLocale({ language: 'de-CH' }).language).toEqual({ catalogue: 'de', tag: 'de-CH' });
    expect(resolveVitrineLocale({ language: 'pl' }).language).toEqual({ catalogue: 'en', tag: 'pl' });
  });
});

describe('resolveLocalePart: language → catalogue → provider overrides → widget override', () => {
  it('reads the bundled catalogue of the language, a region falling back to its language', () => {
    expect(resolveLocalePart(demoPart)).toBe(demoEn);
    expect(resolveLocalePart(demoPart, 'de')).toBe(demoDe);
    expect(resolveLocalePart(demoPart, 'de-AT')).toBe(demoDe);
    expect(resolveLocalePart(demoPart, 'fr')).toBe(demoEn);
    expect(resolveLocalePart(demoPart, resolveVitrineLocale('de').language)).toBe(demoDe);
  });

  it("applies the provider's overrides at the part's path, over the language's catalogue", () => {
    const provider = { language: 'de', demo: { panel: { title: 'Medien' } } } as never;
    const part = resolveLocalePart(demoPart, 'de', provider);
    expect(part.title).toBe('Medien');
    expect(part.menu.open).toBe('Öffnen');
  });

  it("puts the widget's override over the provider's", () => {
    const provider = { demo: { panel: { title: 'Provider', menu: { open: 'Provider open' } } } } as never;
    const part = resolveLocalePart(demoPart, 'de', provider, { title: 'Widget' });
    expect(part.title).toBe('Widget');
    expect(part.menu).toEqual({ open: 'Provider open', close: 'Schließen' });
  });

  it('takes a plural category a language needs from an override', () => {
    const part = resolveLocalePart(demoPart, 'en', undefined, { count: { few: '{n} pliki' } });
    expect(part.count).toEqual({ one: '{n} file', few: '{n} pliki', other: '{n} files' });
  });

  it('ignores unknown keys and wrong kinds of value', () => {
    const part = resolveLocalePart(demoPart, 'en', undefined, { title: 3, nope: 'x' } as never);
    expect(part).toEqual(demoEn);
  });
});

describe("@vitrine/ui's own part", () => {
  it('is English and German, overridable under `ui`', () => {
    expect(resolveLocalePart(uiLocalePart, 'en')).toBe(uiLocale);
    expect(resolveLocalePart(uiLocalePart, 'de').cancel).toBe('Abbrechen');
    expect(resolveLocalePart(uiLocalePart, 'de', { ui: { cancel: 'Zurück' } }).cancel).toBe('Zurück');
    expect(resolveLocalePart(uiLocalePart, 'de', { ui: { cancel: 'Zurück' } }).confirmTitle).toBe(
      uiLocaleDe.confirmTitle,
    );
  });
});
