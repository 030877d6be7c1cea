import { describe, expect, it } from 'vitest';
import { isSameSelection, selectedSetParam, type TreeSelection } from './selection';

describe('isSameSelection (spec 000 §4: one selection at a time)', () => {
  const folder7: TreeSelection = { kind: 'folder', id: 7 };
  it.each<[TreeSelection | null, TreeSelection | null, boolean]>([
    [null, null, true],
    [folder7, null, false],
    [null, folder7, false],
    [folder7, { kind: 'folder', id: 7 }, true],
    [folder7, { kind: 'folder', id: 8 }, false],
    [folder7, { kind: 'set', id: 7 }, false],
    [{ kind: 'set', id: 7 }, { kind: 'collection', id: 7 }, false],
    [{ kind: 'all' }, { kind: 'all' }, true],
    [{ kind: 'all' }, { kind: 'folder', id: 0 }, false],
    [{ kind: 'logical', nodeId: 'date-2024' }, { kind: 'logical', nodeId: 'date-2024' }, true],
    [{ kind: 'logical', nodeId: 'date-2024' }, { kind: 'logical', nodeId: 'date-2025' }, false],
    [{ kind: 'database', id: 1 }, { kind: 'database', id: 1 }, true],
  ])('%j vs %j → %s', (a, b, same) => {
    expect(isSameSelection(a, b)).toBe(same);
  });
});

describe('selectedSetParam (spec 000 §3: type letter plus id)', () => {
  it.each<[TreeSelection | null, string | undefined]>([
    [{ kind: 'set', id: 12 }, 's12'],
    [{ kind: 'collection', id: 3 }, 'g3'],
    [{ kind: 'folder', id: 12 }, undefined],
    [null, undefined],
  ])('%j → %s', (selection, expected) => {
    expect(selectedSetParam(selection)).toBe(expected);
  });
});
