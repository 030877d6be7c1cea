import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE, MAX_FILE_SIZE, PUBLIC_UPLOAD_EXTENSIONS } from '../constants';
import {
  isForbiddenFileType,
  isPublicUploadExtension,
  isSameFileType,
  planChunks,
  typeOfExtension,
  type UploadMode,
  validateUploadCount,
  validateUploadFile,
} from './upload';

const TOO_LARGE = 'File is too large. File size can not exceed 2Gb';
const NOT_ALLOWED = 'File type is not allowed';
const MULTIPLE = 'Multiple upload is not allowed. Add only one file to replace current.';

describe('isPublicUploadExtension (spec 001 §5)', () => {
  it.each(PUBLIC_UPLOAD_EXTENSIONS.map((extension) => [`file.${extension}`]))('accepts %s', (name) => {
    expect(isPublicUploadExtension(name)).toBe(true);
  });

  it.each([
    ['photo.JPEG', true],
    ['clip.mp4', false],
    ['doc.pdf', false],
    ['noextension', false],
    ['photo.jpg.exe', false],
  ])('%j: %s', (name, expected) => {
    expect(isPublicUploadExtension(name)).toBe(expected);
  });
});

describe('validateUploadFile (spec 001 §5)', () => {
  it.each([
    [{ name: 'a.jpg', size: 10 }, { mode: 'internal' }, { ok: true }],
    [{ name: 'a.mp4', size: 10 }, { mode: 'internal' }, { ok: true }],
    [{ name: 'a.jpg', size: MAX_FILE_SIZE }, { mode: 'internal' }, { ok: true }],
    [
      { name: 'a.jpg', size: MAX_FILE_SIZE + 1 },
      { mode: 'internal' },
      { ok: false, code: 'tooLarge', message: TOO_LARGE },
    ],
    [
      { name: 'a.mp4', size: MAX_FILE_SIZE + 1 },
      { mode: 'public' },
      { ok: false, code: 'tooLarge', message: TOO_LARGE },
    ],
    [
      { name: 'a.mp4', size: 10 },
      { mode: 'public' },
      { ok: false, code: 'typeNotAllowed', message: NOT_ALLOWED },
    ],
    [{ name: 'a.TIF', size: 10 }, { mode: 'public' }, { ok: true }],
    [
      { name: 'a.PSD', size: 10 },
      { mode: 'internal', forbiddenFileTypes: ['psd', '.exe'] },
      { ok: false, code: 'typeNotAllowed', message: NOT_ALLOWED },
    ],
    [{ name: 'a.png', size: 10 }, { mode: 'internal', forbiddenFileTypes: ['.psd'] }, { ok: true }],
    [{ name: 'a.png', size: 10 }, { mode: 'overwrite' }, { ok: true }],
  ] as const)('%o with %o gives %o', (file, options, expected) => {
    expect(validateUploadFile(file, options)).toEqual(expected);
  });
});

describe('isForbiddenFileType (spec 000 §3 forbiddenFileTypes)', () => {
  it.each([
    ['x.exe', ['*.EXE'], true],
    ['x.exe', [], false],
    ['noext', ['.'], false],
  ])('%j against %j: %s', (name, list, expected) => {
    expect(isForbiddenFileType(name, list)).toBe(expected);
  });
});

describe('validateUploadCount (spec 001 §5, §9)', () => {
  it.each([
    [50000, 'internal', { ok: true }],
    [50001, 'internal', { ok: false, code: 'tooManyFiles', limit: 50000 }],
    [10, 'public', { ok: true }],
    [11, 'public', { ok: false, code: 'tooManyFiles', limit: 10 }],
    [1, 'overwrite', { ok: true }],
    [2, 'overwrite', { ok: false, code: 'multipleNotAllowed', limit: 1, message: MULTIPLE }],
  ] as const)('%i files, %s: %o', (count, mode: UploadMode, expected) => {
    expect(validateUploadCount(count, mode)).toMatchObject(expected);
  });

  it('names the limit in the too-many message', () => {
    const result = validateUploadCount(11, 'public');
    expect(result.ok === false && result.message).toContain('10');
  });
});

describe('planChunks (spec 001 §7: chunks of 60,000,000 bytes)', () => {
  it.each([
    [0, [{ index: 0, count: 1, offset: 0, size: 0 }]],
    [1, [{ index: 0, count: 1, offset: 0, size: 1 }]],
    [CHUNK_SIZE, [{ index: 0, count: 1, offset: 0, size: CHUNK_SIZE }]],
    [
      CHUNK_SIZE + 1,
      [
        { index: 0, count: 2, offset: 0, size: CHUNK_SIZE },
        { index: 1, count: 2, offset: CHUNK_SIZE, size: 1 },
      ],
    ],
    [
      130_000_000,
      [
        { index: 0, count: 3, offset: 0, size: 60_000_000 },
        { index: 1, count: 3, offset: 60_000_000, size: 60_000_000 },
        { index: 2, count: 3, offset: 120_000_000, size: 10_000_000 },
      ],
    ],
  ])('%i bytes', (size, expected) => {
    expect(planChunks(size)).toEqual(expected);
  });

  it.each([
    [10, 4, [4, 4, 2]],
    [8, 4, [4, 4]],
  ])('%i bytes in chunks of %i are %j', (size, chunk, sizes) => {
    expect(planChunks(size, chunk).map((c) => c.size)).toEqual(sizes);
  });

  it('covers a 2 GiB file exactly, without gaps', () => {
    const chunks = planChunks(MAX_FILE_SIZE);
    expect(chunks).toHaveLength(Math.ceil(MAX_FILE_SIZE / CHUNK_SIZE));
    expect(chunks.reduce((sum, c) => sum + c.size, 0)).toBe(MAX_FILE_SIZE);
    chunks.forEach((c, i) => {
      expect(c.offset).toBe(i * CHUNK_SIZE);
    });
  });

  it.each([
    [-1, CHUNK_SIZE],
    [1.5, CHUNK_SIZE],
    [Number.NaN, CHUNK_SIZE],
    [10, 0],
    [10, -5],
  ])('refuses size %d with chunk size %d', (size, chunk) => {
    expect(() => planChunks(size, chunk)).toThrow(RangeError);
  });
});

// A new version replaces a file only with its type (docs/decisions.md "Replacing a file from the viewer").
describe('isSameFileType', () => {
  it.each([
    ['harbour.jpg', 'new.JPG', true],
    ['harbour.jpg', 'new.jpeg', true],
    ['harbour.JPEG', 'new.jpe', true],
    ['scan.tif', 'scan.tiff', true],
    ['clip.mp4', 'clip.mov', false],
    ['harbour.jpg', 'harbour.jpg.png', false],
    ['harbour.jpg', 'harbour', false],
  ])('%s ← %s: %s', (current, candidate, same) => {
    expect(isSameFileType(current, candidate)).toBe(same);
  });

  it('names a type in one spelling', () => {
    expect(typeOfExtension('.JPEG')).toBe('jpg');
    expect(typeOfExtension('png')).toBe('png');
  });
});
