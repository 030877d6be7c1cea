import { describe, expect, it } from 'vitest';
import { appLocale, format } from '../locale';
import { appLocaleDe } from '../locale.de';
import type { Crumb } from './breadcrumb';
import type { Screen } from './rules';
import { pageHeading, pageTitle, selectionName } from './titles';

describe('pageTitle: one title per screen', () => {
  it.each<[Screen, string]>([
    [{ kind: 'dashboard' }, 'Dashboard · Vitrine'],
    [
      { kind: 'main', template: 'disabled-dashboard', view: 'gallery', selection: { kind: 'none' } },
      'Gallery · Vitrine',
    ],
    [
      { kind: 'main', template: 'browse', view: 'masonry', selection: { kind: 'all' } },
      'All files · Masonry · Vitrine',
    ],
    [
      { kind: 'main', template: 'browse', view: 'grid', selection: { kind: 'folder', folderId: '12' } },
      'Grid · Vitrine',
    ],
    [{ kind: 'background' }, 'Background · Vitrine'],
    [{ kind: 'public' }, 'Public page · Vitrine'],
    [{ kind: 'shared', slug: 'my-trip' }, 'Shared link · Vitrine'],
    [{ kind: 'not-found' }, 'Page not found · Vitrine'],
    [{ kind: 'redirect', to: '/' }, 'Loading… · Vitrine'],
  ])('%o → %s', (screen, expected) => {
    expect(pageTitle(screen, appLocale)).toBe(expected);
    expect(pageHeading(screen, appLocale)).toBe(expected.replace(/ · Vitrine$/, ''));
  });

  it('a title is text: a name with markup stays as typed', () => {
    const screen: Screen = {
      kind: 'main',
      template: 'browse',
      view: 'gallery',
      selection: { kind: 'folder', folderId: '3' },
    };
    expect(pageTitle(screen, appLocale, '<b>{id}</b>')).toBe('<b>{id}</b> · Gallery · Vitrine');
  });
});

describe('selectionName: names in titles, never ids (issue 14)', () => {
  const crumb = (label: string): Crumb => ({ label, selection: null });
  const main = (selection: Extract<Screen, { kind: 'main' }>['selection']): Screen => ({
    kind: 'main',
    template: 'browse',
    view: 'grid',
    selection,
  });

  it.each<[Extract<Screen, { kind: 'main' }>['selection'], Crumb[], string]>([
    [{ kind: 'folder', folderId: '4' }, [crumb('Marketing'), crumb('Winter')], 'Winter · Grid · Vitrine'],
    [{ kind: 'set', setId: '9' }, [crumb('Brand'), crumb('Social posts')], 'Social posts · Grid · Vitrine'],
    [{ kind: 'collection', collectionId: '2' }, [crumb('Brand')], 'Brand · Grid · Vitrine'],
    [
      { kind: 'logical', key: 'date-2016', country: null, state: null, city: null },
      [crumb('Browse by Timeline'), crumb('2016')],
      '2016 · Grid · Vitrine',
    ],
    [
      { kind: 'logical', key: 'attribute-keyword-127', country: null, state: null, city: null },
      [crumb('Browse by Data Tags'), crumb('Keyword'), crumb('sunset')],
      'sunset · Grid · Vitrine',
    ],
  ])('%o with the path %o → %s', (selection, crumbs, expected) => {
    const name = selectionName(selection, { crumbs, pending: false }, appLocale);
    expect(pageTitle(main(selection), appLocale, name)).toBe(expected);
    expect(pageHeading(main(selection), appLocale, name)).toBe(expected.replace(/ · Vitrine$/, ''));
  });

  it('leaves the name out while it is read: neither the id nor a guess', () => {
    const selection = { kind: 'folder', folderId: '4' } as const;
    const name = selectionName(selection, { crumbs: null, pending: true }, appLocale);
    expect(name).toBeNull();
    expect(pageHeading(main(selection), appLocale, name)).toBe('Grid');
  });

  it.each([
    [{ kind: 'folder', folderId: '99999' }, 'Unknown folder'],
    [{ kind: 'set', setId: 'AbC' }, 'Unknown set'],
    [{ kind: 'collection', collectionId: '7' }, 'Unknown collection'],
    [{ kind: 'logical', key: 'nonsense', country: null, state: null, city: null }, 'Unknown logical view'],
  ] as const)('%o whose path cannot be read is called %s, not its id', (selection, expected) => {
    expect(selectionName(selection, { crumbs: null, pending: false }, appLocale)).toBe(expected);
  });

  it('all files is called so without a path', () => {
    expect(selectionName({ kind: 'all' }, { crumbs: null, pending: false }, appLocale)).toBe('All files');
  });
});

describe('the search-query route is named by its search (spec 000 §4)', () => {
  const searching = (searchQuery: string): Screen => ({
    kind: 'main',
    template: 'browse',
    view: 'gallery',
    selection: { kind: 'all' },
    searchQuery,
  });

  it('in the title, the heading and the name the breadcrumb shows, not "All files"', () => {
    const name = selectionName({ kind: 'all' }, { crumbs: null, pending: false }, appLocale, 'meadow');
    expect(name).toBe('Search results for "meadow"');
    expect(pageTitle(searching('meadow'), appLocale, name)).toBe(
      'Search results for "meadow" · Gallery · Vitrine',
    );
    expect(pageHeading(searching('meadow'), appLocale)).toBe('Search results for "meadow" · Gallery');
  });

  it('the text is data: markup and placeholders stay as typed', () => {
    expect(pageHeading(searching('<b>{query}</b> & "x"'), appLocale)).toBe(
      'Search results for "<b>{query}</b> & "x"" · Gallery',
    );
  });

  it('in German', () => {
    expect(pageHeading(searching('Wiese'), appLocaleDe)).toBe('Suchergebnisse für „Wiese“ · Galerie');
  });
});

describe('format', () => {
  it.each([
    ['Folder {id}', { id: '3' }, 'Folder 3'],
    ['{a} and {b}', { a: 'x', b: 'y' }, 'x and y'],
    ['{missing} stays', {}, '{missing} stays'],
    ['no placeholders', { id: '1' }, 'no placeholders'],
  ])('%s with %o → %s', (template, values, expected) => {
    expect(format(template, values)).toBe(expected);
  });
});
