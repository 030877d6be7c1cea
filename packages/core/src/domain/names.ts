// Folder and set names, and the rename checks (spec 000 §5).
import { MAX_FOLDER_DEPTH, MAX_NAME_BYTES, RENAME_WARNING_ABOVE } from '../constants';
import { en, type VitrineLocale } from '../locale/en';
import { interpolate } from '../locale/interpolate';
import type { LocaleKey } from '../locale/translator';

/** spec 000 §5: characters a folder or set name may not contain. */
export const INVALID_NAME_CHARACTERS = ['<', '>', '%', '$', '*', ':', '|', '\\', '/', '"'] as const;

/** Why a name was refused. */
export type NameErrorCode = 'empty' | 'invalidCharacters' | 'controlCharacters' | 'tooLong' | 'endsWithDot';

/** The result of a name check: the message key and its English text when refused. */
export type NameValidation =
  | { ok: true }
  | { ok: false; code: NameErrorCode; messageKey: LocaleKey; message: string };

const NAME_ERRORS = {
  empty: 'inputEmpty',
  invalidCharacters: 'invalidCharacters',
  controlCharacters: 'controlCharacters',
  tooLong: 'nameTooLong',
  endsWithDot: 'folderNameEndsWithDot',
} as const satisfies Record<NameErrorCode, keyof VitrineLocale['validation']>;

function refuse(code: NameErrorCode, locale: VitrineLocale): NameValidation {
  const key = NAME_ERRORS[code];
  return {
    ok: false,
    code,
    messageKey: `validation.${key}`,
    message: interpolate(locale.validation[key], { max: MAX_NAME_BYTES }),
  };
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Whether a text holds control characters (C0 with NUL, line breaks and tab; DEL; C1): refused in
 * every name (folders, sets, files, people, roles), the one definition server and mocks use.
 */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/**
 * The length of `text` in UTF-8 bytes, counted from its UTF-16 code units (core uses no DOM or Node
 * API): a surrogate pair is four bytes, a lone surrogate three (as its replacement character).
 */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const pair = unit >= 0xd800 && unit < 0xdc00 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    bytes += unit < 0x80 ? 1 : unit < 0x800 ? 2 : pair ? 4 : 3;
    if (pair) i++;
  }
  return bytes;
}

function validateName(name: string, isFolder: boolean, locale: VitrineLocale): NameValidation {
  // A name of only spaces is as empty as no name at all.
  if (name.trim() === '') return refuse('empty', locale);
  // Decided (docs/decisions.md "Input limits"): no control characters (NUL included), as uploads;
  // at most MAX_NAME_BYTES bytes once trimmed (the name is stored trimmed).
  if (hasControlCharacters(name)) return refuse('controlCharacters', locale);
  if (utf8ByteLength(name.trim()) > MAX_NAME_BYTES) return refuse('tooLong', locale);
  if (INVALID_NAME_CHARACTERS.some((character) => name.includes(character))) {
    return refuse('invalidCharacters', locale);
  }
  // spec 000 §5: a folder name may not end with a dot (trailing spaces ignored, as they are trimmed).
  if (isFolder && name.trimEnd().endsWith('.')) return refuse('endsWithDot', locale);
  return { ok: true };
}

/** spec 000 §5 (and the decided limits): check a folder name. */
export function validateFolderName(name: string, locale: VitrineLocale = en): NameValidation {
  return validateName(name, true, locale);
}

/** spec 000 §5: check a set (or set group) name; a set name may end with a dot. */
export function validateSetName(name: string, locale: VitrineLocale = en): NameValidation {
  return validateName(name, false, locale);
}

/** The result of the folder depth check. */
export type FolderDepthValidation =
  | { ok: true }
  | { ok: false; code: 'tooDeep'; messageKey: LocaleKey; message: string };

/** The depth of a folder from its materialised path ('/3/17/' is at depth 2; the top level is 1). */
export function folderDepth(path: string): number {
  return path.split('/').length - 2;
}

/**
 * Decided (docs/decisions.md "Input limits"): a folder may sit at most MAX_FOLDER_DEPTH levels deep.
 * `depth` is the depth of the deepest folder a create, an upload or a move would make.
 */
export function validateFolderDepth(depth: number, locale: VitrineLocale = en): FolderDepthValidation {
  if (depth <= MAX_FOLDER_DEPTH) return { ok: true };
  return {
    ok: false,
    code: 'tooDeep',
    messageKey: 'validation.folderTooDeep',
    message: interpolate(locale.validation.folderTooDeep, { max: MAX_FOLDER_DEPTH }),
  };
}

/** The result of the rename id check. */
export type RenameIdValidation = { ok: true; id: number } | { ok: false; code: 'invalidId'; message: string };

/**
 * spec 000 §5: a rename is refused with 'Not valid {type} to rename' when the id is not numeric.
 * Numeric means a non-negative whole number, or a string of digits only (so the load-more node,
 * id -1, is not renamable).
 */
export function validateRenameId(id: unknown, type: string, locale: VitrineLocale = en): RenameIdValidation {
  const parsed =
    typeof id === 'number'
      ? id
      : typeof id === 'string' && /^\d+$/.test(id.trim())
        ? Number(id.trim())
        : Number.NaN;
  if (Number.isSafeInteger(parsed) && parsed >= 0) return { ok: true, id: parsed };
  return { ok: false, code: 'invalidId', message: interpolate(locale.validation.notValidToRename, { type }) };
}

/** spec 000 §5, §9: a rename affecting more than 10 thousand items asks confirmation. */
export function needsRenameConfirmation(affectedItems: number): boolean {
  return affectedItems > RENAME_WARNING_ABOVE;
}

/**
 * spec 000 §5, §8: the server answers 413 to a rename affecting more than 10 thousand items; the
 * client asks the question and resends with the huge-operation flag.
 */
export function isHugeRenameStatus(status: number): boolean {
  return status === 413;
}
