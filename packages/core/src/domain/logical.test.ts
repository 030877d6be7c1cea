// The logical-view vocabulary (spec 000 §2 "Logical tree", §3 "Logical view node" ids and "Logical
// field mapping"): node ids, and the value a search sends for a node. The value format is decided
// (docs/decisions.md "Logical values"); the tree, the views, the mocks and the server all use these.
import { describe, expect, it } from 'vitest';
import {
  dateTakenPrefix,
  formatLogicalNodeId,
  formatLogicalValue,
  isLogicalNodeId,
  isLogicalViewField,
  LOGICAL_VIEW_FIELDS,
  type LogicalNodeRef,
  type LogicalValue,
  logicalSearchCriteria,
  logicalValueProblem,
  parseLogicalNodeId,
  parseLogicalValue,
} from './logical';

describe('logical node ids (spec 000 §3: date-, attribute-title-, ..., location/, custom-)', () => {
  it.each<[LogicalNodeRef, string]>([
    [{ type: 'date', year: 2025 }, 'date-2025'],
    [{ type: 'date', year: 2025, month: 3 }, 'date-2025-03'],
    [{ type: 'date', year: 2025, month: 12 }, 'date-2025-12'],
    [{ type: 'attribute', field: 'title', value: 'Summer launch' }, 'attribute-title-Summer launch'],
    [{ type: 'attribute', field: 'author', value: 'Mei Tanaka' }, 'attribute-author-Mei Tanaka'],
    [{ type: 'attribute', field: 'subject', value: 'a-b-c' }, 'attribute-subject-a-b-c'],
    [{ type: 'attribute', field: 'title', value: '' }, 'attribute-title-<Not specified>'],
    [{ type: 'keyword', keywordId: '12' }, 'attribute-keyword-12'],
    [{ type: 'location', parts: ['France'] }, 'location/France'],
    [{ type: 'location', parts: ['France', 'Bretagne', 'Rennes'] }, 'location/France/Bretagne/Rennes'],
    [{ type: 'location', parts: ['Iceland', '', ''] }, 'location/Iceland/<Not specified>/<Not specified>'],
    [{ type: 'location', parts: ['A/B', '50%'] }, 'location/A%2FB/50%25'],
    [{ type: 'location', parts: ['Côte d’Ivoire'] }, 'location/Côte d’Ivoire'],
    [{ type: 'custom', definitionId: 3, value: 'Magnum' }, 'custom-3-Magnum'],
    [{ type: 'custom', definitionId: 3, value: '7-up' }, 'custom-3-7-up'],
    [{ type: 'custom', definitionId: 1, value: '' }, 'custom-1-<Not specified>'],
  ])('%j <-> %s', (ref, id) => {
    expect(formatLogicalNodeId(ref)).toBe(id);
    expect(parseLogicalNodeId(id)).toEqual(ref);
    expect(isLogicalNodeId(id)).toBe(true);
  });

  it.each([
    'date-',
    'date-abc',
    'date-2025-13',
    'date-2025-00',
    'date-2025-03-01',
    'attribute-keyword-',
    'attribute-colour-red',
    'location/',
    'location/France//Rennes',
    'location/a/b/c/d',
    'custom-abc-x',
    'custom-3',
    'folder-1',
    '',
  ])('%s is not a logical node id', (id) => {
    expect(parseLogicalNodeId(id)).toBeNull();
    expect(isLogicalNodeId(id)).toBe(false);
  });

  it('reads prefixes in any case (routes are case-insensitive, spec 000 §2)', () => {
    expect(parseLogicalNodeId('Date-2020')).toEqual({ type: 'date', year: 2020 });
    expect(parseLogicalNodeId('ATTRIBUTE-Author-Mei')).toEqual({
      type: 'attribute',
      field: 'author',
      value: 'Mei',
    });
    expect(parseLogicalNodeId('Location/France')).toEqual({ type: 'location', parts: ['France'] });
  });
});

describe('logicalSearchCriteria (spec 000 §3 "Logical field mapping")', () => {
  it.each([
    ['date-2025', 'dateTaken', '2025'],
    ['date-2025-03', 'dateTaken', '2025-03'],
    ['attribute-title-Summer launch', 'title', 'Summer launch'],
    ['attribute-author-Mei Tanaka', 'author', 'Mei Tanaka'],
    ['attribute-subject-Products', 'subject', 'Products'],
    ['attribute-keyword-12', 'keywordId', '12'],
    ['location/France', 'imageLocation', 'France'],
    ['location/France/Île-de-France', 'imageLocation', 'France/Île-de-France'],
    ['location/France/Île-de-France/Paris', 'imageLocation', 'France/Île-de-France/Paris'],
    ['location/Iceland/<Not specified>', 'imageLocation', 'Iceland/'],
    ['location/Iceland/<Not specified>/<Not specified>', 'imageLocation', 'Iceland//'],
    ['custom-2-Licensed', 'customDataValue', '2:Licensed'],
    ['custom-2-<Not specified>', 'customDataValue', '2:'],
  ])('%s searches %s = %j', (id, logicalView, logicalViewValue) => {
    expect(logicalSearchCriteria(id)).toEqual({ logicalView, logicalViewValue });
  });

  it('answers null for anything else', () => {
    expect(logicalSearchCriteria('folder-1')).toBeNull();
  });
});

describe('logical values (spec 000 §3 "Logical field mapping"; format decided)', () => {
  it('names the seven fields of the mapping', () => {
    expect(LOGICAL_VIEW_FIELDS).toEqual([
      'dateTaken',
      'title',
      'author',
      'subject',
      'keywordId',
      'imageLocation',
      'customDataValue',
    ]);
    expect(isLogicalViewField('imageLocation')).toBe(true);
    expect(isLogicalViewField('location')).toBe(false);
  });

  it.each<[LogicalValue, string, string]>([
    [{ field: 'dateTaken', year: 2025 }, 'dateTaken', '2025'],
    [{ field: 'dateTaken', year: 2025, month: 3 }, 'dateTaken', '2025-03'],
    [{ field: 'dateTaken', year: 800, month: 11 }, 'dateTaken', '0800-11'],
    [{ field: 'title', value: 'Summer launch' }, 'title', 'Summer launch'],
    [{ field: 'author', value: '' }, 'author', ''],
    [{ field: 'subject', value: 'a/b: c' }, 'subject', 'a/b: c'],
    [{ field: 'keywordId', keywordId: '12' }, 'keywordId', '12'],
    [{ field: 'imageLocation', parts: ['France'] }, 'imageLocation', 'France'],
    [
      { field: 'imageLocation', parts: ['France', 'Bretagne', 'Rennes'] },
      'imageLocation',
      'France/Bretagne/Rennes',
    ],
    [{ field: 'imageLocation', parts: ['Iceland', '', ''] }, 'imageLocation', 'Iceland//'],
    [{ field: 'imageLocation', parts: [''] }, 'imageLocation', ''],
    // A '/' or '%' inside a part is escaped, so 'Biel/Bienne' stays one city.
    [
      { field: 'imageLocation', parts: ['Switzerland', 'Bern', 'Biel/Bienne'] },
      'imageLocation',
      'Switzerland/Bern/Biel%2FBienne',
    ],
    [{ field: 'imageLocation', parts: ['50%'] }, 'imageLocation', '50%25'],
    [{ field: 'customDataValue', definitionId: 4, value: 'PX-2' }, 'customDataValue', '4:PX-2'],
    [{ field: 'customDataValue', definitionId: 4, value: 'a:b' }, 'customDataValue', '4:a:b'],
    [{ field: 'customDataValue', definitionId: 4, value: '' }, 'customDataValue', '4:'],
  ])('%j <-> %s = %j', (value, logicalView, logicalViewValue) => {
    expect(formatLogicalValue(value)).toEqual({ logicalView, logicalViewValue });
    expect(parseLogicalValue(logicalView, logicalViewValue)).toEqual(value);
  });

  it.each<[string, string, LogicalValue]>([
    ['title', '<Not specified>', { field: 'title', value: '' }],
    ['imageLocation', '<Not specified>/<Not specified>', { field: 'imageLocation', parts: ['', ''] }],
    ['imageLocation', 'France//Rennes', { field: 'imageLocation', parts: ['France', '', 'Rennes'] }],
    ['customDataValue', '4:<Not specified>', { field: 'customDataValue', definitionId: 4, value: '' }],
  ])('reads %s %j (empty written as <Not specified>) as %j', (logicalView, logicalViewValue, value) => {
    expect(parseLogicalValue(logicalView, logicalViewValue)).toEqual(value);
  });

  it.each([
    ['dateTaken', '25'],
    ['dateTaken', '2025-13'],
    ['dateTaken', '2025-3'],
    ['dateTaken', '2025-03-01'],
    ['keywordId', ''],
    ['imageLocation', 'a/b/c/d'],
    ['customDataValue', 'x:1'],
    ['customDataValue', '4'],
    ['location', 'France'],
    [null, '2025'],
    ['dateTaken', null],
  ])('refuses %s %j', (logicalView, logicalViewValue) => {
    expect(parseLogicalValue(logicalView, logicalViewValue)).toBeNull();
  });

  it.each([
    ['dateTaken', '2025-13', "Invalid logicalViewValue '2025-13' for dateTaken: use yyyy or yyyy-mm."],
    ['customDataValue', 'x', "Invalid logicalViewValue 'x' for customDataValue: use {definitionId}:{value}."],
    [
      'imageLocation',
      'a/b/c/d',
      "Invalid logicalViewValue 'a/b/c/d' for imageLocation: use country/state/city.",
    ],
    ['colour', 'red', "Unknown logicalView 'colour'."],
    ['dateTaken', '2025', null],
    [null, 'x', null],
    ['title', null, null],
  ])(
    'logicalValueProblem(%s, %j) is %j (the 400 of server and mocks)',
    (logicalView, logicalViewValue, problem) => {
      expect(logicalValueProblem(logicalView, logicalViewValue)).toBe(problem);
    },
  );

  it('dateTakenPrefix is the start of every date taken (yyyy-mm-dd, spec 000 §9) of the view', () => {
    expect(dateTakenPrefix({ year: 2025 })).toBe('2025');
    expect(dateTakenPrefix({ year: 2025, month: 3 })).toBe('2025-03');
    expect('2025-03-14'.startsWith(dateTakenPrefix({ year: 2025, month: 3 }))).toBe(true);
  });

  it('a node id and the value it searches agree for every kind of node', () => {
    for (const id of [
      'date-2025-03',
      'attribute-author-Mei Tanaka',
      'attribute-keyword-12',
      'location/Switzerland/Bern/Biel%2FBienne',
      'custom-2-<Not specified>',
    ]) {
      const criteria = logicalSearchCriteria(id);
      expect(criteria).not.toBeNull();
      const value = parseLogicalValue(criteria?.logicalView, criteria?.logicalViewValue);
      expect(value && formatLogicalValue(value)).toEqual(criteria);
    }
  });
});
