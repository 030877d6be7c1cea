import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH } from '../constants';
import { de } from '../locale/de';
import { checkCommentText } from './comments';

describe('checkCommentText (docs/decisions.md "Comments")', () => {
  it.each([
    ['  looks good  ', 'looks good'],
    ['line one\r\nline two\rthree', 'line one\nline two\nthree'],
    ['tab\there', 'tab\there'],
    ['<b>not bold</b> @kenji.ito', '<b>not bold</b> @kenji.ito'],
    ['x'.repeat(COMMENT_MAX_LENGTH), 'x'.repeat(COMMENT_MAX_LENGTH)],
  ])('keeps %j as %j', (raw, text) => {
    expect(checkCommentText(raw)).toEqual({ ok: true, text });
  });

  it.each([
    ['', 'empty', 'The comment is empty.'],
    [' \n\t ', 'empty', 'The comment is empty.'],
    ['x'.repeat(COMMENT_MAX_LENGTH + 1), 'tooLong', 'A comment can have at most 2000 characters.'],
    ['bell\u0007', 'invalid', 'A comment cannot contain control characters.'],
    ['nul\u0000byte', 'invalid', 'A comment cannot contain control characters.'],
  ])('refuses %j (%s)', (raw, code, message) => {
    expect(checkCommentText(raw)).toEqual({ ok: false, code, message });
  });

  it('words the refusal in the given language', () => {
    expect(checkCommentText('   ', de)).toMatchObject({ message: 'Der Kommentar ist leer.' });
  });
});
