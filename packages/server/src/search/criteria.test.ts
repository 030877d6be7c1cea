// Search criteria resolved (spec 000 §3 "Search criteria", "Logical field mapping"): defaults once,
// filters and logical values read, anything unsearchable refused with a message naming the field.
import { describe, expect, it } from 'vitest';
import { HttpError } from '../domain/errors';
import { type ResolvedCriteria, readLogicalFilter, resolveCriteria, type SearchCriteria } from './criteria';

const resolve = (criteria: SearchCriteria) => resolveCriteria(criteria);
const refusal = (criteria: SearchCriteria) => {
  try {
    resolveCriteria(criteria);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    return (error as HttpError).message;
  }
  throw new Error(`${JSON.stringify(criteria)} was accepted`);
};

describe('defaults (spec 000 §3: sortOption 4, sortOrderOption 1; §9 page size 24)', () => {
  it('an empty criteria object searches every file, first page of 24, by relevance', () => {
    expect(resolve({})).toEqual({
      folderId: null,
      set: null,
      hideSubstructure: false,
      minRating: 0,
      text: null,
      filters: [],
      logical: null,
      dateFrom: null,
      dateTo: null,
      sort: { option: 4, customFieldId: null, descending: false },
      groupResults: false,
      idsOnly: false,
      itemsOnPage: 24,
      currentPage: 1,
      enablePaging: true,
      maxResults: 0,
      notes: [],
    } satisfies ResolvedCriteria);
  });

  it('folder 0 is every file (spec 000 §4 "All uses id 0"); sets and collections by letter', () => {
    expect(resolve({ selectedFolder: 0 }).folderId).toBeNull();
    expect(resolve({ selectedFolder: 12 }).folderId).toBe(12);
    expect(resolve({ selectedSet: 's4' }).set).toEqual({ kind: 'set', id: 4 });
    expect(resolve({ selectedSet: 'g3' }).set).toEqual({ kind: 'group', id: 3 });
  });

  it('a negative sort option sorts by that custom field; order 2 is descending', () => {
    expect(resolve({ sortOption: -7, sortOrderOption: 2 }).sort).toEqual({
      option: -7,
      customFieldId: 7,
      descending: true,
    });
  });
});

describe('filters (spec 000 §3 filter names)', () => {
  it('reads options case-insensitively; fileFormat takes kinds and extensions; empty filters drop', () => {
    expect(
      resolve({
        filters: [
          { filterName: 'fileFormat', options: ['Video', '.JPG', 'tiff'] },
          { filterName: 'orientation', options: ['PORTRAIT'] },
          { filterName: 'expirationDate', options: ['expiringsoon'] },
          { filterName: 'brandingStatus', options: ['offbrand'] },
          { filterName: 'workflowStatusesIds', options: ['3', ' 12 '] },
          { filterName: 'orientation', options: [] },
        ],
      }).filters,
    ).toEqual([
      { name: 'fileFormat', kinds: ['video'], extensions: ['jpg', 'tiff'] },
      { name: 'orientation', orientations: ['portrait'] },
      { name: 'expirationDate', states: ['expiringSoon'] },
      { name: 'brandingStatus', statuses: ['offBrand'] },
      { name: 'workflowStatusesIds', ids: [3, 12] },
    ]);
  });

  it.each([
    ['orientation', 'round', "Unknown orientation option 'round': use landscape, portrait, square or none."],
    [
      'expirationDate',
      'soon',
      "Unknown expirationDate option 'soon': use none, valid, expiringSoon or expired.",
    ],
    ['brandingStatus', 'yes', "Unknown brandingStatus option 'yes': use onBrand or offBrand."],
    ['workflowStatusesIds', 'Draft', "Unknown workflowStatusesIds option 'Draft': use workflow status ids."],
  ] as const)('refuses %s %j', (filterName, option, message) => {
    expect(refusal({ filters: [{ filterName, options: [option] }] })).toBe(message);
  });
});

describe('logical views (spec 000 §3 "Logical field mapping"; docs/decisions.md "Logical values")', () => {
  it.each([
    ['dateTaken', '2025', { field: 'dateTaken', year: 2025 }],
    ['dateTaken', '2025-03', { field: 'dateTaken', year: 2025, month: 3 }],
    ['title', 'Harbour', { field: 'title', value: 'Harbour' }],
    ['author', '<Not specified>', { field: 'author', value: '' }],
    ['keywordId', '17', { field: 'keywordId', keywordId: 17 }],
    ['imageLocation', 'France', { field: 'imageLocation', parts: ['France'] }],
    ['imageLocation', 'France//Rennes', { field: 'imageLocation', parts: ['France', '', 'Rennes'] }],
    ['imageLocation', '<Not specified>/<Not specified>', { field: 'imageLocation', parts: ['', ''] }],
    ['customDataValue', '4:PX-2', { field: 'customDataValue', definitionId: 4, value: 'PX-2' }],
    ['customDataValue', '4:a:b', { field: 'customDataValue', definitionId: 4, value: 'a:b' }],
    ['customDataValue', '4:', { field: 'customDataValue', definitionId: 4, value: '' }],
    // A '/' inside a part is escaped as in the node ids (@vitrine/core formatLogicalValue).
    [
      'imageLocation',
      'Switzerland/Bern/Biel%2FBienne',
      { field: 'imageLocation', parts: ['Switzerland', 'Bern', 'Biel/Bienne'] },
    ],
  ] as const)('%s %j', (field, value, expected) => {
    expect(readLogicalFilter(field, value)).toEqual(expected);
  });

  it('without a value there is no logical filter', () => {
    expect(readLogicalFilter('title', null)).toBeNull();
    expect(readLogicalFilter(null, 'x')).toBeNull();
  });

  it.each([
    ['dateTaken', '25'],
    ['dateTaken', '2025-00'],
    ['dateTaken', '2025-03-01'],
    ['keywordId', '-1'],
    ['keywordId', ''],
    ['imageLocation', 'a/b/c/d'],
    ['customDataValue', 'x:1'],
  ] as const)('refuses %s %j', (logicalView, logicalViewValue) => {
    expect(refusal({ logicalView, logicalViewValue })).toMatch(
      new RegExp(`^Invalid logicalViewValue '.*' for ${logicalView}`),
    );
  });
});

describe('other checks', () => {
  it('dates must be real days; sortOption 0 and selectedSet without a letter are refused', () => {
    expect(resolve({ dateFrom: '2024-02-29', dateTo: '2024-03-01' })).toMatchObject({
      dateFrom: '2024-02-29',
      dateTo: '2024-03-01',
    });
    expect(refusal({ dateFrom: '2023-02-29' })).toBe("Invalid dateFrom '2023-02-29': use yyyy-mm-dd.");
    expect(refusal({ sortOption: 0 })).toBe('Invalid sortOption 0: use 1 to 10, or minus a custom field id.');
    expect(refusal({ selectedSet: '12' })).toBe("Invalid selectedSet '12': use s or g and an id, as s12.");
  });

  it('notes a plain text that has nothing to search for (infoMessages)', () => {
    expect(resolve({ text: '?!' }).notes).toEqual([
      'The search text has no letters or digits to search for, so it was left out.',
    ]);
    expect(resolve({ text: '  ' }).notes).toEqual([]);
  });
});
