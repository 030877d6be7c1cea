import { describe, expect, it } from 'vitest';
import { appLocale, format } from '../locale';
import type { Screen } from './rules';
import { pageHeading, pageTitle } from './titles';

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
      'Folder 12 · Grid · Vitrine',
    ],
    [
      { kind: 'main', template: 'browse', view: 'map', selection: { kind: 'collection', collectionId: '4' } },
      'Collection 4 · Map · Vitrine',
    ],
    [
      { kind: 'main', template: 'browse', view: 'wall', selection: { kind: 'set', setId: '9' } },
      'Set 9 · Flash wall · Vitrine',
    ],
    [
      {
        kind: 'main',
        template: 'browse',
        view: 'curve',
        selection: { kind: 'logical', key: 'location', country: 'France', state: null, city: null },
      },
      'Logical view location / France · Flash carousel · Vitrine',
    ],
    [{ kind: 'background' }, 'Background · Vitrine'],
    [{ kind: 'public' }, 'Public page · Vitrine'],
    [{ kind: 'shared', slug: 'my-trip' }, 'Shared link my-trip · Vitrine'],
    [{ kind: 'not-found' }, 'Page not found · Vitrine'],
    [{ kind: 'redirect', to: '/' }, 'Loading… · Vitrine'],
  ])('%o → %s', (screen, expected) => {
    expect(pageTitle(screen, appLocale)).toBe(expected);
    expect(pageHeading(screen, appLocale)).toBe(expected.replace(/ · Vitrine$/, ''));
  });

  it('a title is text: a folder id with markup stays as typed', () => {
    const screen: Screen = {
      kind: 'main',
      template: 'browse',
      view: 'gallery',
      selection: { kind: 'folder', folderId: '<b>{id}</b>' },
    };
    expect(pageTitle(screen, appLocale)).toBe('Folder <b>{id}</b> · Gallery · Vitrine');
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
