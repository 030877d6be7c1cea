// Files dropped from the desktop (desktop-files.ts), in Chromium: a drop's files are read with their paths;
// a drag of the page's own elements is told from a desktop drag.
import { describe, expect, it } from 'vitest';
import { dragHasFiles, filesFromDataTransfer } from './desktop-files';

const jpeg = (name: string) => new File([new Uint8Array(16)], name, { type: 'image/jpeg' });

describe('desktop drops', () => {
  it('a drag of files carries "Files"; a drag of the page’s elements does not', () => {
    const files = new DataTransfer();
    files.items.add(jpeg('a.jpg'));
    expect(dragHasFiles(files)).toBe(true);
    const text = new DataTransfer();
    text.setData('text/plain', 'a tile');
    expect(dragHasFiles(text)).toBe(false);
    expect(dragHasFiles(null)).toBe(false);
  });

  it('reads every file of a drop, in order, lone files without a path', async () => {
    const data = new DataTransfer();
    data.items.add(jpeg('beach.jpg'));
    data.items.add(jpeg('dunes.jpg'));
    const dropped = await filesFromDataTransfer(data);
    expect(dropped.map(({ file, relativePath }) => [file.name, relativePath])).toEqual([
      ['beach.jpg', undefined],
      ['dunes.jpg', undefined],
    ]);
  });

  it('reads nothing from a drop without files', async () => {
    const data = new DataTransfer();
    data.setData('text/plain', 'words');
    expect(await filesFromDataTransfer(data)).toEqual([]);
  });
});
