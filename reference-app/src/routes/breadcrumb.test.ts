import type { SetTreeNode } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import {
  type Crumb,
  crumbEntryKeys,
  folderCrumbs,
  type LogicalLabels,
  logicalCrumbs,
  namedTreeEntries,
  setPathCrumbs,
  setTreeCrumbs,
  treeWriteRefreshesBreadcrumb,
} from './breadcrumb';

/** Crumbs as 'label' (a heading) or 'label→kind:id' (a link), so a table reads like the page. */
const show = (crumbs: Crumb[] | null) =>
  crumbs?.map(({ label, selection }) => {
    if (selection === null) return label;
    if (selection.kind === 'logical') return `${label}→${selection.nodeId}`;
    return `${label}→${selection.kind}${'id' in selection ? `:${selection.id}` : ''}`;
  }) ?? null;

describe('folderCrumbs (GET /api/folders/getFolderParentsIds + fullPath)', () => {
  it.each<[{ id: number; name: string; fullPath?: string }, number[], string[]]>([
    [{ id: 1, name: 'Marketing', fullPath: '/Marketing' }, [], ['Marketing→folder:1']],
    [
      { id: 9, name: 'Spring', fullPath: '/Marketing/Campaigns/2024/Spring' },
      [1, 2, 7],
      ['Marketing→folder:1', 'Campaigns→folder:2', '2024→folder:7', 'Spring→folder:9'],
    ],
    // The path and the ids disagree: names without links.
    [
      { id: 9, name: 'Spring', fullPath: '/Marketing/2024/Spring' },
      [1, 2, 7],
      ['Marketing', '2024', 'Spring→folder:9'],
    ],
    [{ id: 9, name: 'Spring' }, [1, 2], ['Spring→folder:9']],
  ])('%o with parents %o', (folder, parents, expected) => {
    expect(show(folderCrumbs(folder, parents))).toEqual(expected);
  });
});

const setTree: SetTreeNode[] = [
  {
    id: 1,
    name: 'Campaign 2026',
    type: 'g',
    sets: [
      {
        id: 1,
        name: 'Hero images',
        type: 's',
        subsets: [
          {
            id: 3,
            name: 'Banners',
            type: 's',
            subsets: [{ id: 4, name: 'Mobile banners', type: 's', subsets: [] }],
          },
        ],
      },
    ],
  },
  { id: 12, name: 'To review', type: 's', subsets: [{ id: 13, name: 'Urgent', type: 's', subsets: [] }] },
];

describe('setTreeCrumbs (GET /api/virtualsets)', () => {
  it.each<[Parameters<typeof setTreeCrumbs>[1], string[] | null]>([
    [{ kind: 'collection', id: 1 }, ['Campaign 2026→collection:1']],
    // Set 1 and group 1 share the number: the kind tells them apart.
    [{ kind: 'set', id: 1 }, ['Campaign 2026→collection:1', 'Hero images→set:1']],
    [
      { kind: 'set', id: 4 },
      ['Campaign 2026→collection:1', 'Hero images→set:1', 'Banners→set:3', 'Mobile banners→set:4'],
    ],
    [{ kind: 'set', id: 13 }, ['To review→set:12', 'Urgent→set:13']],
    [{ kind: 'set', id: 99 }, null],
    [{ kind: 'folder', id: 1 }, null],
  ])('%o → %o', (target, expected) => {
    expect(show(setTreeCrumbs(setTree, target))).toEqual(expected);
  });
});

describe('setPathCrumbs (parentPath + GET /api/virtualsets/getsetparentsids)', () => {
  it.each<[{ id: number; name: string; parentPath?: string }, number[], string[]]>([
    [{ id: 13, name: 'Urgent', parentPath: '/To review' }, [12], ['To review→set:12', 'Urgent→set:13']],
    [{ id: 12, name: 'To review', parentPath: '' }, [], ['To review→set:12']],
    [{ id: 13, name: 'Urgent', parentPath: '/To review' }, [], ['To review', 'Urgent→set:13']],
  ])('%o with parents %o', (set, parents, expected) => {
    expect(show(setPathCrumbs(set, parents))).toEqual(expected);
  });
});

const labels: LogicalLabels = {
  browseByTimeline: 'Browse by Timeline',
  browseByDataTags: 'Browse by Data Tags',
  browseByLocation: 'Browse by Geographical Location',
  browseByCustomFields: 'Browse by Custom Data Fields',
  title: 'Title',
  author: 'Author',
  subject: 'Subject',
  keyword: 'Keyword',
  notSpecified: '<Not specified>',
  monthName: (month) => ['January', 'February', 'March', 'April', 'May'][month - 1] ?? String(month),
  keywordName: (id) => ({ '17': 'harbour' })[id],
  customFieldLabel: (id) => ({ '4': 'Project code' })[id],
};

describe('logicalCrumbs (spec 000 §2 "Logical tree", node ids of spec 000 §3)', () => {
  it.each<[string, string[]]>([
    ['date-2024', ['Browse by Timeline', '2024→date-2024']],
    ['date-2024-05', ['Browse by Timeline', '2024→date-2024', 'May→date-2024-05']],
    [
      'attribute-title-Harbour lights',
      ['Browse by Data Tags', 'Title', 'Harbour lights→attribute-title-Harbour lights'],
    ],
    [
      'attribute-author-<Not specified>',
      ['Browse by Data Tags', 'Author', '<Not specified>→attribute-author-<Not specified>'],
    ],
    ['attribute-keyword-17', ['Browse by Data Tags', 'Keyword', 'harbour→attribute-keyword-17']],
    ['attribute-keyword-99', ['Browse by Data Tags', 'Keyword', '99→attribute-keyword-99']],
    ['location/France', ['Browse by Geographical Location', 'France→location/France']],
    [
      'location/France/Bretagne/Rennes',
      [
        'Browse by Geographical Location',
        'France→location/France',
        'Bretagne→location/France/Bretagne',
        'Rennes→location/France/Bretagne/Rennes',
      ],
    ],
    [
      'location/France/<Not specified>/Paris',
      [
        'Browse by Geographical Location',
        'France→location/France',
        '<Not specified>→location/France/<Not specified>',
        'Paris→location/France/<Not specified>/Paris',
      ],
    ],
    ['custom-4-X12', ['Browse by Custom Data Fields', 'Project code', 'X12→custom-4-X12']],
    ['custom-8-X12', ['Browse by Custom Data Fields', '8', 'X12→custom-8-X12']],
    ['something-else', ['something-else→something-else']],
  ])('%s → %o', (nodeId, expected) => {
    expect(show(logicalCrumbs(nodeId, labels))).toEqual(expected);
  });
});

describe("the trees' own cache writes and the breadcrumb (issue 15)", () => {
  const marketing = { id: 1, name: 'Marketing', fullPath: '/Marketing', subfoldersCount: 2 };
  const campaigns = { id: 2, name: 'Campaigns', fullPath: '/Marketing/Campaigns' };
  const print = { id: 3, name: 'Print', fullPath: '/Marketing/Print' };
  const list = (...folders: object[]) => namedTreeEntries({ folders, nextSkip: null }, 'folders');
  // The breadcrumb of Campaigns: Marketing › Campaigns.
  const shown = crumbEntryKeys(folderCrumbs(campaigns, [1]));

  it('names every folder of a list, and the sets and collections of the set tree with their subsets', () => {
    expect([...list(marketing, campaigns).keys()]).toEqual(['folder:1', 'folder:2']);
    const sets = namedTreeEntries(
      [{ id: 1, type: 'g', name: 'Campaign 2026', sets: [{ id: 1, name: 'Hero', subsets: [{ id: 4, name: 'Banners' }] }] }],
      'sets',
    );
    expect([...sets.keys()]).toEqual(['collection:1', 'set:1', 'set:4']);
    expect(shown).toEqual(['folder:1', 'folder:2']);
  });

  it.each([
    ['a folder renamed', list(marketing, campaigns), list(marketing, { ...campaigns, name: 'Ads' }), true],
    ['a folder added beside', list(marketing), list(marketing, print), true],
    ['only a count or a mark changed (a folder marked while it is deleted)', list(marketing, campaigns), list({ ...marketing, subfoldersCount: 1 }, { ...campaigns, processing: true }), false],
    ['the shown folder left the list (deleted: its parent is selected next)', list(campaigns, print), list(print), false],
    ['a parent on the shown path left the list', list(marketing), list(), false],
    ['a folder off the shown path deleted', list(campaigns, print), list(campaigns), true],
  ])('%s: read again %s', (_, before, after, expected) => {
    expect(treeWriteRefreshesBreadcrumb(before, after, shown)).toBe(expected);
  });

  it('an answer not seen before is read again', () => {
    expect(treeWriteRefreshesBreadcrumb(undefined, list(marketing), shown)).toBe(true);
  });
});
