// Error bodies in the spec's shape: `{ responseStatus: { errorCode, message } }` (spec README), with
// the spec's message where one exists (spec 000 §8, spec 001 §8; texts from @vitrine/core).
import { en, statusText, uploadStatusMessage } from '@vitrine/core';
import { HttpResponse } from 'msw';

export interface ErrorBody {
  responseStatus: { errorCode: string; message: string };
}

/** errorCode per status (the spec shows no codes; these names are the mocks' and the server's). */
export const ERROR_CODES: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'HugeOperation',
  440: 'TrialExpired',
  441: 'StorageLimitReached',
  442: 'UploadLimitReached',
  443: 'ChangedImageNotFound',
  444: 'DestinationFolderNotFound',
  445: 'FolderUploadFailed',
  446: 'NameConflict',
  500: 'Error',
  503: 'ServiceUnavailable',
};

/** spec 001 §8 gives no text for a move conflict (409): the mocks' server message. */
export const MOVE_CONFLICT_MESSAGE = 'A file with the same name already exists in the destination folder.';

/** The default message for a status: the spec's text where it has one. */
export function defaultErrorMessage(status: number): string {
  if (status === 409) return MOVE_CONFLICT_MESSAGE;
  // spec 000 §8: a rename answered 413 asks this question.
  if (status === 413) return en.items.renameHugeConfirm;
  if ((status >= 440 && status <= 446) || status === 503) return uploadStatusMessage(status);
  return statusText(status);
}

export function errorBody(
  status: number,
  options: { message?: string; errorCode?: string; operationId?: string } = {},
): ErrorBody {
  return {
    responseStatus: {
      errorCode: options.errorCode ?? ERROR_CODES[status] ?? String(status),
      message: options.message ?? defaultErrorMessage(status),
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
