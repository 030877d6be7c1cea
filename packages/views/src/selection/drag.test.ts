// Dragging files out of a view (issue 15): which files a drag carries, in the data the trees read.
import { describe, expect, it } from 'vitest';
import { draggedFileIds, FILES_DRAG_TYPE, setFilesDragData } from './drag';

describe('draggedFileIds', () => {
  it.each<[number, number[], number[]]>([
    [2, [1, 2, 3], [1, 2, 3]],
    [4, [1, 2, 3], [4]],
    [5, [], [5]],
    [1, [1], [1]],
  ])('dragging %i with %j selected carries %j', (id, selected, expected) => {
    expect(draggedFileIds(id, selected)).toEqual(expected);
    expect(draggedFileIds(id, new Set(selected))).toEqual(expected);
  });
});

describe('setFilesDragData', () => {
  it('writes { imageIds } under the type the trees read, for a move or a copy', () => {
    const store = new Map<string, string>();
    const transfer = {
      setData: (type: string, value: string) => store.set(type, value),
      effectAllowed: 'none',
    } as unknown as DataTransfer;
    setFilesDragData(transfer, [3, 4]);
    expect(FILES_DRAG_TYPE).toBe('application/x-vitrine-files');
    expect(JSON.parse(store.get(FILES_DRAG_TYPE) ?? '')).toEqual({ imageIds: [3, 4] });
    expect(transfer.effectAllowed).toBe('copyMove');
  });
});
