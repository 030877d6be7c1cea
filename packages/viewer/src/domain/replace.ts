// Replacing the file shown by a new version (spec 001 §5 "Overwrite upload (limit to one)", §6 "The
// upload (new version) button needs edit and add permission", §7 the upload's createNewVersion,
// §2 "an image-overwrite handler path with the image id"). Which picked files may go, checked before
// a byte is sent. The server checks again (the size, the folder's forbidden types, the rights).
import {
  en,
  getFileExtension,
  interpolate,
  isSameFileType,
  MAX_FILE_SIZE,
  type VitrineLocale,
  validateUploadCount,
} from '@vitrine/core';

/** What the check reads of a picked file. */
export interface PickedFile {
  name: string;
  size: number;
}

/** Why a pick cannot replace the file. */
export type ReplacementRefusal = 'none' | 'multipleNotAllowed' | 'tooLarge' | 'otherType';

/** The pick's verdict: the one file to send, or the refusal and its message. */
export type ReplacementCheck<F extends PickedFile> =
  | { ok: true; file: F }
  | { ok: false; code: ReplacementRefusal; message: string };

/** The messages of the check: core's (the spec's, word for word) and the viewer's decided one. */
export interface ReplacementMessages {
  /** spec 001 §5, §8: "Multiple upload is not allowed…" and the too-large message. */
  core?: VitrineLocale;
  /** Decided (docs/decisions.md): a file of another type; {extension} is the current one's. */
  otherType: string;
  /** Nothing was picked (an empty drop). */
  none: string;
}

// The type rule lives in @vitrine/core: the uploader's overwrite mode checks it too.
export { isSameFileType, typeOfExtension } from '@vitrine/core';

/**
 * The file a pick replaces the current file with: exactly one file (spec 001 §5: more is refused with
 * "Multiple upload is not allowed. Add only one file to replace current."), at most 2 GiB (spec 001
 * §9, "File is too large. File size can not exceed 2Gb"), and of the current file's type (decided:
 * the file keeps its name, so a PNG over photo.jpg would be a PNG named .jpg).
 */
export function checkReplacement<F extends PickedFile>(
  picked: readonly F[],
  currentFileName: string,
  messages: ReplacementMessages,
): ReplacementCheck<F> {
  const core = messages.core ?? en;
  const [file] = picked;
  if (!file) return { ok: false, code: 'none', message: messages.none };
  const count = validateUploadCount(picked.length, 'overwrite', core);
  if (!count.ok) return { ok: false, code: 'multipleNotAllowed', message: count.message };
  if (file.size > MAX_FILE_SIZE) return { ok: false, code: 'tooLarge', message: core.upload.tooLarge };
  if (!isSameFileType(currentFileName, file.name)) {
    const extension = getFileExtension(currentFileName);
    return {
      ok: false,
      code: 'otherType',
      message: interpolate(messages.otherType, { extension: extension ? `.${extension}` : '' }),
    };
  }
  return { ok: true, file };
}
