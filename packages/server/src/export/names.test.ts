// Zip entry names (export/names.ts): safe segments, folder paths, unique names.
import { describe, expect, it } from 'vitest';
import { numberedName, safeSegment, zipEntryPaths } from './names';

describe('safeSegment', () => {
  it.each([
    ['photo.jpg', 'photo.jpg'],
    ['..', '_'],
    ['.', '_'],
    ['', '_'],
    ['   ', '_'],
    ['a/b', 'a_b'],
    ['a\\b', 'a_b'],
    ['/etc/passwd', '_etc_passwd'],
    ['C:\\Windows', 'C:_Windows'],
    ['nul\u0000byte', 'nul_byte'],
    ['line\nbreak', 'line_break'],
    ['e\u0301', '\u00e9'],
    ['..hidden', '..hidden'],
  ])('%j → %j', (input, output) => {
    expect(safeSegment(input)).toBe(output);
  });
});

describe('numberedName', () => {
  it.each([
    ['photo.jpg', 2, 'photo (2).jpg'],
    ['archive.tar.gz', 3, 'archive.tar (3).gz'],
    ['README', 2, 'README (2)'],
    ['.hidden', 2, '.hidden (2)'],
  ])('%j, %i → %j', (name, n, output) => {
    expect(numberedName(name, n)).toBe(output);
  });
});

describe('zipEntryPaths', () => {
  it('flat: the same name twice or more is numbered, case aside', () => {
    const flat = (fileName: string) => ({ fileName, folders: [] });
    expect(zipEntryPaths(['a.jpg', 'b.jpg', 'a.jpg', 'A.JPG', 'a (2).jpg'].map(flat))).toEqual([
      'a.jpg',
      'b.jpg',
      'a (2).jpg',
      'A (3).JPG',
      'a (2) (2).jpg',
    ]);
  });

  it('under folders: the same name in two folders is two paths; segments are made safe', () => {
    expect(
      zipEntryPaths([
        { fileName: 'a.jpg', folders: ['Marketing', 'Campaigns'] },
        { fileName: 'a.jpg', folders: ['Marketing', 'Print'] },
        { fileName: 'x.txt', folders: ['..', 'a/b'] },
      ]),
    ).toEqual(['Marketing/Campaigns/a.jpg', 'Marketing/Print/a.jpg', '_/a_b/x.txt']);
  });

  it('a file named like a folder of the archive is numbered (extraction would clash)', () => {
    expect(
      zipEntryPaths([
        { fileName: 'Campaigns', folders: ['Marketing'] },
        { fileName: 'a.jpg', folders: ['Marketing', 'Campaigns'] },
      ]),
    ).toEqual(['Marketing/Campaigns (2)', 'Marketing/Campaigns/a.jpg']);
  });

  it('stays linear for many files of one name', () => {
    const paths = zipEntryPaths(Array.from({ length: 5000 }, () => ({ fileName: 'x.jpg', folders: [] })));
    expect(new Set(paths).size).toBe(5000);
    expect(paths[4999]).toBe('x (5000).jpg');
  });
});
