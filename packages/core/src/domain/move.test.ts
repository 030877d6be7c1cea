import { describe, expect, it } from 'vitest';
import {
  isSelfOrDescendant,
  makeParentLookupFromPath,
  type ParentLookup,
  type SetDropTarget,
  validateFilesDrop,
  validateFolderMove,
  validateSetDrop,
} from './move';

// root ─ 1 ─ 2 ─ 3
//        └─ 4      5 (another root folder)
const parents: Record<string, number> = { 2: 1, 3: 2, 4: 1 };
const getParentId: ParentLookup = (id) => parents[String(id)];

describe('isSelfOrDescendant', () => {
  it.each([
    [3, 1, true],
    [3, 2, true],
    ['3', 1, true],
    [1, 1, true],
    [1, 3, false],
    [4, 2, false],
    [5, 1, false],
  ])('%j under %j: %s', (node, ancestor, expected) => {
    expect(isSelfOrDescendant(node, ancestor, getParentId)).toBe(expected);
  });

  it('stops on a cycle', () => {
    const cyclic: ParentLookup = (id) => (String(id) === 'a' ? 'b' : 'a');
    expect(isSelfOrDescendant('a', 'z', cyclic)).toBe(false);
  });
});

describe('validateFolderMove (spec 000 §4, §5: not into its own descendant)', () => {
  it.each([
    [1, 5, undefined, { ok: true }],
    [3, 4, undefined, { ok: true }],
    [2, 1, undefined, { ok: true }],
    [1, 1, undefined, { ok: false, code: 'self' }],
    [1, 3, undefined, { ok: false, code: 'descendant' }],
    [2, '3', undefined, { ok: false, code: 'descendant' }],
    [1, 5, 'quickAccess', { ok: false, code: 'notAFolder' }],
    [1, -1, undefined, { ok: false, code: 'notAFolder' }],
    [1, 5, 'loadMore', { ok: false, code: 'notAFolder' }],
  ] as const)('move %j onto %j (%s): %o', (sourceId, destinationId, destinationKind, expected) => {
    expect(validateFolderMove({ sourceId, destinationId, destinationKind, getParentId })).toEqual(expected);
  });

  it.each([
    // the destination's path, root first (getFolderParentsIds + the destination)
    [[10, 20, 30], 20, 30, { ok: false, code: 'descendant' }],
    [[10, 20, 30], 40, 30, { ok: true }],
  ] as const)('path %j: move %i onto %i gives %o', (path, sourceId, destinationId, expected) => {
    expect(
      validateFolderMove({ sourceId, destinationId, getParentId: makeParentLookupFromPath(path) }),
    ).toEqual(expected);
  });
});

describe('validateSetDrop (spec 000 §4)', () => {
  it.each<[number, SetDropTarget, ReturnType<typeof validateSetDrop>]>([
    [1, { kind: 'set', id: 5 }, { ok: true, action: 'move' }],
    [3, { kind: 'set', id: 1 }, { ok: true, action: 'move' }],
    [1, { kind: 'set', id: 1 }, { ok: false, code: 'self' }],
    [1, { kind: 'set', id: 3 }, { ok: false, code: 'descendant' }],
    [1, { kind: 'group', id: 9 }, { ok: true, action: 'attach' }],
    [3, { kind: 'root' }, { ok: true, action: 'detach' }],
  ])('set %i onto %o: %o', (setId, target, expected) => {
    expect(validateSetDrop(setId, target, getParentId)).toEqual(expected);
  });
});

describe('validateFilesDrop (spec 000 §4, spec 001 §5)', () => {
  it.each<[number, Exclude<SetDropTarget, { kind: 'root' }>, ReturnType<typeof validateFilesDrop>]>([
    [10, { kind: 'set', id: 1 }, { ok: true, needsConfirmation: false }],
    [11, { kind: 'set', id: 1 }, { ok: true, needsConfirmation: true }],
    [1, { kind: 'group', id: 1 }, { ok: false, code: 'groupTarget' }],
  ])('%i files onto %o: %o', (count, target, expected) => {
    expect(validateFilesDrop(count, target)).toEqual(expected);
  });
});
