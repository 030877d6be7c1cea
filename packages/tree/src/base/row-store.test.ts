import { describe, expect, it, vi } from 'vitest';
import { flattenVisible, type TreeViewNode } from './model';
import { createRowStore } from './row-store';

const nodes: TreeViewNode[] = [
  { id: 'a', name: 'A' },
  { id: 'b', name: 'B' },
  { id: 'c', name: 'C' },
];
const rowsOf = (list: TreeViewNode[]) => flattenVisible(list, () => false);

describe('row store (a change to one row re-renders that row only)', () => {
  it('tells only the rows whose contents changed', () => {
    const store = createRowStore();
    store.setRows(rowsOf(nodes));
    const a = vi.fn();
    const b = vi.fn();
    store.subscribe('a', a);
    store.subscribe('b', b);
    const before = store.get('a');
    store.setRows(
      rowsOf([nodes[0] as TreeViewNode, { id: 'b', name: 'B renamed' }, nodes[2] as TreeViewNode]),
    );
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledTimes(1);
    expect(store.get('a')).toBe(before);
    expect(store.get('b')?.row.node.name).toBe('B renamed');
  });

  it('forgets rows that went away and tells rows whose position changed', () => {
    const store = createRowStore();
    store.setRows(rowsOf(nodes));
    const c = vi.fn();
    store.subscribe('c', c);
    store.setRows(rowsOf([nodes[0] as TreeViewNode, nodes[2] as TreeViewNode]));
    expect(store.get('b')).toBeUndefined();
    expect(c).toHaveBeenCalledTimes(1);
    expect(store.get('c')?.row).toMatchObject({ posinset: 2, setsize: 2 });
    expect(store.row('c')?.index).toBe(1);
    expect(store.rows().map((row) => row.id)).toEqual(['a', 'c']);
  });

  it('keeps the snapshot of a row that only moved, and knows its new index', () => {
    const store = createRowStore();
    store.setRows(rowsOf(nodes));
    const c = vi.fn();
    store.subscribe('c', c);
    const before = store.get('c');
    store.setRows(rowsOf([{ id: 'z', name: 'Z' }, ...nodes]));
    // c moved from index 2 to 3 but its posinset and set size changed too, so it re-renders;
    // a row whose place among its siblings is unchanged does not.
    expect(c).toHaveBeenCalledTimes(1);
    expect(before).not.toBe(store.get('c'));
    const open: TreeViewNode[] = [{ id: 'p', name: 'P', children: [{ id: 'q', name: 'Q' }] }, ...nodes];
    store.setRows(flattenVisible(open, () => false));
    const a = vi.fn();
    store.subscribe('a', a);
    const aBefore = store.get('a');
    store.setRows(flattenVisible(open, (id) => id === 'p'));
    expect(a).not.toHaveBeenCalled();
    expect(store.get('a')).toBe(aBefore);
    expect(store.row('a')?.index).toBe(2);
    expect(store.row('nope')).toBeUndefined();
  });

  it('moves the selection and the drop target between two rows', () => {
    const store = createRowStore();
    store.setRows(rowsOf(nodes));
    const a = vi.fn();
    const c = vi.fn();
    store.subscribe('a', a);
    const stop = store.subscribe('c', c);
    store.setSelected('a');
    store.setSelected('a');
    expect(store.get('a')?.selected).toBe(true);
    store.setSelected('c');
    expect(store.get('a')?.selected).toBe(false);
    expect(store.get('c')?.selected).toBe(true);
    expect(a).toHaveBeenCalledTimes(2);
    expect(c).toHaveBeenCalledTimes(1);
    stop();
    store.setDropTarget('c');
    expect(store.get('c')?.dropTarget).toBe(true);
    expect(c).toHaveBeenCalledTimes(1);
  });
});
