// Upload rules (spec 001 §5, §9): which files may go, how many, and how they are cut into chunks.
import { CHUNK_SIZE, MAX_FILE_SIZE, PUBLIC_UPLOAD_EXTENSIONS, UPLOAD_COUNT_LIMITS } from '../constants';
import { en, type VitrineLocale } from '../locale/en';
import { interpolate } from '../locale/interpolate';
import { getFileExtension, normalizeFileTypes } from './fileTypes';

/** Where an upload goes: a folder (internal), the public upload page, or over one image. */
export type UploadMode = keyof typeof UPLOAD_COUNT_LIMITS;

/** spec 001 §5: the public upload page accepts only image extensions. */
export function isPublicUploadExtension(fileName: string): boolean {
  return (PUBLIC_UPLOAD_EXTENSIONS as readonly string[]).includes(getFileExtension(fileName));
}

/** A file refused before upload, with the spec's message. */
export type UploadFileValidation =
  | { ok: true }
  | { ok: false; code: 'tooLarge' | 'typeNotAllowed'; message: string };

/** The file facts the upload rules need. */
export interface UploadFileFacts {
  /** File name with its extension. */
  name: string;
  /** Size in bytes. */
  size: number;
}

/** Options of the per-file check. */
export interface ValidateUploadFileOptions {
  /** Which upload page the file is added to. */
  mode: UploadMode;
  /** The destination folder's forbidden types (spec 000 §3 forbiddenFileTypes), internal uploads only. */
  forbiddenFileTypes?: readonly string[];
  /** Override the messages (a host locale). */
  locale?: VitrineLocale;
}

/**
 * spec 001 §5: a file over 2 GiB is too large; public uploads accept only image extensions; a type
 * the destination folder forbids is 'File type is not allowed'. Exactly 2 GiB is allowed. Files
 * refused here are not retried (spec 001 §4).
 */
export function validateUploadFile(
  file: UploadFileFacts,
  options: ValidateUploadFileOptions,
): UploadFileValidation {
  const locale = options.locale ?? en;
  if (file.size > MAX_FILE_SIZE) return { ok: false, code: 'tooLarge', message: locale.upload.tooLarge };
  const typeAllowed =
    options.mode === 'public'
      ? isPublicUploadExtension(file.name)
      : !isForbiddenFileType(file.name, options.forbiddenFileTypes ?? []);
  return typeAllowed
    ? { ok: true }
    : { ok: false, code: 'typeNotAllowed', message: locale.upload.typeNotAllowed };
}

/** Extensions that name the same type: a photo.jpeg may replace a photo.jpg. */
const SAME_TYPE: Record<string, string> = { jpeg: 'jpg', jpe: 'jpg', jfif: 'jpg', tiff: 'tif' };

/** The type an extension names, in one spelling ('JPEG' → 'jpg'). */
export function typeOfExtension(extension: string): string {
  const lower = extension.replace(/^\./, '').toLowerCase();
  return SAME_TYPE[lower] ?? lower;
}

/**
 * Whether `candidate` is of the same type as the current file, by their extensions: a new version
 * replaces a file only with its type (docs/decisions.md "Replacing a file from the viewer": the file
 * keeps its name, so a PNG over photo.jpg would be a PNG named .jpg). The viewer's dialog and the
 * uploader's overwrite mode both check it.
 */
export function isSameFileType(currentFileName: string, candidateFileName: string): boolean {
  return (
    typeOfExtension(getFileExtension(currentFileName)) ===
    typeOfExtension(getFileExtension(candidateFileName))
  );
}

/** Whether a folder's forbidden-type list (any spelling: 'JPG', '.jpg', '*.jpg') forbids this file. */
export function isForbiddenFileType(fileName: string, forbiddenFileTypes: readonly string[]): boolean {
  const extension = getFileExtension(fileName);
  return extension !== '' && normalizeFileTypes(forbiddenFileTypes).includes(`.${extension}`);
}

/** The result of the file-count check. */
export type UploadCountValidation =
  | { ok: true }
  | { ok: false; code: 'multipleNotAllowed' | 'tooManyFiles'; limit: number; message: string };

/**
 * spec 001 §5, §9: at most 50,000 files internally, 10 on the public page, and exactly one over an
 * image ("Multiple upload is not allowed..."). `count` is the number of files in the queue after adding.
 */
export function validateUploadCount(
  count: number,
  mode: UploadMode,
  locale: VitrineLocale = en,
  /** Writes the limit in the language (`t.format.number`: '50.000' in German); `String` by default. */
  formatNumber: (value: number) => string = String,
): UploadCountValidation {
  const limit = UPLOAD_COUNT_LIMITS[mode];
  if (count <= limit) return { ok: true };
  return mode === 'overwrite'
    ? { ok: false, code: 'multipleNotAllowed', limit, message: locale.upload.multipleNotAllowed }
    : {
        ok: false,
        code: 'tooManyFiles',
        limit,
        message: interpolate(locale.upload.tooManyFiles, { max: limit }, formatNumber),
      };
}

/** One chunk of an upload. */
export interface UploadChunk {
  /** 0-based position of the chunk. */
  index: number;
  /** Number of chunks of the file. */
  count: number;
  /** Byte offset of the chunk in the file. */
  offset: number;
  /** Bytes in the chunk. */
  size: number;
}

/**
 * spec 001 §7: cut a file into chunks of 60,000,000 bytes, sent one after another. A 0-byte file is
 * one empty chunk, so it is still sent.
 */
export function planChunks(fileSize: number, chunkSize: number = CHUNK_SIZE): UploadChunk[] {
  if (!Number.isSafeInteger(fileSize) || fileSize < 0) {
    throw new RangeError(`File size must be a whole number of bytes, got ${fileSize}`);
  }
  if (!Number.isSafeInteger(chunkSize) || chunkSize <= 0) {
    throw new RangeError(`Chunk size must be a positive whole number of bytes, got ${chunkSize}`);
  }
  const count = Math.max(1, Math.ceil(fileSize / chunkSize));
  return Array.from({ length: count }, (_, index) => {
    const offset = index * chunkSize;
    return { index, count, offset, size: Math.min(chunkSize, fileSize - offset) };
  });
}
