import { describe, expect, it } from 'vitest';
import { MAX_FOLDER_DEPTH, MAX_NAME_BYTES } from '../constants';
import { en } from '../locale/en';
import {
  folderDepth,
  INVALID_NAME_CHARACTERS,
  isHugeRenameStatus,
  needsRenameConfirmation,
  utf8ByteLength,
  validateFolderDepth,
  validateFolderName,
  validateRenameId,
  validateSetName,
} from './names';

const EMPTY = 'Input is empty!';
const INVALID = 'Input contains invalid characters!';
const DOT = 'The folder name cannot end with a dot character!';

describe('validateFolderName (spec 000 §5)', () => {
  it.each([
    ['', 'empty', EMPTY],
    ['   ', 'empty', EMPTY],
    ['Holiday.', 'endsWithDot', DOT],
    ['Holiday. ', 'endsWithDot', DOT],
    ['...', 'endsWithDot', DOT],
    ['a<b', 'invalidCharacters', INVALID],
    ['a:b.', 'invalidCharacters', INVALID],
  ] as const)('refuses %j with %s', (name, code, message) => {
    expect(validateFolderName(name)).toMatchObject({ ok: false, code, message });
  });

  it.each(INVALID_NAME_CHARACTERS.map((character) => [character]))(
    'refuses the character %s',
    (character) => {
      expect(validateFolderName(`photo${character}2024`)).toMatchObject({
        ok: false,
        code: 'invalidCharacters',
        message: INVALID,
      });
    },
  );

  it.each(['Holiday', 'v1.2 final', '.hidden', 'Été 2024', "Bob's & Alice's (#1)", 'a.b'])(
    'accepts %j',
    (name) => {
      expect(validateFolderName(name)).toEqual({ ok: true });
    },
  );

  it('carries the message key, and a host locale changes the text', () => {
    const locale = { ...en, validation: { ...en.validation, inputEmpty: 'Leer!' } };
    expect(validateFolderName('', locale)).toEqual({
      ok: false,
      code: 'empty',
      messageKey: 'validation.inputEmpty',
      message: 'Leer!',
    });
  });
});

describe('validateSetName (spec 000 §5)', () => {
  it.each([
    ['', { ok: false, code: 'empty', message: EMPTY }],
    ['Best of|2024', { ok: false, code: 'invalidCharacters', message: INVALID }],
    ['50% off', { ok: false, code: 'invalidCharacters', message: INVALID }],
    ['To be continued.', { ok: true }],
    ['Summer', { ok: true }],
  ] as const)('%j gives %o', (name, expected) => {
    expect(validateSetName(name)).toMatchObject(expected);
  });
});

describe('validateRenameId (spec 000 §5)', () => {
  it.each([
    [12, 'folder', { ok: true, id: 12 }],
    ['42', 'set', { ok: true, id: 42 }],
    [' 7 ', 'set', { ok: true, id: 7 }],
    [0, 'folder', { ok: true, id: 0 }],
    ['abc', 'folder', { ok: false, code: 'invalidId', message: 'Not valid folder to rename' }],
    ['12a', 'set', { ok: false, code: 'invalidId', message: 'Not valid set to rename' }],
    [-1, 'folder', { ok: false, code: 'invalidId', message: 'Not valid folder to rename' }],
    [1.5, 'folder', { ok: false, code: 'invalidId', message: 'Not valid folder to rename' }],
    [null, 'group', { ok: false, code: 'invalidId', message: 'Not valid group to rename' }],
    ['', 'folder', { ok: false, code: 'invalidId', message: 'Not valid folder to rename' }],
  ] as const)('id %j of a %s gives %o', (id, type, expected) => {
    expect(validateRenameId(id, type)).toEqual(expected);
  });
});

describe('rename warning (spec 000 §5, §8)', () => {
  it.each([
    [9999, false],
    [10000, false],
    [10001, true],
    [250000, true],
  ])('%i affected items asks confirmation: %s', (count, expected) => {
    expect(needsRenameConfirmation(count)).toBe(expected);
  });

  it.each([
    [413, true],
    [400, false],
    [500, false],
  ])('status %i is the huge-rename question: %s', (status, expected) => {
    expect(isHugeRenameStatus(status)).toBe(expected);
  });

  it('asks the question of spec 000 §8', () => {
    expect(en.items.renameHugeConfirm).toBe(
      'There is more than 10 thousands items to rename! Are you sure you want to rename it?',
    );
  });
});

describe('name limits (decided, docs/decisions.md "Input limits")', () => {
  const TOO_LONG = `Input is too long! A name may take at most ${MAX_NAME_BYTES} bytes.`;
  const CONTROL = 'Input contains control characters!';

  it.each([
    ['a'.repeat(255), true],
    ['a'.repeat(256), false],
    // 'é' is two bytes: 127 fit, 128 do not.
    ['é'.repeat(127), true],
    ['é'.repeat(128), false],
    // A CJK character is three bytes, an emoji four.
    ['写'.repeat(85), true],
    ['写'.repeat(86), false],
    ['😀'.repeat(63), true],
    ['😀'.repeat(64), false],
    // Trimmed before it is measured (the name is stored trimmed).
    [`  ${'a'.repeat(255)}  `, true],
  ])('a name of %#: accepted %s, folder and set alike', (name, ok) => {
    const expected = ok ? { ok: true } : { ok: false, code: 'tooLong', message: TOO_LONG };
    expect(validateFolderName(name)).toMatchObject(expected);
    expect(validateSetName(name)).toMatchObject(expected);
  });

  it.each(['a\u0000b', 'tab\there', 'line\nbreak', 'del\u007f', 'c1\u0085next line', '\u0000'])(
    'refuses control characters in %j',
    (name) => {
      expect(validateFolderName(name)).toMatchObject({
        ok: false,
        code: 'controlCharacters',
        message: CONTROL,
      });
      expect(validateSetName(name)).toMatchObject({ ok: false, code: 'controlCharacters', message: CONTROL });
    },
  );

  it.each([
    ['', 0],
    ['abc', 3],
    ['Été', 5],
    ['写真', 6],
    ['😀x', 5],
    ['\ud800', 3],
    ['a\udc00b', 5],
    ['\ud83d\ud83d', 6],
  ])('counts %j as %i UTF-8 bytes (a lone surrogate as its replacement character)', (text, bytes) => {
    expect(utf8ByteLength(text)).toBe(bytes);
  });
});

describe('folder depth (decided, docs/decisions.md "Input limits")', () => {
  it.each([
    ['/', 0],
    ['/3/', 1],
    ['/3/17/', 2],
    ['/1/22/333/4444/', 4],
  ])('%s is at depth %i', (path, depth) => {
    expect(folderDepth(path)).toBe(depth);
  });

  it(`allows ${MAX_FOLDER_DEPTH} levels and refuses one more`, () => {
    expect(validateFolderDepth(MAX_FOLDER_DEPTH)).toEqual({ ok: true });
    expect(validateFolderDepth(MAX_FOLDER_DEPTH + 1)).toEqual({
      ok: false,
      code: 'tooDeep',
      messageKey: 'validation.folderTooDeep',
      message: `Folders can be nested at most ${MAX_FOLDER_DEPTH} levels deep.`,
    });
  });
});
