import type { SetTreeNode } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { fixtureNodes } from './fixtures';
import {
  ancestorKeys,
  buildSetTree,
  flattenSetTree,
  keyOfSelection,
  parentSetLookup,
  parseSetNodeKey,
  type SetNodeKey,
  selectionOfKey,
  setsToLoad,
  subtreeKeys,
} from './model';

describe('node keys (spec 000 §3: type letter plus id)', () => {
  it.each([
    ['s12', { kind: 'set', id: 12 }],
    ['g3', { kind: 'group', id: 3 }],
    ['x3', null],
    ['s', null],
    ['s-1', null],
    ['12', null],
  ])('%s → %j', (key, parsed) => {
    expect(parseSetNodeKey(key)).toEqual(parsed);
  });

  it('maps selections to keys and back: set ↔ s, collection ↔ g', () => {
    expect(keyOfSelection({ kind: 'set', id: 4 })).toBe('s4');
    expect(keyOfSelection({ kind: 'collection', id: 4 })).toBe('g4');
    expect(keyOfSelection({ kind: 'folder', id: 4 })).toBeNull();
    expect(keyOfSelection(null)).toBeNull();
    expect(selectionOfKey('s4')).toEqual({ kind: 'set', id: 4 });
    expect(selectionOfKey('g4')).toEqual({ kind: 'collection', id: 4 });
    expect(() => selectionOfKey('x4' as SetNodeKey)).toThrow('Not a set tree key: x4');
  });
});

describe('buildSetTree', () => {
  const model = buildSetTree(fixtureNodes);

  it('keeps the server order: groups with their sets, subsets nested, standalone sets', () => {
    expect(model.items.map((i) => i.key)).toEqual(['g1', 'g2', 's6', 's7', 's9']);
    expect(flattenSetTree(model.items).map((i) => `${'  '.repeat(i.depth)}${i.name}`)).toEqual([
      'Campaign 2026',
      '  Hero images',
      '    Homepage',
      '    Banners',
      '      Mobile banners',
      '  Social posts',
      'Brand Book',
      'Favourites',
      'To review',
      '  Urgent',
      'Read only',
    ]);
  });

  it('records each set’s parent set and group', () => {
    expect(model.byKey.get('s4')).toMatchObject({ parentKey: 's3', parentSetId: 3, groupId: 1, depth: 3 });
    expect(model.byKey.get('s1')).toMatchObject({ parentKey: 'g1', parentSetId: null, groupId: 1 });
    expect(model.byKey.get('s8')).toMatchObject({ parentKey: 's7', parentSetId: 7, groupId: null });
    expect(model.byKey.get('s6')).toMatchObject({
      parentKey: null,
      isPinned: true,
      childrenStatus: 'loaded',
    });
    expect(parentSetLookup(model)(4)).toBe(3);
    expect(parentSetLookup(model)(1)).toBeNull();
    expect(parentSetLookup(model)(99)).toBeUndefined();
  });

  it('lists ancestors top first and subtrees node first', () => {
    expect(ancestorKeys(model, 's4')).toEqual(['g1', 's1', 's3']);
    expect(ancestorKeys(model, 's6')).toEqual([]);
    const hero = model.byKey.get('s1');
    expect(hero && subtreeKeys(hero)).toEqual(['s1', 's2', 's3', 's4']);
  });

  it('leaves a set unloaded when the server sends no subsets, and fills it from loaded ones', () => {
    const lazy: SetTreeNode[] = [{ id: 7, name: 'To review', type: 's', groupId: null }];
    const before = buildSetTree(lazy);
    expect(before.byKey.get('s7')).toMatchObject({ children: null, childrenStatus: 'unloaded' });
    expect(setsToLoad(before, ['s7', 'g1', 'nonsense'])).toEqual([7]);

    const loading = buildSetTree(lazy, new Map([[7, { status: 'pending' as const }]]));
    expect(loading.byKey.get('s7')?.childrenStatus).toBe('loading');
    const failed = buildSetTree(lazy, new Map([[7, { status: 'error' as const }]]));
    expect(failed.byKey.get('s7')?.childrenStatus).toBe('error');

    const loaded = buildSetTree(
      lazy,
      new Map([[7, { status: 'success' as const, data: [{ id: 8, name: 'Urgent', type: 's' as const }] }]]),
    );
    expect(loaded.byKey.get('s7')).toMatchObject({ childrenStatus: 'loaded' });
    expect(loaded.byKey.get('s8')).toMatchObject({
      parentKey: 's7',
      parentSetId: 7,
      childrenStatus: 'unloaded',
    });
  });
});
