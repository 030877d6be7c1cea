// Names from clients (upload fields, zip entries) as data: one segment, NFC, no control characters,
// at most 255 bytes; relative paths without '.', '..', absolute parts or refused folder names.

import { MAX_NAME_BYTES } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { copyName, normalizeFileName, relativeFolders, UnsafeNameError } from './names';

describe('normalizeFileName', () => {
  it.each([
    ['photo.jpg', 'photo.jpg'],
    ['  spaced.jpg  ', 'spaced.jpg'],
    ['dir/sub/photo.jpg', 'photo.jpg'],
    ['..\\..\\win.jpg', 'win.jpg'],
    ['/etc/passwd', 'passwd'],
    ['%2e%2e', '%2e%2e'],
    ['Cafe\u0301.jpg', 'Caf\u00e9.jpg'],
    ['<b>x</b>.jpg', 'b>.jpg'],
  ])('%j → %j', (raw, name) => {
    expect(normalizeFileName(raw)).toBe(name);
  });

  it.each([
    '',
    '.',
    '..',
    'a/..',
    'nul\u0000.jpg',
    'line\nbreak.jpg',
    'del\u007f.jpg',
    `${'a'.repeat(MAX_NAME_BYTES - 3)}.jpg`,
  ])('refuses %j', (raw) => {
    expect(() => normalizeFileName(raw)).toThrow(UnsafeNameError);
  });

  it('counts bytes, not characters: 255 bytes pass, 256 do not', () => {
    expect(normalizeFileName(`${'é'.repeat(125)}.jpg`)).toHaveLength(129);
    expect(() => normalizeFileName(`${'é'.repeat(126)}.jpg`)).toThrow(UnsafeNameError);
  });
});

describe('relativeFolders', () => {
  it('answers the folders before the file name', () => {
    expect(relativeFolders('trips/2025/a.jpg')).toEqual(['trips', '2025']);
    expect(relativeFolders('a.jpg')).toEqual([]);
    expect(relativeFolders(undefined)).toEqual([]);
    expect(relativeFolders('win\\sub\\a.jpg')).toEqual(['win', 'sub']);
  });

  it.each([
    '../a.jpg',
    'a/../../b.jpg',
    './a.jpg',
    '/abs/a.jpg',
    '\\\\server\\share\\a.jpg',
    'C:/a.jpg',
    'bad:name/a.jpg',
    'ends./a.jpg',
    'nul\u0000/a.jpg',
  ])('refuses %j', (path) => {
    expect(() => relativeFolders(path)).toThrow(UnsafeNameError);
  });
});

describe('copyName (spec 001 §4 resolution 3)', () => {
  it('answers the first free "name (n).ext"', () => {
    expect(copyName('pier.png', new Set(['pier.png']))).toBe('pier (1).png');
    expect(copyName('pier.png', new Set(['pier.png', 'pier (1).png']))).toBe('pier (2).png');
    expect(copyName('README', new Set(['README']))).toBe('README (1)');
    const long = `${'a'.repeat(251)}.png`;
    const copy = copyName(long, new Set([long]));
    expect(Buffer.byteLength(copy)).toBeLessThanOrEqual(MAX_NAME_BYTES);
    expect(copy.endsWith(' (1).png')).toBe(true);
  });
});
