// spec 000 §4 "Selection": one of folder, set, collection, logical view, database or all files;
// spec 000 §3: selectedSet is the type letter plus the id.
import { describe, expect, it } from 'vitest';
import { formatSelectedSet, isSameSelection, parseSelectedSet, type Selection } from './selection';

describe('isSameSelection (spec 000 §4: one selection at a time)', () => {
  const folder7: Selection = { kind: 'folder', id: 7 };
  it.each<[Selection | null, Selection | null, boolean]>([
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
    // selectedDb is a string on the wire: 1 and '1' are the same database.
    [{ kind: 'database', id: 1 }, { kind: 'database', id: '1' }, true],
    [{ kind: 'database', id: 1 }, { kind: 'database', id: 2 }, false],
  ])('%j vs %j → %s', (a, b, same) => {
    expect(isSameSelection(a, b)).toBe(same);
  });
});

describe('selectedSet (spec 000 §3: type letter plus id)', () => {
  it.each<[Selection | null | undefined, string | null]>([
    [{ kind: 'set', id: 12 }, 's12'],
    [{ kind: 'collection', id: 3 }, 'g3'],
    [{ kind: 'folder', id: 12 }, null],
    [{ kind: 'all' }, null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (selection, expected) => {
    expect(formatSelectedSet(selection)).toBe(expected);
    if (expected !== null) expect(parseSelectedSet(expected)).toEqual(selection);
  });

  it.each(['12', 'x12', 's', 'g-1', 's1.5', 'S12', ' s12', 's1234567890123456', '', null, undefined])(
    'refuses %j',
    (value) => {
      expect(parseSelectedSet(value)).toBeNull();
    },
  );
});
