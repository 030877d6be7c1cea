// The typed errors of the client (STYLE habit 9: errors are typed and take one path).
// An HTTP answer outside 2xx becomes an ApiError; a request that never got an answer becomes a
// NetworkError; an aborted request keeps the platform's own AbortError so callers (TanStack Query,
// uploads) recognise a cancellation as usual.
import { statusText } from '@vitrine/core';
import { readResponseStatus } from './domain/responseStatus';

/** The error body the server answers with (spec README: `{ responseStatus: { errorCode, message } }`). */
export interface ResponseStatusBody {
  responseStatus: { errorCode: string; message?: string };
}

/** Fields of an {@link ApiError}. */
export interface ApiErrorInit {
  /** HTTP status of the answer. */
  status: number;
  /** `responseStatus.errorCode` when the server sent one. */
  errorCode?: string | undefined;
  /** The text to show: `responseStatus.message`, else the status text of spec 000 §8. */
  message: string;
  /** The parsed error body as received (object, string, or undefined for an empty body). */
  body?: unknown;
}

/** A non-2xx answer from the Vitrine API. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status of the answer. */
  readonly status: number;
  /** `responseStatus.errorCode` when the server sent one. */
  readonly errorCode: string | undefined;
  /** The parsed error body as received (object, string, or undefined for an empty body). */
  readonly body: unknown;
  /**
   * The error in the wire shape of openapi.yml's ErrorResponse, so an ApiError can stand where the
   * generated types expect the error body (openapi-fetch's `error`, openapi-react-query's errors).
   */
  readonly responseStatus: { errorCode: string; message: string };

  constructor({ status, errorCode, message, body }: ApiErrorInit) {
    super(message);
    this.status = status;
    this.errorCode = errorCode;
    this.body = body;
    this.responseStatus = { errorCode: errorCode ?? String(status), message };
  }
}

/** A request that got no HTTP answer at all (offline, DNS, CORS, connection reset). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(cause?: unknown) {
    super('Network request failed', { cause });
  }
}

/** True when `value` is an {@link ApiError} (also across bundles: checks the name and status). */
export function isApiError(value: unknown): value is ApiError {
  return (
    value instanceof ApiError ||
    (value instanceof Error && value.name === 'ApiError' && typeof (value as ApiError).status === 'number')
  );
}

/** True when `value` is a {@link NetworkError}. */
export function isNetworkError(value: unknown): value is NetworkError {
  return value instanceof NetworkError || (value instanceof Error && value.name === 'NetworkError');
}

/** True for the platform's cancellation errors: `AbortError` (abort()) and `TimeoutError` (AbortSignal.timeout). */
export function isAbortError(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    'name' in value &&
    (value.name === 'AbortError' || value.name === 'TimeoutError')
  );
}

/**
 * The ApiError for an answer: message = `responseStatus.message` when present, else the status text
 * of spec 000 §8 (400 Bad request, 401 Unauthorized, 403 Forbidden, 404 Not found, 500 Error; any
 * other status 'Error').
 */
export function toApiError(status: number, body: unknown): ApiError {
  if (isApiError(body)) return body;
  const responseStatus = readResponseStatus(body);
  return new ApiError({
    status,
    errorCode: responseStatus?.errorCode,
    message: responseStatus?.message ?? statusText(status),
    body,
  });
}
