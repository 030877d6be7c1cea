// Error bodies in the spec's shape: `{ responseStatus: { errorCode, message } }` (spec README), with
// the spec's message where one exists (spec 000 §8, spec 001 §8; texts from @vitrine/core).
import { ERROR_CODES, en, SIGN_IN_THROTTLED, uploadStatusMessage } from '@vitrine/core';
import { HttpResponse } from 'msw';

export interface ErrorBody {
  responseStatus: { errorCode: string; message?: string };
}

export { ERROR_CODES };

/** spec 001 §8 gives no text for a move conflict (409): the mocks' server message. */
export const MOVE_CONFLICT_MESSAGE = 'A file with the same name already exists in the destination folder.';

/** Operations whose 413 means a file too large (spec 001 §8), not a huge rename (spec 000 §8). */
const UPLOAD_OPERATIONS = new Set(['uploadChunk', 'uploadOverwriteChunk', 'uploadPublicChunk']);

/**
 * The server's message for a status, where the spec gives the status a text of its own: the rename
 * question for a folder rename's 413, the upload table for 440–446 and 503 (and an upload's 413),
 * the drawing limit for an annotation's 413, a move conflict for 409. For 400, 401, 403, 404 and
 * 500 the body carries no message, as the spec's fallback texts assume (spec 000 §8: the client shows
 * its own message, e.g. 'Failed to delete folder {id}.', or the status text), so every fallback path
 * of the UI can be seen on the mocks. A handler that knows a better message passes it.
 */
export function defaultErrorMessage(status: number, operationId?: string): string | undefined {
  if (status === 409) return MOVE_CONFLICT_MESSAGE;
  if (status === 429) return SIGN_IN_THROTTLED.message;
  if (status === 413) {
    if (operationId && UPLOAD_OPERATIONS.has(operationId)) return en.upload.tooLarge;
    if (operationId === 'saveAnnotation') return en.annotation.tooLarge;
    // spec 000 §8: a rename answered 413 asks this question.
    return en.items.renameHugeConfirm;
  }
  if ((status >= 440 && status <= 446) || status === 503) return uploadStatusMessage(status);
  return undefined;
}

export function errorBody(
  status: number,
  options: { message?: string; errorCode?: string; operationId?: string } = {},
): ErrorBody {
  const message = options.message ?? defaultErrorMessage(status, options.operationId);
  return {
    responseStatus: {
      errorCode: options.errorCode ?? ERROR_CODES[status] ?? String(status),
      ...(message === undefined ? {} : { message }),
    },
  };
}

/** An error answer (a plain Response, so handlers of any operation can return it). */
export function errorResponse(status: number, message?: string, errorCode?: string): Response {
  return HttpResponse.json(
    errorBody(status, { ...(message ? { message } : {}), ...(errorCode ? { errorCode } : {}) }),
    {
      status,
    },
  );
}
