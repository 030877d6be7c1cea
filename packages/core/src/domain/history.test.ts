import { describe, expect, it } from 'vitest';
import { addFolderHistory, type FolderHistoryRecord, removeFolderHistory } from './history';

const folder = (id: number): FolderHistoryRecord => ({ id, type: 'folder' });
const ids = (list: readonly FolderHistoryRecord[]) => list.map((r) => `${r.type}:${r.id}`);

describe('addFolderHistory (spec 000 §9: at most 10, no duplicates, newest first)', () => {
  it.each([
    ['into an empty list', [], folder(1), ['folder:1']],
    ['newest first', [folder(1)], folder(2), ['folder:2', 'folder:1']],
    [
      'moves a duplicate to the front',
      [folder(3), folder(2), folder(1)],
      folder(1),
      ['folder:1', 'folder:3', 'folder:2'],
    ],
    [
      'a string id matches its number',
      [folder(2), folder(1)],
      { id: '1', type: 'folder' },
      ['folder:1', 'folder:2'],
    ],
    ['same id, other type is another record', [folder(1)], { id: 1, type: 'set' }, ['set:1', 'folder:1']],
    [
      'drops the oldest past 10',
      Array.from({ length: 10 }, (_, i) => folder(10 - i)),
      folder(11),
      ['folder:11', ...Array.from({ length: 9 }, (_, i) => `folder:${10 - i}`)],
    ],
  ])('%s', (_, list, record, expected) => {
    const before = ids(list);
    expect(ids(addFolderHistory(list, record))).toEqual(expected);
    expect(ids(list)).toEqual(before); // pure: the input is not changed
  });
});

describe('removeFolderHistory', () => {
  it.each([
    [[folder(1), folder(2), folder(3)], folder(2), ['folder:1', 'folder:3']],
    [[folder(1)], folder(9), ['folder:1']],
    [[folder(1), { id: 1, type: 'set' }], { id: '1', type: 'set' }, ['folder:1']],
  ])('%j without %j', (list, record, expected) => {
    expect(ids(removeFolderHistory(list, record))).toEqual(expected);
  });
});
