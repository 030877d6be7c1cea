import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { createTranslator, interpolate, mergeCatalogue, mergeLocale, selectPlural } from './translator';

describe('createTranslator', () => {
  const t = createTranslator();

  it.each([
    ['folders.deleted', undefined, 'Folder has been deleted.'],
    ['folders.deleteFailed', { id: 42 }, 'Failed to delete folder 42.'],
    ['items.renamed', { type: 'Folder' }, 'Folder has been renamed.'],
    ['sets.pinFailed', { set: 'Virtual Set' }, 'Failed to pin the Virtual Set'],
    ['edit.imagesUpdated', { n: 3 }, '3 image(s) updated'],
    ['validation.notValidToRename', { type: 'set' }, 'Not valid set to rename'],
    // spec 001 §8 plurals, chosen by n
    ['files.deleted', { n: 1 }, '1 file deleted.'],
    ['files.deleted', { n: 5 }, '5 files deleted.'],
    ['files.deleted', { n: 0 }, '0 files deleted.'],
    ['files.excluded', { n: 2 }, '2 files excluded.'],
    ['files.deletedOrExcluded', { n: 7 }, '7 files deleted or excluded'],
    // a placeholder without a value stays visible
    ['items.moveFailed', undefined, 'Failed to move {type}'],
  ] as const)('t(%j, %o) is %j', (key, vars, expected) => {
    expect((t as (k: string, v?: Record<string, string | number>) => string)(key, vars)).toBe(expected);
  });

  it('shows an unknown key as itself', () => {
    expect((t as (k: string) => string)('nope.missing')).toBe('nope.missing');
    expect((t as (k: string) => string)('folders')).toBe('folders');
  });

  it('type-checks keys and plural variables', () => {
    // @ts-expect-error not a key of the locale
    t('folders.nope');
    // @ts-expect-error a plural key needs { n }
    t('files.deleted');
    expect(t('files.deleted', { n: 2 })).toBe('2 files deleted.');
  });
});

describe('partial overrides (CONTRIBUTING.md)', () => {
  it.each([
    [{ folders: { deleted: 'Map verwijderd.' } }, 'folders.deleted', {}, 'Map verwijderd.'],
    [
      { folders: { deleted: 'Map verwijderd.' } },
      'folders.resyncScheduled',
      {},
      'Folder re-sync has been scheduled.',
    ],
    [
      { files: { deleted: { other: '{n} Dateien gelöscht.' } } },
      'files.deleted',
      { n: 4 },
      '4 Dateien gelöscht.',
    ],
    [
      { files: { deleted: { other: '{n} Dateien gelöscht.' } } },
      'files.deleted',
      { n: 1 },
      '1 file deleted.',
    ],
    [{ status: { '404': 'Nicht gefunden' } }, 'status.404', {}, 'Nicht gefunden'],
  ] as const)('%o: %s is %j', (overrides, key, vars, expected) => {
    const t = createTranslator(overrides) as unknown as (k: string, v?: object) => string;
    expect(t(key, vars)).toBe(expected);
  });

  it('ignores misspelt keys and wrong kinds of value, and never changes English', () => {
    const merged = mergeLocale(en, {
      folders: { deleted: 42 as unknown as string },
      // @ts-expect-error not a group of the locale
      nonsense: { a: 'b' },
    });
    expect(merged.folders.deleted).toBe('Folder has been deleted.');
    expect(Object.hasOwn(merged, 'nonsense')).toBe(false);
    createTranslator({ folders: { deleted: 'x' } });
    expect(en.folders.deleted).toBe('Folder has been deleted.');
  });

  it('exposes the merged locale', () => {
    expect(createTranslator({ common: { loadMore: 'Mehr laden...' } }).locale.common.loadMore).toBe(
      'Mehr laden...',
    );
  });
});

describe('the language (one locale path)', () => {
  it('reads the bundled catalogue of a tag, falling back from a region to its language', () => {
    for (const tag of ['de', 'de-AT', 'de-CH']) {
      const t = createTranslator(undefined, tag);
      expect(t('folders.deleted')).toBe('Der Ordner wurde gelöscht.');
      expect(t.locale).toEqual(de);
      expect(t.language).toBe(tag);
    }
    expect(createTranslator(undefined, 'fr')('folders.deleted')).toBe('Folder has been deleted.');
    expect(createTranslator(undefined, 'fr').language).toBe('en');
  });

  it('merges overrides over the chosen catalogue, not over English', () => {
    const t = createTranslator({ folders: { deleted: 'Weg.' } }, 'de');
    expect(t('folders.deleted')).toBe('Weg.');
    expect(t('folders.pinned')).toBe('Der Ordner wurde angeheftet.');
  });

  it('pluralises and writes numbers in the language', () => {
    const t = createTranslator(undefined, 'de');
    expect(t('files.deleted', { n: 1 })).toBe('1 Datei gelöscht.');
    expect(t('files.deleted', { n: 1234 })).toBe('1.234 Dateien gelöscht.');
    expect(t('folders.deleteFailed', { id: 1234 })).toBe('Ordner 1234 konnte nicht gelöscht werden.');
    expect(createTranslator()('files.deleted', { n: 1234 })).toBe('1,234 files deleted.');
  });

  it("treats overrides with an unbundled language as the host's own translation", () => {
    const t = createTranslator(
      {
        files: {
          deleted: {
            one: '{n} plik usunięty.',
            few: '{n} pliki usunięte.',
            many: '{n} plików usuniętych.',
            other: '{n} pliku usunięto.',
          },
        },
      },
      'pl',
    );
    expect(t.language).toBe('pl');
    expect(t('files.deleted', { n: 1 })).toBe('1 plik usunięty.');
    expect(t('files.deleted', { n: 3 })).toBe('3 pliki usunięte.');
    expect(t('files.deleted', { n: 5 })).toBe('5 plików usuniętych.');
    expect(t('files.deleted', { n: 1.5 })).toBe('1,5 pliku usunięto.');
    // what the translation leaves out is English
    expect(t('folders.deleted')).toBe('Folder has been deleted.');
  });
});

describe('mergeCatalogue', () => {
  const base = { a: 'A', group: { b: 'B', count: { one: '1 x', other: '{n} x' } } };

  it('applies overrides in order, the last winning', () => {
    expect(mergeCatalogue(base, { a: '1' }, { a: '2', group: { b: '3' } })).toEqual({
      a: '2',
      group: { b: '3', count: { one: '1 x', other: '{n} x' } },
    });
  });

  it('lets a plural gain categories and keeps the forms not overridden', () => {
    expect(mergeCatalogue(base, { group: { count: { few: '{n} xy' } } }).group.count).toEqual({
      one: '1 x',
      few: '{n} xy',
      other: '{n} x',
    });
  });

  it('skips undefined overrides and never changes the base', () => {
    expect(mergeCatalogue(base, undefined, null)).toBe(base);
    mergeCatalogue(base, { a: 'changed' });
    expect(base.a).toBe('A');
  });
});

describe('interpolate and selectPlural', () => {
  it.each([
    ['{n} of {max}', { n: 1, max: 10 }, '1 of 10'],
    ['{a}{a}', { a: 'x' }, 'xx'],
    ['no vars', undefined, 'no vars'],
    ['{toString}', {}, '{toString}'],
  ])('%j with %o is %j', (message, vars, expected) => {
    expect(interpolate(message, vars)).toBe(expected);
  });

  it.each([
    [1, 'one'],
    [0, 'other'],
    [2, 'other'],
    [1.5, 'other'],
  ])('n = %d picks %s', (n, form) => {
    expect(selectPlural({ one: 'one', other: 'other' }, n)).toBe(form);
  });
});
