// The logical tree's shape (spec 000 §2 "Logical tree"; §4 lazy branches load once, show 'Loading...'
// until filled, a branch with no data is removed).
import { describe, expect, it } from 'vitest';
import type { LogicalRow } from '../api/logical';
import { UNLOADED } from '../base/model';
import { LOGICAL_BRANCHES } from './nodes';
import {
  buildLogicalTreeNodes,
  type LogicalTreeInput,
  type LogicalTreeNode,
  logicalAncestorIds,
  type SourceState,
} from './tree-nodes';

const HEADINGS = {
  timeline: 'Browse by Timeline',
  dataTags: 'Browse by Data Tags',
  location: 'Browse by Geographical Location',
  customFields: 'Browse by Custom Data Fields',
} as const;
const FIELDS = { title: 'Title', author: 'Author', subject: 'Subject', keyword: 'Keyword' } as const;

const definitions = [
  { id: 1, label: 'Project__Code', displayOrder: 1 },
  { id: 5, label: 'AI__Labels', displayOrder: 5, isRecognitionLabel: true },
  { id: 3, label: 'Photo__Agency__Name', displayOrder: 3 },
];

function input(overrides: Partial<LogicalTreeInput> = {}): LogicalTreeInput {
  return {
    branches: LOGICAL_BRANCHES,
    sources: {},
    definitions: { status: 'success', data: definitions },
    labels: {
      notSpecified: '<Not specified>',
      month: (m) => `M${m}`,
      heading: (branch) => HEADINGS[branch],
      field: (field) => FIELDS[field],
    },
    ...overrides,
  };
}

const ok = (rows: LogicalRow[]): SourceState => ({ status: 'success', rows });

/** The tree as [name, children] with 'Loading' for unloaded children, for readable expectations. */
function outline(nodes: readonly LogicalTreeNode[]): unknown[] {
  return nodes.map((node) => {
    if (node.children === UNLOADED) return [node.name, 'unloaded'];
    if (!node.children || node.children.length === 0) return node.name;
    return [node.name, outline(node.children)];
  });
}

describe('buildLogicalTreeNodes', () => {
  it('before anything loads: four headings; Timeline, Location and each field wait for their call', () => {
    const nodes = buildLogicalTreeNodes(input());
    expect(outline(nodes)).toEqual([
      ['Browse by Timeline', 'unloaded'],
      [
        'Browse by Data Tags',
        [
          ['Title', 'unloaded'],
          ['Author', 'unloaded'],
          ['Subject', 'unloaded'],
          ['Keyword', 'unloaded'],
        ],
      ],
      ['Browse by Geographical Location', 'unloaded'],
      [
        'Browse by Custom Data Fields',
        [
          ['Project Code', 'unloaded'],
          ['Photo Agency Name', 'unloaded'],
        ],
      ],
    ]);
    expect(nodes.map((node) => [node.id, node.selectable])).toEqual([
      ['logical:timeline', false],
      ['logical:dataTags', false],
      ['logical:location', false],
      ['logical:customFields', false],
    ]);
  });

  it('fills each branch from its rows; views are selectable and carry their spec node', () => {
    const nodes = buildLogicalTreeNodes(
      input({
        sources: {
          date: ok([
            { year: 2025, month: 3, count: 2 },
            { year: 2025, month: 4, count: 1 },
          ]),
          'string:title': ok([{ value: 'Harbour', count: 4 }]),
          keywords: ok([{ id: 12, value: 'sunset', count: 3 }]),
          location: ok([{ country: 'Iceland', stateProvince: null, city: null, count: 1 }]),
          'string:custom-3': ok([{ value: 'Magnum', count: 5 }]),
        },
      }),
    );
    expect(outline(nodes)).toEqual([
      ['Browse by Timeline', [['2025', ['M3', 'M4']]]],
      [
        'Browse by Data Tags',
        [
          ['Title', ['Harbour']],
          ['Author', 'unloaded'],
          ['Subject', 'unloaded'],
          ['Keyword', ['sunset']],
        ],
      ],
      ['Browse by Geographical Location', [['Iceland', [['<Not specified>', ['<Not specified>']]]]]],
      [
        'Browse by Custom Data Fields',
        [
          ['Project Code', 'unloaded'],
          ['Photo Agency Name', ['Magnum']],
        ],
      ],
    ]);
    const year = nodes[0]?.children;
    expect(Array.isArray(year) && year[0]).toMatchObject({
      id: 'date-2025',
      data: { type: 'view', node: { id: 'date-2025', count: 3, value: '2025' } },
    });
    expect(Array.isArray(year) && year[0]?.selectable).toBeUndefined();
  });

  it('removes a branch, a field or a custom definition whose call answered no rows (spec 000 §4)', () => {
    const nodes = buildLogicalTreeNodes(
      input({
        sources: {
          date: ok([]),
          'string:title': ok([]),
          'string:author': ok([{ value: 'Mei', count: 1 }]),
          location: ok([]),
          'string:custom-1': ok([]),
        },
      }),
    );
    expect(outline(nodes)).toEqual([
      [
        'Browse by Data Tags',
        [
          ['Author', ['Mei']],
          ['Subject', 'unloaded'],
          ['Keyword', 'unloaded'],
        ],
      ],
      ['Browse by Custom Data Fields', [['Photo Agency Name', 'unloaded']]],
    ]);
  });

  it('removes Data Tags and Custom Data Fields when all their children are empty', () => {
    const nodes = buildLogicalTreeNodes(
      input({
        sources: {
          'string:title': ok([]),
          'string:author': ok([]),
          'string:subject': ok([]),
          keywords: ok([]),
          'string:custom-1': ok([]),
          'string:custom-3': ok([]),
        },
      }),
    );
    expect(nodes.map((node) => node.id)).toEqual(['logical:timeline', 'logical:location']);
  });

  it.each([
    ['no definitions', { status: 'success', data: [] } as const],
    ['only the recognition label', { status: 'success', data: [definitions[1] ?? definitions[0]] } as const],
    ['definitions failed to load', { status: 'error' } as const],
  ])('Custom Data Fields is removed with %s', (_, defs) => {
    const nodes = buildLogicalTreeNodes(input({ definitions: defs as LogicalTreeInput['definitions'] }));
    expect(nodes.map((node) => node.id)).not.toContain('logical:customFields');
  });

  it('Custom Data Fields waits while the definitions load', () => {
    const nodes = buildLogicalTreeNodes(input({ definitions: { status: 'pending' } }));
    expect(nodes.find((node) => node.id === 'logical:customFields')?.children).toBe(UNLOADED);
  });

  it('a failed call leaves its node waiting (it is asked again when opened)', () => {
    const nodes = buildLogicalTreeNodes(input({ sources: { date: { status: 'error' } } }));
    expect(nodes[0]).toMatchObject({ id: 'logical:timeline', children: UNLOADED });
  });

  it.each([
    [['timeline'], ['logical:timeline']],
    [
      ['location', 'customFields'],
      ['logical:location', 'logical:customFields'],
    ],
    [[], []],
  ] as const)('shows only the branches %j the settings show', (branches, ids) => {
    expect(buildLogicalTreeNodes(input({ branches })).map((node) => node.id)).toEqual(ids);
  });
});

describe('logicalAncestorIds: what to open so a view shows', () => {
  it.each([
    ['date-2025', ['logical:timeline']],
    ['date-2025-03', ['logical:timeline', 'date-2025']],
    ['attribute-author-Mei', ['logical:dataTags', 'logical:dataTags:author']],
    ['attribute-keyword-12', ['logical:dataTags', 'logical:dataTags:keyword']],
    ['location/France', ['logical:location']],
    ['location/France/Bretagne/Rennes', ['logical:location', 'location/France', 'location/France/Bretagne']],
    ['location/A%2FB/C', ['logical:location', 'location/A%2FB']],
    ['custom-3-Magnum', ['logical:customFields', 'logical:customFields:3']],
    ['logical:timeline', []],
  ])('%s opens %j', (id, ancestors) => {
    expect(logicalAncestorIds(id)).toEqual(ancestors);
  });
});
