// What the top menu offers (spec 000 §3 sort and order options, §9 page sizes).
import { describe, expect, it } from 'vitest';
import { viewsLocale } from '../locale';
import { pageSizeOptions, searchSortOptions, searchSortOrderOptions } from './options';

const definitions = [
  { id: 12, label: 'Project__Code', displayOrder: 2 },
  { id: 7, label: 'Campaign', displayOrder: 1 },
  { id: 30, label: 'AI__Labels', displayOrder: 3, isRecognitionLabel: true },
];

describe('sort options (spec 000 §3)', () => {
  it('offers the ten built-in options in the spec order', () => {
    expect(searchSortOptions().map((option) => [option.value, option.label])).toEqual([
      [4, 'Relevance'],
      [1, 'Added'],
      [2, 'Date Taken'],
      [3, 'Title'],
      [5, 'Last updated'],
      [6, 'Last viewed'],
      [7, 'Filename'],
      [8, 'Extension'],
      [9, 'File size'],
      [10, 'View count'],
    ]);
  });

  it('adds a negative custom-field id per definition, without the recognition label while recognition is off', () => {
    const custom = searchSortOptions({ definitions }).filter((option) => option.value < 0);
    expect(custom.map((option) => [option.value, option.label])).toEqual([
      [-7, 'Campaign'],
      [-12, 'Project Code'], // double underscores shown as spaces
    ]);
  });

  it('offers the recognition label when recognition is enabled', () => {
    const custom = searchSortOptions({ definitions, recognitionEnabled: true }).filter(
      (option) => option.value < 0,
    );
    expect(custom.map((option) => option.value)).toEqual([-7, -12, -30]);
  });

  it('orders: 1 Ascending, 2 Descending', () => {
    expect(searchSortOrderOptions()).toEqual([
      { value: 1, label: 'Ascending' },
      { value: 2, label: 'Descending' },
    ]);
  });
});

describe('page sizes (spec 000 §9)', () => {
  it('12, 24, 48, 96 and 1000 shown as "Show all"', () => {
    expect(pageSizeOptions()).toEqual([
      { value: 12, label: '12' },
      { value: 24, label: '24' },
      { value: 48, label: '48' },
      { value: 96, label: '96' },
      { value: 1000, label: 'Show all' },
    ]);
  });

  it('takes the host locale', () => {
    const locale = { ...viewsLocale, search: { ...viewsLocale.search, showAll: 'Alle' } };
    expect(pageSizeOptions(locale).at(-1)).toEqual({ value: 1000, label: 'Alle' });
  });
});
