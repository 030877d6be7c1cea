import { describe, expect, it } from 'vitest';
import { getFileExtension, normalizeFileType, normalizeFileTypes } from './fileTypes';

describe('normalizeFileType (spec 000 §5: an entered type gets a leading dot)', () => {
  it.each([
    ['jpg', '.jpg'],
    ['.jpg', '.jpg'],
    ['JPG', '.jpg'],
    ['  .Tiff ', '.tiff'],
    ['*.png', '.png'],
    ['..psd', '.psd'],
    ['tar.gz', '.tar.gz'],
    ['', null],
    ['  ', null],
    ['.', null],
    ['*', null],
  ])('%j becomes %j', (entry, expected) => {
    expect(normalizeFileType(entry)).toBe(expected);
  });
});

describe('normalizeFileTypes (spec 000 §5: duplicates ignored)', () => {
  it.each([
    [
      ['jpg', '.JPG', 'png', '*.jpg'],
      ['.jpg', '.png'],
    ],
    [['', ' ', 'gif'], ['.gif']],
    [[], []],
    [
      ['PNG', 'bmp', '.png'],
      ['.png', '.bmp'],
    ],
  ])('%j becomes %j', (list, expected) => {
    expect(normalizeFileTypes(list)).toEqual(expected);
  });
});

describe('getFileExtension', () => {
  it.each([
    ['photo.JPG', 'jpg'],
    ['archive.tar.gz', 'gz'],
    ['README', ''],
    ['.gitignore', ''],
    ['name.', ''],
    ['dir.v2/file', ''],
    ['C:\\dir.v2\\img.Png', 'png'],
  ])('%j has %j', (name, expected) => {
    expect(getFileExtension(name)).toBe(expected);
  });
});
