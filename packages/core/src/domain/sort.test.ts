import { describe, expect, it } from 'vitest';
import { en } from '../locale/en';
import {
  listSortOptions,
  listSortOrderOptions,
  makeSortGroupTitle,
  resolveSortForRoute,
  SORT_OPTIONS,
  SORT_ORDER_OPTIONS,
} from './sort';

const BUILT_IN = [
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
] as const;

describe('SORT_OPTIONS (spec 000 §3)', () => {
  it.each(BUILT_IN.map(([value, label], index) => [index, value, label]))(
    'position %i is %i %s',
    (index, value, label) => {
      expect(SORT_OPTIONS[index]).toMatchObject({ value, label });
    },
  );

  it('has exactly the ten built-in options', () => {
    expect(SORT_OPTIONS).toHaveLength(BUILT_IN.length);
  });

  it.each([
    [0, 1, 'Ascending'],
    [1, 2, 'Descending'],
  ])('order option %i is %i %s', (index, value, label) => {
    expect(SORT_ORDER_OPTIONS[index]).toMatchObject({ value, label });
    expect(listSortOrderOptions()[index]).toEqual({ value, label });
  });
});

describe('listSortOptions (spec 000 §3: custom fields as negative ids)', () => {
  const definitions = [
    { id: 7, label: 'Project__Code', displayOrder: 2 },
    { id: 3, label: 'Recognized', displayOrder: 1 },
    { id: 9, label: 'Client', displayOrder: 0 },
  ];

  it.each([
    ['no definitions', {}, []],
    [
      'recognition label excluded when recognition is off',
      { customDefinitions: definitions, recognitionLabel: 'Recognized', recognitionEnabled: false },
      [
        { value: -9, label: 'Client', customFieldId: 9 },
        { value: -7, label: 'Project Code', customFieldId: 7 },
      ],
    ],
    [
      'recognition label included when enabled',
      { customDefinitions: definitions, recognitionLabel: 'Recognized', recognitionEnabled: true },
      [
        { value: -9, label: 'Client', customFieldId: 9 },
        { value: -3, label: 'Recognized', customFieldId: 3 },
        { value: -7, label: 'Project Code', customFieldId: 7 },
      ],
    ],
  ])('%s', (_, input, custom) => {
    const options = listSortOptions(input);
    expect(options.slice(0, BUILT_IN.length)).toEqual(BUILT_IN.map(([value, label]) => ({ value, label })));
    expect(options.slice(BUILT_IN.length)).toEqual(custom);
  });

  it('takes built-in labels from a host locale', () => {
    const locale = { ...en, sort: { ...en.sort, relevance: 'Relevanz' } };
    expect(listSortOptions({ locale })[0]).toEqual({ value: 4, label: 'Relevanz' });
  });
});

describe('makeSortGroupTitle (spec 000 §3)', () => {
  it.each([
    ['', 'No data'],
    ['   ', 'No data'],
    [null, 'No data'],
    [undefined, 'No data'],
    ['2024', '2024'],
    [0, '0'],
  ])('%j is titled %j', (value, expected) => {
    expect(makeSortGroupTitle(value)).toBe(expected);
  });
});

describe('resolveSortForRoute (spec 000 §4: a search query forces sort 5, order 2)', () => {
  it.each([
    [{ sortOption: 7, sortOrderOption: 1 }, { searchQuery: 'beach' }, { sortOption: 5, sortOrderOption: 2 }],
    [{ sortOption: 7, sortOrderOption: 1 }, { searchQuery: '' }, { sortOption: 7, sortOrderOption: 1 }],
    [{ sortOption: 7, sortOrderOption: 1 }, { searchQuery: '   ' }, { sortOption: 7, sortOrderOption: 1 }],
    [{ sortOption: -3 }, {}, { sortOption: -3, sortOrderOption: 1 }],
    [{}, { searchQuery: null }, { sortOption: 4, sortOrderOption: 1 }],
  ])('%o with route %o gives %o', (selection, route, expected) => {
    expect(resolveSortForRoute(selection, route)).toEqual(expected);
  });
});
