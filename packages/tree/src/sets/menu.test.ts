import { describe, expect, it } from 'vitest';
import { fixtureNodes } from './fixtures';
import { nodeActionIds, rootActionIds, type SetTreePermissions } from './menu';
import { buildSetTree, type SetNodeKey } from './model';

const model = buildSetTree(fixtureNodes);
const all: SetTreePermissions = { add: true, edit: true, delete: true };
const none: SetTreePermissions = { add: false, edit: false, delete: false };

describe('node actions (spec 000 §2 context actions, §6 permissions)', () => {
  it.each<[SetNodeKey, SetTreePermissions, string[]]>([
    ['s1', all, ['createSubset', 'rename', 'pin', 'moveTo', 'delete']],
    // unknown permissions count as allowed; the server decides
    ['s1', {}, ['createSubset', 'rename', 'pin', 'moveTo', 'delete']],
    ['s6', all, ['createSubset', 'rename', 'unpin', 'moveTo', 'delete']],
    ['s1', none, ['pin']],
    ['s1', { add: false, edit: true, delete: false }, ['rename', 'pin', 'moveTo']],
    // its own currentPermissions say no editData and no upload
    ['s9', all, ['pin', 'delete']],
    ['g1', all, ['createSetInGroup', 'rename', 'delete']],
    ['g1', { add: true, edit: false, delete: false }, ['createSetInGroup']],
    ['g2', none, []],
  ])('%s with %j', (key, permissions, ids) => {
    const item = model.byKey.get(key);
    if (!item) throw new Error(key);
    expect(nodeActionIds(model, item, permissions)).toEqual(ids);
  });

  it('offers no "Move to…" when the set can go nowhere', () => {
    const lonely = buildSetTree([{ id: 1, name: 'Only', type: 's', groupId: null, subsets: [] }]);
    const item = lonely.byKey.get('s1');
    if (!item) throw new Error('s1');
    expect(nodeActionIds(lonely, item, all)).not.toContain('moveTo');
  });

  it('root: create a set or a collection when the user may add', () => {
    expect(rootActionIds(all)).toEqual(['createSet', 'createGroup']);
    expect(rootActionIds({})).toEqual(['createSet', 'createGroup']);
    expect(rootActionIds(none)).toEqual([]);
  });
});
