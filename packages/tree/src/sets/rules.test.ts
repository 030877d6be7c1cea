import { describe, expect, it } from 'vitest';
import { fixtureNodes } from './fixtures';
import { buildSetTree, type SetNodeKey } from './model';
import {
  decideDropInTree,
  decideImagesDrop,
  decideSetDrop,
  listMoveTargets,
  type SetDropDecision,
} from './rules';

const model = buildSetTree(fixtureNodes);

describe('set drag and drop (spec 000 §4)', () => {
  // source → target (null = the root): what the drop does
  it.each<[SetNodeKey, SetNodeKey | null, SetDropDecision]>([
    // a set dropped on a set asks move confirmation
    ['s6', 's7', { ok: true, action: 'move', setId: 6, newParentId: 7 }],
    ['s2', 's3', { ok: true, action: 'move', setId: 2, newParentId: 3 }],
    ['s8', 's1', { ok: true, action: 'move', setId: 8, newParentId: 1 }],
    ['s4', 's7', { ok: true, action: 'move', setId: 4, newParentId: 7 }],
    // a set dropped on a group asks attach confirmation
    ['s6', 'g1', { ok: true, action: 'attach', setId: 6, groupId: 1 }],
    ['s1', 'g2', { ok: true, action: 'attach', setId: 1, groupId: 2 }],
    // a subset of a group's set goes to the top of the group
    ['s4', 'g1', { ok: true, action: 'attach', setId: 4, groupId: 1 }],
    // moving to root asks detach confirmation: out of a group with changegroup, out of a set with move
    ['s1', null, { ok: true, action: 'detach', setId: 1, call: 'changeGroup' }],
    ['s4', null, { ok: true, action: 'detach', setId: 4, call: 'changeGroup' }],
    ['s8', null, { ok: true, action: 'detach', setId: 8, call: 'move' }],
    // dropping onto itself or its own descendant is rejected
    ['s1', 's1', { ok: false, reason: 'self' }],
    ['s1', 's3', { ok: false, reason: 'descendant' }],
    ['s1', 's4', { ok: false, reason: 'descendant' }],
    ['s7', 's8', { ok: false, reason: 'descendant' }],
    // nothing would change
    ['s2', 's1', { ok: false, reason: 'alreadyThere' }],
    ['s1', 'g1', { ok: false, reason: 'alreadyThere' }],
    ['s6', null, { ok: false, reason: 'alreadyThere' }],
    // canBeStandalone false: may change group, never leave groups
    ['s5', null, { ok: false, reason: 'cannotBeStandalone' }],
    ['s5', 'g2', { ok: true, action: 'attach', setId: 5, groupId: 2 }],
    // groups are not dragged
    ['g1', 'g2', { ok: false, reason: 'notASet' }],
    ['g2', null, { ok: false, reason: 'notASet' }],
    // the node permissions say the user may not edit this set
    ['s9', 's7', { ok: false, reason: 'notAllowed' }],
  ])('%s onto %s', (source, target, decision) => {
    expect(decideDropInTree(model, source, target)).toEqual(decision);
  });

  it('refuses unknown nodes', () => {
    expect(decideDropInTree(model, 's99', 's1')).toEqual({ ok: false, reason: 'notASet' });
    expect(decideDropInTree(model, 's1', 's99')).toEqual({ ok: false, reason: 'notASet' });
  });

  it('checks self and descendant before permissions (a refused drop says why)', () => {
    const getParentSetId = () => null;
    expect(
      decideSetDrop({
        source: { kind: 'set', id: 3 },
        target: { kind: 'set', id: 3 },
        getParentSetId,
        canEdit: false,
      }),
    ).toEqual({ ok: false, reason: 'self' });
    // unknown permission counts as allowed: the server decides
    expect(
      decideSetDrop({ source: { kind: 'set', id: 3 }, target: { kind: 'set', id: 4 }, getParentSetId }),
    ).toEqual({ ok: true, action: 'move', setId: 3, newParentId: 4 });
  });
});

describe('files dropped on the sets tree (spec 000 §4, spec 001 §5)', () => {
  it.each([
    // more than 10 images on a set asks confirmation
    [1, { kind: 'set', id: 6 }, undefined, { ok: true, setId: 6, needsConfirmation: false }],
    [10, { kind: 'set', id: 6 }, undefined, { ok: true, setId: 6, needsConfirmation: false }],
    [11, { kind: 'set', id: 6 }, true, { ok: true, setId: 6, needsConfirmation: true }],
    // files cannot be dropped on a group
    [3, { kind: 'group', id: 1 }, true, { ok: false, reason: 'groupTarget' }],
    [30, { kind: 'group', id: 1 }, true, { ok: false, reason: 'groupTarget' }],
    [3, { kind: 'root' }, true, { ok: false, reason: 'rootTarget' }],
    [0, { kind: 'set', id: 6 }, true, { ok: false, reason: 'noImages' }],
    [3, { kind: 'set', id: 9 }, false, { ok: false, reason: 'notAllowed' }],
  ] as const)('%i file(s) onto %j (may add: %s)', (imageCount, target, canAdd, decision) => {
    expect(decideImagesDrop({ imageCount, target, canAdd })).toEqual(decision);
  });
});

describe('"Move to…" targets (keyboard alternative to drag and drop)', () => {
  it('lists the top level then every node in tree order, with what a drop there would do', () => {
    const targets = listMoveTargets(model, 's8', 'Virtual Set');
    expect(
      targets.map((t) => [t.key, t.depth, t.decision.ok ? t.decision.action : t.decision.reason]),
    ).toEqual([
      [null, 0, 'detach'],
      ['g1', 1, 'attach'],
      ['s1', 2, 'move'],
      ['s2', 3, 'move'],
      ['s3', 3, 'move'],
      ['s4', 4, 'move'],
      ['s5', 2, 'move'],
      ['g2', 1, 'attach'],
      ['s6', 1, 'move'],
      ['s7', 1, 'alreadyThere'],
      ['s8', 2, 'self'],
      ['s9', 1, 'move'],
    ]);
    expect(targets[0]).toMatchObject({ kind: 'root', name: 'Virtual Set' });
  });
});
