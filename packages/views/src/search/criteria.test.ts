// The search criteria rules (spec 000 §3 "Search criteria", §4 "Selection" and "Search", §5, §9).
import type { SearchCriteria } from '@vitrine/api-client';
import type { Selection } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import {
  changeSearchCriteria,
  criteriaFromWebSettings,
  defaultSearchCriteria,
  makeSearchId,
  normalizeFilters,
  normalizeSearchDate,
  resolveSearchCriteria,
  type SearchSelection,
  selectionCriteria,
  stableStringify,
  withDateRange,
  withFilter,
  withMinRating,
  withPageSize,
  withRouteSearchQuery,
  withSelection,
  withSort,
  withText,
} from './criteria';

describe('defaults (spec 000 §3)', () => {
  it('has every field of the search criteria with its default', () => {
    expect(resolveSearchCriteria()).toEqual({
      searchId: '',
      selectedFolder: null,
      selectedSet: null,
      selectedDb: null,
      minRating: 0,
      itemsOnPage: 24, // spec 000 §9: 24 is the default page size
      showCustomFields: false,
      text: '',
      booleanMode: false,
      currentPage: 1,
      displayedPages: 1,
      enablePaging: true,
      maxResults: 0,
      sortOption: 4, // spec 000 §3: default 4 (Relevance)
      sortOrderOption: 1, // spec 000 §3: default 1 (Ascending)
      loadCustomData: false,
      groupResults: false,
      idsOnly: false,
      hideSubstructure: false,
      filters: [],
      logicalView: null,
      logicalViewValue: null,
      dateFrom: null,
      dateTo: null,
      isLoadingMore: false,
    });
  });

  it('keeps the fields it is given and fills the rest', () => {
    const criteria = resolveSearchCriteria({ selectedFolder: 12, groupResults: true, idsOnly: true });
    expect(criteria).toMatchObject({ selectedFolder: 12, groupResults: true, idsOnly: true, sortOption: 4 });
  });

  it('the defaults object cannot be changed', () => {
    expect(Object.isFrozen(defaultSearchCriteria)).toBe(true);
  });

  it.each<[string, SearchCriteria, Partial<SearchCriteria>]>([
    ['an unknown sort option', { sortOption: 11 }, { sortOption: 4 }],
    ['sort 0', { sortOption: 0 }, { sortOption: 4 }],
    ['a custom-field sort (negative id)', { sortOption: -7 }, { sortOption: -7 }],
    ['order 3', { sortOrderOption: 3 as 1 }, { sortOrderOption: 1 }],
    ['page 0', { currentPage: 0 }, { currentPage: 1 }],
    ['a page size above 1000 (spec 000 §5)', { itemsOnPage: 5000 }, { itemsOnPage: 96 }],
    ['the map and timeline size 500 (spec 000 §9)', { itemsOnPage: 500 }, { itemsOnPage: 500 }],
    ['page size 0', { itemsOnPage: 0 }, { itemsOnPage: 24 }],
    ['a negative rating', { minRating: -2 }, { minRating: 0 }],
    ['text with spaces around it', { text: '  harbour  ' }, { text: 'harbour' }],
    ['a set id without its type letter', { selectedSet: '12' }, { selectedSet: null }],
    ['a collection id', { selectedSet: 'g3' }, { selectedSet: 'g3' }],
    [
      'a logical view without its value',
      { logicalView: 'title' },
      { logicalView: null, logicalViewValue: null },
    ],
    [
      'a logical value without its view',
      { logicalViewValue: 'x' },
      { logicalView: null, logicalViewValue: null },
    ],
    ['a date that is not yyyy-mm-dd', { dateFrom: '15/06/2026' }, { dateFrom: null }],
    ['a day that does not exist', { dateTo: '2026-02-30' }, { dateTo: null }],
    [
      'a reversed date range (swapped)',
      { dateFrom: '2026-06-01', dateTo: '2025-01-01' },
      { dateFrom: '2025-01-01', dateTo: '2026-06-01' },
    ],
  ])('resolves %s', (_name, input, expected) => {
    expect(resolveSearchCriteria(input)).toMatchObject(expected);
  });

  it('never sends a minimum rating when the star rating is hidden (global setting hideStarRating)', () => {
    expect(resolveSearchCriteria({ minRating: 3 }).minRating).toBe(3);
    expect(resolveSearchCriteria({ minRating: 3 }, { hideStarRating: true }).minRating).toBe(0);
    expect(withMinRating({}, 4, { hideStarRating: false }).minRating).toBe(4);
    expect(withMinRating({}, 4, { hideStarRating: true }).minRating).toBe(0);
  });
});

describe('filters (spec 000 §3: fileFormat, orientation, expirationDate, brandingStatus, workflowStatusesIds)', () => {
  it('keeps known names in the spec order, one per name, without empty or repeated options', () => {
    expect(
      normalizeFilters([
        { filterName: 'workflowStatusesIds', options: ['3', '3', ' 1 '] },
        { filterName: 'nonsense' as 'orientation', options: ['x'] },
        { filterName: 'orientation', options: ['portrait'] },
        { filterName: 'fileFormat', options: [''] },
        { filterName: 'orientation', options: ['landscape'] },
      ]),
    ).toEqual([
      { filterName: 'orientation', options: ['landscape'] },
      { filterName: 'workflowStatusesIds', options: ['3', '1'] },
    ]);
  });

  it('sets, replaces and removes one filter, back to page 1', () => {
    const start = resolveSearchCriteria({ currentPage: 3 });
    const withFormat = withFilter(start, 'fileFormat', ['video', 'pdf']);
    expect(withFormat.filters).toEqual([{ filterName: 'fileFormat', options: ['video', 'pdf'] }]);
    expect(withFormat.currentPage).toBe(1);
    const both = withFilter(withFilter(withFormat, 'brandingStatus', ['offbrand']), 'fileFormat', ['image']);
    expect(both.filters).toEqual([
      { filterName: 'fileFormat', options: ['image'] },
      { filterName: 'brandingStatus', options: ['offbrand'] },
    ]);
    expect(withFilter(both, 'fileFormat', []).filters).toEqual([
      { filterName: 'brandingStatus', options: ['offbrand'] },
    ]);
  });

  it('expirationDate and the other names are sent as given', () => {
    expect(withFilter({}, 'expirationDate', ['expired']).filters).toEqual([
      { filterName: 'expirationDate', options: ['expired'] },
    ]);
  });
});

describe('the selection of the left panel (spec 000 §3, §4: one of folder, set, logical view, database, all)', () => {
  const resolveLogicalNode = (nodeId: string) =>
    nodeId === 'date-2025' ? { logicalView: 'dateTaken' as const, logicalViewValue: '2025' } : null;

  it.each<[string, SearchSelection | null, Partial<SearchCriteria>]>([
    ['nothing (selection mode off)', null, { selectedFolder: null, selectedSet: null, selectedDb: null }],
    ['all files: folder 0 (spec 000 §4)', { kind: 'all' }, { selectedFolder: 0 }],
    ['a folder', { kind: 'folder', id: 12 }, { selectedFolder: 12 }],
    ['a set: s + id', { kind: 'set', id: 4 }, { selectedSet: 's4' }],
    ['a collection: g + id', { kind: 'collection', id: 2 }, { selectedSet: 'g2' }],
    ['a database', { kind: 'database', id: 7 }, { selectedDb: '7' }],
    [
      'a logical view by field and value',
      { kind: 'logical', logicalView: 'imageLocation', logicalViewValue: 'France/Bretagne' },
      { logicalView: 'imageLocation', logicalViewValue: 'France/Bretagne' },
    ],
    [
      'a logical view by node id',
      { kind: 'logical', nodeId: 'date-2025' },
      { logicalView: 'dateTaken', logicalViewValue: '2025' },
    ],
    [
      'a logical node id that cannot be read selects nothing',
      { kind: 'logical', nodeId: 'bogus' },
      { logicalView: null },
    ],
  ])('%s', (_name, selection, expected) => {
    expect(selectionCriteria(selection, resolveLogicalNode)).toMatchObject(expected);
  });

  it('choosing one clears the others and goes back to page 1', () => {
    const inSet = resolveSearchCriteria({
      selectedSet: 's4',
      logicalView: 'title',
      logicalViewValue: 'Harbour',
      selectedDb: '2',
      currentPage: 4,
      text: 'boat',
    });
    const inFolder = withSelection(inSet, { kind: 'folder', id: 12 });
    expect(inFolder).toMatchObject({
      selectedFolder: 12,
      selectedSet: null,
      selectedDb: null,
      logicalView: null,
      logicalViewValue: null,
      currentPage: 1,
      text: 'boat', // the search itself stays
    });
  });

  it('a tree selection (@vitrine/core Selection, what @vitrine/tree reports) fits as it is', () => {
    const fromTree: Selection[] = [
      { kind: 'folder', id: 3 },
      { kind: 'logical', nodeId: 'date-2025' },
    ];
    const fields = fromTree.map((selection) => selectionCriteria(selection, resolveLogicalNode));
    expect(fields.map((f) => f.selectedFolder ?? f.logicalViewValue)).toEqual([3, '2025']);
  });

  it("without a resolver, a logical node id is read in @vitrine/core's format (spec 000 §3 ids)", () => {
    expect(selectionCriteria({ kind: 'logical', nodeId: 'date-2025-03' })).toMatchObject({
      logicalView: 'dateTaken',
      logicalViewValue: '2025-03',
    });
    expect(
      selectionCriteria({ kind: 'logical', nodeId: 'location/Switzerland/Bern/Biel%2FBienne' }),
    ).toMatchObject({ logicalView: 'imageLocation', logicalViewValue: 'Switzerland/Bern/Biel%2FBienne' });
    expect(selectionCriteria({ kind: 'logical', nodeId: 'bogus' })).toMatchObject({ logicalView: null });
  });
});

describe('page size (spec 000 §4, §5, §9)', () => {
  it.each([
    [12, 12],
    [24, 24],
    [48, 48],
    [96, 96],
    [1000, 1000], // show all
    [1001, 96], // spec 000 §5: above 1000 resets to 96
    [5000, 96],
    ['48', 48], // as stored
    [50, 24], // not offered
    [undefined, 24],
  ])('%s becomes %s', (size, expected) => {
    expect(withPageSize({}, size).itemsOnPage).toBe(expected);
  });

  it('a page-size change resets to page 1 (spec 000 §4)', () => {
    expect(withPageSize({ currentPage: 5, itemsOnPage: 24 }, 96)).toMatchObject({
      currentPage: 1,
      itemsOnPage: 96,
    });
  });

  it('every other change resets to page 1 too, and the load-more flag', () => {
    const deep = { currentPage: 7, isLoadingMore: true };
    expect(changeSearchCriteria(deep, { groupResults: true })).toMatchObject({
      currentPage: 1,
      isLoadingMore: false,
    });
    expect(withText(deep, 'sea').currentPage).toBe(1);
    expect(withDateRange(deep, '2025-01-01', null).currentPage).toBe(1);
    expect(withSort(deep, 7).currentPage).toBe(1);
  });
});

describe('sort and order (spec 000 §3, §4)', () => {
  it('a search-query route parameter searches it with sort 5 (Last updated) and order 2 (Descending)', () => {
    const criteria = withRouteSearchQuery(
      { sortOption: 7, sortOrderOption: 1, currentPage: 3 },
      ' lighthouse ',
    );
    expect(criteria).toMatchObject({ text: 'lighthouse', sortOption: 5, sortOrderOption: 2, currentPage: 1 });
  });

  it.each([null, undefined, '', '   '])('without a search query (%j) the sort stays', (query) => {
    expect(withRouteSearchQuery({ sortOption: 7, sortOrderOption: 1 }, query)).toMatchObject({
      sortOption: 7,
      sortOrderOption: 1,
    });
  });

  it('takes a valid sort and order, keeps the current for an invalid one', () => {
    expect(withSort({ sortOption: 3, sortOrderOption: 2 }, 9, 1)).toMatchObject({
      sortOption: 9,
      sortOrderOption: 1,
    });
    expect(withSort({ sortOption: 3, sortOrderOption: 2 }, -12)).toMatchObject({
      sortOption: -12,
      sortOrderOption: 2,
    });
    expect(withSort({ sortOption: 3, sortOrderOption: 2 }, 42, 9)).toMatchObject({
      sortOption: 3,
      sortOrderOption: 2,
    });
  });
});

describe('text, dates', () => {
  it('text with boolean mode (spec 000 §3 text, booleanMode)', () => {
    expect(withText({}, 'harbour AND boat', true)).toMatchObject({
      text: 'harbour AND boat',
      booleanMode: true,
    });
    expect(withText({ booleanMode: true }, 'boat')).toMatchObject({ text: 'boat', booleanMode: true });
  });

  it.each([
    ['2026-06-15', '2026-06-15'],
    ['2026-06-15T10:00:00Z', '2026-06-15'],
    ['2026-13-01', null],
    ['yesterday', null],
    [20260615, null],
  ])('date %j reads %j', (value, expected) => {
    expect(normalizeSearchDate(value)).toBe(expected);
  });

  it('either end of the range may stay open', () => {
    expect(withDateRange({}, null, '2025-12-31')).toMatchObject({ dateFrom: null, dateTo: '2025-12-31' });
  });
});

describe('web settings (spec 000 §3, §5)', () => {
  it('takes sort, order, grouping, substructure and page size from them', () => {
    expect(
      criteriaFromWebSettings({
        sortOption: 2,
        sortOrderOption: 2,
        groupResults: true,
        hideSubstructure: true,
        pageSize: 48,
      }),
    ).toEqual({
      sortOption: 2,
      sortOrderOption: 2,
      groupResults: true,
      hideSubstructure: true,
      itemsOnPage: 48,
    });
  });

  it('a stored page size above 1000 resets to 96; junk falls back to the defaults', () => {
    expect(criteriaFromWebSettings({ pageSize: 2000, sortOption: 99, sortOrderOption: 0 })).toEqual({
      sortOption: 4,
      sortOrderOption: 1,
      groupResults: false,
      hideSubstructure: false,
      itemsOnPage: 96,
    });
  });
});

describe('searchId and keys (spec 000 §4: an answer for other criteria is discarded)', () => {
  it('is the same for every page of one search, whatever the key order', () => {
    const a = resolveSearchCriteria({ selectedFolder: 3, text: 'sea' });
    const b = resolveSearchCriteria({ text: 'sea', selectedFolder: 3, currentPage: 4, isLoadingMore: true });
    expect(makeSearchId(a)).toBe(makeSearchId(b));
    expect(stableStringify({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
  });

  it.each<SearchCriteria>([
    { selectedFolder: 4, text: 'sea' },
    { selectedFolder: 3, text: 'sea', itemsOnPage: 48 },
    { selectedFolder: 3, text: 'sea', sortOption: 5 },
    { selectedFolder: 3, text: 'sea', filters: [{ filterName: 'orientation', options: ['portrait'] }] },
    { selectedFolder: 3, text: 'sea', hideSubstructure: true },
  ])('differs for other criteria: %j', (other) => {
    const base = makeSearchId(resolveSearchCriteria({ selectedFolder: 3, text: 'sea' }));
    expect(makeSearchId(resolveSearchCriteria(other))).not.toBe(base);
  });
});
