// Comments on a file, the text rules without I/O (spec 001 §6 "Comments need comments to be
// available"; the bounds are decided: docs/decisions.md "Comments"). The server, the mocks and the
// viewer's form check the same way. A comment is plain text: a mention ("@kenji.ito") is text too.
import { COMMENT_MAX_LENGTH } from '../constants';
import { en, type VitrineLocale } from '../locale/en';
import { interpolate } from '../locale/interpolate';

/** Why a comment's text is refused. */
export type CommentTextError = 'empty' | 'tooLong' | 'invalid';

/** The text to keep, or why it is refused with the message to show. */
export type CommentTextCheck =
  | { ok: true; text: string }
  | { ok: false; code: CommentTextError; message: string };

/**
 * The text of a new or changed comment as it is kept: line breaks made `\n`, trimmed; refused when
 * empty, over COMMENT_MAX_LENGTH characters (UTF-16 code units, as a textarea's maxLength counts), or
 * holding control characters other than line breaks and tabs.
 */
export function checkCommentText(raw: string, locale: VitrineLocale = en): CommentTextCheck {
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (text === '') return { ok: false, code: 'empty', message: locale.comments.empty };
  if (text.length > COMMENT_MAX_LENGTH) {
    return {
      ok: false,
      code: 'tooLong',
      message: interpolate(locale.comments.tooLong, { max: COMMENT_MAX_LENGTH }),
    };
  }
  if (/\p{Cc}/u.test(text.replace(/[\n\t]/g, ''))) {
    return { ok: false, code: 'invalid', message: locale.comments.invalid };
  }
  return { ok: true, text };
}
