import { describe, expect, it } from 'vitest';
import { encodeFilesDrag, FILES_DRAG_TYPE, parseFilesDrag } from './filesDrag';

describe('the files drag (spec 000 §1, §4)', () => {
  it('reads back what it wrote, the source folder included', () => {
    expect(FILES_DRAG_TYPE).toBe('application/x-vitrine-files');
    expect(parseFilesDrag(encodeFilesDrag({ imageIds: [3, 1, 2] }))).toEqual({ imageIds: [3, 1, 2] });
    expect(parseFilesDrag(encodeFilesDrag({ imageIds: [7], sourceFolderId: 4 }))).toEqual({
      imageIds: [7],
      sourceFolderId: 4,
    });
  });

  it('keeps a drag from the file sidebar (spec 001 §7 isDropFromSidebar), and only a true one', () => {
    expect(parseFilesDrag(encodeFilesDrag({ imageIds: [5], fromSidebar: true }))).toEqual({
      imageIds: [5],
      fromSidebar: true,
    });
    expect(parseFilesDrag('{"imageIds":[5],"fromSidebar":"yes"}')).toEqual({ imageIds: [5] });
  });

  it('takes nothing that is not a list of whole ids', () => {
    for (const raw of [
      undefined,
      null,
      '',
      'not json',
      'null',
      '{}',
      '{"imageIds":[1.5]}',
      '{"imageIds":["1"]}',
    ]) {
      expect(parseFilesDrag(raw), String(raw)).toBeNull();
    }
  });
});
