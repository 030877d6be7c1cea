// Errors in the spec's shape, everywhere: `{ responseStatus: { errorCode, message } }` (spec README,
// openapi.yml ErrorResponse) with the status codes of spec 000 §8 and spec 001 §8. Handlers throw
// HttpError; the server turns it (and any other failure) into that body.
import { ERROR_CODES, en, statusText, uploadStatusMessage } from '@vitrine/core';

export { ERROR_CODES };

export interface ErrorBody {
  responseStatus: { errorCode: string; message: string };
}

export class HttpError extends Error {
  readonly errorCode: string;
  constructor(
    readonly status: number,
    message?: string,
    errorCode?: string,
  ) {
    super(message ?? defaultMessage(status));
    this.name = 'HttpError';
    this.errorCode = errorCode ?? ERROR_CODES[status] ?? String(status);
  }

  get body(): ErrorBody {
    return { responseStatus: { errorCode: this.errorCode, message: this.message } };
  }
}

/** The message of a status when the handler gives none: the spec's status texts (spec 000 §8, 001 §8). */
export function defaultMessage(status: number): string {
  if ((status >= 440 && status <= 446) || status === 503) return uploadStatusMessage(status);
  if (status === 413) return en.items.renameHugeConfirm;
  return statusText(status);
}

export const badRequest = (message?: string) => new HttpError(400, message);
export const unauthorized = (message?: string) => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') => new HttpError(403, message);
export const notFound = (message?: string) => new HttpError(404, message);

/** 404 for something of a kind and id: "Folder 12 was not found." */
export function notFoundItem(kind: string, id: number | string): HttpError {
  return new HttpError(404, `${kind} ${id} was not found.`);
}
