// The quick-access list rules (spec 000 §4: pin adds to the front, unpin removes, isPinned toggles).
import type { Folder, PinnedItems, VitrineSet } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import {
  applyPinChange,
  EMPTY_PINNED_ITEMS,
  isPinned,
  type PinTarget,
  pinTargetKey,
  pinTargetsOf,
  selectionOfPinTarget,
} from './pinned';

const folder = (id: number, name = `F${id}`): Folder => ({ id, name, isPinned: true });
const set = (id: number, name = `S${id}`): VitrineSet => ({ id, name, type: 's', isPinned: true });
const list: PinnedItems = {
  folders: [folder(1), folder(2)],
  sets: [set(7)],
  logicalViewStrings: ['date-2025', 'location/France'],
};

describe('applyPinChange (spec 000 §4)', () => {
  it.each<[string, PinTarget, boolean, PinnedItems]>([
    [
      'pin a folder: first',
      { kind: 'folder', folder: { id: 3, name: 'F3', isPinned: false } },
      true,
      { ...list, folders: [folder(3), folder(1), folder(2)] },
    ],
    [
      'pin a pinned folder again: moved first, not doubled',
      { kind: 'folder', folder: folder(2) },
      true,
      { ...list, folders: [folder(2), folder(1)] },
    ],
    ['unpin a folder', { kind: 'folder', folder: folder(1) }, false, { ...list, folders: [folder(2)] }],
    ['unpin a folder that is not pinned', { kind: 'folder', folder: folder(9) }, false, list],
    ['pin a set', { kind: 'set', set: set(8) }, true, { ...list, sets: [set(8), set(7)] }],
    ['unpin a set', { kind: 'set', set: set(7) }, false, { ...list, sets: [] }],
    [
      'pin a logical view',
      { kind: 'logical', nodeId: 'attribute-author-Mei Tanaka' },
      true,
      { ...list, logicalViewStrings: ['attribute-author-Mei Tanaka', 'date-2025', 'location/France'] },
    ],
    [
      'unpin a logical view',
      { kind: 'logical', nodeId: 'date-2025' },
      false,
      { ...list, logicalViewStrings: ['location/France'] },
    ],
  ])('%s', (_, target, value, expected) => {
    expect(applyPinChange(list, target, value)).toEqual(expected);
  });

  it('leaves the list it was given untouched', () => {
    const before = structuredClone(list);
    applyPinChange(list, { kind: 'logical', nodeId: 'date-2020' }, true);
    expect(list).toEqual(before);
  });

  it('pins into an empty list', () => {
    expect(applyPinChange(EMPTY_PINNED_ITEMS, { kind: 'set', set: set(1) }, true).sets).toEqual([set(1)]);
  });
});

describe('reading the list', () => {
  it('isPinned', () => {
    expect(isPinned(list, { kind: 'folder', folder: folder(2) })).toBe(true);
    expect(isPinned(list, { kind: 'set', set: set(2) })).toBe(false);
    expect(isPinned(list, { kind: 'logical', nodeId: 'location/France' })).toBe(true);
    expect(isPinned(undefined, { kind: 'logical', nodeId: 'location/France' })).toBe(false);
  });

  it('lists folders, sets, then logical views, each in the server order', () => {
    expect(pinTargetsOf(list).map(pinTargetKey)).toEqual([
      'folder:1',
      'folder:2',
      'set:7',
      'logical:date-2025',
      'logical:location/France',
    ]);
    expect(pinTargetsOf(undefined)).toEqual([]);
  });

  it.each<[PinTarget, unknown]>([
    [
      { kind: 'folder', folder: folder(4) },
      { kind: 'folder', id: 4 },
    ],
    [
      { kind: 'set', set: set(5) },
      { kind: 'set', id: 5 },
    ],
    [
      { kind: 'logical', nodeId: 'date-2025' },
      { kind: 'logical', nodeId: 'date-2025' },
    ],
  ])('go to %j selects %j', (target, selection) => {
    expect(selectionOfPinTarget(target)).toEqual(selection);
  });
});
