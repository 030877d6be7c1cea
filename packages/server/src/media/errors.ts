// One error type for everything the media module refuses, with a code the server maps to a status.

/** Why a file was refused. */
export type MediaErrorCode =
  /** The bytes are not an image format (a PDF, a ZIP, text…). */
  | 'notAnImage'
  /** An image format that this server cannot decode (HEIC with HEVC, PSD…). */
  | 'unsupportedImage'
  /** More pixels than MAX_INPUT_PIXELS: refused before decoding. */
  | 'pixelLimit'
  /** The image claims a supported format but cannot be decoded (truncated, damaged). */
  | 'corruptImage'
  /** A rotation that is not a multiple of 90 degrees. */
  | 'invalidRotation';

/** A refusal from the media module: `message` is a full English sentence a server can show as is. */
export class MediaError extends Error {
  override readonly name = 'MediaError';
  readonly code: MediaErrorCode;

  constructor(code: MediaErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.code = code;
  }
}

/** True when `error` is a MediaError (with the given code, when one is given). */
export function isMediaError(error: unknown, code?: MediaErrorCode): error is MediaError {
  return error instanceof MediaError && (code === undefined || error.code === code);
}
