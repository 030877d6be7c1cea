import { describe, expect, it } from 'vitest';
import {
  expandableSiblingIds,
  findNode,
  findTypeAhead,
  flattenVisible,
  isExpandable,
  loadingRowId,
  rowChanged,
  sameStructure,
  type TreeViewNode,
  UNLOADED,
} from './model';

const tree: TreeViewNode[] = [
  {
    id: 'a',
    name: 'Alpha',
    children: [
      { id: 'a1', name: 'Apple' },
      { id: 'a2', name: 'Avocado', children: [{ id: 'a2x', name: 'Deep' }] },
    ],
  },
  { id: 'b', name: 'Beta', children: UNLOADED },
  { id: 'c', name: 'Charlie', children: [] },
  { id: 'm', name: 'Load more...', kind: 'loadMore' },
];

const openOf =
  (...ids: string[]) =>
  (id: string) =>
    ids.includes(id);

describe('flattenVisible (WAI-ARIA tree: level, position and set size on every row)', () => {
  it('shows the top level only while nothing is open', () => {
    const rows = flattenVisible(tree, openOf());
    expect(rows.map((r) => [r.id, r.level, r.posinset, r.setsize])).toEqual([
      ['a', 1, 1, 4],
      ['b', 1, 2, 4],
      ['c', 1, 3, 4],
      ['m', 1, 4, 4],
    ]);
    expect(rows.map((r) => r.index)).toEqual([0, 1, 2, 3]);
  });

  it('walks open nodes depth first and never closed ones', () => {
    const rows = flattenVisible(tree, openOf('a', 'a2x'));
    expect(rows.map((r) => `${r.id}@${r.level}:${r.posinset}/${r.setsize}`)).toEqual([
      'a@1:1/4',
      'a1@2:1/2',
      'a2@2:2/2',
      'b@1:2/4',
      'c@1:3/4',
      'm@1:4/4',
    ]);
    expect(rows[2]?.isOpen).toBe(false);
    expect(rows[1]?.parentId).toBe('a');
  });

  it("shows one 'Loading...' row under an open node whose children are not loaded (spec 000 §4)", () => {
    const rows = flattenVisible(tree, openOf('b'), 'Loading...');
    const loading = rows.find((r) => r.kind === 'loading');
    expect(loading).toMatchObject({
      id: loadingRowId('b'),
      level: 2,
      posinset: 1,
      setsize: 1,
      parentId: 'b',
      node: { name: 'Loading...' },
    });
  });

  it('treats an empty child list as a leaf (no aria-expanded)', () => {
    const rows = flattenVisible(tree, openOf('c'));
    expect(rows.find((r) => r.id === 'c')).toMatchObject({ expandable: false, isOpen: false });
    expect(isExpandable({ id: 'x', name: 'x', children: UNLOADED })).toBe(true);
  });

  it('keeps row kinds', () => {
    expect(flattenVisible(tree, openOf()).map((r) => r.kind)).toEqual(['node', 'node', 'node', 'loadMore']);
  });

  it('handles a 20,000-deep chain without recursion', () => {
    let node: TreeViewNode = { id: 'leaf', name: 'leaf' };
    const ids: string[] = [];
    for (let i = 0; i < 20_000; i += 1) {
      node = { id: `n${i}`, name: `n${i}`, children: [node] };
      ids.push(`n${i}`);
    }
    const open = new Set(ids);
    const rows = flattenVisible([node], (id) => open.has(id));
    expect(rows).toHaveLength(20_001);
    expect(rows.at(-1)?.level).toBe(20_001);
  });
});

describe('sameStructure / rowChanged (keep react-arborist out of row-local changes)', () => {
  it('is true for a rename and false for an open or a new row', () => {
    const before = flattenVisible(tree, openOf('a'));
    const renamed = flattenVisible(
      tree.map((n) => (n.id === 'c' ? { ...n, name: 'Charles' } : n)),
      openOf('a'),
    );
    expect(sameStructure(before, renamed)).toBe(true);
    expect(rowChanged(before[4], renamed[4])).toBe(true);
    expect(rowChanged(before[0], renamed[0])).toBe(false);
    expect(sameStructure(before, flattenVisible(tree, openOf()))).toBe(false);
    expect(sameStructure(before, flattenVisible(tree, openOf('a', 'a2')))).toBe(false);
  });
});

describe('findTypeAhead (type a name to move to it)', () => {
  const rows = flattenVisible(tree, openOf('a'));
  it('finds the next name starting with the typed text, wrapping round', () => {
    expect(rows[findTypeAhead(rows, 0, 'b')]?.id).toBe('b');
    expect(rows[findTypeAhead(rows, 3, 'a')]?.id).toBe('a');
  });
  it('cycles through matches when one letter is repeated', () => {
    expect(rows[findTypeAhead(rows, 0, 'a')]?.id).toBe('a1');
    expect(rows[findTypeAhead(rows, 1, 'aa')]?.id).toBe('a2');
  });
  it('matches longer prefixes from the current row on, ignoring case', () => {
    expect(rows[findTypeAhead(rows, 0, 'AV')]?.id).toBe('a2');
    expect(rows[findTypeAhead(rows, 1, 'ap')]?.id).toBe('a1');
  });
  it('skips "Load more..." rows and answers -1 when nothing matches', () => {
    expect(findTypeAhead(rows, 0, 'l')).toBe(-1);
    expect(findTypeAhead(rows, 0, 'zz')).toBe(-1);
    expect(findTypeAhead([], 0, 'a')).toBe(-1);
  });
});

describe('expandableSiblingIds and findNode', () => {
  it('lists the siblings that can open', () => {
    const rows = flattenVisible(tree, openOf());
    expect(expandableSiblingIds(rows, rows[2] as (typeof rows)[number])).toEqual(['a', 'b']);
  });
  it('finds loaded nodes at any depth', () => {
    expect(findNode(tree, 'a2x')?.name).toBe('Deep');
    expect(findNode(tree, 'nope')).toBeUndefined();
  });
});
