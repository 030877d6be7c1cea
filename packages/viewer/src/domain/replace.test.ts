// The pick that replaces the file shown (spec 001 §5, §9; the type rule is decided: docs/decisions.md).
import { de, MAX_FILE_SIZE } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { checkReplacement } from './replace';

const messages = { otherType: 'Must be a {extension} file.', none: 'No file.' };
const file = (name: string, size = 1000) => ({ name, size });

describe('checkReplacement', () => {
  it('takes exactly one file of the same type', () => {
    const one = file('new.jpg');
    expect(checkReplacement([one], 'harbour.jpg', messages)).toEqual({ ok: true, file: one });
  });

  it('refuses more than one with the spec message, word for word (spec 001 §5)', () => {
    expect(checkReplacement([file('a.jpg'), file('b.jpg')], 'harbour.jpg', messages)).toEqual({
      ok: false,
      code: 'multipleNotAllowed',
      message: 'Multiple upload is not allowed. Add only one file to replace current.',
    });
  });

  it('speaks the host language for the spec messages', () => {
    const check = checkReplacement([file('a.jpg'), file('b.jpg')], 'harbour.jpg', { ...messages, core: de });
    expect(check).toMatchObject({ ok: false, message: de.upload.multipleNotAllowed });
  });

  it('refuses a file over 2 GiB (spec 001 §9); exactly 2 GiB goes', () => {
    expect(checkReplacement([file('a.jpg', MAX_FILE_SIZE + 1)], 'harbour.jpg', messages)).toEqual({
      ok: false,
      code: 'tooLarge',
      message: 'File is too large. File size can not exceed 2Gb',
    });
    expect(checkReplacement([file('a.jpg', MAX_FILE_SIZE)], 'harbour.jpg', messages).ok).toBe(true);
  });

  it('refuses another type, naming the current one', () => {
    expect(checkReplacement([file('a.png')], 'harbour.jpg', messages)).toEqual({
      ok: false,
      code: 'otherType',
      message: 'Must be a .jpg file.',
    });
    expect(checkReplacement([file('notes')], 'README', messages).ok).toBe(true);
  });

  it('an empty pick (a drop of no file) is no replacement', () => {
    expect(checkReplacement([], 'harbour.jpg', messages)).toEqual({
      ok: false,
      code: 'none',
      message: 'No file.',
    });
  });
});
