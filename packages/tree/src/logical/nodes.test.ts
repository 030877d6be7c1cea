// The logical tree's rules, table-tested (spec 000 §2 "Logical tree", §3 ids and field mapping).
import * as core from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import {
  buildAttributeNodes,
  buildCustomValueNodes,
  buildDateNodes,
  buildKeywordNodes,
  buildLocationNodes,
  customFieldNodes,
  formatLogicalNodeId,
  isLogicalNodeId,
  type LogicalNodeLabels,
  type LogicalPathLabels,
  logicalBranchOf,
  logicalNodeIdOfRoute,
  logicalNodePath,
  logicalRouteOf,
  logicalSearchCriteria,
  parseLogicalNodeId,
  visibleLogicalBranches,
} from './nodes';

describe("ids and values are @vitrine/core's (one format for the tree, views, mocks and server)", () => {
  it('offers the very functions of @vitrine/core, not copies', () => {
    expect(formatLogicalNodeId).toBe(core.formatLogicalNodeId);
    expect(parseLogicalNodeId).toBe(core.parseLogicalNodeId);
    expect(isLogicalNodeId).toBe(core.isLogicalNodeId);
    expect(logicalSearchCriteria).toBe(core.logicalSearchCriteria);
  });
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const labels: LogicalNodeLabels = {
  notSpecified: '<Not specified>',
  month: (month) => MONTHS[month - 1] ?? String(month),
};

describe('routes /logical/{key}/{country}/{state}/{city} (spec 000 §2)', () => {
  const route = (
    key: string,
    country: string | null = null,
    state: string | null = null,
    city: string | null = null,
  ) => ({
    key,
    country,
    state,
    city,
  });
  it.each([
    ['date-2020', route('date-2020')],
    ['date-2020-07', route('date-2020-07')],
    ['attribute-author-Mei Tanaka', route('attribute-author-Mei Tanaka')],
    ['attribute-keyword-12', route('attribute-keyword-12')],
    ['custom-3-a/b', route('custom-3-a/b')],
    ['location/France', route('location', 'France')],
    ['location/France/Bretagne', route('location', 'France', 'Bretagne')],
    ['location/France/Bretagne/Rennes', route('location', 'France', 'Bretagne', 'Rennes')],
    [
      'location/Iceland/<Not specified>/<Not specified>',
      route('location', 'Iceland', '<Not specified>', '<Not specified>'),
    ],
    ['location/A%2FB', route('location', 'A/B')],
  ])('%s <-> %j', (id, parts) => {
    expect(logicalRouteOf(id)).toEqual(parts);
    expect(logicalNodeIdOfRoute(parts)).toBe(id);
  });

  it.each([
    [
      { key: 'Location', country: 'United States', state: 'New York', city: null },
      'location/United States/New York',
    ],
    [{ key: 'LOGICAL-nothing' }, null],
    [{ key: 'DATE-2020' }, 'date-2020'],
    [{ key: 'location' }, null],
    [{ key: 'location', country: '' }, null],
    [{ key: 'location', country: 'France', state: null, city: 'Rennes' }, null],
    [{ key: 'date-2020', country: 'France' }, null],
    [{ key: 'location%2FFrance' }, null],
  ])('route %j selects %s', (route, id) => {
    expect(logicalNodeIdOfRoute(route)).toBe(id);
  });

  it('answers null for an id that is not logical', () => {
    expect(logicalRouteOf('nope')).toBeNull();
  });
});

describe('buildDateNodes (Browse by Timeline: year, then month; counts in brackets)', () => {
  it('groups months under years and sums the year count', () => {
    const nodes = buildDateNodes(
      [
        { year: 2024, month: 11, count: 2 },
        { year: 2024, month: 12, count: 3 },
        { year: 2025, month: 3, count: 4 },
        { year: 2025, month: 3, count: 1 },
        { year: 2026, count: 7 },
        { count: 9 },
      ],
      labels,
    );
    expect(nodes).toEqual([
      {
        id: 'date-2024',
        name: '2024',
        value: '2024',
        count: 5,
        children: [
          { id: 'date-2024-11', name: 'Nov', value: '2024-11', count: 2 },
          { id: 'date-2024-12', name: 'Dec', value: '2024-12', count: 3 },
        ],
      },
      {
        id: 'date-2025',
        name: '2025',
        value: '2025',
        count: 5,
        children: [{ id: 'date-2025-03', name: 'Mar', value: '2025-03', count: 5 }],
      },
      { id: 'date-2026', name: '2026', value: '2026', count: 7 },
    ]);
  });

  it('answers nothing for no rows', () => {
    expect(buildDateNodes([], labels)).toEqual([]);
  });
});

describe('buildLocationNodes (country → state/province → city; empty parts <Not specified>)', () => {
  it('nests the parts and sums counts; empty or null parts show as <Not specified>', () => {
    const nodes = buildLocationNodes(
      [
        { country: 'France', stateProvince: 'Bretagne', city: 'Rennes', count: 2 },
        { country: 'France', stateProvince: 'Île-de-France', city: 'Paris', count: 3 },
        { country: 'France', stateProvince: 'Bretagne', city: 'Brest', count: 1 },
        { country: 'Iceland', stateProvince: null, city: '', count: 4 },
        { country: null, stateProvince: null, city: null, count: 1 },
      ],
      labels,
    );
    expect(nodes.map((n) => [n.id, n.name, n.count])).toEqual([
      ['location/France', 'France', 6],
      ['location/Iceland', 'Iceland', 4],
      ['location/<Not specified>', '<Not specified>', 1],
    ]);
    const france = nodes[0];
    expect(france?.children?.map((n) => [n.id, n.count])).toEqual([
      ['location/France/Bretagne', 3],
      ['location/France/Île-de-France', 3],
    ]);
    expect(france?.children?.[0]?.children).toEqual([
      { id: 'location/France/Bretagne/Rennes', name: 'Rennes', value: 'France/Bretagne/Rennes', count: 2 },
      { id: 'location/France/Bretagne/Brest', name: 'Brest', value: 'France/Bretagne/Brest', count: 1 },
    ]);
    const iceland = nodes[1];
    expect(iceland?.children?.[0]).toMatchObject({
      id: 'location/Iceland/<Not specified>',
      name: '<Not specified>',
      value: 'Iceland/',
    });
    expect(iceland?.children?.[0]?.children?.[0]).toEqual({
      id: 'location/Iceland/<Not specified>/<Not specified>',
      name: '<Not specified>',
      value: 'Iceland//',
      count: 4,
    });
  });
});

describe('data tags and custom values', () => {
  it('title, author and subject values carry their prefixes; empty values show <Not specified>', () => {
    expect(
      buildAttributeNodes(
        'author',
        [{ value: 'Mei Tanaka', count: 4 }, { value: '', count: 2 }, { count: 1 }],
        labels,
      ),
    ).toEqual([
      { id: 'attribute-author-Mei Tanaka', name: 'Mei Tanaka', value: 'Mei Tanaka', count: 4 },
      { id: 'attribute-author-<Not specified>', name: '<Not specified>', value: '', count: 3 },
    ]);
  });

  it('keywords are named by their text and identified by their id (spec 000 §3 "keyword id")', () => {
    expect(
      buildKeywordNodes([
        { id: 12, value: 'sunset', count: 3 },
        { id: '7', value: 'beach', count: 1 },
        { value: 'no id', count: 9 },
      ]),
    ).toEqual([
      { id: 'attribute-keyword-12', name: 'sunset', value: '12', count: 3 },
      { id: 'attribute-keyword-7', name: 'beach', value: '7', count: 1 },
    ]);
  });

  it('custom values are custom-{definitionId}-{value}', () => {
    expect(buildCustomValueNodes(3, [{ value: 'Magnum', count: 5 }], labels)).toEqual([
      { id: 'custom-3-Magnum', name: 'Magnum', value: 'Magnum', count: 5 },
    ]);
  });

  it('one node per custom definition, without the recognition label, double underscores as spaces', () => {
    expect(
      customFieldNodes([
        { id: 3, label: 'Photo__Agency__Name', displayOrder: 3 },
        { id: 5, label: 'AI__Labels', displayOrder: 1, isRecognitionLabel: true },
        { id: 1, label: 'Project__Code', displayOrder: 1 },
        { id: 6, label: 'Model Release', displayOrder: 3 },
      ]),
    ).toEqual([
      { definitionId: 1, label: 'Project Code' },
      { definitionId: 3, label: 'Photo Agency Name' },
      { definitionId: 6, label: 'Model Release' },
    ]);
  });
});

describe('branches and their settings (spec 000 §2: each branch can be hidden by a setting)', () => {
  it.each([
    [undefined, ['timeline', 'dataTags', 'location', 'customFields']],
    [{}, ['timeline', 'dataTags', 'location', 'customFields']],
    [{ showDateDataView: false }, ['dataTags', 'location', 'customFields']],
    [{ showAttributeDataView: false }, ['timeline', 'location', 'customFields']],
    [{ showLocationDataView: false }, ['timeline', 'dataTags', 'customFields']],
    [{ showCustomFieldDataView: false }, ['timeline', 'dataTags', 'location']],
    [
      {
        showDateDataView: false,
        showAttributeDataView: false,
        showLocationDataView: false,
        showCustomFieldDataView: false,
      },
      [],
    ],
  ])('settings %j show %j', (settings, branches) => {
    expect(visibleLogicalBranches(settings)).toEqual(branches);
  });

  it.each<[string, string]>([
    ['date-2020', 'timeline'],
    ['attribute-title-x', 'dataTags'],
    ['attribute-keyword-1', 'dataTags'],
    ['location/France', 'location'],
    ['custom-1-x', 'customFields'],
  ])('%s belongs to %s', (id, branch) => {
    const ref = parseLogicalNodeId(id);
    expect(ref && logicalBranchOf(ref)).toBe(branch);
  });
});

describe('logicalNodePath (names of pinned logical views)', () => {
  const pathLabels: LogicalPathLabels = {
    ...labels,
    field: (field) => ({ title: 'Title', author: 'Author', subject: 'Subject', keyword: 'Keyword' })[field],
    customField: (id) => (id === 3 ? 'Photo Agency Name' : undefined),
    keyword: (id) => (id === '12' ? 'sunset' : undefined),
  };
  it.each([
    ['date-2025', ['2025']],
    ['date-2025-03', ['2025', 'Mar']],
    ['attribute-author-Mei Tanaka', ['Author', 'Mei Tanaka']],
    ['attribute-title-<Not specified>', ['Title', '<Not specified>']],
    ['attribute-keyword-12', ['Keyword', 'sunset']],
    ['attribute-keyword-99', ['Keyword', '99']],
    ['location/France/Bretagne/Rennes', ['France', 'Bretagne', 'Rennes']],
    ['location/Iceland/<Not specified>', ['Iceland', '<Not specified>']],
    ['custom-3-Magnum', ['Photo Agency Name', 'Magnum']],
    ['custom-9-x', ['custom-9', 'x']],
  ])('%s reads %j', (id, path) => {
    const ref = parseLogicalNodeId(id);
    expect(ref && logicalNodePath(ref, pathLabels)).toEqual(path);
  });
});
